/**
 * Wire schemas of the account calls (spec §3 "Login payload", "Login response value",
 * "Registration user", "Member info", "Public state"; spec §7 "Session and member"). Field
 * names are the spec's; shapes the spec leaves open are ours (docs/architecture.md "Decisions").
 */
import { VendorWallet } from './play';
import { Type, type Static } from 'typebox';
import { Money } from './entities';

/** A free-text field of bounded length (every body field is bounded: no oversized input). */
const Text = (maxLength: number, minLength = 0) => Type.String({ maxLength, minLength });

export { AGENT_TYPES, MEMBER_TYPES, TRIAL_TYPE } from './routes';

/** Login types (spec §3 "Login payload"); `firebase` stays in the contract, no provider is reachable. */
export const LoginType = Type.Union([Type.Literal('username'), Type.Literal('sms'), Type.Literal('firebase')]);
/** @see LoginType */
export type LoginType = Static<typeof LoginType>;

/** Country dialing code, digits only without `+` (e.g. `63`). */
export const DialingCode = Type.String({ pattern: '^\\d{1,4}$' });
/** A mobile number as typed (digits only, 5–15). */
export const MobileNum = Type.String({ pattern: '^\\d{5,15}$' });
/** A 6-digit SMS verification code. */
export const SmsCode = Type.String({ pattern: '^\\d{6}$' });
/** A password as sent (length checked again by the server's rules: 8–64). */
export const Password = Text(128);

/**
 * Login body (spec §3, §7; encrypted). `type: 'username'` needs username and password;
 * `type: 'sms'` needs mobileNum (+ countryDialingCode) and verificationCode. `captcha` is
 * required once the server asked for it (a failed login's `value.captcha`). `agent: true`
 * marks a login from the agent page (refused for non-agents).
 */
export const LoginBody = Type.Object(
  {
    type: LoginType,
    username: Type.Optional(Text(64)),
    password: Type.Optional(Password),
    captcha: Type.Optional(Text(16)),
    mobileNum: Type.Optional(MobileNum),
    countryDialingCode: Type.Optional(DialingCode),
    verificationCode: Type.Optional(SmsCode),
    agent: Type.Optional(Type.Boolean()),
    humanVerification: Type.Optional(Text(2048)),
  },
  { additionalProperties: false },
);
/** @see LoginBody */
export type LoginBody = Static<typeof LoginBody>;

/**
 * Login response value (spec §3): the session token (opaque, ≥128 bits), whether this is the
 * first login, whether the password must be changed (expired or still the default one), and the
 * captcha flag (a failed login carries `{ captcha: true }` as the error's value).
 */
export const LoginValue = Type.Object({
  token: Type.String(),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  captcha: Type.Boolean(),
});
/** @see LoginValue */
export type LoginValue = Static<typeof LoginValue>;

/**
 * A one-time login code as made for a logged-in member (issue 10 §3; the `?token=` of spec §4):
 * the code (256 random bits, base64url, 43 characters; used once) and its lifetime in seconds
 * (60). `https://<player site>/?token=<code>` opens the site logged in as that member.
 */
export const LoginCodeIssued = Type.Object({ code: Type.String(), expiresIn: Type.Integer({ minimum: 1 }) });
/** @see LoginCodeIssued */
export type LoginCodeIssued = Static<typeof LoginCodeIssued>;

/** Exchange body of a one-time login code (the `token` query parameter of a link, spec §4). */
export const LoginCodeBody = Type.Object({ code: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }) }, { additionalProperties: false });
/** @see LoginCodeBody */
export type LoginCodeBody = Static<typeof LoginCodeBody>;

/**
 * What an exchanged login code answers: a login answer (a new session) and the account it logs
 * in, so the site can ask before replacing another user's session (issue 10 §3).
 */
export const LoginCodeValue = Type.Intersect([LoginValue, Type.Object({ account: Type.String() })]);
/** @see LoginCodeValue */
export type LoginCodeValue = Static<typeof LoginCodeValue>;

/** Trial account login body (spec §7: os, platform W, Encryption, gateway version 3). */
export const FreeplayBody = Type.Object(
  {
    os: Type.Optional(Text(40)),
    platform: Type.Optional(Type.Literal('W')),
    Encryption: Type.Optional(Text(16)),
    gatewayVersion: Type.Optional(Type.Literal('3')),
  },
  { additionalProperties: false },
);
/** @see FreeplayBody */
export type FreeplayBody = Static<typeof FreeplayBody>;

/**
 * Member info (spec §3): id, account, nickname, numeric type; plus contact fields we show and
 * `passwordExpired` (the forced password change of spec §4 is still pending for this session).
 */
export const MemberInfo = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  nickname: Type.String(),
  type: Type.Integer({ description: 'agents 1, 2, 41, 42; trial 4; member 0' }),
  mobileNum: Type.Union([Type.String(), Type.Null()]),
  countryDialingCode: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  registeredAt: Type.String({ description: 'ISO 8601' }),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
  passwordExpired: Type.Boolean({
    description:
      'the session must change its password before anything else (default or expired password, spec §4): a restored session re-opens the forced change; other session endpoints answer member.password.change.required',
  }),
});
/** @see MemberInfo */
export type MemberInfo = Static<typeof MemberInfo>;

/**
 * Registration body (spec §3 "Registration user", §7 register and register/mobile; encrypted).
 * Which fields are present and required comes from the register settings (spec §5); the server
 * applies the same rules.
 */
