/**
 * The account flows of spec §4–§6 behind the "Session and member" endpoints (spec §7): login by
 * user name or SMS code, trial login, registration, password change and reset, SMS codes,
 * affiliate check, member info, funds flags and unread count (the balance is src/play/wallets.ts). Rate limits are reserved
 * (counted atomically, then allowed within the limit) before any password hashing or code
 * comparison, so parallel requests cannot overrun them; every write of one request is one
 * transaction, so a failure leaves nothing half-written.
 */
import { randomBytes } from 'node:crypto';
import {
  AGENT_TYPES,
  ERROR_CODES,
  MEMBER_TYPES,
  TRIAL_TYPE,
  type ChangePasswordBody,
  type ConsolidatedFunds,
  type ForgotPasswordEmailBody,
  type LoginBody,
  type LoginCodeValue,
  type LoginValue,
  type LoginVerifyBody,
  type LoginVerifyCodeBody,
  type LoginCodeIssued,
  type MemberInfo,
  type PasswordVerificationBody,
  type RegisterBody,
  AGENT_REGISTER_ERROR_CODES,
  AGENT_REGISTER_MESSAGES,
  type AgentRegisterBody,
  type AgentRegisterInfo,
  type AgentRegisterValue,
} from '@gamehall/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type ContentRepository } from '../content.ts';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { BusinessError, RequestError } from '../http/envelope.ts';
import { type PasswordHasher } from '../security/passwords.ts';
import { ACCOUNT_DEFAULTS } from '../config.ts';
import { LIMITS, TooManyRequestsError, limitSubject, type RateLimiter } from '../security/rateLimiter.ts';
import { WALLET_CURRENCY } from '../seed/accounts.ts';
import { type CaptchaService } from './captcha.ts';
import { type LoginVerification, recordLoginAddress } from './loginVerification.ts';
import { type Outbox } from './outbox.ts';
import { checkNewPassword, checkRegistrationFields, checkRule, fieldError, flagEnabled } from './rules.ts';
import { type MemberRow, type Session, type SessionStore } from './sessions.ts';
import { smsRecipient, type SmsService } from './sms.ts';

/** Message of a failed password login, the same for an unknown user and a wrong password. */
export const LOGIN_FAILED_MESSAGE = 'Incorrect account or password';
/** Spec §6. */
export const NOT_AGENT_MESSAGE = 'Non-agents cannot log in';
/** Spec §6. */
export const NOT_MEMBER_MESSAGE = 'Non-member account unable to login';
/** Spec §8 "captcha check failed". */
export const CAPTCHA_FAILED_MESSAGE = 'Captcha check failed';
/** Spec §8 "function not enabled (contact customer service)". */
export const DISABLED_MESSAGE = 'Function not enabled, please contact customer service';
/** Spec §6 in_need_true_account. */
export const TRIAL_MESSAGE = 'Please register a real account to use this function';
/** Spec §8 invitation_code_error. */
export const AFFILIATE_INVALID_MESSAGE = 'Invalid invitation code';
/** A login code unknown, used or expired (issue 10 §3). */
export const LOGIN_CODE_INVALID_MESSAGE = 'This login link has expired or was already used';
/** Play money of a new trial account (spec §6, docs/architecture.md "Free trial vs trial account"). */
export const TRIAL_BALANCE = '2000.00';

const DAY_MS = 86_400_000;

/** The request facts a flow needs. */
export interface ClientFacts {
  /** Client IP. */
  ip: string;
  /** The client's cookie id (captcha binding), created by the route when missing. */
  clientId: string;
}

/** Settings of the account flows (from the server config). */
export interface AccountSettings {
  /** Password age in days that counts as expired (with PASSEXPIRY3 on). */
  passwordMaxAgeDays: number;
  /**
   * Failed logins per rate-limit window across every account and address after which every
   * login needs the captcha (`LOGIN_GLOBAL_FAILURE_BUDGET`; issue 10 §3, credential stuffing).
   * Absent = {@link ACCOUNT_DEFAULTS}.
   */
  loginGlobalFailureBudget?: number;
}

/** The rate-limit key counting failed logins of the whole site (credential stuffing). */
export const GLOBAL_LOGIN_FAILURES_KEY = 'login-fail:global';

/** Dependencies of {@link AccountService}. */
export interface AccountDeps {
  db: AppDb;
  now: () => number;
  content: ContentRepository;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  sessions: SessionStore;
  captcha: CaptchaService;
  sms: SmsService;
  outbox: Outbox;
  settings: AccountSettings;
  /**
   * Responsible gaming's exclusions (issue 12): a member in cool-off or self-exclusion gets no
   * session (`member.excluded`, value `{ kind, until }`); absent = not checked.
   */
  exclusions?: { assertNotExcluded(db: AppDb, memberId: number): Promise<void> };
  /** The login-IP verification (spec §4); absent = no challenges (addresses are still recorded). */
  loginVerification?: LoginVerification;
}

