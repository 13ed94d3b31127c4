/**
 * Transfer to the upline (spec §2 transferUpline, §6 "members can transfer to an upline"):
 * the member's main wallet to their upline agent's, payment password, minimum, idempotency by
 * requestId, both ledger entries, the upline's message and live notification, and concurrency
 * (parallel retries move money once, parallel transfers cannot overdraw, transfers both ways
 * between a member and their upline do not deadlock).
 */
import { randomUUID } from 'node:crypto';
import { CASHIER_ERROR_CODES, ERROR_CODES, type LedgerEntry, type PlatformMessage, type UplineInfoValue, type UplineTransfer } from '@gamehall/api-client/contract';
import Big from 'big.js';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { type NotificationEvent } from '../src/cashier/notifications.ts';
import * as t from '../src/db/schema.ts';
import { SEEDED_PAYMENT_PASSWORD } from '../src/seed/history.ts';
import { type Answer, call } from './accountHelpers.ts';
import { seededApp } from './helpers.ts';
import { login, memberIdOf, trialLogin, walletsAndLedger } from './play.helpers.ts';

const env = seededApp();

/** A page of a list endpoint. */
interface Page<T> {
  list: T[];
  total: number;
}

const info = async (token: string) => (await call<UplineInfoValue>(env.app, 'uplineInfo', { token })).body.value;
const send = (token: string, body: Record<string, unknown>) => call<UplineTransfer>(env.app, 'transferUpline', { token, body });
const setPassword = (token: string, password: string) => call(env.app, 'paymentPassword', { token, body: { paymentPassword: password, confirmPaymentPassword: password } });
const mainOf = async (account: string) => (await info(await login(env.app, account))).balance;

const failure = (answer: Answer, errorCode: string) => {
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ success: false, errorCode });
};

/** Every wallet of the member equals the sum of its ledger entries. */
async function expectBalanced(account: string) {
  for (const w of await walletsAndLedger(env.database.db, await memberIdOf(env.database.db, account))) expect(w.balance, `${account} ${w.wallet}`).toBe(w.ledger);
}

describe('uplineInfo (GET /wps/v2/transfer/upline)', () => {
  it('names the upline agent, the main wallet, the minimum and the payment password state', async () => {
    const token = await login(env.app, 'player1');
    expect(await info(token)).toEqual({ upline: { account: 'agent2', nickname: 'Agent Two' }, balance: expect.stringMatching(/^\d+\.\d{2}$/) as string, minAmount: '10.00', hasPaymentPassword: true });
    // The top agent has no upline.
    const top = await info(await login(env.app, 'agent1'));
    expect(top.upline).toBeUndefined();
    expect((await call(env.app, 'uplineInfo', {})).status).toBe(401);
    failure(await call(env.app, 'uplineInfo', { token: await trialLogin(env.app) }), ERROR_CODES.trialAccount);
  });
});

