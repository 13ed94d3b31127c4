/**
 * The auth feature's root saga: restores the session, then runs every account flow. Each flow is
 * `spawn`ed, so one failing flow does not stop the others (docs/architecture.md). The login, password
 * and session-error flows share one {@link AuthMemory} (the password typed at a login that must
 * change it, never stored).
 */
import './registerAuthRoutes';
import type { SagaIterator } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { captchaSaga } from './captchaSaga';
import { loginSaga } from './loginSaga';
import { logoutSaga } from './logoutSaga';
import { createAuthMemory, forgetPasswordSaga } from './memory';
import { passwordSagas } from './passwordSagas';
import { registerSaga } from './registerSaga';
import { restoreSession } from './restoreSaga';
import { sessionErrorsSaga } from './sessionErrorsSaga';
import { smsCodeSaga } from './smsCodeSaga';

/**
 * Starts the auth flows (login, trial, captcha, SMS, registration, passwords, logout, global
 * session errors) and the restore.
 */
export function* authSaga(): SagaIterator {
  const memory = createAuthMemory();
  yield spawn(forgetPasswordSaga, memory);
  yield spawn(sessionErrorsSaga, memory);
  yield spawn(loginSaga, memory);
  yield spawn(logoutSaga);
  yield spawn(captchaSaga);
  yield spawn(smsCodeSaga);
  yield spawn(registerSaga);
  yield spawn(passwordSagas, memory);
  yield spawn(restoreSession);
}
