/**
 * The downline list (issue 13 downlineManagmentView; GET /wps/agent/downlines) and the transfer
 * to a downline (POST /wps/agent/downlines/transfer) over the seeded accounts and a small seeded
 * team (src/seed/team.ts): direct downlines of the agent or of a team member, team-wide account
 * search (prefix, any case), paging with the total, each row's level, counts, wallet and logins;
 * refusals for members outside the caller's team and for non-agents; the transfer's two ledger
 * entries, idempotency, insufficient balance, and a double submit that moves money once.
 */
import { randomUUID } from 'node:crypto';
import { AGENT_ERROR_CODES, type DownlinePage, type DownlineTransfer, ERROR_CODES } from '@gamehall/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { memberId } from '../src/seed/accounts.ts';
import { seedTeam, teamLevels } from '../src/seed/team.ts';
import { type Answer, call } from './accountHelpers.ts';
import { seededApp } from './helpers.ts';
import { login, walletsAndLedger } from './play.helpers.ts';

const env = seededApp();
const SIZES = { downlines: 50, bets: 500 };

const list = (token: string, query = '') => call<DownlinePage>(env.app, 'agentDownlines', { token, query });
const send = (token: string, body: Record<string, unknown>) => call<DownlineTransfer>(env.app, 'agentDownlineTransfer', { token, body });
const idOf = async (account: string) => (await memberId(env.database.db, account)) ?? 0;
const failure = (answer: Answer, errorCode: string) => expect(answer.body).toMatchObject({ success: false, errorCode });
const mainOf = async (account: string) => (await env.database.db.select({ balance: sql<string>`${t.wallets.balance}::text` }).from(t.wallets).where(eq(t.wallets.memberId, await idOf(account))))[0]?.balance;
const expectBalanced = async (account: string) => {
  for (const w of await walletsAndLedger(env.database.db, await idOf(account))) expect(w.balance, account).toBe(w.ledger);
};

beforeAll(async () => {
  await seedTeam(env.database.db, SIZES);
});

describe('GET /wps/agent/downlines', () => {
  it("lists agent1's direct downlines with level, counts, wallet and logins, paged with the total", async () => {
    const token = await login(env.app, 'agent1');
    const [l1] = teamLevels(SIZES.downlines);
    const first = await list(token, '?pageSize=2');
    expect(first.body.success).toBe(true);
    // agent2, agent41, newbie and the seeded team's level-1 agents.
    expect(first.body.value.total).toBe(3 + l1);
    expect(first.body.value.totalPages).toBe(Math.ceil((3 + l1) / 2));
    expect(first.body.value.list.map((d) => d.account)).toEqual(['agent2', 'agent41']);
    const [agent2] = first.body.value.list;
    // agent2 has player1, defaultpw and expiredpw.
    expect(agent2).toMatchObject({ nickname: 'Agent Two', type: 2, depth: 1, directCount: 3, teamSize: 3, balance: '12000.00', lastLoginAt: expect.any(String) as string, registeredAt: expect.any(String) as string });
    const newbie = (await list(token, '?pageSize=100')).body.value.list.find((d) => d.account === 'newbie');
    expect(newbie).toMatchObject({ directCount: 0, teamSize: 0, lastLoginAt: null, depth: 1 });
    // Past the end: an empty page, the same total.
    const past = await list(token, '?pageNo=99&pageSize=2');
    expect(past.body.value).toMatchObject({ list: [], total: 3 + l1, pageNo: 99 });
  });

  it("lists a team member's direct downlines at their level under the caller, and searches the whole team by account prefix in any case", async () => {
    const token = await login(env.app, 'agent1');
    const below = await list(token, `?parentId=${String(await idOf('agent42'))}`);
    expect(below.body.value.list.map((d) => [d.account, d.depth])).toEqual([['player2', 3]]);
    const search = await list(token, '?account=PLAYER');
    expect(search.body.value.list.map((d) => [d.account, d.depth])).toEqual([
      ['player1', 2],
      ['player2', 3],
    ]);
    const members = await list(token, '?account=t4m&pageSize=5&pageNo=2');
    const [, , , l4] = teamLevels(SIZES.downlines);
    expect(members.body.value.total).toBe(l4);
    expect(members.body.value.list).toHaveLength(5);
    expect(members.body.value.list.every((d) => d.depth === 4 && d.type === 0 && /^t4m\d{5}$/.test(d.account))).toBe(true);
    // LIKE wildcards are plain characters.
    expect((await list(token, '?account=%25')).body.value.total).toBe(0);
    expect((await list(token, '?account=t_m')).body.value.total).toBe(0);
    // agent41 sees only its own team: player1 is agent2's.
    const other = await list(await login(env.app, 'agent41'), '?account=player');
    expect(other.body.value.list.map((d) => [d.account, d.depth])).toEqual([['player2', 2]]);
  });

  it('refuses a parent outside the caller’s team and non-agents', async () => {
    const token = await login(env.app, 'agent41');
    failure(await list(token, `?parentId=${String(await idOf('agent2'))}`), AGENT_ERROR_CODES.notInTeam);
    failure(await list(token, `?parentId=${String(await idOf('agent1'))}`), AGENT_ERROR_CODES.notInTeam);
    failure(await list(token, '?parentId=999999'), AGENT_ERROR_CODES.notInTeam);
    failure(await list(await login(env.app, 'player1')), ERROR_CODES.agentOnly);
    expect((await call(env.app, 'agentDownlines', {})).status).toBe(401);
    expect((await list(token, '?pageSize=500')).status).toBe(400);
  });
});

