/**
 * Responsible gaming (issue 12 "Responsible gaming"): deposit limits per period, the
 * reality-check interval, cool-off and self-exclusion.
 *
 * Deposit limits: one per period — `DAILY` (a UTC day from 00:00 UTC), `WEEKLY` (an ISO week,
 * Monday 00:00 UTC to the next Monday) and `MONTHLY` (a calendar month, the 1st 00:00 UTC to the
 * next 1st). A first limit, or a lower one, applies at once (and drops a pending raise); a higher
 * one, or removing a limit, waits {@link LIMIT_RAISE_DELAY_MS} and is read as in force once its
 * time has come (no background job: every read and write takes `now`). A deposit counts against
 * a limit when it is PENDING or CREDITED and was started within the current period; the check
 * runs inside the deposit's transaction, after the wallet row lock that queues one member's
 * deposits, so two deposits at once cannot pass a limit together.
 *
 * Exclusions: a cool-off of 1–42 days (24 h to 6 weeks) or a self-exclusion of 6–60 months
 * (6 months to 5 years). Rows are only ever inserted: the member cannot shorten or lift one (a
 * second one only counts when it ends later). Starting one ends every session of the member in
 * the same transaction (the notification socket closes on its next session check); login, game
 * launch and deposits then answer `member.excluded` with `{ kind, until }`.
 */
