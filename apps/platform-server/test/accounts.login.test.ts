/**
 * Login (spec §4, §6), captcha, login rate limits, SMS login, sessions, logout and trial
 * accounts against the real app on PGlite, with a fake clock.
 */
import { ERROR_CODES, Envelope, LoginValue, type LoginValue as LoginValueType, MemberInfo } from '@gamehall/api-client/contract';
import { eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { describe, expect, it, vi } from 'vitest';
import { CAPTCHA_TTL_MS } from '../src/accounts/captcha.ts';
import * as t from '../src/db/schema.ts';
import { BODY_LIMIT } from '../src/app.ts';
import { DEFAULT_PASSWORD, SEEDED_PASSWORD } from '../src/seed/accounts.ts';
import { accountCounts, call, clientCookie, lastSmsCode } from './accountHelpers.ts';
import { ipSequence, seededApp } from './helpers.ts';

const env = seededApp({ fakeClock: true });
/** A fresh client IP per scenario, so limits and captcha needs do not leak between tests. */
const freshIp = ipSequence('10.0');

const login = (body: Record<string, unknown>, options: { ip?: string; cookie?: string } = {}) => call<LoginValueType | { captcha: boolean } | null>(env.app, 'login', { body, ip: options.ip ?? freshIp(), cookie: options.cookie });

/** Fetches a captcha for a client and reads its answer from the dev endpoint. */
async function solveCaptcha(ip: string, cookie?: string): Promise<{ cookie: string; answer: string; png: string }> {
  const image = await call<string>(env.app, 'captcha', { ip, cookie });
  const jar = clientCookie(image, cookie);
  if (!jar) throw new Error('no client cookie');
  const dev = await env.app.inject({ method: 'GET', url: '/dev/captcha', headers: { cookie: jar } });
  return { cookie: jar, answer: dev.json<{ value: { answer: string } }>().value.answer, png: image.body.value };
}

describe('login by user name', () => {
  it('logs in with the right password (any case of the user name) and the token opens member info', async () => {
    const before = await accountCounts(env.database.db);
    const res = await login({ type: 'username', username: 'PLAYER1', password: SEEDED_PASSWORD });
    expect(res.status).toBe(200);
    expect(Value.Check(Envelope(LoginValue), res.body)).toBe(true);
    const value = res.body.value as LoginValueType;
    expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, captcha: false });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await accountCounts(env.database.db)).sessions).toBe(before.sessions + 1);
    const [stored] = await env.database.db.select().from(t.sessions).where(eq(t.sessions.memberId, (await call<{ id: number }>(env.app, 'memberInfo', { token: value.token })).body.value.id));
    expect(stored?.tokenHash).not.toBe(value.token);
    const info = await call(env.app, 'memberInfo', { token: value.token });
    expect(Value.Check(Envelope(MemberInfo), info.body)).toBe(true);
    expect(info.body.value).toMatchObject({ account: 'player1', type: 0, mobileNum: '9171234567', countryDialingCode: '63' });
  });

  it('flags the first login, the default password and an expired password', async () => {
    const first = await login({ type: 'username', username: 'newbie', password: SEEDED_PASSWORD });
    expect(first.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    const second = await login({ type: 'username', username: 'newbie', password: SEEDED_PASSWORD });
    expect(second.body.value).toMatchObject({ firstTimeLogin: false });
    expect((await login({ type: 'username', username: 'defaultpw', password: DEFAULT_PASSWORD })).body.value).toMatchObject({ passwordExpired: true });
    expect((await login({ type: 'username', username: 'expiredpw', password: SEEDED_PASSWORD })).body.value).toMatchObject({ passwordExpired: true });
  });

  it('answers an unknown user and a wrong password identically, after the same argon2 work', async () => {
    const verify = vi.spyOn(env.app.platform.hasher, 'verify');
    const before = await accountCounts(env.database.db);
    const unknown = await login({ type: 'username', username: 'nobody_here', password: 'Whatever2026' });
    const wrong = await login({ type: 'username', username: 'player2', password: 'Whatever2026' });
    expect(unknown.status).toBe(200);
    expect(wrong.body).toEqual(unknown.body);
    expect(unknown.body).toEqual({ success: false, value: { captcha: true }, message: 'Incorrect account or password', errorCode: ERROR_CODES.loginFailed });
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify.mock.calls[0]?.[0]).toBeUndefined();
    expect(verify.mock.calls[1]?.[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verify.mock.results[0]?.value).resolves.toBe(false);
    verify.mockRestore();
    expect((await accountCounts(env.database.db)).sessions).toBe(before.sessions);
  });

  it('requires a single-use captcha after a failure, for that account from any client and for that client', async () => {
    const ip = freshIp();
    const failed = await login({ type: 'username', username: 'agent42', password: 'WrongPass2026' }, { ip });
    expect(failed.body.value).toEqual({ captcha: true });
    const cookie = clientCookie(failed);
    expect(cookie).toMatch(/^gh_client=/);
    // The right password without a captcha: refused, the captcha flag again.
    const noCaptcha = await login({ type: 'username', username: 'agent42', password: SEEDED_PASSWORD }, { ip: freshIp() });
    expect(noCaptcha.body).toMatchObject({ success: false, errorCode: ERROR_CODES.captchaInvalid, value: { captcha: true } });
    // The same client needs one for another account too.
    const otherAccount = await login({ type: 'username', username: 'agent41', password: SEEDED_PASSWORD }, { ip, cookie });
    expect(otherAccount.body.errorCode).toBe(ERROR_CODES.captchaInvalid);
    const solved = await solveCaptcha(ip, cookie);
    expect(Buffer.from(solved.png, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const ok = await login({ type: 'username', username: 'agent42', password: SEEDED_PASSWORD, captcha: solved.answer.toLowerCase() }, { ip, cookie: solved.cookie });
    expect(ok.body.success).toBe(true);
    // The success reset the counts; after a new failure, reusing the same answer fails: the captcha was consumed.
    expect((await login({ type: 'username', username: 'agent42', password: 'WrongPass2026' }, { ip, cookie: solved.cookie })).body.errorCode).toBe(ERROR_CODES.loginFailed);
    const reused = await login({ type: 'username', username: 'agent42', password: SEEDED_PASSWORD, captcha: solved.answer }, { ip, cookie: solved.cookie });
    expect(reused.body.errorCode).toBe(ERROR_CODES.captchaInvalid);
  });

  it('consumes a captcha on a wrong answer and refuses an expired one', async () => {
    const ip = freshIp();
    await login({ type: 'username', username: 'agent2', password: 'WrongPass2026' }, { ip });
    const first = await solveCaptcha(ip);
    const wrong = await login({ type: 'username', username: 'agent2', password: SEEDED_PASSWORD, captcha: 'XXXXX' }, { ip, cookie: first.cookie });
    expect(wrong.body.errorCode).toBe(ERROR_CODES.captchaInvalid);
    const late = await login({ type: 'username', username: 'agent2', password: SEEDED_PASSWORD, captcha: first.answer }, { ip, cookie: first.cookie });
    expect(late.body.errorCode).toBe(ERROR_CODES.captchaInvalid);
    const second = await solveCaptcha(ip, first.cookie);
    env.clock.advance(CAPTCHA_TTL_MS + 1000);
    // The failure window lapsed too: a new failure turns the requirement on again.
    expect((await login({ type: 'username', username: 'agent2', password: 'WrongPass2026' }, { ip, cookie: second.cookie })).body.errorCode).toBe(ERROR_CODES.loginFailed);
    const expired = await login({ type: 'username', username: 'agent2', password: SEEDED_PASSWORD, captcha: second.answer }, { ip, cookie: second.cookie });
    expect(expired.body.errorCode).toBe(ERROR_CODES.captchaInvalid);
    const third = await solveCaptcha(ip, first.cookie);
    expect((await login({ type: 'username', username: 'agent2', password: SEEDED_PASSWORD, captcha: third.answer }, { ip, cookie: third.cookie })).body.success).toBe(true);
  });

  it('blocks an (account, IP) pair after 5 failures while the user still logs in from elsewhere; the block ends', async () => {
    const ip = freshIp();
    let cookie: string | undefined;
    for (let i = 0; i < 5; i += 1) {
      const solved = i === 0 ? undefined : await solveCaptcha(ip, cookie);
      const res = await login({ type: 'username', username: 'agent1', password: `Wrong${String(i)}Pass2026`, captcha: solved?.answer }, { ip, cookie: solved?.cookie ?? cookie });
      expect(res.body.errorCode).toBe(ERROR_CODES.loginFailed);
      cookie = clientCookie(res, solved?.cookie ?? cookie);
    }
    const verify = vi.spyOn(env.app.platform.hasher, 'verify');
    const solved = await solveCaptcha(ip, cookie);
    const blocked = await login({ type: 'username', username: 'agent1', password: SEEDED_PASSWORD, captcha: solved.answer }, { ip, cookie: solved.cookie });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, value: null, message: 'Too many requests, please try again after 5 minutes', errorCode: ERROR_CODES.tooManyRequests });
    expect(verify).not.toHaveBeenCalled();
    verify.mockRestore();
    // The real user elsewhere: a captcha (the account had failures), then in.
    const elsewhere = freshIp();
    const theirs = await solveCaptcha(elsewhere);
    expect((await login({ type: 'username', username: 'agent1', password: SEEDED_PASSWORD, captcha: theirs.answer }, { ip: elsewhere, cookie: theirs.cookie })).body.success).toBe(true);
    env.clock.advance(env.app.platform.limiter.windows.blockMs + 1000);
    const after = await solveCaptcha(ip, cookie);
    expect((await login({ type: 'username', username: 'agent1', password: SEEDED_PASSWORD, captcha: after.answer }, { ip, cookie: after.cookie })).body.success).toBe(true);
  });

  it('blocks an IP after 30 failures on any accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) {
      // A new account name and a new client each time: no captcha is needed yet.
      const res = await login({ type: 'username', username: `ghost${String(i)}`, password: 'Whatever2026' }, { ip });
      expect(res.body.errorCode).toBe(ERROR_CODES.loginFailed);
    }
    const blocked = await login({ type: 'username', username: 'player2', password: SEEDED_PASSWORD }, { ip });
    expect(blocked.status).toBe(429);
    env.clock.advance(env.app.platform.limiter.windows.blockMs + 1000);
    expect((await login({ type: 'username', username: 'player2', password: SEEDED_PASSWORD }, { ip })).body.success).toBe(true);
  });

  it('refuses non-agents on the agent page and non-members, creating no session', async () => {
    const before = await accountCounts(env.database.db);
    const member = await login({ type: 'username', username: 'player2', password: SEEDED_PASSWORD, agent: true });
    expect(member.body).toEqual({ success: false, value: null, message: 'Non-agents cannot log in', errorCode: ERROR_CODES.notAgent });
    for (const account of ['suspended', 'trial1']) {
      const res = await login({ type: 'username', username: account, password: SEEDED_PASSWORD });
      expect(res.body).toEqual({ success: false, value: null, message: 'Non-member account unable to login', errorCode: ERROR_CODES.notMember });
    }
    expect((await accountCounts(env.database.db)).sessions).toBe(before.sessions);
    for (const agent of ['agent41', 'AGENT42']) {
      const ip = freshIp();
      const res = await login({ type: 'username', username: agent, password: SEEDED_PASSWORD, agent: true }, { ip });
      if (res.body.errorCode === ERROR_CODES.captchaInvalid) {
        const solved = await solveCaptcha(ip);
        expect((await login({ type: 'username', username: agent, password: SEEDED_PASSWORD, agent: true, captcha: solved.answer }, { ip, cookie: solved.cookie })).body.success).toBe(true);
      } else expect(res.body.success).toBe(true);
    }
  });

  it.each([
    ['no type', { username: 'player1', password: SEEDED_PASSWORD }, 400, /"type"/],
    ['an unknown type', { type: 'facebook', username: 'player1', password: SEEDED_PASSWORD }, 400, /"type"/],
    ['no user name', { type: 'username', password: SEEDED_PASSWORD }, 400, /"username"/],
    ['no password', { type: 'username', username: 'player1' }, 400, /"password"/],
    ['an object as user name', { type: 'username', username: { $ne: '' }, password: SEEDED_PASSWORD }, 400, /"username"/],
    ['a word as the agent flag', { type: 'username', username: 'player1', password: SEEDED_PASSWORD, agent: 'yes' }, 400, /"agent"/],
    ['a list as password', { type: 'username', username: 'player1', password: ['a', 'b'] }, 400, /"password"/],
    ['an oversized password', { type: 'username', username: 'player1', password: 'x'.repeat(129) }, 400, /"password"/],
  ])('refuses %s with a 400 envelope naming the field, writing nothing', async (_name, body, status, message) => {
    const before = await accountCounts(env.database.db);
    const res = await login(body);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, errorCode: ERROR_CODES.badRequest, value: null });
    expect(res.body.message).toMatch(message);
    expect(await accountCounts(env.database.db)).toEqual(before);
  });

  it('refuses malformed JSON (400) and a body over the limit (413) with envelopes', async () => {
    const before = await accountCounts(env.database.db);
    const broken = await call(env.app, 'login', { body: '{"type":', raw: true, ip: freshIp() });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ success: false, errorCode: ERROR_CODES.badRequest });
    const huge = await call(env.app, 'login', { body: { type: 'username', username: 'player1', password: 'x'.repeat(BODY_LIMIT) }, raw: true, ip: freshIp() });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ success: false, value: null });
    expect(await accountCounts(env.database.db)).toEqual(before);
  });
});

