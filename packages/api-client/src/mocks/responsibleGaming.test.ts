import { Value } from 'typebox/value';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../contract/endpoints';
import { RESPONSIBLE_GAMING_ERROR_CODES, responsibleGamingRoutes } from '../contract/responsibleGamingRoutes';
import { ERROR_CODES } from '../contract/errorCodes';
import { request } from '../transport/request';
import { registerRoutes } from '../transport/routeTable';
import { cashierRoutes } from '../contract/cashierRoutes';
import { CashierMockState } from './cashier';
import { makeMockCatalogue } from './catalogue';
import { createHandlers } from './handlers';
import { startMockServer } from './node';
import { ResponsibleGamingMockState, mockPeriodBounds } from './responsibleGaming';
import { failureOf, testUuid } from '../test/mockTestKit';

const server = startMockServer();
registerRoutes(cashierRoutes);
registerRoutes(responsibleGamingRoutes);
const db = makeMockCatalogue({ gamesPerVendor: 2 });
/** Thursday 26 Nov 2026 04:00:00 UTC. */
const T0 = Date.UTC(2026, 10, 26, 4);
const HOUR = 3_600_000;
const TOKENS = { 'tok-player1': 'player1' };
const ACCOUNTS = [{ account: 'player1', password: 'x', nickname: 'Player One', type: 0, balance: '1000.00' }];

function fresh(): { state: ResponsibleGamingMockState; clock: { now: number } } {
  const clock = { now: T0 };
  const cashier = new CashierMockState({ now: () => clock.now, seedPlayer1: false });
  const state = new ResponsibleGamingMockState(cashier);
  server.use(...createHandlers(db, { cashier, responsibleGaming: state, accounts: { sessions: TOKENS, accounts: ACCOUNTS } }));
  sessionStorage.setItem('token', 'tok-player1');
  return { state, clock };
}

afterEach(() => sessionStorage.clear());

describe('responsible-gaming mocks', () => {
  it('answer schema-valid settings; a first limit applies at once and a raise waits 24 h', async () => {
    const { clock } = fresh();
    const initial = await request('responsibleGaming');
    expect(Value.Errors(endpoints.responsibleGaming.value, initial)).toEqual([]);
    expect(initial.limits.map((l) => [l.period, l.amount])).toEqual([['DAILY', null], ['WEEKLY', null], ['MONTHLY', null]]);
    const set = await request('depositLimit', { body: { period: 'WEEKLY', amount: '1000' } });
    expect(set.limits[1]).toMatchObject({ amount: '1000.00', remaining: '1000.00', periodEndsAt: '2026-11-30T00:00:00.000Z' });
    const raised = await request('depositLimit', { body: { period: 'WEEKLY', amount: '2000' } });
    expect(raised.limits[1]).toMatchObject({ amount: '1000.00', pending: { amount: '2000.00', effectiveAt: new Date(T0 + 24 * HOUR).toISOString() } });
    clock.now += 24 * HOUR;
    expect((await request('responsibleGaming')).limits[1]).toMatchObject({ amount: '2000.00' });
  });

  it('refuse a deposit over a limit with what is left', async () => {
    fresh();
    await request('depositLimit', { body: { period: 'DAILY', amount: '500' } });
    await request('deposit', { body: { requestId: testUuid(1), channelId: 'GCASH', amount: '300' } });
    const error = await failureOf(request('deposit', { body: { requestId: testUuid(2), channelId: 'GCASH', amount: '300' } }));
    expect(error.errorCode).toBe(RESPONSIBLE_GAMING_ERROR_CODES.depositLimitExceeded);
    expect(error.value).toEqual({ period: 'DAILY', limit: '500.00', remaining: '200.00' });
    expect((await request('responsibleGaming')).limits[0]).toMatchObject({ used: '300.00', remaining: '200.00' });
  });

  it('an exclusion ends the session and login is refused with until', async () => {
    const { state } = fresh();
    const exclusion = await request('exclusion', { body: { kind: 'SELF_EXCLUSION', duration: 6 } });
    expect(exclusion).toEqual({ kind: 'SELF_EXCLUSION', until: '2027-05-26T04:00:00.000Z' });
    expect(state.store.sessions.size).toBe(0);
    const refused = await failureOf(request('login', { body: { type: 'username', username: 'player1', password: 'x' } }));
    expect(refused.errorCode).toBe(ERROR_CODES.excluded);
    expect(refused.value).toEqual(exclusion);
  });

  it('periods: UTC day, ISO week from Monday, calendar month', () => {
    expect(mockPeriodBounds('WEEKLY', Date.UTC(2026, 10, 29, 23)).start).toBe(Date.UTC(2026, 10, 23));
    expect(mockPeriodBounds('MONTHLY', T0)).toEqual({ start: Date.UTC(2026, 10, 1), end: Date.UTC(2026, 11, 1) });
  });
});
