/**
 * The auth feature's UI state (docs/contributing.md "House style": form state stays in formik; this slice holds what the
 * sagas learn): pending flags, the error to show per form, the captcha image, the SMS countdowns
 * and a login waiting for a forced password change. Injected into shell's root reducer when the
 * flows chunk loads.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { LoginChallenge, LoginVerifyMethod } from '@gamehall/api-client';
import { accountModalClosed, accountModalOpened, loggedOut, logoutRequested, rootReducer } from '@gamehall/shell';
import { loginCancelled, loginRequested, trialLoginRequested } from '../../actions';

/** A message to show: an i18n `key` (translated by the form) or the server's `message` as is. */
export interface AuthError {
  /** i18n key, e.g. `login_failed`, `invitation_code_error`, `network_error`. */
  key?: string;
  /** The server's message, shown as is. */
  message?: string;
  /** The platform error code, when the error came from the platform. */
  errorCode?: string;
  /**
   * The form field the message is about (`member.field.invalid`, e.g. `newPassword`): `key` is
   * then translated with `{{field}}` = the field's translated label (`field_<name>`); `message`
   * (the server's) is shown when no label exists.
   */
  field?: string;
  /**
   * When a cool-off or self-exclusion ends (`member.excluded`, issue 12 responsible gaming): an
   * ISO instant, shown in the user's language as `{{until}}` of `key`.
   */
  until?: string;
}

/**
 * A login waiting for the forced password change (spec §4 "Password change is forced": default
 * or expired password).
 */
export interface ForcedLogin {
  /** A login from the agent page: goes to /agentHome after the change. */
  agent: boolean;
  /**
   * The current password is known to the sagas (typed at this login, kept in saga memory only):
   * the form hides the old-password field and the saga sends it (spec §5 "old password required
   * unless already known"). False after a reload.
   */
  oldPasswordKnown: boolean;
  /**
   * The session was restored (a reload) or was already running: finishing does not count as a
   * new login (no after-login flag, no navigation).
   */
  restored: boolean;
}

/** What an SMS code is for: SMS login, mobile registration, forgot password by mobile. */
export type SmsPurpose = 'login' | 'register' | 'forgot';

/** One SMS code button's state (spec §4 "SMS code button"). */
export interface SmsState {
  /** The send call is in flight. */
  sending: boolean;
  /** Seconds left before another code may be sent (0 = the button is enabled). */
  remaining: number;
  /** Why the last send failed (spec §8 "Failed SMS code request": the server's message). */
  error: AuthError | null;
}

/**
 * A notice the login modal shows above the form (a polite status, not an error of the form):
 * `session_ended` (the session timed out or was ended elsewhere, issue 10 §3) or
 * `login_link_invalid` (a `?token=` link expired or was already used).
 */
export type AuthNotice = 'session_ended' | 'login_link_invalid';

/** The question before a login link replaces another user's session (issue 10 §3). */
export interface AccountSwitch {
  /** The account logged in now. */
  current: string;
  /** The account the link logs in. */
  next: string;
}

/**
 * A password login from an address the member has not used (spec §4 login-IP verification): the
 * server's challenge, answered before the session is issued.
 */
export interface LoginChallengeState {
  /** The server's challenge: its id, the methods on offer, the masked mobile and e-mail. */
  challenge: LoginChallenge;
  /** The answer is being checked. */
  pending: boolean;
  /** A code is being sent. */
  sending: boolean;
  /** Where the last code went (`sms` or `email`), or null before any. */
  codeSentBy: 'sms' | 'email' | null;
  /** Why the last answer or send failed. */
  error: AuthError | null;
}

