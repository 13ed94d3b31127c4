/**
 * Wire schemas and endpoints of the member centre's securityCenter page (spec §2 "Member centre
 * pages") and of the login-IP verification (spec §4 "Login from an unregistered IP triggers
 * extra verification by mobile code, email, bank account name or a Google code"). The spec names
 * the page and the methods, not the calls: paths and field names here are Gamehall's
 * (docs/architecture.md "Our server defines the wire format").
 *
 * Change password and the payment password keep their own endpoints (`changePassword`,
 * `paymentPassword`).
 */
import { Type, type Static, type TSchema } from 'typebox';
import { DialingCode, LoginValue, MobileNum, SmsCode, SmsCodeValue } from './accounts';
import { LiteralUnion } from './entities';
import { type AuthMode } from './routes';
import { LOGIN_VERIFY_METHODS } from './securityRoutes';

export { LOGIN_VERIFY_METHODS, SECURITY_ERROR_CODES } from './securityRoutes';

/** An e-mail address as typed (format checked again by the server's register rule). */
export const EmailAddress = Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });
/** A 6-digit one-time code (SMS, e-mail or authenticator app). */
export const OneTimeCode = Type.String({ pattern: '^\\d{6}$' });
/** An authenticator code (6 digits) or a recovery code (`xxxx-xxxx`, lower-case letters and digits). */
export const AuthenticatorAnswer = Type.String({ pattern: '^(\\d{6}|[a-z0-9]{4}-?[a-z0-9]{4})$' });

/** @see LOGIN_VERIFY_METHODS */
export const LoginVerifyMethod = LiteralUnion(LOGIN_VERIFY_METHODS);
/** @see LoginVerifyMethod */
export type LoginVerifyMethod = Static<typeof LoginVerifyMethod>;

/**
 * The member's security items (page securityCenter). Contact details are masked
 * (`+63 •••• 4567`, `p•••@example.com`); nothing here is a secret.
 */
export const SecurityOverview = Type.Object({
  /** The login password is always set; `passwordChangedAt` is when it last changed (ISO 8601). */
  passwordChangedAt: Type.String(),
  /** Whether a payment password is set (withdrawals need one). */
  paymentPassword: Type.Boolean(),
  /** The bound mobile number, masked, or null. */
  mobile: Type.Union([Type.String(), Type.Null()]),
  /** The bound e-mail address, masked, or null. */
  email: Type.Union([Type.String(), Type.Null()]),
  /** Whether an authenticator app is enabled. */
  authenticator: Type.Boolean(),
  /** Unused recovery codes left (0 without an authenticator). */
  recoveryCodesLeft: Type.Integer({ minimum: 0 }),
  /** Whether a payout account is bound (its holder name answers a login verification). */
  payoutAccount: Type.Boolean(),
  /** The methods a login from a new address would offer; empty = no verification. */
  loginVerifyMethods: Type.Array(LoginVerifyMethod),
});
/** @see SecurityOverview */
export type SecurityOverview = Static<typeof SecurityOverview>;

/** Asks for an SMS code to bind a mobile number. */
export const BindMobileCodeBody = Type.Object({ mobileNum: MobileNum, countryDialingCode: Type.Optional(DialingCode) }, { additionalProperties: false });
/** @see BindMobileCodeBody */
export type BindMobileCodeBody = Static<typeof BindMobileCodeBody>;

/** Binds (or replaces) the mobile number with the SMS code sent to it. */
export const BindMobileBody = Type.Object(
  { mobileNum: MobileNum, countryDialingCode: Type.Optional(DialingCode), verificationCode: SmsCode },
  { additionalProperties: false },
);
/** @see BindMobileBody */
export type BindMobileBody = Static<typeof BindMobileBody>;

/** Asks for an e-mail code to bind an address. */
export const BindEmailCodeBody = Type.Object({ email: EmailAddress }, { additionalProperties: false });
/** @see BindEmailCodeBody */
export type BindEmailCodeBody = Static<typeof BindEmailCodeBody>;

/** Binds (or replaces) the e-mail address with the code sent to it. */
export const BindEmailBody = Type.Object({ email: EmailAddress, verificationCode: OneTimeCode }, { additionalProperties: false });
/** @see BindEmailBody */
export type BindEmailBody = Static<typeof BindEmailBody>;

/**
 * A started authenticator enrolment (RFC 6238 TOTP: SHA-1, 6 digits, 30 s): the base32 secret to
 * type into the app and the `otpauth://totp/…` URI its QR code shows. Valid 10 minutes, until
 * confirmed with a first code.
 */
export const AuthenticatorEnrolment = Type.Object({ secret: Type.String(), otpauthUri: Type.String() });
/** @see AuthenticatorEnrolment */
export type AuthenticatorEnrolment = Static<typeof AuthenticatorEnrolment>;

/** A code of the authenticator app (confirming an enrolment). */
export const AuthenticatorCodeBody = Type.Object({ code: OneTimeCode }, { additionalProperties: false });
/** @see AuthenticatorCodeBody */
export type AuthenticatorCodeBody = Static<typeof AuthenticatorCodeBody>;

