import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it } from 'vitest';
import { NetworkError, SESSION_KEYS } from '@gamehall/api-client';
import {
  accountModalClosed,
  accountModalOpened,
  loggedOut,
  loginCodeSettled,
  loginPopupRequested,
  logoutRequested,
  memberInfoLoaded,
  rootReducer,
  sessionRestoreFailed,
  sessionStarted,
  takeLoginCode,
} from '@gamehall/shell';
import { accountSwitchAnswered, accountSwitchAsked, loginCodeRefused, passwordChangeRequired, sessionEnded } from './authSlice';
import { agent, player } from '../../test/members';
import { deadSession, platformError, provideRequests } from '../../test/sagaTesting';
import { restoreSession } from './restoreSaga';

/** No login code handed over. */
const noUrlToken = null;

describe('restoreSession', () => {
  it('restores the session from session storage: member info loads', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'stored');
    sessionStorage.setItem(SESSION_KEYS.username, 'agent1');
    const { providers } = provideRequests({ memberInfo: agent }, { fns: new Map([[takeLoginCode, noUrlToken]]) });
    const { storeState } = await expectSaga(restoreSession)
      .withReducer(rootReducer)
      .provide(providers)
      .put(sessionStarted({ token: 'stored', username: 'agent1' }))
      .put(memberInfoLoaded(agent))
      .run();
    expect(storeState.session).toMatchObject({ isLogin: true, isAgent: true, afterLogin: false });
    expect(sessionStorage.getItem(SESSION_KEYS.isAgent)).toBe('true');
  });

  it('does nothing without a token', async () => {
    const { providers, calls } = provideRequests({}, { fns: new Map([[takeLoginCode, noUrlToken]]) });
    const { storeState } = await expectSaga(restoreSession).withReducer(rootReducer).provide(providers).run();
    expect(calls).toHaveLength(0);
    expect(storeState.session.token).toBeNull();
  });

  it('a dead session (401: idle time-out, lifetime, revoked) is cleared; the login opens saying the session ended', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'expired');
    sessionStorage.setItem(SESSION_KEYS.merchantCode, 'GH01');
    const { providers } = provideRequests({ memberInfo: deadSession() }, { fns: new Map([[takeLoginCode, noUrlToken]]) });
    const { storeState } = await expectSaga(restoreSession).withReducer(rootReducer).provide(providers).put(loggedOut()).put(sessionEnded()).put(loginPopupRequested()).run();
    expect(storeState.session).toMatchObject({ token: null, modal: 'login' });
    expect(storeState.auth?.notice).toBe('session_ended');
    expect({ ...sessionStorage }).toEqual({ merchantCode: 'GH01' });
  });

  it('a network failure counts as logged out for now and keeps the stored token for the next start', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'stored');
    const { providers } = provideRequests({ memberInfo: new NetworkError('offline') }, { fns: new Map([[takeLoginCode, noUrlToken]]) });
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
    const { providers, calls } = provideRequests({ memberInfo: { ...player, passwordExpired: true } }, { fns: new Map([[takeLoginCode, noUrlToken]]) });
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
      { fns: new Map([[takeLoginCode, noUrlToken]]) },
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

const CODE = 'c'.repeat(43);
/** The login code shell hands over (taken from the address bar at start). */
const handed = CODE;
/** What the exchange answers: a new session of `account`. */
const exchanged = (account: string, token = 'from-code') => ({ token, firstTimeLogin: false, passwordExpired: false, captcha: false, account });
/** Member info per token: the stored session is player1's, the code's new one agent1's. */
const infoByToken = (byToken: Record<string, unknown>) => (options: { token?: string } | undefined) => {
  const answer = byToken[options?.token ?? 'configured'];
  if (answer instanceof Error) throw answer;
  return answer;
};

