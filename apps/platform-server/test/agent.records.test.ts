/**
 * Team betting and team transactions (issue 13 personalHistoryCopy and
 * agentDownlineTransactionDetailsCopy; GET /wps/agent/team/bets and /wps/agent/team/transactions):
 * over a small seeded team plus bets and ledger entries added afterwards (free play, the agent's
 * own, ties on the time), every page and total equals the same rows taken the plain way (a
 * recursive walk of `members.parent_id` over the raw bets and ledger, none of the roll-ups or
 * team indexes); paging walks the whole filter once; refusals.
 */
import { AGENT_ERROR_CODES, ERROR_CODES, TEAM_TRANSACTION_FILTER_KINDS, type TeamBetPage, type TeamTransactionPage } from '@gamehall/api-client/contract';
import Big from 'big.js';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { memberId } from '../src/seed/accounts.ts';
import { seedTeam } from '../src/seed/team.ts';
import { call } from './accountHelpers.ts';
import { dayBefore } from './agentHelpers.ts';
import { seededApp } from './helpers.ts';
import { login } from './play.helpers.ts';

const env = seededApp();
const NOW = Date.now();
const DAY_MS = 86_400_000;
const rows = async <R>(query: SQL) => ((await env.database.db.execute(query)) as unknown as { rows: R[] }).rows;
let agent1 = 0;

beforeAll(async () => {
  expect((await seedTeam(env.database.db, { downlines: 40, bets: 1_500, now: NOW })).seeded).toBe(true);
  agent1 = (await memberId(env.database.db, 'agent1')) ?? 0;
  const [player1, agent42] = [await memberId(env.database.db, 'player1'), await memberId(env.database.db, 'agent42')];
  const [game] = await rows<{ node_id: number }>(sql`SELECT node_id FROM games ORDER BY node_id LIMIT 1`);
  const tie = new Date(NOW - DAY_MS);
  // Ties on the time (the id breaks them), free play (never listed), the agent's own bet (not its team's).
  const bet = (i: number, member: number, wallet: string) => ({ betId: `rec-${String(i)}`, gameSessionHash: 'rec', idempotencyKey: `rec-${String(i)}`, memberId: member, nodeId: game?.node_id ?? 1, wallet, kind: 'slot', stake: '2.50', payout: i % 2 ? '5.00' : '0.00', outcome: {}, createdAt: tie });
  await env.database.db.insert(t.bets).values([bet(1, player1 ?? 0, t.MAIN_WALLET), bet(2, agent42 ?? 0, t.MAIN_WALLET), bet(3, player1 ?? 0, 'FUN'), bet(4, agent1, t.MAIN_WALLET), bet(5, player1 ?? 0, t.MAIN_WALLET)]);
  const entry = (kind: string, member: number, amount: string) => ({ memberId: member, wallet: t.MAIN_WALLET, kind, amount, balanceAfter: '0.00', reference: `rec-${kind}`, createdAt: tie });
  await env.database.db.insert(t.ledgerEntries).values([entry('SALARY', agent42 ?? 0, '12.00'), entry('DIVIDEND', agent42 ?? 0, '30.00'), entry('TRANSFER_FROM_UPLINE', player1 ?? 0, '5.00'), entry('BONUS', agent1, '9.00')]);
});

/** The team of `agentId` the plain way, with depths. */
const team = (agentId: number) => sql`WITH RECURSIVE team (id, depth) AS (SELECT id, 1 FROM members WHERE parent_id = ${agentId} UNION ALL SELECT m.id, team.depth + 1 FROM members m JOIN team ON m.parent_id = team.id)`;
const range = (from: string, to: string) => sql`x.created_at >= ${`${from}T00:00:00Z`}::timestamptz AND x.created_at < (${to}::date + 1)::timestamptz`;

/** Team bets the plain way: every matching row, newest first. */
async function plainBets(agentId: number, from: string, to: string, prefix?: string) {
  return rows<{ bet_id: string; account: string; depth: number; stake: string; payout: string }>(sql`${team(agentId)}
    SELECT x.bet_id, m.account, team.depth, x.stake::text AS stake, x.payout::text AS payout FROM bets x JOIN team ON team.id = x.member_id JOIN members m ON m.id = x.member_id
    WHERE x.wallet <> 'FUN' AND ${range(from, to)} ${prefix ? sql`AND m.account LIKE ${`${prefix}%`}` : sql``} ORDER BY x.created_at DESC, x.id DESC`);
}