/** State of {@link authSlice}. */
export interface AuthState {
  login: { pending: boolean; error: AuthError | null };
  /** Captcha (spec §4): `required` once a failed login said so; `image` is a `data:` URL. */
  captcha: { required: boolean; image: string | null; loading: boolean; error: AuthError | null };
  sms: Record<SmsPurpose, SmsState>;
  register: { pending: boolean; error: AuthError | null };
  /** Forgot password: `emailSent` once the email way answered (message in_been_out). */
  forgot: { pending: boolean; error: AuthError | null; emailSent: boolean };
  /** Change password: `done` after a voluntary change succeeded. */
  changePassword: { pending: boolean; error: AuthError | null; done: boolean };
  /** A login that stopped at the forced change-password modal (spec §4); resumed after the change. */
  forcedLogin: ForcedLogin | null;
  /**
   * The user name of the last username login attempt (never the password), so the login modal
   * opened by a failed header-form login keeps what the user typed.
   */
  attemptedUsername: string | null;
  /** The notice the login modal shows, or null. */
  notice: AuthNotice | null;
  /** The account switch a login link asks about, or null. */
  accountSwitch: AccountSwitch | null;
  /** A login waiting for its verification from a new address (spec §4), or null. */
  loginChallenge: LoginChallengeState | null;
}

const idleSms: SmsState = { sending: false, remaining: 0, error: null };

/** The initial auth state (nothing pending, no captcha, no countdown). */
export const initialAuthState: AuthState = {
  login: { pending: false, error: null },
  captcha: { required: false, image: null, loading: false, error: null },
  sms: { login: idleSms, register: idleSms, forgot: idleSms },
  register: { pending: false, error: null },
  forgot: { pending: false, error: null, emailSent: false },
  changePassword: { pending: false, error: null, done: false },
  forcedLogin: null,
  attemptedUsername: null,
  notice: null,
  accountSwitch: null,
  loginChallenge: null,
};

// A modal opened or closed: old messages go; the register, forgot and change-password flows
// are cancelled by the close (their sagas race with it), so they are no longer pending.
const clearFormMessages = (state: AuthState) => {
  state.login.error = null;
  state.notice = null;
  state.register = { pending: false, error: null };
  state.forgot = { pending: false, error: null, emailSent: false };
  state.changePassword = { pending: false, error: null, done: false };
};