describe('login by SMS code', () => {
  const mobile = { mobileNum: '9171234567', countryDialingCode: '63' };
  const recipient = '+639171234567';

  it('logs in with a code from sms/noLogin once; the code cannot be reused', async () => {
    const ip = freshIp();
    const sent = await call(env.app, 'smsNoLogin', { body: mobile, ip });
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 5 }, message: 'OK' });
    const code = await lastSmsCode(env.app, recipient);
    const res = await login({ type: 'sms', ...mobile, verificationCode: code }, { ip });
    expect(res.body.success).toBe(true);
    const info = await call(env.app, 'memberInfo', { token: (res.body.value as LoginValueType).token });
    expect(info.body.value).toMatchObject({ account: 'player1' });
    const again = await login({ type: 'sms', ...mobile, verificationCode: code }, { ip });
    expect(again.body).toMatchObject({ success: false, errorCode: ERROR_CODES.smsCodeInvalid });
  });

  it('refuses a wrong code, an expired code and a code after 5 wrong tries, writing no session', async () => {
    env.clock.advance(61_000);
    await call(env.app, 'smsNoLogin', { body: mobile, ip: freshIp() });
    const code = await lastSmsCode(env.app, recipient);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const before = await accountCounts(env.database.db);
    for (let i = 0; i < 5; i += 1) {
      expect((await login({ type: 'sms', ...mobile, verificationCode: wrongCode })).body.errorCode).toBe(ERROR_CODES.smsCodeInvalid);
    }
    expect((await login({ type: 'sms', ...mobile, verificationCode: code })).body.errorCode).toBe(ERROR_CODES.smsCodeInvalid);
    env.clock.advance(61_000);
    await call(env.app, 'smsNoLogin', { body: mobile, ip: freshIp() });
    const fresh = await lastSmsCode(env.app, recipient);
    env.clock.advance(5 * 60_000 + 1000);
    const expired = await login({ type: 'sms', ...mobile, verificationCode: fresh });
    expect(expired.body).toMatchObject({ success: false, errorCode: ERROR_CODES.smsCodeExpired, message: 'Verification code expired, please send again' });
    const after = await accountCounts(env.database.db);
    expect(after.sessions).toBe(before.sessions);
    expect(after.usedSmsCodes).toBe(before.usedSmsCodes + 1); // the first code was replaced by the fresh one, nothing else used
  });

  it('needs the mobile number and the code', async () => {
    expect((await login({ type: 'sms', countryDialingCode: '63', verificationCode: '123456' })).status).toBe(400);
    expect((await login({ type: 'sms', ...mobile })).status).toBe(400);
    expect((await login({ type: 'sms', ...mobile, verificationCode: '12ab56' })).status).toBe(400);
  });
});

