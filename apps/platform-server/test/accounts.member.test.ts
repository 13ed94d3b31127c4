/**
 * Member reads (info, icon, balance, consolidated funds, unread count), the avatar art, the 401
 * of every session endpoint, the seeded accounts, and the dev outbox and captcha endpoints.
 */
import { ERROR_CODES, Envelope, type EndpointName, type LoginValue, endpoints } from '@gamehall/api-client/contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD, seedAccountsIfEmpty } from '../src/seed/accounts.ts';
import { call } from './accountHelpers.ts';
import { ipSequence, seededApp, testApp } from './helpers.ts';

const env = seededApp();
const freshIp = ipSequence('10.3');

const tokenOf = async (username: string) => (await call<LoginValue>(env.app, 'login', { body: { type: 'username', username, password: SEEDED_PASSWORD }, ip: freshIp() })).body.value.token;

describe('member reads', () => {
  it('answers info, icon, balance, funds flags and unread count of the session member, valid per schema', async () => {
    const token = await tokenOf('agent1');
    for (const name of ['memberInfo', 'memberIcon', 'balance', 'fundsConsolidated', 'unreadCount'] as const) {
      const res = await call(env.app, name, { token });
      expect(res.status, name).toBe(200);
      expect(Value.Check(Envelope(endpoints[name].value), res.body), name).toBe(true);
    }
    expect((await call(env.app, 'memberInfo', { token })).body.value).toMatchObject({ account: 'agent1', nickname: 'Agent One', type: 1, lastLoginAt: expect.any(String) as unknown });
    expect((await call(env.app, 'balance', { token })).body.value).toEqual({ balance: '50000.00', currency: 'PHP', currencySymbol: '₱', mainBalance: '50000.00', vendorWallets: [] });
    expect((await call(env.app, 'fundsConsolidated', { token })).body.value).toEqual({ dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 1, realtimesalreqtype: 1 });
    expect((await call(env.app, 'unreadCount', { token })).body.value).toEqual({ count: 2 });
    const player = await tokenOf('player1');
    expect((await call(env.app, 'fundsConsolidated', { token: player })).body.value).toEqual({ dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 });
    expect((await call(env.app, 'unreadCount', { token: player })).body.value).toEqual({ count: 3 });
  });

  it('serves the avatar the icon names as SVG; an unknown file is a 404', async () => {
    const token = await tokenOf('player1');
    const { iconUrl } = (await call<{ iconUrl: string }>(env.app, 'memberIcon', { token })).body.value;
    expect(iconUrl).toMatch(/^\/art\/avatar\/\d+\.svg$/);
    const svg = await env.app.inject({ method: 'GET', url: iconUrl });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toMatch(/^<svg [^>]*aria-label="Avatar"/);
    expect((await env.app.inject({ method: 'GET', url: '/art/avatar/abc.svg' })).statusCode).toBe(404);
  });

  it.each((Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].auth === 'required'))('%s answers 401 login.not.session without a session', async (name) => {
    const res = await call(env.app, name, { body: name === 'changePassword' ? { newPassword: 'x', confirmNewPassword: 'x' } : undefined });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, errorCode: ERROR_CODES.notSession, value: null });
  });
});

describe('account configuration', () => {
  it('reads windows, TTL, password age and the demo mode from the environment and names a bad value', () => {
    expect(loadConfig({})).toMatchObject({ rateLimitWindowMs: 300_000, rateLimitBlockMs: 300_000, sessionTtlMs: 43_200_000, passwordMaxAgeDays: 90, demo: true });
    expect(loadConfig({ NODE_ENV: 'production' }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_TOOLS: '1' }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GAMEHALL_DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ RATE_LIMIT_WINDOW_MS: '1000', RATE_LIMIT_BLOCK_MS: '2000', SESSION_TTL_MS: '60000', PASSWORD_MAX_AGE_DAYS: '30' })).toMatchObject({
      rateLimitWindowMs: 1000,
      rateLimitBlockMs: 2000,
      sessionTtlMs: 60_000,
      passwordMaxAgeDays: 30,
    });
    expect(() => loadConfig({ SESSION_TTL_MS: '0' })).toThrow(/SESSION_TTL_MS/);
    expect(() => loadConfig({ RATE_LIMIT_WINDOW_MS: '5m' })).toThrow(/RATE_LIMIT_WINDOW_MS/);
  });
});

describe('seeded accounts', () => {
  it('hold every member type in a team tree and are inserted only into an empty members table', async () => {
    expect(new Set(SEEDED_ACCOUNTS.map((a) => a.type))).toEqual(new Set([0, 1, 2, 4, 41, 42]));
    for (const a of SEEDED_ACCOUNTS) if (a.parent) expect(SEEDED_ACCOUNTS.some((p) => p.account === a.parent && [1, 2, 41, 42].includes(p.type))).toBe(true);
    expect(await seedAccountsIfEmpty(env.database.db)).toBe(false);
  });
});

describe('dev endpoints', () => {
  it('list the outbox as JSON (newest first, recipient filter) and as a page', async () => {
    await call(env.app, 'smsNoLogin', { body: { mobileNum: '9171234567', countryDialingCode: '63' }, ip: freshIp() });
    const json = await env.app.inject({ method: 'GET', url: '/dev/outbox?recipient=%2B639171234567' });
    const list = json.json<{ value: { recipient: string; body: string; channel: string }[] }>().value;
    expect(list[0]).toMatchObject({ channel: 'sms', recipient: '+639171234567' });
    expect(list[0]?.body).toMatch(/\b\d{6}\b/);
    const page = await env.app.inject({ method: 'GET', url: '/dev/outbox.html' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('+639171234567');
    expect(page.body).toContain('http-equiv="refresh"');
    expect((await env.app.inject({ method: 'GET', url: '/dev/outbox?limit=0' })).statusCode).toBe(400);
  });

  it('tell the captcha answer of a client by cookie or id, and 404 without one', async () => {
    const image = await call<string>(env.app, 'captcha', { ip: freshIp() });
    expect(image.headers['cache-control']).toBe('no-store');
    const id = image.cookies.gh_client ?? '';
    const setCookie = String(image.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const byId = await env.app.inject({ method: 'GET', url: `/dev/captcha?clientId=${id}` });
    expect(byId.json<{ value: { answer: string } }>().value.answer).toMatch(/^[A-Z0-9]{5}$/);
    expect((await env.app.inject({ method: 'GET', url: '/dev/captcha' })).statusCode).toBe(404);
  });

  it('do not exist when dev tools are off', async () => {
    const prod = await testApp(env.database, { production: true, demo: false });
    try {
      for (const url of ['/dev/outbox', '/dev/outbox.html', '/dev/captcha', '/dev/switches']) expect((await prod.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      // And the captcha keeps no clear answer.
      const image = await call<string>(prod, 'captcha', { ip: freshIp() });
      expect(await prod.platform.captcha.devAnswer(image.cookies.gh_client ?? '')).toBeUndefined();
    } finally {
      await prod.close();
    }
  });
});
