import { CASHIER_ERROR_CODES, type PayoutAccount, type Withdrawal } from '@gamehall/api-client/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseAdminArgs, runAdminCommand } from '../src/admin/commands.ts';
import { call } from './accountHelpers.ts';
import { seededApp, testApp } from './helpers.ts';
import { login, memberIdOf, walletsAndLedger } from './play.helpers.ts';

// POST /dev/withdrawal/deadline: the e2e specs end a paid-out withdrawal's confirmation window
// (spec §4 withdrawal confirmation) instead of waiting for it.
describe('dev withdrawal deadline', () => {
  const env = seededApp();

  const deadline = (payload: unknown) => env.app.inject({ method: 'POST', url: '/dev/withdrawal/deadline', payload: payload as object });
  const admin = (...args: string[]) => runAdminCommand(env.app.platform, parseAdminArgs(args), 'cli');

  /** A PENDING withdrawal of 100.00 by player2 (payment password set, a GCash account bound). */
  async function pendingWithdrawal(token: string, accountId: number): Promise<Withdrawal> {
    const answer = await call<Withdrawal>(env.app, 'withdraw', { token, body: { requestId: randomUUID(), accountId, amount: '100.00', paymentPassword: '246810' } });
    expect(answer.body.success, answer.body.message).toBe(true);
    return answer.body.value;
  }

  it('counts a paid-out withdrawal as received at once (an answer from the player is refused), moving no money', async () => {
    const token = await login(env.app, 'player2');
    await call(env.app, 'paymentPassword', { token, body: { paymentPassword: '246810', confirmPaymentPassword: '246810' } });
    const bound = await call<PayoutAccount>(env.app, 'bindPayoutAccount', { token, body: { methodCode: 'GCASH', accountName: 'Juan Dela Cruz', accountNumber: '09171234567', paymentPassword: '246810' } });
    expect(bound.body.success, bound.body.message).toBe(true);
    const withdrawal = await pendingWithdrawal(token, bound.body.value.accountId);

    // Not paid out yet: refused, nothing changed.
    const early = await deadline({ withdrawalId: withdrawal.withdrawalId });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({ success: false, errorCode: CASHIER_ERROR_CODES.cashierState });

    expect((await admin('withdrawal', 'approve', withdrawal.withdrawalId)).ok).toBe(true);
    const id = await memberIdOf(env.database.db, 'player2');
    const before = await walletsAndLedger(env.database.db, id);
    const res = await deadline({ withdrawalId: withdrawal.withdrawalId });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; value: Withdrawal }>();
    expect(body).toMatchObject({ success: true, value: { withdrawalId: withdrawal.withdrawalId, status: 'AUTO_RECEIVED', amount: '100.00' } });
    expect(Date.parse(body.value.confirmBy ?? '')).toBeLessThanOrEqual(Date.now());
    expect(await walletsAndLedger(env.database.db, id)).toEqual(before);

    // The player's list says so, and an answer now is refused.
    const list = await call<{ list: Withdrawal[] }>(env.app, 'withdrawList', { token });
    expect(list.body.value.list.find((w) => w.withdrawalId === withdrawal.withdrawalId)?.status).toBe('AUTO_RECEIVED');
    const answer = await call(env.app, 'withdrawConfirm', { token, body: { withdrawalId: withdrawal.withdrawalId, outcome: 'RECEIVED' } });
    expect(answer.body).toMatchObject({ success: false, errorCode: CASHIER_ERROR_CODES.cashierState });

    // Once counted, it is no longer PAID.
    expect((await deadline({ withdrawalId: withdrawal.withdrawalId })).json()).toMatchObject({ success: false, errorCode: CASHIER_ERROR_CODES.cashierState });
  });

  it('answers 404 for an unknown withdrawal and 400 for a malformed id', async () => {
    const unknown = await deadline({ withdrawalId: 'W20260101NOSUCHONE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: CASHIER_ERROR_CODES.cashierNotFound });
    for (const payload of [{}, { withdrawalId: '' }, { withdrawalId: 'W 1' }, { withdrawalId: 'W-1234567890123456789012345678901234567890' }]) {
      expect((await deadline(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('refuses a client that is not on this machine, and does not exist in production', async () => {
    const remote = await env.app.inject({ method: 'POST', url: '/dev/withdrawal/deadline', payload: { withdrawalId: 'W1' }, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    const prod = await testApp(env.database, { production: true, demo: false });
    const res = await prod.inject({ method: 'POST', url: '/dev/withdrawal/deadline', payload: { withdrawalId: 'W1' } });
    expect(res.statusCode).toBe(404);
    await prod.close();
  });
});
