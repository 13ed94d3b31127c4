import { Value } from 'typebox/value';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../contract/endpoints';
import { ERROR_CODES } from '../contract/errorCodes';
import { request } from '../transport/request';
import { registerRoutes } from '../transport/routeTable';
import { CASHIER_ERROR_CODES, cashierRoutes } from '../contract/cashierRoutes';
import { CashierMockState } from './cashier';
import { makeMockCatalogue } from './catalogue';
import { createHandlers } from './handlers';
import { startMockServer } from './node';
import { RewardsMockState } from './rewards';
import { failureOf, TEST_MEMBERS, TEST_TOKENS, testUuid } from '../test/mockTestKit';

const server = startMockServer();
registerRoutes(cashierRoutes);
const db = makeMockCatalogue({ gamesPerVendor: 1 });
/** 26 Nov 2026 04:00:00 UTC. */
const T0 = Date.UTC(2026, 10, 26, 4);
const TOKENS = TEST_TOKENS;
const ACCOUNTS = TEST_MEMBERS;

function fresh(): { rewards: RewardsMockState; cashier: CashierMockState } {
  const cashier = new CashierMockState({ now: () => T0 });
  const rewards = new RewardsMockState({ now: () => T0, seedPlayer1: false });
  server.use(...createHandlers(db, { cashier, rewards, accounts: { sessions: TOKENS, accounts: ACCOUNTS } }));
  return { rewards, cashier };
}
const as = (token: keyof typeof TOKENS) => sessionStorage.setItem('token', token);

afterEach(() => sessionStorage.clear());

describe('reward mocks', () => {
  it('rebate: rounded down per category, paid once with a REBATE ledger entry, a retry answers the same claim', async () => {
    const { rewards, cashier } = fresh();
    rewards.addBet('player1', 'RNG', '1012.34', '0.00');
    rewards.addBet('player1', 'LIVE', '333.33', '100.00');
    as('tok-player1');
    const info = await request('rebateInfo');
    expect(Value.Errors(endpoints.rebateInfo.value, info)).toEqual([]);
    expect(info.total).toBe('9.75');
    const claim = await request('rebateClaim', { body: { requestId: testUuid(1) } });
    expect(claim.amount).toBe('9.75');
    expect(await request('rebateClaim', { body: { requestId: testUuid(1) } })).toEqual(claim);
    expect((await request('balance')).balance).toBe('1009.75');
    expect(cashier.ledger.filter((e) => e.value.kind === 'REBATE' && e.value.reference === claim.claimId).map((e) => e.value.amount)).toEqual(['9.75']);
    expect((await failureOf(request('rebateClaim', { body: { requestId: testUuid(2) } }))).errorCode).toBe(CASHIER_ERROR_CODES.rebateNothing);
    rewards.addBet('player1', 'RNG', '10.00', '0.00');
    expect((await failureOf(request('rebateClaim', { body: { requestId: testUuid(3) } }))).errorCode).toBe(CASHIER_ERROR_CODES.rebateBelowMinimum);
  });

  it('profit: per category in the range, ledger sums; 400 for a reversed range; trial refused', async () => {
    const { rewards } = fresh();
    rewards.addBet('player1', 'RNG', '100.00', '250.50', T0);
    rewards.addBet('player1', 'RNG', '999.00', '0.00', T0 - 86_400_000);
    as('tok-player1');
    const value = await request('personalProfit', { query: { from: '2026-11-26', to: '2026-11-26' } });
    expect(Value.Errors(endpoints.personalProfit.value, value)).toEqual([]);
    expect(value.categories).toEqual([{ gameType: 'RNG', betCount: 1, betAmount: '100.00', validBet: '100.00', payout: '250.50', winLoss: '150.50' }]);
    expect((await failureOf(request('personalProfit', { query: { from: '2026-11-26', to: '2026-11-01' } }))).status).toBe(400);
    as('tok-trial');
    expect((await failureOf(request('rebateInfo'))).errorCode).toBe(ERROR_CODES.trialAccount);
  });
});
