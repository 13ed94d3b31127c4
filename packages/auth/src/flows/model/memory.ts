/**
 * What the auth sagas keep in memory only (docs/architecture.md "Where Gamehall deliberately
 * differs": passwords never touch browser storage, nor the Redux store or its dev tools): the
 * password typed at a login that must change it first, so the forced change can send it as
 * `oldPassword` (spec §5 "old password required unless already known"). One per auth saga run.
 */
import type { SagaIterator } from 'redux-saga';
import { take } from 'redux-saga/effects';
import { loggedOut } from '@gamehall/shell';
import { loginCompleted, passwordChanged } from './authSlice';

/** The auth sagas' memory (see the file comment). */
export interface AuthMemory {
  /** The current password typed at a login waiting for the forced change, or null. */
  password: string | null;
}

/**
 * A fresh, empty memory.
 *
 * @returns `{ password: null }`
 */
export const createAuthMemory = (): AuthMemory => ({ password: null });

/**
 * Forgets the password as soon as it is no longer needed: the password changed, the login
 * completed, or the session ended.
 *
 * @param memory - the memory shared by the auth sagas
 */
export function* forgetPasswordSaga(memory: AuthMemory): SagaIterator {
  while (true) {
    yield take([passwordChanged.match, loginCompleted.match, loggedOut.match]);
    memory.password = null;
  }
}
