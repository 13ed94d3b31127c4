/**
 * MSW handlers for the account endpoints (spec §7 "Session and member") over a stateful,
 * in-memory set of accounts seeded like the platform server's (`player1` / `Gamehall2026`,
 * agents, a default-password member...). Same envelopes, error codes and rules as the server
 * where it matters to the front end: sealed bodies opened with the mock key, one answer for an
 * unknown user or a wrong password, the captcha required after a failed login, SMS code
 * `123456`, affiliate codes, sessions by `Authorization` token (401 `login.not.session`).
 * Stories force failures or pending calls per endpoint with {@link AccountMockOptions}.
 */
import Big from 'big.js';
import { delay, http, type HttpHandler, type JsonBodyType } from 'msw';
import type { BalanceValue, LoginValue, MemberInfo } from '../contract/accounts';
import { AGENT_TYPES, TRIAL_TYPE } from '../contract/routes';
import { ERROR_CODES } from '../contract/errorCodes';
import { routes } from '../contract/featureRoutes';
import type { LoginChallenge, LoginVerifyMethod } from '../contract/security';
import { SECURITY_ERROR_CODES, securityRoutes } from '../contract/securityRoutes';
import type { RegisterFieldRule } from '../contract/entities';
import type { MockCatalogue } from './catalogue';
import type { MockHandlerOptions } from './handlers';
import { toBase64 } from '../crypto/format';
import { MOCK_PUBLIC_KEY, SealedBodyError, readRequestBody } from './requestBody';

/** The account endpoints (answered by this module, not by the catalogue resolvers). */
export const ACCOUNT_ENDPOINTS = [
  'publicKey',
  'login',
  'loginCode',
  'loginCodeExchange',
  'loginFreeplay',
  'logout',
  'memberInfo',
  'memberIcon',
  'register',
  'registerMobile',
  'changePassword',
  'forgotPasswordEmail',
  'passwordVerification',
  'smsNoLogin',
  'smsRegister',
  'captcha',
  'affiliate',
  'fundsConsolidated',
  'balance',
  'loginVerifyCode',
  'loginVerify',
] as const;
/** @see ACCOUNT_ENDPOINTS */
export type AccountEndpointName = (typeof ACCOUNT_ENDPOINTS)[number];

/** The SMS code every mock SMS carries. */
export const MOCK_SMS_CODE = '123456';
/** The answer of the mock captcha image (it reads "GH26"; case-insensitive). */
export const MOCK_CAPTCHA_ANSWER = 'GH26';
/** The seeded password (as on the platform server). */
export const MOCK_PASSWORD = 'Gamehall2026';
/** The documented default password: an account still using it must change it (spec §4). */
export const MOCK_DEFAULT_PASSWORD = 'Welcome123';
/** A 120×40 PNG captcha reading "GH26" (base64, as `/wps/captcha` answers). */
export const MOCK_CAPTCHA_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAIAAAC6iKlyAAACW0lEQVR42u1bQW4EIQzLL3roH/ZpfVef0I/tua000hyYAZzEDnRViStDYhJjQsbe3h+B8fH5HZtYNnaz0F7bvb8E9GtjV+ad4QY9vx7ToTY9+fHM9IHLyHKGGwQCvUkqEFc/PpV02fJbimxvJeiitQIRvQDoSoB2APrXhmYY/nWvNWXBeyJLDwWci5vhjmg60FIOoZPb7UQE1hugr9OacSwDfnHqkjRFEGkUBtoFayqip1vS+EkHeuDkWBic070MQGRCFOirk9O9ne4Ekn3qnbuSgOiYMTxG6DQ63ZXexniBluYcnzqkQLtSCkmRa7qAoSMEuvFhT6ARXG5ZaJAlpdQxFiuDXItpKW+VYBqw3J2+ZglLm9v0ECMC3fvaLV7j1cMyCwHICzSixyx2TNMjuheqS7grGdGRm+HVsvPWmweaIu82BDqiOnDRDsqAVcUTV9FcYaRJL8HIme71OcbOLi/2ArqnAcbkFTjT80HtzaQzRPhAgyxJvzRvC3RRREtZtQzos5DkfcxUAT2+BXiV7LRUlgHadUlR1/tdJ6317qw4cKJ620BKT2+za4G+NSZ4GDaVmjzQSSnNrVqUcrTuiTajFzPlZvUL2XgJE61KrHGzBEO4IEU5pc37aC+K6IHnOmUGQq8FOtkYpmbAzK705iJXMBXQiu6AJEe72tUy7+IuhVPdtousreBoXIbnb5vBvo4lHYgshefqUVK0sdE6lURMQld4a4Em9N6JKMXbORbDpbJTe7rWgohuylXSqgVocEFXsVEW3vP3i02sOsywfQx97Z9l7P+HqprxA8ryMSltyReHAAAAAElFTkSuQmCC';

