/**
 * The login flow (spec §4 "Login"; docs/contributing.md "House style": take the request, run the worker, cancel it on
 * logout): username, SMS and trial logins. One login at a time: requests arriving while one is
 * pending are ignored. A `logoutRequested`, a `loginCancelled` or (for a login from the modal)
 * the modal closing cancels the pending call (its fetch is aborted) and nothing is stored.
 */
import './registerAuthRoutes';
import type { SagaIterator } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { call, cancelled, put, race, select, spawn, take } from 'redux-saga/effects';
import { type LoginBody, type LoginChallenge, type LoginValue, SECURITY_ERROR_CODES, isPlatformError, request } from '@gamehall/api-client';
import { accountModalClosed, accountModalOpened, loggedOut, logoutRequested, selectAccountModal, selectToken } from '@gamehall/shell';
import { type LoginRequest, loginCancelled, loginRequested, trialLoginRequested } from '../../actions';
import {
  loginChallengeEnded,
  loginChallenged,
  loginFailed,
  loginVerifyCodeRequested,
  loginVerifyCodeSent,
  loginVerifyFailed,
  loginVerifyRequested,
  selectLoginState,
} from './authSlice';
import { carriesCaptchaFlag, challengeOf, toAuthError } from './errors';
import { completeLogin } from './loginSession';
import { type AuthMemory, createAuthMemory } from './memory';
import { clearSession, rememberUsername } from './storage';

/** The trial login body (spec §7 login/freeplay: os, platform W, gateway version 3). */
export const FREEPLAY_BODY = { os: 'web', platform: 'W', gatewayVersion: '3' } as const;

const trimmed = (value: string | undefined): string | undefined => {
  const text = value?.trim();
  return text ? text : undefined;
};

/**
 * The wire body of a login request (spec §5: username, captcha and mobile fields trimmed; the
 * password as typed; only the fields of the login type).
 *
 * @param login - the form's request
 * @returns the body for `request('login')`
 */
export function loginBody(login: LoginRequest): LoginBody {
  const body: LoginBody =
    login.type === 'sms'
      ? { type: 'sms', mobileNum: trimmed(login.mobileNum), countryDialingCode: trimmed(login.countryDialingCode), verificationCode: trimmed(login.verificationCode) }
      : { type: login.type, username: trimmed(login.username), password: login.password };
  const captcha = trimmed(login.captcha);
  if (captcha) body.captcha = captcha;
  if (login.agent) body.agent = true;
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as LoginBody;
}

/** The logout call, failures ignored (the session ends in this browser anyway). */
export function* logoutQuietly(): SagaIterator {
  try {
    yield call(request, 'logout');
  } catch {
    // Best effort: the server's session expires by itself.
  }
}

/**
 * After a failure, ends a half-made session (member info failed after the token arrived): the
 * logout call (best effort, spawned so a slow answer does not delay the message; the call reads
 * the token as it starts, before storage is cleared), session storage cleared except
 * merchantCode, `loggedOut()`.
 */
export function* dropHalfSession(): SagaIterator {
  if (yield select(selectToken)) {
    yield spawn(logoutQuietly);
    yield call(clearSession);
    yield put(loggedOut());
  }
}

/**
 * One login attempt: `request('login')`, then {@link completeLogin}; remembers the user name
 * for 24 h when "remember me" is ticked (and forgets it when not). On failure: `loginFailed`
 * with the message (spec §8) and the captcha flag (spec §4); a header-form attempt first opens
 * the login modal so the message and captcha can be shown.
 *
 * @param login - the login request
 * @param memory - the sagas' memory (the password waits there for a forced change)
 */
