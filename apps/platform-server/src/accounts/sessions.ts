/**
 * Sessions (spec §4 login/logout; ARCHITECTURE.md "The platform server"): opaque random tokens
 * of 32 bytes (base64url, 43 characters), stored only as their SHA-256, with an expiry; revoked
 * on logout and, for the member's other sessions, on a password change.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';

/** A member row as stored. */
export type MemberRow = typeof t.members.$inferSelect;

/** A live session: its member and the stored token hash (to revoke it). */
export interface Session {
  member: MemberRow;
  tokenHash: string;
  loginType: string;
  /**
   * Made by a login that answered `passwordExpired: true` (spec §4 forced change) and the
   * password is not changed yet: only changePassword, logout and memberInfo serve it.
   */
  mustChangePassword: boolean;
}

/** SHA-256 (hex) of a token, as stored. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Largest token accepted in `Authorization` (ours are 43 characters). */
const TOKEN_MAX = 128;

/**
 * Reads the token of an `Authorization` header: the bare token (spec §7 "(T)"), or `Bearer <token>`.
 * @returns the token, or `undefined` when absent or not plausible
 */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  return token.length > 0 && token.length <= TOKEN_MAX && /^[A-Za-z0-9_-]+$/.test(token) ? token : undefined;
}

/** Creates, finds and revokes sessions. */
export class SessionStore {
  /**
   * @param db the platform database
   * @param now clock in ms
   * @param ttlMs session lifetime in ms (config `SESSION_TTL_MS`, default 12 h)
   */
  constructor(
    private readonly db: AppDb,
    private readonly now: () => number,
    readonly ttlMs: number,
  ) {}

  /**
   * Creates a session for a member.
   * @param db the database or the transaction to write in
   * @param memberId the member
   * @param loginType `username`, `sms`, `freeplay`, `register`, `reset`
   * @param ip the client IP
   * @param mustChangePassword the login answered `passwordExpired: true`: the session serves only
   *   changePassword, logout and memberInfo until the password is changed
   * @returns the token (only ever returned here; the database keeps its hash)
   */
  async create(db: AppDb, memberId: number, loginType: string, ip: string, mustChangePassword = false): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await db.insert(t.sessions).values({
      tokenHash: hashToken(token),
      memberId,
      loginType,
      ip,
      mustChangePassword,
      createdAt: new Date(now),
      expiresAt: new Date(now + this.ttlMs),
    });
    return token;
  }

  /**
   * The live session of a token: not revoked, not expired, member not disabled.
   * @param token the token from `Authorization`
   * @returns the session, or `undefined` when missing, dead, expired or revoked
   */
  async find(token: string | undefined): Promise<Session | undefined> {
    if (!token) return undefined;
    const tokenHash = hashToken(token);
    const [row] = await this.db
      .select({ member: t.members, loginType: t.sessions.loginType, mustChangePassword: t.sessions.mustChangePassword })
      .from(t.sessions)
      .innerJoin(t.members, eq(t.members.id, t.sessions.memberId))
      .where(
        and(
          eq(t.sessions.tokenHash, tokenHash),
          isNull(t.sessions.revokedAt),
          gt(t.sessions.expiresAt, sql`${new Date(this.now()).toISOString()}::timestamptz`),
          eq(t.members.disabled, false),
        ),
      );
    return row ? { member: row.member, tokenHash, loginType: row.loginType, mustChangePassword: row.mustChangePassword } : undefined;
  }

  /**
   * Lifts the forced password change of one session (after the password was changed).
   * @param db the database or the transaction to write in
   * @param tokenHash the session's stored token hash
   */
  async passwordChanged(db: AppDb, tokenHash: string): Promise<void> {
    await db.update(t.sessions).set({ mustChangePassword: false }).where(eq(t.sessions.tokenHash, tokenHash));
  }

  /** Revokes one session (logout). */
  async revoke(tokenHash: string): Promise<void> {
    await this.db
      .update(t.sessions)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(t.sessions.tokenHash, tokenHash), isNull(t.sessions.revokedAt)));
  }

  /**
   * Revokes every live session of a member except `keepTokenHash` (password change, reset).
   * @param db the database or the transaction to write in
   */
  async revokeOthers(db: AppDb, memberId: number, keepTokenHash?: string): Promise<void> {
    await db
      .update(t.sessions)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(eq(t.sessions.memberId, memberId), isNull(t.sessions.revokedAt), keepTokenHash ? ne(t.sessions.tokenHash, keepTokenHash) : undefined));
  }
}
