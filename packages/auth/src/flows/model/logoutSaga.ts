/**
 * Logout (spec §4 "Logout"): after the in_sure_logout confirm (shell's dialog dispatches
 * `logoutRequested`), the logout call (failures ignored: the session ends here anyway), session
 * storage cleared except merchantCode, `loggedOut()` (logged-out, non-agent), replace to `/`.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import { request } from '@gamehall/api-client';
import { loggedOut, logoutRequested } from '@gamehall/shell';
import { AUTH_PATHS, navigateTo } from './navigation';
import { clearSession } from './storage';

/** One logout. */
export function* logoutWorker(): SagaIterator {
  try {
    yield call(request, 'logout');
  } catch {
    // Ignored: a dead session or no network still ends the session in this browser.
  }
  yield call(clearSession);
  yield put(loggedOut());
  yield call(navigateTo, AUTH_PATHS.home, { replace: true });
}

/** Takes `logoutRequested` (one logout at a time). */
export function* logoutSaga(): SagaIterator {
  yield takeLeading(logoutRequested.match, logoutWorker);
}
