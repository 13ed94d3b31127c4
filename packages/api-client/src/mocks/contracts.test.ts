import { Value } from 'typebox/value';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTRACT_ERROR_CODES, contractRoutes } from '../contract/contractRoutes';
import { endpoints } from '../contract/endpoints';
import { ERROR_CODES } from '../contract/errorCodes';
import { request } from '../transport/request';
import { registerRoutes } from '../transport/routeTable';
import { makeMockCatalogue } from './catalogue';
import { ContractsMockState } from './contracts';
import { createHandlers } from './handlers';
import { startMockServer } from './node';
import { failureOf } from '../test/mockTestKit';

const server = startMockServer();
registerRoutes(contractRoutes);
const db = makeMockCatalogue({ gamesPerVendor: 2 });
const TOKENS = { 'tok-agent1': 'agent1', 'tok-agent2': 'agent2', 'tok-player1': 'player1', 'tok-trial': 'trial9' };
const ACCOUNTS = [
  { account: 'agent1', password: 'x', nickname: 'Agent One', type: 1, balance: '0.00' },
  { account: 'agent2', password: 'x', nickname: 'Agent Two', type: 2, parent: 'agent1', balance: '0.00' },
  { account: 'player1', password: 'x', nickname: 'Player One', type: 0, parent: 'agent2', balance: '0.00' },
  { account: 'trial9', password: 'x', nickname: 'Trial', type: 4, balance: '0.00' },
];

function fresh(): ContractsMockState {
  const state = new ContractsMockState();
  state.now = () => Date.UTC(2026, 10, 26, 4);
  server.use(...createHandlers(db, { contracts: state, accounts: { sessions: TOKENS, accounts: ACCOUNTS } }));
  return state;
}
const as = (token: keyof typeof TOKENS) => sessionStorage.setItem('token', token);
const tier = (rate: string, betAmount = '1000', activeMembers = 1) => ({ betAmount, activeMembers, rate });

afterEach(() => sessionStorage.clear());

