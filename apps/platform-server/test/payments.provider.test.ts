/**
 * The demo payment provider (README "Deposits and the demo payment provider") with the platform,
 * both in this process: the hosted page of a deposit's payment URL, the player's choice sent as a
 * signed callback that settles the deposit once, retries of a failed callback, and the redirect
 * back to the lobby.
 */
import { randomUUID } from 'node:crypto';
import { type BalanceValue, type Deposit, type LoginValue, endpoints } from '@gamehall/api-client/contract';
import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_PORT, loadConfig } from '../src/config.ts';
import { CALLBACK_PATH } from '../src/payments/callback.ts';
import { type CallbackSender, buildPaymentProviderApp, providerTxnIdOf } from '../src/payments/provider.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, sealSession, signCallback } from '../src/payments/signature.ts';
import { SEEDED_PASSWORD } from '../src/seed/accounts.ts';
import { call } from './accountHelpers.ts';
import { ipSequence, seededApp, testApp, testConfig } from './helpers.ts';

const SECRET = 'provider-test-secret-0123456789abcdef';
const PAYMENT_ORIGIN = 'http://pay.test';
const LOBBY = 'http://lobby.test';
const PLATFORM = 'http://platform.test';
const env = seededApp({ config: { paymentSecret: SECRET, paymentOrigin: PAYMENT_ORIGIN } });
const freshIp = ipSequence('10.14');

/** What the provider sent, and how the platform answered each try. */
const sent: { url: string; headers: Record<string, string>; body: string; status: number }[] = [];
/** Answers to give before passing a callback on (`network` throws, a number answers it). */
let failures: ('network' | number)[] = [];

const toPlatform: CallbackSender = async (url, headers, body) => {
  const next = failures.shift();
  if (next === 'network') throw new Error('connect ECONNREFUSED');
  if (typeof next === 'number') {
    sent.push({ url, headers, body, status: next });
    return next;
  }
  const res = await env.app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
  sent.push({ url, headers, body, status: res.statusCode });
  return res.statusCode;
};

let provider: FastifyInstance;
beforeAll(async () => {
  provider = await buildPaymentProviderApp({ config: testConfig(), secret: SECRET, platformOrigin: () => PLATFORM, send: toPlatform, retryDelaysMs: [1, 1] });
});
afterAll(async () => {
  await provider.close();
});

async function loginAs(username: string): Promise<string> {
  const res = await call<LoginValue>(env.app, 'login', { body: { type: 'username', username, password: SEEDED_PASSWORD }, ip: freshIp() });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.value.token;
}

async function startDeposit(token: string, channelId: string, amount: string): Promise<Deposit> {
  const res = await env.app.inject({
    method: 'POST',
    url: endpoints.deposit.path,
    // The lobby and the API on one site (a deposit returns only to the site it came from).
    headers: { authorization: token, 'content-type': 'application/json', origin: LOBBY, host: new URL(LOBBY).host },
    payload: JSON.stringify({ requestId: randomUUID(), channelId, amount }),
  });
  const body = res.json<{ success: boolean; value: Deposit }>();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}

const pathOf = (paymentUrl: string | undefined) => {
  expect(paymentUrl?.startsWith(`${PAYMENT_ORIGIN}/pay/`)).toBe(true);
  return new URL(paymentUrl ?? '').pathname;
};
const choose = (path: string, decision: string) =>
  provider.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `decision=${decision}` });
const statusOf = async (token: string, depositId: string) => (await call<Deposit>(env.app, 'depositDetail', { token, query: `?depositId=${depositId}` })).body.value.status;
const mainBalance = async (token: string) => (await call<BalanceValue>(env.app, 'balance', { token })).body.value.mainBalance;
const cents = (amount: string | undefined) => Math.round(Number(amount ?? 'NaN') * 100);

