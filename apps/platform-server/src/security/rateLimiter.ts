/**
 * Rate limits over the `rate_limits` table (fixed windows, one atomic
 * `insert … on conflict do update … returning` per hit), so every server instance on one
 * database shares the counters. Time comes from the injected clock, so tests do not wait.
 * Answers spec §8 "too many requests (try again after 5 minutes)" with HTTP 429.
 *
 * Limits are reserved, not checked then counted: an attempt is counted first and allowed only
 * when the count the atomic upsert returns is within the limit, so parallel requests (on one
 * instance or many) cannot all pass a check that each of them made before any was counted.
 */
import { isIP } from 'node:net';
import { ERROR_CODES } from '@gamehall/api-client/contract';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';

/** The message of a refused request (spec §8, §9: wait 5 minutes). */
export const TOO_MANY_MESSAGE = 'Too many requests, please try again after 5 minutes';

/** A refused request: HTTP 429 `request.too.many`. */
export class TooManyRequestsError extends Error {
  /** HTTP status. */
  readonly statusCode = 429;
  /** Envelope error code. */
  readonly errorCode = ERROR_CODES.tooManyRequests;
  constructor() {
    super(TOO_MANY_MESSAGE);
  }
}

/** Window and block lengths in ms (config `RATE_LIMIT_WINDOW_MS`, `RATE_LIMIT_BLOCK_MS`). */
export interface RateLimitWindows {
  windowMs: number;
  blockMs: number;
}

/** State of one key after a hit. */
export interface HitResult {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Whether the key is now refused (until the block ends). */
  blocked: boolean;
}

/**
 * Limits of the account endpoints (hits per window per key). Per (account, IP) failures block
 * that pair only, so an attacker elsewhere cannot lock the real user out (ASVS 5.0 §6.3.1);
 * per-account failures never block, they only turn the captcha on.
 */
export const LIMITS = {
  /** Failed logins per account name and IP. */
  loginFailuresPerAccountIp: 5,
  /** Failed logins per IP, any account. */
  loginFailuresPerIp: 30,
  /** Captcha images per IP. */
  captchaPerIp: 60,
  /** SMS sends per IP (any number). */
  smsPerIp: 20,
  /** SMS sends per number per hour (hard cap; plus one per 60 s). */
  smsPerNumberHour: 5,
  /** Registrations tried per IP. */
  registerPerIp: 20,
  /** Forgot-password requests per IP. */
  forgotPerIp: 10,
  /** Forgot-password requests per account name. */
  forgotPerAccount: 3,
  /** Free-play launches per address (no account needed; a player opens a few games a minute). */
  freePlayLaunchesPerIp: 60,
  /** Free-play bets per address (auto-spin at one a second stays under it). */
  freePlayBetsPerIp: 600,
  /** One-time login code exchanges per address (a `?token=` link is opened once; guessing 256 bits is hopeless anyway). */
  loginCodesPerIp: 30,
  /** One-time login codes made per member (a wrapper opens the site a few times a window). */
  loginCodesPerMember: 20,
} as const;

/**
 * The rate-limit subject of a client address (issue 10 §3; ASVS 5.0 V2.4.1, V6.3.1): an IPv4 address as it is (also when
 * written IPv4-mapped, `::ffff:203.0.113.9`), an IPv6 address as its /64 network
 * (`2001:db8:1:2::/64`): one subscriber gets a whole /64, so rotating addresses inside it must not
 * reset the limits. Anything unparsable is used as given.
 * @param ip the client IP as Fastify reports it
 * @returns the text to put in a rate-limit key
 */
export function limitSubject(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  const zoneless = ip.split('%')[0] ?? ip;
  const [head = '', tail] = zoneless.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail (::ffff:… handled above; 64:ff9b::1.2.3.4) sits in the low 64 bits: irrelevant here.
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const prefix = groups.slice(0, 4).map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? Number.parseInt(g, 16).toString(16) : '0'));
  while (prefix.length < 4) prefix.push('0');
  return `${prefix.join(':')}::/64`;
}

const NEVER = 2_147_483_647;
const iso = (ms: number) => new Date(ms).toISOString();

/** Fixed-window counters and blocks, shared through the database. */
export class RateLimiter {
  private hitsSincePrune = 0;

  /**
   * @param db the platform database
   * @param now clock in ms
   * @param windows window and block lengths in ms
   */
  constructor(
    private readonly db: AppDb,
    private readonly now: () => number,
    readonly windows: RateLimitWindows,
  ) {}

