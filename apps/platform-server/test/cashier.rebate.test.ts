/**
 * Rewards and reports of the member centre (spec §2 manualRebate, personalProfit, bonusDetails):
 * the rebate of the valid bets since the last claim at the merchant's rates, claims idempotent by
 * requestId that never pay a bet twice, and the profit and loss of a day range.
 */
import { randomUUID } from 'node:crypto';
import { CASHIER_ERROR_CODES, ERROR_CODES, type LedgerEntry, type ProfitValue, type RebateClaim, type RebateInfoValue } from '@gamehall/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { call } from './accountHelpers.ts';
import { seededApp } from './helpers.ts';
import { login, memberIdOf, trialLogin, walletsAndLedger } from './play.helpers.ts';
import { type TestBet, addBets as addTestBets } from './rewards.helpers.ts';

const env = seededApp({ fakeClock: true });
const DAY = 86_400_000;

const info = async (token: string) => (await call<RebateInfoValue>(env.app, 'rebateInfo', { token })).body;
const claim = (token: string, requestId = randomUUID()) => call<RebateClaim>(env.app, 'rebateClaim', { token, body: { requestId } });
const profit = (token: string, from: string, to: string) => call<ProfitValue>(env.app, 'personalProfit', { token, query: `?from=${from}&to=${to}` });

/** Records settled bets of a member (as the demo game does), at the app's clock unless `at` is given. */
const addBets = (account: string, bets: TestBet[]) => addTestBets(env.database.db, account, bets, env.clock.now());

const rebateOf = (value: RebateInfoValue, gameType: string) => value.categories.find((c) => c.gameType === gameType);

async function rebateLedger(account: string) {
  const memberId = await memberIdOf(env.database.db, account);
  return env.database.db
    .select()
    .from(t.ledgerEntries)
    .where(and(eq(t.ledgerEntries.memberId, memberId), eq(t.ledgerEntries.kind, 'REBATE')));
}

describe('manual rebate (GET /wps/v2/rebate, POST /wps/v2/rebate/claim)', () => {
  it('shows every rated category; nothing to claim is refused and moves nothing', async () => {
    const token = await login(env.app, 'player2');
    const before = await info(token);
    expect(before.success).toBe(true);
    expect(before.value.categories.map((c) => c.gameType)).toContain('RNG');
    expect(rebateOf(before.value, 'RNG')).toMatchObject({ rate: '0.8000', validBet: '0.00', rebate: '0.00' });
    expect(before.value).toMatchObject({ total: '0.00', minClaim: '1.00' });
    const wallets = await walletsAndLedger(env.database.db, await memberIdOf(env.database.db, 'player2'));
    const refused = await claim(token);
    expect(refused.body).toMatchObject({ success: false, errorCode: CASHIER_ERROR_CODES.rebateNothing });
    expect(await walletsAndLedger(env.database.db, await memberIdOf(env.database.db, 'player2'))).toEqual(wallets);
  });

  it('pays valid bets × rate per category rounded down to the cent, once: a retry answers the same claim, a new claim finds nothing', async () => {
    const token = await login(env.app, 'agent2');
    await addBets('agent2', [
      { gameType: 'RNG', stake: '1000.00', payout: '1500.00' },
      { gameType: 'RNG', stake: '12.34' },
      { gameType: 'LIVE', stake: '333.33', payout: '100.00' },
    ]);
    const quote = (await info(token)).value;
    // 1012.34 × 0.8 % = 8.09872 → 8.09; 333.33 × 0.5 % = 1.66665 → 1.66.
    expect(rebateOf(quote, 'RNG')).toMatchObject({ validBet: '1012.34', rebate: '8.09' });
    expect(rebateOf(quote, 'LIVE')).toMatchObject({ validBet: '333.33', rebate: '1.66' });
    expect(quote.total).toBe('9.75');
    const memberId = await memberIdOf(env.database.db, 'agent2');
    const [main] = await walletsAndLedger(env.database.db, memberId);

    const requestId = randomUUID();
    const first = await claim(token, requestId);
    expect(first.body.success).toBe(true);
    expect(first.body.value).toMatchObject({ amount: '9.75' });
    expect(first.body.value.categories.map((c) => c.gameType).sort()).toEqual(['LIVE', 'RNG']);
    const [after] = await walletsAndLedger(env.database.db, memberId);
    expect(after?.balance).toBe((Number(main?.balance) + 9.75).toFixed(2));
    expect(after?.balance).toBe(after?.ledger);
    const entries = await rebateLedger('agent2');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: '9.75', reference: first.body.value.claimId, wallet: 'MAIN' });

    // The same request again: the first answer, nothing more paid.
    expect((await claim(token, requestId)).body.value).toEqual(first.body.value);
    // A new request: those bets are covered.
    expect((await claim(token)).body).toMatchObject({ success: false, errorCode: CASHIER_ERROR_CODES.rebateNothing });
    expect(await rebateLedger('agent2')).toHaveLength(1);
    const now = (await info(token)).value;
    expect(now.total).toBe('0.00');
    expect(now.lastClaimAt).toBe(first.body.value.createdAt);

    // Only bets after the claim count for the next one.
    await addBets('agent2', [{ gameType: 'FISH', stake: '200.00' }]);
    expect(rebateOf((await info(token)).value, 'FISH')).toMatchObject({ validBet: '200.00', rebate: '1.40' });
    expect(rebateOf((await info(token)).value, 'RNG')).toMatchObject({ validBet: '0.00' });
    expect((await claim(token)).body.value).toMatchObject({ amount: '1.40' });
  });

  it('refuses a rebate below the merchant minimum, naming it', async () => {
    const token = await login(env.app, 'agent41');
    await addBets('agent41', [{ gameType: 'RNG', stake: '10.00' }]);
    expect((await info(token)).value.total).toBe('0.08');
    const refused = await claim(token);
    expect(refused.body).toMatchObject({ success: false, errorCode: CASHIER_ERROR_CODES.rebateBelowMinimum, value: { minClaim: '1.00', total: '0.08' } });
    expect(refused.body.message).toContain('1.00');
    expect(await rebateLedger('agent41')).toHaveLength(0);
  });

  it('concurrent claims with different request ids pay once', async () => {
    const token = await login(env.app, 'agent42');
    await addBets('agent42', [{ gameType: 'SPORTS', stake: '5000.00' }]);
    const answers = await Promise.all([claim(token), claim(token), claim(token)]);
    const paid = answers.filter((a) => a.body.success);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.body.value.amount).toBe('30.00');
    for (const a of answers.filter((x) => !x.body.success)) expect(a.body.errorCode).toBe(CASHIER_ERROR_CODES.rebateNothing);
    expect(await rebateLedger('agent42')).toHaveLength(1);
    const [main] = await walletsAndLedger(env.database.db, await memberIdOf(env.database.db, 'agent42'));
    expect(main?.balance).toBe(main?.ledger);
  });

  it('refuses trial accounts and calls without a session', async () => {
    const token = await trialLogin(env.app);
    expect((await claim(token)).body).toMatchObject({ success: false, errorCode: ERROR_CODES.trialAccount });
    expect((await call(env.app, 'rebateInfo', {})).status).toBe(401);
  });
});

