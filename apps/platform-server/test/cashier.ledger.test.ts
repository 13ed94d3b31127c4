/**
 * Transaction history (spec §2 transactionHistory, GET /wps/v2/ledger) over player1's seeded
 * money history: the seed's consistency (per wallet every balanceAfter follows from the previous
 * one, the last is the balance, the sum of the ledger is the balance), then the endpoint's order,
 * type groups, day range (UTC days, inclusive), paging and isolation between members.
 */
import { type LedgerEntry, type Withdrawal } from '@gamehall/api-client/contract';
import Big from 'big.js';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { HISTORY_ENTRIES } from '../src/seed/history.ts';
import { call } from './accountHelpers.ts';
import { seededApp } from './helpers.ts';
import { login, memberIdOf, walletsAndLedger } from './play.helpers.ts';

const env = seededApp();

interface Page<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  totalPages: number;
  total: number;
}

const history = async (token: string, query = '') => call<Page<LedgerEntry>>(env.app, 'transactionHistory', { token, query });

describe('player1’s seeded history', () => {
  it('is consistent per wallet, never negative, and ends at the seeded balance', async () => {
    const memberId = await memberIdOf(env.database.db, 'player1');
    const rows = await env.database.db.select().from(t.ledgerEntries).where(eq(t.ledgerEntries.memberId, memberId)).orderBy(asc(t.ledgerEntries.id));
    expect(rows.length).toBeGreaterThanOrEqual(HISTORY_ENTRIES);
    expect(rows[0]?.kind).toBe('OPENING');
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['OPENING', 'DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'TRANSFER_IN', 'TRANSFER_OUT', 'BET', 'PAYOUT', 'BONUS', 'REBATE']));
    const last = new Map<string, Big>();
    let previousTime = 0;
    for (const row of rows) {
      const expected = (last.get(row.wallet) ?? new Big(0)).plus(row.amount);
      expect(row.balanceAfter, `entry ${String(row.id)}`).toBe(expected.toFixed(2));
      expect(new Big(row.balanceAfter).gte(0)).toBe(true);
      // Ids follow time.
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(previousTime);
      previousTime = row.createdAt.getTime();
      last.set(row.wallet, expected);
    }
    expect(previousTime).toBeGreaterThan(Date.now() - 92 * 86_400_000);
    expect(rows[0]?.createdAt.getTime()).toBeLessThan(Date.now() - 89 * 86_400_000);
    expect(last.get('MAIN')?.toFixed(2)).toBe('1000.00');
    for (const [wallet, balance] of last) if (wallet !== 'MAIN') expect(balance.toFixed(2), wallet).toBe('0.00');
    for (const w of await walletsAndLedger(env.database.db, memberId)) expect(w.balance).toBe(w.ledger);
  });

  it('has a bet row for every BET entry (same reference, stake and payout, on a game of its wallet), and the bets since the last rebate claim to claim', async () => {
    const db = env.database.db;
    const memberId = await memberIdOf(db, 'player1');
    const ledger = await db.select().from(t.ledgerEntries).where(eq(t.ledgerEntries.memberId, memberId));
    const bets = await db
      .select({ betId: t.bets.betId, wallet: t.bets.wallet, stake: t.bets.stake, payout: t.bets.payout, vendor: t.games.vassalage, createdAt: t.bets.createdAt })
      .from(t.bets)
      .innerJoin(t.games, eq(t.games.nodeId, t.bets.nodeId))
      .where(eq(t.bets.memberId, memberId));
    const stakes = ledger.filter((e) => e.kind === 'BET');
    expect(bets.length).toBe(stakes.length);
    const byId = new Map(bets.map((b) => [b.betId, b]));
    for (const entry of stakes) {
      const bet = byId.get(entry.reference);
      expect(bet, entry.reference).toBeDefined();
      expect(new Big(bet?.stake ?? '0').neg().toFixed(2)).toBe(new Big(entry.amount).toFixed(2));
      expect(bet?.wallet).toBe(entry.wallet);
      if (entry.wallet !== t.MAIN_WALLET) expect(bet?.vendor).toBe(entry.wallet);
      const payout = ledger.find((e) => e.kind === 'PAYOUT' && e.reference === entry.reference);
      expect(new Big(bet?.payout ?? '0').toFixed(2)).toBe(new Big(payout?.amount ?? '0').toFixed(2));
    }
    const token = await login(env.app, 'player1');
    const rebate = (await call<{ total: string; lastClaimAt?: string }>(env.app, 'rebateInfo', { token })).body.value;
    expect(new Big(rebate.total).gt(0)).toBe(true);
    const since = bets.filter((b) => b.createdAt.getTime() > new Date(rebate.lastClaimAt ?? 0).getTime());
    expect(since.length).toBeGreaterThan(0);
    expect(since.length).toBeLessThan(bets.length);
  });

  it('has withdrawals in every state, each with its ledger entries, and credited deposits', async () => {
    const token = await login(env.app, 'player1');
    const page = (await call<Page<Withdrawal>>(env.app, 'withdrawList', { token, query: '?pageSize=100' })).body.value;
    expect(new Set(page.list.map((w) => w.status))).toEqual(new Set(['PENDING', 'PAID', 'REJECTED', 'RECEIVED', 'NOT_RECEIVED', 'PARTLY_RECEIVED', 'AUTO_RECEIVED']));
    expect(page.list[0]?.status).toBe('PENDING');
    const paid = page.list.find((w) => w.status === 'PAID');
    expect(new Date(paid?.confirmBy ?? 0).getTime()).toBeGreaterThan(Date.now());
    for (const w of page.list) {
      const entries = await env.database.db.select({ kind: t.ledgerEntries.kind, amount: t.ledgerEntries.amount }).from(t.ledgerEntries).where(eq(t.ledgerEntries.reference, w.withdrawalId));
      expect(entries.map((e) => e.kind)).toEqual(w.status === 'REJECTED' ? ['WITHDRAW', 'WITHDRAW_REFUND'] : ['WITHDRAW']);
      expect(entries[0]?.amount).toBe(`-${w.amount}`);
    }
    const deposits = await env.database.db.select().from(t.deposits).where(eq(t.deposits.memberId, await memberIdOf(env.database.db, 'player1')));
    expect(deposits.length).toBeGreaterThan(10);
    for (const d of deposits.slice(0, 5)) {
      const [entry] = await env.database.db.select().from(t.ledgerEntries).where(eq(t.ledgerEntries.reference, d.depositId));
      expect(entry).toMatchObject({ kind: 'DEPOSIT', amount: d.amount });
    }
  });
});

describe('GET /wps/v2/ledger', () => {
  it('lists every wallet’s entries newest first, 20 a page by default, pages without overlap', async () => {
    const token = await login(env.app, 'player1');
    const first = (await history(token)).body.value;
    const memberId = await memberIdOf(env.database.db, 'player1');
    const all = await env.database.db.select({ id: t.ledgerEntries.id }).from(t.ledgerEntries).where(eq(t.ledgerEntries.memberId, memberId));
    expect(first).toMatchObject({ pageNo: 1, pageSize: 20, total: all.length, totalPages: Math.ceil(all.length / 20) });
    expect(first.list).toHaveLength(20);
    const ids = first.list.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids[0]).toBe(Math.max(...all.map((r) => r.id)));
    const second = (await history(token, '?pageNo=2')).body.value;
    expect(second.list[0]?.id).toBeLessThan(ids.at(-1) ?? 0);
    const wide = (await history(token, '?pageSize=40')).body.value;
    expect(wide.list.map((e) => e.id)).toEqual([...ids, ...second.list.map((e) => e.id)]);
    const lastPage = (await history(token, `?pageNo=${String(first.totalPages)}`)).body.value;
    expect(lastPage.list.at(-1)?.kind).toBe('OPENING');
    expect((await history(token, `?pageNo=${String(first.totalPages + 1)}`)).body.value.list).toEqual([]);
    expect((await history(token, '?pageSize=101')).status).toBe(400);
    expect((await history(token, '?type=LOTTERY')).status).toBe(400);
    expect((await history(token, '?from=2026-1-1')).status).toBe(400);
    expect(new Set(first.list.map((e) => e.wallet)).size).toBeGreaterThanOrEqual(1);
    expect(first.list[0]).toEqual({
      id: expect.any(Number),
      kind: expect.any(String),
      wallet: expect.any(String),
      amount: expect.stringMatching(/^-?\d+\.\d{2}$/),
      balanceAfter: expect.stringMatching(/^\d+\.\d{2}$/),
      reference: expect.any(String),
      createdAt: expect.stringMatching(/Z$/),
    });
  });

  it('filters by type group', async () => {
    const token = await login(env.app, 'player1');
    const memberId = await memberIdOf(env.database.db, 'player1');
    const rows = await env.database.db.select({ kind: t.ledgerEntries.kind }).from(t.ledgerEntries).where(eq(t.ledgerEntries.memberId, memberId));
    const groups = { DEPOSIT: ['DEPOSIT'], WITHDRAW: ['WITHDRAW', 'WITHDRAW_REFUND'], TRANSFER: ['TRANSFER_IN', 'TRANSFER_OUT'], BET: ['BET'], PAYOUT: ['PAYOUT'], BONUS: ['BONUS'], REBATE: ['REBATE'] };
    for (const [type, kinds] of Object.entries(groups)) {
      const page = (await history(token, `?type=${type}&pageSize=100`)).body.value;
      expect(page.total, type).toBe(rows.filter((r) => kinds.includes(r.kind)).length);
      expect(page.total).toBeGreaterThan(0);
      for (const entry of page.list) expect(kinds).toContain(entry.kind);
    }
    const withdraws = (await history(token, '?type=WITHDRAW&pageSize=100')).body.value.list;
    expect(new Set(withdraws.map((e) => e.kind))).toEqual(new Set(['WITHDRAW', 'WITHDRAW_REFUND']));
  });

  it('filters by UTC days, both inclusive, with the type too', async () => {
    const token = await login(env.app, 'player1');
    const memberId = await memberIdOf(env.database.db, 'player1');
    const rows = await env.database.db.select({ kind: t.ledgerEntries.kind, createdAt: t.ledgerEntries.createdAt }).from(t.ledgerEntries).where(eq(t.ledgerEntries.memberId, memberId));
    const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
    const from = day(40);
    const to = day(30);
    const inRange = rows.filter((r) => {
      const d = r.createdAt.toISOString().slice(0, 10);
      return d >= from && d <= to;
    });
    const page = (await history(token, `?from=${from}&to=${to}&pageSize=100`)).body.value;
    expect(page.total).toBe(inRange.length);
    expect(page.total).toBeGreaterThan(100);
    for (const e of page.list) expect(e.createdAt.slice(0, 10) >= from && e.createdAt.slice(0, 10) <= to).toBe(true);
    const oneDay = (await history(token, `?from=${from}&to=${from}&type=BET`)).body.value;
    expect(oneDay.total).toBe(inRange.filter((r) => r.createdAt.toISOString().startsWith(from) && r.kind === 'BET').length);
    expect((await history(token, `?from=${to}&to=${from}`)).body.value).toMatchObject({ list: [], total: 0, totalPages: 0 });
    expect((await history(token, `?from=${day(-1)}`)).body.value.total).toBe(0);
  });

  it('shows a member only their own entries', async () => {
    const token = await login(env.app, 'agent42');
    const page = (await history(token)).body.value;
    expect(page).toMatchObject({ total: 1, totalPages: 1 });
    expect(page.list).toEqual([expect.objectContaining({ kind: 'OPENING', wallet: 'MAIN', amount: '3000.00', balanceAfter: '3000.00' })]);
    expect((await call(env.app, 'transactionHistory', {})).status).toBe(401);
  });
});