describe('the hosted payment page', () => {
  it('shows the merchant, amount, reference and the two choices, under a strict CSP', async () => {
    const token = await loginAs('agent2');
    const d = await startDeposit(token, 'GCASH', '1500');
    const page = await provider.inject({ method: 'GET', url: pathOf(d.paymentUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Pay Gamehall');
    expect(page.body).toContain('₱1,500.00');
    expect(page.body).toContain(d.reference);
    expect(page.body).toContain('GCash');
    expect(page.body).toMatch(/<button type="submit" name="decision" value="APPROVED"[^>]*>Approve payment<\/button>/);
    expect(page.body).toMatch(/<button type="submit" name="decision" value="DECLINED"[^>]*>Decline<\/button>/);
    expect(page.body).toContain('name="viewport"');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${LOBBY}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('a link not sealed by the platform is refused', async () => {
    const forged = sealSession('some-other-secret-0123456789abcdef', {
      depositId: 'D20260101-FORGED',
      amount: '1.00',
      currency: 'PHP',
      currencySymbol: '₱',
      merchant: 'Evil',
      channelName: 'GCash',
      reference: 'AAAAAAAA',
      returnUrl: 'http://evil.test/',
    });
    for (const url of [`/pay/${forged}`, '/pay/garbage']) {
      const res = await provider.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toContain('This payment link is not valid');
      expect((await choose(url, 'APPROVED')).statusCode).toBe(400);
    }
    expect(sent).toHaveLength(0);
  });
});

describe('the player’s choice', () => {
  it('Approve sends a signed callback that credits the deposit, then returns the browser to the lobby', async () => {
    const token = await loginAs('player1');
    const before = await mainBalance(token);
    const d = await startDeposit(token, 'GCASH', '500');
    sent.length = 0;
    const res = await choose(pathOf(d.paymentUrl), 'APPROVED');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${LOBBY}/member/depositv2?depositId=${d.depositId}`);
    expect(sent).toHaveLength(1);
    const callback = sent[0];
    expect(callback?.url).toBe(`${PLATFORM}${CALLBACK_PATH}`);
    expect(callback?.status).toBe(200);
    const body = JSON.parse(callback?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ depositId: d.depositId, amount: '500.00', currency: 'PHP', status: 'APPROVED', providerTxnId: providerTxnIdOf(SECRET, d.depositId) });
    expect(callback?.headers[SIGNATURE_HEADER]).toBe(signCallback(SECRET, callback?.headers[TIMESTAMP_HEADER] ?? '', callback?.body ?? ''));
    expect(await statusOf(token, d.depositId)).toBe('CREDITED');
    expect(cents(await mainBalance(token)) - cents(before)).toBe(50000);

    // A second click (back button, double tap) settles nothing more.
    expect((await choose(pathOf(d.paymentUrl), 'APPROVED')).statusCode).toBe(303);
    expect(cents(await mainBalance(token)) - cents(before)).toBe(50000);
  });

  it('Decline fails the deposit', async () => {
    const token = await loginAs('player2');
    const before = await mainBalance(token);
    const d = await startDeposit(token, 'MAYA', '200');
    expect((await choose(pathOf(d.paymentUrl), 'DECLINED')).statusCode).toBe(303);
    expect(await statusOf(token, d.depositId)).toBe('FAILED');
    expect(await mainBalance(token)).toBe(before);
    expect((await choose(pathOf(d.paymentUrl), 'MAYBE')).statusCode).toBe(400);
  });

  it('a callback that fails is tried 3 times with the same id, each signed afresh; a 4xx is not retried', async () => {
    const token = await loginAs('agent41');
    const d = await startDeposit(token, 'GCASH', '100');
    sent.length = 0;
    failures = ['network', 503];
    expect((await choose(pathOf(d.paymentUrl), 'APPROVED')).statusCode).toBe(303);
    expect(sent.map((s) => s.status)).toEqual([503, 200]);
    const ids = sent.map((s) => (JSON.parse(s.body) as { callbackId: string }).callbackId);
    expect(new Set(ids).size).toBe(1);
    expect(await statusOf(token, d.depositId)).toBe('CREDITED');

    // Three failures: the browser still goes back; the deposit waits for the operator.
    const other = await startDeposit(token, 'GCASH', '100');
    sent.length = 0;
    failures = [500, 'network', 502];
    const res = await choose(pathOf(other.paymentUrl), 'APPROVED');
    expect(res.statusCode).toBe(303);
    expect(sent.map((s) => s.status)).toEqual([500, 502]);
    expect(await statusOf(token, other.depositId)).toBe('PENDING');

    sent.length = 0;
    failures = [400];
    await choose(pathOf(other.paymentUrl), 'APPROVED');
    expect(sent.map((s) => s.status)).toEqual([400]);
    failures = [];
  });

  it('works over real sockets: the provider posts to the listening platform', async () => {
    const token = await loginAs('agent42');
    const address = await env.app.listen({ host: '127.0.0.1', port: 0 });
    // This provider sends its callback with fetch, over HTTP.
    const live = await buildPaymentProviderApp({ config: testConfig(), secret: SECRET, platformOrigin: () => address, retryDelaysMs: [] });
    try {
      const other = await startDeposit(token, 'GCASH', '100');
      const answer = await live.inject({ method: 'POST', url: pathOf(other.paymentUrl), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=APPROVED' });
      expect(answer.statusCode).toBe(303);
      expect(await statusOf(token, other.depositId)).toBe('CREDITED');
    } finally {
      await live.close();
    }
  });
});

describe('configuration', () => {
  it('reads PAYMENT_PORT, PAYMENT_ORIGIN and PAYMENT_SECRET; refuses a short secret or an origin with a path', () => {
    expect(loadConfig({})).toMatchObject({ paymentPort: DEFAULT_PAYMENT_PORT, paymentOrigin: undefined, paymentSecret: undefined });
    const set = loadConfig({ PAYMENT_PORT: '0', PAYMENT_ORIGIN: 'https://pay.example.com', PAYMENT_SECRET: SECRET });
    expect(set).toMatchObject({ paymentPort: 0, paymentOrigin: 'https://pay.example.com', paymentSecret: SECRET });
    expect(() => loadConfig({ PAYMENT_SECRET: 'short' })).toThrow(/PAYMENT_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ PAYMENT_ORIGIN: 'https://pay.example.com/x' })).toThrow(/PAYMENT_ORIGIN/);
    expect(() => loadConfig({ PAYMENT_PORT: 'abc' })).toThrow(/PAYMENT_PORT/);
  });

  it('without a secret the platform serves no ONLINE channel and refuses every callback', async () => {
    const plain = await testApp(env.database);
    try {
      const login = await call<LoginValue>(plain, 'login', { body: { type: 'username', username: 'agent1', password: SEEDED_PASSWORD }, ip: freshIp() });
      const channels = await call<{ channels: { kind: string }[] }>(plain, 'depositChannels', { token: login.body.value.token });
      expect(channels.body.value.channels.map((c) => c.kind)).toEqual(['BANK']);
      const body = '{}';
      const timestamp = String(Date.now());
      const res = await plain.inject({
        method: 'POST',
        url: CALLBACK_PATH,
        headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signCallback(SECRET, timestamp, body) },
        payload: body,
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await plain.close();
    }
  });
});