describe('POST /wps/agent/downlines/transfer', () => {
  it('moves money from the agent to a downline at any depth with two ledger entries; a retry moves nothing more', async () => {
    const token = await login(env.app, 'agent1');
    const before = [await mainOf('agent1'), await mainOf('player2')];
    const requestId = randomUUID();
    const body = { memberId: await idOf('player2'), amount: '125.50', requestId };
    const first = await send(token, body);
    expect(first.body.value).toMatchObject({ transferId: requestId, amount: '125.50', member: { account: 'player2', nickname: 'Player Two' } });
    expect(first.body.value.balance).toBe((Number(before[0]) - 125.5).toFixed(2));
    expect(await mainOf('player2')).toBe((Number(before[1]) + 125.5).toFixed(2));
    const again = await send(token, body);
    expect(again.body.value).toEqual(first.body.value);
    expect(await mainOf('agent1')).toBe(first.body.value.balance);
    const entries = await env.database.db
      .select({ memberId: t.ledgerEntries.memberId, kind: t.ledgerEntries.kind, amount: t.ledgerEntries.amount })
      .from(t.ledgerEntries)
      .where(eq(t.ledgerEntries.reference, requestId));
    expect(entries.map((e) => [e.kind, e.amount]).sort()).toEqual([
      ['TRANSFER_FROM_UPLINE', '125.50'],
      ['TRANSFER_TO_DOWNLINE', '-125.50'],
    ]);
    await expectBalanced('agent1');
    await expectBalanced('player2');
    // The same request id for another amount is a conflict.
    failure(await send(token, { ...body, amount: '1.00' }), ERROR_CODES.idempotencyConflict);
  });

  it('refuses members outside the team, the agent itself, non-agents, too little balance and too small amounts, writing nothing', async () => {
    const token = await login(env.app, 'agent41');
    const count = async () => (await env.database.db.select({ n: sql<number>`count(*)::int` }).from(t.downlineTransfers))[0]?.n;
    const before = await count();
    failure(await send(token, { memberId: await idOf('player1'), amount: '10.00', requestId: randomUUID() }), AGENT_ERROR_CODES.notInTeam);
    failure(await send(token, { memberId: await idOf('agent41'), amount: '10.00', requestId: randomUUID() }), AGENT_ERROR_CODES.notInTeam);
    failure(await send(token, { memberId: await idOf('agent1'), amount: '10.00', requestId: randomUUID() }), AGENT_ERROR_CODES.notInTeam);
    failure(await send(token, { memberId: await idOf('player2'), amount: '100000.00', requestId: randomUUID() }), ERROR_CODES.insufficientFunds);
    failure(await send(token, { memberId: await idOf('player2'), amount: '0.50', requestId: randomUUID() }), AGENT_ERROR_CODES.amountTooSmall);
    failure(await send(await login(env.app, 'player1'), { memberId: await idOf('player2'), amount: '10.00', requestId: randomUUID() }), ERROR_CODES.agentOnly);
    expect((await send(token, { memberId: await idOf('player2'), amount: '-5', requestId: randomUUID() })).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('moves money once under a double submit (the same request id twice at once), and parallel transfers cannot overdraw', async () => {
    const token = await login(env.app, 'agent42');
    const to = await idOf('player2');
    const [agentBefore, memberBefore] = [await mainOf('agent42'), await mainOf('player2')];
    const body = { memberId: to, amount: '40.00', requestId: randomUUID() };
    const answers = await Promise.all([send(token, body), send(token, body), send(token, body)]);
    expect(answers.every((a) => a.body.success)).toBe(true);
    expect(new Set(answers.map((a) => a.body.value.balance)).size).toBe(1);
    expect(await mainOf('agent42')).toBe((Number(agentBefore) - 40).toFixed(2));
    expect(await mainOf('player2')).toBe((Number(memberBefore) + 40).toFixed(2));
    const rows = await env.database.db
      .select()
      .from(t.downlineTransfers)
      .where(and(eq(t.downlineTransfers.agentId, await idOf('agent42')), eq(t.downlineTransfers.requestId, body.requestId)));
    expect(rows).toHaveLength(1);
    // agent42 has 2,960.00 now: of four parallel transfers of 1,000.00 two succeed, two are refused.
    const parallel = await Promise.all(Array.from({ length: 4 }, () => send(token, { memberId: to, amount: '1000.00', requestId: randomUUID() })));
    expect(parallel.filter((a) => a.body.success)).toHaveLength(2);
    expect(parallel.filter((a) => a.body.errorCode === ERROR_CODES.insufficientFunds)).toHaveLength(2);
    expect(Number(await mainOf('agent42'))).toBeGreaterThanOrEqual(0);
    await expectBalanced('agent42');
    await expectBalanced('player2');
  });
});
