/**
 * User loss (GET /wps/agent/team/profit-loss, page palStatementsAgentCopy) and my income (GET
 * /wps/agent/income, page agentRevenueReport; issue 13): over a seeded team (src/seed/team.ts,
 * small sizes) plus bets, deposits, withdrawals, salaries, dividends and transfers added
 * afterwards, every answer equals the same figures aggregated the plain way over the raw bets and
 * ledger entries (a recursive walk of `members.parent_id`, none of the roll-ups); the sorts, the
 * account prefix, paging past the end, the range limit and the refusal of non-agents.
 */
import { AGENT_ERROR_CODES, ERROR_CODES, type AgentIncome, type TeamMemberProfitLoss, type TeamProfitLossPage, type TeamProfitLossSort } from '@gamehall/api-client/contract';
import Big from 'big.js';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { memberId } from '../src/seed/accounts.ts';
import { createRng } from '../src/seed/prng.ts';
import { seedTeam } from '../src/seed/team.ts';
import { call } from './accountHelpers.ts';
import { dayBefore } from './agentHelpers.ts';
import { seededApp } from './helpers.ts';
import { login } from './play.helpers.ts';

const env = seededApp();
const NOW = Date.now();
const DAY_MS = 86_400_000;
const SIZES = { downlines: 40, bets: 2_000 };

const rows = async <R>(query: SQL) => ((await env.database.db.execute(query)) as unknown as { rows: R[] }).rows;

let agent1 = 0;

