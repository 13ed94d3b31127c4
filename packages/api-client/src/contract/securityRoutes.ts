/**
 * The securityCenter page's endpoints (spec §2), schema-free like `cashierRoutes.ts` and, like
 * it, registered with the transport by the member centre when its chunk loads
 * (`registerRoutes(securityRoutes)`). The login verification's two endpoints (spec §4) are here
 * too: auth's login flow registers this table when its chunk loads, so the home page's JS
 * carries none of it.
 */
import { type RouteDef, route } from './routes';

/** Method, path and session need of each securityCenter endpoint, by endpoint name. */
export const securityRoutes = {
  securityOverview: route('GET', '/wps/member/security', 'required'),
  bindMobileCode: route('POST', '/wps/member/security/mobile/code', 'required'),
  bindMobile: route('PUT', '/wps/member/security/mobile', 'required'),
  bindEmailCode: route('POST', '/wps/member/security/email/code', 'required'),
  bindEmail: route('PUT', '/wps/member/security/email', 'required'),
  authenticatorEnrol: route('POST', '/wps/member/security/authenticator/enrol', 'required'),
  authenticatorConfirm: route('POST', '/wps/member/security/authenticator/confirm', 'required'),
  authenticatorDisable: route('POST', '/wps/member/security/authenticator/disable', 'required'),
  loginVerifyCode: route('POST', '/wps/session/login/verify/code', 'none'),
  loginVerify: route('POST', '/wps/session/login/verify', 'none'),
} as const satisfies Record<string, RouteDef>;

/**
 * The ways a member can prove it is them when logging in from a new address (spec §4): `sms`
 * (a code to the bound mobile), `email` (a code to the bound e-mail), `authenticator` (the app's
 * code, the "Google code", or a recovery code), `bankAccountName` (the holder name of a bound
 * payout account).
 */
export const LOGIN_VERIFY_METHODS = ['sms', 'email', 'authenticator', 'bankAccountName'] as const;

/** Error codes of the security endpoints and the login verification. */
export const SECURITY_ERROR_CODES = {
  /**
   * A login from an address the member has not used: no session yet, `value` is a
   * `LoginChallenge` (spec §4).
   */
  verificationRequired: 'login.verification.required',
  /** A challenge unknown, expired (5 minutes), used, or out of attempts: log in again. */
  challengeInvalid: 'login.challenge.invalid',
  /** A wrong answer to a challenge (`value.attemptsLeft`), or a wrong authenticator code. */
  verificationFailed: 'login.verification.failed',
  /** An e-mail code wrong, used, expired or missing. */
  emailCodeInvalid: 'email.code.invalid',
  /** The address is already bound to another member. */
  emailExists: 'member.email.exists',
  /** Authenticator already on (enrol) or not on (disable), or no enrolment to confirm. */
  authenticatorState: 'authenticator.state.invalid',
} as const;
