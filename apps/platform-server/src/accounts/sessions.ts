/**
 * Sessions (spec §4 login/logout; docs/architecture.md "The platform server"): opaque random tokens
 * of 32 bytes (base64url, 43 characters), stored only as their SHA-256, with an absolute expiry
 * and a sliding idle time-out (issue 10 §3); revoked on logout and, for the member's other
 * sessions, on a password change. One-time login codes (the `?token=` of spec §4) are made and
 * exchanged here too.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
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

/**
 * How often a session's last use is written, in ms: at most once a minute per session, so the
 * idle time-out costs no write on most requests (and may count up to this much less idle time).
 */
export const LAST_SEEN_WRITE_MS = 60_000;

/** Who made a login code: a logged-in client (`session`) or the operator (`admin`). */
export type LoginCodeIssuer = 'session' | 'admin';

/** A login code as handed out: the code itself (shown once) and its lifetime in seconds. */
export interface IssuedLoginCode {
  /** 256 random bits, base64url (43 characters); only its SHA-256 is stored. */
  code: string;
  /** Seconds until it expires ({@link t.LOGIN_CODE_TTL_MS} / 1000). */
  expiresIn: number;
}

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
   * @param idleMs sliding idle time-out in ms (config `SESSION_IDLE_MS`, default 30 min)
   */
  constructor(
    private readonly db: AppDb,
    private readonly now: () => number,
    readonly ttlMs: number,
    readonly idleMs: number = 30 * 60_000,
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
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + this.ttlMs),
    });
    return token;
  }

  /**
   * The live session of a token: not revoked, not expired, used within the idle time-out, member
   * not disabled. Finding it counts as a use: its last use is moved to now when it is older than
   * {@link LAST_SEEN_WRITE_MS} (the sliding idle time-out of issue 10 §3), unless `touch` is false.
   * @param token the token from `Authorization`
   * @param options `touch: false` checks without counting as a use (an open notification
   *   socket's periodic check must not keep an idle session alive); default true
   * @returns the session, or `undefined` when missing, dead, expired, idle too long or revoked
   */
  async find(token: string | undefined, options: { touch?: boolean } = {}): Promise<Session | undefined> {
    if (!token) return undefined;
    const tokenHash = hashToken(token);
    const now = this.now();
    const [row] = await this.db
      .select({ member: t.members, loginType: t.sessions.loginType, mustChangePassword: t.sessions.mustChangePassword, lastSeenAt: t.sessions.lastSeenAt })
      .from(t.sessions)
      .innerJoin(t.members, eq(t.members.id, t.sessions.memberId))
      .where(
        and(
          eq(t.sessions.tokenHash, tokenHash),
          isNull(t.sessions.revokedAt),
          gt(t.sessions.expiresAt, at(now)),
          gt(t.sessions.lastSeenAt, at(now - this.idleMs)),
          eq(t.members.disabled, false),
        ),
      );
    if (!row) return undefined;
    if (options.touch !== false && now - row.lastSeenAt.getTime() >= LAST_SEEN_WRITE_MS) {
      // Only forwards: a parallel request that already moved it is not undone.
      await this.db
        .update(t.sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(and(eq(t.sessions.tokenHash, tokenHash), lt(t.sessions.lastSeenAt, at(now))));
    }
    return { member: row.member, tokenHash, loginType: row.loginType, mustChangePassword: row.mustChangePassword };
  }

  /**
   * Makes a one-time login code for a member (spec §4 `?token=`; issue 10 §3): 256 random bits,
   * stored as their SHA-256 with an expiry of {@link t.LOGIN_CODE_TTL_MS} (60 s). Expired codes
   * of every member are deleted on the way.
   * @param memberId the member the code logs in
   * @param issuedBy who asked: a logged-in client or the operator
   * @returns the code (only ever returned here) and its lifetime in seconds
   */
  async issueLoginCode(memberId: number, issuedBy: LoginCodeIssuer): Promise<IssuedLoginCode> {
    const code = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await tx.delete(t.loginCodes).where(lt(t.loginCodes.expiresAt, at(now)));
      await tx.insert(t.loginCodes).values({ codeHash: hashToken(code), memberId, issuedBy, createdAt: new Date(now), expiresAt: new Date(now + t.LOGIN_CODE_TTL_MS) });
    });
    return { code, expiresIn: t.LOGIN_CODE_TTL_MS / 1000 };
  }

  /**
   * Uses up a login code: deletes its row in one statement and answers its member when it had
   * not expired (an expired one is deleted too). Of two parallel exchanges of one code only one
   * gets the member.
   * @param db the database or the transaction to write in
   * @param code the code from the link
   * @returns the member id, or `undefined` when the code is unknown, used or expired
   */
  async consumeLoginCode(db: AppDb, code: string): Promise<number | undefined> {
    const [row] = await db
      .delete(t.loginCodes)
      .where(eq(t.loginCodes.codeHash, hashToken(code)))
      .returning({ memberId: t.loginCodes.memberId, expiresAt: t.loginCodes.expiresAt });
    return row && row.expiresAt.getTime() > this.now() ? row.memberId : undefined;
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

/** A clock reading as a SQL timestamptz (the app's clock, not the database's: tests inject one). */
const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