/**
 * The auth slice (name `auth`). Its own events (`auth/...`, past tense) are dispatched by the
 * sagas and the forms; it also reacts to `loginRequested`, `trialLoginRequested`,
 * `loginCancelled` (package actions) and to shell's `accountModalOpened`/`accountModalClosed`
 * (messages cleared), `logoutRequested` and `loggedOut` (reset).
 */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** A login attempt failed; `captcha` is the failure's captcha flag (spec §4). */
    loginFailed(state, action: PayloadAction<{ error: AuthError; captcha: boolean }>) {
      state.login.pending = false;
      state.login.error = action.payload.error;
      // The captcha saga fetches a new image (the old one is used up, spec §4).
      if (action.payload.captcha) state.captcha = { ...state.captcha, required: true, loading: true };
    },
    /**
     * The login was answered `login.verification.required` (spec §4): the form asks the member to
     * verify it is them with one of the challenge's methods.
     */
    loginChallenged(state, action: PayloadAction<LoginChallenge>) {
      state.login = { pending: false, error: null };
      state.captcha = initialAuthState.captcha;
      state.loginChallenge = { challenge: action.payload, pending: false, sending: false, codeSentBy: null, error: null };
    },
    /** The member asked for the challenge's code by SMS or e-mail. */
    loginVerifyCodeRequested(state, _action: PayloadAction<{ method: 'sms' | 'email' }>) {
      if (state.loginChallenge) state.loginChallenge = { ...state.loginChallenge, sending: true, error: null };
    },
    /** The challenge's code was sent. */
    loginVerifyCodeSent(state, action: PayloadAction<{ method: 'sms' | 'email' }>) {
      if (state.loginChallenge) state.loginChallenge = { ...state.loginChallenge, sending: false, codeSentBy: action.payload.method };
    },
    /** The member answered the challenge (a code, an authenticator or recovery code, or the bank account name). */
    loginVerifyRequested(state, _action: PayloadAction<{ method: LoginVerifyMethod; answer: string }>) {
      if (state.loginChallenge) state.loginChallenge = { ...state.loginChallenge, pending: true, error: null };
    },
    /** The answer was wrong, or a code could not be sent: the challenge stays open. */
    loginVerifyFailed(state, action: PayloadAction<AuthError>) {
      if (state.loginChallenge) state.loginChallenge = { ...state.loginChallenge, pending: false, sending: false, error: action.payload };
    },
    /** The challenge is over without a session (expired, out of tries): the login form shows why. */
    loginChallengeEnded(state, action: PayloadAction<AuthError>) {
      state.loginChallenge = null;
      state.login = { pending: false, error: action.payload };
    },
    /** A login (or registration, reset, trial) finished: member info loaded. */
    loginCompleted(state) {
      state.loginChallenge = null;
      state.login = { pending: false, error: null };
      state.notice = null;
      state.register.pending = false;
      state.forgot.pending = false;
      state.captcha = initialAuthState.captcha;
      state.forcedLogin = null;
    },
    /**
     * The login answer, member info or a call said the password must be changed first (spec §4):
     * the login waits for it.
     */
    passwordChangeRequired(state, action: PayloadAction<ForcedLogin>) {
      state.login.pending = false;
      state.register.pending = false;
      state.forgot.pending = false;
      state.captcha = initialAuthState.captcha;
      state.forcedLogin = action.payload;
    },
    /**
     * The session ended without a logout by the user (a 401 `login.not.session`: idle time-out,
     * lifetime, revoked elsewhere; issue 10 §3): the login modal says so.
     */
    sessionEnded(state) {
      state.notice = 'session_ended';
    },
    /** A login link's code was refused (expired, used): the login modal says so. */
    loginCodeRefused(state) {
      state.notice = 'login_link_invalid';
    },
    /** A login link logs in another account than the one logged in: the user is asked first. */
    accountSwitchAsked(state, action: PayloadAction<AccountSwitch>) {
      state.accountSwitch = action.payload;
    },
    /** The user answered the account switch question: `true` switches, `false` stays. */
    accountSwitchAnswered(state, _action: PayloadAction<boolean>) {
      state.accountSwitch = null;
    },
    /** The first login of this account (spec §4 "a first-login action runs"). */
    firstTimeLogin() {},
    /** The user asked for a new captcha image (at most one fetch a second, spec §9). */
    captchaRefreshRequested(state) {
      state.captcha.loading = true;
    },
    /** A captcha image arrived (`data:image/png;base64,...`). */
    captchaLoaded(state, action: PayloadAction<string>) {
      state.captcha.image = action.payload;
      state.captcha.loading = false;
      state.captcha.error = null;
    },
    /** The captcha could not be fetched. */
    captchaFailed(state, action: PayloadAction<AuthError>) {
      state.captcha.loading = false;
      state.captcha.error = action.payload;
    },
    /** A captcha fetch was abandoned (its modal closed, or logout): nothing is loading. */
    captchaCancelled(state) {
      state.captcha.loading = false;
    },
    /**
     * The user pressed "send code" (spec §4 "SMS code button"). `provider: 'firebase'` (the
     * social-login SMS provider) counts down 60 s instead of expiredMinutes × 60.
     */
    smsCodeRequested(
      state,
      action: PayloadAction<{ purpose: SmsPurpose; mobileNum: string; countryDialingCode?: string; provider?: 'platform' | 'firebase' }>,
    ) {
      const sms = state.sms[action.payload.purpose];
      if (sms.remaining === 0) {
        sms.sending = true;
        sms.error = null;
      }
    },
    /** A code was sent: the countdown starts at `seconds`. */
    smsCodeSent(state, action: PayloadAction<{ purpose: SmsPurpose; seconds: number }>) {
      state.sms[action.payload.purpose] = { sending: false, remaining: action.payload.seconds, error: null };
    },
    /** One second of the countdown passed. */
    smsCountdownTicked(state, action: PayloadAction<{ purpose: SmsPurpose; remaining: number }>) {
      state.sms[action.payload.purpose].remaining = action.payload.remaining;
    },
    /** The countdown was stopped (its form closed or unmounted): the button is enabled again. */
    smsCountdownStopped(state, action: PayloadAction<{ purpose: SmsPurpose }>) {
      state.sms[action.payload.purpose] = { ...state.sms[action.payload.purpose], sending: false, remaining: 0 };
    },
    /** The code could not be sent (invalid mobile, or the server's message). */
    smsCodeFailed(state, action: PayloadAction<{ purpose: SmsPurpose; error: AuthError }>) {
      state.sms[action.payload.purpose] = { sending: false, remaining: 0, error: action.payload.error };
    },
    /**
     * The registration form was submitted (spec §5): `method` picks the endpoint (register or
     * register/mobile); `values` are the shown fields (trimmed); the affiliate code, when
     * given, is checked first (spec §8 invitation_code_error); `agreed`: terms and 18+ ticked.
     */
    registerRequested(state, _action: PayloadAction<{ method: 'username' | 'mobile'; values: Record<string, string>; agreed: boolean }>) {
      state.register = { pending: true, error: null };
    },
    /** The registration failed (nothing was created). */
    registerFailed(state, action: PayloadAction<AuthError>) {
      state.register = { pending: false, error: action.payload };
    },
    /** Forgot password by email was submitted (spec §5: username and email). */
    forgotPasswordEmailRequested(state, _action: PayloadAction<{ username: string; email: string }>) {
      state.forgot = { pending: true, error: null, emailSent: false };
    },
    /** The email way answered (spec §8 in_been_out, whether or not the account exists). */
    forgotPasswordEmailSent(state) {
      state.forgot = { pending: false, error: null, emailSent: true };
    },
    /** Forgot password by mobile was submitted: reset with the SMS code, then log in (spec §4). */
    passwordResetRequested(
      state,
      _action: PayloadAction<{ mobileNum: string; countryDialingCode?: string; verificationCode: string; newPassword: string; confirmNewPassword: string }>,
    ) {
      state.forgot = { pending: true, error: null, emailSent: false };
    },
    /** Forgot password (either way) failed. */
    forgotPasswordFailed(state, action: PayloadAction<AuthError>) {
      state.forgot = { pending: false, error: action.payload, emailSent: false };
    },
    /** The change-password form was submitted (spec §5: old password unless forced, new, confirmation). */
    changePasswordRequested(state, _action: PayloadAction<{ oldPassword?: string; newPassword: string; confirmNewPassword: string }>) {
      state.changePassword = { pending: true, error: null, done: false };
    },
    /** The password was changed (the server keeps this session and ends the others). */
    passwordChanged(state) {
      state.changePassword = { pending: false, error: null, done: true };
    },
    /** The change was refused. */
    changePasswordFailed(state, action: PayloadAction<AuthError>) {
      state.changePassword = { pending: false, error: action.payload, done: false };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loginRequested, (state, action) => {
        state.login = { pending: true, error: null };
        if (action.payload.type === 'username' && action.payload.username) state.attemptedUsername = action.payload.username.trim();
      })
      .addCase(trialLoginRequested, (state) => {
        state.login = { pending: true, error: null };
      })
      .addCase(loginCancelled, (state) => {
        state.login.pending = false;
        state.loginChallenge = null;
      })
      .addCase(logoutRequested, (state) => {
        state.login.pending = false;
        state.loginChallenge = null;
      })
      .addCase(accountModalOpened, clearFormMessages)
      .addCase(accountModalClosed, (state) => {
        clearFormMessages(state);
        state.loginChallenge = null;
      })
      .addCase(loggedOut, () => initialAuthState);
  },
  selectors: {
    /** Login pending flag and error. */
    selectLoginState: (state) => state.login,
    /** Captcha state (required, image, loading, error). */
    selectCaptcha: (state) => state.captcha,
    /** One SMS button's state. */
    selectSms: (state, purpose: SmsPurpose) => state.sms[purpose],
    /** Registration pending flag and error. */
    selectRegisterState: (state) => state.register,
    /** Forgot-password pending flag, error and email-sent flag. */
    selectForgotState: (state) => state.forgot,
    /** Change-password pending flag, error and done flag. */
    selectChangePasswordState: (state) => state.changePassword,
    /** The login waiting for a forced password change, or null. */
    selectForcedLogin: (state) => state.forcedLogin,
    /** The user name of the last username login attempt, or null. */
    selectAttemptedUsername: (state) => state.attemptedUsername,
    /** The login modal's notice, or null. */
    selectAuthNotice: (state) => state.notice,
    /** The account switch being asked about, or null. */
    selectAccountSwitch: (state) => state.accountSwitch,
    /** The login waiting for its verification from a new address (spec §4), or null. */
    selectLoginChallenge: (state) => state.loginChallenge,
  },
});

