import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, NetworkError, SESSION_KEYS } from '@gamehall/api-client';
import { accountModalClosed, accountModalOpened, logoutRequested, memberInfoLoaded, rootReducer, sessionStarted } from '@gamehall/shell';
import { loginCancelled, loginRequested, trialLoginRequested } from '../../actions';
import { readRememberedUsername } from '../../rememberedUser';
import { agent, loginValue, player } from '../../test/members';
import { platformError, provideRequests } from '../../test/sagaTesting';
import { firstTimeLogin, loginFailed, passwordChangeRequired } from './authSlice';
import { FREEPLAY_BODY, loginBody, loginSaga } from './loginSaga';

const never = () => new Promise(() => undefined);

describe('loginBody', () => {
  it('trims the user name and captcha, keeps the password as typed and sends only the fields of the type', () => {
    expect(loginBody({ type: 'username', username: ' player1 ', password: ' pw ', captcha: ' ab12 ', mobileNum: '123' })).toEqual({
      type: 'username',
      username: 'player1',
      password: ' pw ',
      captcha: 'ab12',
    });
    expect(loginBody({ type: 'sms', mobileNum: ' 9171234567', countryDialingCode: '63', verificationCode: '123456', username: 'x', agent: true })).toEqual({
      type: 'sms',
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
      agent: true,
    });
  });
});

