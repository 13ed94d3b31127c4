/**
 * Login state (spec §3 "Login state": isLogin, isAgent, isTrial) and which account modal is
 * open (spec §2 "Modals": login, register, forgot password, change password). The shell owns
 * them because every feature reads them and asks for the login popup; the `auth` feature drives
 * them (its sagas dispatch these actions; ARCHITECTURE.md: features never import each other).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { AGENT_TYPES, TRIAL_TYPE, type MemberInfo } from '@gamehall/api-client';
import { loginPopupRequested } from './shellSlice';

/** The account modals of spec §2. */
export type AccountModal = 'login' | 'register' | 'forgotPassword' | 'changePassword';

/** State of {@link sessionSlice}. */
export interface SessionState {
  /** The session token (also in session storage under `token`, spec §3), or null. */
  token: string | null;
  /** The user name the session belongs to (session storage `username`). */
  username: string | null;
  /** Set when member info loads (spec §4 "Login state is set when member info loads"). */
  isLogin: boolean;
  /** Agent types 1, 2, 41, 42 (spec §6). */
  isAgent: boolean;
  /** Trial type 4 (spec §6). */
  isTrial: boolean;
  /** The logged-in member, once loaded. */
  member: MemberInfo | null;
  /** The open account modal, or null. */
  modal: AccountModal | null;
  /** The change-password modal was opened because the password is default or expired (spec §4). */
  passwordChangeForced: boolean;
  /** After-login modal flag (spec §4): set when a login completes, cleared when shown. */
  afterLogin: boolean;
}

const initialState: SessionState = {
  token: null,
  username: null,
  isLogin: false,
  isAgent: false,
  isTrial: false,
  member: null,
  modal: null,
  passwordChangeForced: false,
  afterLogin: false,
};

/** Whether a member type is an agent type (spec §9: 1, 2, 41, 42). */
export const isAgentType = (type: number): boolean => AGENT_TYPES.includes(type);

/**
 * The session slice (name `session`). Actions:
 * - `sessionStarted({ token, username })`: a login (or restore) produced a token; not yet
 *   "logged in" until member info loads;
 * - `memberInfoLoaded(member)`: sets isLogin, isAgent and isTrial from `member.type`, sets
 *   `afterLogin`;
 * - `loggedOut()`: back to the initial state (spec §4 "Logout");
 * - `accountModalOpened(modal, { forced })`, `accountModalClosed()`;
 * - `afterLoginShown()`;
 * - `logoutRequested()`: the confirmed logout, taken by the auth feature's saga.
 * Storage (session storage keys of spec §3) is written by the auth feature's sagas, not here.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<{ token: string; username: string | null }>) {
      state.token = action.payload.token;
      state.username = action.payload.username;
    },
    memberInfoLoaded(state, action: PayloadAction<MemberInfo>) {
      const member = action.payload;
      state.member = member;
      state.username = member.account;
      state.isLogin = true;
      state.isAgent = isAgentType(member.type);
      state.isTrial = member.type === TRIAL_TYPE;
      state.afterLogin = true;
    },
    loggedOut() {
      return initialState;
    },
    accountModalOpened: {
      reducer(state, action: PayloadAction<{ modal: AccountModal; forced: boolean }>) {
        state.modal = action.payload.modal;
        state.passwordChangeForced = action.payload.modal === 'changePassword' && action.payload.forced;
      },
      prepare(modal: AccountModal, options: { forced?: boolean } = {}) {
        return { payload: { modal, forced: options.forced ?? false } };
      },
    },
    accountModalClosed(state) {
      state.modal = null;
      state.passwordChangeForced = false;
    },
    afterLoginShown(state) {
      state.afterLogin = false;
    },
    /**
     * The user confirmed logout (spec §4: the in_sure_logout dialog was answered yes). The auth
     * feature's logout saga takes it: logout call, storage cleared except merchantCode,
     * `loggedOut()`, replace to `/`.
     */
    logoutRequested() {},
  },
  extraReducers: (builder) => {
    // spec §8 "Logged-out protected action": the login modal opens.
    builder.addCase(loginPopupRequested, (state) => {
      if (!state.isLogin) state.modal = 'login';
    });
  },
  selectors: {
    /** Whether the user is logged in (member info loaded). */
    selectIsLogin: (state) => state.isLogin,
    /** Whether the logged-in user is an agent. */
    selectIsAgent: (state) => state.isAgent,
    /** Whether the logged-in user is a trial account. */
    selectIsTrial: (state) => state.isTrial,
    /** The session token or null. */
    selectToken: (state) => state.token,
    /** The logged-in member or null. */
    selectMember: (state) => state.member,
    /** The open account modal or null. */
    selectAccountModal: (state) => state.modal,
    /** Whether the open change-password modal is forced (cannot be dismissed). */
    selectPasswordChangeForced: (state) => state.passwordChangeForced,
    /** The after-login flag. */
    selectAfterLogin: (state) => state.afterLogin,
  },
});

export const { sessionStarted, memberInfoLoaded, loggedOut, accountModalOpened, accountModalClosed, afterLoginShown, logoutRequested } =
  sessionSlice.actions;

export const {
  selectIsLogin,
  selectIsAgent,
  selectIsTrial,
  selectToken,
  selectMember,
  selectAccountModal,
  selectPasswordChangeForced,
  selectAfterLogin,
} = sessionSlice.selectors;
