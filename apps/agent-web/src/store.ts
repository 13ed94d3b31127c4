/**
 * The agent site's store (docs/architecture.md "State and side effects"): the shell's root reducer,
 * the api middleware and a saga middleware whose context holds `navigate`, so the auth flows
 * change route (spec §4: an agent login goes to `/agentHome`, logout replaces to `/`).
 */
import { configureAppStore, type RootState, type SagaNavigate } from '@gamehall/shell';

/**
 * Builds the store.
 *
 * @param preloadedState - state to start from (tests)
 * @param navigate - the router's navigation for sagas (default: does nothing)
 * @returns the store
 */
export function makeStore(preloadedState?: Partial<RootState>, navigate: SagaNavigate = () => {}) {
  return configureAppStore({ preloadedState, sagas: [], sagaContext: { navigate } });
}
