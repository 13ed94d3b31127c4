/**
 * Transaction history (spec §2 transactionHistory): the member's ledger entries over every wallet
 * (main and vendor wallets), newest first, by type group and day range, paged.
 *
 * Speed: one member can hold hundreds of thousands of entries, so nothing counts or skips over
 * the member's whole history:
 * 1. `total` and the page's place come from the daily roll-up `ledger_day_counts` (entries and
 *    smallest/largest id per member, UTC day and kind; kept by a trigger in the inserting
 *    transaction, see src/db/schema.ts): a few hundred rows a year of history.
 * 2. the page's ids, newest first: when ids follow days (every day's ids above the older days'
 *    ones, as they do for entries booked as they happen), the roll-up names the day the page
 *    starts in, and the page is read from that day's largest id down with only the offset inside
 *    it (`ledger_member_idx (member_id, id)` or `ledger_member_kind_idx (member_id, kind, id)`).
 *    Where backdated entries cross (imports, the seed), the page is read within the range's id
 *    bounds with the day condition and the whole offset: slower, always exact. A type group of
 *    two kinds merges one index scan per kind (newest first each). A page past the last is not read.
 * 3. only those rows.
 * `bench/ledger.ts` measures it over 100,000 entries, 90,000 of one member (README "Withdrawals
 * and transaction history").
 */
import { LEDGER_FILTER_KINDS, type LedgerEntry, type LedgerFilter, type LedgerKind } from '@gamehall/api-client/contract';
import { type SQL, and, between, desc, eq, gte, inArray, lt, max, min, sql } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { money } from '../play/money.ts';
import { type WalletMember } from '../play/wallets.ts';

/** Default page size of the transaction history. */
export const LEDGER_PAGE_DEFAULT = 20;
/** Largest page size of the transaction history. */
export const LEDGER_PAGE_MAX = 100;

/** A query of the transaction history. */
export interface LedgerQuery {
  /** A type group ({@link LEDGER_FILTER_KINDS}); absent = every kind. */
  type?: LedgerFilter;
  /** First day, `yyyy-MM-dd`, inclusive (UTC day). */
  from?: string;
  /** Last day, `yyyy-MM-dd`, inclusive (UTC day). */
  to?: string;
  /** Page number from 1. */
  pageNo: number;
  /** Entries per page, 1..{@link LEDGER_PAGE_MAX}. */
  pageSize: number;
}

/** A page of ledger entries (contract `Page(LedgerEntry)`). */
export interface LedgerPage {
  list: LedgerEntry[];
  pageNo: number;
  pageSize: number;
  totalPages: number;
  total: number;
}

const DAY_MS = 86_400_000;

/**
 * The instants a day range covers: `from` 00:00 UTC up to the end of `to` (00:00 UTC of the day
 * after, exclusive).
 * @returns undefined bounds where a day is not given
 */
export function dayRange(from?: string, to?: string): { start?: Date; end?: Date } {
  return {
    ...(from ? { start: new Date(`${from}T00:00:00.000Z`) } : {}),
    ...(to ? { end: new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS) } : {}),
  };
}

/** One UTC day of a member's roll-up (entries of the queried kinds). */
interface LedgerDay {
  /** `yyyy-MM-dd` */
  day: string;
  entries: number;
  lo: number | null;
  hi: number | null;
}

/**
 * Where a page of the transaction history starts, from the member's daily roll-up.
 *
 * The fast place: the page's entry at `offset` lies in day k of the range (newest first). Let `hi`
 * be the largest and `lo` the smallest id of the range's days from k back. If every newer day of
 * the range has ids above `hi`, and every day outside the range has ids outside `lo..hi`, then the
 * entries with ids in `lo..hi` are exactly the range's entries from day k back, and the page is
 * those ids, newest first, after skipping `offset` less the newer days' entries: no day condition
 * and no long skip. Otherwise (ids and days cross) the range's id bounds with the day condition
 * and the whole offset.
 * @param days the member's days, newest first (every day, in the range or not)
 * @param range those of the queried day range, newest first
 * @param offset entries before the page
 * @param inRange whether a day is in the queried range
 * @returns the id bounds (`exact` when they alone select the entries) and the entries to skip in them
 */