describe('transferUpline (POST /wps/v2/transfer/upline)', () => {
  it('moves the amount from the member to the upline with two ledger entries, a message and a live notification; a retry moves nothing more', async () => {
    const token = await login(env.app, 'player1');
    const [memberBefore, uplineBefore] = [await mainOf('player1'), await mainOf('agent2')];
    const published: NotificationEvent[] = [];
    const spy = vi.spyOn(env.app.platform.notifications, 'publish').mockImplementation((event) => {
      published.push(event);
      return Promise.resolve();
    });
    try {
      const body = { requestId: randomUUID(), amount: '25.50', paymentPassword: SEEDED_PAYMENT_PASSWORD };
      const first = await send(token, body);
      expect(first.body).toMatchObject({ success: true, value: { amount: '25.50', balance: new Big(memberBefore).minus('25.50').toFixed(2), upline: { account: 'agent2', nickname: 'Agent Two' } } });
      expect(first.body.value.transferId).toBe(body.requestId.toLowerCase());
      // The same request again (a double submit, a retry after no answer): the first answer, nothing moved.
      expect((await send(token, body)).body.value).toEqual(first.body.value);
      expect(await mainOf('player1')).toBe(new Big(memberBefore).minus('25.50').toFixed(2));
      expect(await mainOf('agent2')).toBe(new Big(uplineBefore).plus('25.50').toFixed(2));
      // The same id with another amount is a conflict.
      failure(await send(token, { ...body, amount: '30' }), ERROR_CODES.idempotencyConflict);

      const entries = await env.database.db.select().from(t.ledgerEntries).where(eq(t.ledgerEntries.reference, first.body.value.transferId));
      expect(entries.map((e) => [e.kind, e.amount]).sort()).toEqual([
        ['TRANSFER_DOWNLINE_IN', '25.50'],
        ['TRANSFER_UPLINE_OUT', '-25.50'],
      ]);
      await expectBalanced('player1');
      await expectBalanced('agent2');

      // The upline's message and its one live notification (with the upline's new balance).
      const agentId = await memberIdOf(env.database.db, 'agent2');
      const messages = await env.database.db
        .select()
        .from(t.messages)
        .where(and(eq(t.messages.memberId, agentId), eq(t.messages.reference, first.body.value.transferId)));
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ kind: 'TRANSFER_FROM_DOWNLINE', amount: '25.50' });
      expect(published).toEqual([expect.objectContaining({ memberId: agentId, kind: 'TRANSFER_FROM_DOWNLINE', amount: '25.50', balance: new Big(uplineBefore).plus('25.50').toFixed(2) })]);
      const agentMessages = await call<Page<PlatformMessage>>(env.app, 'messages', { token: await login(env.app, 'agent2') });
      expect(agentMessages.body.value.list[0]).toMatchObject({ kind: 'TRANSFER_FROM_DOWNLINE', amount: '25.50', read: false });

      // The transfer filter of the transaction history finds it.
      const today = new Date(env.app.platform.now()).toISOString().slice(0, 10);
      const history = await call<Page<LedgerEntry>>(env.app, 'transactionHistory', { token, query: `?type=TRANSFER&from=${today}&to=${today}` });
      expect(history.body).toMatchObject({ success: true });
      expect(history.body.value.list.some((e) => e.kind === 'TRANSFER_UPLINE_OUT' && e.reference === first.body.value.transferId)).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses: no upline, no or wrong payment password, below the minimum, more than the main wallet, trial accounts', async () => {
    const player = await login(env.app, 'player1');
    const base = { amount: '10.00', paymentPassword: SEEDED_PAYMENT_PASSWORD };
    const before = await mainOf('player1');
    const top = await login(env.app, 'agent1');
    const none = await send(top, { ...base, requestId: randomUUID() });
    failure(none, CASHIER_ERROR_CODES.uplineMissing);
    expect(none.body.message).toBe('You have no upline agent to transfer to');
    failure(await send(await login(env.app, 'newbie'), { ...base, requestId: randomUUID() }), CASHIER_ERROR_CODES.paymentPasswordMissing);
    failure(await send(player, { ...base, requestId: randomUUID(), paymentPassword: '000000' }), CASHIER_ERROR_CODES.paymentPasswordWrong);
    const low = await send(player, { ...base, requestId: randomUUID(), amount: '9.99' });
    failure(low, CASHIER_ERROR_CODES.amountOutOfRange);
    expect(low.body.value).toEqual({ minAmount: '10.00' });
    failure(await send(player, { ...base, requestId: randomUUID(), amount: new Big(before).plus('0.01').toFixed(2) }), ERROR_CODES.insufficientFunds);
    failure(await send(await trialLogin(env.app), { ...base, requestId: randomUUID() }), ERROR_CODES.trialAccount);
    expect((await send(player, { ...base, requestId: 'not-a-uuid' })).status).toBe(400);
    expect(await mainOf('player1')).toBe(before);
  });

  it('concurrently: one request id sent ten times moves money once; parallel transfers never overdraw; transfers both ways do not deadlock', async () => {
    // player2 (under agent42) with a known balance and payment password.
    const token = await login(env.app, 'player2');
    await setPassword(token, '975310');
    const agentToken = await login(env.app, 'agent42');
    await setPassword(agentToken, '864200');
    const before = new Big(await mainOf('player2'));
    const agentBefore = new Big(await mainOf('agent42'));
    const body = { requestId: randomUUID(), amount: '20.00', paymentPassword: '975310' };
    const same = await Promise.all(Array.from({ length: 10 }, () => send(token, body)));
    // More than 5 payment-password checks in flight at once are refused (429, spec: tries limited); every answer that went through is the first transfer.
    const values = same.filter((a) => a.body.success).map((a) => a.body.value);
    expect(values.length).toBeGreaterThan(0);
    expect(new Set(values.map((v) => JSON.stringify(v))).size).toBe(1);
    for (const refused of same.filter((a) => !a.body.success)) expect(refused.status).toBe(429);
    expect(await mainOf('player2')).toBe(before.minus(20).toFixed(2));

    // Five at a time, each a third of what is left: two are refused, none overdraws…
    const left = before.minus(20);
    const each = left.div(3).round(2, Big.roundDown).toFixed(2);
    // …while agent42 sends to agent41 (agent42's wallet is the one locked by both kinds of transfer).
    const [many, both] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => send(token, { requestId: randomUUID(), amount: each, paymentPassword: '975310' }))),
      Promise.all(Array.from({ length: 2 }, () => send(agentToken, { requestId: randomUUID(), amount: '15.00', paymentPassword: '864200' }))),
    ]);
    const done = many.filter((a) => a.body.success).length;
    expect(done).toBe(3);
    for (const refused of many.filter((a) => !a.body.success)) expect(refused.body.errorCode).toBe(ERROR_CODES.insufficientFunds);
    expect(both.every((a) => a.body.success)).toBe(true);
    const sent = new Big(each).times(3).plus(20);
    expect(await mainOf('player2')).toBe(before.minus(sent).toFixed(2));
    expect(await mainOf('agent42')).toBe(agentBefore.plus(sent).minus(30).toFixed(2));
    for (const account of ['player2', 'agent42', 'agent41']) await expectBalanced(account);
  });
});
