/**
 * SMS verification codes (spec §3 "SMS code response value", §4 SMS code button, §8): 6 digits,
 * valid `expiredMinutes` (5), single use, at most {@link SMS_MAX_ATTEMPTS} tries, at most
 * one send per 60 s per number and {@link LIMITS}.smsPerNumberHour an hour (429 "Too many
 * requests, please try again after 5 minutes"). Codes go to the dev outbox, never to a provider.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@gamehall/api-client/contract';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { BusinessError } from '../http/envelope.ts';
import { LIMITS, limitSubject, type RateLimiter } from '../security/rateLimiter.ts';
import { type Outbox } from './outbox.ts';

/** Minutes a code stays valid (spec §3 `expiredMinutes`). */
export const SMS_EXPIRED_MINUTES = 5;
/** Tries (compared codes) after which a code is dead; a right code is normally used at once. */
export const SMS_MAX_ATTEMPTS = 5;
/** Least time between two sends to one number, in ms. */
export const SMS_RESEND_MS = 60_000;
/** Dialing code used when a request has none (the seeded merchant is in the Philippines). */
export const DEFAULT_DIALING_CODE = '63';

/**
 * What a code is for: SMS login and forgot password (`noLogin`), mobile registration, binding a
 * mobile number or an e-mail address (securityCenter, spec §2), a login from a new address
 * (`loginVerify`, spec §4).
 */
export type SmsPurpose = 'noLogin' | 'register' | 'bindMobile' | 'bindEmail' | 'loginVerify';

/** Subjects of the messages by purpose. */
const SUBJECTS: Record<SmsPurpose, string> = {
  noLogin: 'Verification code',
  register: 'Registration code',
  bindMobile: 'Mobile number verification code',
  bindEmail: 'Gamehall e-mail verification code',
  loginVerify: 'Gamehall sign-in verification code',
};

/** The SMS recipient of a number: `+<dialing code><number>`. */
export const smsRecipient = (countryDialingCode: string | undefined, mobileNum: string): string => `+${countryDialingCode ?? DEFAULT_DIALING_CODE}${mobileNum}`;

/** Message of a wrong, used or missing code (spec §8 "invalid or missing verification code"). */
export const SMS_INVALID_MESSAGE = 'Invalid or missing verification code';
/** Message of an expired code (spec §8 "verification code expired (send again)"). */
export const SMS_EXPIRED_MESSAGE = 'Verification code expired, please send again';

const codeHash = (recipient: string, purpose: string, code: string) => createHash('sha256').update(`${recipient}:${purpose}:${code}`).digest();

