/**
 * Transaction history (spec §2 transactionHistory): the member's ledger entries over every wallet
 * (main and vendor wallets), newest first, by type group and day range, paged.
 *
 * Speed: one member can hold hundreds of thousands of entries, so every step reads an index
 * (index-only once the table is vacuumed, see src/db/maintenance.ts):
 * 1. `total`: a count over `ledger_member_idx (member_id, id)` or
 *    `ledger_member_kind_idx (member_id, kind, id)`; with a day range, the count and the smallest
 *    and largest id of the range in one pass over `ledger_member_time_idx (member_id, created_at,
 *    kind, id)`, so the range costs its own entries, not the member's whole history.
 * 2. the page's ids in descending id order with LIMIT/OFFSET, within those id bounds when there
 *    is a range (the day condition stays too, so the answer is exact even where ids and times
 *    cross); a type group of two kinds merges one index scan per kind (newest first each) instead
 *    of filtering the whole history. A page past the last is not read.
 * 3. only those rows.
 * `bench/ledger.ts` measures it over 100,000 entries, 90,000 of one member (README "Withdrawals
 * and transaction history").
 */
import { LEDGER_FILTER_KINDS, type LedgerEntry, type LedgerFilter, type LedgerKind } from '@gamehall/api-client/contract';
import { type SQL, and, between, count, desc, eq, gte, inArray, lt, max, min, sql } from 'drizzle-orm';
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
  const kinds = query.type ? LEDGER_FILTER_KINDS[query.type] : undefined;
  const { start, end } = dayRange(query.from, query.to);
  const page = (list: LedgerEntry[], total: number): LedgerPage => ({ list, pageNo, pageSize, totalPages: Math.ceil(total / pageSize), total });
  if (start && end && start >= end) return page([], 0);
  const ofMember = eq(l.memberId, member.id);
  const ofKinds = (only: readonly string[]) => (only.length === 1 ? eq(l.kind, only[0] ?? '') : inArray(l.kind, [...only]));
  const inDays = and(start ? gte(l.createdAt, start) : undefined, end ? lt(l.createdAt, end) : undefined);

  // 1. The total (and, with days, the id bounds of the range).
  let total: number;
  let idBounds: SQL | undefined;
  if (start || end) {
    const [range] = await db
      .select({ n: count(), lo: min(l.id), hi: max(l.id) })
      .from(l)
      .where(and(ofMember, inDays, kinds ? ofKinds(kinds) : undefined));
    total = range?.n ?? 0;
    if (range?.lo != null && range.hi != null) idBounds = between(l.id, range.lo, range.hi);
  } else {
    const [all] = await db
      .select({ n: count() })
      .from(l)
      .where(and(ofMember, kinds ? ofKinds(kinds) : undefined));
    total = all?.n ?? 0;
  }
  const offset = (pageNo - 1) * pageSize;
  if (offset >= total) return page([], total);

  // 2. The page's ids, newest first.
  let ids: number[];
  if (kinds && kinds.length > 1) {
    // One index scan per kind, each newest first and cut at the page's end, merged.
    const branches = kinds.map(
      (kind) => sql`(SELECT ${l.id} AS id FROM ${l} WHERE ${and(ofMember, eq(l.kind, kind), idBounds, inDays)} ORDER BY ${l.id} DESC LIMIT ${offset + pageSize})`,
    );
    const merged = await db.execute<{ id: number }>(sql`SELECT id FROM (${sql.join(branches, sql` UNION ALL `)}) AS page ORDER BY id DESC LIMIT ${pageSize} OFFSET ${offset}`);
    ids = (merged as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  } else {
    const rows = await db
      .select({ id: l.id })
      .from(l)
      .where(and(ofMember, kinds ? ofKinds(kinds) : undefined, idBounds, inDays))
      .orderBy(desc(l.id))
      .limit(pageSize)
      .offset(offset);
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