/** Lifetime of a mock login code in seconds (as on the platform server: 60). */
export const MOCK_LOGIN_CODE_TTL_S = 60;

/** Bytes as base64url without padding (login codes). */
const base64url = (bytes: Uint8Array): string => toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** One mock account. */
export interface MockAccount {
  account: string;
  password: string;
  nickname: string;
  /** Member type (spec §9): 0 member, 4 trial, agents 1, 2, 41, 42. */
  type: number;
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
  /** Agent invitation code. */
  affiliateCode?: string;
  /** Main wallet balance, decimal string with 2 decimals. */
  balance: string;
  /**
   * Vendor wallets (transfer-wallet merchants, spec §7 GCS_walletTransfer): vendor code →
   * balance with 2 decimals. The balance endpoint answers main + these; the play mocks' wallet
   * transfers move money between them and `balance`.
   */
  vendorWallets?: Record<string, string>;
  /** The upline agent's account name (spec §6 team tree; transferUpline sends to it). */
  parent?: string;
  /** The password is the default one or expired: the login answers `passwordExpired`. */
  passwordExpired?: boolean;
  /** Never logged in: the login answers `firstTimeLogin`. */
  neverLoggedIn?: boolean;
  /** An authenticator app is on (securityCenter; it answers a login challenge with {@link MOCK_TOTP_CODE}). */
  authenticator?: boolean;
  /** The holder name of a bound payout account (answers a login challenge, spec §4). */
  bankAccountName?: string;
  /**
   * The next password logins come from an address the account has not used (spec §4): they
   * answer `login.verification.required` until a challenge is answered.
   */
  newAddress?: boolean;
}

/** The authenticator code the mocks accept (a real app's code changes every 30 s). */
export const MOCK_TOTP_CODE = '246810';

/**
 * An account whose next login comes from a new address (spec §4 login-IP verification): it has
 * a mobile, an e-mail, an authenticator and a payout account, so every method is offered.
 * Not in {@link MOCK_ACCOUNTS}: give `accounts: [...MOCK_ACCOUNTS, MOCK_TRAVELLER]`.
 */
export const MOCK_TRAVELLER: MockAccount = {
  account: 'traveller',
  password: 'Gamehall2026',
  nickname: 'Traveller',
  type: 0,
  countryDialingCode: '63',
  mobileNum: '9178881234',
  email: 'traveller@gamehall.example',
  balance: '500.00',
  authenticator: true,
  bankAccountName: 'Tessa Traveller',
  newAddress: true,
};

/** The seeded mock accounts (the platform server seeds the same names and passwords). */
export const MOCK_ACCOUNTS: readonly MockAccount[] = [
  { account: 'agent1', password: MOCK_PASSWORD, nickname: 'Agent One', type: 1, affiliateCode: 'AG1001', email: 'agent1@gamehall.example', balance: '50000.00' },
  { account: 'agent2', password: MOCK_PASSWORD, nickname: 'Agent Two', type: 2, parent: 'agent1', affiliateCode: 'AG2001', balance: '12000.00' },
  { account: 'player1', password: MOCK_PASSWORD, nickname: 'Player One', type: 0, parent: 'agent2', countryDialingCode: '63', mobileNum: '9171234567', email: 'player1@gamehall.example', balance: '1000.00' },
  { account: 'defaultpw', password: MOCK_DEFAULT_PASSWORD, nickname: 'Default Password', type: 0, balance: '100.00', passwordExpired: true },
  { account: 'newbie', password: MOCK_PASSWORD, nickname: 'Newbie', type: 0, balance: '0.00', neverLoggedIn: true },
];

