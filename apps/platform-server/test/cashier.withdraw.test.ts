/**
 * Withdraw side of the member centre (spec §2 withdraw, §4 withdrawal confirmation): payment
 * password, payout accounts, withdrawals with their limits, idempotency and money, the operator's
 * approve and reject (admin commands), the player's confirmation and the auto-receive after the
 * deadline (injected clock).
 */
import { randomUUID } from 'node:crypto';
import {
  CASHIER_ERROR_CODES, ERROR_CODES,
  type PayoutAccount,
  type PayoutAccountsValue,
  type Withdrawal,
  type WithdrawInfoValue,
} from '@gamehall/api-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { parseAdminArgs, runAdminCommand } from '../src/admin/commands.ts';
import { type NotificationEvent } from '../src/cashier/notifications.ts';
import * as t from '../src/db/schema.ts';
import { type Answer, call } from './accountHelpers.ts';
import { seededApp } from './helpers.ts';
import { login, memberIdOf, trialLogin, walletsAndLedger } from './play.helpers.ts';

const env = seededApp({ fakeClock: true });
const MINUTE = 60_000;

const setPassword = (token: string, body: Record<string, unknown>) => call<{ hasPaymentPassword: true }>(env.app, 'paymentPassword', { token, body });
const bind = (token: string, body: Record<string, unknown>) => call<PayoutAccount>(env.app, 'bindPayoutAccount', { token, body });
const withdraw = (token: string, body: Record<string, unknown>) => call<Withdrawal>(env.app, 'withdraw', { token, body });
const confirm = (token: string, body: Record<string, unknown>) => call<Withdrawal>(env.app, 'withdrawConfirm', { token, body });
const info = async (token: string) => (await call<WithdrawInfoValue>(env.app, 'withdrawInfo', { token })).body.value;
const admin = (...args: string[]) => runAdminCommand(env.app.platform, parseAdminArgs(args), 'cli');

const failure = (answer: Answer, errorCode: string) => {
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ success: false, errorCode });
};

/** Logs in, sets the payment password 246810 and binds a GCash account; the token and the account. */
async function readyMember(account: string, number = '09170000001'): Promise<{ token: string; accountId: number }> {
  const token = await login(env.app, account);
  expect((await setPassword(token, { paymentPassword: '246810', confirmPaymentPassword: '246810' })).body.success).toBe(true);
  const bound = await bind(token, { methodCode: 'GCASH', accountName: 'Juan Dela Cruz', accountNumber: number, paymentPassword: '246810' });
  expect(bound.body.success).toBe(true);
  return { token, accountId: bound.body.value.accountId };
}

describe('payment password (PUT /wps/member/password/payment)', () => {
  it('is set without an old one, then changed only with the right old one; confirmation must match', async () => {
    const token = await login(env.app, 'newbie');
    expect((await info(token)).hasPaymentPassword).toBe(false);
    const differs = await setPassword(token, { paymentPassword: '112233', confirmPaymentPassword: '112234' });
    failure(differs, ERROR_CODES.fieldInvalid);
    expect(differs.body.value).toEqual({ field: 'confirmPaymentPassword', problem: 'same' });
    // An old one sent while none is set.
    failure(await setPassword(token, { oldPaymentPassword: '000000', paymentPassword: '112233', confirmPaymentPassword: '112233' }), CASHIER_ERROR_CODES.paymentPasswordMissing);
    expect((await setPassword(token, { paymentPassword: '112233', confirmPaymentPassword: '112233' })).body).toMatchObject({ success: true, value: { hasPaymentPassword: true } });
    expect((await info(token)).hasPaymentPassword).toBe(true);
    // Setting again without the old one: the old one is required.
    const again = await setPassword(token, { paymentPassword: '445566', confirmPaymentPassword: '445566' });
    failure(again, ERROR_CODES.fieldInvalid);
    expect(again.body.value).toEqual({ field: 'oldPaymentPassword', problem: 'required' });
    failure(await setPassword(token, { oldPaymentPassword: '999999', paymentPassword: '445566', confirmPaymentPassword: '445566' }), CASHIER_ERROR_CODES.paymentPasswordWrong);
    expect((await setPassword(token, { oldPaymentPassword: '112233', paymentPassword: '445566', confirmPaymentPassword: '445566' })).body.success).toBe(true);
    // Stored as an argon2id hash, never in clear.
    const [row] = await env.database.db.select().from(t.paymentPasswords).where(eq(t.paymentPasswords.memberId, await memberIdOf(env.database.db, 'newbie')));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
    expect(row?.hash).not.toContain('445566');
  });

  it('refuses a 6th wrong payment password within 15 minutes with 429, then lets the member try again', async () => {
    const player = await login(env.app, 'player2');
    await setPassword(player, { paymentPassword: '135246', confirmPaymentPassword: '135246' });
    const wrong = { oldPaymentPassword: '000000', paymentPassword: '654321', confirmPaymentPassword: '654321' };
    for (let i = 0; i < 5; i += 1) failure(await setPassword(player, wrong), CASHIER_ERROR_CODES.paymentPasswordWrong);
    const blocked = await setPassword(player, wrong);
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorCode).toBe(ERROR_CODES.tooManyRequests);
    // Even the right one waits for the window to end.
    expect((await setPassword(player, { ...wrong, oldPaymentPassword: '135246' })).status).toBe(429);
    env.clock.advance(15 * MINUTE + 1000);
    expect((await setPassword(player, { ...wrong, oldPaymentPassword: '135246' })).body.success).toBe(true);
  });

  it('is refused to a trial account', async () => {
    const token = await trialLogin(env.app);
    failure(await setPassword(token, { paymentPassword: '112233', confirmPaymentPassword: '112233' }), ERROR_CODES.trialAccount);
  });
});