declare module '@gamehall/shell' {
  // Module augmentation (RTK's lazy slices): the auth slice is injected when the flows load.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof authSlice> {}
}

/** The slice injected into shell's root reducer (its selectors read the initial state until then). */
export const injectedAuthSlice = authSlice.injectInto(rootReducer);

/**
 * A login attempt failed (spec §8). Payload: `error` (the message to show) and `captcha` (the
 * failure's captcha flag, spec §4: the captcha is shown and a new image fetched).
 */
export const loginFailed = authSlice.actions.loginFailed;
/** A login (or registration, reset, trial, forced change) finished: member info loaded. No payload. */
export const loginCompleted = authSlice.actions.loginCompleted;
/** The password must be changed before the login completes (spec §4). Payload: {@link ForcedLogin}. */
export const passwordChangeRequired = authSlice.actions.passwordChangeRequired;
/**
 * The first login of this account (spec §4 "a first-login action runs"): for analytics and
 * onboarding only; the forced change comes from `passwordExpired` (see the README). No payload.
 */
export const firstTimeLogin = authSlice.actions.firstTimeLogin;
/** The session ended without the user's logout (401, e.g. idle time-out): the login modal says so. No payload. */
export const sessionEnded = authSlice.actions.sessionEnded;
/** A login link's one-time code was refused (expired or used): the login modal says so. No payload. */
export const loginCodeRefused = authSlice.actions.loginCodeRefused;
/** A login link would replace another user's session: ask first. Payload: {@link AccountSwitch}. */
export const accountSwitchAsked = authSlice.actions.accountSwitchAsked;
/** The account switch question was answered. Payload: `true` to switch, `false` to stay. */
export const accountSwitchAnswered = authSlice.actions.accountSwitchAnswered;
/** The user asked for a new captcha image (fetched at most once a second, spec §9). No payload. */
export const captchaRefreshRequested = authSlice.actions.captchaRefreshRequested;
/** A captcha image arrived. Payload: the `data:image/png;base64,...` URL. */
export const captchaLoaded = authSlice.actions.captchaLoaded;
/** The captcha could not be fetched. Payload: the {@link AuthError} to show. */
export const captchaFailed = authSlice.actions.captchaFailed;
/** A captcha fetch was abandoned (modal closed, logout). No payload. */
export const captchaCancelled = authSlice.actions.captchaCancelled;
/**
 * "Send code" pressed (spec §4 "SMS code button"). Payload: `purpose`, `mobileNum` (digits),
 * optional `countryDialingCode` (no `+`) and `provider` (`firebase`: a 60 s countdown).
 */
