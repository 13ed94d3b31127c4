/**
 * The game session's lazily started saga (docs/architecture.md "State and side effects"): the
 * action types that start it and the loader of its chunk, for shell's `configureAppStore({
 * lazySagas })`. Tiny on purpose: it is in the home page's first load, so it names the action
 * types as strings rather than importing the slice (`flows.test.ts` keeps them equal).
 */
import type { Saga } from 'redux-saga';
import { withChunkTimeout } from '@gamehall/shell';

/**
 * The game session's actions (slice `gameSession`): the first one loads the saga's chunk; it
 * and any dispatched meanwhile are replayed to the saga.
 */
export const GAME_SESSION_ACTION_TYPES: readonly string[] = [
  'gameSession/gameSessionPending',
  'gameSession/gameSessionRequested',
  'gameSession/gameSessionRetried',
  'gameSession/gameTabRequested',
  'gameSession/gameSessionClosed',
  'gameSession/gameFrameLoaded',
  'gameSession/gameMessageReceived',
];

/** The saga's chunk with the 120 s chunk time-out (spec §9). */
const loadChunk = withChunkTimeout(() => import('./gameSessionSaga'));

/**
 * Loads the game session's saga.
 *
 * @returns the saga (`gameSessionSaga`); it uses saga context `navigate`
 * @throws ChunkLoadError when the chunk cannot be fetched within 120 s (the store tries again on the next action)
 * @example
 * ```ts
 * configureAppStore({ sagaContext: { navigate }, lazySagas: [{ actionTypes: GAME_SESSION_ACTION_TYPES, load: loadGameSessionFlows }] });
 * ```
 */
export const loadGameSessionFlows = (): Promise<Saga> => loadChunk().then((m) => m.gameSessionSaga as Saga);