describe('payout accounts', () => {
  it('binding needs a payment password, the right one, a payee name and a number of the method', async () => {
    const token = await login(env.app, 'agent41');
    const body = { methodCode: 'BDO', accountName: 'Maria Santos', accountNumber: '001122334455', paymentPassword: '778899' };
    failure(await bind(token, body), CASHIER_ERROR_CODES.paymentPasswordMissing);
    await setPassword(token, { paymentPassword: '778899', confirmPaymentPassword: '778899' });
    failure(await bind(token, { ...body, paymentPassword: '000000' }), CASHIER_ERROR_CODES.paymentPasswordWrong);
    const badName = await bind(token, { ...body, accountName: 'Maria 5antos!' });
    failure(badName, ERROR_CODES.fieldInvalid);
    expect(badName.body.value).toMatchObject({ field: 'accountName' });
    const badNumber = await bind(token, { ...body, accountNumber: '12345678' });
    failure(badNumber, ERROR_CODES.fieldInvalid);
    expect(badNumber.body.value).toMatchObject({ field: 'accountNumber', problem: 'pattern' });
    // Not the contract's digits at all: a 400 before any check.
    expect((await bind(token, { ...body, accountNumber: '09-17' })).status).toBe(400);
    failure(await bind(token, { ...body, methodCode: 'PAYPAL' }), CASHIER_ERROR_CODES.cashierNotFound);
    const bound = await bind(token, body);
    expect(bound.body).toMatchObject({ success: true, value: { methodCode: 'BDO', methodName: 'BDO Unibank', kind: 'BANK', accountName: 'Maria Santos', accountNumberMasked: '••••••••4455' } });
    // The same number again is refused.
    failure(await bind(token, body), CASHIER_ERROR_CODES.payoutAccountRefused);
    const list = (await call<PayoutAccountsValue>(env.app, 'payoutAccounts', { token })).body.value;
    expect(list.accounts).toEqual([bound.body.value]);
    expect(list.methods.map((m) => m.methodCode)).toEqual(['BDO', 'BPI', 'GCASH', 'MAYA']);
    expect(JSON.stringify(list)).not.toContain('001122334455');
  });

  it('at most 5 accounts per member', async () => {
    // newbie's payment password is 445566 (first test).
    const token = await login(env.app, 'newbie');
    for (let i = 0; i < 5; i += 1) {
      expect((await bind(token, { methodCode: 'MAYA', accountName: 'New Bie', accountNumber: `0918000000${String(i)}`, paymentPassword: '445566' })).body.success).toBe(true);
    }
    failure(await bind(token, { methodCode: 'MAYA', accountName: 'New Bie', accountNumber: '09180000009', paymentPassword: '445566' }), CASHIER_ERROR_CODES.payoutAccountRefused);
    expect((await call<PayoutAccountsValue>(env.app, 'payoutAccounts', { token })).body.value.accounts).toHaveLength(5);
  });
});