beforeAll(async () => {
  expect((await seedTeam(env.database.db, { ...SIZES, now: NOW })).seeded).toBe(true);
  agent1 = (await memberId(env.database.db, 'agent1')) ?? 0;
  const db = env.database.db;
  const rng = createRng(0x10c0);
  const team = await rows<{ id: number }>(sql`SELECT id FROM members WHERE account ~ '^t[1-4][am][0-9]{5}$' OR account IN ('player1', 'player2', 'agent42') ORDER BY id`);
  const [game] = await rows<{ node_id: number }>(sql`SELECT node_id FROM games ORDER BY node_id LIMIT 1`);
  const at = () => new Date(NOW - Math.floor(rng.next() * 95 * DAY_MS));
  const memberOf = () => team[Math.floor(rng.next() * team.length)]?.id ?? 0;
  // Bets settled the way the server settles them: the bet row and its BET (and PAYOUT) entries; free play writes no entry.
  for (let round = 0; round < 4; round += 1) {
    const bets = Array.from({ length: 20 }, (_, i) => {
      const fun = i % 7 === 3;
      return {
        betId: `loss-${String(round)}-${String(i)}`,
        gameSessionHash: 'loss-test',
        idempotencyKey: `loss-${String(round)}-${String(i)}`,
        memberId: memberOf(),
        nodeId: game?.node_id ?? 1,
        wallet: fun ? 'FUN' : t.MAIN_WALLET,
        kind: 'slot',
        stake: (1 + Math.floor(rng.next() * 500) / 100).toFixed(2),
        payout: rng.next() < 0.5 ? '0.00' : (Math.floor(rng.next() * 2000) / 100).toFixed(2),
        outcome: {},
        createdAt: at(),
      };
    });
    await db.insert(t.bets).values(bets);
    const entries = bets
      .filter((b) => b.wallet !== 'FUN')
      .flatMap((b) => [
        { memberId: b.memberId, wallet: t.MAIN_WALLET, kind: 'BET', amount: `-${b.stake}`, balanceAfter: '0.00', reference: b.betId, createdAt: b.createdAt },
        ...(b.payout === '0.00' ? [] : [{ memberId: b.memberId, wallet: t.MAIN_WALLET, kind: 'PAYOUT', amount: b.payout, balanceAfter: '0.00', reference: b.betId, createdAt: b.createdAt }]),
      ]);
    await db.insert(t.ledgerEntries).values(entries);
    const kinds = ['DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'BONUS'];
    await db.insert(t.ledgerEntries).values(
      Array.from({ length: 15 }, (_, i) => {
        const kind = kinds[Math.floor(rng.next() * kinds.length)] ?? 'DEPOSIT';
        const amount = (Math.floor(rng.next() * 100_000) / 100).toFixed(2);
        return { memberId: memberOf(), wallet: t.MAIN_WALLET, kind, amount: kind === 'WITHDRAW' ? `-${amount}` : amount, balanceAfter: '0.00', reference: `loss-${String(round)}-${String(i)}`, createdAt: at() };
      }),
    );
  }
  // agent1's income and received transfers, and entries that are not income (a deposit, a bet).
  const incomeKinds = ['SALARY', 'SALARY', 'DIVIDEND', 'REBATE', 'TRANSFER_FROM_UPLINE', 'TRANSFER_DOWNLINE_IN', 'DEPOSIT', 'BONUS'];
  await db.insert(t.ledgerEntries).values(
    Array.from({ length: 60 }, (_, i) => ({
      memberId: agent1,
      wallet: t.MAIN_WALLET,
      kind: incomeKinds[i % incomeKinds.length] ?? 'SALARY',
      amount: (Math.floor(rng.next() * 50_000) / 100 + 0.01).toFixed(2),
      balanceAfter: '0.00',
      reference: `income-${String(i)}`,
      createdAt: at(),
    })),
  );
});

/** Every team member's figures over [from, to] from the raw bets and ledger entries. */
async function plainTeam(agentId: number, from: string, to: string): Promise<TeamMemberProfitLoss[]> {
  const inRange = (column: SQL) => sql`(${column} AT TIME ZONE 'UTC')::date BETWEEN ${from}::date AND ${to}::date`;
  const list = await rows<{ id: number; account: string; type: number; depth: number; bet_count: number; stake: string; payout: string; deposit: string; withdraw: string }>(sql`
    WITH RECURSIVE team (id, depth) AS (SELECT id, 1 FROM members WHERE parent_id = ${agentId} UNION ALL SELECT m.id, team.depth + 1 FROM members m JOIN team ON m.parent_id = team.id)
    SELECT team.id, m.account, m.type, team.depth,
      (SELECT count(*) FROM bets b WHERE b.member_id = team.id AND b.wallet <> 'FUN' AND ${inRange(sql`b.created_at`)})::int AS bet_count,
      (SELECT coalesce(sum(b.stake), 0) FROM bets b WHERE b.member_id = team.id AND b.wallet <> 'FUN' AND ${inRange(sql`b.created_at`)})::text AS stake,
      (SELECT coalesce(sum(b.payout), 0) FROM bets b WHERE b.member_id = team.id AND b.wallet <> 'FUN' AND ${inRange(sql`b.created_at`)})::text AS payout,
      (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e WHERE e.member_id = team.id AND e.kind = 'DEPOSIT' AND ${inRange(sql`e.created_at`)})::text AS deposit,
      (SELECT -coalesce(sum(e.amount), 0) FROM ledger_entries e WHERE e.member_id = team.id AND e.kind IN ('WITHDRAW', 'WITHDRAW_REFUND') AND ${inRange(sql`e.created_at`)})::text AS withdraw
    FROM team JOIN members m ON m.id = team.id`);
  return list.map((r) => ({
    id: r.id,
    account: r.account,
    type: r.type,
    depth: r.depth,
    betCount: r.bet_count,
    validBet: new Big(r.stake).toFixed(2),
    payout: new Big(r.payout).toFixed(2),
    profitLoss: new Big(r.payout).minus(r.stake).toFixed(2),
    deposit: new Big(r.deposit).toFixed(2),
    withdraw: new Big(r.withdraw).toFixed(2),
  }));
}

/** Every page of a sort, concatenated. */
async function allPages(agentId: number, query: { from: string; to: string; sort?: TeamProfitLossSort; account?: string }, pageSize: number): Promise<{ list: TeamMemberProfitLoss[]; pages: TeamProfitLossPage[] }> {
  const pages: TeamProfitLossPage[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await env.app.platform.lossIncome.teamProfitLoss({ id: agentId, type: 1 }, { ...query, pageNo: String(pageNo), pageSize: String(pageSize) });
    pages.push(page);
    if (pageNo >= page.totalPages) break;
  }
  return { list: pages.flatMap((p) => p.list), pages };
}

const sumOf = (list: TeamMemberProfitLoss[], pick: (r: TeamMemberProfitLoss) => string) => list.reduce((s, r) => s.plus(pick(r)), new Big(0)).toFixed(2);

describe('user loss (team profit and loss per member)', () => {
  it('equals the plain aggregates per member for several agents and ranges, sorted by loss (largest first) by default, with totals over every member', async () => {
    const agents = [agent1, ...(await rows<{ id: number }>(sql`SELECT id FROM members WHERE account IN ('t1a00001', 't2a00001', 't3a00002') ORDER BY id`)).map((r) => r.id)];
    let compared = 0;
    for (const agentId of agents) {
      for (const [back, end] of [
        [89, 0],
        [6, 0],
        [0, 0],
        [60, 31],
      ] as const) {
        const from = dayBefore(NOW, back);
        const to = dayBefore(NOW, end);
        const plain = await plainTeam(agentId, from, to);
        const { list, pages } = await allPages(agentId, { from, to }, 7);
        expect(pages[0]?.sort).toBe('loss');
        expect(pages[0]?.total).toBe(plain.length);
        expect([...list].sort((a, b) => a.id - b.id)).toEqual([...plain].sort((a, b) => a.id - b.id));
        // Largest loss first (P&L ascending), ties by account.
        const expected = [...plain].sort((a, b) => new Big(a.profitLoss).cmp(b.profitLoss) || (a.account < b.account ? -1 : 1));
        expect(list.map((r) => r.account)).toEqual(expected.map((r) => r.account));
        for (const page of pages) {
          expect(page.totals).toEqual({
            betCount: plain.reduce((n, r) => n + r.betCount, 0),
            validBet: sumOf(plain, (r) => r.validBet),
            payout: sumOf(plain, (r) => r.payout),
            profitLoss: sumOf(plain, (r) => r.profitLoss),
            deposit: sumOf(plain, (r) => r.deposit),
            withdraw: sumOf(plain, (r) => r.withdraw),
          });
        }
        compared += 1;
      }
    }
    expect(compared).toBe(16);
    // The seeded team shows real figures.
    const big = await env.app.platform.lossIncome.teamProfitLoss({ id: agent1, type: 1 }, { from: dayBefore(NOW, 89), to: dayBefore(NOW, 0) });
    expect(big.totals.betCount).toBeGreaterThan(SIZES.bets * 0.9);
    expect(Number(big.list[0]?.profitLoss)).toBeLessThan(0);
  });

  it('sorts by account, profit and valid bet, filters by account prefix (any case) and pages past the end with the totals kept', async () => {
    const from = dayBefore(NOW, 89);
    const to = dayBefore(NOW, 0);
    const plain = await plainTeam(agent1, from, to);
    const byAccount = await allPages(agent1, { from, to, sort: 'account' }, 25);
    expect(byAccount.list.map((r) => r.account)).toEqual(plain.map((r) => r.account).sort());
    const profit = await allPages(agent1, { from, to, sort: 'profit' }, 100);
    expect(profit.list.map((r) => r.profitLoss)).toEqual([...plain].sort((a, b) => new Big(b.profitLoss).cmp(a.profitLoss)).map((r) => r.profitLoss));
    const valid = await allPages(agent1, { from, to, sort: 'validBet' }, 100);
    expect(valid.list.map((r) => r.validBet)).toEqual([...plain].sort((a, b) => new Big(b.validBet).cmp(a.validBet)).map((r) => r.validBet));
    const members = plain.filter((r) => r.account.startsWith('t4m'));
    const search = await allPages(agent1, { from, to, account: 'T4M' }, 100);
    expect(search.list.map((r) => r.account).sort()).toEqual(members.map((r) => r.account).sort());
    expect(search.pages[0]?.totals.validBet).toBe(sumOf(members, (r) => r.validBet));
    expect((await allPages(agent1, { from, to, account: 'nobody_%' }, 20)).pages[0]).toMatchObject({ list: [], total: 0, totalPages: 0, totals: { betCount: 0, validBet: '0.00' } });
    const past = await env.app.platform.lossIncome.teamProfitLoss({ id: agent1, type: 1 }, { from, to, pageNo: '999', pageSize: '20' });
    expect(past).toMatchObject({ list: [], pageNo: 999, total: plain.length, totals: { validBet: sumOf(plain, (r) => r.validBet) } });
    // A member of the team sees only its own team.
    const [t3] = await rows<{ id: number }>(sql`SELECT id FROM members WHERE account = 't3a00001'`);
    const small = await env.app.platform.lossIncome.teamProfitLoss({ id: t3?.id ?? 0, type: 42 }, { from, to, pageSize: '100' });
    expect(small.list.every((r) => r.account.startsWith('t4m') && r.depth === 1)).toBe(true);
  });

  it('over HTTP: answers agent1, refuses a long or reversed range, a bad sort, non-agents and no session', async () => {
    const token = await login(env.app, 'agent1');
    const q = (extra = '') => `?from=${dayBefore(NOW, 29)}&to=${dayBefore(NOW, 0)}${extra}`;
    const res = await call<TeamProfitLossPage>(env.app, 'agentTeamProfitLoss', { token, query: q('&sort=account&pageSize=5') });
    expect(res.body.success).toBe(true);
    expect(res.body.value).toMatchObject({ sort: 'account', pageNo: 1, pageSize: 5 });
    expect(res.body.value.list).toHaveLength(5);
    const long = await call(env.app, 'agentTeamProfitLoss', { token, query: `?from=${dayBefore(NOW, 90)}&to=${dayBefore(NOW, 0)}` });
    expect(long.body).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.rangeInvalid, message: 'The range may be at most 90 days' });
    const reversed = await call(env.app, 'agentTeamProfitLoss', { token, query: `?from=${dayBefore(NOW, 0)}&to=${dayBefore(NOW, 3)}` });
    expect(reversed.body).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.rangeInvalid });
    expect((await call(env.app, 'agentTeamProfitLoss', { token, query: q('&sort=biggest') })).status).toBe(400);
    const member = await call(env.app, 'agentTeamProfitLoss', { token: await login(env.app, 'player1'), query: q() });
    expect(member.body).toMatchObject({ success: false, errorCode: ERROR_CODES.agentOnly });
    expect((await call(env.app, 'agentTeamProfitLoss', { query: q() })).status).toBe(401);
  });
});

