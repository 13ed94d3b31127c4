/**
 * The abuse suite of issue 10 §3: each `it` names an attack and its outcome. (Dev tools, CSRF
 * and foreign `Host`: test/modes.test.ts; replayed and oversized sealed bodies:
 * test/encryption.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, mkdir, chmod, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES, type LoginValue } from '@gamehall/api-client/contract';
import { sealBody } from '@gamehall/api-client/crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensurePrivateDirectory } from '../src/admin/socket.ts';
import { GLOBAL_LOGIN_FAILURES_KEY } from '../src/accounts/accounts.ts';
import { ACCOUNT_DEFAULTS } from '../src/config.ts';
import { type Database } from '../src/db/database.ts';
import * as t from '../src/db/schema.ts';
import { Argon2Queue } from '../src/security/passwords.ts';
import { LIMITS, TooManyRequestsError, limitSubject } from '../src/security/rateLimiter.ts';
import { SEEDED_PASSWORD } from '../src/seed/accounts.ts';
import { call, clientCookie } from './accountHelpers.ts';
import { seededDatabase, testApp } from './helpers.ts';
import { bet, findGame, playEnv, startGame } from './play.helpers.ts';

/** A line per attack in the test output (the closing note quotes them). */
const figure = (line: string) => process.stdout.write(`  abuse: ${line}\n`);