describe('withdrawals', () => {
  it('info: limits, main wallet, vendor wallets, confirmation window', async () => {
    const token = await login(env.app, 'agent2');
    expect(await info(token)).toEqual({ minAmount: '100.00', maxAmount: '50000.00', balance: '12000.00', available: '12000.00', vendorBalance: '0.00', hasPaymentPassword: false, confirmMinutes: 30 });
  });

  it('takes the amount from the main wallet at once with a WITHDRAW ledger entry; a retry answers the first', async () => {
    const { token, accountId } = await readyMember('agent1');
    const memberId = await memberIdOf(env.database.db, 'agent1');
    const requestId = randomUUID();
    const body = { requestId, accountId, amount: '1500', paymentPassword: '246810' };
    const first = await withdraw(token, body);
    expect(first.body).toMatchObject({ success: true, value: { amount: '1500.00', status: 'PENDING', accountId, methodName: 'GCash', accountName: 'Juan Dela Cruz', accountNumberMasked: '•••••••0001' } });
    expect(first.body.value.withdrawalId).toMatch(/^W\d{8}[A-Z2-9]{10}$/);
    expect((await info(token)).balance).toBe('48500.00');
    const retry = await withdraw(token, body);
    expect(retry.body).toEqual(first.body);
    expect((await info(token)).balance).toBe('48500.00');
    failure(await withdraw(token, { ...body, amount: '1600' }), ERROR_CODES.idempotencyConflict);
    const entries = await env.database.db.select().from(t.ledgerEntries).where(eq(t.ledgerEntries.reference, first.body.value.withdrawalId));
    expect(entries).toMatchObject([{ memberId, wallet: 'MAIN', kind: 'WITHDRAW', amount: '-1500.00', balanceAfter: '48500.00' }]);
    for (const w of await walletsAndLedger(env.database.db, memberId)) expect(w.balance).toBe(w.ledger);
    const list = (await call<{ list: Withdrawal[]; total: number }>(env.app, 'withdrawList', { token })).body.value;
    expect(list.list[0]).toEqual(first.body.value);
  });

  it('refuses amounts out of range, more than the wallet, a wrong password, another member’s account, a trial account', async () => {
    const mine = await readyMember('agent42', '09170000042');
    const base = { accountId: mine.accountId, paymentPassword: '246810' };
    const before = await info(mine.token);
    failure(await withdraw(mine.token, { ...base, requestId: randomUUID(), amount: '99.99' }), CASHIER_ERROR_CODES.amountOutOfRange);
    failure(await withdraw(mine.token, { ...base, requestId: randomUUID(), amount: '50000.01' }), CASHIER_ERROR_CODES.amountOutOfRange);
    failure(await withdraw(mine.token, { ...base, requestId: randomUUID(), amount: '3000.01' }), ERROR_CODES.insufficientFunds);
    failure(await withdraw(mine.token, { ...base, requestId: randomUUID(), amount: '100', paymentPassword: '000000' }), CASHIER_ERROR_CODES.paymentPasswordWrong);
    const [othersAccount] = await env.database.db.select({ id: t.payoutAccounts.accountId }).from(t.payoutAccounts).where(eq(t.payoutAccounts.memberId, await memberIdOf(env.database.db, 'agent41')));
    failure(await withdraw(mine.token, { ...base, requestId: randomUUID(), amount: '100', accountId: othersAccount?.id ?? 1 }), CASHIER_ERROR_CODES.cashierNotFound);
    expect(await info(mine.token)).toEqual(before);
    const trial = await trialLogin(env.app);
    failure(await withdraw(trial, { ...base, requestId: randomUUID(), amount: '100' }), ERROR_CODES.trialAccount);
  });

  it('approve: PAID with confirmBy = now + 30 min and a WITHDRAWAL_APPROVED message; confirmation outcomes', async () => {
    const { token, accountId } = await readyMember('agent2', '09170000022');
    const published: NotificationEvent[] = [];
    const spy = vi.spyOn(env.app.platform.notifications, 'publish').mockImplementation((event) => {
      published.push(event);
      return Promise.resolve();
    });
    try {
      const ask = async (amount: string) => (await withdraw(token, { requestId: randomUUID(), accountId, amount, paymentPassword: '246810' })).body.value;
      const [a, b, c, d] = [await ask('200'), await ask('300'), await ask('400'), await ask('500')];
      if (!a || !b || !c || !d) throw new Error('withdrawals not made');
      // Not PAID yet: no confirmation.
      failure(await confirm(token, { withdrawalId: a.withdrawalId, outcome: 'RECEIVED' }), CASHIER_ERROR_CODES.cashierState);
      const approved = await admin('withdrawal', 'approve', a.withdrawalId);
      expect(approved).toMatchObject({ ok: true });
      const [row] = await env.database.db.select().from(t.withdrawals).where(eq(t.withdrawals.withdrawalId, a.withdrawalId));
      expect(row?.status).toBe('PAID');
      expect(row?.paidAt?.getTime()).toBe(env.clock.now());
      expect(row?.confirmBy?.getTime()).toBe(env.clock.now() + 30 * MINUTE);
      const memberId = await memberIdOf(env.database.db, 'agent2');
      const [message] = await env.database.db.select().from(t.messages).where(and(eq(t.messages.memberId, memberId), eq(t.messages.reference, a.withdrawalId)));
      expect(message).toMatchObject({ kind: 'WITHDRAWAL_APPROVED', amount: '200.00' });
      expect(published).toEqual([expect.objectContaining({ memberId, kind: 'WITHDRAWAL_APPROVED', amount: '200.00', reference: a.withdrawalId, messageId: message?.messageId })]);
      expect(published[0]?.balance).toBeUndefined();
      // Approving twice is refused.
      expect(await admin('withdrawal', 'approve', a.withdrawalId)).toMatchObject({ ok: false, error: expect.stringContaining('not PENDING') });

      expect((await confirm(token, { withdrawalId: a.withdrawalId, outcome: 'RECEIVED' })).body).toMatchObject({ success: true, value: { status: 'RECEIVED' } });
      // A retry of the same answer answers the same (idempotent); another answer is refused.
      expect((await confirm(token, { withdrawalId: a.withdrawalId, outcome: 'RECEIVED' })).body).toMatchObject({ success: true, value: { status: 'RECEIVED' } });
      failure(await confirm(token, { withdrawalId: a.withdrawalId, outcome: 'PARTLY_RECEIVED', receivedAmount: '100' }), CASHIER_ERROR_CODES.cashierState);

      for (const w of [b, c, d]) await admin('withdrawal', 'approve', w.withdrawalId);
      // Not received needs a proof image uploaded first (test/cashier.proofs.test.ts has the uploads' cases).
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
      const boundary = 'proofboundary';
      const uploaded = await env.app.inject({
        method: 'POST',
        url: `/wps/v2/withdraw/proof?withdrawalId=${b.withdrawalId}`,
        headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      });
      const proofIds = uploaded.json<{ value: { proofs: { proofId: string }[] } }>().value.proofs.map((p) => p.proofId);
      expect((await confirm(token, { withdrawalId: b.withdrawalId, outcome: 'NOT_RECEIVED', proofIds })).body).toMatchObject({ success: true, value: { status: 'NOT_RECEIVED' } });
      const missing = await confirm(token, { withdrawalId: c.withdrawalId, outcome: 'PARTLY_RECEIVED' });
      failure(missing, ERROR_CODES.fieldInvalid);
      expect(missing.body.value).toMatchObject({ field: 'receivedAmount' });
      failure(await confirm(token, { withdrawalId: c.withdrawalId, outcome: 'PARTLY_RECEIVED', receivedAmount: '400' }), CASHIER_ERROR_CODES.amountOutOfRange);
      failure(await confirm(token, { withdrawalId: c.withdrawalId, outcome: 'PARTLY_RECEIVED', receivedAmount: '0' }), CASHIER_ERROR_CODES.amountOutOfRange);
      expect((await confirm(token, { withdrawalId: c.withdrawalId, outcome: 'RECEIVED', receivedAmount: '10' })).status).toBe(400);
      expect((await confirm(token, { withdrawalId: c.withdrawalId, outcome: 'PARTLY_RECEIVED', receivedAmount: '150.5' })).body).toMatchObject({
        success: true,
        value: { status: 'PARTLY_RECEIVED', receivedAmount: '150.50' },
      });
      // Another member cannot answer for it.
      const stranger = await login(env.app, 'agent1');
      failure(await confirm(stranger, { withdrawalId: d.withdrawalId, outcome: 'RECEIVED' }), CASHIER_ERROR_CODES.cashierNotFound);

      // d is left unanswered: after the deadline it counts as received, with no refund.
      const balance = (await info(token)).balance;
      env.clock.advance(29 * MINUTE);
      // (player1's seeded PAID withdrawal may fall due too.)
      expect(await env.app.platform.withdrawals.autoReceiveDue()).not.toContain(d.withdrawalId);
      env.clock.advance(1 * MINUTE);
      expect(await env.app.platform.withdrawals.autoReceiveDue()).toContain(d.withdrawalId);
      // (The session idled out meanwhile.)
      const again = await login(env.app, 'agent2');
      failure(await confirm(again, { withdrawalId: d.withdrawalId, outcome: 'RECEIVED' }), CASHIER_ERROR_CODES.cashierState);
      const list = (await call<{ list: Withdrawal[] }>(env.app, 'withdrawList', { token: again })).body.value.list;
      expect(list.find((w) => w.withdrawalId === d.withdrawalId)).toMatchObject({ status: 'AUTO_RECEIVED' });
      expect((await info(again)).balance).toBe(balance);
    } finally {
      spy.mockRestore();
    }
  });

  it('an answer after the deadline is refused even before the sweep ran', async () => {
    // agent41 bound a BDO account with the payment password 778899 above.
    const token = await login(env.app, 'agent41');
    const [account] = await env.database.db.select({ id: t.payoutAccounts.accountId }).from(t.payoutAccounts).where(eq(t.payoutAccounts.memberId, await memberIdOf(env.database.db, 'agent41')));
    const w = (await withdraw(token, { requestId: randomUUID(), accountId: account?.id, amount: '100', paymentPassword: '778899' })).body.value;
    await admin('withdrawal', 'approve', w.withdrawalId);
    env.clock.advance(31 * MINUTE);
    // (The session idled out meanwhile.)
    failure(await confirm(await login(env.app, 'agent41'), { withdrawalId: w.withdrawalId, outcome: 'RECEIVED' }), CASHIER_ERROR_CODES.cashierState);
    const [row] = await env.database.db.select({ status: t.withdrawals.status }).from(t.withdrawals).where(eq(t.withdrawals.withdrawalId, w.withdrawalId));
    expect(row?.status).toBe('AUTO_RECEIVED');
  });

  it('reject: the money comes back in the same transaction with WITHDRAW_REFUND and a message with the balance', async () => {
    const token = await login(env.app, 'agent1');
    const memberId = await memberIdOf(env.database.db, 'agent1');
    const [account] = await env.database.db.select({ id: t.payoutAccounts.accountId }).from(t.payoutAccounts).where(eq(t.payoutAccounts.memberId, memberId));
    const before = (await info(token)).balance;
    const w = (await withdraw(token, { requestId: randomUUID(), accountId: account?.id, amount: '2500.50', paymentPassword: '246810' })).body.value;
    expect((await info(token)).balance).toBe((Number(before) - 2500.5).toFixed(2));
    const published: NotificationEvent[] = [];
    const spy = vi.spyOn(env.app.platform.notifications, 'publish').mockImplementation((event) => {
      published.push(event);
      return Promise.resolve();
    });
    try {
      const result = await admin('withdrawal', 'reject', w.withdrawalId, 'Payout', 'account', 'under', 'review');
      expect(result).toMatchObject({ ok: true, message: expect.stringContaining(`back in the main wallet (now ${before})`) });
    } finally {
      spy.mockRestore();
    }
    expect((await info(token)).balance).toBe(before);
    const entries = await env.database.db.select().from(t.ledgerEntries).where(eq(t.ledgerEntries.reference, w.withdrawalId)).orderBy(asc(t.ledgerEntries.id));
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['WITHDRAW', '-2500.50'],
      ['WITHDRAW_REFUND', '2500.50'],
    ]);
    expect(entries[1]?.balanceAfter).toBe(before);
    const [message] = await env.database.db.select().from(t.messages).where(eq(t.messages.reference, w.withdrawalId));
    expect(message).toMatchObject({ kind: 'WITHDRAWAL_REJECTED', amount: '2500.50' });
    expect(published).toEqual([expect.objectContaining({ memberId, kind: 'WITHDRAWAL_REJECTED', reference: w.withdrawalId, balance: before })]);
    const [row] = await env.database.db.select().from(t.withdrawals).where(eq(t.withdrawals.withdrawalId, w.withdrawalId));
    expect(row).toMatchObject({ status: 'REJECTED', rejectReason: 'Payout account under review' });
    expect(await admin('withdrawal', 'reject', w.withdrawalId)).toMatchObject({ ok: false });
    expect(await admin('withdrawal', 'approve', w.withdrawalId)).toMatchObject({ ok: false });
    for (const wallet of await walletsAndLedger(env.database.db, memberId)) expect(wallet.balance).toBe(wallet.ledger);
  });

  it('admin withdrawal list shows the newest first, by status, numbers masked', async () => {
    const all = await admin('withdrawal', 'list');
    expect(all.ok).toBe(true);
    const rejected = await admin('withdrawal', 'list', '--status', 'REJECTED');
    expect(rejected).toMatchObject({ ok: true, message: expect.stringContaining('REJECTED') });
    if (rejected.ok) {
      for (const line of rejected.message.split('\n')) expect(line).toMatch(/^W\d{8}\S+\s+REJECTED/);
      expect(rejected.message).not.toMatch(/0917000000\d/);
    }
    expect(() => parseAdminArgs(['withdrawal', 'list', '--status', 'LOST'])).toThrow(/usage/);
    expect(() => parseAdminArgs(['withdrawal', 'approve'])).toThrow(/usage/);
    expect(await admin('withdrawal', 'approve', 'W20990101NOPE')).toMatchObject({ ok: false });
  });
});
