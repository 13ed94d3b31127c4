/**
 * The auth feature's root saga: restores the session, then runs every account flow. Each flow is
 * `spawn`ed, so one failing flow does not stop the others (ARCHITECTURE.md).
 */
import type { SagaIterator } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { captchaSaga } from './captchaSaga';
import { loginSaga } from './loginSaga';
import { logoutSaga } from './logoutSaga';
import { passwordSagas } from './passwordSagas';
import { registerSaga } from './registerSaga';
import { restoreSession } from './restoreSaga';
import { smsCodeSaga } from './smsCodeSaga';

/** Starts the auth flows (login, trial, captcha, SMS, registration, passwords, logout) and the restore. */
export function* authSaga(): SagaIterator {
  yield spawn(loginSaga);
  yield spawn(logoutSaga);
  yield spawn(captchaSaga);
  yield spawn(smsCodeSaga);
  yield spawn(registerSaga);
  yield spawn(passwordSagas);
  yield spawn(restoreSession);
}
