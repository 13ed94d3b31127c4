/**
 * The story parameters (shell's `withAppProviders`) of the auth stories: the auth flows running,
 * so the forms' buttons work; and a start after a reload, with a session kept only in session
 * storage for the flows to restore.
 */
import { SESSION_KEYS } from '@gamehall/api-client';
import type { AppStoryParameters } from '@gamehall/shell/storybook';
import { authSaga } from '../flows/model/authSaga';

/** The parameters every auth story starts from (a story file's `meta.parameters`). */
export const authStoryParameters = { sagas: [authSaga] } satisfies AppStoryParameters;

/**
 * A story's parameters for a start after a reload: `token` is in session storage (put there by
 * `prepare`, after `withAppProviders` cleared it for a story without `session`) and the store
 * starts without a session; the auth flows restore it, as the apps do on a reload.
 *
 * @param token - the stored session token (one the story's account mocks know)
 * @returns the story's parameters
 */
export function reloadWithStoredSession(token: string): AppStoryParameters {
  return { ...authStoryParameters, prepare: () => sessionStorage.setItem(SESSION_KEYS.token, token) };
}
