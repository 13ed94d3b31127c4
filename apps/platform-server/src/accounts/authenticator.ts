/**
 * The authenticator app of the securityCenter page (spec §2; spec §4 "a Google code"): RFC 6238
 * TOTP (SHA-1, 6 digits, 30 s steps, ±1 step of clock drift) with the `otpauth` library.
 *
 * - Enrolment draws a 160-bit secret, keeps it sealed ({@link SecretBox}) and answers it with its
 *   `otpauth://` URI; it waits {@link ENROLMENT_TTL_MS} for a first code.
 * - Confirmation with a first code enables it and answers {@link RECOVERY_CODE_COUNT} recovery
 *   codes, shown once: only their SHA-256 is kept, each is usable once.
 * - A code is accepted once (the accepted time step is kept; a replayed or older code fails).
 * - Wrong codes are counted per member before they are compared ({@link AUTHENTICATOR_TRIES} a
 *   rate-limit window, then 429).
 */
import { createHash, randomInt } from 'node:crypto';
import { ERROR_CODES, SECURITY_ERROR_CODES, type AuthenticatorEnrolment } from '@gamehall/api-client/contract';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { type SecretBox } from '../crypto/secretBox.ts';
import { BusinessError } from '../http/envelope.ts';
import { type RateLimiter, TooManyRequestsError } from '../security/rateLimiter.ts';

/** The issuer shown by authenticator apps. */
export const TOTP_ISSUER = 'Gamehall';
/** TOTP time step in seconds (RFC 6238 default). */
export const TOTP_PERIOD_S = 30;
/** Recovery codes made when the authenticator is enabled. */
export const RECOVERY_CODE_COUNT = 10;
/** How long an enrolment waits for its first code, in ms (10 minutes). */
export const ENROLMENT_TTL_MS = 10 * 60_000;
/** Wrong authenticator or recovery codes a member may enter per rate-limit window. */
export const AUTHENTICATOR_TRIES = 5;

/** Message of a wrong authenticator or recovery code. */
export const AUTHENTICATOR_WRONG_MESSAGE = 'The authenticator code is incorrect';
/** Message when the sealed-secret key is missing (production without `SECRETS_KEY`). */
const NO_BOX_MESSAGE = 'Function not enabled, please contact customer service';

/** Recovery code alphabet: lower-case letters and digits without look-alikes (0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
/** A recovery code as compared: lower case, without the hyphen and spaces. */
const normalRecovery = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

const totpOf = (secret: Secret, label: string) => new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S, secret });

/** Dependencies of {@link AuthenticatorService}. */
export interface AuthenticatorDeps {
  db: AppDb;
  now: () => number;
  limiter: RateLimiter;
  /** Absent: enrolment is refused with `function.disabled` (production without `SECRETS_KEY`). */
  box?: SecretBox;
}

/** A member as this service needs it. */
export interface AuthenticatorMember {
  id: number;
  account: string;
}

/** Enrols, confirms, checks and disables authenticators. */
export class AuthenticatorService {
  constructor(private readonly deps: AuthenticatorDeps) {}

  private async row(memberId: number) {
    const [row] = await this.deps.db.select().from(t.memberAuthenticators).where(eq(t.memberAuthenticators.memberId, memberId));
    return row;
  }

  /**
   * Whether the member's authenticator is on, and how many unused recovery codes are left.
   * @param memberId the member
   */
  async status(memberId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
    const [row] = await this.deps.db
      .select({ id: t.memberAuthenticators.memberId })
      .from(t.memberAuthenticators)
      .where(and(eq(t.memberAuthenticators.memberId, memberId), isNotNull(t.memberAuthenticators.confirmedAt)));
    if (!row) return { enabled: false, recoveryCodesLeft: 0 };
    const [left] = await this.deps.db
      .select({ n: count() })
      .from(t.memberRecoveryCodes)
      .where(and(eq(t.memberRecoveryCodes.memberId, memberId), isNull(t.memberRecoveryCodes.usedAt)));
    return { enabled: true, recoveryCodesLeft: left?.n ?? 0 };
  }

  /**
   * Starts (or restarts) an enrolment: a new secret, waiting {@link ENROLMENT_TTL_MS} for a first code.
   * @param member the session's member
   * @returns the base32 secret and its `otpauth://totp/Gamehall:<account>?…` URI
   * @throws BusinessError `authenticator.state.invalid` when one is already on; `function.disabled` without a secrets key
   */
  async enrol(member: AuthenticatorMember): Promise<AuthenticatorEnrolment> {
    const box = this.deps.box;
    if (!box) throw new BusinessError(ERROR_CODES.disabled, NO_BOX_MESSAGE);
    const existing = await this.row(member.id);
    if (existing?.confirmedAt) throw new BusinessError(SECURITY_ERROR_CODES.authenticatorState, 'An authenticator app is already enabled: disable it first');
    const secret = new Secret({ size: 20 });
    const sealedSecret = box.seal(secret.base32);
    const now = new Date(this.deps.now());
    await this.deps.db
      .insert(t.memberAuthenticators)
      .values({ memberId: member.id, sealedSecret, createdAt: now })
      .onConflictDoUpdate({ target: t.memberAuthenticators.memberId, set: { sealedSecret, createdAt: now, lastStep: null } });
    return { secret: secret.base32, otpauthUri: totpOf(secret, member.account).toString() };
  }