export const smsCodeRequested = authSlice.actions.smsCodeRequested;
/** A code was sent. Payload: `purpose` and `seconds` (the countdown length, in seconds). */
export const smsCodeSent = authSlice.actions.smsCodeSent;
/** One countdown second passed. Payload: `purpose` and `remaining` (seconds). */
export const smsCountdownTicked = authSlice.actions.smsCountdownTicked;
/** The countdown (or a send in flight) was stopped: the button is enabled again. Payload: `purpose`. */
export const smsCountdownStopped = authSlice.actions.smsCountdownStopped;
/** The code could not be sent. Payload: `purpose` and the `error` to show. */
export const smsCodeFailed = authSlice.actions.smsCodeFailed;
/**
 * The registration form was submitted (spec §5). Payload: `method` (`username` | `mobile`),
 * `values` (the shown fields by name, as typed) and `agreed` (terms and 18+ ticked).
 */
export const registerRequested = authSlice.actions.registerRequested;
/** The registration failed (nothing was created). Payload: the {@link AuthError} to show. */
export const registerFailed = authSlice.actions.registerFailed;
/** Forgot password by email submitted. Payload: `username` and `email` (as typed; trimmed by the saga). */
export const forgotPasswordEmailRequested = authSlice.actions.forgotPasswordEmailRequested;
/** The email way answered (spec §8 in_been_out). No payload. */
export const forgotPasswordEmailSent = authSlice.actions.forgotPasswordEmailSent;
/**
 * Forgot password by mobile submitted (reset with the SMS code, then logged in, spec §4).
 * Payload: `mobileNum`, optional `countryDialingCode`, `verificationCode`, `newPassword`,
 * `confirmNewPassword`.
 */