function pagePlace(days: readonly LedgerDay[], range: readonly LedgerDay[], offset: number, inRange: (day: string) => boolean): { bounds: { lo: number; hi: number; exact: boolean }; skip: number } {
  const lowest = (list: readonly LedgerDay[]) => Math.min(...list.map((d) => d.lo ?? Infinity));
  const highest = (list: readonly LedgerDay[]) => Math.max(...list.map((d) => d.hi ?? -Infinity));
  let k = 0;
  let newer = 0;
  while (k < range.length - 1 && newer + (range[k]?.entries ?? 0) <= offset) {
    newer += range[k]?.entries ?? 0;
    k += 1;
  }
  const from = range.slice(k);
  const lo = lowest(from);
  const hi = highest(from);
  const newerDays = range.slice(0, k);
  const apart = newerDays.every((d) => (d.lo ?? Infinity) > hi) && days.every((d) => inRange(d.day) || (d.hi ?? -Infinity) < lo || (d.lo ?? Infinity) > hi);
  if (apart) return { bounds: { lo, hi, exact: true }, skip: offset - newer };
  return { bounds: { lo: lowest(range), hi: highest(range), exact: false }, skip: offset };
}

/**
 * The member's ledger entries, newest first (by id), over every wallet.
 *
 * Days are UTC days: `from=2026-11-01&to=2026-11-30` covers 2026-11-01T00:00Z up to (not
 * including) 2026-12-01T00:00Z. An empty range (from after to) answers an empty page; a page
 * past the last answers an empty `list` with the real `total` and `totalPages`.
 * @param db the platform database
 * @param member the session member (only their entries are read)
 * @param query type group, day range, page number and size
 * @returns the page with `total` entries matching and `totalPages`
 */
export async function transactionHistory(db: AppDb, member: WalletMember, query: LedgerQuery): Promise<LedgerPage> {
  const { pageNo, pageSize } = query;
  const l = t.ledgerEntries;
  const c = t.ledgerDayCounts;
  const kinds = query.type ? LEDGER_FILTER_KINDS[query.type] : undefined;
  const { start, end } = dayRange(query.from, query.to);
  const page = (list: LedgerEntry[], total: number): LedgerPage => ({ list, pageNo, pageSize, totalPages: Math.ceil(total / pageSize), total });
  if (start && end && start >= end) return page([], 0);
  const ofMember = eq(l.memberId, member.id);
  const ofKinds = (only: readonly string[]) => (only.length === 1 ? eq(l.kind, only[0] ?? '') : inArray(l.kind, [...only]));
  const inDays = and(start ? gte(l.createdAt, start) : undefined, end ? lt(l.createdAt, end) : undefined);

  // 1. The member's days (newest first) from the roll-up: the range's total, the page's day.
  const days = await db
    .select({ day: c.day, entries: sql<number>`sum(${c.entries})::int`, lo: min(c.minId), hi: max(c.maxId) })
    .from(c)
    .where(and(eq(c.memberId, member.id), kinds ? (kinds.length === 1 ? eq(c.kind, kinds[0] ?? '') : inArray(c.kind, [...kinds])) : undefined))
    .groupBy(c.day)
    .orderBy(desc(c.day));
  const inRange = (day: string) => (!query.from || day >= query.from) && (!query.to || day <= query.to);
  const range = days.filter((d) => inRange(d.day));
  const total = range.reduce((sum, d) => sum + d.entries, 0);
  const offset = (pageNo - 1) * pageSize;
  if (offset >= total) return page([], total);
  const { bounds, skip } = pagePlace(days, range, offset, inRange);

  // 2. The page's ids, newest first.
  const where = (only?: SQL) => and(ofMember, only, bounds.exact ? undefined : inDays, between(l.id, bounds.lo, bounds.hi));
  let ids: number[];
  if (kinds && kinds.length > 1) {
    // One index scan per kind, newest first, merged.
    const branches = kinds.map((kind) => sql`(SELECT ${l.id} AS id FROM ${l} WHERE ${where(eq(l.kind, kind))} ORDER BY ${l.id} DESC LIMIT ${skip + pageSize})`);
    const merged = await db.execute<{ id: number }>(sql`SELECT id FROM (${sql.join(branches, sql` UNION ALL `)}) AS page ORDER BY id DESC LIMIT ${pageSize} OFFSET ${skip}`);
    ids = (merged as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  } else {
    const rows = await db
      .select({ id: l.id })
      .from(l)
      .where(where(kinds ? ofKinds(kinds) : undefined))
      .orderBy(desc(l.id))
      .limit(pageSize)
      .offset(skip);
    ids = rows.map((r) => r.id);
  }
  if (ids.length === 0) return page([], total);

  // 3. Only the page's rows.
  const rows = await db
    .select({ id: l.id, kind: l.kind, wallet: l.wallet, amount: l.amount, balanceAfter: l.balanceAfter, reference: l.reference, createdAt: l.createdAt })
    .from(l)
    .where(and(ofMember, inArray(l.id, ids)))
    .orderBy(desc(l.id));
  return page(
    rows.map((r) => ({
      id: r.id,
      kind: r.kind as LedgerKind,
      wallet: r.wallet,
      amount: money(r.amount),
      balanceAfter: money(r.balanceAfter),
      reference: r.reference,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
  );
}
