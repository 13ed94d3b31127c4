/**
 * SMS verification codes (spec §3 "SMS code response value", §4 SMS code button, §8): 6 digits,
 * valid `expiredMinutes` (5), single use, at most {@link SMS_MAX_ATTEMPTS} wrong tries, at most
 * one send per 60 s per number and {@link LIMITS}.smsPerNumberHour an hour (429 "Too many
 * requests, please try again after 5 minutes"). Codes go to the dev outbox, never to a provider.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@gamehall/api-client/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { BusinessError } from '../http/envelope.ts';
import { LIMITS, type RateLimiter } from '../security/rateLimiter.ts';
import { type Outbox } from './outbox.ts';

/** Minutes a code stays valid (spec §3 `expiredMinutes`). */
export const SMS_EXPIRED_MINUTES = 5;
/** Wrong tries after which a code is dead. */
export const SMS_MAX_ATTEMPTS = 5;
/** Least time between two sends to one number, in ms. */
export const SMS_RESEND_MS = 60_000;
/** Dialing code used when a request has none (the seeded merchant is in the Philippines). */
export const DEFAULT_DIALING_CODE = '63';

/** What a code is for: SMS login and forgot password (`noLogin`), or mobile registration. */
export type SmsPurpose = 'noLogin' | 'register';

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
   * Counts a send request against the limits, then (when `deliver`) writes a new code to the
   * outbox, replacing the number's previous live code for that purpose. The caller answers the
   * same whether or not it delivered (no membership is revealed).
   * @param recipient `+<dialing code><number>`
   * @param purpose what the code is for
   * @param ip the client IP
   * @param deliver whether to create and send a code (false: only count the request)
   * @returns minutes the code is valid
   * @throws TooManyRequestsError over a limit
   */
  async send(recipient: string, purpose: SmsPurpose, ip: string, deliver: boolean): Promise<number> {
    await this.limiter.attempt([
      { key: `sms:ip:${ip}`, max: LIMITS.smsPerIp },
      { key: `sms:resend:${recipient}`, max: 1, windowMs: SMS_RESEND_MS, blockMs: SMS_RESEND_MS },
      { key: `sms:hour:${recipient}`, max: LIMITS.smsPerNumberHour, windowMs: 3_600_000 },
    ]);
    if (!deliver) return SMS_EXPIRED_MINUTES;
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
      });
      await this.outbox.write(db, {
        channel: 'sms',
        recipient,
        subject: purpose === 'register' ? 'Registration code' : 'Verification code',
        body: `Your Gamehall verification code is ${code}. It expires in ${String(SMS_EXPIRED_MINUTES)} minutes. Never share it.`,
      });
    });
    return SMS_EXPIRED_MINUTES;
  }

  /**
   * Checks a code without using it up (a wrong try is counted and kept even when the request
   * fails later). Call {@link consume} in the transaction that acts on it.
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
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = codeHash(recipient, purpose, code);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await this.db
        .update(t.smsCodes)
        .set({ attempts: sql`${t.smsCodes.attempts} + 1` })
        .where(eq(t.smsCodes.id, row.id));
      throw new BusinessError(ERROR_CODES.smsCodeInvalid, SMS_INVALID_MESSAGE);
    }
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
