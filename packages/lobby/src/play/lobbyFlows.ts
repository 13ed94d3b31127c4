/**
 * The lobby's lazily started flows (spec §4 "Starting a game", "Favourite toggle"): the action
 * types that start them and the loader of their chunk, for shell's `configureAppStore({
 * lazySagas })`. Tiny on purpose: it is in the home page's first load.
 */
import type { Saga } from 'redux-saga';
import { PLAY_ACTION_TYPES, withChunkTimeout } from '@gamehall/shell';
import { FAVOURITE_ACTION_TYPES } from '../favourites/favouriteActions';

/**
 * The actions that start the lobby's flows: shell's play actions (`gameLaunchRequested`,
 * `vendorLaunchRequested`) and the favourite toggle. The first one loads the flows' chunk; it
 * and any dispatched meanwhile are replayed to the saga.
 */
export const LOBBY_FLOW_ACTION_TYPES: readonly string[] = [...PLAY_ACTION_TYPES, ...FAVOURITE_ACTION_TYPES];

/** The flows chunk with the 120 s chunk time-out (spec §9). */
const loadFlowsChunk = withChunkTimeout(() => import('../lobbySaga'));

/**
 * Loads the lobby's flows chunk: its root saga, which forks the play routing and the favourites saga.
 *
 * @returns the lobby's root saga (`lobbySaga`); needs saga context `navigate`
 * @throws ChunkLoadError when the chunk cannot be fetched within 120 s (the store tries again on the next action)
 * @example
 * ```ts
 * configureAppStore({ sagaContext: { navigate }, lazySagas: [{ actionTypes: LOBBY_FLOW_ACTION_TYPES, load: loadLobbyFlows }] });
 * ```
 */
export const loadLobbyFlows = (): Promise<Saga> => loadFlowsChunk().then((m) => m.lobbySaga as Saga);
