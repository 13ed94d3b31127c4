/**
 * One-time login codes (the `?token=` of spec §4; issue 10 §3) and the sliding idle time-out of
 * sessions, against the real app on PGlite with a fake clock.
 */
import { ERROR_CODES, type LoginCodeIssued, type LoginCodeValue, type LoginValue, type MemberInfo } from '@gamehall/api-client/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LAST_SEEN_WRITE_MS, hashToken } from '../src/accounts/sessions.ts';
import { parseAdminArgs, runAdminCommand } from '../src/admin/commands.ts';
import { ACCOUNT_DEFAULTS, loadConfig } from '../src/config.ts';
import * as t from '../src/db/schema.ts';
import { LIMITS } from '../src/security/rateLimiter.ts';
import { SEEDED_PASSWORD } from '../src/seed/accounts.ts';
import { call } from './accountHelpers.ts';
import { abuseFigure, ipSequence, seededApp } from './helpers.ts';

const env = seededApp({ fakeClock: true });
/** A fresh client IP per scenario, so the per-address limits do not leak between tests. */
const freshIp = ipSequence('10.9');

async function loginAs(username: string): Promise<string> {
  const res = await call<LoginValue>(env.app, 'login', { body: { type: 'username', username, password: SEEDED_PASSWORD }, ip: freshIp() });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.value.token;
}

const issue = (token: string) => call<LoginCodeIssued>(env.app, 'loginCode', { token, ip: freshIp() });
const exchange = (code: string, ip = freshIp()) => call<LoginCodeValue>(env.app, 'loginCodeExchange', { body: { code }, ip });
const memberInfo = (token: string) => call<MemberInfo>(env.app, 'memberInfo', { token, ip: freshIp() });

describe('one-time login codes (?token=)', () => {
  it('a logged-in member gets a 256-bit code valid 60 s; exchanged once it is a new session of that member', async () => {
    const token = await loginAs('player1');
    const issued = await issue(token);
    expect(issued.status).toBe(200);
    expect(issued.body.value.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued.body.value.expiresIn).toBe(60);

    const first = await exchange(issued.body.value.code);
    expect(first.body).toMatchObject({ success: true, value: { account: 'player1', passwordExpired: false, captcha: false } });
    const session = first.body.value.token;
    expect(session).not.toBe(token);
    expect((await memberInfo(session)).body.value.account).toBe('player1');
    // The first session lives on: the code made a second one, it did not move the first.
    expect((await memberInfo(token)).body.value.account).toBe('player1');

    const again = await exchange(issued.body.value.code);
    expect(again.body).toMatchObject({ success: false, errorCode: ERROR_CODES.loginCodeInvalid, value: null });
    abuseFigure(`login link replayed: the second exchange of a used code answered ${ERROR_CODES.loginCodeInvalid}`);
  });

  it('is stored only as its hash and is not a session token', async () => {
    const { code } = (await issue(await loginAs('player2'))).body.value;
    const rows = await env.database.db.select().from(t.loginCodes).where(eq(t.loginCodes.codeHash, hashToken(code)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]).toMatchObject({ issuedBy: 'session' });
    expect((await memberInfo(code)).status).toBe(401);
    expect((await exchange(code)).body.success).toBe(true);
    expect(await env.database.db.select().from(t.loginCodes).where(eq(t.loginCodes.codeHash, hashToken(code)))).toHaveLength(0);
  });

  it('expires after 60 s', async () => {
    const { code } = (await issue(await loginAs('player1'))).body.value;
    env.clock.advance(t.LOGIN_CODE_TTL_MS + 1);
    expect((await exchange(code)).body.errorCode).toBe(ERROR_CODES.loginCodeInvalid);
    abuseFigure(`login link after ${String(t.LOGIN_CODE_TTL_MS / 1000)} s: answered ${ERROR_CODES.loginCodeInvalid}`);
  });

  it('of ten parallel exchanges of one code exactly one gets a session', async () => {
    const { code } = (await issue(await loginAs('player1'))).body.value;
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(code)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => a.body.errorCode === ERROR_CODES.loginCodeInvalid)).toHaveLength(9);
    abuseFigure('login link raced: 10 parallel exchanges of one code made 1 session');
  });

  it('an unknown or malformed code is refused (business failure or 400), a trial account gets no code', async () => {
    expect((await exchange('A'.repeat(43))).body).toMatchObject({ success: false, errorCode: ERROR_CODES.loginCodeInvalid });
    expect((await exchange('short')).status).toBe(400);
    expect((await exchange(`${'A'.repeat(43)}<script>`)).status).toBe(400);
    const trial = await call<LoginValue>(env.app, 'loginFreeplay', { body: { platform: 'W', gatewayVersion: '3' }, ip: freshIp() });
    expect((await issue(trial.body.value.token)).body).toMatchObject({ success: false, errorCode: ERROR_CODES.trialAccount });
    expect((await call(env.app, 'loginCode', { ip: freshIp() })).status).toBe(401);
  });

  it('a disabled member cannot log in with a code made before the account was disabled', async () => {
    const token = await loginAs('player2');
    const { code } = (await issue(token)).body.value;
    await env.database.db.update(t.members).set({ disabled: true }).where(eq(t.members.account, 'player2'));
    try {
      expect((await exchange(code)).body.errorCode).toBe(ERROR_CODES.notMember);
    } finally {
      await env.database.db.update(t.members).set({ disabled: false }).where(eq(t.members.account, 'player2'));
    }
  });

  it('exchanges are limited per address, an IPv6 client per /64', async () => {
    const tries = Array.from({ length: LIMITS.loginCodesPerIp }, (_, i) => exchange('B'.repeat(43), `2001:db8:77:1::${(i + 1).toString(16)}`));
    for (const answer of await Promise.all(tries)) expect(answer.body.errorCode).toBe(ERROR_CODES.loginCodeInvalid);
    // Another address of the same /64: still the same client.
    expect((await exchange('B'.repeat(43), '2001:db8:77:1:ffff::1')).status).toBe(429);
    expect((await exchange('B'.repeat(43), '2001:db8:77:2::1')).body.errorCode).toBe(ERROR_CODES.loginCodeInvalid);
    abuseFigure(`login code guessing: exchange ${String(LIMITS.loginCodesPerIp + 1)} from one IPv6 /64 answered 429 (and a code is 256 bits)`);
  });

  it('the admin command login-code makes a code for an account; unknown and trial accounts are refused', async () => {
    expect(parseAdminArgs(['login-code', 'Player1'])).toEqual({ cmd: 'login-code', account: 'Player1' });
    expect(() => parseAdminArgs(['login-code'])).toThrow(/usage/);
    const result = await runAdminCommand(env.app.platform, { cmd: 'login-code', account: 'Player1' });
    expect(result.ok).toBe(true);
    const code = result.ok ? /\/\?token=([A-Za-z0-9_-]{43})/.exec(result.message)?.[1] : undefined;
    expect(code).toBeDefined();
    expect(result.ok && result.message).toContain('valid once within 60 s');
    expect((await exchange(String(code))).body.value.account).toBe('player1');
    expect(await runAdminCommand(env.app.platform, { cmd: 'login-code', account: 'nobody9' })).toEqual({ ok: false, error: 'no account nobody9' });
    expect(await runAdminCommand(env.app.platform, { cmd: 'login-code', account: 'suspended' })).toMatchObject({ ok: false });
  });

  it('making a code deletes the expired ones', async () => {
    const token = await loginAs('player1');
    await issue(token);
    env.clock.advance(t.LOGIN_CODE_TTL_MS + 1);
    const token2 = await loginAs('player1');
    await issue(token2);
    const [row] = await env.database.db.select({ n: count() }).from(t.loginCodes);
    expect(row?.n).toBe(1);
  });
});