  /**
   * The time step a TOTP code matches (±1 step), counted against the member's tries; null when wrong.
   */
  private async matchStep(memberId: number, sealedSecret: string, code: string): Promise<number | null> {
    const box = this.deps.box;
    if (!box) throw new BusinessError(ERROR_CODES.disabled, NO_BOX_MESSAGE);
    const failKey = `totp-fail:member:${String(memberId)}`;
    if (!(await this.deps.limiter.reserve(failKey, AUTHENTICATOR_TRIES))) throw new TooManyRequestsError();
    const now = this.deps.now();
    const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(box.open(sealedSecret)), algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S, timestamp: now, window: 1 });
    if (delta === null) return null;
    await this.deps.limiter.release(failKey);
    return Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
  }

  /** Takes a time step once: false when this or a later step was already used (a replayed code). */
  private async takeStep(db: AppDb, memberId: number, step: number, lastStep: number | null): Promise<boolean> {
    if (lastStep !== null && step <= lastStep) return false;
    const rows = await db
      .update(t.memberAuthenticators)
      .set({ lastStep: step })
      .where(and(eq(t.memberAuthenticators.memberId, memberId), lastStep === null ? isNull(t.memberAuthenticators.lastStep) : eq(t.memberAuthenticators.lastStep, lastStep)))
      .returning({ memberId: t.memberAuthenticators.memberId });
    return rows.length === 1;
  }

  /**
   * Confirms an enrolment with a first code: enables the authenticator and makes new recovery codes.
   * @param member the session's member
   * @param code the app's current code
   * @returns the {@link RECOVERY_CODE_COUNT} recovery codes (`xxxx-xxxx`), shown this once
   * @throws BusinessError `authenticator.state.invalid` (none pending, or expired), `login.verification.failed` (wrong code)
   * @throws TooManyRequestsError after {@link AUTHENTICATOR_TRIES} wrong codes a window
   */
  async confirm(member: AuthenticatorMember, code: string): Promise<string[]> {
    const row = await this.row(member.id);
    if (!row || row.confirmedAt || row.createdAt.getTime() + ENROLMENT_TTL_MS <= this.deps.now()) {
      throw new BusinessError(SECURITY_ERROR_CODES.authenticatorState, 'No authenticator enrolment is waiting: start again');
    }
    const step = await this.matchStep(member.id, row.sealedSecret, code);
    if (step === null) throw new BusinessError(SECURITY_ERROR_CODES.verificationFailed, AUTHENTICATOR_WRONG_MESSAGE);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const now = new Date(this.deps.now());
    await this.deps.db.transaction(async (tx) => {
      const db = tx as unknown as AppDb;
      if (!(await this.takeStep(db, member.id, step, row.lastStep))) throw new BusinessError(SECURITY_ERROR_CODES.verificationFailed, AUTHENTICATOR_WRONG_MESSAGE);
      await db.update(t.memberAuthenticators).set({ confirmedAt: now }).where(eq(t.memberAuthenticators.memberId, member.id));
      await db.delete(t.memberRecoveryCodes).where(eq(t.memberRecoveryCodes.memberId, member.id));
      await db.insert(t.memberRecoveryCodes).values(codes.map((c) => ({ memberId: member.id, codeHash: sha256(`${String(member.id)}:${normalRecovery(c)}`), createdAt: now })));
    });
    return codes;
  }

  /**
   * Checks an answer against the member's enabled authenticator: a current code (used once) or
   * an unused recovery code (used up by this call).
   * @param memberId the member
   * @param answer 6 digits, or a recovery code (`xxxx-xxxx`, case and hyphen ignored)
   * @returns whether it was right (false also when no authenticator is on)
   * @throws TooManyRequestsError after {@link AUTHENTICATOR_TRIES} wrong answers a window
   */
  async verify(memberId: number, answer: string): Promise<boolean> {
    const row = await this.row(memberId);
    if (!row?.confirmedAt) return false;
    const given = answer.trim();
    if (/^\d{6}$/.test(given)) {
      const step = await this.matchStep(memberId, row.sealedSecret, given);
      return step !== null && (await this.takeStep(this.deps.db, memberId, step, row.lastStep));
    }
    const failKey = `totp-fail:member:${String(memberId)}`;
    if (!(await this.deps.limiter.reserve(failKey, AUTHENTICATOR_TRIES))) throw new TooManyRequestsError();
    const used = await this.deps.db
      .update(t.memberRecoveryCodes)
      .set({ usedAt: new Date(this.deps.now()) })
      .where(and(eq(t.memberRecoveryCodes.memberId, memberId), eq(t.memberRecoveryCodes.codeHash, sha256(`${String(memberId)}:${normalRecovery(given)}`)), isNull(t.memberRecoveryCodes.usedAt)))
      .returning({ id: t.memberRecoveryCodes.id });
    if (used.length === 0) return false;
    await this.deps.limiter.release(failKey);
    return true;
  }

  /**
   * Disables the authenticator with a current code or a recovery code; its secret and recovery codes are deleted.
   * @throws BusinessError `authenticator.state.invalid` (none on), `login.verification.failed` (wrong code)
   * @throws TooManyRequestsError after {@link AUTHENTICATOR_TRIES} wrong codes a window
   */
  async disable(member: AuthenticatorMember, code: string): Promise<void> {
    const row = await this.row(member.id);
    if (!row?.confirmedAt) throw new BusinessError(SECURITY_ERROR_CODES.authenticatorState, 'No authenticator app is enabled');
    if (!(await this.verify(member.id, code))) throw new BusinessError(SECURITY_ERROR_CODES.verificationFailed, AUTHENTICATOR_WRONG_MESSAGE);
    await this.deps.db.transaction(async (tx) => {
      const db = tx as unknown as AppDb;
      await db.delete(t.memberRecoveryCodes).where(eq(t.memberRecoveryCodes.memberId, member.id));
      await db.delete(t.memberAuthenticators).where(eq(t.memberAuthenticators.memberId, member.id));
    });
  }
}
