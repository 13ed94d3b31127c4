import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '@gamehall/api-client';
import { loggedOut, logoutRequested, memberInfoLoaded, rootReducer, sessionStarted } from '@gamehall/shell';
import { agent } from '../../test/members';
import { deadSession, provideRequests } from '../../test/sagaTesting';
import { logoutSaga } from './logoutSaga';

const loggedInState = () => {
  let state = rootReducer(undefined, { type: 'init' });
  state = rootReducer(state, sessionStarted({ token: 'tok', username: 'agent1' }));
  return rootReducer(state, memberInfoLoaded(agent));
};

function storeSession() {
  sessionStorage.setItem(SESSION_KEYS.token, 'tok');
  sessionStorage.setItem(SESSION_KEYS.username, 'agent1');
  sessionStorage.setItem(SESSION_KEYS.isAgent, 'true');
  sessionStorage.setItem(SESSION_KEYS.merchant, 'Gamehall');
  sessionStorage.setItem(SESSION_KEYS.merchantCode, 'GH01');
}

describe('logoutSaga', () => {
  it('calls logout, clears session storage except merchantCode, logs out and replaces to /', async () => {
    storeSession();
    const navigate = vi.fn();
    const { providers, calls } = provideRequests({ logout: null }, { navigate });
    const { storeState } = await expectSaga(logoutSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(logoutRequested())
      .put(loggedOut())
      .silentRun(50);
    expect(calls.map((c) => c.name)).toEqual(['logout']);
    expect(storeState.session).toMatchObject({ isLogin: false, isAgent: false, token: null });
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect({ ...sessionStorage }).toEqual({ merchantCode: 'GH01' });
  });

  it('a failing logout call still ends the session here', async () => {
    storeSession();
    const navigate = vi.fn();
    const { providers } = provideRequests({ logout: deadSession() }, { navigate });
    const { storeState } = await expectSaga(logoutSaga).withReducer(rootReducer, loggedInState()).provide(providers).dispatch(logoutRequested()).silentRun(50);
    expect(storeState.session.isLogin).toBe(false);
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
