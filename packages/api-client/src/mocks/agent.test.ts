import Big from 'big.js';
import { Value } from 'typebox/value';
import { afterEach, describe, expect, it } from 'vitest';
import type { DownlinePage, TeamOverview } from '../contract/agent';
import { AGENT_ERROR_CODES, agentRoutes } from '../contract/agentRoutes';
import { endpoints } from '../contract/endpoints';
import { ERROR_CODES } from '../contract/errorCodes';
import { failureOf, testUuid } from '../test/mockTestKit';
import { request } from '../transport/request';
import { registerRoutes } from '../transport/routeTable';
import { MOCK_ACCOUNTS, MOCK_PASSWORD } from './accounts';
import { AgentMockState, MOCK_TEAM_SIZE } from './agent';
import { CashierMockState } from './cashier';
import { makeMockCatalogue } from './catalogue';
import { createHandlers } from './handlers';
import { startMockServer } from './node';

const server = startMockServer();
const db = makeMockCatalogue({ gamesPerVendor: 2 });
registerRoutes(agentRoutes);
const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const day = (n: number) => new Date(NOW - n * 86_400_000).toISOString().slice(0, 10);

function fresh(): { agent: AgentMockState; cashier: CashierMockState } {
  const agent = new AgentMockState({ now: () => NOW });
  const cashier = new CashierMockState();
  server.use(...createHandlers(db, { cashier, agent, accounts: { accounts: [...MOCK_ACCOUNTS] } }));
  return { agent, cashier };
}
async function loginAs(account: string): Promise<void> {
  const login = await request('login', { body: { type: 'username', username: account, password: MOCK_PASSWORD } });
  sessionStorage.setItem('token', login.token);
}

afterEach(() => sessionStorage.clear());

describe('agent team mocks', () => {
  it('generate the same team every time, over 4 levels under agent1', () => {
    const a = new AgentMockState({ now: () => NOW });
    const b = new AgentMockState({ now: () => NOW });
    expect([...a.members.values()].map((m) => [m.account, m.balance, m.registeredAt])).toEqual([...b.members.values()].map((m) => [m.account, m.balance, m.registeredAt]));
    const team = a.teamOf(1);
    expect(team).toHaveLength(MOCK_TEAM_SIZE + 3);
    expect(new Set(team.map((m) => a.depthUnder(1, m.id)))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('answer the team overview with one day per day, totals that are the days added up, as the server does', async () => {
    const { agent } = fresh();
    await loginAs('agent1');
    const overview = await request('agentTeamOverview', { query: { from: day(29), to: day(0) } });
    expect(Value.Check(endpoints.agentTeamOverview.value, overview)).toBe(true);
    expect(overview.days.map((d) => d.day)).toEqual(Array.from({ length: 30 }, (_, i) => day(29 - i)));
    expect(overview.teamSize).toBe(agent.teamOf(1).length);
    expect(overview.betCount).toBeGreaterThan(0);
    const add = (pick: (d: TeamOverview['days'][number]) => string) => overview.days.reduce((s, d) => s.plus(pick(d)), new Big(0)).toFixed(2);
    expect([add((d) => d.validBet), add((d) => d.profitLoss), add((d) => d.deposit)]).toEqual([overview.validBet, overview.profitLoss, overview.deposit]);
    expect(overview.activeMembers).toBeGreaterThanOrEqual(Math.max(...overview.days.map((d) => d.activeMembers)));
    expect((await failureOf(request('agentTeamOverview', { query: { from: day(90), to: day(0) } }))).errorCode).toBe(AGENT_ERROR_CODES.rangeInvalid);
    await loginAs('player1');
    expect((await failureOf(request('agentTeamOverview', { query: { from: day(1), to: day(0) } }))).errorCode).toBe(ERROR_CODES.agentOnly);
  });

  it('list direct downlines paged, search the team by prefix, refuse outside the team', async () => {
    fresh();
    await loginAs('agent1');
    const page: DownlinePage = await request('agentDownlines', { query: { pageSize: '5' } });
    expect(Value.Check(endpoints.agentDownlines.value, page)).toBe(true);
    expect(page.list.map((d) => d.account).slice(0, 2)).toEqual(['agent2', 'newbie']);
    expect(page.totalPages).toBe(Math.ceil(page.total / 5));
    const deep: DownlinePage = await request('agentDownlines', { query: { account: 'T4M', pageNo: '3', pageSize: '10' } });
    expect(deep.list).toHaveLength(10);
    expect(deep.list.every((d) => d.depth === 4 && d.account.startsWith('t4m'))).toBe(true);
    expect((await failureOf(request('agentDownlines', { query: { parentId: '999999' } }))).errorCode).toBe(AGENT_ERROR_CODES.notInTeam);
  });

  it('transfer to a downline once per request id, booking both ledger entries; refuse too much and outside the team', async () => {
    const { cashier } = fresh();
    await loginAs('agent1');
    const player1 = (await request('agentDownlines', { query: { account: 'player1' } })).list[0]!;
    const body = { memberId: player1.id, amount: '100', requestId: testUuid(1) };
    const first = await request('agentDownlineTransfer', { body });
    expect(first).toMatchObject({ amount: '100.00', balance: '49900.00', member: { account: 'player1' } });
    expect(await request('agentDownlineTransfer', { body })).toEqual(first);
    expect(cashier.ledger.filter((e) => e.value.reference === testUuid(1)).map((e) => [e.account, e.value.kind, e.value.amount])).toEqual([
      ['agent1', 'TRANSFER_TO_DOWNLINE', '-100.00'],
      ['player1', 'TRANSFER_FROM_UPLINE', '100.00'],
    ]);
    expect((await request('agentDownlines', { query: { account: 'player1' } })).list[0]?.balance).toBe('1100.00');
    expect((await failureOf(request('agentDownlineTransfer', { body: { ...body, requestId: testUuid(2), amount: '60000' } }))).errorCode).toBe(ERROR_CODES.insufficientFunds);
    expect((await failureOf(request('agentDownlineTransfer', { body: { ...body, requestId: testUuid(3), memberId: 999999 } }))).errorCode).toBe(AGENT_ERROR_CODES.notInTeam);
    expect((await failureOf(request('agentDownlineTransfer', { body: { ...body, amount: '5' } }))).errorCode).toBe(ERROR_CODES.idempotencyConflict);
  });
});