/** `+63 •••• 4567` (as the platform server masks). */
export const mockMaskMobile = (a: Pick<MockAccount, 'mobileNum' | 'countryDialingCode'>): string | null =>
  a.mobileNum ? `+${a.countryDialingCode ?? '63'} •••• ${a.mobileNum.slice(-4)}` : null;
/** `p•••@example.com` (as the platform server masks). */
export const mockMaskEmail = (email: string | undefined): string | null => (email ? `${email.slice(0, 1)}•••${email.slice(email.lastIndexOf('@'))}` : null);

/**
 * The methods a mock account's login from a new address offers (the server's order).
 * @param a - the account
 */
export function mockLoginVerifyMethods(a: MockAccount): LoginVerifyMethod[] {
  const methods: LoginVerifyMethod[] = [];
  if (a.authenticator) methods.push('authenticator');
  if (a.mobileNum) methods.push('sms');
  if (a.email) methods.push('email');
  if (a.bankAccountName) methods.push('bankAccountName');
  return methods;
}

/** A failure to force on an endpoint. */
export interface MockFailure {
  errorCode: string;
  message: string;
  /** HTTP status (default 200, a business failure). */
  status?: number;
  /** The envelope's value (e.g. `{ captcha: true }`). */
  value?: JsonBodyType;
}

/** Options of the account mocks (stories force states with them). */
export interface AccountMockOptions {
  /** Answer these endpoints with this failure. */
  failures?: Partial<Record<AccountEndpointName, MockFailure>>;
  /** Wait this many ms before answering, or never answer (`'infinite'`: a pending state). */
  delays?: Partial<Record<AccountEndpointName, number | 'infinite'>>;
  /** Start with the captcha required (as after a failed login). */
  captchaRequired?: boolean;
  /** SMS code validity in minutes (default 5). */
  smsExpiredMinutes?: number;
  /** Accounts to start with (default {@link MOCK_ACCOUNTS}). */
  accounts?: readonly MockAccount[];
  /** Sessions to start with: token → account name (a story that starts logged in). */
  sessions?: Readonly<Record<string, string>>;
  /**
   * One-time login codes to start with: code (43 base64url characters) → account name, valid
   * for {@link MOCK_LOGIN_CODE_TTL_S} from when the handlers are made (a `?token=` link test).
   */
  loginCodes?: Readonly<Record<string, string>>;
}

/**
 * The state the account mocks keep and the play mocks share: accounts by lower-case name and
 * sessions (token → lower-case account name). One store per mock platform: `createHandlers`
 * makes one and gives it to both.
 */
export interface MockAccountStore {
  /** Accounts by lower-case account name (copies: changing them changes only this store). */
  readonly accounts: Map<string, MockAccount>;
  /** Sessions: `Authorization` token → lower-case account name. */
  readonly sessions: Map<string, string>;
  /**
   * The account of a request's session (its `Authorization` header), or `null` without a live session.
   * @param request - the request an MSW resolver received
   */
  memberOf(request: Request): MockAccount | null;
  /**
   * Cool-offs and self-exclusions by lower-case account name (responsible gaming mocks): login
   * answers `member.excluded` with `{ kind, until }` while `until` is in the future.
   */
  readonly exclusions: Map<string, { kind: 'COOL_OFF' | 'SELF_EXCLUSION'; until: string }>;
}

/**
 * A fresh account store: copies of `options.accounts` (default {@link MOCK_ACCOUNTS}) and the
 * preset `options.sessions`.
 *
 * @param options - the accounts and sessions to start with
 * @returns the store, for {@link createAccountHandlers} and `createPlayHandlers`
 */
export function createAccountStore(options: Pick<AccountMockOptions, 'accounts' | 'sessions'> = {}): MockAccountStore {
  const accounts = new Map((options.accounts ?? MOCK_ACCOUNTS).map((a) => [a.account.toLowerCase(), { ...a, ...(a.vendorWallets ? { vendorWallets: { ...a.vendorWallets } } : {}) }]));
  const sessions = new Map<string, string>(Object.entries(options.sessions ?? {}).map(([token, account]) => [token, account.toLowerCase()]));
  return {
    accounts,
    sessions,
    exclusions: new Map(),
    memberOf: (request) => {
      const account = sessions.get(request.headers.get('Authorization') ?? '');
      return account ? accounts.get(account) ?? null : null;
    },
  };
}

