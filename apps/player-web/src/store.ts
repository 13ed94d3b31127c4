/**
 * The player site's store (docs/architecture.md "State and side effects"): the shell's root reducer,
 * the api middleware and a saga middleware whose context holds `navigate`, so flows change
 * route (spec §4: logout replaces to `/`). The auth feature's sagas start when its flows load
 * (`loadAuthFlows(store)`: at start with a stored session, or when an account modal opens). The
 * lobby's flows (play routing, favourites; spec §4) and the game session (`@gamehall/play`: money,
 * launch, frame, close) and the notification socket (shell's realtime flows, after login) are
 * lazy sagas: each chunk loads on the first of its actions, which is then replayed to it.
 */
import { LOBBY_FLOW_ACTION_TYPES, loadLobbyFlows } from '@gamehall/lobby';
import { GAME_SESSION_ACTION_TYPES, loadGameSessionFlows } from '@gamehall/play';
import { REALTIME_ACTION_TYPES, configureAppStore, loadRealtimeFlows, type RootState, type SagaNavigate } from '@gamehall/shell';

/**
 * Builds the store.
 *
 * @param preloadedState - state to start from (tests)
 * @param navigate - the router's navigation for sagas (default: does nothing)
 * @returns the store
 */
export function makeStore(preloadedState?: Partial<RootState>, navigate: SagaNavigate = () => {}) {
  return configureAppStore({
    preloadedState,
    sagas: [],
    sagaContext: { navigate },
    lazySagas: [
      { actionTypes: LOBBY_FLOW_ACTION_TYPES, load: loadLobbyFlows },
      { actionTypes: GAME_SESSION_ACTION_TYPES, load: loadGameSessionFlows },
      // The notification socket (spec §4, §6): loads with the first member info, never for visitors.
      { actionTypes: REALTIME_ACTION_TYPES, load: loadRealtimeFlows },
    ],
  });
}
