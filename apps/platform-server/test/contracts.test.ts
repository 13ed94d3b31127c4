/**
 * Agent contracts (issue 13; spec §3, §4, §6, §7 relay calls): offers by agents to direct
 * downlines only, the consolidated-funds flags, the rate caps (the merchant's for a top agent, the
 * upline's own contract otherwise), tiers, pending offers and their replacement, accept, reject,
 * terminate by either side, and the spec §4 auto-termination that needs the user's confirmation.
 */
import { CONTRACT_ERROR_CODES, type Contract, type ContractView, ERROR_CODES, MERCHANT_MAX_RATES } from '@gamehall/api-client/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { type Answer, call } from './accountHelpers.ts';
import { seededApp } from './helpers.ts';
import { login, memberIdOf, trialLogin } from './play.helpers.ts';

const env = seededApp();

const daily = (token: string, body: Record<string, unknown>) => call<Contract>(env.app, 'dailySalaryContractAction', { token, body });
const dailyView = async (token: string) => (await call<ContractView>(env.app, 'dailySalaryContract', { token })).body.value;
const tier = (rate: string, betAmount = '1000', activeMembers = 1) => ({ betAmount, activeMembers, rate });

const failure = (answer: Answer, errorCode: string) => {
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ success: false, errorCode });
};
const contractsOf = async (account: string) => env.database.db.select().from(t.agentContracts).where(eq(t.agentContracts.memberId, await memberIdOf(env.database.db, account)));

