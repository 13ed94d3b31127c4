/**
 * Deposits on a real PostgreSQL (DATABASE_URL; issue 12): two server instances (their own pools)
 * on one database. Duplicate and concurrent provider callbacks for one deposit, spread over both
 * instances, credit it once. Then a randomized run of deposits (approved, declined, credited or
 * failed by the operator), withdrawals (approved, rejected) on both instances at once leaves
 * every wallet equal to the sum of its ledger, never negative, and the total equal to what the
 * settled deposits and the open or paid withdrawals explain.
 */
import { randomUUID } from 'node:crypto';
import { type Deposit, type PayoutAccount, type Withdrawal } from '@gamehall/api-client/contract';
import Big from 'big.js';
import { type FastifyInstance } from 'fastify';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as t from '../../src/db/schema.ts';
import { CALLBACK_PATH } from '../../src/payments/callback.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signCallback } from '../../src/payments/signature.ts';
import { createRng } from '../../src/seed/prng.ts';
import { call } from '../accountHelpers.ts';
import { testApp } from '../helpers.ts';
import { login, memberIdOf, walletsAndLedger } from '../play.helpers.ts';
import { twoInstances } from './pgHelpers.ts';

const SECRET = 'pg-test-payment-secret-0123456789abcdef';
const LOBBY = 'http://127.0.0.1:8080';
const pair = twoInstances((database) => testApp(database, { paymentSecret: SECRET, paymentOrigin: 'http://127.0.0.1:8083' }), 120_000);

async function startDeposit(app: FastifyInstance, token: string, channelId: string, amount: string): Promise<Deposit> {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/v2/deposit',
    headers: { authorization: token, 'content-type': 'application/json', origin: LOBBY },
    payload: JSON.stringify({ requestId: randomUUID(), channelId, amount }),
  });
  const body = res.json<{ success: boolean; value: Deposit; message: string }>();
  if (!body.success) throw new Error(`deposit: ${body.message}`);
  return body.value;
}

/** A signed provider callback (the body is returned so a test can send the same bytes twice). */
function signedCallback(deposit: Deposit, init: { status?: 'APPROVED' | 'DECLINED'; callbackId?: string; providerTxnId?: string }) {
  const timestamp = String(Date.now());
  const body = JSON.stringify({
    callbackId: init.callbackId ?? randomUUID(),
    providerTxnId: init.providerTxnId ?? `PT${deposit.depositId.replace(/-/g, '')}`,
    depositId: deposit.depositId,
    amount: deposit.amount,
    currency: 'PHP',
    status: init.status ?? 'APPROVED',
    timestamp: Number(timestamp),
  });
  return { body, headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signCallback(SECRET, timestamp, body) } };
}

const send = (app: FastifyInstance, callback: ReturnType<typeof signedCallback>) => app.inject({ method: 'POST', url: CALLBACK_PATH, headers: callback.headers, payload: callback.body });

