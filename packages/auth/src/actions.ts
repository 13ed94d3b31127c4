/**
 * The auth events other code dispatches (spec §4 "Login"). They live in the package's light main
 * entry so the header form can dispatch them before the flows chunk has loaded; the flows
 * chunk's slice and sagas react to them.
 */
import { createAction } from '@reduxjs/toolkit';
import type { LoginType } from '@gamehall/api-client';

/**
 * A login attempt (spec §3 "Login payload", §5 "Login"): `type: 'username'` with username and
 * password; `type: 'sms'` with mobileNum, countryDialingCode and the SMS verificationCode.
 * Values are sent trimmed (the password as typed).
 */
export interface LoginRequest {
  /** `username` or `sms` (`firebase` stays in the contract; no provider is reachable). */
  type: LoginType;
  /** User name (username login). */
  username?: string;
  /** Password as typed (username login). Never stored anywhere. */
  password?: string;
  /** The captcha answer, once a failed login asked for one (spec §4 "Captcha"). */
  captcha?: string;
  /** Mobile number, digits only (SMS login). */
  mobileNum?: string;
  /** Country dialing code without `+`, e.g. `63` (SMS login). */
  countryDialingCode?: string;
  /** The 6-digit SMS code (SMS login). */
  verificationCode?: string;
  /** A login from the agent page (spec §2 /agent): refused for non-agents, goes to /agentHome. */
  agent?: boolean;
  /**
   * "Remember me": keep the user name in a cookie for 24 h (spec §9); the password is left to
   * the browser's password manager (docs/architecture.md "Where Gamehall deliberately differs").
   */
  remember?: boolean;
  /** Where the attempt came from: `header` opens the login modal on failure to show the error. */
  from?: 'header' | 'modal' | 'page';
}

/**
 * The user submitted a login form (modal, agent page or header form). The login saga takes it
 * (it is ignored while another login is pending).
 *
 * @example
 * ```ts
 * dispatch(loginRequested({ type: 'username', username: 'player1', password, remember: true }));
 * ```
 */
export const loginRequested = createAction<LoginRequest>('auth/loginRequested');

/** The user asked for a trial account (spec §6; `login/freeplay`, member type 4). */
export const trialLoginRequested = createAction('auth/trialLoginRequested');

/** The pending login was abandoned (its form closed): the call is aborted and nothing is stored. */
export const loginCancelled = createAction('auth/loginCancelled');