  /**
   * Counts one hit on `key` in its current window (a new window starts when the old one is over
   * or when a block has ended) and blocks the key for `blockMs` when the count reaches `max`.
   * @param key e.g. `login-fail:acct-ip:alice:203.0.113.9`
   * @param max hits that block the key (omitted: never blocks, only counts)
   * @param windowMs window length in ms (default the configured window)
   * @param blockMs how long the key is refused once blocked, in ms (default the configured block)
   * @returns the count and whether the key is blocked now
   */
  async hit(key: string, max: number = NEVER, windowMs = this.windows.windowMs, blockMs = this.windows.blockMs): Promise<HitResult> {
    const now = this.now();
    const nowTs = sql`${iso(now)}::timestamptz`;
    const edge = sql`${iso(now - windowMs)}::timestamptz`;
    const until = sql`${iso(now + blockMs)}::timestamptz`;
    const r = t.rateLimits;
    // A new window starts when the old one is over, or when a block has ended: after "try again
    // later" the key starts afresh instead of being refused for the rest of the window.
    const fresh = sql`(${r.windowStart} <= ${edge} or (${r.blockedUntil} is not null and ${r.blockedUntil} <= ${nowTs}))`;
    const nextHits = sql`(case when ${fresh} then 1 else ${r.hits} + 1 end)`;
    const [row] = await this.db
      .insert(r)
      .values({ key, windowStart: sql`${nowTs}` as unknown as Date, hits: 1, blockedUntil: max <= 1 ? (sql`${until}` as unknown as Date) : null })
      .onConflictDoUpdate({
        target: r.key,
        set: {
          windowStart: sql`case when ${fresh} then ${nowTs} else ${r.windowStart} end`,
          hits: nextHits,
          blockedUntil: sql`case when ${r.blockedUntil} > ${nowTs} then ${r.blockedUntil} when ${nextHits} >= ${max} then ${until} else null end`,
        },
      })
      .returning({ hits: r.hits, blockedUntil: r.blockedUntil });
    if ((this.hitsSincePrune += 1) >= 500) {
      this.hitsSincePrune = 0;
      await this.prune();
    }
    return { hits: row?.hits ?? 1, blocked: row?.blockedUntil ? row.blockedUntil.getTime() > now : false };
  }

  /**
   * Whether any of the keys is blocked now (checked before any password hashing).
   * @param keys rate-limit keys
   */
  async isBlocked(keys: string[]): Promise<boolean> {
    if (keys.length === 0) return false;
    const rows = await this.db
      .select({ key: t.rateLimits.key })
      .from(t.rateLimits)
      .where(and(inArray(t.rateLimits.key, keys), gt(t.rateLimits.blockedUntil, sql`${iso(this.now())}::timestamptz`)))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * Hits in the current window of `key` (0 when none or the window is over).
   * @param key a rate-limit key
   */
  async count(key: string): Promise<number> {
    const [row] = await this.db.select().from(t.rateLimits).where(eq(t.rateLimits.key, key));
    if (!row || row.windowStart.getTime() <= this.now() - this.windows.windowMs) return 0;
    return row.hits;
  }

  /**
   * An attempt counted on several keys, each limited to its `max` per window: refused (nothing
   * counted) while any key is blocked; else counted on each key in turn and refused as soon as a
   * key's returned count is over its `max` (a race lost to parallel attempts; the keys counted so
   * far stay counted). The hit that reaches `max` blocks the following attempts.
   * @param limits the keys with their `max`, and optionally their own window and block in ms
   * @throws TooManyRequestsError while any key is blocked or over its `max`
   */
  async attempt(limits: { key: string; max: number; windowMs?: number; blockMs?: number }[]): Promise<void> {
    if (await this.isBlocked(limits.map((l) => l.key))) throw new TooManyRequestsError();
    for (const l of limits) {
      const { hits } = await this.hit(l.key, l.max, l.windowMs, l.blockMs);
      if (hits > l.max) throw new TooManyRequestsError();
    }
  }

  /**
   * Reserves one of `max` slots of `key` in its window before the expensive or deciding work
   * (argon2, a code comparison): the hit is counted atomically and the slot granted only when the
   * returned count is at most `max` and no earlier block is running. The first refused hit blocks
   * the key for the block length. Give a slot back with {@link release} when the attempt turned
   * out not to be a failure.
   * @param key e.g. `login-fail:acct-ip:alice:203.0.113.9`
   * @param max slots per window (failures allowed)
   * @returns whether the slot was granted
   */
  async reserve(key: string, max: number): Promise<boolean> {
    const { hits, blocked } = await this.hit(key, max + 1);
    // hit() blocks only at max + 1, so a block seen with hits <= max is an earlier one still running.
    return hits <= max && !blocked;
  }

  /**
   * Gives one reserved slot back (the attempt succeeded, so it is not a failure); never below 0.
   * @param key the key of {@link reserve}
   */
  async release(key: string): Promise<void> {
    await this.db
      .update(t.rateLimits)
      .set({ hits: sql`greatest(${t.rateLimits.hits} - 1, 0)` })
      .where(eq(t.rateLimits.key, key));
  }

  /** Forgets a key (e.g. a pair's failures after a successful login). */
  async reset(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.db.delete(t.rateLimits).where(inArray(t.rateLimits.key, keys));
  }

  /** Deletes counters whose window and block are both over (called every 500 hits). */
  async prune(): Promise<void> {
    const now = this.now();
    await this.db
      .delete(t.rateLimits)
      .where(
        and(
          lt(t.rateLimits.windowStart, sql`${iso(now - Math.max(this.windows.windowMs, 3_600_000))}::timestamptz`),
          or(isNull(t.rateLimits.blockedUntil), lt(t.rateLimits.blockedUntil, sql`${iso(now)}::timestamptz`)),
        ),
      );
  }
}