describe('restoreSession with a login link (?token= one-time code, issue 10 §3)', () => {
  it('nobody logged in: the code is exchanged once, its session stored and restored; the hand-over is settled', async () => {
    const { providers, calls } = provideRequests({ loginCodeExchange: exchanged('agent1'), memberInfo: agent }, { fns: new Map([[takeLoginCode, handed]]) });
    const { storeState } = await expectSaga(restoreSession).withReducer(rootReducer).provide(providers).call(loginCodeSettled).put(memberInfoLoaded(agent)).run();
    expect(calls.map((c) => c.name)).toEqual(['loginCodeExchange', 'memberInfo']);
    expect(calls[0]!.options).toEqual({ body: { code: CODE } });
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('from-code');
    expect(storeState.session).toMatchObject({ token: 'from-code', isLogin: true });
  });

  it('a refused code (expired, used) with nobody logged in: the login opens saying the link is no longer valid', async () => {
    const { providers, calls } = provideRequests({ loginCodeExchange: platformError('login.code.invalid') }, { fns: new Map([[takeLoginCode, handed]]) });
    const { storeState } = await expectSaga(restoreSession)
      .withReducer(rootReducer)
      .provide(providers)
      .put(loginCodeRefused())
      .put(sessionRestoreFailed())
      .put(loginPopupRequested())
      .run();
    expect(calls.map((c) => c.name)).toEqual(['loginCodeExchange']);
    expect(storeState.session).toMatchObject({ token: null, isLogin: false, modal: 'login', restoreFailed: true });
    expect(storeState.auth?.notice).toBe('login_link_invalid');
  });

  it('a refused code while logged in keeps the stored session and opens nothing', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'stored');
    const { providers } = provideRequests({ loginCodeExchange: platformError('login.code.invalid'), memberInfo: player }, { fns: new Map([[takeLoginCode, handed]]) });
    const { storeState } = await expectSaga(restoreSession).withReducer(rootReducer).provide(providers).not.put(loginPopupRequested()).put(memberInfoLoaded(player)).run();
    expect(storeState.session).toMatchObject({ token: 'stored', isLogin: true, modal: null });
    expect(storeState.auth?.notice ?? null).toBeNull();
  });

  it('another user logged in: asked first; "stay" ends the new session and keeps the current user', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'stored');
    sessionStorage.setItem(SESSION_KEYS.username, 'player1');
    const { providers, calls } = provideRequests(
      { loginCodeExchange: exchanged('agent1'), memberInfo: infoByToken({ stored: player, configured: player }), logout: null },
      { fns: new Map([[takeLoginCode, handed]]) },
    );
    const { storeState } = await expectSaga(restoreSession)
      .withReducer(rootReducer)
      .provide(providers)
      .put(accountSwitchAsked({ current: 'player1', next: 'agent1' }))
      .put(accountModalOpened('switchAccount'))
      .dispatch(accountSwitchAnswered(false))
      .put(accountModalClosed())
      .put(memberInfoLoaded(player))
      .run();
    expect(calls.map((c) => [c.name, (c.options as { token?: string } | undefined)?.token])).toEqual([
      ['loginCodeExchange', undefined],
      ['memberInfo', 'stored'],
      ['logout', 'from-code'],
      ['memberInfo', undefined],
    ]);
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('stored');
    expect(storeState.session).toMatchObject({ token: 'stored', isLogin: true, modal: null });
    expect(storeState.auth?.accountSwitch).toBeNull();
  });

  it('closing the question is "stay"', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'stored');
    const { providers, calls } = provideRequests(
      { loginCodeExchange: exchanged('agent1'), memberInfo: infoByToken({ stored: player, configured: player }), logout: null },
      { fns: new Map([[takeLoginCode, handed]]) },
    );
    await expectSaga(restoreSession).withReducer(rootReducer).provide(providers).dispatch(accountModalClosed()).put(memberInfoLoaded(player)).run();
    expect(calls.find((c) => c.name === 'logout')?.options).toEqual({ token: 'from-code' });
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('stored');
  });

  it('another user logged in: "switch" ends the old session and logs in the link\'s account', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'stored');
    sessionStorage.setItem(SESSION_KEYS.username, 'player1');
    sessionStorage.setItem(SESSION_KEYS.merchantCode, 'GH01');
    const { providers, calls } = provideRequests(
      { loginCodeExchange: exchanged('agent1'), memberInfo: infoByToken({ stored: player, configured: agent }), logout: null },
      { fns: new Map([[takeLoginCode, handed]]) },
    );
    const { storeState } = await expectSaga(restoreSession)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(accountSwitchAnswered(true))
      .put(memberInfoLoaded(agent))
      .run();
    expect(calls.find((c) => c.name === 'logout')?.options).toEqual({ token: 'stored' });
    expect({ ...sessionStorage }).toEqual({ merchantCode: 'GH01', token: 'from-code', username: 'agent1', isAgent: 'true' });
    expect(storeState.session).toMatchObject({ token: 'from-code', isLogin: true, isAgent: true });
  });

  it('the same user logged in, or a dead stored session: no question, the new session replaces the old', async () => {
    for (const stored of [player, deadSession()]) {
      sessionStorage.clear();
      sessionStorage.setItem(SESSION_KEYS.token, 'stored');
      const { providers, calls } = provideRequests(
        { loginCodeExchange: exchanged('Player1'), memberInfo: infoByToken({ stored, configured: player }), logout: null },
        { fns: new Map([[takeLoginCode, handed]]) },
      );
      await expectSaga(restoreSession).withReducer(rootReducer).provide(providers).not.put(accountModalOpened('switchAccount')).put(memberInfoLoaded(player)).run();
      expect(calls.map((c) => c.name)).toEqual(['loginCodeExchange', 'memberInfo', 'logout', 'memberInfo']);
      expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('from-code');
    }
  });
});
