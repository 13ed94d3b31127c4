/**
 * The platform's error codes, apart from `routes.ts` so the player site's first page load carries
 * only the transport's own ({@link TRANSPORT_ERROR_CODES}).
 */
import { TRANSPORT_ERROR_CODES } from './transportErrorCodes';

/** Error codes the platform answers with (docs/architecture.md "HTTP status"). */
export const ERROR_CODES = {
  ...TRANSPORT_ERROR_CODES,
  maintenance: 'system.maintenance',
  regionRestricted: 'system.region.restricted',
  /** Login refused: unknown user or wrong password (one answer for both, docs/architecture.md). */
  loginFailed: 'login.failed',
  /** A one-time login code (`?token=`) unknown, used or expired (issue 10 §3). */
  loginCodeInvalid: 'login.code.invalid',
  /** A non-agent logged in on the agent page (spec §6 "Non-agents cannot log in"). */
  notAgent: 'login.not.agent',
  /** A non-agent (or trial) caller of an agent-centre endpoint: team reports, downlines, registerCenter, contract offers (issue 13; spec §6). */
  agentOnly: 'agent.only',
  /** A disabled or trial account logged in by password (spec §6 "Non-member account unable to login"). */
  notMember: 'login.not.member',
  /** Captcha missing or wrong (spec §8 "captcha check failed"). */
  captchaInvalid: 'captcha.invalid',
  /** SMS code wrong or missing (spec §8 "invalid or missing verification code"). */
  smsCodeInvalid: 'sms.code.invalid',
  /** SMS code expired (spec §8 "verification code expired (send again)"). */
  smsCodeExpired: 'sms.code.expired',
  /** Invalid affiliate or invitation code (spec §8 invitation_code_error). */
  affiliateInvalid: 'affiliate.code.invalid',
  /** User name already registered. */
  accountExists: 'member.account.exists',
  /** Mobile number already registered. */
  mobileExists: 'member.mobile.exists',
  /** A registration or password field breaks the server's rules (message names the field). */
  fieldInvalid: 'member.field.invalid',
  /** Password too common or too weak. */
  passwordWeak: 'member.password.weak',
  /** Old password wrong on change. */
  oldPasswordWrong: 'member.password.old.wrong',
  /**
   * The session came from a login that answered `passwordExpired: true` and the password has not
   * been changed yet (spec §4 forced change): every session endpoint except changePassword,
   * logout and memberInfo answers this business failure (HTTP 200, `success: false`).
   */
  passwordChangeRequired: 'member.password.change.required',
  /** Trial account tried a real-account action (spec §6 in_need_true_account). */
  trialAccount: 'member.trial',
  /** The function is switched off by the whitelabel (spec §8 "function not enabled"). */
  disabled: 'function.disabled',
  /** Encrypted body older than 5 minutes or from the future. */
  encryptionStale: 'encryption.stale',
  /** Encrypted body's nonce already seen. */
  encryptionReplayed: 'encryption.replayed',
  /** No such game (or its vendor/category do not match): HTTP 404. */
  gameNotFound: 'game.not.found',
  /** Free play asked for a game that does not support it (supportPlay is not 0). */
  freePlayUnsupported: 'game.freeplay.unsupported',
  /** A launch token unknown, used or expired (the demo game page answers it). */
  launchTokenInvalid: 'game.launch.token.invalid',
  /** The wallet cannot cover a bet or a transfer: nothing was moved. */
  insufficientFunds: 'wallet.insufficient.funds',
  /** A transfer on a single-wallet merchant, or to a vendor with no wallet. */
  transferNotAllowed: 'wallet.transfer.not.allowed',
  /** An idempotency key (transferId, bet key) reused with different fields. */
  idempotencyConflict: 'request.idempotency.conflict',
  /**
   * The member is in a cool-off or self-exclusion (issue 12 responsible gaming): login, game
   * launch and deposits are refused; the value is `{ kind, until }` (ISO instant) and the message
   * says until when.
   */
  excluded: 'member.excluded',
} as const;