describe('rate-limit subjects', () => {
  it('groups an IPv6 client by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(limitSubject('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(limitSubject('2001:db8:aa:bb::9')).toBe('2001:db8:aa:bb::/64');
    expect(limitSubject('2001:DB8:00aa:0bb::')).toBe('2001:db8:aa:bb::/64');
    expect(limitSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitSubject('::1')).toBe('0:0:0:0::/64');
    expect(limitSubject('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitSubject('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(limitSubject('203.0.113.9')).toBe('203.0.113.9');
    expect(limitSubject('2001:db8:aa:bc::1')).not.toBe(limitSubject('2001:db8:aa:bb::1'));
  });
});

describe('login abuse', () => {
  let database: Database;
  beforeAll(async () => {
    database = await seededDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('attack: failed logins from rotating addresses inside one IPv6 /64 → refused (429) after the per-address budget', async () => {
    const app = await testApp(database);
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMITS.loginFailuresPerIp; i += 1) {
        const ip = `2001:db8:77:1:${(i + 1).toString(16)}:0:0:1`;
        const res = await call(app, 'login', { body: { type: 'username', username: `rotor${String(i)}`, password: 'WrongPass2026' }, ip });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, LIMITS.loginFailuresPerIp).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // Another /64 is another subscriber: not refused.
      const other = await call(app, 'login', { body: { type: 'username', username: 'rotor-x', password: 'WrongPass2026' }, ip: '2001:db8:77:2::1' });
      expect(other.status).toBe(200);
      figure(`IPv6 /64 rotation: attempt ${String(LIMITS.loginFailuresPerIp + 1)} from a new address in the same /64 answered 429`);
    } finally {
      await app.close();
    }
  });

  it('attack: credential stuffing over 500 user names from 500 addresses → every login needs the captcha', { timeout: 180_000 }, async () => {
    const app = await testApp(database);
    try {
      const budget = ACCOUNT_DEFAULTS.loginGlobalFailureBudget;
      // Failures of the test above count for the site too.
      const already = await app.platform.limiter.count(GLOBAL_LOGIN_FAILURES_KEY);
      const verify = vi.spyOn(app.platform.hasher, 'verify');
      let refusedWithoutArgon2 = 0;
      for (let i = 0; i < 500; i += 1) {
        const res = await call(app, 'login', { body: { type: 'username', username: `stuffed${String(i)}`, password: `Guess${String(i)}Pass2026` }, ip: `10.77.${String(Math.floor(i / 250))}.${String((i % 250) + 1)}` });
        expect(res.body.success).toBe(false);
        if (res.body.errorCode === ERROR_CODES.captchaInvalid) refusedWithoutArgon2 += 1;
      }
      expect(await app.platform.limiter.count(GLOBAL_LOGIN_FAILURES_KEY)).toBe(budget);
      expect(refusedWithoutArgon2).toBe(500 - (budget - already));
      expect(verify).toHaveBeenCalledTimes(budget - already);
      verify.mockRestore();
      // The real player2 on a fresh client and address: asked for the captcha first, then in.
      const ip = '192.0.2.200';
      const first = await call<LoginValue | { captcha: boolean }>(app, 'login', { body: { type: 'username', username: 'player2', password: SEEDED_PASSWORD }, ip });
      expect(first.body).toMatchObject({ success: false, errorCode: ERROR_CODES.captchaInvalid, value: { captcha: true } });
      const image = await call<string>(app, 'captcha', { ip, cookie: clientCookie(first) });
      const cookie = clientCookie(image, clientCookie(first)) ?? '';
      const answer = (await app.inject({ method: 'GET', url: '/dev/captcha', headers: { cookie } })).json<{ value: { answer: string } }>().value.answer;
      const second = await call<LoginValue>(app, 'login', { body: { type: 'username', username: 'player2', password: SEEDED_PASSWORD, captcha: answer }, ip, cookie });
      expect(second.body).toMatchObject({ success: true });
      figure(`credential stuffing, 500 names from 500 addresses: captcha on for every login once the site had ${String(budget)} failures; ${String(refusedWithoutArgon2)} attempts refused without an argon2 hash`);
    } finally {
      await app.close();
    }
  });

  it('attack: 200 parallel wrong logins → at most one argon2 computation per core at a time; memory stays bounded', { timeout: 120_000 }, async () => {
    const app = await testApp(database, { loginGlobalFailureBudget: 100_000 });
    try {
      const key = (await app.inject({ method: 'GET', url: '/wps/system/publicKey' })).json<{ value: never }>().value;
      const sealed = await Promise.all(
        Array.from({ length: 200 }, (_, i) => sealBody({ type: 'username', username: `flood${String(i)}`, password: `Flood${String(i)}Pass2026` }, { method: 'POST', path: '/wps/session/login', key, now: app.platform.now() })),
      );
      global.gc?.();
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      let peakRunning = 0;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
        peakRunning = Math.max(peakRunning, app.platform.hasher.queue.load.running);
      }, 2);
      const started = Date.now();
      const answers = await Promise.all(
        sealed.map((s, i) =>
          app.inject({ method: 'POST', url: '/wps/session/login', headers: { 'content-type': 'application/json', encryption: s.header }, payload: s.body, remoteAddress: `10.88.${String(Math.floor(i / 250))}.${String((i % 250) + 1)}` }),
        ),
      );
      clearInterval(sampler);
      const growthMb = (peak - baseline) / 1024 / 1024;
      expect(answers.every((a) => a.statusCode === 200 && a.json<{ errorCode: string }>().errorCode === ERROR_CODES.loginFailed)).toBe(true);
      expect(peakRunning).toBeLessThanOrEqual(app.platform.hasher.queue.concurrency);
      expect(growthMb).toBeLessThan(160);
      figure(`200 parallel wrong logins: ${String(Date.now() - started)} ms, at most ${String(peakRunning)} argon2 at once (queue ${String(app.platform.hasher.queue.concurrency)}), RSS growth ${growthMb.toFixed(1)} MB (bound 160 MB)`);
    } finally {
      await app.close();
    }
  });

  it('a full argon2 queue refuses at once with 429 instead of growing', async () => {
    const queue = new Argon2Queue(1, 2);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = [queue.run(() => gate), queue.run(() => gate), queue.run(() => gate)];
    expect(queue.load).toEqual({ running: 1, waiting: 2 });
    await expect(queue.run(() => Promise.resolve())).rejects.toBeInstanceOf(TooManyRequestsError);
    release();
    await Promise.all(running);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
    await expect(queue.run(() => Promise.resolve(7))).resolves.toBe(7);
  });

  it('attack: probing forgot password by e-mail → the same answer and the same work whether or not the pair exists', async () => {
    const app = await testApp(database);
    try {
      const write = vi.spyOn(app.platform.outbox, 'write');
      const outbox = async () => (await database.db.select({ n: count() }).from(t.outbox))[0]?.n ?? 0;
      const before = await outbox();
      const hit = await call(app, 'forgotPasswordEmail', { body: { username: 'player1', email: 'player1@gamehall.example' }, ip: '192.0.2.31' });
      const miss = await call(app, 'forgotPasswordEmail', { body: { username: 'player1', email: 'someone@else.example' }, ip: '192.0.2.32' });
      const nobody = await call(app, 'forgotPasswordEmail', { body: { username: 'nobody-here', email: 'nobody@else.example' }, ip: '192.0.2.33' });
      expect(miss.body).toEqual(hit.body);
      expect(nobody.body).toEqual(hit.body);
      expect(write).toHaveBeenCalledTimes(3);
      expect(await outbox()).toBe(before + 1);
      write.mockRestore();
      figure('forgot password by e-mail: identical answers, one outbox write each (kept only for the matching pair)');
    } finally {
      await app.close();
    }
  });
});