describe('sessions', () => {
  const loginPlayer = async () => ((await login({ type: 'username', username: 'player2', password: SEEDED_PASSWORD })).body.value as LoginValueType).token;

  it('answers 401 login.not.session without a token, with an unknown one, after logout and after expiry', async () => {
    const expectDead = async (token?: string) => {
      const res = await call(env.app, 'memberInfo', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, value: null, message: 'You are not logged in, please login', errorCode: ERROR_CODES.notSession });
    };
    await expectDead();
    await expectDead('not-a-real-token-at-all-xxxxxxxxxxxxxxxxxxxx');
    await expectDead('bad token with spaces');
    const token = await loginPlayer();
    expect((await call(env.app, 'logout', { token })).body).toEqual({ success: true, value: null, message: 'OK' });
    await expectDead(token);
    expect((await call(env.app, 'logout', { token })).status).toBe(401);
    // Kept in use (the idle time-out is shorter), a session lives until its lifetime ends.
    const other = await loginPlayer();
    const step = env.app.platform.sessions.idleMs / 2;
    for (let left = env.app.platform.sessions.ttlMs - 1000; left > 0; left -= step) {
      env.clock.advance(Math.min(step, left));
      expect((await call(env.app, 'memberInfo', { token: other })).status).toBe(200);
    }
    env.clock.advance(2000);
    await expectDead(other);
  });

  it('accepts a Bearer token and makes the announcements audience "member"', async () => {
    const token = await loginPlayer();
    expect((await call(env.app, 'balance', { token: `Bearer ${token}` })).body.value).toMatchObject({ balance: '250.50', currency: 'PHP', currencySymbol: '₱' });
    const anonymous = await call<{ popup: { execution?: string }[] }>(env.app, 'announcements', { query: '?types=PU' });
    const member = await call<{ popup: { execution?: string }[] }>(env.app, 'announcements', { query: '?types=PU', token });
    expect(anonymous.body.value.popup.every((p) => p.execution !== 'A')).toBe(true);
    expect(member.body.value.popup.every((p) => p.execution !== 'B')).toBe(true);
  });
});

