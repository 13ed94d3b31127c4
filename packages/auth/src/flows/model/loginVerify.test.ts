import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it } from 'vitest';
import { type LoginChallenge, SECURITY_ERROR_CODES } from '@gamehall/api-client';
import { accountModalClosed, accountModalOpened, memberInfoLoaded, rootReducer, sessionStarted } from '@gamehall/shell';
import { loginCancelled, loginRequested } from '../../actions';
import { loginValue, player } from '../../test/members';
import { platformError, provideRequests } from '../../test/sagaTesting';
import { loginChallengeEnded, loginChallenged, loginVerifyCodeRequested, loginVerifyCodeSent, loginVerifyFailed, loginVerifyRequested } from './authSlice';
import { loginSaga } from './loginSaga';

const CHALLENGE: LoginChallenge = { challengeId: 'c'.repeat(32), methods: ['sms', 'bankAccountName'], mobile: '+63 •••• 4567', email: null, expiresIn: 300 };
const challenged = () => platformError(SECURITY_ERROR_CODES.verificationRequired, 'new address', CHALLENGE);
const login = loginRequested({ type: 'username', username: 'player1', password: 'Gamehall2026', remember: true });

describe('login from a new address (spec §4)', () => {
  it('a challenged login waits for the answer: code sent, a wrong answer kept, the right one starts the session', async () => {
    let verifies = 0;
    const { providers, calls } = provideRequests({
      login: challenged(),
      loginVerifyCode: { expiredMinutes: 5 },
      loginVerify: () => {
        verifies += 1;
        if (verifies === 1) throw platformError(SECURITY_ERROR_CODES.verificationFailed, 'wrong', { attemptsLeft: 4 });
        return loginValue();
      },
      memberInfo: player,
    });
    const { storeState } = await expectSaga(loginSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(accountModalOpened('login'))
      .dispatch(login)
      .dispatch(loginVerifyCodeRequested({ method: 'sms' }))
      .dispatch(loginVerifyRequested({ method: 'sms', answer: '000000' }))
      .dispatch(loginVerifyRequested({ method: 'sms', answer: ' 123456 ' }))
      .put(loginChallenged(CHALLENGE))
      .put(loginVerifyCodeSent({ method: 'sms' }))
      .put(loginVerifyFailed({ key: 'login_verify_failed', errorCode: SECURITY_ERROR_CODES.verificationFailed }))
      .put(sessionStarted({ token: 'tok-123', username: 'player1' }))
      .put(memberInfoLoaded(player, { afterLogin: true }))
      .silentRun(80);
    expect(calls.map((c) => c.name)).toEqual(['login', 'loginVerifyCode', 'loginVerify', 'loginVerify', 'memberInfo']);
    expect(calls[3]!.options).toMatchObject({ body: { challengeId: CHALLENGE.challengeId, method: 'sms', answer: '123456' } });
    expect(storeState.session.isLogin).toBe(true);
    expect(storeState.auth?.loginChallenge).toBeNull();
  });

  it('an expired challenge ends the step with its message; "Back" (loginCancelled) drops it without a call', async () => {
    const { providers } = provideRequests({ login: challenged(), loginVerify: platformError(SECURITY_ERROR_CODES.challengeInvalid, 'expired') });
    const ended = await expectSaga(loginSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(accountModalOpened('login'))
      .dispatch(login)
      .dispatch(loginVerifyRequested({ method: 'bankAccountName', answer: 'Player One' }))
      .put(loginChallengeEnded({ key: 'login_challenge_invalid', errorCode: SECURITY_ERROR_CODES.challengeInvalid }))
      .silentRun(50);
    expect(ended.storeState.auth?.login.error).toMatchObject({ key: 'login_challenge_invalid' });
    expect(ended.storeState.session.isLogin).toBe(false);

    const back = provideRequests({ login: challenged() });
    const dropped = await expectSaga(loginSaga).withReducer(rootReducer).provide(back.providers).dispatch(accountModalOpened('login')).dispatch(login).delay(10).dispatch(loginCancelled()).silentRun(50);
    expect(back.calls.map((c) => c.name)).toEqual(['login']);
    expect(dropped.storeState.auth?.loginChallenge).toBeNull();
  });

  it('a header-form login challenged opens the modal; closing it ends the step, and the next login runs', async () => {
    const { providers, calls } = provideRequests({ login: challenged() });
    const header = loginRequested({ type: 'username', username: 'player1', password: 'Gamehall2026', from: 'header' });
    const { storeState } = await expectSaga(loginSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(header)
      .put(accountModalOpened('login'))
      .put(loginChallenged(CHALLENGE))
      .delay(10)
      .dispatch(accountModalClosed())
      .delay(10)
      .dispatch(header)
      .silentRun(60);
    expect(calls.map((c) => c.name)).toEqual(['login', 'login']);
    expect(storeState.auth?.loginChallenge).not.toBeNull();
  });
});