/** Team ledger entries the plain way (not BET or PAYOUT), newest first. */
async function plainTransactions(agentId: number, from: string, to: string, kinds?: readonly string[], prefix?: string) {
  return rows<{ id: number; account: string; kind: string; amount: string }>(sql`${team(agentId)}
    SELECT x.id, m.account, x.kind, x.amount::text AS amount FROM ledger_entries x JOIN team ON team.id = x.member_id JOIN members m ON m.id = x.member_id
    WHERE x.kind NOT IN ('BET', 'PAYOUT') AND ${range(from, to)} ${kinds ? sql`AND x.kind IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})` : sql``}
      ${prefix ? sql`AND m.account LIKE ${`${prefix}%`}` : sql``} ORDER BY x.created_at DESC, x.id DESC`);
}

const sum = (values: string[]) => values.reduce((s, v) => s.plus(v), new Big(0));

/** Every page of a filter (pageSize 7), concatenated. */
async function allPages<P extends { list: unknown[]; totalPages: number; total: number }>(name: 'agentTeamBets' | 'agentTeamTransactions', token: string, query: string): Promise<{ first: P; list: P['list'] }> {
  const first = (await call<P>(env.app, name, { token, query: `${query}&pageSize=7` })).body.value;
  const list = [...first.list];
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1) list.push(...(await call<P>(env.app, name, { token, query: `${query}&pageSize=7&pageNo=${String(pageNo)}` })).body.value.list);
  return { first, list };
}

describe('GET /wps/agent/team/bets', () => {
  it('pages the team bets newest first and totals them, equal to the plain rows, with and without an account filter', async () => {
    const token = await login(env.app, 'agent1');
    const cases: [number, number, string | undefined][] = [
      [6, 0, undefined],
      [1, 1, undefined],
      [89, 60, undefined],
      [29, 0, 'player1'],
      [29, 0, 'T4M'],
      [89, 0, 'agent4'],
    ];
    for (const [back, end, prefix] of cases) {
      const [from, to] = [dayBefore(NOW, back), dayBefore(NOW, end)];
      const plain = await plainBets(agent1, from, to, prefix?.toLowerCase());
      const { first, list } = await allPages<TeamBetPage>('agentTeamBets', token, `?from=${from}&to=${to}${prefix ? `&account=${prefix}` : ''}`);
      const label = `${from}..${to} ${prefix ?? ''}`;
      expect(plain.length, label).toBeGreaterThan(0);
      expect(list.map((b) => [b.betId, b.account, b.depth, b.stake, b.payout]), label).toEqual(plain.map((r) => [r.bet_id, r.account, r.depth, r.stake, r.payout]));
      expect(first.total, label).toBe(plain.length);
      const stake = sum(plain.map((r) => r.stake));
      const payout = sum(plain.map((r) => r.payout));
      expect(first.totals, label).toEqual({ betCount: plain.length, validBet: stake.toFixed(2), payout: payout.toFixed(2), profitLoss: payout.minus(stake).toFixed(2) });
      for (const b of list) expect(b.winLoss).toBe(new Big(b.payout).minus(b.stake).toFixed(2));
    }
    // The big page has the seed's bets; the tie of the added bets is broken by id (newest first), free play and agent1's own bet are not there.
    // Every page of the day: how many of the day's bets are newer than the added ones depends on the time of day of the run.
    const day = await allPages<TeamBetPage>('agentTeamBets', token, `?from=${dayBefore(NOW, 1)}&to=${dayBefore(NOW, 1)}&account=player1`);
    expect(day.list.filter((b) => b.betId.startsWith('rec-')).map((b) => b.betId)).toEqual(['rec-5', 'rec-1']);
  });

  it('answers a page past the end empty with the totals, and a page size over 100 with a 400', async () => {
    const token = await login(env.app, 'agent1');
    const past = await call<TeamBetPage>(env.app, 'agentTeamBets', { token, query: `?from=${dayBefore(NOW, 6)}&to=${dayBefore(NOW, 0)}&pageNo=9999` });
    expect(past.body.value.list).toEqual([]);
    expect(past.body.value.total).toBeGreaterThan(0);
    expect((await call(env.app, 'agentTeamBets', { token, query: `?from=${dayBefore(NOW, 6)}&to=${dayBefore(NOW, 0)}&pageSize=101` })).status).toBe(400);
  });

  it('refuses non-agents, a range over 90 days and an account outside the team (the agent itself too)', async () => {
    const token = await login(env.app, 'agent1');
    const week = `?from=${dayBefore(NOW, 6)}&to=${dayBefore(NOW, 0)}`;
    expect((await call(env.app, 'agentTeamBets', { token: await login(env.app, 'player1'), query: week })).body).toMatchObject({ success: false, errorCode: ERROR_CODES.agentOnly });
    expect((await call(env.app, 'agentTeamBets', { token, query: `?from=${dayBefore(NOW, 90)}&to=${dayBefore(NOW, 0)}` })).body).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.rangeInvalid });
    for (const account of ['agent1', 'trial1', 'nobody']) {
      expect((await call(env.app, 'agentTeamBets', { token, query: `${week}&account=${account}` })).body, account).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.notInTeam });
    }
    // agent42 is under agent41, not agent2.
    expect((await call(env.app, 'agentTeamBets', { token: await login(env.app, 'agent2'), query: `${week}&account=agent42` })).body).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.notInTeam });
    expect((await call(env.app, 'agentTeamBets', { query: week })).status).toBe(401);
  });
});