/**
 * What the balance endpoint answers for an account (spec §3 balance; the platform server's
 * shape): `balance` = main wallet + every vendor wallet (exact decimals), `mainBalance`, and the
 * vendor wallets holding money, by vendor code.
 *
 * @param account - the account
 * @returns the balance value (currency PHP, ₱)
 */
export function mockBalanceOf(account: MockAccount): BalanceValue {
  const vendorWallets = Object.entries(account.vendorWallets ?? {})
    .filter(([, balance]) => !new Big(balance).eq(0))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([vassalage, balance]) => ({ vassalage, balance: new Big(balance).toFixed(2) }));
  const total = vendorWallets.reduce((sum, w) => sum.plus(w.balance), new Big(account.balance));
  return { balance: total.toFixed(2), currency: 'PHP', currencySymbol: '₱', mainBalance: new Big(account.balance).toFixed(2), vendorWallets };
}

interface Context {
  request: Request;
  body: Record<string, unknown>;
  query: Record<string, string>;
  member: MockAccount | null;
}

type Resolve = (ctx: Context) => Response | Promise<Response>;

/** The session's member (endpoints with auth `required` are answered only with one). */
function me(ctx: Context): MockAccount {
  if (!ctx.member) throw new Error('account mocks: a session endpoint was answered without a session');
  return ctx.member;
}

const json = (body: JsonBodyType, status: number): Response => Response.json(body, { status });
const ok = (value: JsonBodyType): Response => json({ success: true, value, message: '' }, 200);
const fail = (message: string, errorCode: string, status = 200, value: JsonBodyType = null): Response => json({ success: false, value, message, errorCode }, status);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const lower = (value: string): string => value.toLowerCase();

/**
 * Whether a value satisfies a registration rule (length, then pattern), as the mock registration checks it.
 *
 * @param rule - the rule
 * @param value - the value
 * @returns true when accepted
 */
export function matchesRule(rule: RegisterFieldRule, value: string): boolean {
  if (value.length < rule.minLength || (rule.maxLength > 0 && value.length > rule.maxLength)) return false;
  if (rule.acceptedPattern === '*') return true;
  try {
    return new RegExp(rule.acceptedPattern).test(value);
  } catch {
    return true;
  }
}

/**
 * Handlers of the account endpoints, each set with its own state (accounts, sessions, captcha).
 *
 * @param db - the catalogue (its permission info holds the registration rules)
 * @param _options - the catalogue handlers' options (unused here)
 * @param accountOptions - forced failures, delays, captcha state, accounts
 * @param store - the accounts and sessions (default: a fresh store from `accountOptions`);
 *   pass the play mocks' store so both see the same sessions and wallets
 * @returns the handlers (paths match on any origin)
 */
