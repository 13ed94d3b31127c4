/** Login state as seen by the shell (spec §3 "Login state"), until the accounts feature lands. */
import type { RootState } from './rootReducer';

/**
 * Whether the user is logged in. The accounts issue will back this by its slice; until then
 * every visitor is anonymous.
 *
 * @param _state - the store state
 * @returns false (no login exists yet)
 */
export const selectIsLogin = (_state: RootState): boolean => false;