describe('free play abuse (no account needed)', () => {
  it('attack: launch flood and bet flood from one address → 429 after the per-address budget', { timeout: 120_000 }, async () => {
    const database = await seededDatabase();
    const env = await playEnv(database);
    try {
      const slot = await findGame(database.db, { gameType: 'RNG', supportPlay: 0 });
      const launch = (ip: string) =>
        call(env.app, 'gameLaunchFB', { body: { nodeId: slot.nodeId, vassalage: slot.vassalage, gameType: slot.gameType, device: 'WEB', backUrl: 'http://lobby.gamehall.test:5173/', language: 'EN', freePlay: true }, ip });
      const statuses: number[] = [];
      for (let i = 0; i <= LIMITS.freePlayLaunchesPerIp; i += 1) statuses.push((await launch('203.0.113.50')).status);
      expect(statuses.slice(0, LIMITS.freePlayLaunchesPerIp).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect((await launch('203.0.113.51')).status).toBe(200);

      const page = await startGame(env, undefined, slot, { freePlay: true });
      const stake = page.stakes[0] ?? '0.01';
      let refusedAt = -1;
      for (let i = 0; i <= LIMITS.freePlayBetsPerIp; i += 1) {
        const answer = await bet(env.game, page.token, { idempotencyKey: randomUUID(), stake });
        if (answer.status === 429) {
          refusedAt = i;
          break;
        }
      }
      expect(refusedAt).toBe(LIMITS.freePlayBetsPerIp);
      figure(`free play: launch ${String(LIMITS.freePlayLaunchesPerIp + 1)} and bet ${String(LIMITS.freePlayBetsPerIp + 1)} from one address answered 429`);
    } finally {
      await env.close();
      await database.close();
    }
  });
});

describe('admin socket directory', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'gh-admin-dir-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('is created private (0700) before listening; an open one of ours is tightened, an operator’s open one refused', async () => {
    const fresh = join(root, 'fresh');
    await ensurePrivateDirectory(fresh, false);
    expect((await stat(fresh)).mode & 0o777).toBe(0o700);
    const ours = join(root, 'ours');
    await mkdir(ours);
    await chmod(ours, 0o755);
    await ensurePrivateDirectory(ours, true);
    expect((await stat(ours)).mode & 0o777).toBe(0o700);
    const theirs = join(root, 'theirs');
    await mkdir(theirs);
    await chmod(theirs, 0o755);
    await expect(ensurePrivateDirectory(theirs, false)).rejects.toThrow(/open to other users \(mode 755\)/);
    expect((await stat(theirs)).mode & 0o777).toBe(0o755);
  });
});

describe('ledger of refused attempts', () => {
  it('a refused free-play launch writes no launch row', async () => {
    const database = await seededDatabase();
    try {
      const app = await testApp(database);
      const slot = await findGame(database.db, { gameType: 'RNG', supportPlay: 0 });
      const body = { nodeId: slot.nodeId, vassalage: slot.vassalage, gameType: slot.gameType, device: 'WEB', backUrl: 'http://localhost:5173/', language: 'EN', freePlay: true };
      for (let i = 0; i < LIMITS.freePlayLaunchesPerIp; i += 1) await call(app, 'gameLaunchFB', { body, ip: '203.0.113.70' });
      const launches = async () => (await database.db.select({ n: count() }).from(t.launches).where(eq(t.launches.freePlay, true)))[0]?.n ?? 0;
      const before = await launches();
      expect((await call(app, 'gameLaunchFB', { body, ip: '203.0.113.70' })).status).toBe(429);
      expect(await launches()).toBe(before);
      await app.close();
    } finally {
      await database.close();
    }
  });
});