describe('GET /wps/v2/ledger edges (day boundaries, ids and times crossing, empty ranges, last pages)', () => {
  // player2's entries: the seeded OPENING, then these in this id order. Times are UTC; the
  // range 2025-03-10..2025-03-12 covers 2025-03-10T00:00:00.000Z up to 2025-03-13T00:00:00.000Z.
  const entries: [kind: string, createdAt: string][] = [
    ['DEPOSIT', '2025-03-09T23:59:59.999Z'], // the last instant before the range
    ['BET', '2025-03-10T00:00:00.000Z'], // the range's first instant
    ['WITHDRAW', '2025-03-11T08:00:00.000Z'],
    ['BET', '2025-03-20T00:00:00.000Z'], // after the range, between ids of the range
    ['WITHDRAW_REFUND', '2025-03-11T09:00:00.000Z'],
    ['PAYOUT', '2025-03-05T00:00:00.000Z'], // before the range, between ids of the range
    ['WITHDRAW', '2025-03-12T23:59:59.999Z'], // the range's last instant
    ['WITHDRAW_REFUND', '2025-03-12T12:00:00.000Z'],
    ['BET', '2025-03-13T00:00:00.000Z'], // the first instant after the range
    ['WITHDRAW', '2025-03-12T01:00:00.000Z'],
  ];
  let token = '';
  let rows: { id: number; kind: string; createdAt: Date }[] = [];

  it('answers exactly the entries of the UTC days, newest id first, on every page', async () => {
    const db = env.database.db;
    const memberId = await memberIdOf(db, 'player2');
    await db.insert(t.ledgerEntries).values(entries.map(([kind, createdAt]) => ({ memberId, wallet: t.MAIN_WALLET, kind, amount: '1.00', balanceAfter: '1.00', reference: `edge-${createdAt}`, createdAt: new Date(createdAt) })));
    rows = await db.select({ id: t.ledgerEntries.id, kind: t.ledgerEntries.kind, createdAt: t.ledgerEntries.createdAt }).from(t.ledgerEntries).where(eq(t.ledgerEntries.memberId, memberId));
    token = await login(env.app, 'player2');
    const page = (await history(token, '?from=2025-03-10&to=2025-03-12')).body.value;
    expect(page.list.map((e) => e.createdAt)).toEqual([
      '2025-03-12T01:00:00.000Z',
      '2025-03-12T12:00:00.000Z',
      '2025-03-12T23:59:59.999Z',
      '2025-03-11T09:00:00.000Z',
      '2025-03-11T08:00:00.000Z',
      '2025-03-10T00:00:00.000Z',
    ]);
    expect(page).toMatchObject({ total: 6, totalPages: 1 });
    expect((await history(token, '?from=2025-03-13&to=2025-03-13')).body.value.list.map((e) => e.createdAt)).toEqual(['2025-03-13T00:00:00.000Z']);
    expect((await history(token, '?from=2025-03-09&to=2025-03-09')).body.value.list.map((e) => e.createdAt)).toEqual(['2025-03-09T23:59:59.999Z']);
    expect((await history(token, '?to=2025-03-09')).body.value.list.map((e) => e.createdAt)).toEqual(['2025-03-05T00:00:00.000Z', '2025-03-09T23:59:59.999Z']);
  });

  it('pages every query like the plain list filtered and sorted, with the last page short and the one after empty', async () => {
    const groups: Record<string, string[]> = { '': [], DEPOSIT: ['DEPOSIT'], WITHDRAW: ['WITHDRAW', 'WITHDRAW_REFUND'], BET: ['BET'], REBATE: ['REBATE'] };
    const ranges: [string | undefined, string | undefined][] = [
      [undefined, undefined],
      ['2025-03-10', '2025-03-12'],
      ['2025-03-11', undefined],
      [undefined, '2025-03-11'],
      ['2024-01-01', '2024-01-31'], // no entries at all
    ];
    for (const [type, kinds] of Object.entries(groups)) {
      for (const [from, to] of ranges) {
        const expected = rows
          .filter((r) => (kinds.length === 0 || kinds.includes(r.kind)) && (!from || r.createdAt.toISOString().slice(0, 10) >= from) && (!to || r.createdAt.toISOString().slice(0, 10) <= to))
          .map((r) => r.id)
          .sort((a, b) => b - a);
        for (const pageSize of [1, 4, 100]) {
          const query = `?pageSize=${String(pageSize)}${type ? `&type=${type}` : ''}${from ? `&from=${from}` : ''}${to ? `&to=${to}` : ''}`;
          const totalPages = Math.ceil(expected.length / pageSize);
          const seen: number[] = [];
          for (let pageNo = 1; pageNo <= totalPages + 1; pageNo += 1) {
            const page = (await history(token, `${query}&pageNo=${String(pageNo)}`)).body.value;
            expect(page, `${query} page ${String(pageNo)}`).toMatchObject({ pageNo, pageSize, total: expected.length, totalPages });
            if (pageNo <= totalPages) expect(page.list.length).toBe(pageNo < totalPages ? pageSize : expected.length - (totalPages - 1) * pageSize);
            else expect(page.list).toEqual([]);
            seen.push(...page.list.map((e) => e.id));
          }
          expect(seen, query).toEqual(expected);
        }
      }
    }
  });
});