describe('sliding idle time-out of sessions', () => {
  const IDLE = ACCOUNT_DEFAULTS.sessionIdleMs;
  const lastSeen = async (token: string) =>
    (await env.database.db.select({ at: t.sessions.lastSeenAt }).from(t.sessions).where(eq(t.sessions.tokenHash, hashToken(token))))[0]?.at.getTime();

  it('is 30 minutes by default and read from SESSION_IDLE_MS', () => {
    expect(loadConfig({}).sessionIdleMs).toBe(1_800_000);
    expect(loadConfig({ SESSION_IDLE_MS: '600000' }).sessionIdleMs).toBe(600_000);
    expect(() => loadConfig({ SESSION_IDLE_MS: '0' })).toThrow(/SESSION_IDLE_MS/);
  });

  it('a session in use lives past the idle time-out; one left idle for it answers 401 login.not.session', async () => {
    const token = await loginAs('player1');
    for (let i = 0; i < 4; i += 1) {
      env.clock.advance(IDLE - 60_000);
      expect((await memberInfo(token)).status).toBe(200);
    }
    env.clock.advance(IDLE);
    const ended = await memberInfo(token);
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ success: false, errorCode: ERROR_CODES.notSession });
    // It stays ended: a later request does not revive it.
    expect((await memberInfo(token)).status).toBe(401);
    abuseFigure(`idle session: a token unused for ${String(IDLE / 60_000)} min answered 401 ${ERROR_CODES.notSession} (in use, it lived ${String((4 * (IDLE - 60_000)) / 60_000)} min)`);
  });

  it('writes the last use at most once a minute', async () => {
    const token = await loginAs('player2');
    const made = await lastSeen(token);
    env.clock.advance(LAST_SEEN_WRITE_MS / 2);
    await memberInfo(token);
    expect(await lastSeen(token)).toBe(made);
    env.clock.advance(LAST_SEEN_WRITE_MS / 2);
    await memberInfo(token);
    expect(await lastSeen(token)).toBe(env.clock.now());
  });

  it('a check that is not a use (the notification socket’s) does not keep an idle session alive', async () => {
    const token = await loginAs('player2');
    const made = await lastSeen(token);
    env.clock.advance(IDLE - 60_000);
    expect(await env.app.platform.sessions.find(token, { touch: false })).toBeDefined();
    expect(await lastSeen(token)).toBe(made);
    env.clock.advance(60_000);
    expect(await env.app.platform.sessions.find(token, { touch: false })).toBeUndefined();
    expect((await memberInfo(token)).status).toBe(401);
  });

  it('the absolute lifetime still ends a session in constant use', async () => {
    const token = await loginAs('player1');
    const steps = Math.ceil(ACCOUNT_DEFAULTS.sessionTtlMs / (IDLE / 2));
    for (let i = 0; i < steps - 1; i += 1) {
      env.clock.advance(IDLE / 2);
      expect((await memberInfo(token)).status, `step ${String(i)}`).toBe(200);
    }
    env.clock.advance(IDLE / 2);
    expect((await memberInfo(token)).status).toBe(401);
  });
});