describe('GET /wps/agent/team/transactions', () => {
  it('pages the team ledger (no bets or payouts) newest first by kind and account, with the sums in and out, equal to the plain rows', async () => {
    const token = await login(env.app, 'agent1');
    const cases: [number, number, keyof typeof TEAM_TRANSACTION_FILTER_KINDS | undefined, string | undefined][] = [
      [89, 0, undefined, undefined],
      [29, 0, 'DEPOSIT', undefined],
      [89, 0, 'WITHDRAW', 't4m'],
      [6, 0, 'SALARY', undefined],
      [6, 0, 'DIVIDEND', 'agent42'],
      [6, 0, 'TRANSFER', undefined],
      [6, 0, 'REWARD', undefined],
    ];
    for (const [back, end, kind, prefix] of cases) {
      const [from, to] = [dayBefore(NOW, back), dayBefore(NOW, end)];
      const plain = await plainTransactions(agent1, from, to, kind ? TEAM_TRANSACTION_FILTER_KINDS[kind] : undefined, prefix);
      const { first, list } = await allPages<TeamTransactionPage>('agentTeamTransactions', token, `?from=${from}&to=${to}${kind ? `&kind=${kind}` : ''}${prefix ? `&account=${prefix}` : ''}`);
      const label = `${from}..${to} ${kind ?? ''} ${prefix ?? ''}`;
      expect(list.map((e) => [e.id, e.account, e.kind, e.amount]), label).toEqual(plain.map((r) => [Number(r.id), r.account, r.kind, new Big(r.amount).toFixed(2)]));
      expect(first.total, label).toBe(plain.length);
      expect(first.totals, label).toEqual({ credit: sum(plain.filter((r) => Number(r.amount) > 0).map((r) => r.amount)).toFixed(2), debit: sum(plain.filter((r) => Number(r.amount) < 0).map((r) => r.amount)).toFixed(2) });
    }
    const all = await call<TeamTransactionPage>(env.app, 'agentTeamTransactions', { token, query: `?from=${dayBefore(NOW, 1)}&to=${dayBefore(NOW, 1)}&pageSize=100` });
    expect(all.body.value.list.map((e) => e.kind)).toEqual(expect.arrayContaining(['SALARY', 'DIVIDEND', 'TRANSFER_FROM_UPLINE']));
    // agent1's own bonus is not its team's.
    expect(all.body.value.list.some((e) => e.account === 'agent1')).toBe(false);
  });

  it('refuses non-agents, a reversed range, an unknown kind and an account outside the team', async () => {
    const token = await login(env.app, 'agent1');
    const week = `?from=${dayBefore(NOW, 6)}&to=${dayBefore(NOW, 0)}`;
    expect((await call(env.app, 'agentTeamTransactions', { token: await login(env.app, 'player1'), query: week })).body).toMatchObject({ success: false, errorCode: ERROR_CODES.agentOnly });
    expect((await call(env.app, 'agentTeamTransactions', { token, query: `?from=${dayBefore(NOW, 0)}&to=${dayBefore(NOW, 6)}` })).body).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.rangeInvalid });
    expect((await call(env.app, 'agentTeamTransactions', { token, query: `${week}&kind=BET` })).status).toBe(400);
    expect((await call(env.app, 'agentTeamTransactions', { token, query: `${week}&account=trial1` })).body).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.notInTeam });
  });
});
