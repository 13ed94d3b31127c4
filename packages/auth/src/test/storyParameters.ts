/**
 * The story parameters (shell's `withAppProviders`) of the auth stories: the auth flows running,
 * so the forms' buttons work; and a start after a reload, with a session kept only in session
 * storage for the flows to restore.
 */
import type { Saga } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { SESSION_KEYS } from '@gamehall/api-client';
import type { AppStoryParameters } from '@gamehall/shell/testing';
import { authSaga } from '../flows/model/authSaga';

/** The parameters every auth story starts from (a story file's `meta.parameters`). */
export const authStoryParameters = { sagas: [authSaga] } satisfies AppStoryParameters;

/**
 * A story's `sagas` for a start after a reload: `token` is put in session storage (which
 * `withAppProviders` clears for a story without `session`), then the auth flows start and restore
 * it, as the apps do on a reload; the store starts without a session.
 *
 * @param token - the stored session token (one the story's account mocks know)
 * @returns the `sagas` parameter
 */
export function reloadWithStoredSession(token: string): Saga[] {
  return [
    function* storedSessionThenAuthFlows() {
      sessionStorage.setItem(SESSION_KEYS.token, token);
      yield call(authSaga);
    },
  ];
}
