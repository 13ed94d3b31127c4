/**
 * Global session errors (spec §8 "You are not logged in, please login"; spec §4 forced password
 * change): whatever call fails with `login.not.session` while a session exists — an RTK Query
 * endpoint (its rejected action) or an auth saga (its failure action) — ends the session here:
 * session storage cleared except merchantCode, `loggedOut()`, the login popup opened saying the
 * session ended (`sessionEnded`: idle time-out, lifetime, revoked elsewhere; issue 10 §3). A call
 * refused with `member.password.change.required` (the session must change its password first)
 * opens the forced change-password modal.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { type Action, isRejectedWithValue } from '@reduxjs/toolkit';
import { ERROR_CODES } from '@gamehall/api-client';
import { loggedOut, loginPopupRequested, selectAccountModal, selectPasswordChangeForced, selectToken } from '@gamehall/shell';
import {
  type AuthError,
  captchaFailed,
  changePasswordFailed,
  forgotPasswordFailed,
  loginFailed,
  registerFailed,
  selectForcedLogin,
  sessionEnded,
  smsCodeFailed,
} from './authSlice';
import { openForcedChange } from './loginSession';
import { type AuthMemory, createAuthMemory } from './memory';
import { clearSession } from './storage';

const HANDLED: ReadonlySet<string> = new Set([ERROR_CODES.notSession, ERROR_CODES.passwordChangeRequired]);

const codeOfError = (error: AuthError | undefined): string | undefined => error?.errorCode;

/**
 * The platform error code a failure action carries: RTK Query's rejected actions (the base
 * query's `{ errorCode }` payload) and the auth flows' failure actions.
 *
 * @param action - any action
 * @returns the error code, or undefined for other actions
 */
export function failureCode(action: Action): string | undefined {
  if (isRejectedWithValue(action)) {
    const payload = action.payload as { errorCode?: unknown } | undefined;
    return typeof payload?.errorCode === 'string' ? payload.errorCode : undefined;
  }
  if (loginFailed.match(action) || smsCodeFailed.match(action)) return codeOfError(action.payload.error);
  if (captchaFailed.match(action) || registerFailed.match(action) || forgotPasswordFailed.match(action) || changePasswordFailed.match(action)) {
    return codeOfError(action.payload);
  }
  return undefined;
}

/**
 * Handles one failure (see the file comment). Does nothing without a session: a visitor's
 * failure, or a session already ended (a half-made login drops itself before its failure).
 *
 * @param memory - the sagas' memory (is the current password known for the forced change?)
 * @param action - the failure action
 */
export function* handleSessionError(memory: AuthMemory, action: Action): SagaIterator {
  if (!(yield select(selectToken))) return;
  if (failureCode(action) === ERROR_CODES.notSession) {
    yield call(clearSession);
    yield put(loggedOut());
    yield put(sessionEnded());
    yield put(loginPopupRequested());
    return;
  }
  const forcedOpen = (yield select(selectAccountModal)) === 'changePassword' && ((yield select(selectPasswordChangeForced)) as boolean);
  if (forcedOpen) return;
  const waiting = (yield select(selectForcedLogin)) as ReturnType<typeof selectForcedLogin>;
  yield call(openForcedChange, waiting ?? { agent: false, oldPasswordKnown: memory.password !== null, restored: true });
}

/**
 * Takes every failure with `login.not.session` or `member.password.change.required`.
 *
 * @param memory - the sagas' memory, shared with the login and password flows
 */
export function* sessionErrorsSaga(memory: AuthMemory = createAuthMemory()): SagaIterator {
  yield takeEvery((action: Action) => HANDLED.has(failureCode(action) ?? ''), handleSessionError, memory);
}
