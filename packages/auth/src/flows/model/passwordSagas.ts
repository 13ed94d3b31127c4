/**
 * Forgot and change password (spec §4, §5, §8). Forgot by email → the in_been_out message;
 * forgot by mobile → password/verification resets the password with the SMS code and answers
 * a login, then `/`. Change password (PUT, encrypted): forced after a login with a default or
 * expired password (the login then continues: member info; the password typed at that login is
 * sent as `oldPassword` from saga memory, spec §5) or voluntary (a success message).
 * The server keeps the session that changed the password and ends the member's other ones.
 */
import './registerAuthRoutes';
import type { SagaIterator } from 'redux-saga';
import { call, cancelled, put, race, select, take, takeLeading } from 'redux-saga/effects';
import { type LoginValue, request } from '@gamehall/api-client';
import { accountModalClosed, logoutRequested } from '@gamehall/shell';
import {
  changePasswordFailed,
  changePasswordRequested,
  forgotPasswordEmailRequested,
  forgotPasswordEmailSent,
  forgotPasswordFailed,
  passwordChanged,
  passwordResetRequested,
  selectForcedLogin,
} from './authSlice';
import { toAuthError } from './errors';
import { completeLogin, finishLogin } from './loginSession';
import { type AuthMemory, createAuthMemory } from './memory';
import { AUTH_PATHS } from './navigation';

/**
 * Forgot password by email: `request('forgotPasswordEmail')` (form-encoded username, email).
 *
 * @param action - `forgotPasswordEmailRequested`
 */
export function* forgotPasswordEmailWorker(action: ReturnType<typeof forgotPasswordEmailRequested>): SagaIterator {
  const controller = new AbortController();
  try {
    const { username, email } = action.payload;
    yield call(request, 'forgotPasswordEmail', { body: { username: username.trim(), email: email.trim() }, signal: controller.signal });
    yield put(forgotPasswordEmailSent());
  } catch (error) {
    yield put(forgotPasswordFailed(toAuthError(error)));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/**
 * Forgot password by mobile: `request('passwordVerification')`, then logged in (type sms: no
 * forced change) and `/` (spec §4).
 *
 * @param action - `passwordResetRequested`
 */
export function* passwordResetWorker(action: ReturnType<typeof passwordResetRequested>): SagaIterator {
  const controller = new AbortController();
  try {
    const { mobileNum, countryDialingCode, verificationCode, newPassword, confirmNewPassword } = action.payload;
    const body = { mobileNum: mobileNum.trim(), countryDialingCode: countryDialingCode?.trim() || undefined, verificationCode: verificationCode.trim(), newPassword, confirmNewPassword };
    const value = (yield call(request, 'passwordVerification', { body, signal: controller.signal })) as LoginValue;
    yield call(completeLogin, value, { type: 'sms', username: null, agent: false, then: AUTH_PATHS.home });
  } catch (error) {
    yield put(forgotPasswordFailed(toAuthError(error)));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/**
 * Change password: `request('changePassword')` with the form's `oldPassword`, or for a forced
 * change the password typed at the login (saga memory; spec §5 "old password required unless
 * already known"); then `passwordChanged`; a forced change continues the waiting login
 * ({@link finishLogin}: member info, agent → /agentHome unless restored, modal closed).
 *
 * @param memory - the sagas' memory (the password typed at the login)
 * @param action - `changePasswordRequested`
 */
export function* changePasswordWorker(memory: AuthMemory, action: ReturnType<typeof changePasswordRequested>): SagaIterator {
  const controller = new AbortController();
  try {
    const { newPassword, confirmNewPassword } = action.payload;
    const forcedBefore = (yield select(selectForcedLogin)) as ReturnType<typeof selectForcedLogin>;
    const oldPassword = action.payload.oldPassword || (forcedBefore?.oldPasswordKnown ? memory.password : null);
    const body = oldPassword ? { oldPassword, newPassword, confirmNewPassword } : { newPassword, confirmNewPassword };
    yield call(request, 'changePassword', { body, signal: controller.signal });
    yield put(passwordChanged());
    const forced = (yield select(selectForcedLogin)) as ReturnType<typeof selectForcedLogin>;
    if (forced) yield call(finishLogin, { agent: forced.agent, restored: forced.restored }, memory);
  } catch (error) {
    yield put(changePasswordFailed(toAuthError(error)));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

const cancellable = (worker: (action: never) => SagaIterator) =>
  function* run(action: never): SagaIterator {
    yield race({ done: call(worker, action), cancel: take([accountModalClosed.match, logoutRequested.match]) });
  };

/**
 * The forgot and change password flows; one of each at a time; closing the modal cancels.
 *
 * @param memory - the sagas' memory, shared with the login flow (the password typed at a login
 *   that must change it)
 */
export function* passwordSagas(memory: AuthMemory = createAuthMemory()): SagaIterator {
  yield takeLeading(forgotPasswordEmailRequested.match, cancellable(forgotPasswordEmailWorker));
  yield takeLeading(passwordResetRequested.match, cancellable(passwordResetWorker));
  yield takeLeading(
    changePasswordRequested.match,
    cancellable((action: ReturnType<typeof changePasswordRequested>) => changePasswordWorker(memory, action)),
  );
}
