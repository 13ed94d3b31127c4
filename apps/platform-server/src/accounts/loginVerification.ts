/**
 * The login-IP verification of spec §4 ("Login from an unregistered IP triggers extra
 * verification by mobile code, email, bank account name or a Google code").
 *
 * - Every session start records the address it came from ({@link recordLoginAddress}; IPv4 as
 *   is, IPv6 as its /64).
 * - A password login of a member who has logged in before, from an address never recorded, is
 *   answered `login.verification.required` with a challenge instead of a session, when the member
 *   has a method: a bound mobile (`sms`), e-mail (`email`), an authenticator app
 *   (`authenticator`, also a recovery code) or a payout account (`bankAccountName`, its holder
 *   name). A member without any method logs in as before. The first login ever only records the
 *   address (trust on first use: there is nothing to compare with yet).
 * - The challenge is answered from the same address within {@link CHALLENGE_TTL_MS}, in at most
 *   {@link CHALLENGE_ATTEMPTS} tries (counted atomically before the answer is judged), once.
 * - SMS logins and password resets by SMS already prove the mobile: they only record the address.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES, SECURITY_ERROR_CODES, type LoginChallenge, type LoginVerifyBody, type LoginVerifyCodeBody, type LoginVerifyMethod } from '@gamehall/api-client/contract';
import { and, count, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { BusinessError } from '../http/envelope.ts';
import { LIMITS, limitSubject, type RateLimiter } from '../security/rateLimiter.ts';
import { type AuthenticatorService } from './authenticator.ts';
import { type MemberRow } from './sessions.ts';
import { smsRecipient, type SmsService } from './sms.ts';

/** How long a challenge can be answered, in ms (5 minutes). */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Answers a challenge takes before it is dead. */
export const CHALLENGE_ATTEMPTS = 5;
/** Message of `login.verification.required`. */
export const VERIFICATION_REQUIRED_MESSAGE = 'This is a login from a new address: please verify it is you';
/** Message of `login.challenge.invalid`. */
export const CHALLENGE_INVALID_MESSAGE = 'This verification has expired, please log in again';
/** Message of `login.verification.failed` at login. */
export const VERIFICATION_FAILED_MESSAGE = 'The verification answer is incorrect';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A mobile number as shown on the security page and in a challenge: `+63 •••• 4567`. */
export const maskMobile = (countryDialingCode: string | null, mobileNum: string | null): string | null =>
  mobileNum ? `+${countryDialingCode ?? '63'} •••• ${mobileNum.slice(-4)}` : null;

/** An e-mail address as shown: `p•••@example.com`. */
export const maskEmail = (email: string | null): string | null => {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  return at < 1 ? '•••' : `${email.slice(0, 1)}•••${email.slice(at)}`;
};

/** A holder name as compared: Unicode-normalised, case and spacing ignored. */
const normalName = (name: string): string => name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Records (or refreshes) the address of a session start.
 * @param db the session's transaction
 * @param memberId the member
 * @param ip the client address (stored as its rate-limit subject: IPv6 as the /64)
 * @param at the time
 */
export async function recordLoginAddress(db: AppDb, memberId: number, ip: string, at: Date): Promise<void> {
  await db
    .insert(t.memberLoginAddresses)
    .values({ memberId, address: limitSubject(ip), firstSeenAt: at, lastSeenAt: at })
    .onConflictDoUpdate({ target: [t.memberLoginAddresses.memberId, t.memberLoginAddresses.address], set: { lastSeenAt: at } });
}

/** Dependencies of {@link LoginVerification}. */
export interface LoginVerificationDeps {
  db: AppDb;
  now: () => number;
  limiter: RateLimiter;
  sms: SmsService;
  authenticator: AuthenticatorService;
  /** Whether new addresses are challenged (`LOGIN_IP_VERIFICATION`); addresses are recorded either way. */
  enabled: boolean;
}

/** A verified challenge: who logs in, how, and what to write in the session's transaction. */
export interface VerifiedLogin {
  member: MemberRow;
  loginType: string;
  agent: boolean;
  /** Uses the challenge (and its code) up; throws `login.challenge.invalid` when another request did first. */
  consume: (db: AppDb) => Promise<void>;
}