describe('contract offers: who may offer what to whom', () => {
  it('refuses non-agents, types the upline has not enabled, non-direct downlines, trial and anonymous callers', async () => {
    const player = await login(env.app, 'player1');
    const notAgent = await daily(player, { action: 'offer', account: 'agent2', tiers: [tier('0.50')] });
    failure(notAgent, ERROR_CODES.agentOnly);
    expect(notAgent.body.message).toBe('Only agents can offer contracts');
    // agent41 has only the hourly flag (contracthoursalreq).
    failure(await daily(await login(env.app, 'agent41'), { action: 'offer', account: 'agent42', tiers: [tier('0.50')] }), ERROR_CODES.disabled);
    const top = await login(env.app, 'agent1');
    // player1 is agent2's downline, not agent1's.
    failure(await daily(top, { action: 'offer', account: 'player1', tiers: [tier('0.50')] }), CONTRACT_ERROR_CODES.downlineInvalid);
    failure(await daily(top, { action: 'offer', account: 'nobody', tiers: [tier('0.50')] }), CONTRACT_ERROR_CODES.downlineInvalid);
    failure(await daily(await trialLogin(env.app), { action: 'offer', account: 'agent2', tiers: [tier('0.50')] }), ERROR_CODES.trialAccount);
    expect((await daily('', { action: 'offer', account: 'agent2', tiers: [tier('0.50')] })).status).toBe(401);
    expect(await contractsOf('agent2')).toEqual([]);
  });

  it('caps rates: the merchant maximum for a top agent, nothing to pass on without an own contract', async () => {
    const top = await login(env.app, 'agent1');
    const view = await dailyView(top);
    expect(view).toMatchObject({ type: 'DAILY_SALARY', canOffer: true, maxRate: MERCHANT_MAX_RATES.DAILY_SALARY, own: null, offer: null });
    const high = await daily(top, { action: 'offer', account: 'agent2', tiers: [tier('0.50'), tier('2.01', '5000', 2)] });
    failure(high, CONTRACT_ERROR_CODES.rateTooHigh);
    expect(high.body.value).toEqual({ maxRate: '2.00' });
    // agent2 has an upline (agent1) and no daily contract yet.
    const none = await daily(await login(env.app, 'agent2'), { action: 'offer', account: 'player1', tiers: [tier('0.10')] });
    failure(none, CONTRACT_ERROR_CODES.rateTooHigh);
    expect(none.body.value).toEqual({ maxRate: null });
  });

  it('checks tiers: the thresholds of the type, ascending, a period only for dividends', async () => {
    const top = await login(env.app, 'agent1');
    failure(await daily(top, { action: 'offer', account: 'agent2', tiers: [{ betAmount: '100', rate: '0.50' }] }), CONTRACT_ERROR_CODES.tiersInvalid);
    failure(await daily(top, { action: 'offer', account: 'agent2', tiers: [{ ...tier('0.50'), profitLoss: '10' }] }), CONTRACT_ERROR_CODES.tiersInvalid);
    failure(await daily(top, { action: 'offer', account: 'agent2', tiers: [tier('0.80', '5000'), tier('0.90', '1000')] }), CONTRACT_ERROR_CODES.tiersInvalid);
    failure(await daily(top, { action: 'offer', account: 'agent2', tiers: [tier('0.80'), tier('0.80', '5000')] }), CONTRACT_ERROR_CODES.tiersInvalid);
    failure(await daily(top, { action: 'offer', account: 'agent2', period: 'WEEKLY', tiers: [tier('0.50')] }), CONTRACT_ERROR_CODES.tiersInvalid);
    const dividend = (body: Record<string, unknown>) => call<Contract>(env.app, 'dividendContractAction', { token: top, body });
    expect((await dividend({ action: 'offer', account: 'agent2', tiers: [{ profitLoss: '1000', activeMembers: 1, rate: '10' }] })).status).toBe(400);
    const offered = await dividend({ action: 'offer', account: 'agent2', period: 'WEEKLY', tiers: [{ profitLoss: '1000', activeMembers: 1, rate: '10' }] });
    expect(offered.body.value).toMatchObject({ type: 'DIVIDEND', status: 'OFFERED', period: 'WEEKLY', tiers: [{ profitLoss: '1000.00', activeMembers: 1, rate: '10.00' }], maxRate: '10.00' });
    const realtime = (body: Record<string, unknown>) => call<Contract>(env.app, 'realtimeSalaryContractAction', { token: top, body });
    failure(await realtime({ action: 'offer', account: 'agent2', tiers: [{ rate: '0.10' }, { rate: '0.20' }] }), CONTRACT_ERROR_CODES.tiersInvalid);
    expect((await realtime({ action: 'offer', account: 'agent2', tiers: [{ rate: '0.3' }] })).body.value).toMatchObject({ type: 'REALTIME_SALARY', tiers: [{ rate: '0.30' }], maxRate: '0.30' });
    // The missing field of an action is a 400 naming it.
    const missing = await daily(top, { action: 'accept' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('contractId');
  });
});

describe('contract life: offer, replace, reject, accept, terminate', () => {
  it('the downline sees its pending offers of every type; offering again replaces the pending offer; reject ends it', async () => {
    const top = await login(env.app, 'agent1');
    const downline = await login(env.app, 'agent41');
    const hourly = (token: string, body: Record<string, unknown>) => call<Contract>(env.app, 'hourSalaryContractAction', { token, body });
    const first = (await hourly(top, { action: 'offer', account: 'agent41', tiers: [{ betAmount: '100', rate: '0.20' }] })).body.value;
    const second = (await hourly(top, { action: 'offer', account: ' Agent41 ', tiers: [{ betAmount: '100', rate: '0.25' }, { betAmount: '500', rate: '0.30' }] })).body.value;
    expect(second).toMatchObject({ status: 'OFFERED', upline: { account: 'agent1', nickname: 'Agent One' }, member: { account: 'agent41' }, maxRate: '0.30' });
    const pending = await call<Contract[]>(env.app, 'pendingContracts', { token: downline });
    expect(pending.body.value.map((c) => c.contractId)).toEqual([second.contractId]);
    const replaced = (await contractsOf('agent41')).find((c) => c.id === first.contractId);
    expect(replaced).toMatchObject({ status: 'TERMINATED', terminatedBy: 'UPLINE', terminationReason: 'REPLACED' });
    // Only the holder answers an offer; the upline cannot accept it for them.
    failure(await hourly(top, { action: 'accept', contractId: second.contractId }), CONTRACT_ERROR_CODES.notFound);
    failure(await hourly(downline, { action: 'terminate', contractId: second.contractId }), CONTRACT_ERROR_CODES.stateInvalid);
    // The relay of another type does not find it.
    failure(await daily(downline, { action: 'reject', contractId: second.contractId }), CONTRACT_ERROR_CODES.notFound);
    const rejected = await hourly(downline, { action: 'reject', contractId: second.contractId });
    expect(rejected.body.value).toMatchObject({ status: 'REJECTED', respondedAt: expect.any(String) as string });
    failure(await hourly(downline, { action: 'accept', contractId: second.contractId }), CONTRACT_ERROR_CODES.stateInvalid);
    expect((await call<Contract[]>(env.app, 'pendingContracts', { token: downline })).body.value).toEqual([]);
  });

  it('accept makes it active and caps the holder’s own offers; either side terminates', async () => {
    const top = await login(env.app, 'agent1');
    const agent = await login(env.app, 'agent2');
    const player = await login(env.app, 'player1');
    const offer = (await daily(top, { action: 'offer', account: 'agent2', tiers: [tier('1.00'), tier('1.50', '10000', 3)] })).body.value;
    const accepted = await daily(agent, { action: 'accept', contractId: offer.contractId });
    expect(accepted.body.value).toMatchObject({ status: 'ACTIVE', maxRate: '1.50' });
    const view = await dailyView(agent);
    expect(view).toMatchObject({ canOffer: true, maxRate: '1.50', own: { contractId: offer.contractId, status: 'ACTIVE' }, offer: null });
    expect((await dailyView(top)).downlines).toMatchObject({ total: 1, list: [{ contractId: offer.contractId, member: { account: 'agent2' } }] });
    // agent2 passes on at most its own rate.
    const tooHigh = await daily(agent, { action: 'offer', account: 'player1', tiers: [tier('1.51')] });
    failure(tooHigh, CONTRACT_ERROR_CODES.rateTooHigh);
    expect(tooHigh.body.value).toEqual({ maxRate: '1.50' });
    const toPlayer = (await daily(agent, { action: 'offer', account: 'player1', tiers: [tier('1.50')] })).body.value;
    expect((await daily(player, { action: 'accept', contractId: toPlayer.contractId })).body.value.status).toBe('ACTIVE');
    // The holder terminates.
    const ended = await daily(player, { action: 'terminate', contractId: toPlayer.contractId });
    expect(ended.body.value).toMatchObject({ status: 'TERMINATED', terminatedBy: 'DOWNLINE', terminationReason: 'BY_DOWNLINE' });
    failure(await daily(player, { action: 'terminate', contractId: toPlayer.contractId }), CONTRACT_ERROR_CODES.stateInvalid);
    // A stranger finds nothing.
    failure(await daily(await login(env.app, 'agent41'), { action: 'terminate', contractId: offer.contractId }), CONTRACT_ERROR_CODES.notFound);
    // The upline terminates (after re-offering to player1 so the next test has a downline contract).
    const again = (await daily(agent, { action: 'offer', account: 'player1', tiers: [tier('1.20')] })).body.value;
    await daily(player, { action: 'accept', contractId: again.contractId });
    const offered = (await daily(agent, { action: 'offer', account: 'defaultpw', tiers: [tier('1.40')] })).body.value;
    const withdrawn = await daily(agent, { action: 'terminate', contractId: offered.contractId });
    expect(withdrawn.body.value).toMatchObject({ status: 'TERMINATED', terminatedBy: 'UPLINE', terminationReason: 'BY_UPLINE' });
  });

  it('spec §4: accepting a lower rate than a contract given to a downline asks first, then ends that contract in the same step', async () => {
    const top = await login(env.app, 'agent1');
    const agent = await login(env.app, 'agent2');
    const player1Id = await memberIdOf(env.database.db, 'player1');
    const [given] = await env.database.db.select().from(t.agentContracts).where(eq(t.agentContracts.memberId, player1Id)).orderBy(t.agentContracts.id);
    const active = (await contractsOf('player1')).find((c) => c.status === 'ACTIVE');
    expect(active?.maxRate).toBe('1.20');
    expect(given).toBeDefined();
    const before = (await dailyView(agent)).own;
    const lower = (await daily(top, { action: 'offer', account: 'agent2', tiers: [tier('1.00')] })).body.value;
    // Without the confirmation: a business error listing what would end; nothing changed.
    const ask = await daily(agent, { action: 'accept', contractId: lower.contractId });
    failure(ask, CONTRACT_ERROR_CODES.confirmTerminations);
    expect((ask.body.value as unknown as { contracts: Contract[] }).contracts).toEqual([expect.objectContaining({ contractId: active?.id, member: { account: 'player1', nickname: 'Player One' }, maxRate: '1.20' })]);
    expect((await dailyView(agent)).own?.contractId).toBe(before?.contractId);
    expect((await contractsOf('player1')).find((c) => c.id === active?.id)?.status).toBe('ACTIVE');
    expect((await dailyView(agent)).offer?.contractId).toBe(lower.contractId);
    // With it: accepted, the old contract replaced, the downline's contract auto-terminated.
    const ok = await daily(agent, { action: 'accept', contractId: lower.contractId, confirm: true });
    expect(ok.body.value).toMatchObject({ status: 'ACTIVE', maxRate: '1.00' });
    const old = (await contractsOf('agent2')).find((c) => c.id === before?.contractId);
    expect(old).toMatchObject({ status: 'TERMINATED', terminatedBy: 'SYSTEM', terminationReason: 'REPLACED' });
    expect((await contractsOf('player1')).find((c) => c.id === active?.id)).toMatchObject({ status: 'TERMINATED', terminatedBy: 'SYSTEM', terminationReason: 'UPLINE_RATE_LOWERED' });
    // A contract at or below the new rate would have stayed: the cap is now 1.00.
    expect((await dailyView(agent)).maxRate).toBe('1.00');
  });
});

describe('the view of the contracts given to one direct downline (team management contract dialog, spec §2)', () => {
  it('`account` keeps the open contracts held by that direct downline only (case-insensitive), none for another account', async () => {
    const top = await login(env.app, 'agent1');
    const realtime = (body: Record<string, unknown>) => call<Contract>(env.app, 'realtimeSalaryContractAction', { token: top, body });
    const view = async (query: Record<string, string>) => (await call<ContractView>(env.app, 'realtimeSalaryContract', { token: top, query: `?${new URLSearchParams(query).toString()}` })).body.value;
    const toAgent41 = (await realtime({ action: 'offer', account: 'agent41', tiers: [{ rate: '0.40' }] })).body.value;
    const toAgent2 = (await realtime({ action: 'offer', account: 'agent2', tiers: [{ rate: '0.50' }] })).body.value;
    expect((await view({})).downlines.list.map((c) => c.contractId)).toEqual(expect.arrayContaining([toAgent41.contractId, toAgent2.contractId]));
    const one = await view({ account: ' Agent41 ', pageSize: '5' });
    expect(one.downlines).toMatchObject({ total: 1, pageNo: 1, pageSize: 5, totalPages: 1, list: [{ contractId: toAgent41.contractId, status: 'OFFERED', member: { account: 'agent41' } }] });
    expect((await view({ account: 'agent2' })).downlines.list.map((c) => c.contractId)).toEqual([toAgent2.contractId]);
    // agent42 is agent41's downline, not agent1's: nothing, even though a contract might exist further down.
    expect((await view({ account: 'agent42' })).downlines.total).toBe(0);
    expect((await view({ account: 'nobody' })).downlines).toMatchObject({ total: 0, list: [] });
    // An ended contract is no longer listed.
    await realtime({ action: 'terminate', contractId: toAgent41.contractId });
    expect((await view({ account: 'agent41' })).downlines.total).toBe(0);
  });
});