describe('contract mocks', () => {
  it('offer → pending → accept, with schema-valid answers and the caps of the server', async () => {
    fresh();
    as('tok-agent1');
    const view = await request('dailySalaryContract');
    expect(Value.Errors(endpoints.dailySalaryContract.value, view)).toEqual([]);
    expect(view).toMatchObject({ canOffer: true, maxRate: '2.00', own: null, offer: null });
    const high = await failureOf(request('dailySalaryContractAction', { body: { action: 'offer', account: 'agent2', tiers: [tier('2.01')] } }));
    expect(high).toMatchObject({ errorCode: CONTRACT_ERROR_CODES.rateTooHigh });
    expect((await failureOf(request('dailySalaryContractAction', { body: { action: 'offer', account: 'player1', tiers: [tier('1')] } }))).errorCode).toBe(CONTRACT_ERROR_CODES.downlineInvalid);
    expect((await failureOf(request('dailySalaryContractAction', { body: { action: 'offer', account: 'agent2', tiers: [{ betAmount: '1', rate: '1' }] } }))).errorCode).toBe(CONTRACT_ERROR_CODES.tiersInvalid);
    const offer = await request('dailySalaryContractAction', { body: { action: 'offer', account: 'agent2', tiers: [tier('1.5')] } });
    expect(Value.Errors(endpoints.dailySalaryContractAction.value, offer)).toEqual([]);
    expect(offer).toMatchObject({ status: 'OFFERED', maxRate: '1.50', upline: { account: 'agent1', nickname: 'Agent One' } });
    as('tok-agent2');
    const pending = await request('pendingContracts');
    expect(pending.map((c) => c.contractId)).toEqual([offer.contractId]);
    expect((await request('dailySalaryContractAction', { body: { action: 'accept', contractId: offer.contractId } })).status).toBe('ACTIVE');
    expect((await request('dailySalaryContract')).maxRate).toBe('1.50');
    as('tok-player1');
    expect((await failureOf(request('dailySalaryContractAction', { body: { action: 'offer', account: 'agent2', tiers: [tier('1')] } }))).errorCode).toBe(ERROR_CODES.agentOnly);
    as('tok-trial');
    expect(await request('pendingContracts')).toEqual([]);
    expect((await failureOf(request('dailySalaryContract'))).errorCode).toBe(ERROR_CODES.trialAccount);
  });

  it('spec §4: a lower accepted rate asks first, then ends the downline contracts above it', async () => {
    fresh();
    as('tok-agent1');
    const first = await request('dailySalaryContractAction', { body: { action: 'offer', account: 'agent2', tiers: [tier('1.5')] } });
    as('tok-agent2');
    await request('dailySalaryContractAction', { body: { action: 'accept', contractId: first.contractId } });
    const given = await request('dailySalaryContractAction', { body: { action: 'offer', account: 'player1', tiers: [tier('1.2')] } });
    as('tok-agent1');
    const lower = await request('dailySalaryContractAction', { body: { action: 'offer', account: 'agent2', tiers: [tier('1')] } });
    as('tok-agent2');
    const ask = await failureOf(request('dailySalaryContractAction', { body: { action: 'accept', contractId: lower.contractId } }));
    expect(ask.errorCode).toBe(CONTRACT_ERROR_CODES.confirmTerminations);
    expect((ask.value as { contracts: { contractId: number }[] }).contracts.map((c) => c.contractId)).toEqual([given.contractId]);
    const ok = await request('dailySalaryContractAction', { body: { action: 'accept', contractId: lower.contractId, confirm: true } });
    expect(ok.status).toBe('ACTIVE');
    const downlines = (await request('dailySalaryContract')).downlines;
    expect(downlines.total).toBe(0);
  });

  it('the view keeps the contracts of one direct downline with `account` (contract dialog)', async () => {
    const state = fresh();
    state.addContract({ type: 'DAILY_SALARY', status: 'ACTIVE', upline: { account: 'agent1', nickname: 'Agent One' }, member: { account: 'other', nickname: 'Other' }, tiers: [{ betAmount: '1000.00', activeMembers: 1, rate: '0.50' }], offeredAt: '2026-11-01T00:00:00.000Z' });
    as('tok-agent1');
    const offer = await request('dailySalaryContractAction', { body: { action: 'offer', account: 'agent2', tiers: [tier('1.5')] } });
    expect((await request('dailySalaryContract')).downlines.total).toBe(2);
    const one = await request('dailySalaryContract', { query: { account: 'AGENT2', pageSize: '5' } });
    expect(Value.Errors(endpoints.dailySalaryContract.value, one)).toEqual([]);
    expect(one.downlines).toMatchObject({ total: 1, pageSize: 5, list: [{ contractId: offer.contractId, status: 'OFFERED' }] });
    expect((await request('dailySalaryContract', { query: { account: 'nobody' } })).downlines.total).toBe(0);
  });

  it('the records page answers seeded settlements of a type, newest first', async () => {
    const state = fresh();
    const base = { contractId: 1, type: 'DAILY_SALARY' as const, validBet: '1000.00', activeMembers: 2, profitLoss: '-100.00', tier: 0, rate: '1.00', amount: '10.00', settledAt: '2026-11-26T00:05:00.000Z' };
    state.addSettlement('agent2', { ...base, periodStart: '2026-11-24T00:00:00.000Z', periodEnd: '2026-11-25T00:00:00.000Z' });
    state.addSettlement('agent2', { ...base, periodStart: '2026-11-25T00:00:00.000Z', periodEnd: '2026-11-26T00:00:00.000Z' });
    as('tok-agent2');
    const page = await request('contractSettlements', { query: { type: 'DAILY_SALARY', pageSize: '1' } });
    expect(Value.Errors(endpoints.contractSettlements.value, page)).toEqual([]);
    expect(page).toMatchObject({ total: 2, totalPages: 2, list: [{ periodStart: '2026-11-25T00:00:00.000Z' }] });
    expect((await request('contractSettlements', { query: { type: 'DIVIDEND' } })).total).toBe(0);
  });
});
