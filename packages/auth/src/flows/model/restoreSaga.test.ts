import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError, SESSION_KEYS } from '@gamehall/api-client';
import { accountModalOpened, loggedOut, logoutRequested, memberInfoLoaded, rootReducer, sessionRestoreFailed, sessionStarted } from '@gamehall/shell';
import { passwordChangeRequired } from './authSlice';
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
    expect(storeState.session).toMatchObject({ isLogin: true, isAgent: true, afterLogin: false });
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

  it('a network failure counts as logged out for now and keeps the stored token for the next start', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'stored');
    const { providers } = provideRequests({ memberInfo: new NetworkError('offline') }, { fns: new Map([[readUrlToken, noUrlToken]]) });
    const { storeState } = await expectSaga(restoreSession)
      .withReducer(rootReducer)
      .provide(providers)
      .put(sessionRestoreFailed())
      .not.put(loggedOut())
      .run();
    expect(storeState.session).toMatchObject({ token: null, isLogin: false, restoreFailed: true });
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('stored');
  });

  it('a session that must still change its password re-opens the forced change instead of logging in (reload)', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'must-change');
    const { providers, calls } = provideRequests({ memberInfo: { ...player, passwordExpired: true } }, { fns: new Map([[readUrlToken, noUrlToken]]) });
    const { storeState } = await expectSaga(restoreSession)
      .withReducer(rootReducer)
      .provide(providers)
      .put(passwordChangeRequired({ agent: false, oldPasswordKnown: false, restored: true }))
      .put(accountModalOpened('changePassword', { forced: true }))
      .not.put.like({ action: { type: memberInfoLoaded.type } })
      .run();
    expect(calls.map((c) => c.name)).toEqual(['memberInfo']);
    expect(storeState.session).toMatchObject({ isLogin: false, modal: 'changePassword', passwordChangeForced: true, token: 'must-change' });
    expect(storeState.auth?.forcedLogin).toEqual({ agent: false, oldPasswordKnown: false, restored: true });
  });

  it('logout while member info loads cancels the restore: the call is aborted and nobody is logged in', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'stored');
    let signal: AbortSignal | undefined;
    const { providers } = provideRequests(
      {
        memberInfo: (options: { signal: AbortSignal }) => {
          signal = options.signal;
          return new Promise(() => undefined);
        },
      },
      { fns: new Map([[readUrlToken, noUrlToken]]) },
    );
    const { storeState } = await expectSaga(restoreSession)
      .withReducer(rootReducer)
      .provide(providers)
      .delay(10)
      .dispatch(logoutRequested())
      .not.put.like({ action: { type: memberInfoLoaded.type } })
      .silentRun(50);
    expect(signal?.aborted).toBe(true);
    expect(storeState.session.isLogin).toBe(false);
  });
});
