/**
 * The shell's UI state (spec §2 side menu, help modal): which overlays are open. Server data
 * lives in RTK Query, never here.
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** State of {@link shellSlice}. */
export interface ShellState {
  /** Whether the side menu drawer is open (phones; the desktop rail is always shown). */
  sideMenuOpen: boolean;
  /** Whether the help centre modal is open by action (the `/help` route also opens it). */
  helpOpen: boolean;
  /** The help topic to select (`/help#tag`), or null for the first topic. */
  helpTag: string | null;
  /** How many times a feature asked for the login popup (the session slice opens the modal). */
  loginPopupRequests: number;
  /**
   * Whether the in_need_true_account notice is shown (a trial account tried a real-account
   * action, spec §6, §8). Optional so older preloaded states stay valid; absent = false.
   */
  realAccountNotice?: boolean;
}

const initialState: ShellState = { sideMenuOpen: false, helpOpen: false, helpTag: null, loginPopupRequests: 0 };

/**
 * The shell slice (name `shell`): side menu, help modal and real-account notice state, and the
 * shared `loginPopupRequested` and `realAccountRequired` events other packages dispatch (docs/architecture.md: features never import
 * each other; they dispatch shell's actions).
 */
export const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    /** The menu button was pressed: opens or closes the side menu drawer. */
    sideMenuToggled(state) {
      state.sideMenuOpen = !state.sideMenuOpen;
    },
    /** The drawer was dismissed (Escape, overlay, navigation). */
    sideMenuClosed(state) {
      state.sideMenuOpen = false;
    },
    /** The help centre was asked for, optionally on one topic (`tag`, spec §2 /help#tag). */
    helpModalOpened: {
      reducer(state, action: PayloadAction<string | null>) {
        state.helpOpen = true;
        state.helpTag = action.payload;
      },
      prepare(tag?: string) {
        return { payload: tag ?? null };
      },
    },
    /** The help centre was closed. */
    helpModalClosed(state) {
      state.helpOpen = false;
      state.helpTag = null;
    },
    /**
     * A logged-out user tried a protected action (spec §8 "Logged-out protected action"): the
     * session slice opens the login modal (`selectAccountModal` becomes `login`).
     */
    loginPopupRequested(state) {
      state.loginPopupRequests += 1;
    },
    /**
     * A trial account (type 4) tried a real-account action (spec §6, §8): the layout shows the
     * in_need_true_account notice.
     */
    realAccountRequired(state) {
      state.realAccountNotice = true;
    },
    /** The in_need_true_account notice was dismissed. */
    realAccountNoticeClosed(state) {
      state.realAccountNotice = false;
    },
  },
  selectors: {
    /** Whether the side menu drawer is open. */
    selectSideMenuOpen: (state) => state.sideMenuOpen,
    /** The help modal request: `{ open, tag }` (memoised). */
    selectHelpModal: createSelector(
      [(state: ShellState) => state.helpOpen, (state: ShellState) => state.helpTag],
      (open, tag) => ({ open, tag }),
    ),
    /** Whether the in_need_true_account notice is shown. */
    selectRealAccountNotice: (state) => state.realAccountNotice ?? false,
  },
});

export const {
  sideMenuToggled,
  sideMenuClosed,
  helpModalOpened,
  helpModalClosed,
  loginPopupRequested,
  realAccountRequired,
  realAccountNoticeClosed,
} = shellSlice.actions;

export const { selectSideMenuOpen, selectHelpModal, selectRealAccountNotice } = shellSlice.selectors;