describe('my income', () => {
  it('equals the plain sums of the agent’s SALARY, DIVIDEND and REBATE entries per day and in total, transfers received apart', async () => {
    for (const [back, end] of [
      [89, 0],
      [29, 0],
      [60, 20],
      [0, 0],
    ] as const) {
      const from = dayBefore(NOW, back);
      const to = dayBefore(NOW, end);
      const answer = await env.app.platform.lossIncome.income({ id: agent1, type: 1 }, { from, to });
      const plain = await rows<{ day: string; kind: string; amount: string }>(sql`
        SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, kind, sum(amount)::text AS amount FROM ledger_entries
        WHERE member_id = ${agent1} AND kind IN ('SALARY', 'DIVIDEND', 'REBATE', 'TRANSFER_FROM_UPLINE', 'TRANSFER_DOWNLINE_IN')
          AND (created_at AT TIME ZONE 'UTC')::date BETWEEN ${from}::date AND ${to}::date GROUP BY 1, 2`);
      const of = (kind: string, day?: string) => plain.filter((r) => r.kind === kind && (day === undefined || r.day === day)).reduce((s, r) => s.plus(r.amount), new Big(0));
      const figures = (day?: string) => ({
        salary: of('SALARY', day).toFixed(2),
        dividend: of('DIVIDEND', day).toFixed(2),
        rebate: of('REBATE', day).toFixed(2),
        income: of('SALARY', day).plus(of('DIVIDEND', day)).plus(of('REBATE', day)).toFixed(2),
        fromUpline: of('TRANSFER_FROM_UPLINE', day).toFixed(2),
        fromDownlines: of('TRANSFER_DOWNLINE_IN', day).toFixed(2),
      });
      const days = [...new Set(plain.map((r) => r.day))].sort().reverse();
      expect(answer).toEqual({ from, to, totals: figures(), days: days.map((day) => ({ day, ...figures(day) })) });
      if (back === 89) expect(Number(answer.totals.income)).toBeGreaterThan(0);
    }
  });

  it('over HTTP: answers agent1, refuses a long range, non-agents and no session', async () => {
    const token = await login(env.app, 'agent1');
    const q = `?from=${dayBefore(NOW, 29)}&to=${dayBefore(NOW, 0)}`;
    const res = await call<AgentIncome>(env.app, 'agentIncome', { token, query: q });
    expect(res.body.success).toBe(true);
    expect(res.body.value.from).toBe(dayBefore(NOW, 29));
    const long = await call(env.app, 'agentIncome', { token, query: `?from=${dayBefore(NOW, 90)}&to=${dayBefore(NOW, 0)}` });
    expect(long.body).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.rangeInvalid });
    expect((await call(env.app, 'agentIncome', { token: await login(env.app, 'player1'), query: q })).body).toMatchObject({ success: false, errorCode: ERROR_CODES.agentOnly });
    expect((await call(env.app, 'agentIncome', { query: q })).status).toBe(401);
  });
});