/** A current authenticator code or a recovery code (disabling the authenticator). */
export const AuthenticatorDisableBody = Type.Object({ code: AuthenticatorAnswer }, { additionalProperties: false });
/** @see AuthenticatorDisableBody */
export type AuthenticatorDisableBody = Static<typeof AuthenticatorDisableBody>;

/** The 10 one-time recovery codes, shown once when the authenticator is enabled. */
export const RecoveryCodesValue = Type.Object({ recoveryCodes: Type.Array(Type.String(), { minItems: 10, maxItems: 10 }) });
/** @see RecoveryCodesValue */
export type RecoveryCodesValue = Static<typeof RecoveryCodesValue>;

/**
 * The `value` of a login answered `login.verification.required` (spec §4): the challenge to
 * answer within `expiresIn` seconds, the methods on offer, and the masked mobile and e-mail the
 * codes would go to.
 */
export const LoginChallenge = Type.Object({
  challengeId: Type.String(),
  methods: Type.Array(LoginVerifyMethod, { minItems: 1 }),
  mobile: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  expiresIn: Type.Integer({ minimum: 1, description: 'seconds' }),
});
/** @see LoginChallenge */
export type LoginChallenge = Static<typeof LoginChallenge>;

/** A challenge id (base64url, 32 characters). */
const ChallengeId = Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' });

/** Asks for the code of a login challenge by SMS or e-mail. */
export const LoginVerifyCodeBody = Type.Object(
  { challengeId: ChallengeId, method: Type.Union([Type.Literal('sms'), Type.Literal('email')]) },
  { additionalProperties: false },
);
/** @see LoginVerifyCodeBody */
export type LoginVerifyCodeBody = Static<typeof LoginVerifyCodeBody>;

/**
 * Answers a login challenge: the SMS or e-mail code, the authenticator or a recovery code, or
 * the holder name of a bound payout account (compared ignoring case and spaces).
 */
export const LoginVerifyBody = Type.Object(
  { challengeId: ChallengeId, method: LoginVerifyMethod, answer: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
/** @see LoginVerifyBody */
export type LoginVerifyBody = Static<typeof LoginVerifyBody>;

type Def = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: TSchema; value: TSchema; auth: AuthMode; spec: string };
const def = <const D extends Def>(d: D): D => d;
const Nothing = Type.Null();

/** The security endpoints, merged into the contract's endpoint table. */
export const securityEndpoints = {
  /** The member's security items (page securityCenter). */
  securityOverview: def({ method: 'GET', path: '/wps/member/security', value: SecurityOverview, auth: 'required', spec: '§2' }),
  /** Sends an SMS code to a number to bind (limits as every SMS: 1 a minute per number, per hour, per IP). */
  bindMobileCode: def({ method: 'POST', path: '/wps/member/security/mobile/code', body: BindMobileCodeBody, value: SmsCodeValue, auth: 'required', spec: '§2' }),
  /** Binds the mobile number with its SMS code. */
  bindMobile: def({ method: 'PUT', path: '/wps/member/security/mobile', body: BindMobileBody, value: SecurityOverview, auth: 'required', spec: '§2' }),
  /** Sends an e-mail code to an address to bind (dev outbox). */
  bindEmailCode: def({ method: 'POST', path: '/wps/member/security/email/code', body: BindEmailCodeBody, value: SmsCodeValue, auth: 'required', spec: '§2' }),
  /** Binds the e-mail address with its code. */
  bindEmail: def({ method: 'PUT', path: '/wps/member/security/email', body: BindEmailBody, value: SecurityOverview, auth: 'required', spec: '§2' }),
  /** Starts (or restarts) enrolling an authenticator app. */
  authenticatorEnrol: def({ method: 'POST', path: '/wps/member/security/authenticator/enrol', value: AuthenticatorEnrolment, auth: 'required', spec: '§2, §4' }),
  /** Confirms the enrolment with a first code: enables it and answers the recovery codes (shown once). */
  authenticatorConfirm: def({ method: 'POST', path: '/wps/member/security/authenticator/confirm', body: AuthenticatorCodeBody, value: RecoveryCodesValue, auth: 'required', spec: '§2, §4' }),
  /** Disables the authenticator with a current code or a recovery code. */
  authenticatorDisable: def({ method: 'POST', path: '/wps/member/security/authenticator/disable', body: AuthenticatorDisableBody, value: Nothing, auth: 'required', spec: '§2, §4' }),
  /** Sends the code of a login challenge by SMS or e-mail (spec §4). */
  loginVerifyCode: def({ method: 'POST', path: '/wps/session/login/verify/code', body: LoginVerifyCodeBody, value: SmsCodeValue, auth: 'none', spec: '§4' }),
  /** Answers a login challenge: the session, as a login answers it (spec §4). */
  loginVerify: def({ method: 'POST', path: '/wps/session/login/verify', body: LoginVerifyBody, value: LoginValue, auth: 'none', spec: '§4' }),
} as const;
