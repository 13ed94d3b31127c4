/**
 * Demo and production modes, unsafe configurations, the dev tools' guard and the security
 * headers (issue 10 §1, §2). Each `it` names the attack or the rule and its outcome.
 */
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES, type LoginValue } from '@gamehall/api-client/contract';
import { count, eq } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, oneTimePassword } from '../src/admin/createAgent.ts';
import { parseAdminArgs, runAdminCommand } from '../src/admin/commands.ts';
import { isLoopbackHost, loadConfig, parseTrustProxy, unsafeGameOrigin } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import * as t from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed.ts';
import { cspHash, inlineHashes, permissionsPolicy } from '../src/http/headers.ts';
import { devRefusal, isLoopbackHostHeader } from '../src/routes/dev.ts';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD, demoAccountsWithPublicPasswords } from '../src/seed/accounts.ts';
import { buildSeed } from '../src/seed/catalogue.ts';
import { PasswordHasher } from '../src/security/passwords.ts';
import { call } from './accountHelpers.ts';
import { seededDatabase, testApp } from './helpers.ts';

describe('configuration: two explicit modes, unsafe ones refused in one line', () => {
  it('is demo with GAMEHALL_DEMO=1 or outside production, production otherwise (DEV_TOOLS no longer opens anything)', () => {
    expect(loadConfig({ NODE_ENV: 'production', GAMEHALL_DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_TOOLS: '1' }).demo).toBe(false);
    expect(loadConfig({}).demo).toBe(true);
  });

  it('refuses demo mode on a non-loopback address unless GAMEHALL_DEMO_PUBLIC=1; production binds anywhere', () => {
    expect(() => loadConfig({ GAMEHALL_DEMO: '1', NODE_ENV: 'production', HOST: '0.0.0.0' })).toThrow(/^demo mode .* refuses to bind HOST=0\.0\.0\.0.*GAMEHALL_DEMO_PUBLIC=1/);
    expect(() => loadConfig({ HOST: '192.0.2.10' })).toThrow(/refuses to bind/);
    expect(loadConfig({ GAMEHALL_DEMO: '1', HOST: '0.0.0.0', GAMEHALL_DEMO_PUBLIC: '1' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' }).demo).toBe(false);
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.1.2.3']) expect(loadConfig({ HOST: host }).host).toBe(host);
  });

  it('refuses TRUST_PROXY=true and accepts a hop count or proxy addresses/CIDRs only', () => {
    expect(() => parseTrustProxy('true')).toThrow(/^TRUST_PROXY=true trusts X-Forwarded-For from anyone/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true/);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1')).toBe('10.0.0.0/8,127.0.0.1,::1');
    expect(parseTrustProxy(undefined)).toBeUndefined();
    for (const bad of ['proxy.example', '10.0.0.0/33', '::/129', '1.2.3.4/8/9']) expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY must be/);
  });

  it('refuses a game origin equal to a lobby origin (loopback names and the any-address count as one)', () => {
    expect(unsafeGameOrigin('http://localhost:8080', ['http://127.0.0.1:8080'])).toMatch(/^the game origin http:\/\/localhost:8080 is the lobby's origin/);
    expect(unsafeGameOrigin('http://127.0.0.1:8081', ['http://0.0.0.0:8080', 'http://0.0.0.0:8081'])).toMatch(/lobby's origin/);
    expect(unsafeGameOrigin('https://games.example.com', ['https://games.example.com:443'])).toMatch(/lobby's origin/);
    expect(unsafeGameOrigin('http://127.0.0.1:8082', ['http://127.0.0.1:8080', 'http://127.0.0.1:8081'])).toBeUndefined();
    expect(unsafeGameOrigin('https://games.example.com', ['https://www.example.com'])).toBeUndefined();
  });

  it('knows loopback hosts and Host headers from foreign names (DNS rebinding, tunnels)', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '::1', '[::1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'LOCALHOST']) expect(isLoopbackHostHeader(host), host).toBe(true);
    for (const host of ['evil.example', 'localhost.evil.example', '127.0.0.1.nip.io:8080', '10.0.0.1', '[::2]:80', '', undefined]) expect(isLoopbackHostHeader(host), String(host)).toBe(false);
  });
});

describe('dev tools in demo mode: only a direct loopback client with a loopback Host and a JSON body', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await seededDatabase();
    app = await testApp(database, { production: true, demo: true });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (headers: Record<string, string>, remoteAddress = '127.0.0.1') => app.inject({ method: 'GET', url: '/dev/outbox', headers, remoteAddress });

  it('the authenticator app can be set up (the development secrets key: npm start runs NODE_ENV=production with GAMEHALL_DEMO=1)', async () => {
    const login = await call<LoginValue>(app, 'login', { body: { type: 'username', username: 'player2', password: SEEDED_PASSWORD } });
    expect(login.body.success).toBe(true);
    const enrol = await call<{ secret: string }>(app, 'authenticatorEnrol', { token: login.body.value.token });
    expect(enrol.body).toMatchObject({ success: true, value: { secret: expect.stringMatching(/^[A-Z2-7]{32}$/) } });
  });

  it('answers the machine itself', async () => {
    expect((await get({ host: '127.0.0.1:8080' })).statusCode).toBe(200);
    expect((await get({ host: 'localhost' })).statusCode).toBe(200);
    expect((await get({ host: '[::1]:8080' }, '::1')).statusCode).toBe(200);
  });

  it('attack: DNS rebinding or a tunnel name (foreign Host from a loopback peer) → 404', async () => {
    for (const host of ['evil.example', 'gamehall.example:443', '192.0.2.1:8080']) {
      const res = await get({ host });
      expect(res.statusCode, host).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: ERROR_CODES.notFound });
    }
  });

  it('attack: a proxy or tunnel on the same machine (any proxy header) → 404', async () => {
    const headers = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via', 'true-client-ip', 'cf-connecting-ip'];
    for (const name of headers) expect((await get({ host: '127.0.0.1', [name]: name === 'forwarded' ? 'for=198.51.100.4' : '198.51.100.4' })).statusCode, name).toBe(404);
  });

  it('attack: a remote client → 404', async () => {
    expect((await get({ host: '127.0.0.1' }, '203.0.113.7')).statusCode).toBe(404);
  });

  it('attack: CSRF, a plain HTML form or a cross-site fetch posting a credit → refused, nothing credited', async () => {
    const ledger = async () => (await database.db.select({ n: count() }).from(t.ledgerEntries))[0]?.n ?? 0;
    const before = await ledger();
    const form = await app.inject({ method: 'POST', url: '/dev/wallet/credit', headers: { host: '127.0.0.1:8080', 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, payload: 'account=player1&amount=500' });
    expect(form.statusCode).toBe(404);
    const formNoOrigin = await app.inject({ method: 'POST', url: '/dev/wallet/credit', headers: { host: '127.0.0.1:8080', 'content-type': 'application/x-www-form-urlencoded' }, payload: 'account=player1&amount=500' });
    expect(formNoOrigin.statusCode).toBe(415);
    const text = await app.inject({ method: 'POST', url: '/dev/wallet/credit', headers: { host: '127.0.0.1:8080', 'content-type': 'text/plain' }, payload: '{"account":"player1","amount":"500"}' });
    expect(text.statusCode).toBe(415);
    const crossSite = await app.inject({ method: 'POST', url: '/dev/wallet/credit', headers: { host: '127.0.0.1:8080', 'content-type': 'application/json', origin: 'https://evil.example' }, payload: { account: 'player1', amount: '500.00' } });
    expect(crossSite.statusCode).toBe(404);
    expect(await ledger()).toBe(before);
    const local = await app.inject({ method: 'POST', url: '/dev/wallet/credit', headers: { host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080' }, payload: { account: 'player1', amount: '0.01' } });
    expect(local.json()).toMatchObject({ success: true, value: { account: 'player1', amount: '0.01' } });
    expect(await ledger()).toBe(before + 1);
  });

  it('the form parser serves only forgot password by e-mail (spec §7 form-encoded); JSON routes answer 415 to a form', async () => {
    const forgot = await app.inject({ method: 'POST', url: '/wps/member/password/email', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=player1&email=player1%40gamehall.example', remoteAddress: '198.51.100.60' });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toMatchObject({ success: true });
    const elsewhere = await app.inject({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'nodeId=1' });
    expect([401, 415]).toContain(elsewhere.statusCode);
    const login = await app.inject({ method: 'POST', url: '/wps/member/info', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=player1' });
    expect([404, 415]).toContain(login.statusCode);
  });

  it('the refusal reasons are told apart (for the log)', () => {
    const request = (headers: Record<string, string>, method = 'GET', remoteAddress = '127.0.0.1') =>
      ({ method, headers, socket: { remoteAddress } }) as unknown as Parameters<typeof devRefusal>[0];
    expect(devRefusal(request({ host: 'localhost' }))).toBeUndefined();
    expect(devRefusal(request({ host: 'localhost' }, 'GET', '10.0.0.1'))).toBe('peer');
    expect(devRefusal(request({ host: 'evil.example' }))).toBe('host');
    expect(devRefusal(request({ host: 'localhost', 'x-forwarded-port': '443' }))).toBe('proxy');
    expect(devRefusal(request({ host: 'localhost', origin: 'null' }))).toBe('origin');
    expect(devRefusal(request({ host: 'localhost', 'content-type': 'text/plain', 'content-length': '3' }, 'POST'))).toBe('content-type');
  });
});

describe('production: no dev surface, no demo account, the first agent by an admin command', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openDatabase();
    await database.migrate();
    await seedIfEmpty(database.db, buildSeed, undefined, Date.now, false);
    app = await testApp(database, { production: true, demo: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('seeds the catalogue and content but no account', async () => {
    expect((await database.db.select({ n: count() }).from(t.games))[0]?.n).toBeGreaterThan(10_000);
    expect((await database.db.select({ n: count() }).from(t.members))[0]?.n).toBe(0);
    expect(await demoAccountsWithPublicPasswords(database.db)).toEqual([]);
  });

  it('registers no /dev route at all, from any client', async () => {
    for (const url of ['/dev/switches', '/dev/outbox', '/dev/outbox.html', '/dev/captcha']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: '127.0.0.1' }, remoteAddress: '127.0.0.1' });
      expect(res.statusCode, url).toBe(404);
    }
    const credit = await app.inject({ method: 'POST', url: '/dev/wallet/credit', headers: { host: '127.0.0.1' }, remoteAddress: '127.0.0.1', payload: { account: 'x', amount: '1.00' } });
    expect(credit.statusCode).toBe(404);
    expect(app.printRoutes().includes('dev/')).toBe(false);
  });

  it('admin create-agent prints a one-time password; the first login must change it, then the new one works', async () => {
    expect(parseAdminArgs(['create-agent', 'boss1', 'The Boss'])).toEqual({ cmd: 'create-agent', account: 'boss1', nickname: 'The Boss' });
    const result = await runAdminCommand(app.platform, { cmd: 'create-agent', account: 'Boss1', nickname: 'The Boss' });
    if (!result.ok) throw new Error(result.error);
    const password = /one-time password (\S+)/.exec(result.message)?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
    const [row] = await database.db.select().from(t.members).where(eq(t.members.account, 'boss1'));
    expect(row).toMatchObject({ type: 1, passwordIsDefault: true, nickname: 'The Boss' });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash.includes(password)).toBe(false);

    const login = await call<LoginValue>(app, 'login', { body: { type: 'username', username: 'boss1', password }, ip: '198.51.100.70' });
    expect(login.body).toMatchObject({ success: true, value: { passwordExpired: true } });
    const token = login.body.value?.token ?? '';
    const blocked = await call(app, 'balance', { token });
    expect(blocked.body).toMatchObject({ success: false, errorCode: ERROR_CODES.passwordChangeRequired });
    const changed = await call(app, 'changePassword', { token, body: { oldPassword: password, newPassword: 'Operator2026x', confirmNewPassword: 'Operator2026x' } });
    expect(changed.body).toMatchObject({ success: true });
    const again = await call<LoginValue>(app, 'login', { body: { type: 'username', username: 'boss1', password: 'Operator2026x' }, ip: '198.51.100.71' });
    expect(again.body).toMatchObject({ success: true, value: { passwordExpired: false } });

    const twice = await runAdminCommand(app.platform, { cmd: 'create-agent', account: 'boss1' });
    expect(twice).toEqual({ ok: false, error: 'account boss1 already exists' });
    const bad = await runAdminCommand(app.platform, { cmd: 'create-agent', account: '1x' });
    expect(bad.ok).toBe(false);
  });

  it('one-time passwords are random and use all three character families', () => {
    const seen = new Set(Array.from({ length: 200 }, () => oneTimePassword()));
    expect(seen.size).toBe(200);
    for (const pw of seen) expect(pw).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)[A-Za-z2-9]{16}$/);
  });

  it('admin seed never adds demo accounts', async () => {
    const fresh = await openDatabase();
    await fresh.migrate();
    const services = (await testApp(fresh, { production: true, demo: false })).platform;
    const result = await runAdminCommand(services, { cmd: 'seed', reset: false });
    expect(result.ok).toBe(true);
    expect((await fresh.db.select({ n: count() }).from(t.members))[0]?.n).toBe(0);
    await fresh.close();
  });

  it('finds demo accounts with public passwords in a demo database (a production start refuses it)', async () => {
    const demo = await seededDatabase();
    expect(await demoAccountsWithPublicPasswords(demo.db, new PasswordHasher())).toEqual(SEEDED_ACCOUNTS.map((a) => a.account));
    await demo.close();
    expect(await createAgent(database.db, new PasswordHasher(), Date.now(), 'agentzero')).toMatchObject({ account: 'agentzero', affiliateCode: expect.stringMatching(/^AG\d{6}$/) as unknown });
  }, 60_000); // seeds a whole database (10,425 games) first: ~20 s on a loaded 2-core machine
});

describe('security headers (issue 10 §2)', () => {
  let database: Database;
  let app: FastifyInstance;
  let dir: string;
  const style = 'html{background:#0f1220}';
  beforeAll(async () => {
    database = await seededDatabase();
    dir = await mkdtemp(join(tmpdir(), 'gh-headers-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), `<!doctype html><html><head><style>${style}</style><script type="module" src="/assets/index-abc.js"></script></head><body></body></html>`);
    await writeFile(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
    await writeFile(join(dir, 'assets', 'index-abc.js.map'), '{"version":3}');
    app = await testApp(database, { production: true, demo: false, staticDir: dir, gameOrigin: 'http://127.0.0.1:8082' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('the site page: a CSP without unsafe-inline/eval, inline style by hash, games framed from the game origin only', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`style-src 'self' '${cspHash(style)}'`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src http://127.0.0.1:8082');
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|upgrade-insecure-requests/);
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'x-frame-options': 'DENY' });
    expect(String(res.headers['permissions-policy'])).toContain('camera=()');
    expect(String(res.headers['permissions-policy'])).toContain('fullscreen=(self "http://127.0.0.1:8082")');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('HSTS only over TLS: a trusted TLS proxy says so, or HSTS=1', async () => {
    const proxied = await testApp(database, { production: true, demo: false, trustProxy: '127.0.0.1' });
    const https = await proxied.inject({ method: 'GET', url: '/wps/system/status', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await proxied.inject({ method: 'GET', url: '/wps/system/status', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.9' });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    await proxied.close();
    const always = await testApp(database, { production: true, demo: false, hsts: true });
    expect((await always.inject({ method: 'GET', url: '/wps/system/status' })).headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    await always.close();
  });

  it('API answers are never stored; a session answer neither; hashed assets keep their year; source maps are not served', async () => {
    expect((await app.inject({ method: 'GET', url: '/wps/system/status' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getMemberInfo', headers: { authorization: 'x'.repeat(43) } })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc.js.map' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/art/logo.svg' })).headers['cache-control']).toMatch(/^public/);
  });

  it('hashes inline scripts and styles, not external ones; the permissions policy denies unused features', () => {
    expect(inlineHashes('<script src="/a.js"></script><script>boot()</script><style>a{}</style>')).toEqual({ scripts: [cspHash('boot()')], styles: [cspHash('a{}')] });
    expect(cspHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(permissionsPolicy([])).toMatch(/^accelerometer=\(\), camera=\(\)/);
  });

  it('the dev outbox page has its own CSP allowing only its style', async () => {
    const demo = await testApp(database, { production: true, demo: true });
    const res = await demo.inject({ method: 'GET', url: '/dev/outbox.html', headers: { host: '127.0.0.1' } });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/);
    const inline = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1] ?? '';
    expect(csp).toContain(cspHash(inline));
    await demo.close();
  });
});
