/**
 * `@gamehall/play`: the game session, one flow for every feature that starts a game (spec §4
 * "Starting a game", §7 launch and wallet calls; docs/architecture.md "Where things live").
 * It sits between the features and shell: the lobby and the lottery dispatch to it and show its
 * view; it never imports a feature.
 *
 * - Flow: {@link gameSessionRequested} starts a game (money ready → launch → ready / blocked /
 *   new tab → close → money back → balance refresh), run by the lazily started saga
 *   ({@link GAME_SESSION_ACTION_TYPES}, {@link loadGameSessionFlows}); {@link gameSessionClosed}
 *   ends it. The state is {@link selectGameSession}.
 * - View: {@link GameSessionFrame} (the game frame with its states) and
 *   {@link useGameSessionActions} for a host's buttons.
 * - Helpers a host needs: {@link launchDevice} (how a launch asks for the game),
 *   {@link GAME_READY_TIMEOUT_MS}, {@link playErrorMessage}. The back URL rule (`gameBackUrl`)
 *   and the wallet moves (`prepareVendorWallet`, `releaseVendorWallets`) are the saga's own.
 *
 * @packageDocumentation
 */
export { GAME_SESSION_ACTION_TYPES, loadGameSessionFlows } from './flows';
export {
  gameSessionPending,
  gameSessionRequested,
  gameSessionFailed,
  gameSessionClosed,
  selectGameSession,
  type GameSession,
  type GameSessionPhase,
  type GameSessionState,
  type GameSessionRequest,
  type GameSessionSurface,
  type LaunchCall,
} from './gameSessionSlice';
export { GameSessionFrame, useGameSessionActions, useMessageText, type GameSessionActions, type GameSessionFrameProps } from './components/GameSessionFrame/GameSessionFrame';
export { GAME_READY_TIMEOUT_MS, launchDevice } from './gameLaunch';
export { playErrorMessage } from './playMessages';