describe('deposits on two instances (PostgreSQL)', () => {
  it('duplicate and concurrent callbacks for one deposit, on both instances, credit it once', async () => {
    const token = await login(pair.a, 'player2');
    const memberId = await memberIdOf(pair.dbA.db, 'player2');
    const [before] = await walletsAndLedger(pair.dbA.db, memberId);
    const deposit = await startDeposit(pair.a, token, 'GCASH', '500.00');
    const first = signedCallback(deposit, {});
    // The same callback sent four times, and eight more callbacks of the same provider transaction.
    const callbacks = [first, first, first, first, ...Array.from({ length: 8 }, () => signedCallback(deposit, {}))];
    const answers = await Promise.all(callbacks.map((callback, i) => send(i % 2 === 0 ? pair.a : pair.b, callback)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await pair.dbA.db.select().from(t.deposits).where(eq(t.deposits.depositId, deposit.depositId));
    expect(row?.status).toBe('CREDITED');
    const entries = await pair.dbA.db.select().from(t.ledgerEntries).where(eq(t.ledgerEntries.reference, deposit.depositId));
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([['DEPOSIT', '500.00']]);
    const messages = await pair.dbA.db.select({ kind: t.messages.kind }).from(t.messages).where(eq(t.messages.reference, deposit.depositId));
    expect(messages).toEqual([{ kind: 'DEPOSIT_CREDITED' }]);
    const [after] = await walletsAndLedger(pair.dbA.db, memberId);
    expect(after?.balance).toBe(new Big(before?.balance ?? '0').plus('500.00').toFixed(2));
    expect(after?.balance).toBe(after?.ledger);
  }, 60_000);

  it('a randomized run of deposits and withdrawals on both instances keeps every wallet equal to its ledger, and the ledger equal to its daily roll-up', async () => {
    const rng = createRng(20261126);
    const random = () => rng.next();
    const pick = <T,>(items: readonly T[]): T => rng.pick(items);
    const accounts = ['agent2', 'agent41'] as const;
    const members = await Promise.all(
      accounts.map(async (account) => {
        const token = await login(pair.a, account);
        const id = await memberIdOf(pair.dbA.db, account);
        await call(pair.a, 'paymentPassword', { token, body: { paymentPassword: '975310', confirmPaymentPassword: '975310' } });
        const bound = await call<PayoutAccount>(pair.b, 'bindPayoutAccount', { token, body: { methodCode: 'BDO', accountName: 'Agent Tester', accountNumber: `0000${String(id).padStart(6, '0')}`, paymentPassword: '975310' } });
        const opening = (await walletsAndLedger(pair.dbA.db, id))[0]?.balance ?? '0.00';
        return { account, token, id, accountId: bound.body.value.accountId, opening };
      }),
    );
    // The payment password is checked elsewhere (at most 5 checks of a member at once).
    const stubs = [pair.a, pair.b].map((app) => vi.spyOn(app.platform.payout, 'verifyPaymentPassword').mockResolvedValue());
    const depositIds: string[] = [];
    const withdrawalIds: string[] = [];
    const operations = Array.from({ length: 40 }, (_, i) => async () => {
      const member = pick(members);
      const app = i % 2 === 0 ? pair.a : pair.b;
      const other = app === pair.a ? pair.b : pair.a;
      const amount = `${String(100 + Math.floor(random() * 900))}.${String(Math.floor(random() * 100)).padStart(2, '0')}`;
      const kind = pick(['online', 'online', 'bank', 'withdraw', 'withdraw'] as const);
      if (kind === 'withdraw') {
        const answer = await call<Withdrawal>(app, 'withdraw', { token: member.token, body: { requestId: randomUUID(), accountId: member.accountId, amount, paymentPassword: '975310' } });
        if (!answer.body.success) return;
        withdrawalIds.push(answer.body.value.withdrawalId);
        await (random() < 0.5 ? other.platform.withdrawals.approve(answer.body.value.withdrawalId) : other.platform.withdrawals.reject(answer.body.value.withdrawalId, 'random'));
        return;
      }
      const deposit = await startDeposit(app, member.token, kind === 'online' ? pick(['GCASH', 'MAYA']) : 'BANK_BDO', kind === 'bank' ? String(500 + Math.floor(random() * 1000)) : amount);
      depositIds.push(deposit.depositId);
      if (kind === 'bank') {
        await (random() < 0.7 ? other.platform.deposits.approve(deposit.depositId) : other.platform.deposits.reject(deposit.depositId, 'random'));
        return;
      }
      const callback = signedCallback(deposit, { status: random() < 0.8 ? 'APPROVED' : 'DECLINED' });
      await Promise.all([send(app, callback), send(other, callback), send(other, signedCallback(deposit, {}))]);
    });
    // Five at a time, in both instances.
    for (let i = 0; i < operations.length; i += 5) await Promise.all(operations.slice(i, i + 5).map((operation) => operation()));
    for (const stub of stubs) stub.mockRestore();

    for (const member of members) {
      const wallets = await walletsAndLedger(pair.dbA.db, member.id);
      for (const wallet of wallets) expect(wallet.balance, `${member.account} ${wallet.wallet}`).toBe(wallet.ledger);
      const credited = await pair.dbA.db
        .select({ total: sql<string>`coalesce(sum(${t.deposits.amount}), 0)::numeric(18,2)::text` })
        .from(t.deposits)
        .where(and(eq(t.deposits.memberId, member.id), eq(t.deposits.status, 'CREDITED'), inArray(t.deposits.depositId, depositIds.length > 0 ? depositIds : [''])));
      const withdrawn = await pair.dbA.db
        .select({ total: sql<string>`coalesce(sum(${t.withdrawals.amount}), 0)::numeric(18,2)::text` })
        .from(t.withdrawals)
        .where(and(eq(t.withdrawals.memberId, member.id), inArray(t.withdrawals.status, ['PENDING', 'PAID']), inArray(t.withdrawals.withdrawalId, withdrawalIds.length > 0 ? withdrawalIds : [''])));
      const expected = new Big(member.opening).plus(credited[0]?.total ?? '0').minus(withdrawn[0]?.total ?? '0').toFixed(2);
      expect(wallets[0]?.balance, member.account).toBe(expected);
    }
    const [negative] = await pair.dbA.db.select({ n: sql<number>`count(*)::int` }).from(t.ledgerEntries).where(lt(t.ledgerEntries.balanceAfter, '0'));
    expect(negative?.n).toBe(0);
    // The ledger's daily roll-up (kept by triggers in each inserting transaction) matches it.
    const rows = async (query: ReturnType<typeof sql>) => ((await pair.dbA.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    expect(await rows(sql`SELECT member_id, day::text, kind, entries, amount::text, min_id, max_id FROM ledger_day_counts ORDER BY 1, 2, 3`)).toEqual(
      await rows(sql`SELECT member_id, ((created_at AT TIME ZONE 'UTC')::date)::text AS day, kind, count(*)::int AS entries, sum(amount)::text AS amount, min(id) AS min_id, max(id) AS max_id FROM ledger_entries GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
    );
    expect(depositIds.length + withdrawalIds.length).toBeGreaterThan(20);
  }, 120_000);
});