describe('personal profit (GET /wps/v2/profit)', () => {
  it('sums bets per category and the ledger of the UTC day range only', async () => {
    const token = await login(env.app, 'agent1');
    const now = env.clock.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const yesterday = new Date(now - DAY).toISOString().slice(0, 10);
    const startOfToday = Date.parse(`${today}T00:00:00.000Z`);
    await addBets('agent1', [
      { gameType: 'RNG', stake: '100.00', payout: '250.50', at: startOfToday + 1000 },
      { gameType: 'RNG', stake: '50.25', at: startOfToday + 2000 },
      { gameType: 'LIVE', stake: '20.00', payout: '10.00', at: startOfToday + 3000 },
      { gameType: 'RNG', stake: '999.00', at: startOfToday - 1000 },
    ]);
    const memberId = await memberIdOf(env.database.db, 'agent1');
    const entry = (kind: string, amount: string, at: number) => ({ memberId, wallet: 'MAIN', kind, amount, balanceAfter: '0.00', reference: `T-${kind}`, createdAt: new Date(at) });
    await env.database.db.insert(t.ledgerEntries).values([
      entry('BONUS', '25.00', startOfToday + 10),
      entry('REBATE', '3.40', startOfToday + 20),
      entry('DEPOSIT', '500.00', startOfToday + 30),
      entry('WITHDRAW', '-200.00', startOfToday + 40),
      entry('WITHDRAW_REFUND', '50.00', startOfToday + 50),
      entry('BONUS', '99.00', startOfToday - 10),
    ]);

    const day = await profit(token, today, today);
    expect(day.body.success).toBe(true);
    const v = day.body.value;
    expect(v.categories.find((c) => c.gameType === 'RNG')).toEqual({ gameType: 'RNG', betCount: 2, betAmount: '150.25', validBet: '150.25', payout: '250.50', winLoss: '100.25' });
    expect(v.categories.find((c) => c.gameType === 'LIVE')).toMatchObject({ betCount: 1, winLoss: '-10.00' });
    expect(v.totals).toEqual({ betCount: 3, betAmount: '170.25', validBet: '170.25', payout: '260.50', winLoss: '90.25' });
    expect(v).toMatchObject({ bonus: '25.00', rebate: '3.40', deposit: '500.00', withdraw: '150.00', profit: '118.65' });

    const both = (await profit(token, yesterday, today)).body.value;
    expect(both.totals.betCount).toBe(4);
    expect(both.bonus).toBe('124.00');
  });

  it('refuses a reversed or too long range with 400', async () => {
    const token = await login(env.app, 'player2');
    expect((await profit(token, '2026-11-10', '2026-11-01')).status).toBe(400);
    expect((await profit(token, '2026-01-01', '2026-11-01')).status).toBe(400);
    expect((await profit(token, '2026-11-01', 'yesterday')).status).toBe(400);
  });
});

describe('bonus details (GET /wps/v2/ledger?type=REWARD)', () => {
  it('lists bonuses and rebates only, newest first', async () => {
    const token = await login(env.app, 'player1');
    const page = await call<{ list: LedgerEntry[]; total: number }>(env.app, 'transactionHistory', { token, query: '?type=REWARD&pageSize=100' });
    expect(page.body.success).toBe(true);
    expect(page.body.value.total).toBeGreaterThan(0);
    const kinds = new Set(page.body.value.list.map((e) => e.kind));
    expect([...kinds].every((k) => k === 'BONUS' || k === 'REBATE')).toBe(true);
    const ids = page.body.value.list.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