/** Challenges logins from new addresses and judges the answers. */
export class LoginVerification {
  constructor(private readonly deps: LoginVerificationDeps) {}

  /**
   * The methods a member could verify a login with (spec §4), in the order offered.
   * @param member the member
   */
  async methodsOf(member: Pick<MemberRow, 'id' | 'mobileNum' | 'email'>): Promise<LoginVerifyMethod[]> {
    const [status, [payout]] = await Promise.all([
      this.deps.authenticator.status(member.id),
      this.deps.db.select({ n: count() }).from(t.payoutAccounts).where(eq(t.payoutAccounts.memberId, member.id)),
    ]);
    const methods: LoginVerifyMethod[] = [];
    if (status.enabled) methods.push('authenticator');
    if (member.mobileNum) methods.push('sms');
    if (member.email) methods.push('email');
    if ((payout?.n ?? 0) > 0) methods.push('bankAccountName');
    return methods;
  }

  /**
   * Lets a password login through, or refuses it with a challenge when it comes from a new address
   * of a member who has logged in before and has a method.
   * @param member the member whose password was right
   * @param ip the client address
   * @param loginType the login type to start the session with once verified
   * @param agent whether it is an agent-page login
   * @throws BusinessError `login.verification.required` with a `LoginChallenge` value
   */
  async challengeIfNew(member: MemberRow, ip: string, loginType: string, agent: boolean): Promise<void> {
    if (!this.deps.enabled) return;
    const address = limitSubject(ip);
    const known = await this.deps.db
      .select({ address: t.memberLoginAddresses.address })
      .from(t.memberLoginAddresses)
      .where(eq(t.memberLoginAddresses.memberId, member.id));
    if (known.length === 0 || known.some((row) => row.address === address)) return;
    const methods = await this.methodsOf(member);
    if (methods.length === 0) return;
    const challengeId = randomBytes(24).toString('base64url');
    const now = this.deps.now();
    // Expired challenges answer nothing any more (challengeInvalid, as unknown ones): each new
    // one takes the expired away, so the table holds the last few minutes' only.
    await this.deps.db.delete(t.loginChallenges).where(lte(t.loginChallenges.expiresAt, new Date(now)));
    await this.deps.db.insert(t.loginChallenges).values({
      idHash: sha256(challengeId),
      memberId: member.id,
      address,
      loginType,
      agent,
      methods,
      createdAt: new Date(now),
      expiresAt: new Date(now + CHALLENGE_TTL_MS),
    });
    const value: LoginChallenge = {
      challengeId,
      methods,
      mobile: methods.includes('sms') ? maskMobile(member.countryDialingCode, member.mobileNum) : null,
      email: methods.includes('email') ? maskEmail(member.email) : null,
      expiresIn: CHALLENGE_TTL_MS / 1000,
    };
    throw new BusinessError(SECURITY_ERROR_CODES.verificationRequired, VERIFICATION_REQUIRED_MESSAGE, value);
  }

  /** The live challenge of an id, answered from its own address, with its member; else `login.challenge.invalid`. */
  private async live(challengeId: string, ip: string) {
    const [row] = await this.deps.db
      .select()
      .from(t.loginChallenges)
      .where(and(eq(t.loginChallenges.idHash, sha256(challengeId)), isNull(t.loginChallenges.usedAt), gt(t.loginChallenges.expiresAt, new Date(this.deps.now()))));
    if (!row || row.address !== limitSubject(ip) || row.attempts >= CHALLENGE_ATTEMPTS) throw new BusinessError(SECURITY_ERROR_CODES.challengeInvalid, CHALLENGE_INVALID_MESSAGE);
    const [member] = await this.deps.db.select().from(t.members).where(eq(t.members.id, row.memberId));
    if (!member) throw new BusinessError(SECURITY_ERROR_CODES.challengeInvalid, CHALLENGE_INVALID_MESSAGE);
    return { row, member, methods: row.methods as LoginVerifyMethod[] };
  }

  private recipientOf(member: MemberRow, method: 'sms' | 'email'): string {
    return method === 'sms' ? smsRecipient(member.countryDialingCode ?? undefined, member.mobileNum ?? '') : (member.email ?? '');
  }

