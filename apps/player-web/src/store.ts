/**
 * The player site's store (ARCHITECTURE.md "State and side effects"): the shell's root reducer,
 * the api middleware and a root saga spawning each feature saga this app uses (none yet).
 */
import { configureAppStore, type RootState } from '@gamehall/shell';

/**
 * Builds the store.
 *
 * @param preloadedState - state to start from (tests)
 * @returns the store
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureAppStore({ preloadedState, sagas: [] });
}
