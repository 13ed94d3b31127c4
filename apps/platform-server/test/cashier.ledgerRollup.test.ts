/**
 * The ledger's daily roll-up (`ledger_day_counts`, migration 0007) and the transaction history
 * read from it (src/cashier/ledger.ts): the roll-up always equals the ledger counted by member,
 * UTC day and kind, with the sum of the amounts (after the seed, inserts, updates, deletes and a truncate), and every page of
 * every type group and day range equals the plain list filtered and sorted — for entries booked
 * as they happen (ids follow days) and after backdated entries cross them.
 */
import { LEDGER_FILTER_KINDS, type LedgerFilter } from '@gamehall/api-client/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactionHistory } from '../src/cashier/ledger.ts';
import * as t from '../src/db/schema.ts';
import { createRng } from '../src/seed/prng.ts';
import { seededApp } from './helpers.ts';

const env = seededApp();
const DAY_MS = 86_400_000;
const KINDS = ['BET', 'BET', 'PAYOUT', 'DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'TRANSFER_IN', 'TRANSFER_OUT', 'BONUS', 'REBATE'];

/** The roll-up as the ledger says it should be, and as the table holds it, in one order. */
async function rollups(): Promise<{ expected: unknown[]; actual: unknown[] }> {
  const db = env.database.db;
  const expected = await db.execute(
    sql`SELECT member_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, kind, count(*)::int AS entries, sum(amount)::text AS amount, min(id) AS min_id, max(id) AS max_id FROM ledger_entries GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );
  const actual = await db.execute(sql`SELECT member_id, to_char(day, 'YYYY-MM-DD') AS day, kind, entries, amount::text AS amount, min_id, max_id FROM ledger_day_counts ORDER BY 1, 2, 3`);
  const rows = (result: unknown) => (result as { rows: unknown[] }).rows;
  return { expected: rows(expected), actual: rows(actual) };
}

async function newMember(account: string): Promise<number> {
  const [row] = await env.database.db
    .insert(t.members)
    .values({ account, nickname: account, type: 0, passwordHash: '!', passwordChangedAt: new Date(), registeredAt: new Date() })
    .returning({ id: t.members.id });
  if (!row) throw new Error('member not inserted');
  return row.id;
}

describe('the ledger’s daily roll-up', () => {
  it('equals the ledger counted by member, UTC day and kind after the seed (its opening entry moved back) and after inserts, updates and deletes', async () => {
    const db = env.database.db;
    let { expected, actual } = await rollups();
    expect(expected.length).toBeGreaterThan(90);
    expect(actual).toEqual(expected);

    const memberId = await newMember('rollupedits');
    const at = (iso: string) => new Date(iso);
    const inserted = await db
      .insert(t.ledgerEntries)
      .values(
        ['2026-01-01T23:59:59.999Z', '2026-01-02T00:00:00.000Z', '2026-01-02T10:00:00.000Z', '2026-01-03T00:00:00.000Z'].map((createdAt, i) => ({
          memberId,
          wallet: t.MAIN_WALLET,
          kind: i % 2 ? 'BET' : 'PAYOUT',
          amount: i % 2 ? '-12.34' : '56.78',
          balanceAfter: '1.00',
          reference: `edit-${String(i)}`,
          createdAt: at(createdAt),
        })),
      )
      .returning({ id: t.ledgerEntries.id });
    ({ expected, actual } = await rollups());
    expect(actual).toEqual(expected);

    // An update moves an entry to another day and kind; a delete empties a day.
    await db.update(t.ledgerEntries).set({ createdAt: at('2025-12-31T12:00:00.000Z'), kind: 'BONUS' }).where(eq(t.ledgerEntries.id, inserted[1]?.id ?? 0));
    await db.delete(t.ledgerEntries).where(eq(t.ledgerEntries.id, inserted[3]?.id ?? 0));
    ({ expected, actual } = await rollups());
    expect(actual).toEqual(expected);
    const days = await db.select({ day: t.ledgerDayCounts.day, kind: t.ledgerDayCounts.kind }).from(t.ledgerDayCounts).where(eq(t.ledgerDayCounts.memberId, memberId)).orderBy(asc(t.ledgerDayCounts.day));
    expect(days).toEqual([
      { day: '2025-12-31', kind: 'BONUS' },
      { day: '2026-01-01', kind: 'PAYOUT' },
      { day: '2026-01-02', kind: 'PAYOUT' },
    ]);
  });
});

describe('transactionHistory over the roll-up', () => {
  let memberId = 0;
  let booked: { id: number; kind: string; day: string }[] = [];
  const groups: (LedgerFilter | undefined)[] = [undefined, 'DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BET', 'REWARD'];
  const start = Date.UTC(2026, 0, 1);
  const day = (n: number) => new Date(start + n * DAY_MS).toISOString().slice(0, 10);
  const ranges: [string | undefined, string | undefined][] = [
    [undefined, undefined],
    [day(5), day(20)],
    [day(30), undefined],
    [undefined, day(3)],
    [day(12), day(12)],
    [day(50), day(60)], // after every entry
  ];

  beforeAll(async () => {
    memberId = await newMember('rollupreader');
  });

  async function book(entries: { kind: string; createdAt: Date }[]): Promise<void> {
    await env.database.db.insert(t.ledgerEntries).values(entries.map((e, i) => ({ memberId, wallet: t.MAIN_WALLET, kind: e.kind, amount: '1.00', balanceAfter: '1.00', reference: `reader-${String(i)}`, createdAt: e.createdAt })));
    booked = (await env.database.db.select({ id: t.ledgerEntries.id, kind: t.ledgerEntries.kind, createdAt: t.ledgerEntries.createdAt }).from(t.ledgerEntries).where(eq(t.ledgerEntries.memberId, memberId))).map((r) => ({
      id: r.id,
      kind: r.kind,
      day: r.createdAt.toISOString().slice(0, 10),
    }));
  }

  async function expectEveryPageLikeThePlainList(): Promise<void> {
    for (const type of groups) {
      const kinds = type ? LEDGER_FILTER_KINDS[type] : undefined;
      for (const [from, to] of ranges) {
        const expected = booked
          .filter((e) => (!kinds || kinds.includes(e.kind as never)) && (!from || e.day >= from) && (!to || e.day <= to))
          .map((e) => e.id)
          .sort((a, b) => b - a);
        for (const pageSize of [7, 50]) {
          const label = `${type ?? 'all'} ${from ?? '…'}..${to ?? '…'} by ${String(pageSize)}`;
          const totalPages = Math.ceil(expected.length / pageSize);
          const seen: number[] = [];
          for (let pageNo = 1; pageNo <= totalPages + 1; pageNo += 1) {
            const page = await transactionHistory(env.database.db, { id: memberId, type: 0 }, { ...(type ? { type } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}), pageNo, pageSize });
            expect(page, `${label} page ${String(pageNo)}`).toMatchObject({ total: expected.length, totalPages });
            seen.push(...page.list.map((e) => e.id));
          }
          expect(seen, label).toEqual(expected);
        }
      }
    }
  }

  it('pages entries booked as they happen (ids follow days) exactly like the plain list', async () => {
    const rng = createRng(7);
    // 40 days, 0 to 30 entries a day (some days empty), in time order.
    const entries: { kind: string; createdAt: Date }[] = [];
    for (let d = 0; d < 40; d += 1) {
      const count = d % 9 === 4 ? 0 : rng.int(1, 30);
      for (let i = 0; i < count; i += 1) entries.push({ kind: rng.pick(KINDS), createdAt: new Date(start + d * DAY_MS + Math.floor((i * DAY_MS) / (count + 1))) });
    }
    await book(entries);
    expect(booked.length).toBeGreaterThan(400);
    await expectEveryPageLikeThePlainList();
  });

  it('stays exact when backdated entries cross the days (newer ids on older days, inside and outside the ranges)', async () => {
    await book([
      { kind: 'DEPOSIT', createdAt: new Date(start + 2 * DAY_MS + 5) },
      { kind: 'BET', createdAt: new Date(start + 12 * DAY_MS + 7) },
      { kind: 'BONUS', createdAt: new Date(start + 33 * DAY_MS) },
      { kind: 'WITHDRAW', createdAt: new Date(start - 3 * DAY_MS) },
    ]);
    await expectEveryPageLikeThePlainList();
  });
});

describe('the roll-up after a truncate', () => {
  it('is empty with the ledger', async () => {
    await env.database.db.execute(sql`TRUNCATE ledger_entries`);
    expect((await rollups()).actual).toEqual([]);
  });
});