  /**
   * Sends the code of a challenge to the member's mobile or e-mail (limits as every SMS code).
   * @returns minutes the code is valid
   * @throws BusinessError `login.challenge.invalid` (unknown, expired, used, other address, method not offered)
   * @throws TooManyRequestsError over the send limits
   */
  async sendCode(body: LoginVerifyCodeBody, ip: string): Promise<number> {
    const { member, methods } = await this.live(body.challengeId, ip);
    if (!methods.includes(body.method)) throw new BusinessError(SECURITY_ERROR_CODES.challengeInvalid, CHALLENGE_INVALID_MESSAGE);
    return this.deps.sms.send(this.recipientOf(member, body.method), 'loginVerify', ip, true, body.method);
  }

  /**
   * Judges an answer. The try is counted first (`attempts + 1 where attempts < 5`), so parallel
   * guesses get at most {@link CHALLENGE_ATTEMPTS} judgements.
   * @returns the verified login; the caller starts the session and calls `consume` in its transaction
   * @throws BusinessError `login.challenge.invalid`; `login.verification.failed` with `{ attemptsLeft }`; `sms.code.expired`
   * @throws TooManyRequestsError over the per-address limit or the authenticator's tries
   */
  async answer(body: LoginVerifyBody, ip: string): Promise<VerifiedLogin> {
    await this.deps.limiter.attempt([{ key: `login-verify:ip:${limitSubject(ip)}`, max: LIMITS.loginFailuresPerIp }]);
    const { row, member, methods } = await this.live(body.challengeId, ip);
    if (!methods.includes(body.method)) throw new BusinessError(SECURITY_ERROR_CODES.challengeInvalid, CHALLENGE_INVALID_MESSAGE);
    const counted = await this.deps.db
      .update(t.loginChallenges)
      .set({ attempts: sql`${t.loginChallenges.attempts} + 1` })
      .where(and(eq(t.loginChallenges.idHash, row.idHash), lt(t.loginChallenges.attempts, CHALLENGE_ATTEMPTS), isNull(t.loginChallenges.usedAt)))
      .returning({ attempts: t.loginChallenges.attempts });
    const attempts = counted[0]?.attempts;
    if (attempts === undefined) throw new BusinessError(SECURITY_ERROR_CODES.challengeInvalid, CHALLENGE_INVALID_MESSAGE);
    const wrong = () => new BusinessError(SECURITY_ERROR_CODES.verificationFailed, VERIFICATION_FAILED_MESSAGE, { attemptsLeft: CHALLENGE_ATTEMPTS - attempts });
    let codeId: number | undefined;
    if (body.method === 'sms' || body.method === 'email') {
      try {
        codeId = await this.deps.sms.check(this.recipientOf(member, body.method), 'loginVerify', body.answer.trim());
      } catch (error) {
        if (error instanceof BusinessError && error.errorCode === ERROR_CODES.smsCodeInvalid) throw wrong();
        throw error;
      }
    } else if (body.method === 'authenticator') {
      if (!(await this.deps.authenticator.verify(member.id, body.answer))) throw wrong();
    } else {
      const names = await this.deps.db.select({ name: t.payoutAccounts.accountName }).from(t.payoutAccounts).where(eq(t.payoutAccounts.memberId, member.id));
      const given = Buffer.from(sha256(normalName(body.answer)), 'hex');
      // Every bound name is compared, in constant time each.
      const matches = names.map((n) => timingSafeEqual(Buffer.from(sha256(normalName(n.name)), 'hex'), given));
      if (!matches.includes(true)) throw wrong();
    }
    return {
      member,
      loginType: row.loginType,
      agent: row.agent,
      consume: async (db) => {
        const used = await db
          .update(t.loginChallenges)
          .set({ usedAt: new Date(this.deps.now()) })
          .where(and(eq(t.loginChallenges.idHash, row.idHash), isNull(t.loginChallenges.usedAt)))
          .returning({ idHash: t.loginChallenges.idHash });
        if (used.length === 0) throw new BusinessError(SECURITY_ERROR_CODES.challengeInvalid, CHALLENGE_INVALID_MESSAGE);
        if (codeId !== undefined) await this.deps.sms.consume(db, codeId);
      },
    };
  }
}
