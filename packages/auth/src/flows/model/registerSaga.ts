/**
 * Registration (spec §4 "Registration", §5, §8): the affiliate code is checked first when one is
 * given (invalid → invitation_code_error, registration does not proceed); then register (user
 * name) or register/mobile with `login: true`, `registerMethod: 'WEB'`, `registerUrl` and
 * `domain`; the answer logs in like a login, then `/`. Closing the modal cancels it.
 */
import './registerAuthRoutes';
import type { SagaIterator } from 'redux-saga';
import { call, cancelled, put, race, take, takeLeading } from 'redux-saga/effects';
import { ERROR_CODES, type LoginValue, type RegisterBody, isPlatformError, request } from '@gamehall/api-client';
import { accountModalClosed, logoutRequested } from '@gamehall/shell';
import { registerFailed, registerRequested } from './authSlice';
import { toAuthError } from './errors';
import { completeLogin } from './loginSession';
import { AUTH_PATHS } from './navigation';
import { pageLocation } from './page';

/** Fields sent as typed (not trimmed). */
const UNTRIMMED = new Set(['password', 'confirmPassword', 'paymentPassword']);

/**
 * The wire body of a registration (spec §3 "Registration user", §7): the shown fields (trimmed,
 * empty ones left out), plus `login: true`, `registerMethod: 'WEB'`, `registerUrl`, `domain`
 * and `agreed`.
 *
 * @param values - the form's values by field name
 * @param place - the page's address
 * @param agreed - terms and 18+ accepted
 * @returns the body
 */
export function registerBody(values: Record<string, string>, place: { href: string; domain: string }, agreed: boolean): RegisterBody {
  const fields: Record<string, string> = {};
  for (const [name, raw] of Object.entries(values)) {
    const value = UNTRIMMED.has(name) ? raw : raw.trim();
    if (value !== '') fields[name] = value;
  }
  return {
    ...(fields as unknown as RegisterBody),
    login: true,
    registerMethod: 'WEB',
    registerUrl: place.href,
    domain: place.domain,
    agreed,
  };
}

/**
 * One registration attempt.
 *
 * @param action - `registerRequested` with the method, the values and the agreement
 */
export function* registerWorker(action: ReturnType<typeof registerRequested>): SagaIterator {
  const { method, values, agreed } = action.payload;
  const controller = new AbortController();
  const place = (yield call(pageLocation)) as ReturnType<typeof pageLocation>;
  try {
    const code = values.affiliateCode?.trim();
    if (code) {
      try {
        yield call(request<'affiliate'>, 'affiliate', { query: { code, domain: place.domain }, signal: controller.signal });
      } catch (error) {
        const invalid = isPlatformError(error) && (error.errorCode === ERROR_CODES.affiliateInvalid || error.errorCode === ERROR_CODES.badRequest);
        yield put(registerFailed(invalid ? { key: 'invitation_code_error', errorCode: ERROR_CODES.affiliateInvalid } : toAuthError(error)));
        return;
      }
    }
    const body = registerBody(values, place, agreed);
    const options = { body, signal: controller.signal };
    const value = (yield method === 'mobile' ? call(request, 'registerMobile', options) : call(request, 'register', options)) as LoginValue;
    yield call(completeLogin, value, { type: 'username', username: body.username ?? null, agent: false, then: AUTH_PATHS.home });
  } catch (error) {
    yield put(registerFailed(toAuthError(error)));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/** One registration at a time; closing the modal or logging out cancels it. */
export function* registerSaga(): SagaIterator {
  yield takeLeading(registerRequested.match, function* register(action: ReturnType<typeof registerRequested>): SagaIterator {
    yield race({ done: call(registerWorker, action), cancel: take([accountModalClosed.match, logoutRequested.match]) });
  });
}
