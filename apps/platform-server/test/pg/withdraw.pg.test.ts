/**
 * Withdrawals on a real PostgreSQL (DATABASE_URL): two server instances (their own pools) on one
 * database take 20 parallel withdrawals of a balance that covers 5. Exactly 5 are booked, the
 * others are refused with `wallet.insufficient.funds`; the wallet never goes negative and equals
 * the sum of its ledger; a requestId retried on both instances at once is booked once; an
 * approve and a reject racing on one withdrawal decide it once. Transfers to the upline (spec §6)
 * from a member and from that member's upline at once, on both instances, neither deadlock nor
 * overdraw, and a transfer's requestId retried on both instances is booked once.
 */
import { randomUUID } from 'node:crypto';
import { ERROR_CODES, type PayoutAccount, type UplineTransfer, type Withdrawal } from '@gamehall/api-client/contract';
import { eq, lt, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as t from '../../src/db/schema.ts';
import { type Answer, call } from '../accountHelpers.ts';
import { testApp } from '../helpers.ts';
import { login, memberIdOf, walletsAndLedger } from '../play.helpers.ts';
import { twoInstances } from './pgHelpers.ts';

const pair = twoInstances((database) => testApp(database), 120_000);

describe('concurrent withdrawals (two instances, PostgreSQL)', () => {
  it('20 parallel withdrawals of a balance that covers 5: 5 booked, never overdrawn', async () => {
    // agent42 holds 3000.00: 5 withdrawals of 600.00.
    const token = await login(pair.a, 'agent42');
    const memberId = await memberIdOf(pair.dbA.db, 'agent42');
    expect((await call(pair.a, 'paymentPassword', { token, body: { paymentPassword: '246810', confirmPaymentPassword: '246810' } })).body.success).toBe(true);
    const bound = await call<PayoutAccount>(pair.b, 'bindPayoutAccount', { token, body: { methodCode: 'GCASH', accountName: 'Agent Fortytwo', accountNumber: '09170004242', paymentPassword: '246810' } });
    const accountId = bound.body.value.accountId;
    // The wallet lock is under test: the payment password is checked elsewhere (at most 5 checks
    // of a member run at once; more are refused with 429, see cashier.withdraw.test.ts).
    const stubs = [pair.a, pair.b].map((app) => vi.spyOn(app.platform.payout, 'verifyPaymentPassword').mockResolvedValue());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call<Withdrawal>(i % 2 === 0 ? pair.a : pair.b, 'withdraw', { token, body: { requestId: randomUUID(), accountId, amount: '600.00', paymentPassword: '246810' } }),
      ),
    );
    for (const stub of stubs) stub.mockRestore();
    const booked = answers.filter((a) => a.body.success);
    expect(booked).toHaveLength(5);
    for (const a of answers) if (!a.body.success) expect(a.body.errorCode).toBe(ERROR_CODES.insufficientFunds);
    const [wallet] = await walletsAndLedger(pair.dbA.db, memberId);
    expect(wallet).toEqual({ wallet: 'MAIN', balance: '0.00', ledger: '0.00' });
    const [negative] = await pair.dbA.db.select({ n: sql<number>`count(*)::int` }).from(t.ledgerEntries).where(lt(t.ledgerEntries.balanceAfter, '0'));
    expect(negative?.n).toBe(0);
    const rows = await pair.dbA.db.select().from(t.withdrawals).where(eq(t.withdrawals.memberId, memberId));
    expect(rows).toHaveLength(5);
  }, 60_000);

  it('a requestId retried on both instances at once is booked once; approve and reject racing decide once', async () => {
    const token = await login(pair.b, 'agent41');
    const memberId = await memberIdOf(pair.dbA.db, 'agent41');
    await call(pair.a, 'paymentPassword', { token, body: { paymentPassword: '135246', confirmPaymentPassword: '135246' } });
    const bound = await call<PayoutAccount>(pair.a, 'bindPayoutAccount', { token, body: { methodCode: 'BPI', accountName: 'Agent Fortyone', accountNumber: '1234567890', paymentPassword: '135246' } });
    const body = { requestId: randomUUID(), accountId: bound.body.value.accountId, amount: '1000.00', paymentPassword: '135246' };
    const stubs = [pair.a, pair.b].map((app) => vi.spyOn(app.platform.payout, 'verifyPaymentPassword').mockResolvedValue());
    const answers: Answer<Withdrawal>[] = await Promise.all(Array.from({ length: 8 }, (_, i) => call<Withdrawal>(i % 2 === 0 ? pair.a : pair.b, 'withdraw', { token, body })));
    for (const stub of stubs) stub.mockRestore();
    for (const a of answers) expect(a.body).toEqual(answers[0]?.body);
    const id = answers[0]?.body.value.withdrawalId ?? '';
    expect(await pair.dbA.db.select().from(t.withdrawals).where(eq(t.withdrawals.requestId, body.requestId))).toHaveLength(1);
    expect((await walletsAndLedger(pair.dbA.db, memberId))[0]).toEqual({ wallet: 'MAIN', balance: '7000.00', ledger: '7000.00' });

    const decisions = await Promise.allSettled([pair.a.platform.withdrawals.approve(id), pair.b.platform.withdrawals.reject(id, 'race'), pair.b.platform.withdrawals.approve(id), pair.a.platform.withdrawals.reject(id)]);
    expect(decisions.filter((d) => d.status === 'fulfilled')).toHaveLength(1);
    const [row] = await pair.dbA.db.select().from(t.withdrawals).where(eq(t.withdrawals.withdrawalId, id));
    const entries = await pair.dbA.db.select({ kind: t.ledgerEntries.kind }).from(t.ledgerEntries).where(eq(t.ledgerEntries.reference, id));
    const messages = await pair.dbA.db.select({ kind: t.messages.kind }).from(t.messages).where(eq(t.messages.reference, id));
    if (row?.status === 'REJECTED') {
      expect(entries.map((e) => e.kind).sort()).toEqual(['WITHDRAW', 'WITHDRAW_REFUND']);
      expect(messages).toEqual([{ kind: 'WITHDRAWAL_REJECTED' }]);
    } else {
      expect(row?.status).toBe('PAID');
      expect(entries).toEqual([{ kind: 'WITHDRAW' }]);
      expect(messages).toEqual([{ kind: 'WITHDRAWAL_APPROVED' }]);
    }
    const [wallet] = await walletsAndLedger(pair.dbA.db, memberId);
    expect(wallet?.balance).toBe(wallet?.ledger);
  }, 60_000);

  it('transfers to the upline both ways up the tree on two instances: no deadlock, no overdraw, a retried requestId booked once', async () => {
    // player1 → agent2 while agent2 → agent1: both lock agent2's wallet (in member id order).
    const member = await login(pair.a, 'player1');
    const agent = await login(pair.b, 'agent2');
    const ids = [await memberIdOf(pair.dbA.db, 'player1'), await memberIdOf(pair.dbA.db, 'agent2'), await memberIdOf(pair.dbA.db, 'agent1')];
    const cents = (amount: string | undefined) => Math.round(Number(amount ?? '0') * 100);
    const before = await Promise.all(ids.map(async (id) => cents((await walletsAndLedger(pair.dbA.db, id))[0]?.balance)));
    const covered = Math.floor((before[0] ?? 0) / 100_00);
    const stubs = [pair.a, pair.b].map((app) => vi.spyOn(app.platform.payout, 'verifyPaymentPassword').mockResolvedValue());
    const retried = { requestId: randomUUID(), amount: '100.00', paymentPassword: '000000' };
    // The retried request is booked first (it takes one of the covered transfers for sure), then
    // retried on both instances while the others race for the rest of the balance.
    const first = await call<UplineTransfer>(pair.a, 'transferUpline', { token: member, body: retried });
    expect(first.body.success).toBe(true);
    const answers = await Promise.all([
      ...Array.from({ length: covered + 5 }, (_, i) => call<UplineTransfer>(i % 2 === 0 ? pair.a : pair.b, 'transferUpline', { token: member, body: { requestId: randomUUID(), amount: '100.00', paymentPassword: '000000' } })),
      ...Array.from({ length: 10 }, (_, i) => call<UplineTransfer>(i % 2 === 0 ? pair.b : pair.a, 'transferUpline', { token: agent, body: { requestId: randomUUID(), amount: '50.00', paymentPassword: '000000' } })),
      ...Array.from({ length: 6 }, (_, i) => call<UplineTransfer>(i % 2 === 0 ? pair.a : pair.b, 'transferUpline', { token: member, body: retried })),
    ]);
    for (const stub of stubs) stub.mockRestore();
    const fromMember = answers.slice(0, covered + 5);
    const fromAgent = answers.slice(covered + 5, covered + 15);
    const retries = answers.slice(covered + 15);
    // The balance covers `covered` transfers of 100.00; the retried request takes one of them.
    expect(fromMember.filter((a) => a.body.success)).toHaveLength(covered - 1);
    for (const a of fromMember) if (!a.body.success) expect(a.body.errorCode).toBe(ERROR_CODES.insufficientFunds);
    expect(fromAgent.every((a) => a.body.success)).toBe(true);
    for (const a of retries) expect(a.body).toEqual(first.body);
    expect(await pair.dbA.db.select().from(t.uplineTransfers).where(eq(t.uplineTransfers.requestId, retried.requestId.toLowerCase()))).toHaveLength(1);
    const after = await Promise.all(ids.map(async (id) => (await walletsAndLedger(pair.dbA.db, id))[0]));
    for (const wallet of after) expect(wallet?.balance).toBe(wallet?.ledger);
    const sent = covered * 100_00;
    expect(cents(after[0]?.balance)).toBe((before[0] ?? 0) - sent);
    expect(cents(after[1]?.balance)).toBe((before[1] ?? 0) + sent - 500_00);
    expect(cents(after[2]?.balance)).toBe((before[2] ?? 0) + 500_00);
  }, 60_000);
});