import {
  type DepositLimitBody,
  type DepositLimitExceeded,
  type Exclusion,
  type ExclusionBody,
  type ExclusionKind,
  type LimitPeriod,
  type RealityCheckMinutes,
  type ResponsibleGamingValue,
  ERROR_CODES,
  EXCLUSION_DURATIONS,
  LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_HOURS,
  RESPONSIBLE_GAMING_ERROR_CODES,
  TRIAL_TYPE,
} from '@gamehall/api-client/contract';
import Big from 'big.js';
import { and, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { BusinessError } from '../http/envelope.ts';
import { money, sum, ZERO } from '../play/money.ts';

/** Message of `member.trial` (the same words as the account flows). */
const TRIAL_MESSAGE = 'Please register a real account to use this function';

/** The raise delay in ms ({@link LIMIT_RAISE_DELAY_HOURS} hours). */
export const LIMIT_RAISE_DELAY_MS = LIMIT_RAISE_DELAY_HOURS * 3_600_000;

/** Deposit states that count against a limit. */
export const COUNTED_DEPOSIT_STATUSES = ['PENDING', 'CREDITED'] as const;

const PERIOD_WORDS: Record<LimitPeriod, string> = { DAILY: 'daily', WEEKLY: 'weekly', MONTHLY: 'monthly' };
const KIND_WORDS: Record<ExclusionKind, string> = { COOL_OFF: 'cool-off', SELF_EXCLUSION: 'self-exclusion' };

/**
 * The period a moment falls in.
 * @param period `DAILY` (UTC day), `WEEKLY` (ISO week, Monday 00:00 UTC), `MONTHLY` (calendar month, UTC)
 * @param now the moment, ms since the epoch
 * @returns `{ start, end }` in ms: start inclusive, end exclusive
 */
export function periodBounds(period: LimitPeriod, now: number): { start: number; end: number } {
  const d = new Date(now);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  if (period === 'DAILY') return { start: Date.UTC(y, m, day), end: Date.UTC(y, m, day + 1) };
  if (period === 'WEEKLY') {
    const sinceMonday = (d.getUTCDay() + 6) % 7;
    return { start: Date.UTC(y, m, day - sinceMonday), end: Date.UTC(y, m, day - sinceMonday + 7) };
  }
  return { start: Date.UTC(y, m, 1), end: Date.UTC(y, m + 1, 1) };
}

/**
 * When an exclusion that starts at `now` ends: `duration` days (cool-off) or calendar months
 * (self-exclusion; a day missing in the target month clamps to its last day).
 * @throws BusinessError `member.exclusion.duration.invalid` outside the kind's bounds ({@link EXCLUSION_DURATIONS})
 */
export function exclusionEnd(kind: ExclusionKind, duration: number, now: number): number {
  const bounds = EXCLUSION_DURATIONS[kind];
  if (!Number.isInteger(duration) || duration < bounds.min || duration > bounds.max) {
    throw new BusinessError(
      RESPONSIBLE_GAMING_ERROR_CODES.exclusionDurationInvalid,
      `A ${KIND_WORDS[kind]} lasts from ${String(bounds.min)} to ${String(bounds.max)} ${bounds.unit}`,
    );
  }
  if (bounds.unit === 'days') return now + duration * 86_400_000;
  const d = new Date(now);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + duration, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime();
}

/** A limit row read at `now`: the pending change folded in once its time has come. */
interface EffectiveLimit {
  amount: string | null;
  pending?: { amount: string | null; effectiveAt: Date };
}

type LimitRow = typeof t.depositLimits.$inferSelect;

function effective(row: LimitRow | undefined, now: number): EffectiveLimit {
  if (!row) return { amount: null };
  if (row.pendingAt && row.pendingAt.getTime() <= now) return { amount: row.pendingAmount };
  return row.pendingAt ? { amount: row.amount, pending: { amount: row.pendingAmount, effectiveAt: row.pendingAt } } : { amount: row.amount };
}

const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The message of `member.excluded`. */
export function excludedMessage(exclusion: Exclusion): string {
  return `Your account is in ${KIND_WORDS[exclusion.kind]} until ${utc(Date.parse(exclusion.until))}`;
}

/** Reads and changes a member's responsible-gaming settings; enforces limits and exclusions. */
export class ResponsibleGamingService {
  /** @param deps the database and the clock (ms since the epoch) */
  constructor(private readonly deps: { db: AppDb; now: () => number }) {}

  /**
   * The member's limits (DAILY, WEEKLY, MONTHLY) with what was deposited in each current period,
   * and the reality-check interval.
   * @param memberId the session member's id
   */
  async settings(memberId: number): Promise<ResponsibleGamingValue> {
    const now = this.deps.now();
    const db = this.deps.db;
    const rows = await db.select().from(t.depositLimits).where(eq(t.depositLimits.memberId, memberId));
    const [prefs] = await db.select().from(t.responsibleGamingSettings).where(eq(t.responsibleGamingSettings.memberId, memberId));
    const limits = [];
    for (const period of LIMIT_PERIODS) {
      const limit = effective(
        rows.find((r) => r.period === period),
        now,
      );
      const { end } = periodBounds(period, now);
      const used = await this.deposited(db, memberId, period, now);
      limits.push({
        period,
        amount: limit.amount,
        ...(limit.pending ? { pending: { amount: limit.pending.amount, effectiveAt: limit.pending.effectiveAt.toISOString() } } : {}),
        used,
        ...(limit.amount === null ? {} : { remaining: remainingOf(limit.amount, used) }),
        periodEndsAt: new Date(end).toISOString(),
      });
    }
    return { limits, realityCheckMinutes: (prefs?.realityCheckMinutes ?? null) as RealityCheckMinutes };
  }

  /**
   * Sets one deposit limit. No limit yet, or a lower one: applies at once and drops a pending
   * change. A higher one or a removal (`amount: null`): pending for {@link LIMIT_RAISE_DELAY_MS}
   * from now (a new raise replaces an earlier pending one and waits again). The same amount as
   * in force drops a pending change.
   * @param member the session member (id, type)
   * @param body the period and the amount (decimal string, more than 0) or null
   * @returns the settings afterwards
   * @throws BusinessError `member.trial`; `member.field.invalid` for an amount of 0
   */
  async setLimit(member: { id: number; type: number }, body: DepositLimitBody): Promise<ResponsibleGamingValue> {
    if (member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
    const wanted = body.amount === null ? null : money(body.amount);
    if (wanted !== null && new Big(wanted).lte(0)) throw new BusinessError(ERROR_CODES.fieldInvalid, 'amount: A deposit limit must be more than 0.00', { field: 'amount', problem: 'pattern' });
    const now = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(t.depositLimits)
        .where(and(eq(t.depositLimits.memberId, member.id), eq(t.depositLimits.period, body.period)))
        .for('update');
      const current = effective(row, now).amount;
      const immediate = current === null || (wanted !== null && new Big(wanted).lte(current));
      const values = immediate
        ? { amount: wanted, pendingAmount: null, pendingAt: null, updatedAt: new Date(now) }
        : { amount: current, pendingAmount: wanted, pendingAt: new Date(now + LIMIT_RAISE_DELAY_MS), updatedAt: new Date(now) };
      await tx
        .insert(t.depositLimits)
        .values({ memberId: member.id, period: body.period, ...values })
        .onConflictDoUpdate({ target: [t.depositLimits.memberId, t.depositLimits.period], set: values });
    });
    return this.settings(member.id);
  }

  /**
   * Chooses the reality-check interval.
   * @param memberId the session member's id
   * @param minutes 15, 30, 60, 120, or null (off)
   * @returns the settings afterwards
   */
  async setRealityCheck(memberId: number, minutes: RealityCheckMinutes): Promise<ResponsibleGamingValue> {
    const now = new Date(this.deps.now());
    await this.deps.db
      .insert(t.responsibleGamingSettings)
      .values({ memberId, realityCheckMinutes: minutes, updatedAt: now })
      .onConflictDoUpdate({ target: t.responsibleGamingSettings.memberId, set: { realityCheckMinutes: minutes, updatedAt: now } });
    return this.settings(memberId);
  }

  /**
   * Starts a cool-off or a self-exclusion and ends every session of the member, in one
   * transaction. An exclusion cannot be shortened: when one already runs longer, it stays the
   * one in force (the answer says which).
   * @param member the session member (id, type)
   * @param body the kind and the duration (days for COOL_OFF 1–42, months for SELF_EXCLUSION 6–60)
   * @returns the exclusion in force afterwards (`until` ISO instant)
   * @throws BusinessError `member.trial`, `member.exclusion.duration.invalid`
   */
  async exclude(member: { id: number; type: number }, body: ExclusionBody): Promise<Exclusion> {
    if (member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
    const now = this.deps.now();
    const until = exclusionEnd(body.kind, body.duration, now);
    await this.deps.db.transaction(async (tx) => {
      await tx.insert(t.exclusions).values({ memberId: member.id, kind: body.kind, startsAt: new Date(now), until: new Date(until) });
      await tx
        .update(t.sessions)
        .set({ revokedAt: new Date(now) })
        .where(and(eq(t.sessions.memberId, member.id), isNull(t.sessions.revokedAt)));
    });
    const active = await this.activeExclusion(this.deps.db, member.id);
    if (!active) throw new Error('exclusion not written');
    return active;
  }

  /**
   * The exclusion in force for a member (the one that ends last), if any.
   * @param db the database or a transaction
   * @param memberId the member
   */
  async activeExclusion(db: AppDb, memberId: number): Promise<Exclusion | undefined> {
    const [row] = await db
      .select({ kind: t.exclusions.kind, until: t.exclusions.until })
      .from(t.exclusions)
      .where(and(eq(t.exclusions.memberId, memberId), gt(t.exclusions.until, new Date(this.deps.now()))))
      .orderBy(desc(t.exclusions.until))
      .limit(1);
    return row ? { kind: row.kind as ExclusionKind, until: row.until.toISOString() } : undefined;
  }

  /**
   * Refuses a member in cool-off or self-exclusion (login, game launch, deposit).
   * @param db the database or a transaction
   * @param memberId the member
   * @throws BusinessError `member.excluded` with value `{ kind, until }`, the message saying until when
   */
  async assertNotExcluded(db: AppDb, memberId: number): Promise<void> {
    const active = await this.activeExclusion(db, memberId);
    if (active) throw new BusinessError(ERROR_CODES.excluded, excludedMessage(active), active);
  }

  /**
   * Checks a new deposit against the member's limits; call it inside the deposit's transaction
   * after the wallet row lock.
   * @param db the deposit's transaction
   * @param memberId the member
   * @param amount the new deposit's amount (money string)
   * @throws BusinessError `cashier.deposit.limit.exceeded` (value {@link DepositLimitExceeded})
   *   naming the first limit passed, what is left and when the period ends
   */
  async assertWithinLimits(db: AppDb, memberId: number, amount: string): Promise<void> {
    const now = this.deps.now();
    const rows = await db.select().from(t.depositLimits).where(eq(t.depositLimits.memberId, memberId));
    for (const period of LIMIT_PERIODS) {
      const limit = effective(
        rows.find((r) => r.period === period),
        now,
      ).amount;
      if (limit === null) continue;
      const used = await this.deposited(db, memberId, period, now);
      if (new Big(used).plus(amount).gt(limit)) {
        const remaining = remainingOf(limit, used);
        const value: DepositLimitExceeded = { period, limit: money(limit), remaining };
        throw new BusinessError(
          RESPONSIBLE_GAMING_ERROR_CODES.depositLimitExceeded,
          `This deposit is over your ${PERIOD_WORDS[period]} deposit limit of ${money(limit)}: you can deposit up to ${remaining} more until ${utc(periodBounds(period, now).end)}`,
          value,
        );
      }
    }
  }

  /** The sum of the member's PENDING and CREDITED deposits started in the current period. */
  private async deposited(db: AppDb, memberId: number, period: LimitPeriod, now: number): Promise<string> {
    const { start, end } = periodBounds(period, now);
    const [row] = await db
      .select({ total: sql<string | null>`sum(${t.deposits.amount})` })
      .from(t.deposits)
      .where(and(eq(t.deposits.memberId, memberId), inArray(t.deposits.status, [...COUNTED_DEPOSIT_STATUSES]), gte(t.deposits.createdAt, new Date(start)), lt(t.deposits.createdAt, new Date(end))));
    return sum([row?.total ?? ZERO]);
  }
}

function remainingOf(limit: string, used: string): string {
  const left = new Big(limit).minus(used);
  return left.lt(0) ? ZERO : left.toFixed(2);
}
