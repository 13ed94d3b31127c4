/**
 * The login flow (spec §4 "Login"; STYLE.md: take the request, run the worker, cancel it on
 * logout): username, SMS and trial logins. One login at a time: requests arriving while one is
 * pending are ignored. A `logoutRequested` or `loginCancelled` cancels the pending call (its
 * fetch is aborted) and nothing is stored.
 */
import type { SagaIterator } from 'redux-saga';
import { call, cancelled, put, race, select, take } from 'redux-saga/effects';
import { type LoginBody, type LoginValue, request } from '@gamehall/api-client';
import { accountModalOpened, loggedOut, logoutRequested, selectAccountModal, selectToken } from '@gamehall/shell';
import { type LoginRequest, loginCancelled, loginRequested, trialLoginRequested } from '../../actions';
import { loginFailed } from './authSlice';
import { carriesCaptchaFlag, toAuthError } from './errors';
import { completeLogin } from './loginSession';
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

/** After a failure, ends a half-made session (member info failed after the token arrived). */
function* dropHalfSession(): SagaIterator {
  if (yield select(selectToken)) {
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
 */
export function* loginWorker(login: LoginRequest): SagaIterator {
  const controller = new AbortController();
  const body = loginBody(login);
  try {
    const value = (yield call(request, 'login', { body, signal: controller.signal })) as LoginValue;
    if (login.type === 'username') yield call(rememberUsername, login.remember && body.username ? body.username : null);
    yield call(completeLogin, value, { type: login.type, username: body.username ?? null, agent: body.agent === true });
  } catch (error) {
    yield call(dropHalfSession);
    if (login.from === 'header' && !(yield select(selectAccountModal))) yield put(accountModalOpened('login'));
    yield put(loginFailed({ error: toAuthError(error), captcha: carriesCaptchaFlag(error) }));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
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
 * with `logoutRequested` / `loginCancelled` (the loser is cancelled), then waits for the next.
 */
export function* loginSaga(): SagaIterator {
  while (true) {
    const action = (yield take([loginRequested.match, trialLoginRequested.match])) as ReturnType<typeof loginRequested> | ReturnType<typeof trialLoginRequested>;
    const worker = loginRequested.match(action) ? call(loginWorker, action.payload) : call(trialLoginWorker);
    yield race({ done: worker, cancel: take([logoutRequested.match, loginCancelled.match]) });
  }
}