/** Sends and checks SMS codes. */
export class SmsService {
  /**
   * @param db the platform database
   * @param now clock in ms
   * @param limiter the shared rate limiter
   * @param outbox where messages go
   */
  constructor(
    private readonly db: AppDb,
    private readonly now: () => number,
    private readonly limiter: RateLimiter,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Counts a send request against the limits, then writes a new code, replacing the number's
   * previous live code for that purpose, and (when `deliver`) sends it to the outbox. Without
   * `deliver` the same statements run but the code row is born used (nobody can enter it) and
   * nothing is sent, so the answer and its timing do not reveal membership.
   * @param recipient `+<dialing code><number>`
   * @param purpose what the code is for
   * @param ip the client IP
   * @param deliver whether to send the code (false: a dead code, nothing sent)
   * @param channel `sms` (default) or `email` (the code goes to an e-mail address, same limits and rules)
   * @returns minutes the code is valid
   * @throws TooManyRequestsError over a limit
   */
  async send(recipient: string, purpose: SmsPurpose, ip: string, deliver: boolean, channel: 'sms' | 'email' = 'sms'): Promise<number> {
    await this.limiter.attempt([
      { key: `sms:ip:${limitSubject(ip)}`, max: LIMITS.smsPerIp },
      { key: `sms:resend:${recipient}`, max: 1, windowMs: SMS_RESEND_MS, blockMs: SMS_RESEND_MS },
      { key: `sms:hour:${recipient}`, max: LIMITS.smsPerNumberHour, windowMs: 3_600_000 },
    ]);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const db = tx as unknown as AppDb;
      await db
        .update(t.smsCodes)
        .set({ usedAt: new Date(now) })
        .where(and(eq(t.smsCodes.recipient, recipient), eq(t.smsCodes.purpose, purpose), isNull(t.smsCodes.usedAt)));
      await db.insert(t.smsCodes).values({
        recipient,
        purpose,
        codeHash: codeHash(recipient, purpose, code).toString('hex'),
        createdAt: new Date(now),
        expiresAt: new Date(now + SMS_EXPIRED_MINUTES * 60_000),
        usedAt: deliver ? null : new Date(now),
      });
      const message = {
        channel,
        recipient,
        subject: SUBJECTS[purpose],
        body: `Your Gamehall verification code is ${code}. It expires in ${String(SMS_EXPIRED_MINUTES)} minutes. Never share it.`,
      };
      // Not delivered: a round trip in place of the outbox write, so both paths do the same database work.
      if (deliver) await this.outbox.write(db, message);
      else await db.execute(sql`select 1`);
    });
    return SMS_EXPIRED_MINUTES;
  }

  /**
   * Checks a code without using it up. The try is counted first, atomically
   * (`attempts = attempts + 1 … where attempts < 5 returning`), and only a counted try is
   * compared, so parallel guesses cannot get more than {@link SMS_MAX_ATTEMPTS} comparisons; a
   * counted try stays counted even when the request fails later. Call {@link consume} in the
   * transaction that acts on the code.
   * @returns the code's id
   * @throws BusinessError `sms.code.invalid` (wrong, used, missing, too many tries) or `sms.code.expired`
   */
  async check(recipient: string, purpose: SmsPurpose, code: string | undefined): Promise<number> {
    const [row] = await this.db
      .select()
      .from(t.smsCodes)
      .where(and(eq(t.smsCodes.recipient, recipient), eq(t.smsCodes.purpose, purpose), isNull(t.smsCodes.usedAt)))
      .orderBy(desc(t.smsCodes.id))
      .limit(1);
    if (!row || !code || row.attempts >= SMS_MAX_ATTEMPTS) throw new BusinessError(ERROR_CODES.smsCodeInvalid, SMS_INVALID_MESSAGE);
    if (row.expiresAt.getTime() <= this.now()) throw new BusinessError(ERROR_CODES.smsCodeExpired, SMS_EXPIRED_MESSAGE);
    const counted = await this.db
      .update(t.smsCodes)
      .set({ attempts: sql`${t.smsCodes.attempts} + 1` })
      .where(and(eq(t.smsCodes.id, row.id), lt(t.smsCodes.attempts, SMS_MAX_ATTEMPTS), isNull(t.smsCodes.usedAt)))
      .returning({ id: t.smsCodes.id });
    if (counted.length === 0) throw new BusinessError(ERROR_CODES.smsCodeInvalid, SMS_INVALID_MESSAGE);
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = codeHash(recipient, purpose, code);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new BusinessError(ERROR_CODES.smsCodeInvalid, SMS_INVALID_MESSAGE);
    return row.id;
  }

  /**
   * Uses a checked code up (single use); fails when another request used it first.
   * @param db the transaction that acts on the code
   * @param id the id from {@link check}
   * @throws BusinessError `sms.code.invalid` when already used
   */
  async consume(db: AppDb, id: number): Promise<void> {
    const rows = await db
      .update(t.smsCodes)
      .set({ usedAt: new Date(this.now()) })
      .where(and(eq(t.smsCodes.id, id), isNull(t.smsCodes.usedAt)))
      .returning({ id: t.smsCodes.id });
    if (rows.length === 0) throw new BusinessError(ERROR_CODES.smsCodeInvalid, SMS_INVALID_MESSAGE);
  }
}