export function createAccountHandlers(
  db: MockCatalogue,
  _options: MockHandlerOptions = {},
  accountOptions: AccountMockOptions = {},
  store: MockAccountStore = createAccountStore(accountOptions),
): HttpHandler[] {
  const { accounts, sessions } = store;
  let captchaRequired = accountOptions.captchaRequired ?? false;
  let captchaAnswer: string | null = null;
  let nextId = 100;
  const expiredMinutes = accountOptions.smsExpiredMinutes ?? 5;
  const rules = db.permissionInfo.registerValidation;

  const memberInfo = (a: MockAccount): MemberInfo => ({
    id: [...accounts.keys()].indexOf(lower(a.account)) + 1,
    account: a.account,
    nickname: a.nickname,
    type: a.type,
    mobileNum: a.mobileNum ?? null,
    countryDialingCode: a.countryDialingCode ?? null,
    email: a.email ?? null,
    registeredAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: a.neverLoggedIn ? null : '2026-11-01T00:00:00.000Z',
    passwordExpired: a.passwordExpired === true,
  });
  const startSession = (a: MockAccount): LoginValue => {
    const token = `mock-${lower(a.account)}-${(nextId += 1)}`;
    sessions.set(token, lower(a.account));
    const value = { token, firstTimeLogin: a.neverLoggedIn === true, passwordExpired: a.passwordExpired === true, captcha: false };
    a.neverLoggedIn = false;
    return value;
  };
  /** One-time login codes (issue 10 §3): code → account and expiry (ms since epoch); deleted when used. */
  const loginCodes = new Map<string, { account: string; expiresAt: number }>(
    Object.entries(accountOptions.loginCodes ?? {}).map(([code, account]) => [code, { account: lower(account), expiresAt: Date.now() + MOCK_LOGIN_CODE_TTL_S * 1000 }]),
  );
  /** Login challenges (spec §4): id → account, tries, methods. */
  const challenges = new Map<string, { account: string; attempts: number; methods: LoginVerifyMethod[] }>();
  const byMobile = (mobile: string) => [...accounts.values()].find((a) => a.mobileNum === mobile);
  const needsCaptchaFailure = (message: string, errorCode: string) => {
    captchaRequired = true;
    return fail(message, errorCode, 200, { captcha: true });
  };
  const badPassword = (password: string): string | null => (password.length < 8 || password.length > 64 ? 'password: 8–64 characters' : null);

  const resolvers: Record<AccountEndpointName, Resolve> = {
    publicKey: () => ok(MOCK_PUBLIC_KEY),
    login: ({ body }) => {
      if (captchaRequired) {
        const given = text(body.captcha).toUpperCase();
        const expected = captchaAnswer;
        captchaAnswer = null; // single use
        if (!expected || given !== expected) return needsCaptchaFailure('Captcha check failed', ERROR_CODES.captchaInvalid);
      }
      let member: MockAccount | undefined;
      if (body.type === 'sms') {
        member = byMobile(text(body.mobileNum));
        if (!member || text(body.verificationCode) !== MOCK_SMS_CODE) return fail('Invalid or missing verification code', ERROR_CODES.smsCodeInvalid);
      } else {
        member = accounts.get(lower(text(body.username)));
        if (!member || member.password !== body.password) return needsCaptchaFailure('Incorrect account or password', ERROR_CODES.loginFailed);
      }
      if (member.type === TRIAL_TYPE) return fail('Non-member account unable to login', ERROR_CODES.loginFailed);
      if (body.agent === true && !AGENT_TYPES.includes(member.type)) return fail('Non-agents cannot log in', ERROR_CODES.notAgent);
      const exclusion = store.exclusions.get(lower(member.account));
      if (exclusion && Date.parse(exclusion.until) > Date.now()) {
        const words = exclusion.kind === 'COOL_OFF' ? 'cool-off' : 'self-exclusion';
        return fail(`Your account is in ${words} until ${exclusion.until.slice(0, 16).replace('T', ' ')} UTC`, ERROR_CODES.excluded, 200, { ...exclusion });
      }
      captchaRequired = false;
      if (body.type !== 'sms' && member.newAddress) {
        const methods = mockLoginVerifyMethods(member);
        if (methods.length > 0) {
          const challengeId = base64url(crypto.getRandomValues(new Uint8Array(24)));
          challenges.set(challengeId, { account: lower(member.account), attempts: 0, methods });
          const value: LoginChallenge = { challengeId, methods, mobile: methods.includes('sms') ? mockMaskMobile(member) : null, email: methods.includes('email') ? mockMaskEmail(member.email) : null, expiresIn: 300 };
          return fail('This is a login from a new address: please verify it is you', SECURITY_ERROR_CODES.verificationRequired, 200, value);
        }
      }
      return ok(startSession(member));
    },
    loginVerifyCode: ({ body }) => {
      const challenge = challenges.get(text(body.challengeId));
      if (!challenge || !challenge.methods.includes(body.method as LoginVerifyMethod)) return fail('This verification has expired, please log in again', SECURITY_ERROR_CODES.challengeInvalid);
      return ok({ expiredMinutes });
    },
    loginVerify: ({ body }) => {
      const id = text(body.challengeId);
      const challenge = challenges.get(id);
      const member = challenge ? accounts.get(challenge.account) : undefined;
      const method = body.method as LoginVerifyMethod;
      if (!challenge || !member || challenge.attempts >= 5 || !challenge.methods.includes(method)) return fail('This verification has expired, please log in again', SECURITY_ERROR_CODES.challengeInvalid);
      challenge.attempts += 1;
      const answer = text(body.answer);
      const right =
        method === 'bankAccountName'
          ? lower(answer).replace(/\s+/g, ' ') === lower(member.bankAccountName ?? '').replace(/\s+/g, ' ')
          : method === 'authenticator'
            ? answer === MOCK_TOTP_CODE
            : answer === MOCK_SMS_CODE;
      if (!right) return fail('The verification answer is incorrect', SECURITY_ERROR_CODES.verificationFailed, 200, { attemptsLeft: 5 - challenge.attempts });
      challenges.delete(id);
      member.newAddress = false;
      return ok(startSession(member));
    },
    loginCode: (ctx) => {
      const a = me(ctx);
      if (a.type === TRIAL_TYPE) return fail('Please register a real account to use this function', ERROR_CODES.trialAccount);
      const code = base64url(crypto.getRandomValues(new Uint8Array(32)));
      loginCodes.set(code, { account: lower(a.account), expiresAt: Date.now() + MOCK_LOGIN_CODE_TTL_S * 1000 });
      return ok({ code, expiresIn: MOCK_LOGIN_CODE_TTL_S });
    },
    loginCodeExchange: ({ body }) => {
      const code = text(body.code);
      if (!/^[A-Za-z0-9_-]{43}$/.test(code)) return fail('body field "code" is not valid', ERROR_CODES.badRequest, 400);
      const issued = loginCodes.get(code);
      loginCodes.delete(code);
      const member = issued && issued.expiresAt > Date.now() ? accounts.get(issued.account) : undefined;
      if (!member) return fail('This login link has expired or was already used', ERROR_CODES.loginCodeInvalid);
      return ok({ ...startSession(member), account: member.account });
    },
    loginFreeplay: () => {
      const trial: MockAccount = { account: `trial_${(nextId += 1)}`, password: '', nickname: 'Trial', type: TRIAL_TYPE, balance: '2000.00' };
      accounts.set(lower(trial.account), trial);
      return ok(startSession(trial));
    },
    logout: ({ request }) => {
      sessions.delete(request.headers.get('Authorization') ?? '');
      return ok(null);
    },
    memberInfo: (ctx) => ok(memberInfo(me(ctx))),
    memberIcon: () => ok({ iconUrl: '/art/avatar.svg' }),
    register: ({ body }) => register(body, 'username'),
    registerMobile: ({ body }) => register(body, 'mobile'),
    changePassword: (ctx) => {
      const { body } = ctx;
      const a = me(ctx);
      if (a.type === TRIAL_TYPE) return fail('Please use a real account for this action', ERROR_CODES.trialAccount);
      if (!a.passwordExpired && body.oldPassword !== a.password) return fail('oldPassword: incorrect', ERROR_CODES.oldPasswordWrong);
      const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
      const problem = badPassword(newPassword);
      if (problem) return fail(problem, ERROR_CODES.fieldInvalid);
      if (newPassword !== body.confirmNewPassword) return fail('confirmNewPassword: does not match', ERROR_CODES.fieldInvalid);
      if (newPassword === MOCK_DEFAULT_PASSWORD) return fail('newPassword: too common, please choose another one', ERROR_CODES.passwordWeak);
      a.password = newPassword;
      a.passwordExpired = false;
      return ok(null);
    },
    forgotPasswordEmail: ({ body }) => (text(body.username) && text(body.email) ? ok(null) : fail('body fields "username" and "email" are required', ERROR_CODES.badRequest, 400)),
    passwordVerification: ({ body }) => {
      const a = byMobile(text(body.mobileNum));
      if (!a || text(body.verificationCode) !== MOCK_SMS_CODE) return fail('Invalid or missing verification code', ERROR_CODES.smsCodeInvalid);
      const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
      const problem = badPassword(newPassword);
      if (problem) return fail(problem, ERROR_CODES.fieldInvalid);
      a.password = newPassword;
      a.passwordExpired = false;
      return ok(startSession(a));
    },
    smsNoLogin: ({ body }) => (/^\d{5,15}$/.test(text(body.mobileNum)) ? ok({ expiredMinutes }) : fail('Invalid phone number format', ERROR_CODES.badRequest, 400)),
    smsRegister: ({ body }) => {
      const mobile = text(body.mobileNo);
      if (!/^\d{5,15}$/.test(mobile)) return fail('Invalid phone number format', ERROR_CODES.badRequest, 400);
      if (byMobile(mobile)) return fail('mobileNum: already registered', ERROR_CODES.mobileExists);
      return ok({ expiredMinutes });
    },
    captcha: () => {
      captchaAnswer = MOCK_CAPTCHA_ANSWER;
      return ok(MOCK_CAPTCHA_PNG);
    },
    affiliate: ({ query }) => {
      const agent = [...accounts.values()].find((a) => a.affiliateCode && lower(a.affiliateCode) === lower(query.code ?? ''));
      return agent ? ok({ code: agent.affiliateCode ?? '', agentNickname: agent.nickname }) : fail('Invalid invitation code', ERROR_CODES.affiliateInvalid);
    },
    fundsConsolidated: (ctx) =>
      me(ctx).type === TRIAL_TYPE
        ? fail('Please use a real account for this action', ERROR_CODES.trialAccount)
        : ok(AGENT_TYPES.includes(me(ctx).type) ? { dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 1, realtimesalreqtype: 1 } : { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 }),
    balance: (ctx) => ok(mockBalanceOf(me(ctx))),
  };

  function register(body: Record<string, unknown>, mode: 'username' | 'mobile'): Response {
    if (body.agreed !== true) return fail('agreed: the terms must be accepted', ERROR_CODES.fieldInvalid);
    const password = typeof body.password === 'string' ? body.password : '';
    const problem = badPassword(password);
    if (problem) return fail(problem, ERROR_CODES.fieldInvalid);
    if (password !== body.confirmPassword) return fail('confirmPassword: does not match', ERROR_CODES.fieldInvalid);
    for (const rule of rules) {
      if (!rule.enabled || rule.field === 'password' || (mode === 'mobile' && rule.field === 'username')) continue;
      const value = text(body[rule.field]);
      const required = rule.required || (rule.field === 'mobileNum' && mode === 'mobile');
      if (value === '' && required) return fail(`${rule.field}: required`, ERROR_CODES.fieldInvalid);
      if (value !== '' && !matchesRule(rule, value)) return fail(`${rule.field}: does not match the rule`, ERROR_CODES.fieldInvalid);
    }
    const mobile = text(body.mobileNum);
    if (mode === 'mobile' && text(body.verificationCode) !== MOCK_SMS_CODE) return fail('Invalid or missing verification code', ERROR_CODES.smsCodeInvalid);
    const account = mode === 'mobile' && !text(body.username) ? `m${mobile}` : text(body.username);
    if (accounts.has(lower(account))) return fail('username: already registered, please choose another one', ERROR_CODES.accountExists);
    if (mobile && byMobile(mobile)) return fail('mobileNum: already registered', ERROR_CODES.mobileExists);
    const code = text(body.affiliateCode);
    if (code && ![...accounts.values()].some((a) => a.affiliateCode && lower(a.affiliateCode) === lower(code))) return fail('Invalid invitation code', ERROR_CODES.affiliateInvalid);
    const created: MockAccount = {
      account,
      password,
      nickname: account,
      type: 0,
      balance: '0.00',
      neverLoggedIn: true,
      ...(mobile ? { mobileNum: mobile, countryDialingCode: text(body.countryDialingCode) || '63' } : {}),
      ...(text(body.email) ? { email: text(body.email) } : {}),
    };
    accounts.set(lower(account), created);
    return body.login === true ? ok(startSession(created)) : ok(null);
  }

  return ACCOUNT_ENDPOINTS.map((name) => {
    const route = { ...routes, ...securityRoutes }[name];
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    return http[method](`*${route.path}`, async ({ request }): Promise<Response> => {
      const wait = accountOptions.delays?.[name];
      if (wait !== undefined) await delay(wait);
      const forced = accountOptions.failures?.[name];
      if (forced) return fail(forced.message, forced.errorCode, forced.status ?? 200, forced.value ?? null);
      let member: MockAccount | null = null;
      if (route.auth === 'required') {
        member = store.memberOf(request);
        if (!member) return fail('You are not logged in, please login', ERROR_CODES.notSession, 401);
      }
      let body: unknown;
      try {
        body = route.method === 'GET' ? undefined : await readRequestBody(request, 'encoding' in route ? route.encoding : 'json');
      } catch (error) {
        if (error instanceof SealedBodyError) return fail('Request could not be verified', error.errorCode, error.status);
        return fail('Request body is not valid', ERROR_CODES.badRequest, 400);
      }
      const query = Object.fromEntries(new URL(request.url).searchParams.entries());
      return resolvers[name]({ request, body: (body ?? {}) as Record<string, unknown>, query, member });
    });
  });
}