export function* loginWorker(login: LoginRequest, memory: AuthMemory = createAuthMemory()): SagaIterator {
  const controller = new AbortController();
  const body = loginBody(login);
  try {
    const value = (yield call(request, 'login', { body, signal: controller.signal })) as LoginValue;
    if (login.type === 'username') yield call(rememberUsername, login.remember && body.username ? body.username : null);
    yield call(completeLogin, value, { type: login.type, username: body.username ?? null, agent: body.agent === true, password: login.password }, memory);
  } catch (error) {
    yield call(dropHalfSession);
    if (login.from === 'header' && !(yield select(selectAccountModal))) yield put(accountModalOpened('login'));
    const challenge = challengeOf(error);
    if (challenge) yield call(loginVerifyWorker, challenge, login, body, memory);
    else yield put(loginFailed({ error: toAuthError(error), captcha: carriesCaptchaFlag(error) }));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/** Whether a failure ends the challenge (expired, used, out of tries): the member logs in again. */
const challengeGone = (error: unknown): boolean => isPlatformError(error) && error.errorCode === SECURITY_ERROR_CODES.challengeInvalid;

/**
 * The login-IP verification step (spec §4): `loginChallenged`, then the member's requests until
 * a session: `loginVerifyCodeRequested` sends the SMS or e-mail code (`request('loginVerifyCode')`),
 * `loginVerifyRequested` answers (`request('loginVerify')`) and a session finishes the login as
 * usual ({@link completeLogin}; "remember me" as for the password login). A wrong answer keeps
 * the challenge (`loginVerifyFailed`); an expired or used-up one ends it (`loginChallengeEnded`,
 * the login form shows why). Runs inside the login worker, so a logout or `loginCancelled`
 * ("Back") cancels it; closing the modal ends it too (a header-form login's race does not watch
 * the modal).
 *
 * @param challenge - the server's challenge
 * @param login - the login request that was challenged
 * @param body - its wire body (the trimmed user name)
 * @param memory - the sagas' memory (the password waits there for a forced change)
 */
export function* loginVerifyWorker(challenge: LoginChallenge, login: LoginRequest, body: LoginBody, memory: AuthMemory): SagaIterator {
  yield put(loginChallenged(challenge));
  while (true) {
    const action = (yield take([loginVerifyRequested.match, loginVerifyCodeRequested.match, accountModalClosed.match])) as
      | ReturnType<typeof loginVerifyRequested>
      | ReturnType<typeof loginVerifyCodeRequested>
      | ReturnType<typeof accountModalClosed>;
    // The modal closed (also a header-form login's, whose race does not watch the modal): the step is over.
    if (accountModalClosed.match(action)) return;
    if (loginVerifyCodeRequested.match(action)) {
      try {
        yield call(request, 'loginVerifyCode', { body: { challengeId: challenge.challengeId, method: action.payload.method } });
        yield put(loginVerifyCodeSent({ method: action.payload.method }));
      } catch (error) {
        if (challengeGone(error)) {
          yield put(loginChallengeEnded(toAuthError(error)));
          return;
        }
        yield put(loginVerifyFailed(toAuthError(error)));
      }
      continue;
    }
    try {
      const value = (yield call(request, 'loginVerify', { body: { challengeId: challenge.challengeId, method: action.payload.method, answer: action.payload.answer.trim() } })) as LoginValue;
      if (login.type === 'username') yield call(rememberUsername, login.remember && body.username ? body.username : null);
      yield call(completeLogin, value, { type: login.type, username: body.username ?? null, agent: body.agent === true, password: login.password }, memory);
      return;
    } catch (error) {
      yield call(dropHalfSession);
      if (challengeGone(error)) {
        yield put(loginChallengeEnded(toAuthError(error)));
        return;
      }
      yield put(loginVerifyFailed(toAuthError(error)));
    }
  }
}

/** A trial login (spec §6): `request('loginFreeplay')`, then like a login success. */
export function* trialLoginWorker(): SagaIterator {
  const controller = new AbortController();
  try {
    const value = (yield call(request, 'loginFreeplay', { body: FREEPLAY_BODY, signal: controller.signal })) as LoginValue;
    yield call(completeLogin, value, { type: 'username', username: null, agent: false });
  } catch (error) {
    yield call(dropHalfSession);
    yield put(loginFailed({ error: toAuthError(error), captcha: false }));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/**
 * The login flow: takes `loginRequested` or `trialLoginRequested`, runs the worker in a race
 * with `logoutRequested` / `loginCancelled` and, for a login from the modal (`from: 'modal'`) or
 * a trial login, `accountModalClosed` (the loser is cancelled; a close is followed by
 * `loginCancelled`, so the form is no longer pending), then waits for the next.
 *
 * @param memory - the sagas' memory, shared with the change-password flow
 */
export function* loginSaga(memory: AuthMemory = createAuthMemory()): SagaIterator {
  while (true) {
    const action = (yield take([loginRequested.match, trialLoginRequested.match])) as ReturnType<typeof loginRequested> | ReturnType<typeof trialLoginRequested>;
    const fromModal = !loginRequested.match(action) || action.payload.from === 'modal';
    const worker = loginRequested.match(action) ? call(loginWorker, action.payload, memory) : call(trialLoginWorker);
    const cancels = fromModal ? [logoutRequested.match, loginCancelled.match, accountModalClosed.match] : [logoutRequested.match, loginCancelled.match];
    const result = (yield race({ done: worker, cancel: take(cancels) })) as { cancel?: Action };
    // The modal closed without a loginCancelled (e.g. closed by code): the form is no longer pending.
    if (result.cancel && accountModalClosed.match(result.cancel) && ((yield select(selectLoginState)) as ReturnType<typeof selectLoginState>).pending) {
      yield put(loginCancelled());
    }
  }
}