const trimmed = (value: string | undefined): string => (value ?? '').trim();
const required = (value: string | undefined, field: string): string => {
  const text = trimmed(value);
  if (text === '') throw new RequestError(`body field "${field}" is required`);
  return text;
};
const isUniqueViolation = (error: unknown): error is { constraint?: string } =>
  typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505');
const uniqueConstraint = (error: unknown): string =>
  String((error as { constraint?: string }).constraint ?? (error as { cause?: { constraint?: string } }).cause?.constraint ?? '');

/**
 * The member type an agent's `AGENT` downline registration creates (ours; spec §6 lists the agent
 * types): a type 1 agent creates type 2 agents, a type 41 agent type 42 agents; type 2 and 42
 * agents register members only.
 * @param type the agent's member type
 * @returns the downline agent type, or undefined
 */
export function downlineAgentType(type: number): number | undefined {
  return type === MEMBER_TYPES.agent ? MEMBER_TYPES.agentLevel2 : type === MEMBER_TYPES.agent41 ? MEMBER_TYPES.agent42 : undefined;
}

/** A new agent's invitation code: `AG` and 8 random upper-case letters and digits (about 41 bits). */
function newAffiliateCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `AG${[...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/** Rolls back the forgot-password notice of a pair that does not match (same work, nothing kept). */
class NoticeWithheld extends Error {}

/** The account flows. One instance per app. */
export class AccountService {
  constructor(private readonly deps: AccountDeps) {}

  private get db(): AppDb {
    return this.deps.db;
  }

  private async flag(modId: string, fallback: boolean): Promise<boolean> {
    return flagEnabled((await this.deps.content.settings()).whitelabel, modId, fallback);
  }

  private async memberByAccount(account: string): Promise<MemberRow | undefined> {
    const [row] = await this.db.select().from(t.members).where(eq(t.members.account, account.toLowerCase()));
    return row;
  }

  private async memberByMobile(countryDialingCode: string, mobileNum: string): Promise<MemberRow | undefined> {
    const [row] = await this.db
      .select()
      .from(t.members)
      .where(and(eq(t.members.countryDialingCode, countryDialingCode), eq(t.members.mobileNum, mobileNum)));
    return row;
  }

  /** Whether the member's password must be changed (spec §4: default, or expired with expiry on). */
  private async passwordExpired(member: MemberRow): Promise<boolean> {
    if (member.passwordIsDefault) return true;
    if (!(await this.flag('PASSEXPIRY3', true))) return false;
    return member.passwordChangedAt.getTime() < this.deps.now() - this.deps.settings.passwordMaxAgeDays * DAY_MS;
  }

  /**
   * Creates a session, stamps the last login and records the address (spec §4 login-IP
   * verification), in one transaction. A login that answers
   * `passwordExpired: true` makes a must-change session (only change password, logout and member
   * info serve it until the password is changed).
   */
  private async startSession(member: MemberRow, loginType: string, ip: string, before?: (db: AppDb) => Promise<void>): Promise<LoginValue> {
    // After the credentials were checked: only the account's owner learns of the exclusion.
    await this.deps.exclusions?.assertNotExcluded(this.db, member.id);
    const passwordExpired = await this.passwordExpired(member);
    const token = await this.db.transaction(async (tx) => {
      const db = tx as unknown as AppDb;
      if (before) await before(db);
      await db.update(t.members).set({ lastLoginAt: new Date(this.deps.now()) }).where(eq(t.members.id, member.id));
      await recordLoginAddress(db, member.id, ip, new Date(this.deps.now()));
      return this.deps.sessions.create(db, member.id, loginType, ip, passwordExpired);
    });
    return { token, firstTimeLogin: member.lastLoginAt === null, passwordExpired, captcha: false };
  }

  /** Refuses disabled and trial accounts, and non-agents on the agent page (spec §6). */
  private admit(member: MemberRow, agentPage: boolean | undefined): void {
    if (member.disabled || member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.notMember, NOT_MEMBER_MESSAGE);
    if (agentPage && !AGENT_TYPES.includes(member.type)) throw new BusinessError(ERROR_CODES.notAgent, NOT_AGENT_MESSAGE);
  }

  /**
   * Logs in (spec §3 "Login payload", §4): by user name and password, or by mobile number and an
   * SMS code (`noLogin` purpose; SMSLOGIN3 on).
   *
   * Every attempt is counted before it is judged: on the account and on the client (only the
   * first attempt of a window for each goes without a captcha, however many arrive at once), then
   * a failure slot of the (account, IP) pair and of the IP is reserved before the argon2 work (at
   * most 5 and 30 a window; an IPv6 client counts as its /64). While the site's failed logins in
   * the window are over {@link AccountSettings.loginGlobalFailureBudget}, every login needs the
   * captcha (issue 10 §3). A success gives the slots back and resets the account, pair and
   * client counters.
   * @returns the login answer with a new session token
   * @throws RequestError (400) when a field the type needs is missing
   * @throws TooManyRequestsError (429) while the (account, IP) pair or the IP is blocked
   * A right password from an address the member has not logged in from is answered
   * `login.verification.required` with a challenge (spec §4; {@link LoginVerification}).
   * @throws BusinessError `captcha.invalid` / `login.failed` (value `{ captcha: true }`),
   *   `login.not.member`, `login.not.agent`, `sms.code.invalid`, `sms.code.expired`, `function.disabled`,
   *   `member.excluded` (cool-off or self-exclusion; value `{ kind, until }`)
   *   `login.verification.required` (value `LoginChallenge`)
   */
  async login(body: LoginBody, client: ClientFacts): Promise<LoginValue> {
    if (body.type === 'sms') return this.smsLogin(body, client);
    if (body.type !== 'username') throw new BusinessError(ERROR_CODES.disabled, DISABLED_MESSAGE);
    const account = required(body.username, 'username').toLowerCase();
    const password = body.password ?? '';
    if (password === '') throw new RequestError('body field "password" is required');
    const keys = {
      pair: `login-fail:acct-ip:${account}:${limitSubject(client.ip)}`,
      ip: `login-fail:ip:${limitSubject(client.ip)}`,
      account: `login-fail:acct:${account}`,
      client: `login-fail:client:${client.clientId}`,
    };
    const { limiter, captcha, hasher } = this.deps;
    if (await limiter.isBlocked([keys.pair, keys.ip])) throw new TooManyRequestsError();
    // Counted before the decision: of parallel attempts only the first of the window goes without a
    // captcha; while the site's failed logins are over budget (credential stuffing from many
    // addresses over many names), every login needs it.
    const [onAccount, onClient, siteFailures] = await Promise.all([limiter.hit(keys.account), limiter.hit(keys.client), limiter.count(GLOBAL_LOGIN_FAILURES_KEY)]);
    const budget = this.deps.settings.loginGlobalFailureBudget ?? ACCOUNT_DEFAULTS.loginGlobalFailureBudget;
    if ((onAccount.hits > 1 || onClient.hits > 1 || siteFailures >= budget) && !(await captcha.check(client.clientId, body.captcha))) {
      throw new BusinessError(ERROR_CODES.captchaInvalid, CAPTCHA_FAILED_MESSAGE, { captcha: true });
    }
    if (!(await limiter.reserve(keys.pair, LIMITS.loginFailuresPerAccountIp))) throw new TooManyRequestsError();
    if (!(await limiter.reserve(keys.ip, LIMITS.loginFailuresPerIp))) {
      await limiter.release(keys.pair);
      throw new TooManyRequestsError();
    }
    const member = await this.memberByAccount(account);
    const matches = await hasher.verify(member?.passwordHash, password);
    // A failure keeps its reserved slots and its counts on the account and the client, and counts for the site.
    if (!member || !matches) {
      await limiter.hit(GLOBAL_LOGIN_FAILURES_KEY);
      throw new BusinessError(ERROR_CODES.loginFailed, LOGIN_FAILED_MESSAGE, { captcha: true });
    }
    await limiter.reset([keys.pair, keys.account, keys.client]);
    await limiter.release(keys.ip);
    this.admit(member, body.agent);
    // An excluded member is told so before any verification step (startSession checks again).
    await this.deps.exclusions?.assertNotExcluded(this.db, member.id);
    await this.deps.loginVerification?.challengeIfNew(member, client.ip, 'username', body.agent === true);
    return this.startSession(member, 'username', client.ip);
  }

  /**
   * Sends the SMS or e-mail code of a login challenge (spec §4).
   * @returns minutes the code is valid
   * @throws BusinessError `login.challenge.invalid`, `function.disabled` (verification off)
   * @throws TooManyRequestsError over the code limits
   */
  async loginVerifyCode(body: LoginVerifyCodeBody, client: ClientFacts): Promise<number> {
    if (!this.deps.loginVerification) throw new BusinessError(ERROR_CODES.disabled, DISABLED_MESSAGE);
    return this.deps.loginVerification.sendCode(body, client.ip);
  }

  /**
   * Answers a login challenge (spec §4): a right answer starts the session the login would have
   * started (and records the address); the challenge is used up in the same transaction.
   * @returns the login answer with a new session token
   * @throws BusinessError `login.challenge.invalid`, `login.verification.failed` (value `{ attemptsLeft }`),
   *   `sms.code.expired`, `login.not.member`, `login.not.agent`, `function.disabled`
   * @throws TooManyRequestsError over the per-address limit
   */
  async loginVerify(body: LoginVerifyBody, client: ClientFacts): Promise<LoginValue> {
    if (!this.deps.loginVerification) throw new BusinessError(ERROR_CODES.disabled, DISABLED_MESSAGE);
    const verified = await this.deps.loginVerification.answer(body, client.ip);
    this.admit(verified.member, verified.agent);
    return this.startSession(verified.member, verified.loginType, client.ip, verified.consume);
  }

  private async smsLogin(body: LoginBody, client: ClientFacts): Promise<LoginValue> {
    if (!(await this.flag('SMSLOGIN3', false))) throw new BusinessError(ERROR_CODES.disabled, DISABLED_MESSAGE);
    const mobileNum = required(body.mobileNum, 'mobileNum');
    const code = required(body.verificationCode, 'verificationCode');
    const dialing = body.countryDialingCode ?? '63';
    const ipKey = `login-fail:ip:${limitSubject(client.ip)}`;
    if (!(await this.deps.limiter.reserve(ipKey, LIMITS.loginFailuresPerIp))) throw new TooManyRequestsError();
    // A wrong code keeps the reserved slot; a right one gives it back.
    const codeId = await this.deps.sms.check(smsRecipient(dialing, mobileNum), 'noLogin', code);
    await this.deps.limiter.release(ipKey);
    const member = await this.memberByMobile(dialing, mobileNum);
    if (!member) throw new BusinessError(ERROR_CODES.smsCodeInvalid, 'Invalid or missing verification code');
    this.admit(member, body.agent);
    return this.startSession(member, 'sms', client.ip, (db) => this.deps.sms.consume(db, codeId));
  }

  /**
   * Creates a trial account (member type 4, `trial_<hex>`, play money {@link TRIAL_BALANCE}) and
   * logs it in (spec §6; FREEPLAY3 on).
   * @throws BusinessError `function.disabled` when FREEPLAY3 is off
   * @throws TooManyRequestsError over 20 trial accounts per IP per window
   */
  async freeplay(client: ClientFacts): Promise<LoginValue> {
    if (!(await this.flag('FREEPLAY3', false))) throw new BusinessError(ERROR_CODES.disabled, DISABLED_MESSAGE);
    await this.deps.limiter.attempt([{ key: `freeplay:ip:${limitSubject(client.ip)}`, max: LIMITS.registerPerIp }]);
    const suffix = randomBytes(5).toString('hex');
    const now = new Date(this.deps.now());
    const token = await this.db.transaction(async (tx) => {
      const db = tx as unknown as AppDb;
      const [member] = await db
        .insert(t.members)
        .values({ account: `trial_${suffix}`, nickname: `Trial ${suffix.slice(0, 4).toUpperCase()}`, type: TRIAL_TYPE, passwordHash: '!', passwordChangedAt: now, registeredAt: now, lastLoginAt: now })
        .returning({ id: t.members.id });
      if (!member) throw new Error('trial member not inserted');
      await db.insert(t.wallets).values({ memberId: member.id, balance: TRIAL_BALANCE, currency: WALLET_CURRENCY, updatedAt: now });
      // The play money's opening ledger entry: per wallet, balance = sum of the ledger (src/play/wallets.ts).
      await db.insert(t.ledgerEntries).values({ memberId: member.id, wallet: t.MAIN_WALLET, kind: 'OPENING', amount: TRIAL_BALANCE, balanceAfter: TRIAL_BALANCE, reference: 'opening', createdAt: now });
      return this.deps.sessions.create(db, member.id, 'freeplay', client.ip);
    });
    return { token, firstTimeLogin: true, passwordExpired: false, captcha: false };
  }

  /**
   * Registers a member (spec §5, §7) by user name or by mobile number (with an SMS code of the
   * `register` purpose when REGMOBVERF3 is on). With `login: true` the answer carries a session;
   * without it the token is empty.
   * When the register settings enable the `captcha` field, the client's captcha (cookie
   * `gh_client`, single use) is checked after the format checks and before any database lookup or
   * hashing.
   * @throws BusinessError `function.disabled`, `member.field.invalid` (message names the field,
   *   value `{ field, problem }`), `member.password.weak`, `captcha.invalid` (value
   *   `{ captcha: true }`), `affiliate.code.invalid`, `member.account.exists`,
   *   `member.mobile.exists`, `sms.code.invalid`, `sms.code.expired`
   * @throws TooManyRequestsError over {@link LIMITS}.registerPerIp a window
   */
  async register(body: RegisterBody, mode: 'username' | 'mobile', client: ClientFacts): Promise<LoginValue> {
    const [settings, rules] = await Promise.all([this.deps.content.settings(), this.deps.content.registerRules()]);
    if (!flagEnabled(settings.whitelabel, mode === 'mobile' ? 'MOBILENUMREG3' : 'USERNAMEREG3', false)) throw new BusinessError(ERROR_CODES.disabled, DISABLED_MESSAGE);
    await this.deps.limiter.attempt([{ key: `register:ip:${limitSubject(client.ip)}`, max: LIMITS.registerPerIp }]);
    if (body.agreed !== true) throw fieldError('agreed', 'terms', 'please confirm that you are 18 or older and accept the terms');
    const fields = checkRegistrationFields(body, rules, mode);
    const dialing = body.countryDialingCode ?? '63';
    const mobileNum = fields.mobileNum;
    const account = (fields.username ?? `m${dialing}${mobileNum ?? ''}`).toLowerCase();
    await checkNewPassword(body.password, body.confirmPassword, rules, { password: 'password', confirmation: 'confirmPassword' }, [account, mobileNum ?? '']);
    if (rules.some((r) => r.field === 'captcha' && r.enabled) && !(await this.deps.captcha.check(client.clientId, body.captcha))) {
      throw new BusinessError(ERROR_CODES.captchaInvalid, CAPTCHA_FAILED_MESSAGE, { captcha: true });
    }
    let parentId: number | null = null;
    if (trimmed(body.affiliateCode) !== '') {
      const agent = await this.agentByCode(trimmed(body.affiliateCode));
      if (!agent) throw new BusinessError(ERROR_CODES.affiliateInvalid, AFFILIATE_INVALID_MESSAGE);
      parentId = agent.id;
    }
    if (await this.memberByAccount(account)) throw new BusinessError(ERROR_CODES.accountExists, 'username: already registered, please choose another one');
    if (mobileNum && (await this.memberByMobile(dialing, mobileNum))) throw new BusinessError(ERROR_CODES.mobileExists, 'mobileNum: already registered');
    let codeId: number | undefined;
    if (mode === 'mobile' && mobileNum && flagEnabled(settings.whitelabel, 'REGMOBVERF3', false)) {
      codeId = await this.deps.sms.check(smsRecipient(dialing, mobileNum), 'register', body.verificationCode);
    }
    const passwordHash = await this.deps.hasher.hash(body.password);
    const now = new Date(this.deps.now());
    const profile = Object.fromEntries(
      Object.entries({ ...fields, recommenderId: trimmed(body.recommenderId), referralCode: trimmed(body.referralCode), domain: trimmed(body.domain), registerUrl: trimmed(body.registerUrl) }).filter(
        ([key, value]) => value !== '' && !['username', 'mobileNum', 'email', 'affiliateCode'].includes(key),
      ),
    );
    try {
      const token = await this.db.transaction(async (tx) => {
        const db = tx as unknown as AppDb;
        if (codeId !== undefined) await this.deps.sms.consume(db, codeId);
        const [member] = await db
          .insert(t.members)
          .values({
            account,
            nickname: fields.username ?? account,
            type: MEMBER_TYPES.member,
            parentId,
            passwordHash,
            passwordChangedAt: now,
            mobileNum: mobileNum ?? null,
            countryDialingCode: mobileNum ? dialing : null,
            email: fields.email ?? null,
            profile,
            registeredAt: now,
            lastLoginAt: body.login === true ? now : null,
          })
          .returning({ id: t.members.id });
        if (!member) throw new Error('member not inserted');
        await db.insert(t.wallets).values({ memberId: member.id, balance: '0.00', currency: WALLET_CURRENCY, updatedAt: now });
        if (body.login !== true) return '';
        // A session start like any other: the registering address is the member's first known one
        // (spec §4 login-IP verification), so a password login from elsewhere is challenged.
        await recordLoginAddress(db, member.id, client.ip, now);
        return this.deps.sessions.create(db, member.id, 'register', client.ip);
      });
      return { token, firstTimeLogin: true, passwordExpired: false, captcha: false };
    } catch (error) {
      if (isUniqueViolation(error)) {
        if (uniqueConstraint(error).includes('mobile')) throw new BusinessError(ERROR_CODES.mobileExists, 'mobileNum: already registered');
        throw new BusinessError(ERROR_CODES.accountExists, 'username: already registered, please choose another one');
      }
      throw error;
    }
  }

  /**
   * What the registerCenter page shows the agent (spec §2, §6): its invitation code, the player
   * site's register link with it (`<siteOrigin>/register?affiliateCode=<code>`, the player site's
   * register form prefills it) and the downline agent type it may create ({@link downlineAgentType}).
   * @param agent the calling member
   * @param siteOrigin the player site's origin (this server's own: it serves the player site)
   * @throws BusinessError `agent.only` for a non-agent
   */
  registerInfo(agent: MemberRow, siteOrigin: string): AgentRegisterInfo {
    if (!AGENT_TYPES.includes(agent.type)) throw new BusinessError(ERROR_CODES.agentOnly, AGENT_REGISTER_MESSAGES.agentOnly);
    const type = downlineAgentType(agent.type);
    return {
      ...(agent.affiliateCode ? { affiliateCode: agent.affiliateCode, inviteUrl: `${siteOrigin}/register?affiliateCode=${encodeURIComponent(agent.affiliateCode)}` } : {}),
      ...(type !== undefined ? { downlineAgentType: type } : {}),
    };
  }

  /**
   * Registers a downline of the calling agent (spec §2 registerCenter): the user name checked
   * against the register settings' `username` rule and the password as at registration (spec §5:
   * 8–64 characters, the `password` rule, the confirmation, not weak); the new member's upline
   * is the agent; `kind: 'AGENT'` makes it the agent's downline agent type (with an invitation
   * code of its own), else a member (type 0). No session is started and no captcha, terms or
   * whitelabel registration flag applies (the agent is logged in and acts for the downline).
   * @param agent the calling member
   * @param body user name, password twice, kind
   * @returns the new account, its type and upline
   * @throws BusinessError `agent.only`, `agent.downline.type.refused`, `member.field.invalid`
   *   (value `{ field, problem }`), `member.password.weak`, `member.account.exists`
   */
  async registerDownline(agent: MemberRow, body: AgentRegisterBody): Promise<AgentRegisterValue> {
    if (!AGENT_TYPES.includes(agent.type)) throw new BusinessError(ERROR_CODES.agentOnly, AGENT_REGISTER_MESSAGES.agentOnly);
    const type = body.kind === 'AGENT' ? downlineAgentType(agent.type) : MEMBER_TYPES.member;
    if (type === undefined) throw new BusinessError(AGENT_REGISTER_ERROR_CODES.downlineTypeRefused, AGENT_REGISTER_MESSAGES.downlineTypeRefused);
    const rules = await this.deps.content.registerRules();
    const username = trimmed(body.username);
    if (username === '') throw fieldError('username', 'required', 'is required');
    const rule = rules.find((r) => r.field === 'username');
    if (rule?.enabled) checkRule(rule, username);
    const account = username.toLowerCase();
    await checkNewPassword(body.password, body.confirmPassword, rules, { password: 'password', confirmation: 'confirmPassword' }, [account]);
    if (await this.memberByAccount(account)) throw new BusinessError(ERROR_CODES.accountExists, 'username: already registered, please choose another one');
    const passwordHash = await this.deps.hasher.hash(body.password);
    const now = new Date(this.deps.now());
    try {
      await this.db.transaction(async (tx) => {
        const db = tx as unknown as AppDb;
        const [member] = await db
          .insert(t.members)
          .values({
            account,
            nickname: username,
            type,
            parentId: agent.id,
            passwordHash,
            passwordChangedAt: now,
            profile: { registeredBy: agent.account },
            registeredAt: now,
            lastLoginAt: null,
            ...(type === MEMBER_TYPES.member ? {} : { affiliateCode: newAffiliateCode() }),
          })
          .returning({ id: t.members.id });
        if (!member) throw new Error('member not inserted');
        await db.insert(t.wallets).values({ memberId: member.id, balance: '0.00', currency: WALLET_CURRENCY, updatedAt: now });
      });
    } catch (error) {
      if (isUniqueViolation(error) && !uniqueConstraint(error).includes('affiliate')) throw new BusinessError(ERROR_CODES.accountExists, 'username: already registered, please choose another one');
      throw error;
    }
    return { account, type, parent: agent.account.toLowerCase() };
  }

  /**
   * Changes the session member's password (spec §5, §7). The old password is required unless
   * the current one is the flagged default password (spec §4 forced change; it is checked when
   * sent); an expired password is still the member's secret, so it is required then too. A
   * wrong old password is counted before the argon2 work (5 a window per member). The member's
   * other sessions are revoked; this one stays and its forced change is lifted.
   * @throws BusinessError `member.trial`, `member.field.invalid` (value `{ field, problem }`),
   *   `member.password.weak`, `member.password.old.wrong`
   * @throws TooManyRequestsError after 5 wrong old passwords a window
   */
  async changePassword(session: Session, body: ChangePasswordBody): Promise<void> {
    const member = session.member;
    if (member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
    const { limiter, hasher } = this.deps;
    const failKey = `password-fail:member:${String(member.id)}`;
    if (await limiter.isBlocked([failKey])) throw new TooManyRequestsError();
    const rules = await this.deps.content.registerRules();
    const oldPassword = body.oldPassword ?? '';
    if (oldPassword === '' && !member.passwordIsDefault) throw fieldError('oldPassword', 'required', 'is required');
    await checkNewPassword(body.newPassword, body.confirmNewPassword, rules, { password: 'newPassword', confirmation: 'confirmNewPassword' }, [member.account, member.mobileNum ?? '']);
    if (oldPassword !== '') {
      if (!(await limiter.reserve(failKey, LIMITS.loginFailuresPerAccountIp))) throw new TooManyRequestsError();
      if (!(await hasher.verify(member.passwordHash, oldPassword))) throw new BusinessError(ERROR_CODES.oldPasswordWrong, 'oldPassword: incorrect');
      await limiter.release(failKey);
    }
    if (await hasher.verify(member.passwordHash, body.newPassword)) throw fieldError('newPassword', 'differs', 'must differ from the current password');
    const passwordHash = await hasher.hash(body.newPassword);
    await this.db.transaction(async (tx) => {
      const db = tx as unknown as AppDb;
      await db.update(t.members).set({ passwordHash, passwordIsDefault: false, passwordChangedAt: new Date(this.deps.now()) }).where(eq(t.members.id, member.id));
      await this.deps.sessions.revokeOthers(db, member.id, session.tokenHash);
      await this.deps.sessions.passwordChanged(db, session.tokenHash);
    });
  }

  /**
   * Forgot password by e-mail (spec §4, §8 in_been_out): when the user name and e-mail match a
   * member, a notice goes to the outbox; the answer and the work are the same either way (the
   * notice is written and rolled back when the pair does not match; issue 10 §3). The per-account
   * limit only refuses more forgot requests for that name; it never touches login counters, so
   * it cannot lock the real user out of logging in.
   * @throws TooManyRequestsError over {@link LIMITS}.forgotPerIp / forgotPerAccount a window
   */
  async forgotPasswordEmail(body: ForgotPasswordEmailBody, client: ClientFacts): Promise<null> {
    const account = body.username.trim().toLowerCase();
    const email = body.email.trim().toLowerCase();
    await this.deps.limiter.attempt([
      { key: `forgot:ip:${limitSubject(client.ip)}`, max: LIMITS.forgotPerIp },
      { key: `forgot:acct:${account}`, max: LIMITS.forgotPerAccount },
    ]);
    const member = await this.memberByAccount(account);
    const matches = member !== undefined && !member.disabled && member.type !== TRIAL_TYPE && member.email?.toLowerCase() === email;
    // The same work either way (issue 10 §3: no timing tells whether the pair exists): the notice
    // is composed and written in a transaction, which commits only when the pair matches.
    const notice = {
      channel: 'email' as const,
      recipient: matches ? (member.email ?? email) : email,
      subject: 'Gamehall password reset request',
      body: [
        `Hello ${member?.nickname ?? account},`,
        '',
        `Someone (hopefully you) asked to reset the password of the Gamehall account "${member?.account ?? account}".`,
        member?.mobileNum
          ? 'To choose a new password, open Forgot password, pick Mobile and enter the code we send to your registered mobile number.'
          : 'To choose a new password, please contact customer service from the Gamehall site; they will verify you and reset it.',
        'If you did not ask for this, ignore this e-mail: your password has not changed.',
      ].join('\n'),
    };
    try {
      await this.db.transaction(async (tx) => {
        await this.deps.outbox.write(tx as unknown as AppDb, notice);
        if (!matches) throw new NoticeWithheld();
      });
    } catch (error) {
      if (!(error instanceof NoticeWithheld)) throw error;
    }
    return null;
  }

  /**
   * Forgot password by mobile (spec §4): checks the SMS code (`noLogin`), sets the new
   * password, revokes every session and logs in.
   * @throws BusinessError `sms.code.invalid`, `sms.code.expired`, `member.field.invalid`,
   *   `member.password.weak`, `login.not.member`
   * @throws TooManyRequestsError while the IP is blocked for failed codes
   */
  async passwordVerification(body: PasswordVerificationBody, client: ClientFacts): Promise<LoginValue> {
    const dialing = body.countryDialingCode ?? '63';
    const ipKey = `reset-fail:ip:${limitSubject(client.ip)}`;
    if (await this.deps.limiter.isBlocked([ipKey])) throw new TooManyRequestsError();
    const rules = await this.deps.content.registerRules();
    await checkNewPassword(body.newPassword, body.confirmNewPassword, rules, { password: 'newPassword', confirmation: 'confirmNewPassword' }, [body.mobileNum]);
    if (!(await this.deps.limiter.reserve(ipKey, LIMITS.loginFailuresPerIp))) throw new TooManyRequestsError();
    // A wrong code keeps the reserved slot; a right one gives it back.
    const codeId = await this.deps.sms.check(smsRecipient(dialing, body.mobileNum), 'noLogin', body.verificationCode);
    await this.deps.limiter.release(ipKey);
    const member = await this.memberByMobile(dialing, body.mobileNum);
    if (!member) throw new BusinessError(ERROR_CODES.smsCodeInvalid, 'Invalid or missing verification code');
    this.admit(member, false);
    const passwordHash = await this.deps.hasher.hash(body.newPassword);
    const changed = { ...member, passwordIsDefault: false, passwordChangedAt: new Date(this.deps.now()) };
    return this.startSession(changed, 'reset', client.ip, async (db) => {
      await this.deps.sms.consume(db, codeId);
      await db.update(t.members).set({ passwordHash, passwordIsDefault: false, passwordChangedAt: changed.passwordChangedAt }).where(eq(t.members.id, member.id));
      await this.deps.sessions.revokeOthers(db, member.id);
    });
  }

  /**
   * Sends an SMS code without a session (SMS login, forgot password). A code is delivered only
   * to a member's number; for any other number the same lookups and writes run (a dead code row,
   * nothing sent), so neither the answer nor its timing reveals membership.
   * @returns minutes the code is valid
   * @throws TooManyRequestsError over the send limits
   */
  async smsNoLogin(mobileNum: string, countryDialingCode: string | undefined, client: ClientFacts): Promise<number> {
    const dialing = countryDialingCode ?? '63';
    const member = await this.memberByMobile(dialing, mobileNum);
    const deliver = member !== undefined && !member.disabled;
    return this.deps.sms.send(smsRecipient(dialing, mobileNum), 'noLogin', client.ip, deliver);
  }

  /**
   * Sends an SMS code for mobile registration. A number already registered is refused with
   * `member.mobile.exists` (registration must tell the user; the register endpoint says so too).
   * @returns minutes the code is valid
   * @throws BusinessError `function.disabled`, `member.field.invalid`, `member.mobile.exists`
   * @throws TooManyRequestsError over the send limits
   */
  async smsRegister(mobileNo: string, countryDialingCode: string | undefined, client: ClientFacts): Promise<number> {
    if (!(await this.flag('MOBILENUMREG3', false))) throw new BusinessError(ERROR_CODES.disabled, DISABLED_MESSAGE);
    const rule = (await this.deps.content.registerRules()).find((r) => r.field === 'mobileNum');
    if (rule?.enabled) checkRule(rule, mobileNo);
    const dialing = countryDialingCode ?? '63';
    if (await this.memberByMobile(dialing, mobileNo)) throw new BusinessError(ERROR_CODES.mobileExists, 'mobileNum: already registered');
    return this.deps.sms.send(smsRecipient(dialing, mobileNo), 'register', client.ip, true);
  }

  private async agentByCode(code: string): Promise<MemberRow | undefined> {
    const [row] = await this.db
      .select()
      .from(t.members)
      .where(and(sql`upper(${t.members.affiliateCode}) = ${code.toUpperCase()}`, eq(t.members.disabled, false)));
    return row && AGENT_TYPES.includes(row.type) ? row : undefined;
  }

  /**
   * Checks an affiliate (invitation) code (spec §3, §8).
   * @returns the code as stored and the agent's nickname
   * @throws BusinessError `affiliate.code.invalid`
   * @throws TooManyRequestsError over 60 checks per IP a window
   */
  async affiliate(code: string, client: ClientFacts): Promise<{ code: string; agentNickname: string }> {
    await this.deps.limiter.attempt([{ key: `affiliate:ip:${limitSubject(client.ip)}`, max: LIMITS.captchaPerIp }]);
    const agent = await this.agentByCode(code);
    if (!agent?.affiliateCode) throw new BusinessError(ERROR_CODES.affiliateInvalid, AFFILIATE_INVALID_MESSAGE);
    return { code: agent.affiliateCode, agentNickname: agent.nickname };
  }

  /**
   * Makes a one-time login code for the session's member (spec §4 `?token=`; issue 10 §3), for a
   * native wrapper or another site of the operator that holds a session and opens the player site
   * logged in: `https://<player site>/?token=<code>`, used once within 60 s.
   * @param session the caller's session
   * @returns the code (256 bits, base64url) and its lifetime in seconds
   * @throws BusinessError `member.trial` for a trial account
   * @throws TooManyRequestsError over {@link LIMITS.loginCodesPerMember} codes a window
   */
  async issueLoginCode(session: Session): Promise<LoginCodeIssued> {
    if (session.member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
    await this.deps.limiter.attempt([{ key: `login-code:member:${String(session.member.id)}`, max: LIMITS.loginCodesPerMember }]);
    return this.deps.sessions.issueLoginCode(session.member.id, 'session');
  }

  /**
   * Exchanges a one-time login code for a new session (spec §4 `?token=`; issue 10 §3). The code
   * is used up by this call whatever follows (one `DELETE … RETURNING`: of parallel exchanges
   * only one gets a session); a disabled or trial member is refused like at login.
   * @param code the code from the link
   * @param client the request facts (rate limit per address, /64 for IPv6)
   * @returns the login answer with the new session token and the member's account name
   * @throws TooManyRequestsError over {@link LIMITS.loginCodesPerIp} exchanges a window
   * @throws BusinessError `login.code.invalid` when the code is unknown, used or expired;
   *   `login.not.member` for a disabled or trial account
   */
  async exchangeLoginCode(code: string, client: ClientFacts): Promise<LoginCodeValue> {
    await this.deps.limiter.attempt([{ key: `login-code:ip:${limitSubject(client.ip)}`, max: LIMITS.loginCodesPerIp }]);
    const memberId = await this.deps.sessions.consumeLoginCode(this.db, code);
    const [member] = memberId === undefined ? [] : await this.db.select().from(t.members).where(eq(t.members.id, memberId));
    if (!member) throw new BusinessError(ERROR_CODES.loginCodeInvalid, LOGIN_CODE_INVALID_MESSAGE);
    this.admit(member, false);
    return { ...(await this.startSession(member, 'code', client.ip)), account: member.account };
  }

  /**
   * Member info of a session (spec §3 "Member info"); `passwordExpired` is true while the
   * session's forced password change (spec §4) is pending, so a restored session re-opens it.
   */
  memberInfo(session: Session): MemberInfo {
    const m = session.member;
    return {
      id: m.id,
      account: m.account,
      nickname: m.nickname,
      type: m.type,
      mobileNum: m.mobileNum,
      countryDialingCode: m.countryDialingCode,
      email: m.email,
      registeredAt: m.registeredAt.toISOString(),
      lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
      passwordExpired: session.mustChangePassword,
    };
  }

  /**
   * Consolidated funds flags of the session member (spec §3, §6).
   * @throws BusinessError `member.trial` for a trial account
   */
  consolidatedFunds(session: Session): ConsolidatedFunds {
    if (session.member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
    const flags = session.member.consolidatedFunds as Partial<ConsolidatedFunds>;
    return {
      dailysalreqtype: flags.dailysalreqtype ?? 0,
      divtypereq: flags.divtypereq ?? 0,
      contracthoursalreq: flags.contracthoursalreq ?? 0,
      realtimesalreqtype: flags.realtimesalreqtype ?? 0,
    };
  }
}
