/**
 * The play popups' state (spec §2 "Modals: game popup (iframe, also the vendor game list)", §4
 * "Starting a game"): the game popup (launching, open, or failed with a message) and the vendor
 * game list popup. Only the game-launch saga opens popups, so the slice is injected by the
 * lazily loaded saga and popups chunks (which import this module), not by the home page's first
 * load; `LobbyPopups` reads `state.play` directly to know when to load the popups.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { LaunchValue, UserMessage, Vendor } from '@gamehall/api-client';
import { type GameLaunchRequest, loggedOut, rootReducer } from '@gamehall/shell';

/** What was asked to start: a game (tile, search result, vendor list) or a vendor (vendor tile, header). */
export type PlayRequest = GameLaunchRequest | { vendor: Vendor };

/** Where a launch is shown: the game popup's frame, or a new browser tab ("open in a new tab"). */
export type LaunchTarget = 'frame' | 'tab';

/** The game popup: what it shows and what started it (`request`, replayed by retry). */
export type GamePopupState =
  | { status: 'launching'; title: string; request: PlayRequest; target: LaunchTarget }
  | ({ status: 'open'; title: string; request: PlayRequest; target: LaunchTarget } & LaunchValue)
  | { status: 'error'; title: string; request: PlayRequest; message: UserMessage };

/** The vendor whose game list the popup shows (a VASSALAGE vendor, spec §4). */
export type VendorListTarget = Pick<Vendor, 'vassalage' | 'displayName' | 'gameType'>;

/** State of {@link playSlice}. */
export interface PlayState {
  /** The game popup, or null when closed. */
  popup: GamePopupState | null;
  /** The vendor game list popup's vendor, or null when closed. */
  vendorList: VendorListTarget | null;
}

const initialState: PlayState = { popup: null, vendorList: null };

declare module '@gamehall/shell' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation of the root reducer's lazy slices
  interface LazyLoadedSlices extends WithSlice<typeof playSlice> {}
}

/**
 * The play slice (name `play`). Events (past tense), put by the game-launch saga unless noted:
 * `gameLaunchStarted`, `gameLaunchSucceeded`, `gameLaunchFailed`, `gameClosed` (the popup's back
 * button, the game's `close` message, Escape, the error dialog's confirm; the saga then moves
 * the vendor wallet back), `gameTabRequested` (the popup's "open in a new tab"),
 * `vendorListOpened`, `vendorListClosed`. A logout closes everything.
 */
export const playSlice = createSlice({
  name: 'play',
  initialState,
  reducers: {
    gameLaunchStarted(state, action: PayloadAction<{ title: string; request: PlayRequest; target?: LaunchTarget }>) {
      state.popup = { status: 'launching', target: 'frame', ...action.payload };
    },
    gameLaunchSucceeded(state, action: PayloadAction<LaunchValue>) {
      const popup = state.popup;
      if (popup?.status === 'launching') state.popup = { ...popup, status: 'open', ...action.payload };
    },
    gameLaunchFailed(state, action: PayloadAction<{ title?: string; request?: PlayRequest; message: UserMessage }>) {
      const { title = state.popup?.title, request = state.popup?.request, message } = action.payload;
      if (title !== undefined && request) state.popup = { status: 'error', title, request, message };
    },
    gameClosed(state) {
      state.popup = null;
    },
    gameTabRequested() {},
    vendorListOpened(state, action: PayloadAction<VendorListTarget>) {
      state.vendorList = action.payload;
    },
    vendorListClosed(state) {
      state.vendorList = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    /** The game popup, or null. */
    selectGamePopup: (state) => state.popup,
    /** The vendor game list popup's vendor, or null. */
    selectVendorList: (state) => state.vendorList,
    /** Whether any play popup is shown (the popups' chunk is needed). */
    selectHasPlayPopup: (state) => state.popup !== null || state.vendorList !== null,
  },
});

/** The slice injected into shell's root reducer (its selectors read the initial state until then). */
export const injectedPlaySlice = playSlice.injectInto(rootReducer);

/**
 * A launch began: the game popup shows its spinner.
 *
 * @param payload - `title` (the game's or vendor's name), `request` (replayed by retry), `target`
 *   (`frame` by default; `tab` for "open in a new tab")
 */
export const gameLaunchStarted = playSlice.actions.gameLaunchStarted;
/**
 * The launch answered (spec §7 launchGame / GCS_gameLaunchFB): the popup opens the game.
 * Ignored unless the popup is launching.
 *
 * @param payload - the launch: `launchUrl`, `launchOrigin`, `freePlay`, `expiresIn` (seconds)
 */
export const gameLaunchSucceeded = playSlice.actions.gameLaunchSucceeded;
/**
 * The launch (or the game) failed: the popup becomes the spec §8 dialog with the message.
 *
 * @param payload - `message` (an i18n key or the server's message); `title` and `request` when no
 *   popup was open yet (default: the open popup's)
 */
export const gameLaunchFailed = playSlice.actions.gameLaunchFailed;
/** The game popup was closed (back, the game's `close`, Escape, the error dialog). No payload. */
export const gameClosed = playSlice.actions.gameClosed;
/**
 * The player asked to play the open game in a new tab (third-party cookies blocked in frames):
 * the saga relaunches it (the launch token is single use) with target `tab`. No payload.
 */
export const gameTabRequested = playSlice.actions.gameTabRequested;
/**
 * A VASSALAGE vendor's game list popup opens (spec §4).
 *
 * @param payload - the vendor: `vassalage`, `displayName`, `gameType`
 */
export const vendorListOpened = playSlice.actions.vendorListOpened;
/** The vendor game list popup was closed. No payload. */
export const vendorListClosed = playSlice.actions.vendorListClosed;

/**
 * Selectors over the root state (the initial state until the slice is injected):
 * `selectGamePopup(state)` → {@link GamePopupState} or null; `selectVendorList(state)` →
 * {@link VendorListTarget} or null; `selectHasPlayPopup(state)` → whether either is shown.
 */
export const { selectGamePopup, selectVendorList, selectHasPlayPopup } = injectedPlaySlice.selectors;
