import { describe, expect, it } from 'vitest';
import { configureAppStore } from './store';
import { loginPopupRequested } from './shellSlice';
import {
  accountModalClosed,
  accountModalOpened,
  loggedOut,
  memberInfoLoaded,
  selectAccountModal,
  selectIsAgent,
  selectIsLogin,
  selectIsTrial,
  selectAfterLogin,
  selectPasswordChangeForced,
  selectRestoreFailed,
  selectToken,
  sessionRestoreFailed,
  sessionStarted,
} from './session';

const member = (type: number) => ({
  id: 7,
  account: 'alice',
  nickname: 'Alice',
  type,
  mobileNum: null,
  countryDialingCode: null,
  email: null,
  registeredAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  passwordExpired: false,
});

describe('session slice (spec §3 login state, §4 transitions)', () => {
  it('is logged in only once member info loads, with agent and trial flags from the type', () => {
    const store = configureAppStore();
    store.dispatch(sessionStarted({ token: 't', username: 'alice' }));
    expect(selectIsLogin(store.getState())).toBe(false);
    store.dispatch(memberInfoLoaded(member(41)));
    expect(selectIsLogin(store.getState())).toBe(true);
    expect(selectIsAgent(store.getState())).toBe(true);
    expect(selectIsTrial(store.getState())).toBe(false);
    store.dispatch(memberInfoLoaded(member(4)));
    expect(selectIsAgent(store.getState())).toBe(false);
    expect(selectIsTrial(store.getState())).toBe(true);
  });

  it('logout returns to an anonymous, non-agent state', () => {
    const store = configureAppStore();
    store.dispatch(sessionStarted({ token: 't', username: 'alice' }));
    store.dispatch(memberInfoLoaded(member(1)));
    store.dispatch(loggedOut());
    expect(store.getState().session).toMatchObject({ token: null, isLogin: false, isAgent: false, member: null });
  });

  it('a protected action opens the login modal for visitors only', () => {
    const store = configureAppStore();
    store.dispatch(loginPopupRequested());
    expect(selectAccountModal(store.getState())).toBe('login');
    store.dispatch(accountModalClosed());
    store.dispatch(memberInfoLoaded(member(0)));
    store.dispatch(loginPopupRequested());
    expect(selectAccountModal(store.getState())).toBeNull();
  });

  it('remembers whether the change-password modal is forced', () => {
    const store = configureAppStore();
    store.dispatch(accountModalOpened('changePassword', { forced: true }));
    expect(selectPasswordChangeForced(store.getState())).toBe(true);
    store.dispatch(accountModalOpened('register'));
    expect(selectPasswordChangeForced(store.getState())).toBe(false);
  });

  it('sets the after-login flag only when member info completes a login, not on a restore', () => {
    const store = configureAppStore();
    store.dispatch(sessionStarted({ token: 't', username: 'alice' }));
    store.dispatch(memberInfoLoaded(member(0)));
    expect(selectIsLogin(store.getState())).toBe(true);
    expect(selectAfterLogin(store.getState())).toBe(false);
    store.dispatch(memberInfoLoaded(member(0), { afterLogin: true }));
    expect(selectAfterLogin(store.getState())).toBe(true);
  });

  it('a failed restore counts as logged out until a new session starts', () => {
    const store = configureAppStore();
    store.dispatch(sessionStarted({ token: 'stored', username: null }));
    store.dispatch(sessionRestoreFailed());
    expect(selectRestoreFailed(store.getState())).toBe(true);
    expect(selectToken(store.getState())).toBeNull();
    expect(selectIsLogin(store.getState())).toBe(false);
    store.dispatch(sessionStarted({ token: 'fresh', username: 'alice' }));
    expect(selectRestoreFailed(store.getState())).toBe(false);
  });
});