describe('loginSaga', () => {
  it('logs in: token stored, session started, member info loaded, modal closed, user name remembered', async () => {
    const { providers, calls } = provideRequests({ login: loginValue(), memberInfo: player });
    const { storeState } = await expectSaga(loginSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(accountModalOpened('login'))
      .dispatch(loginRequested({ type: 'username', username: ' player1 ', password: 'Gamehall#2026', remember: true }))
      .put(sessionStarted({ token: 'tok-123', username: 'player1' }))
      .put(memberInfoLoaded(player, { afterLogin: true }))
      .put(accountModalClosed())
      .silentRun(50);
    expect(calls.map((c) => c.name)).toEqual(['login', 'memberInfo']);
    expect(calls[0]!.options).toMatchObject({ body: { type: 'username', username: 'player1', password: 'Gamehall#2026' } });
    expect(storeState.session).toMatchObject({ isLogin: true, isAgent: false, token: 'tok-123', modal: null });
    expect(storeState.auth?.login).toEqual({ pending: false, error: null });
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('tok-123');
    expect(sessionStorage.getItem(SESSION_KEYS.username)).toBe('player1');
    expect(sessionStorage.getItem(SESSION_KEYS.isAgent)).toBe('false');
    expect(readRememberedUsername()).toBe('player1');
    expect(document.cookie).not.toContain('Gamehall');
  });

  it('forgets the remembered user name when "remember me" is not ticked', async () => {
    document.cookie = 'remember=1; Path=/';
    document.cookie = 'lastUsername=someone; Path=/';
    const { providers } = provideRequests({ login: loginValue(), memberInfo: player });
    await expectSaga(loginSaga).withReducer(rootReducer).provide(providers).dispatch(loginRequested({ type: 'username', username: 'player1', password: 'x' })).silentRun(50);
    expect(readRememberedUsername()).toBeNull();
  });

  it('an agent-page login goes to /agentHome and stores isAgent', async () => {
    const navigate = vi.fn();
    const { providers, calls } = provideRequests({ login: loginValue(), memberInfo: agent }, { navigate });
    const { storeState } = await expectSaga(loginSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(loginRequested({ type: 'username', username: 'agent1', password: 'pw', agent: true, from: 'page' }))
      .silentRun(50);
    expect(calls[0]!.options).toMatchObject({ body: { agent: true } });
    expect(navigate).toHaveBeenCalledWith('/agentHome', undefined);
    expect(storeState.session.isAgent).toBe(true);
    expect(sessionStorage.getItem(SESSION_KEYS.isAgent)).toBe('true');
  });

  it('a default or expired password opens the forced change-password modal and waits (no member info)', async () => {
    const { providers, calls } = provideRequests({ login: loginValue({ passwordExpired: true, firstTimeLogin: true }) });
    const { storeState } = await expectSaga(loginSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(loginRequested({ type: 'username', username: 'defaultpw', password: 'Welcome123', agent: true }))
      .put(firstTimeLogin())
      .put(passwordChangeRequired({ agent: true, oldPasswordKnown: true, restored: false }))
      .put(accountModalOpened('changePassword', { forced: true }))
      .silentRun(50);
    expect(calls.map((c) => c.name)).toEqual(['login']);
    expect(storeState.session).toMatchObject({ modal: 'changePassword', passwordChangeForced: true, isLogin: false, token: 'tok-123' });
    expect(storeState.auth?.forcedLogin).toEqual({ agent: true, oldPasswordKnown: true, restored: false });
    // The typed password stays in saga memory only: not in the store, not in storage.
    expect(JSON.stringify(storeState)).not.toContain('Welcome123');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Welcome123');
  });

  it('an SMS login is never forced to change the password (spec §4)', async () => {
    const { providers } = provideRequests({ login: loginValue({ passwordExpired: true }), memberInfo: player });
    const { storeState } = await expectSaga(loginSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(loginRequested({ type: 'sms', mobileNum: '9171234567', countryDialingCode: '63', verificationCode: '123456' }))
      .not.put.like({ action: { type: passwordChangeRequired.type } })
      .silentRun(50);
    expect(storeState.session.isLogin).toBe(true);
  });

  it('a failed login shows the message and turns the captcha on when the answer carries the flag', async () => {
    const { providers } = provideRequests({ login: platformError(ERROR_CODES.loginFailed, 'Incorrect account or password', { captcha: true }) });
    const { storeState } = await expectSaga(loginSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(loginRequested({ type: 'username', username: 'player1', password: 'wrong' }))
      .put(loginFailed({ error: { key: 'login_failed', errorCode: ERROR_CODES.loginFailed }, captcha: true }))
      .not.put.like({ action: { type: sessionStarted.type } })
      .silentRun(50);
    expect(storeState.auth?.captcha).toMatchObject({ required: true });
    expect(storeState.auth?.login).toEqual({ pending: false, error: { key: 'login_failed', errorCode: ERROR_CODES.loginFailed } });
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('a non-agent at the agent login is refused with its message', async () => {
    const { providers } = provideRequests({ login: platformError(ERROR_CODES.notAgent, 'Non-agents cannot log in') });
    const { storeState } = await expectSaga(loginSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(loginRequested({ type: 'username', username: 'player1', password: 'pw', agent: true }))
      .silentRun(50);
    expect(storeState.auth?.login.error).toEqual({ key: 'not_agent_login', errorCode: ERROR_CODES.notAgent });
    expect(storeState.session.isLogin).toBe(false);
  });

  it('a failed header-form login opens the login modal to show the message', async () => {
    const { providers } = provideRequests({ login: platformError(ERROR_CODES.loginFailed, 'Incorrect account or password') });
    const { storeState } = await expectSaga(loginSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(loginRequested({ type: 'username', username: 'player1', password: 'pw', from: 'header' }))
      .put(accountModalOpened('login'))
      .silentRun(50);
    expect(storeState.session.modal).toBe('login');
    expect(storeState.auth?.login.error?.key).toBe('login_failed');
  });

  it('member info failing after the token arrived leaves no half session (the server session is logged out too)', async () => {
    const { providers, calls } = provideRequests({ login: loginValue(), memberInfo: platformError(ERROR_CODES.internal, 'Server error', null, 500), logout: null });
    const { storeState } = await expectSaga(loginSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(loginRequested({ type: 'username', username: 'player1', password: 'pw' }))
      .silentRun(50);
    expect(storeState.session.token).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(storeState.auth?.login.error).toEqual({ message: 'Server error', errorCode: ERROR_CODES.internal });
    expect(calls.map((c) => c.name)).toEqual(['login', 'memberInfo', 'logout']);
  });

  it('a failing logout call does not keep the half session', async () => {
    const { providers } = provideRequests({ login: loginValue(), memberInfo: new NetworkError('offline'), logout: new NetworkError('offline') });
    const { storeState } = await expectSaga(loginSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(loginRequested({ type: 'username', username: 'player1', password: 'pw' }))
      .silentRun(50);
    expect(storeState.session.token).toBeNull();
    expect(storeState.auth?.login.error).toEqual({ key: 'network_error' });
  });

  it('logout while the login is pending cancels it: the call is aborted and nothing is stored', async () => {
    let signal: AbortSignal | undefined;
    const { providers } = provideRequests({
      login: (options: { signal: AbortSignal }) => {
        signal = options.signal;
        return never();
      },
    });
    const { storeState } = await expectSaga(loginSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(loginRequested({ type: 'username', username: 'player1', password: 'pw' }))
      .delay(10)
      .dispatch(logoutRequested())
      .not.put.like({ action: { type: sessionStarted.type } })
      .silentRun(50);
    expect(signal?.aborted).toBe(true);
    expect(storeState.auth?.login.pending).toBe(false);
  });

  it('a closed form cancels the pending login; the next request runs', async () => {
    const answers: unknown[] = [never(), loginValue({ token: 'second' })];
    const { providers, calls } = provideRequests({ login: () => answers.shift(), memberInfo: player });
    const { storeState } = await expectSaga(loginSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(loginRequested({ type: 'username', username: 'player1', password: 'pw' }))
      .delay(10)
      .dispatch(loginCancelled())
      .dispatch(loginRequested({ type: 'username', username: 'player1', password: 'pw' }))
      .silentRun(50);
    expect(calls.filter((c) => c.name === 'login')).toHaveLength(2);
    expect(storeState.session.token).toBe('second');
  });

  it('closing the login modal cancels a modal login: aborted, nothing stored, not pending', async () => {
    let signal: AbortSignal | undefined;
    const { providers } = provideRequests({
      login: (options: { signal: AbortSignal }) => {
        signal = options.signal;
        return never();
      },
    });
    const { storeState } = await expectSaga(loginSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(accountModalOpened('login'))
      .dispatch(loginRequested({ type: 'username', username: 'player1', password: 'pw', from: 'modal' }))
      .delay(10)
      .dispatch(accountModalClosed())
      .put(loginCancelled())
      .not.put.like({ action: { type: sessionStarted.type } })
      .silentRun(50);
    expect(signal?.aborted).toBe(true);
    expect(storeState.auth?.login.pending).toBe(false);
  });

  it('a modal closing does not cancel a login from the agent page', async () => {
    const { providers } = provideRequests({ login: () => new Promise((r) => setTimeout(() => r(loginValue()), 20)), memberInfo: agent });
    const { storeState } = await expectSaga(loginSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(loginRequested({ type: 'username', username: 'agent1', password: 'pw', agent: true, from: 'page' }))
      .delay(5)
      .dispatch(accountModalClosed())
      .silentRun(80);
    expect(storeState.session.isLogin).toBe(true);
  });

  it('a trial login logs in with login/freeplay', async () => {
    const trial = { ...player, account: 'trial_ab12', type: 4 };
    const { providers, calls } = provideRequests({ loginFreeplay: loginValue({ token: 'trial-token' }), memberInfo: trial });
    const { storeState } = await expectSaga(loginSaga).withReducer(rootReducer).provide(providers).dispatch(trialLoginRequested()).silentRun(50);
    expect(calls[0]).toMatchObject({ name: 'loginFreeplay', options: { body: FREEPLAY_BODY } });
    expect(storeState.session).toMatchObject({ isLogin: true, isTrial: true, token: 'trial-token' });
  });

  it('a failed trial login shows the message', async () => {
    const { providers } = provideRequests({ loginFreeplay: platformError(ERROR_CODES.disabled, 'Function not enabled') });
    const { storeState } = await expectSaga(loginSaga).withReducer(rootReducer).provide(providers).dispatch(trialLoginRequested()).silentRun(50);
    expect(storeState.auth?.login.error).toEqual({ key: 'function_disabled', errorCode: ERROR_CODES.disabled });
  });
});