export const passwordResetRequested = authSlice.actions.passwordResetRequested;
/** Forgot password (either way) failed. Payload: the {@link AuthError} to show. */
export const forgotPasswordFailed = authSlice.actions.forgotPasswordFailed;
/**
 * The change-password form was submitted (spec §5). Payload: `oldPassword` (absent when the
 * sagas already know it, spec §5), `newPassword`, `confirmNewPassword`.
 */
export const changePasswordRequested = authSlice.actions.changePasswordRequested;
/** The password was changed (the server keeps this session and ends the others). No payload. */
export const passwordChanged = authSlice.actions.passwordChanged;
/** The change was refused. Payload: the {@link AuthError} to show. */
export const changePasswordFailed = authSlice.actions.changePasswordFailed;

/** Login pending flag and error. @returns `{ pending, error }` */
export const selectLoginState = injectedAuthSlice.selectors.selectLoginState;
/** Captcha state. @returns `{ required, image, loading, error }` (`image`: a `data:` URL or null) */
export const selectCaptcha = injectedAuthSlice.selectors.selectCaptcha;
/** One SMS button's state. @returns {@link SmsState} of `purpose` */
export const selectSms = injectedAuthSlice.selectors.selectSms;
/** Registration pending flag and error. @returns `{ pending, error }` */
export const selectRegisterState = injectedAuthSlice.selectors.selectRegisterState;
/** Forgot-password state. @returns `{ pending, error, emailSent }` */
export const selectForgotState = injectedAuthSlice.selectors.selectForgotState;
/** Change-password state. @returns `{ pending, error, done }` (`done`: a voluntary change succeeded) */
export const selectChangePasswordState = injectedAuthSlice.selectors.selectChangePasswordState;
/** The login waiting for a forced password change. @returns {@link ForcedLogin} or null */
export const selectForcedLogin = injectedAuthSlice.selectors.selectForcedLogin;
/** The user name of the last username login attempt (never a password). @returns the name or null */
export const selectAttemptedUsername = injectedAuthSlice.selectors.selectAttemptedUsername;
/** The login modal's notice. @returns {@link AuthNotice} or null */
export const selectAuthNotice = injectedAuthSlice.selectors.selectAuthNotice;
/** The account switch a login link asks about. @returns {@link AccountSwitch} or null */
export const selectAccountSwitch = injectedAuthSlice.selectors.selectAccountSwitch;
/** A login was answered `login.verification.required` (spec §4). Payload: the server's `LoginChallenge`. */
export const loginChallenged = authSlice.actions.loginChallenged;
/** The member asked for the challenge's code. Payload: `{ method: 'sms' | 'email' }`. */
export const loginVerifyCodeRequested = authSlice.actions.loginVerifyCodeRequested;
/** The challenge's code was sent. Payload: `{ method }`. */
export const loginVerifyCodeSent = authSlice.actions.loginVerifyCodeSent;
/** The member answered the challenge. Payload: `{ method, answer }`. */
export const loginVerifyRequested = authSlice.actions.loginVerifyRequested;
/** A wrong answer or a failed send; the challenge stays open. Payload: the message. */
export const loginVerifyFailed = authSlice.actions.loginVerifyFailed;
/** The challenge ended without a session (expired, out of tries). Payload: the message the login form shows. */
export const loginChallengeEnded = authSlice.actions.loginChallengeEnded;
/** The login waiting for its verification from a new address, or null. */
export const selectLoginChallenge = injectedAuthSlice.selectors.selectLoginChallenge;
