/**
 * Login state (spec §3 "Login state": isLogin, isAgent, isTrial) and which account modal is
 * open (spec §2 "Modals": login, register, forgot password, change password). The shell owns
 * them because every feature reads them and asks for the login popup; the `auth` feature drives
 * them (its sagas dispatch these actions; docs/architecture.md: features never import each other).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { AGENT_TYPES, TRIAL_TYPE, type MemberInfo } from '@gamehall/api-client';
import { loginPopupRequested } from './shellSlice';

/**
 * The account modals of spec §2, and `switchAccount`: the question asked before a login link
 * (`?token=`, spec §4) replaces another user's session (issue 10 §3).
 */
export type AccountModal = 'login' | 'register' | 'forgotPassword' | 'changePassword' | 'switchAccount';

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
  /** After-login modal flag (spec §4): set when a login completes (not a restore), cleared when shown. */
  afterLogin: boolean;
  /**
   * The stored session could not be restored (no answer from the platform): treated as logged
   * out (guards stop waiting, the header shows Log in) while session storage keeps the token for
   * the next start. Absent means false (older preloaded states).
   */
  restoreFailed?: boolean;
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
  restoreFailed: false,
};

/** Whether a member type is an agent type (spec §9: 1, 2, 41, 42). */
export const isAgentType = (type: number): boolean => AGENT_TYPES.includes(type);

/**
 * The session slice (name `session`). Actions:
 * - `sessionStarted({ token, username })`: a login (or restore) produced a token; not yet
 *   "logged in" until member info loads;
 * - `memberInfoLoaded(member, { afterLogin })`: sets isLogin, isAgent and isTrial from
 *   `member.type`; sets `afterLogin` only after a login (not on a restore);
 * - `sessionRestoreFailed()`: the restore got no answer; treated as logged out;
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
      state.restoreFailed = false;
    },
    memberInfoLoaded: {
      reducer(state, action: PayloadAction<MemberInfo, string, { afterLogin: boolean }>) {
        const member = action.payload;
        state.member = member;
        state.username = member.account;
        state.isLogin = true;
        state.isAgent = isAgentType(member.type);
        state.isTrial = member.type === TRIAL_TYPE;
        state.restoreFailed = false;
        if (action.meta.afterLogin) state.afterLogin = true;
      },
      prepare(member: MemberInfo, options: { afterLogin?: boolean } = {}) {
        return { payload: member, meta: { afterLogin: options.afterLogin ?? false } };
      },
    },
    sessionRestoreFailed(state) {
      state.token = null;
      state.restoreFailed = true;
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
    /** Whether the stored session could not be restored (no answer; treated as logged out). */
    selectRestoreFailed: (state) => state.restoreFailed === true,
  },
});

/**
 * A login or a restore produced a session token (spec §4); the user counts as logged in only once
 * member info loads. Payload: `{ token, username }` (username null when not known yet, e.g. SMS
 * or trial login). Storage is written by the auth feature.
 */
export const sessionStarted = sessionSlice.actions.sessionStarted;

/**
 * Member info loaded (spec §4 "Login state is set when member info loads"): sets isLogin,
 * isAgent (types 1, 2, 41, 42) and isTrial (type 4) from `member.type`.
 *
 * @param member - the member info answer (`payload`)
 * @param options - `afterLogin: true` when this completes a login (not a restore): sets the
 *   after-login flag (spec §4); default false (`meta.afterLogin`)
 */
export const memberInfoLoaded = sessionSlice.actions.memberInfoLoaded;

/**
 * Restoring the stored session failed without an answer (network error, spec §4 system status
 * 0): the store forgets the token and counts as logged out, so route guards stop waiting and the
 * header offers Log in; session storage keeps the token so the next start tries again.
 */
export const sessionRestoreFailed = sessionSlice.actions.sessionRestoreFailed;

/** The session ended (spec §4 "Logout", or a dead session): back to the anonymous, non-agent state. */
export const loggedOut = sessionSlice.actions.loggedOut;

/**
 * Opens an account modal (spec §2 "Modals").
 *
 * @param modal - `login`, `register`, `forgotPassword` or `changePassword`
 * @param options - `forced: true` for the change-password modal that cannot be dismissed (spec §4:
 *   default or expired password)
 */
export const accountModalOpened = sessionSlice.actions.accountModalOpened;

/** Closes the open account modal (and clears the forced flag). */
export const accountModalClosed = sessionSlice.actions.accountModalClosed;

/** The after-login modal was shown: clears the after-login flag. */
export const afterLoginShown = sessionSlice.actions.afterLoginShown;

/**
 * The user confirmed logout (spec §4: in_sure_logout answered yes, or Log out in the forced
 * change-password modal); taken by the auth feature's logout saga.
 */
export const logoutRequested = sessionSlice.actions.logoutRequested;

/** Whether the user is logged in (member info loaded). */
export const selectIsLogin = sessionSlice.selectors.selectIsLogin;
/** Whether the logged-in user is an agent (types 1, 2, 41, 42). */
export const selectIsAgent = sessionSlice.selectors.selectIsAgent;
/** Whether the logged-in user is a trial account (type 4). */
export const selectIsTrial = sessionSlice.selectors.selectIsTrial;
/** The session token, or null (none, logged out, or a restore that failed). */
export const selectToken = sessionSlice.selectors.selectToken;
/** The logged-in member's info, or null. */
export const selectMember = sessionSlice.selectors.selectMember;
/** The open account modal, or null. */
export const selectAccountModal = sessionSlice.selectors.selectAccountModal;
/** Whether the open change-password modal is forced (cannot be dismissed, spec §4). */
export const selectPasswordChangeForced = sessionSlice.selectors.selectPasswordChangeForced;
/** The after-login flag (spec §4): set by a completed login, cleared by `afterLoginShown`. */
export const selectAfterLogin = sessionSlice.selectors.selectAfterLogin;
/** Whether restoring the stored session failed without an answer (treated as logged out). */
export const selectRestoreFailed = sessionSlice.selectors.selectRestoreFailed;