export const RegisterBody = Type.Object(
  {
    username: Type.Optional(Text(64)),
    password: Password,
    confirmPassword: Password,
    payeeName: Type.Optional(Text(64)),
    email: Type.Optional(Text(254)),
    qqNum: Type.Optional(Text(32)),
    mobileNum: Type.Optional(MobileNum),
    recommenderId: Type.Optional(Text(32)),
    captcha: Type.Optional(Text(16)),
    verificationCode: Type.Optional(SmsCode),
    affiliateCode: Type.Optional(Text(32)),
    paymentPassword: Type.Optional(Text(64)),
    line: Type.Optional(Text(64)),
    whatsapp: Type.Optional(Text(64)),
    facebook: Type.Optional(Text(64)),
    wechat: Type.Optional(Text(64)),
    idNumber: Type.Optional(Text(64)),
    referralCode: Type.Optional(Text(32)),
    domain: Type.Optional(Text(253)),
    countryDialingCode: Type.Optional(DialingCode),
    login: Type.Optional(Type.Boolean()),
    firebaseChannel: Type.Optional(Text(32)),
    firebaseIdToken: Type.Optional(Text(4096)),
    registerUrl: Type.Optional(Text(2048)),
    registerMethod: Type.Optional(Type.Literal('WEB')),
    /** Terms and 18+ accepted (spec §5: the box must be ticked). */
    agreed: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
/** @see RegisterBody */
export type RegisterBody = Static<typeof RegisterBody>;

/** Change password body (spec §7 PUT /wps/member/password; encrypted). */
export const ChangePasswordBody = Type.Object(
  { oldPassword: Type.Optional(Password), newPassword: Password, confirmNewPassword: Password },
  { additionalProperties: false },
);
/** @see ChangePasswordBody */
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** Forgot password by email (spec §7; form-encoded): username and email. */
export const ForgotPasswordEmailBody = Type.Object(
  { username: Text(64, 1), email: Text(254, 3) },
  { additionalProperties: false },
);
/** @see ForgotPasswordEmailBody */
export type ForgotPasswordEmailBody = Static<typeof ForgotPasswordEmailBody>;

/** Forgot password by mobile (spec §7 password/verification; encrypted): resets, then logs in. */
export const PasswordVerificationBody = Type.Object(
  { newPassword: Password, confirmNewPassword: Type.Optional(Password), mobileNum: MobileNum, countryDialingCode: Type.Optional(DialingCode), verificationCode: SmsCode },
  { additionalProperties: false },
);
/** @see PasswordVerificationBody */
export type PasswordVerificationBody = Static<typeof PasswordVerificationBody>;

/** SMS code request without a session (spec §7 sms/noLogin: SMS login, forgot password). */
export const SmsNoLoginBody = Type.Object({ mobileNum: MobileNum, countryDialingCode: Type.Optional(DialingCode) }, { additionalProperties: false });
/** @see SmsNoLoginBody */
export type SmsNoLoginBody = Static<typeof SmsNoLoginBody>;

/** SMS code request for registration (spec §7 sms/register: countryDialingCode, mobileNo). */
export const SmsRegisterBody = Type.Object({ mobileNo: MobileNum, countryDialingCode: Type.Optional(DialingCode) }, { additionalProperties: false });
/** @see SmsRegisterBody */
export type SmsRegisterBody = Static<typeof SmsRegisterBody>;

/** SMS code response value (spec §3): how long the code is valid, in minutes. */
export const SmsCodeValue = Type.Object({ expiredMinutes: Type.Integer({ minimum: 1 }) });
/** @see SmsCodeValue */
export type SmsCodeValue = Static<typeof SmsCodeValue>;

/** Affiliate check query (spec §3: code, domain). */
export const AffiliateQuery = Type.Object(
  { code: Type.String({ pattern: '^[A-Za-z0-9]{1,32}$' }), domain: Type.Optional(Text(253)) },
  { additionalProperties: false },
);
/** @see AffiliateQuery */
export type AffiliateQuery = Static<typeof AffiliateQuery>;

/** A valid affiliate code's agent (an invalid code is a failure `affiliate.code.invalid`). */
export const AffiliateValue = Type.Object({ code: Type.String(), agentNickname: Type.String() });
/** @see AffiliateValue */
export type AffiliateValue = Static<typeof AffiliateValue>;

/** Wallet balance (spec §3 "Public state"; §9: shown with 2 decimals). */
export const BalanceValue = Type.Object({
  /** Everything the member holds: the main wallet plus every vendor wallet. */
  balance: Money,
  currency: Type.String(),
  currencySymbol: Type.String(),
  /** The main wallet alone (equal to `balance` on a single-wallet merchant). */
  mainBalance: Type.Optional(Money),
  /** Vendor wallets holding money (transfer-wallet merchants, spec §7 GCS_walletTransfer). */
  vendorWallets: Type.Optional(Type.Array(VendorWallet)),
});
/** @see BalanceValue */
export type BalanceValue = Static<typeof BalanceValue>;

/** Consolidated funds flags (spec §3): which salary and dividend contracts apply (1 = yes). */
export const ConsolidatedFunds = Type.Object({
  dailysalreqtype: Type.Integer(),
  divtypereq: Type.Integer(),
  contracthoursalreq: Type.Integer(),
  realtimesalreqtype: Type.Integer(),
});
/** @see ConsolidatedFunds */
export type ConsolidatedFunds = Static<typeof ConsolidatedFunds>;

/** The platform's RSA public key for encrypted calls (docs/architecture.md "Encrypted calls"). */
export const PublicKeyValue = Type.Object({
  kid: Type.String({ description: 'key id, sent back in the Encryption header' }),
  algorithm: Type.Literal('RSA-OAEP-256'),
  spki: Type.String({ description: 'SubjectPublicKeyInfo, DER, base64' }),
});
/** @see PublicKeyValue */
export type PublicKeyValue = Static<typeof PublicKeyValue>;
