/**
 * The game session's state (spec §4 "Starting a game", §2 "Modals: game popup (iframe)", the
 * lottery pages' game frame): the one game the player is playing, wherever it shows (the
 * lobby's game popup, a lottery page's panel), from the launch to its close. Put by
 * {@link gameSessionSaga} and by the frame view; read by the frame view and its hosts.
 *
 * The slice is injected by the modules that use it (the saga's chunk, the frame view), so the
 * home page's first load carries no game-session reducer (JS budget).
 */
import { createAction, createSlice, type PayloadAction, type UnknownAction, type WithSlice } from '@reduxjs/toolkit';
import type { GameLaunchFbBody, LaunchGameBody, LaunchValue, UserMessage } from '@gamehall/api-client';
import { loggedOut, rootReducer } from '@gamehall/shell';

/** The launch fields the session fills in at launch time: the device, the back URL and the language. */
type FilledIn = 'device' | 'backUrl' | 'language';

/**
 * The launch call of a game (spec §7): `launchGame` (PVP games and lottery games, with
 * `launchMode: 'LOTT'`) or `gameLaunchFB` (every other game, free trial included), with its body
 * minus `device`, `backUrl` and `language`, which the session fills in.
 */
export type LaunchCall =
  | { endpoint: 'launchGame'; body: Omit<LaunchGameBody, FilledIn> }
  | { endpoint: 'gameLaunchFB'; body: Omit<GameLaunchFbBody, FilledIn> };

/**
 * Where a session shows: `popup` (the lobby's game popup, over any page) or `panel` (a page's
 * own game frame, e.g. a lottery page). A host shows only a session of its own surface.
 */
export type GameSessionSurface = 'popup' | 'panel';

/** What to start: the game, its launch call and how the session behaves. */
export interface GameSessionRequest {
  /** The game's (or vendor's) name: the frame's title. */
  title: string;
  /** The game's vendor code (e.g. `PG`): its wallet gets the money before the launch. */
  vassalage: string;
  /** The launch call (spec §7). */
  launch: LaunchCall;
  /** A free trial (play money): no wallet move. */
  freePlay?: boolean;
  /** Where it shows (default `popup`). */
  surface?: GameSessionSurface;
  /** Where the game's own `close` goes after the session ended (e.g. the home page); nowhere when absent. */
  closePath?: string;
  /**
   * The action "retry" dispatches instead of launching the same call again (the lobby's request,
   * which checks the login and finds a vendor's game again); absent: the same launch again.
   */
  retry?: UnknownAction;
}

/**
 * A session's phase:
 * - `launching`: the money is being made ready and the launch asked for (a spinner);
 * - `loading`: the launch answered; the frame loads the game and waits for its `ready`;
 * - `ready`: the game said `ready` and shows;
 * - `blocked`: the page loaded but stayed silent (third-party cookies refused in frames): the
 *   frame offers "open in a new tab";
 * - `tab`: the game plays in a new browser tab (`tabBlocked`: the browser refused the tab; the
 *   view offers a link to the launch instead);
 * - `error`: the launch or the game failed (`message`).
 */
export type GameSessionPhase = 'launching' | 'loading' | 'ready' | 'blocked' | 'tab' | 'error';

/** The game session. */
export interface GameSession {
  phase: GameSessionPhase;
  /** Where the current launch goes: the frame, or a new browser tab ("open in a new tab"). */
  target: 'frame' | 'tab';
  title: string;
  surface: GameSessionSurface;
  /** What was launched; absent while a host still finds the game (e.g. a vendor's first game). */
  request?: GameSessionRequest;
  /** The launch's answer (phases `loading`, `ready`, `blocked`, `tab`). */
  launch?: LaunchValue;
  /** Phase `tab`: the browser refused the new tab. */
  tabBlocked?: boolean;
  /** Phase `error`: what failed (an i18n key of namespace `play`, or the server's message). */
  message?: UserMessage;
  /** See {@link GameSessionRequest.retry}. */
  retry?: UnknownAction;
}

/** State of {@link gameSessionSlice}. */
export interface GameSessionState {
  /** The session, or null when no game is open. */
  session: GameSession | null;
}

const initialState: GameSessionState = { session: null };

declare module '@gamehall/shell' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation of the root reducer's lazy slices
  interface LazyLoadedSlices extends WithSlice<typeof gameSessionSlice> {}
}

/** The session launching again (for its frame, or for a new tab), keeping what it shows. */
function relaunching({ title, surface, request, retry }: GameSession, target: GameSession['target']): GameSession {
  return { phase: 'launching', target, title, surface, ...(request ? { request } : {}), ...(retry ? { retry } : {}) };
}

/**
 * The game-session slice (name `gameSession`). Its events are documented on each exported
 * action below; a logout ends the session.
 */
