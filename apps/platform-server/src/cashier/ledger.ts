/**
 * Transaction history (spec §2 transactionHistory): the member's ledger entries over every wallet
 * (main and vendor wallets), newest first, by type group and day range, paged.
 *
 * Speed: one member can hold hundreds of thousands of entries. The page is read in two steps —
 * the page's ids in index order (`ledger_member_idx (member_id, id)`, or
 * `ledger_member_kind_idx (member_id, kind, id)` with a type filter), then only those rows — and
 * the total is one count over the same condition. `bench/ledger.ts` measures it over 100,000
 * entries of one member (README "Transaction history").
 */
import { type LedgerEntry, type LedgerFilter, type LedgerKind } from '@gamehall/api-client/contract';
import { type SQL, and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { money } from '../play/money.ts';
import { type WalletMember } from '../play/wallets.ts';

/** The ledger kinds of each `type` filter of transactionHistory. */
export const LEDGER_FILTER_KINDS: Readonly<Record<LedgerFilter, readonly LedgerKind[]>> = {
  DEPOSIT: ['DEPOSIT'],
  WITHDRAW: ['WITHDRAW', 'WITHDRAW_REFUND'],
  TRANSFER: ['TRANSFER_IN', 'TRANSFER_OUT'],
  BET: ['BET'],
  PAYOUT: ['PAYOUT'],
  BONUS: ['BONUS'],
  REBATE: ['REBATE'],
};

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
 * including) 2026-12-01T00:00Z. An empty range (from after to) answers an empty page.
 * @param db the platform database
 * @param member the session member (only their entries are read)
 * @param query type group, day range, page number and size
 * @returns the page with `total` entries matching and `totalPages`
 */
export async function transactionHistory(db: AppDb, member: WalletMember, query: LedgerQuery): Promise<LedgerPage> {
  const { pageNo, pageSize } = query;
  const empty: LedgerPage = { list: [], pageNo, pageSize, totalPages: 0, total: 0 };
  const l = t.ledgerEntries;
  const kinds = query.type ? LEDGER_FILTER_KINDS[query.type] : undefined;
  const { start, end } = dayRange(query.from, query.to);
  if (start && end && start >= end) return empty;
  const where: SQL | undefined = and(
    eq(l.memberId, member.id),
    kinds ? (kinds.length === 1 ? eq(l.kind, kinds[0] ?? '') : inArray(l.kind, [...kinds])) : undefined,
    start ? gte(l.createdAt, start) : undefined,
    end ? lt(l.createdAt, end) : undefined,
  );
  const [[total], ids] = await Promise.all([
    db.select({ n: count() }).from(l).where(where),
    db
      .select({ id: l.id })
      .from(l)
      .where(where)
      .orderBy(desc(l.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
  ]);
  const n = total?.n ?? 0;
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: l.id, kind: l.kind, wallet: l.wallet, amount: l.amount, balanceAfter: l.balanceAfter, reference: l.reference, createdAt: l.createdAt })
          .from(l)
          .where(and(eq(l.memberId, member.id), inArray(l.id, ids.map((r) => r.id))))
          .orderBy(desc(l.id));
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind as LedgerKind,
      wallet: r.wallet,
      amount: money(r.amount),
      balanceAfter: money(r.balanceAfter),
      reference: r.reference,
      createdAt: r.createdAt.toISOString(),
    })),
    pageNo,
    pageSize,
    totalPages: Math.ceil(n / pageSize),
    total: n,
  };
}
