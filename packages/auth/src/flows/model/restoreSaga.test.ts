import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError, SESSION_KEYS } from '@gamehall/api-client';
import { loggedOut, memberInfoLoaded, rootReducer, sessionStarted } from '@gamehall/shell';
import { agent, player } from '../../test/members';
import { deadSession, provideRequests } from '../../test/sagaTesting';
import { readUrlToken } from './page';
import { restoreSession } from './restoreSaga';

const noUrlToken = { token: null, rest: '/' };

describe('restoreSession', () => {
  it('restores the session from session storage: member info loads', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'stored');
    sessionStorage.setItem(SESSION_KEYS.username, 'agent1');
    const { providers } = provideRequests({ memberInfo: agent }, { fns: new Map([[readUrlToken, noUrlToken]]) });
    const { storeState } = await expectSaga(restoreSession)
      .withReducer(rootReducer)
      .provide(providers)
      .put(sessionStarted({ token: 'stored', username: 'agent1' }))
      .put(memberInfoLoaded(agent))
      .run();
    expect(storeState.session).toMatchObject({ isLogin: true, isAgent: true });
    expect(sessionStorage.getItem(SESSION_KEYS.isAgent)).toBe('true');
  });

  it('takes a ?token= from the URL, stores it and drops it from the URL (replace)', async () => {
    const navigate = vi.fn();
    const { providers } = provideRequests({ memberInfo: player }, { navigate, fns: new Map([[readUrlToken, { token: 'from-url', rest: '/live?vendor=PG' }]]) });
    const { storeState } = await expectSaga(restoreSession).withReducer(rootReducer).provide(providers).run();
    expect(navigate).toHaveBeenCalledWith('/live?vendor=PG', { replace: true });
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('from-url');
    expect(storeState.session).toMatchObject({ token: 'from-url', isLogin: true });
  });

  it('does nothing without a token', async () => {
    const { providers, calls } = provideRequests({}, { fns: new Map([[readUrlToken, noUrlToken]]) });
    const { storeState } = await expectSaga(restoreSession).withReducer(rootReducer).provide(providers).run();
    expect(calls).toHaveLength(0);
    expect(storeState.session.token).toBeNull();
  });

  it('a dead session (401) is cleared and the state is logged out', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'expired');
    sessionStorage.setItem(SESSION_KEYS.merchantCode, 'GH01');
    const { providers } = provideRequests({ memberInfo: deadSession() }, { fns: new Map([[readUrlToken, noUrlToken]]) });
    const { storeState } = await expectSaga(restoreSession).withReducer(rootReducer).provide(providers).put(loggedOut()).run();
    expect(storeState.session.token).toBeNull();
    expect({ ...sessionStorage }).toEqual({ merchantCode: 'GH01' });
  });

  it('a network failure keeps the token for the next start', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'stored');
    const { providers } = provideRequests({ memberInfo: new NetworkError('offline') }, { fns: new Map([[readUrlToken, noUrlToken]]) });
    const { storeState } = await expectSaga(restoreSession).withReducer(rootReducer).provide(providers).not.put(loggedOut()).run();
    expect(storeState.session).toMatchObject({ token: 'stored', isLogin: false });
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('stored');
  });
});