export const gameSessionSlice = createSlice({
  name: 'gameSession',
  initialState,
  reducers: {
    gameSessionPending(state, action: PayloadAction<{ title: string; surface?: GameSessionSurface; retry?: UnknownAction }>) {
      const { title, surface = 'popup', retry } = action.payload;
      state.session = { phase: 'launching', target: 'frame', title, surface, ...(retry ? { retry } : {}) };
    },
    gameSessionRequested(state, action: PayloadAction<GameSessionRequest>) {
      const request = action.payload;
      state.session = { phase: 'launching', target: 'frame', title: request.title, surface: request.surface ?? 'popup', request, ...(request.retry ? { retry: request.retry } : {}) };
    },
    gameSessionRetried(state) {
      if (state.session?.request) state.session = relaunching(state.session, 'frame');
    },
    gameTabRequested(state) {
      if (state.session?.request) state.session = relaunching(state.session, 'tab');
    },
    gameSessionLaunched(state, action: PayloadAction<{ launch: LaunchValue; tabBlocked?: boolean }>) {
      const session = state.session;
      if (session?.phase !== 'launching') return;
      const { launch, tabBlocked = false } = action.payload;
      state.session = { ...session, launch, ...(session.target === 'tab' ? { phase: 'tab', tabBlocked } : { phase: 'loading' }) };
    },
    gameReady(state) {
      const session = state.session;
      if (session && (session.phase === 'loading' || session.phase === 'blocked')) session.phase = 'ready';
    },
    gameBlocked(state) {
      const session = state.session;
      if (session?.phase === 'loading') session.phase = 'blocked';
    },
    gameSessionFailed(state, action: PayloadAction<{ message: UserMessage }>) {
      if (state.session) state.session = { ...state.session, phase: 'error', message: action.payload.message };
    },
    gameSessionClosed(state) {
      state.session = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    /** The game session, or null. */
    selectGameSession: (state) => state.session,
  },
});

/** The slice injected into shell's root reducer (its selector reads the initial state until then). */
export const injectedGameSessionSlice = gameSessionSlice.injectInto(rootReducer);

/**
 * A host shows a session while it still finds the game to launch (the lobby looking up a vendor's
 * first game): the frame shows its spinner. Followed by {@link gameSessionRequested} or
 * {@link gameSessionFailed}.
 *
 * @param payload - `title`, `surface` (default `popup`), `retry` (the action retry dispatches)
 */
export const gameSessionPending = gameSessionSlice.actions.gameSessionPending;
/**
 * Start a game (spec §4): the session saga makes the money ready, launches and follows the game.
 * A session already open is replaced (its launch in flight is given up).
 *
 * @param payload - {@link GameSessionRequest}
 */
export const gameSessionRequested = gameSessionSlice.actions.gameSessionRequested;
/** Launch the session's game again in its frame (retry; a launch token is single use). No payload. */
export const gameSessionRetried = gameSessionSlice.actions.gameSessionRetried;
/**
 * Launch the session's game again for a new browser tab ("open in a new tab": third-party
 * cookies blocked in frames). Dispatch it with {@link openInNewTab}, which opens the tab inside
 * the click. No payload.
 */
export const gameTabRequested = gameSessionSlice.actions.gameTabRequested;
/**
 * The launch answered (spec §7 `launchUrl`, `launchOrigin`, `freePlay`, `expiresIn` in seconds).
 * Ignored unless launching.
 *
 * @param payload - `launch`; `tabBlocked` when it was launched for a new tab that the browser refused
 */
export const gameSessionLaunched = gameSessionSlice.actions.gameSessionLaunched;
/** The game said `ready`: the frame shows it. No payload. */
export const gameReady = gameSessionSlice.actions.gameReady;
/** The loaded game stayed silent past the ready time-out: the frame offers a new tab. No payload. */
export const gameBlocked = gameSessionSlice.actions.gameBlocked;
/**
 * The launch, the money move or the game failed (spec §8: a message the player confirms).
 *
 * @param payload - `message`: an i18n key of namespace `play` or the server's message
 */
export const gameSessionFailed = gameSessionSlice.actions.gameSessionFailed;
/**
 * The session ended (the host's back or close, the game's `close`, Escape, leaving the page): the
 * saga gives up a launch in flight, moves the vendor wallets back and refreshes the balance.
 * No payload.
 */
export const gameSessionClosed = gameSessionSlice.actions.gameSessionClosed;

/**
 * The game frame finished loading a page (each load): the saga starts the wait for `ready`.
 *
 * @param payload - `readyTimeoutMs`: how long the game may stay silent before it counts as blocked (ms)
 */
export const gameFrameLoaded = createAction<{ readyTimeoutMs: number }>('gameSession/gameFrameLoaded');
/**
 * A message from the game's frame (already checked by the frame to come from the launch origin);
 * the saga acts on a game message (`ready`, `balance`, `close`, `error`) and ignores the rest.
 *
 * @param payload - the message's `data`
 */
export const gameMessageReceived = createAction<unknown>('gameSession/gameMessageReceived');

/** `selectGameSession(state)`: the session ({@link GameSession}) or null. */
export const { selectGameSession } = injectedGameSessionSlice.selectors;
