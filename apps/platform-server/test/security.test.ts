/**
 * Fixes from the security review: dev tools (switches, outbox, captcha, wallet credit) answer
 * only loopback clients (demo mode; production has none), tokens and client ids never reach the request log, the
 * registration captcha is checked by the server, and a successful login resets the login
 * counters.
 */
import { Writable } from 'node:stream';
import { ERROR_CODES, type LoginValue } from '@gamehall/api-client/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { REDACTED, buildApp, redactUrl } from '../src/app.ts';
import * as t from '../src/db/schema.ts';
import { isLoopback } from '../src/routes/dev.ts';
import { SEEDED_PASSWORD } from '../src/seed/accounts.ts';
import { accountCounts, call, clientCookie } from './accountHelpers.ts';
import { ipSequence, seededApp, testApp, testConfig } from './helpers.ts';
import { memberIdOf, walletsAndLedger } from './play.helpers.ts';

const env = seededApp();
const freshIp = ipSequence('10.4');

/** Reads the dev captcha answer of a client cookie. */
async function devAnswer(cookie: string): Promise<string> {
  return (await env.app.inject({ method: 'GET', url: '/dev/captcha', headers: { cookie } })).json<{ value: { answer: string } }>().value.answer;
}

describe('dev tools in demo mode (GAMEHALL_DEMO=1)', () => {
  const urls = ['/dev/switches', '/dev/outbox', '/dev/outbox.html', '/dev/captcha?clientId=AAAAAAAAAAAAAAAAAAAAAA'];

  it('answer a loopback client and are a plain 404 for anyone else, also through a proxy', async () => {
    const prod = await testApp(env.database, { production: true, demo: true });
    try {
      for (const url of urls) {
        const remote = await prod.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
        expect(remote.statusCode, url).toBe(404);
        expect(remote.json(), url).toMatchObject({ success: false, errorCode: ERROR_CODES.notFound, value: null });
        const proxied = await prod.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.4' } });
        expect(proxied.statusCode, url).toBe(404);
      }
      const put = await prod.inject({ method: 'PUT', url: '/dev/switches', payload: { maintenance: true }, remoteAddress: '198.51.100.9' });
      expect(put.statusCode).toBe(404);
      // Money on a wallet: only a loopback client, never a remote or proxied one (nothing credited).
      const credit = { account: 'player1', amount: '500.00' };
      const mainOf = async () => (await walletsAndLedger(env.database.db, await memberIdOf(env.database.db, 'player1')))[0];
      const before = await mainOf();
      const remoteCredit = await prod.inject({ method: 'POST', url: '/dev/wallet/credit', payload: credit, remoteAddress: '203.0.113.7' });
      expect(remoteCredit.statusCode).toBe(404);
      expect(remoteCredit.json()).toMatchObject({ success: false, errorCode: ERROR_CODES.notFound, value: null });
      const proxiedCredit = await prod.inject({ method: 'POST', url: '/dev/wallet/credit', payload: credit, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.4' } });
      expect(proxiedCredit.statusCode).toBe(404);
      expect(await mainOf()).toEqual(before);
      const localCredit = await prod.inject({ method: 'POST', url: '/dev/wallet/credit', payload: { account: 'player1', amount: '0.01' }, remoteAddress: '127.0.0.1' });
      expect(localCredit.json()).toMatchObject({ success: true, value: { account: 'player1', amount: '0.01' } });
      expect((await prod.inject({ method: 'GET', url: '/dev/switches', remoteAddress: '127.0.0.1' })).json()).toMatchObject({ success: true, value: { maintenance: false } });
      for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
        expect((await prod.inject({ method: 'GET', url: '/dev/outbox', remoteAddress })).statusCode, remoteAddress).toBe(200);
      }
      // The captcha answer is stored (dev tools on) but only a local client reads it.
      const image = await call<string>(prod, 'captcha', { ip: '203.0.113.8' });
      const id = image.cookies.gh_client ?? '';
      expect((await prod.inject({ method: 'GET', url: `/dev/captcha?clientId=${id}`, remoteAddress: '203.0.113.8' })).statusCode).toBe(404);
      expect((await prod.inject({ method: 'GET', url: `/dev/captcha?clientId=${id}`, remoteAddress: '127.0.0.1' })).json<{ value: { answer: string } }>().value.answer).toMatch(/^[A-Z0-9]{5}$/);
    } finally {
      await prod.close();
    }
  });

  it('answer no remote client outside production either; production has none and keeps no captcha answer', async () => {
    expect((await env.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
    expect((await env.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    const off = await testApp(env.database, { production: true, demo: false });
    try {
      expect((await off.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
      const image = await call<string>(off, 'captcha', { ip: freshIp() });
      const [row] = await env.database.db.select().from(t.captchas).where(eq(t.captchas.clientId, image.cookies.gh_client ?? ''));
      expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.devAnswer).toBeNull();
    } finally {
      await off.close();
    }
  });

  it('tells loopback addresses apart', () => {
    for (const ip of ['127.0.0.1', '127.255.0.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(ip), ip).toBe(true);
    for (const ip of ['10.0.0.1', '128.0.0.1', '::2', '::ffff:10.0.0.1', '1127.0.0.1', '', undefined]) expect(isLoopback(ip), String(ip)).toBe(false);
  });
});

describe('request logs', () => {
  it('redact session tokens, client ids and never log headers', async () => {
    let text = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    const logged = await buildApp({ database: env.database, config: testConfig({ logLevel: 'info' }), logStream: stream });
    try {
      const token = (await call<LoginValue>(logged, 'login', { body: { type: 'username', username: 'player2', password: SEEDED_PASSWORD }, ip: freshIp() })).body.value.token;
      await logged.inject({ method: 'GET', url: `/wps/system/status?token=${token}&lang=EN` });
      await logged.inject({ method: 'GET', url: `/dev/captcha?clientId=SecretClient0123456789ab` });
      await logged.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: token, cookie: 'gh_client=CookieClient0123456789ab' } });
      const lines = text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { msg: string; req?: { url: string; method: string } });
      const urls = lines.filter((l) => l.msg === 'incoming request').map((l) => l.req?.url);
      expect(urls).toContain(`/wps/system/status?token=${REDACTED}&lang=EN`);
      expect(urls).toContain(`/dev/captcha?clientId=${REDACTED}`);
      expect(urls).toContain('/wps/member/info');
      expect(text).not.toContain(token);
      expect(text).not.toContain('SecretClient0123456789ab');
      expect(text).not.toContain('CookieClient0123456789ab');
      expect(text.toLowerCase()).not.toContain('authorization');
    } finally {
      await logged.close();
    }
  });

  it('redacts by parameter name in any case or escaping and leaves the rest as it came', () => {
    expect(redactUrl('/?token=abc')).toBe(`/?token=${REDACTED}`);
    expect(redactUrl('/x?a=1&TOKEN=abc&b=%20')).toBe(`/x?a=1&TOKEN=${REDACTED}&b=%20`);
    expect(redactUrl('/x?%74oken=abc&clientid=def')).toBe(`/x?%74oken=${REDACTED}&clientid=${REDACTED}`);
    expect(redactUrl('/x?tokens=keep&token')).toBe(`/x?tokens=keep&token=${REDACTED}`);
    expect(redactUrl('/x?%E0=1')).toBe('/x?%E0=1');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });
});

describe('registration captcha (register settings field "captcha")', () => {
  const PASSWORD = 'Sunflower7Orbit';
  const body = (username: string, captcha?: string) => ({ username, password: PASSWORD, confirmPassword: PASSWORD, agreed: true, login: true, ...(captcha ? { captcha } : {}) });

  it('is checked by the server before any hashing, single use; off, it is not asked', async () => {
    await env.database.db.insert(t.registerRules).values({ field: 'captcha', enabled: true, required: true, acceptedPattern: '*', minLength: 4, maxLength: 8, patternId: 'ANY', sort: 99 });
    try {
      const hash = vi.spyOn(env.app.platform.hasher, 'hash');
      const before = await accountCounts(env.database.db);
      const missing = await call(env.app, 'register', { body: body('CaptchaOne1'), ip: freshIp() });
      expect(missing.body).toEqual({ success: false, value: { captcha: true }, message: 'Captcha check failed', errorCode: ERROR_CODES.captchaInvalid });
      const image = await call<string>(env.app, 'captcha', { ip: freshIp() });
      const cookie = clientCookie(image) ?? '';
      const wrong = await call(env.app, 'register', { body: body('CaptchaOne1', 'XXXXX'), ip: freshIp(), cookie });
      expect(wrong.body.errorCode).toBe(ERROR_CODES.captchaInvalid);
      expect(hash).not.toHaveBeenCalled();
      expect(await accountCounts(env.database.db)).toEqual(before);
      // The wrong answer used the captcha up: a new one is needed.
      await call<string>(env.app, 'captcha', { ip: freshIp(), cookie });
      const answer = await devAnswer(cookie);
      const ok = await call<LoginValue>(env.app, 'register', { body: body('CaptchaOne1', answer.toLowerCase()), ip: freshIp(), cookie });
      expect(ok.body.success).toBe(true);
      expect(hash).toHaveBeenCalledTimes(1);
      hash.mockRestore();
      const reused = await call(env.app, 'register', { body: body('CaptchaTwo2', answer), ip: freshIp(), cookie });
      expect(reused.body.errorCode).toBe(ERROR_CODES.captchaInvalid);
    } finally {
      await env.database.db.delete(t.registerRules).where(eq(t.registerRules.field, 'captcha'));
    }
    expect((await call(env.app, 'register', { body: body('CaptchaTwo2'), ip: freshIp() })).body.success).toBe(true);
  });
});

describe('login counters', () => {
  it('a successful login resets the account count, so the next login needs no captcha', async () => {
    const failed = await call(env.app, 'login', { body: { type: 'username', username: 'agent2', password: 'WrongPass2026' }, ip: freshIp() });
    expect(failed.body.errorCode).toBe(ERROR_CODES.loginFailed);
    expect(await env.app.platform.limiter.count('login-fail:acct:agent2')).toBe(1);
    // Another client now needs a captcha for this account.
    const ip = freshIp();
    const asked = await call(env.app, 'login', { body: { type: 'username', username: 'agent2', password: SEEDED_PASSWORD }, ip });
    expect(asked.body.errorCode).toBe(ERROR_CODES.captchaInvalid);
    const cookie = clientCookie(asked) ?? '';
    await call<string>(env.app, 'captcha', { ip, cookie });
    const ok = await call(env.app, 'login', { body: { type: 'username', username: 'agent2', password: SEEDED_PASSWORD, captcha: await devAnswer(cookie) }, ip, cookie });
    expect(ok.body.success).toBe(true);
    expect(await env.app.platform.limiter.count('login-fail:acct:agent2')).toBe(0);
    expect(await env.app.platform.limiter.count(`login-fail:acct-ip:agent2:${ip}`)).toBe(0);
    // The successful attempt gave its IP slot back.
    expect(await env.app.platform.limiter.count(`login-fail:ip:${ip}`)).toBe(0);
    expect((await call(env.app, 'login', { body: { type: 'username', username: 'agent2', password: SEEDED_PASSWORD }, ip: freshIp() })).body.success).toBe(true);
  });

  it('forgot-password requests per account never block that account logging in', async () => {
    for (let i = 0; i < 4; i += 1) await call(env.app, 'forgotPasswordEmail', { body: { username: 'agent41', email: 'x@example.com' }, ip: freshIp() });
    expect((await call(env.app, 'forgotPasswordEmail', { body: { username: 'agent41', email: 'x@example.com' }, ip: freshIp() })).status).toBe(429);
    expect((await call(env.app, 'login', { body: { type: 'username', username: 'agent41', password: SEEDED_PASSWORD }, ip: freshIp() })).body.success).toBe(true);
  });
});

describe('rate limiter: a block that ends before its window', () => {
  it('starts the key afresh once the block is over, instead of refusing until the window ends', async () => {
    let now = Date.parse('2026-11-23T10:00:00Z');
    const { RateLimiter } = await import('../src/security/rateLimiter.ts');
    const limiter = new RateLimiter(env.database.db, () => now, { windowMs: 60_000, blockMs: 10_000 });
    const key = `test:block-ends:${String(Date.now())}`;
    for (let i = 0; i < 5; i += 1) expect(await limiter.reserve(key, 5)).toBe(true);
    expect(await limiter.reserve(key, 5)).toBe(false);
    now += 5_000;
    expect(await limiter.reserve(key, 5)).toBe(false);
    now += 6_000; // the 10 s block is over, 11 s into the 60 s window
    expect(await limiter.reserve(key, 5)).toBe(true);
    expect(await limiter.count(key)).toBe(1);
    for (let i = 0; i < 4; i += 1) expect(await limiter.reserve(key, 5)).toBe(true);
    expect(await limiter.reserve(key, 5)).toBe(false);
  });
});
