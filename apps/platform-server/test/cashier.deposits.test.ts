/**
 * Deposits (spec §2 depositv2, §4 notifications) against the real app on PGlite with a fake
 * clock: channels, new deposits (limits, trial accounts, idempotent retries, the pending cap,
 * others' deposits), the provider's signed callback (refusals that write nothing, credit exactly
 * once, declines), the operator's approve and reject, and the notification bus.
 */
import { randomUUID } from 'node:crypto';
import { type BalanceValue, type Deposit, type DepositChannelsValue, Envelope, CASHIER_ERROR_CODES, ERROR_CODES, type LoginValue, endpoints } from '@gamehall/api-client/contract';
import { and, count, eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { parseAdminArgs, runAdminCommand } from '../src/admin/commands.ts';
import { PENDING_DEPOSITS_MAX } from '../src/cashier/deposits.ts';
import { type NotificationEvent } from '../src/cashier/notifications.ts';
import * as t from '../src/db/schema.ts';
import { CALLBACK_ERRORS, CALLBACK_PATH } from '../src/payments/callback.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, openSession, signCallback } from '../src/payments/signature.ts';
import { SEEDED_PASSWORD, memberId } from '../src/seed/accounts.ts';
import { type Answer, call } from './accountHelpers.ts';
import { ipSequence, seededApp } from './helpers.ts';

const SECRET = 'test-payment-secret-0123456789abcdef';
const PAYMENT_ORIGIN = 'http://pay.test';
const LOBBY = 'http://lobby.test';
const env = seededApp({ fakeClock: true, config: { paymentSecret: SECRET, paymentOrigin: PAYMENT_ORIGIN } });
const freshIp = ipSequence('10.12');

async function loginAs(username: string): Promise<string> {
  const res = await call<LoginValue>(env.app, 'login', { body: { type: 'username', username, password: SEEDED_PASSWORD }, ip: freshIp() });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.value.token;
}

/** Starts a deposit from the lobby's origin. */
async function deposit(token: string, body: { channelId: string; amount: string; requestId?: string }): Promise<Answer<Deposit>> {
  const def = endpoints.deposit;
  const res = await env.app.inject({
    method: def.method,
    url: def.path,
    // The lobby and the API on one site (a deposit returns only to the site it came from).
    headers: { authorization: token, 'content-type': 'application/json', origin: LOBBY, host: new URL(LOBBY).host },
    payload: JSON.stringify({ requestId: body.requestId ?? randomUUID(), channelId: body.channelId, amount: body.amount }),
    remoteAddress: freshIp(),
  });
  return { status: res.statusCode, body: res.json(), cookies: {}, headers: res.headers };
}

const mainBalance = async (token: string) => (await call<BalanceValue>(env.app, 'balance', { token })).body.value.mainBalance;

interface CallbackInit {
  depositId: string;
  amount: string;
  status?: 'APPROVED' | 'DECLINED';
  providerTxnId?: string;
  callbackId?: string;
  currency?: string;
  /** ms; default the app's clock. */
  timestamp?: number;
  /** Signature over something else. */
  badSignature?: boolean;
}

/** Posts a signed provider callback to the platform. */
async function postCallback(init: CallbackInit): Promise<{ status: number; body: { success: boolean; value: { depositId: string; status: string; duplicate: boolean } | null; errorCode?: string; message: string } }> {
  const timestamp = init.timestamp ?? env.clock.now();
  const body = JSON.stringify({
    callbackId: init.callbackId ?? randomUUID(),
    providerTxnId: init.providerTxnId ?? `PT${init.depositId.replace(/-/g, '')}`,
    depositId: init.depositId,
    amount: init.amount,
    currency: init.currency ?? 'PHP',
    status: init.status ?? 'APPROVED',
    timestamp,
  });
  const signature = signCallback(init.badSignature ? 'another-secret-0123456789abcdefgh' : SECRET, String(timestamp), body);
  const res = await env.app.inject({
    method: 'POST',
    url: CALLBACK_PATH,
    headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signature },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

/** Row counts that a refused callback must leave alone. */
async function footprint(depositId: string, memberIdOf: number) {
  const db = env.database.db;
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const [row] = await db.select({ status: t.deposits.status, providerTxnId: t.deposits.providerTxnId }).from(t.deposits).where(eq(t.deposits.depositId, depositId));
  return {
    deposit: row,
    callbacks: await n(db.select({ n: count() }).from(t.paymentCallbacks)),
    ledger: await n(db.select({ n: count() }).from(t.ledgerEntries).where(eq(t.ledgerEntries.memberId, memberIdOf))),
    messages: await n(db.select({ n: count() }).from(t.messages).where(eq(t.messages.memberId, memberIdOf))),
  };
}

describe('deposit channels', () => {
  it('lists the enabled channels by sort order with limits, presets and the bank account', async () => {
    const token = await loginAs('agent2');
    const res = await call<DepositChannelsValue>(env.app, 'depositChannels', { token });
    expect(Value.Check(Envelope(endpoints.depositChannels.value), res.body)).toBe(true);
    expect(res.body.value.channels.map((c) => [c.channelId, c.name, c.kind, c.minAmount, c.maxAmount])).toEqual([
      ['GCASH', 'GCash', 'ONLINE', '100.00', '50000.00'],
      ['MAYA', 'Maya', 'ONLINE', '100.00', '50000.00'],
      ['BANK_BDO', 'BDO bank transfer', 'BANK', '500.00', '200000.00'],
    ]);
    expect(res.body.value.channels[0]?.presetAmounts).toEqual(['100.00', '300.00', '500.00', '1000.00', '3000.00', '5000.00']);
    expect(res.body.value.channels[2]?.bank).toEqual({ bankName: 'BDO Unibank', accountName: 'Gamehall Demo Merchant', accountNumber: '001234567890' });
    expect(res.body.value.channels[0]?.bank).toBeUndefined();
  });

  it('hides a disabled channel and refuses deposits to it', async () => {
    const token = await loginAs('agent2');
    await env.database.db.update(t.depositChannels).set({ enabled: false }).where(eq(t.depositChannels.channelId, 'MAYA'));
    try {
      const channels = (await call<DepositChannelsValue>(env.app, 'depositChannels', { token })).body.value.channels;
      expect(channels.map((c) => c.channelId)).toEqual(['GCASH', 'BANK_BDO']);
      expect((await deposit(token, { channelId: 'MAYA', amount: '500' })).body).toMatchObject({ success: false, errorCode: CASHIER_ERROR_CODES.cashierNotFound });
    } finally {
      await env.database.db.update(t.depositChannels).set({ enabled: true }).where(eq(t.depositChannels.channelId, 'MAYA'));
    }
    expect((await deposit(token, { channelId: 'NOPE', amount: '500' })).body).toMatchObject({ success: false, errorCode: CASHIER_ERROR_CODES.cashierNotFound });
  });
});

describe('new deposits', () => {
  it('an ONLINE deposit is PENDING with the provider page of its amount, merchant and return URL', async () => {
    const token = await loginAs('agent2');
    const res = await deposit(token, { channelId: 'GCASH', amount: '500' });
    expect(res.status).toBe(200);
    expect(Value.Check(Envelope(endpoints.deposit.value), res.body)).toBe(true);
    const d = res.body.value;
    expect(d).toMatchObject({ channelId: 'GCASH', channelName: 'GCash', kind: 'ONLINE', amount: '500.00', status: 'PENDING' });
    expect(d.depositId).toMatch(/^D\d{8}-[A-Z0-9]{12}$/);
    expect(d.reference).toMatch(/^[A-Z0-9]{8}$/);
    expect(d.bank).toBeUndefined();
    expect(d.paymentUrl?.startsWith(`${PAYMENT_ORIGIN}/pay/`)).toBe(true);
    const session = openSession(SECRET, d.paymentUrl?.slice(`${PAYMENT_ORIGIN}/pay/`.length) ?? '');
    expect(session).toEqual({
      depositId: d.depositId,
      amount: '500.00',
      currency: 'PHP',
      currencySymbol: '₱',
      merchant: 'Gamehall',
      channelName: 'GCash',
      reference: d.reference,
      returnUrl: `${LOBBY}/member/depositv2?depositId=${d.depositId}`,
    });
    // Another secret cannot open it.
    expect(openSession('x'.repeat(40), d.paymentUrl?.slice(`${PAYMENT_ORIGIN}/pay/`.length) ?? '')).toBeUndefined();
  });

  it('a BANK deposit carries the bank account and the reference to quote, no payment URL', async () => {
    const token = await loginAs('agent2');
    const d = (await deposit(token, { channelId: 'BANK_BDO', amount: '1000.5' })).body.value;
    expect(d).toMatchObject({ kind: 'BANK', amount: '1000.50', status: 'PENDING', bank: { bankName: 'BDO Unibank', accountNumber: '001234567890' } });
    expect(d.paymentUrl).toBeUndefined();
  });

  it('refuses amounts outside the channel limits (inclusive), naming them; the limits themselves pass', async () => {
    const token = await loginAs('agent42');
    for (const amount of ['99.99', '50000.01', '0']) {
      const res = await deposit(token, { channelId: 'GCASH', amount });
      expect(res.body, amount).toMatchObject({ success: false, errorCode: CASHIER_ERROR_CODES.amountOutOfRange });
      expect(res.body.message).toContain('100.00');
      expect(res.body.message).toContain('50000.00');
    }
    expect((await deposit(token, { channelId: 'BANK_BDO', amount: '499.99' })).body.message).toMatch(/500\.00.*200000\.00/);
    expect((await deposit(token, { channelId: 'GCASH', amount: '100' })).body.success).toBe(true);
    expect((await deposit(token, { channelId: 'GCASH', amount: '50000.00' })).body.success).toBe(true);
  });

  it('malformed bodies are a 400 naming the field', async () => {
    const token = await loginAs('agent42');
    const res = await call(env.app, 'deposit', { token, body: { requestId: randomUUID(), channelId: 'GCASH', amount: '12.345' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('"amount"');
    const noId = await call(env.app, 'deposit', { token, body: { channelId: 'GCASH', amount: '100' } });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toContain('"requestId"');
  });

  it('refuses trial accounts', async () => {
    const trial = (await call<LoginValue>(env.app, 'loginFreeplay', { body: { platform: 'W', gatewayVersion: '3' }, ip: freshIp() })).body.value.token;
    const res = await deposit(trial, { channelId: 'GCASH', amount: '100' });
    expect(res.body).toMatchObject({ success: false, errorCode: ERROR_CODES.trialAccount });
  });

  it('a retry with the same requestId answers the first deposit; other fields are a conflict', async () => {
    const token = await loginAs('agent41');
    const requestId = randomUUID();
    const first = (await deposit(token, { requestId, channelId: 'MAYA', amount: '200' })).body.value;
    const again = (await deposit(token, { requestId: requestId.toUpperCase(), channelId: 'MAYA', amount: '200.00' })).body.value;
    expect(again.depositId).toBe(first.depositId);
    expect(again.reference).toBe(first.reference);
    const conflict = await deposit(token, { requestId, channelId: 'MAYA', amount: '300' });
    expect(conflict.body).toMatchObject({ success: false, errorCode: ERROR_CODES.idempotencyConflict });
    expect((await deposit(token, { requestId, channelId: 'GCASH', amount: '200' })).body.errorCode).toBe(ERROR_CODES.idempotencyConflict);
    const id = await memberId(env.database.db, 'agent41');
    const [rows] = await env.database.db.select({ n: count() }).from(t.deposits).where(and(eq(t.deposits.memberId, id ?? 0), eq(t.deposits.requestId, requestId)));
    expect(rows?.n).toBe(1);
  });

  it(`allows at most ${String(PENDING_DEPOSITS_MAX)} PENDING deposits per member, also when they race`, async () => {
    const token = await loginAs('newbie');
    const answers = await Promise.all(Array.from({ length: PENDING_DEPOSITS_MAX + 2 }, () => deposit(token, { channelId: 'GCASH', amount: '100' })));
    expect(answers.filter((a) => a.body.success)).toHaveLength(PENDING_DEPOSITS_MAX);
    expect(answers.filter((a) => !a.body.success).map((a) => a.body.errorCode)).toEqual([CASHIER_ERROR_CODES.cashierState, CASHIER_ERROR_CODES.cashierState]);
    // A settled one frees a place.
    const one = answers.find((a) => a.body.success)?.body.value;
    expect((await postCallback({ depositId: one?.depositId ?? '', amount: '100.00', status: 'DECLINED' })).body.success).toBe(true);
    expect((await deposit(token, { channelId: 'GCASH', amount: '100' })).body.success).toBe(true);
  });

  it("reads one's own deposit; another member's id is cashier.not.found", async () => {
    const owner = await loginAs('agent2');
    const other = await loginAs('player2');
    const d = (await deposit(owner, { channelId: 'BANK_BDO', amount: '600' })).body.value;
    const mine = await call<Deposit>(env.app, 'depositDetail', { token: owner, query: `?depositId=${d.depositId}` });
    expect(Value.Check(Envelope(endpoints.depositDetail.value), mine.body)).toBe(true);
    expect(mine.body.value).toMatchObject({ depositId: d.depositId, status: 'PENDING', reference: d.reference });
    const theirs = await call(env.app, 'depositDetail', { token: other, query: `?depositId=${d.depositId}` });
    expect(theirs.body).toMatchObject({ success: false, errorCode: CASHIER_ERROR_CODES.cashierNotFound, value: null });
    expect((await call(env.app, 'depositDetail', { token: other, query: '?depositId=D20260101-NOSUCHTHING' })).body.errorCode).toBe(CASHIER_ERROR_CODES.cashierNotFound);
  });

  it('lists deposits newest first, paged, filtered by status', async () => {
    const token = await loginAs('agent1');
    const made: string[] = [];
    for (const amount of ['600', '700', '800']) {
      made.push((await deposit(token, { channelId: 'BANK_BDO', amount })).body.value.depositId);
      env.clock.advance(1000);
    }
    await runAdminCommand(env.app.platform, { cmd: 'deposit-reject', depositId: made[0] ?? '' });
    const page = await call<{ list: Deposit[]; pageNo: number; pageSize: number; totalPages: number; total: number }>(env.app, 'depositList', { token, query: '?pageSize=2' });
    expect(Value.Check(Envelope(endpoints.depositList.value), page.body)).toBe(true);
    expect(page.body.value).toMatchObject({ pageNo: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(page.body.value.list.map((d) => d.depositId)).toEqual([made[2], made[1]]);
    const failed = await call<{ list: Deposit[]; total: number }>(env.app, 'depositList', { token, query: '?status=FAILED' });
    expect(failed.body.value.list.map((d) => [d.depositId, d.status])).toEqual([[made[0], 'FAILED']]);
    expect(failed.body.value.list[0]?.settledAt).toMatch(/Z$/);
    expect((await call(env.app, 'depositList', { token, query: '?status=LOST' })).status).toBe(400);
  });
});

describe('provider callbacks', () => {
  it('credits an APPROVED deposit once: balance, DEPOSIT ledger entry, DEPOSIT_CREDITED message, bus event after commit', async () => {
    const token = await loginAs('player1');
    const id = (await memberId(env.database.db, 'player1')) ?? 0;
    const before = await mainBalance(token);
    const d = (await deposit(token, { channelId: 'GCASH', amount: '300' })).body.value;
    const events: NotificationEvent[] = [];
    const unsubscribe = env.app.platform.notifications.subscribe(id, (event) => events.push(event));
    const res = await postCallback({ depositId: d.depositId, amount: '300.00' });
    unsubscribe();
    expect(res).toMatchObject({ status: 200, body: { success: true, value: { depositId: d.depositId, status: 'CREDITED', duplicate: false } } });
    const after = await mainBalance(token);
    expect(Number(after) * 100 - Number(before) * 100).toBe(30000);
    const ledger = await env.database.db.select().from(t.ledgerEntries).where(and(eq(t.ledgerEntries.memberId, id), eq(t.ledgerEntries.reference, d.depositId)));
    expect(ledger.map((e) => [e.kind, e.wallet, e.amount, e.balanceAfter])).toEqual([['DEPOSIT', 'MAIN', '300.00', after]]);
    const messages = await env.database.db.select().from(t.messages).where(and(eq(t.messages.memberId, id), eq(t.messages.reference, d.depositId)));
    expect(messages.map((m) => [m.kind, m.amount, m.read])).toEqual([['DEPOSIT_CREDITED', '300.00', false]]);
    expect(events).toEqual([{ memberId: id, messageId: messages[0]?.messageId, kind: 'DEPOSIT_CREDITED', amount: '300.00', reference: d.depositId, balance: after }]);
    const detail = (await call<Deposit>(env.app, 'depositDetail', { token, query: `?depositId=${d.depositId}` })).body.value;
    expect(detail).toMatchObject({ status: 'CREDITED', settledAt: new Date(env.clock.now()).toISOString() });
    expect(detail.paymentUrl).toBeUndefined();
  });

  it('a second callback of the same provider transaction (new callbackId) and an exact replay credit nothing more', async () => {
    const token = await loginAs('player1');
    const id = (await memberId(env.database.db, 'player1')) ?? 0;
    const d = (await deposit(token, { channelId: 'MAYA', amount: '1000' })).body.value;
    const callbackId = randomUUID();
    const providerTxnId = 'PT-same-transaction-1';
    expect((await postCallback({ depositId: d.depositId, amount: '1000.00', callbackId, providerTxnId })).body.value?.duplicate).toBe(false);
    const balance = await mainBalance(token);
    const again = await postCallback({ depositId: d.depositId, amount: '1000.00', providerTxnId });
    expect(again).toMatchObject({ status: 200, body: { success: true, value: { status: 'CREDITED', duplicate: true } } });
    const replay = await postCallback({ depositId: d.depositId, amount: '1000.00', callbackId, providerTxnId });
    expect(replay).toMatchObject({ status: 200, body: { success: true, value: { status: 'CREDITED', duplicate: true } } });
    expect(await mainBalance(token)).toBe(balance);
    const [entries] = await env.database.db.select({ n: count() }).from(t.ledgerEntries).where(and(eq(t.ledgerEntries.memberId, id), eq(t.ledgerEntries.reference, d.depositId)));
    expect(entries?.n).toBe(1);
    // The same callback id for another deposit is a replay, refused.
    const other = (await deposit(token, { channelId: 'MAYA', amount: '1000' })).body.value;
    const stolen = await postCallback({ depositId: other.depositId, amount: '1000.00', callbackId, providerTxnId: 'PT-other' });
    expect(stolen).toMatchObject({ status: 409, body: { success: false, errorCode: CALLBACK_ERRORS.replayed } });
    // A different provider transaction for a settled deposit is refused too.
    expect((await postCallback({ depositId: d.depositId, amount: '1000.00', providerTxnId: 'PT-another' })).status).toBe(409);
  });

  it('two concurrent callbacks credit once', async () => {
    const token = await loginAs('player2');
    const id = (await memberId(env.database.db, 'player2')) ?? 0;
    const before = await mainBalance(token);
    const d = (await deposit(token, { channelId: 'GCASH', amount: '150' })).body.value;
    const answers = await Promise.all([
      postCallback({ depositId: d.depositId, amount: '150.00', providerTxnId: 'PT-race' }),
      postCallback({ depositId: d.depositId, amount: '150.00', providerTxnId: 'PT-race' }),
      postCallback({ depositId: d.depositId, amount: '150.00', providerTxnId: 'PT-race' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.value?.duplicate === false)).toHaveLength(1);
    expect(Number(await mainBalance(token)) * 100 - Number(before) * 100).toBe(15000);
    const [entries] = await env.database.db.select({ n: count() }).from(t.ledgerEntries).where(and(eq(t.ledgerEntries.memberId, id), eq(t.ledgerEntries.reference, d.depositId)));
    expect(entries?.n).toBe(1);
  });

  it('DECLINED → FAILED with a DEPOSIT_FAILED message and no money', async () => {
    const token = await loginAs('agent42');
    const id = (await memberId(env.database.db, 'agent42')) ?? 0;
    const before = await mainBalance(token);
    const d = (await deposit(token, { channelId: 'GCASH', amount: '250' })).body.value;
    const res = await postCallback({ depositId: d.depositId, amount: '250.00', status: 'DECLINED' });
    expect(res.body.value).toMatchObject({ status: 'FAILED', duplicate: false });
    expect(await mainBalance(token)).toBe(before);
    const messages = await env.database.db.select().from(t.messages).where(and(eq(t.messages.memberId, id), eq(t.messages.reference, d.depositId)));
    expect(messages.map((m) => [m.kind, m.title])).toEqual([['DEPOSIT_FAILED', 'Deposit failed']]);
    // An approval after the decline changes nothing.
    const late = await postCallback({ depositId: d.depositId, amount: '250.00', status: 'APPROVED' });
    expect(late.body.value).toMatchObject({ status: 'FAILED', duplicate: true });
    expect(await mainBalance(token)).toBe(before);
  });

  describe('refusals write nothing', () => {
    const refused = async (init: Omit<CallbackInit, 'depositId' | 'amount'> & { amount?: string }, status: number, errorCode: string) => {
      const token = await loginAs('agent1');
      const id = (await memberId(env.database.db, 'agent1')) ?? 0;
      const d = (await deposit(token, { channelId: 'GCASH', amount: '400' })).body.value;
      const before = await footprint(d.depositId, id);
      const res = await postCallback({ depositId: d.depositId, amount: '400.00', ...init });
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ success: false, errorCode });
      expect(await footprint(d.depositId, id)).toEqual(before);
      expect(before.deposit).toEqual({ status: 'PENDING', providerTxnId: null });
      // Out of the way of the pending cap.
      await env.app.platform.deposits.reject(d.depositId);
    };

    it('a bad signature is a 401', async () => {
      await refused({ badSignature: true }, 401, CALLBACK_ERRORS.signature);
    });
    it('a timestamp over 5 minutes old (or ahead) is a 401', async () => {
      await refused({ timestamp: env.clock.now() - 5 * 60_000 - 1 }, 401, CALLBACK_ERRORS.stale);
      await refused({ timestamp: env.clock.now() + 5 * 60_000 + 1 }, 401, CALLBACK_ERRORS.stale);
    });
    it('an amount or currency that is not the deposit’s is a 400', async () => {
      await refused({ amount: '400.01' }, 400, CALLBACK_ERRORS.amountMismatch);
      await refused({ currency: 'USD' }, 400, CALLBACK_ERRORS.amountMismatch);
    });
    it('a malformed body, an unsigned one and an unknown deposit are refused', async () => {
      const timestamp = String(env.clock.now());
      const body = '{"callbackId":"nope"}';
      const signed = await env.app.inject({
        method: 'POST',
        url: CALLBACK_PATH,
        headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signCallback(SECRET, timestamp, body) },
        payload: body,
      });
      expect(signed.statusCode).toBe(400);
      const unsigned = await env.app.inject({ method: 'POST', url: CALLBACK_PATH, headers: { 'content-type': 'application/json' }, payload: body });
      expect(unsigned.statusCode).toBe(401);
      const unknown = await postCallback({ depositId: 'D20260101-NOSUCHDEPOSIT', amount: '1.00' });
      expect(unknown).toMatchObject({ status: 404, body: { errorCode: CASHIER_ERROR_CODES.cashierNotFound } });
    });
  });
});

describe('operator commands', () => {
  it('parses deposit list, approve and reject', () => {
    expect(parseAdminArgs(['deposit', 'list'])).toEqual({ cmd: 'deposit-list' });
    expect(parseAdminArgs(['deposit', 'list', '--status', 'PENDING'])).toEqual({ cmd: 'deposit-list', status: 'PENDING' });
    expect(parseAdminArgs(['deposit', 'approve', 'D20260101-ABC'])).toEqual({ cmd: 'deposit-approve', depositId: 'D20260101-ABC' });
    expect(parseAdminArgs(['deposit', 'reject', 'D20260101-ABC', 'no', 'transfer', 'seen'])).toEqual({ cmd: 'deposit-reject', depositId: 'D20260101-ABC', reason: 'no transfer seen' });
    expect(() => parseAdminArgs(['deposit', 'list', '--status', 'LOST'])).toThrow(/usage/);
    expect(() => parseAdminArgs(['deposit', 'approve'])).toThrow(/usage/);
  });

  it('approve credits a PENDING bank deposit once; reject fails one with a message; both list', async () => {
    const token = await loginAs('agent41');
    const id = (await memberId(env.database.db, 'agent41')) ?? 0;
    const before = await mainBalance(token);
    const bank = (await deposit(token, { channelId: 'BANK_BDO', amount: '2500' })).body.value;
    const events: NotificationEvent[] = [];
    const unsubscribe = env.app.platform.notifications.subscribe(id, (event) => events.push(event));
    const approved = await runAdminCommand(env.app.platform, parseAdminArgs(['deposit', 'approve', bank.depositId]));
    expect(approved).toMatchObject({ ok: true });
    expect(approved.ok && approved.message).toContain(`deposit ${bank.depositId} CREDITED: 2500.00`);
    expect(Number(await mainBalance(token)) * 100 - Number(before) * 100).toBe(250000);
    const twice = await runAdminCommand(env.app.platform, parseAdminArgs(['deposit', 'approve', bank.depositId]));
    expect(twice).toEqual({ ok: false, error: expect.stringContaining('CREDITED, not PENDING') as unknown });
    expect(Number(await mainBalance(token)) * 100 - Number(before) * 100).toBe(250000);

    const other = (await deposit(token, { channelId: 'BANK_BDO', amount: '900' })).body.value;
    const rejected = await runAdminCommand(env.app.platform, parseAdminArgs(['deposit', 'reject', other.depositId, 'no', 'transfer']));
    expect(rejected.ok && rejected.message).toContain('FAILED');
    unsubscribe();
    expect(events.map((e) => [e.kind, e.reference])).toEqual([
      ['DEPOSIT_CREDITED', bank.depositId],
      ['DEPOSIT_FAILED', other.depositId],
    ]);
    const [row] = await env.database.db.select().from(t.deposits).where(eq(t.deposits.depositId, other.depositId));
    expect(row).toMatchObject({ status: 'FAILED', failReason: 'no transfer' });

    const list = await runAdminCommand(env.app.platform, parseAdminArgs(['deposit', 'list', '--status', 'FAILED']));
    expect(list.ok && list.message).toContain(other.depositId);
    expect(list.ok && list.message).not.toContain(bank.depositId);
    expect(await runAdminCommand(env.app.platform, parseAdminArgs(['deposit', 'approve', 'D20260101-NOSUCH']))).toMatchObject({ ok: false, error: expect.stringContaining('No deposit') as unknown });
  });
});
