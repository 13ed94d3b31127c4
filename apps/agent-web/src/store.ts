/**
 * The agent site's store (docs/architecture.md "State and side effects"): the shell's root reducer,
 * the api middleware and a saga middleware whose context holds `navigate`, so the auth flows
 * change route (spec §4: an agent login goes to `/agentHome`, logout replaces to `/`).
 */
import { REALTIME_ACTION_TYPES, configureAppStore, loadRealtimeFlows, type RootState, type SagaNavigate } from '@gamehall/shell';

/**
 * Builds the store.
 *
 * @param preloadedState - state to start from (tests)
 * @param navigate - the router's navigation for sagas (default: does nothing)
 * @returns the store
 */
export function makeStore(preloadedState?: Partial<RootState>, navigate: SagaNavigate = () => {}) {
  // The notification socket (spec §4, §6) loads with the first member info: agents deposit and withdraw too.
  return configureAppStore({ preloadedState, sagas: [], sagaContext: { navigate }, lazySagas: [{ actionTypes: REALTIME_ACTION_TYPES, load: loadRealtimeFlows }] });
}