describe('trial accounts (login/freeplay)', () => {
  it('creates a type 4 member with play money; real-account calls answer member.trial', async () => {
    const before = await accountCounts(env.database.db);
    const res = await call<LoginValueType>(env.app, 'loginFreeplay', { body: { platform: 'W', gatewayVersion: '3' }, ip: freshIp() });
    expect(res.body.success).toBe(true);
    const token = res.body.value.token;
    const after = await accountCounts(env.database.db);
    expect([after.members, after.wallets, after.sessions]).toEqual([before.members + 1, before.wallets + 1, before.sessions + 1]);
    expect((await call(env.app, 'memberInfo', { token })).body.value).toMatchObject({ type: 4, account: expect.stringMatching(/^trial_[0-9a-f]{10}$/) as unknown });
    expect((await call(env.app, 'balance', { token })).body.value).toMatchObject({ balance: '2000.00' });
    const funds = await call(env.app, 'fundsConsolidated', { token });
    expect(funds.body).toEqual({ success: false, value: null, message: 'Please register a real account to use this function', errorCode: ERROR_CODES.trialAccount });
    const change = await call(env.app, 'changePassword', { token, body: { oldPassword: 'x', newPassword: 'Brand9New2026', confirmNewPassword: 'Brand9New2026' } });
    expect(change.body.errorCode).toBe(ERROR_CODES.trialAccount);
  });

  it('is refused when the whitelabel switches FREEPLAY3 off, writing nothing', async () => {
    const [row] = await env.database.db.select().from(t.settings).where(eq(t.settings.key, 'site'));
    const document = row!.document as { whitelabel: { modId: string; enabled: string }[] };
    const off = { ...document, whitelabel: document.whitelabel.map((n) => (n.modId === 'FREEPLAY3' ? { ...n, enabled: '0' } : n)) };
    await env.database.db.update(t.settings).set({ document: off }).where(eq(t.settings.key, 'site'));
    try {
      const before = await accountCounts(env.database.db);
      const res = await call(env.app, 'loginFreeplay', { body: {}, ip: freshIp() });
      expect(res.body).toMatchObject({ success: false, errorCode: ERROR_CODES.disabled });
      expect(await accountCounts(env.database.db)).toEqual(before);
    } finally {
      await env.database.db.update(t.settings).set({ document }).where(eq(t.settings.key, 'site'));
    }
  });
});
