/**
 * Registration by user name and by mobile (spec §5, §7), the register settings enforced by the
 * server, affiliate codes, SMS sending limits and sealed-body refusals on real endpoints.
 */
import { ERROR_CODES, type LoginValue, endpoints } from '@gamehall/api-client/contract';
import { sealBody } from '@gamehall/api-client/crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { memberId } from '../src/seed/accounts.ts';
import { accountCounts, call, lastSmsCode } from './accountHelpers.ts';
import { ipSequence, seededApp } from './helpers.ts';

const env = seededApp({ fakeClock: true });
const freshIp = ipSequence('10.1');

const PASSWORD = 'Sunflower7Orbit';
const base = { password: PASSWORD, confirmPassword: PASSWORD, agreed: true, login: true, registerMethod: 'WEB' as const };
const register = (body: Record<string, unknown>, ip = freshIp()) => call<LoginValue | null>(env.app, 'register', { body, ip });
const registerMobile = (body: Record<string, unknown>, ip = freshIp()) => call<LoginValue | null>(env.app, 'registerMobile', { body, ip });

describe('register by user name', () => {
  it('creates the member, a wallet and (login: true) a session; the affiliate agent becomes the upline', async () => {
    const before = await accountCounts(env.database.db);
    const res = await register({ ...base, username: 'NewMember01', email: 'new01@example.com', payeeName: 'Juan Dela Cruz', affiliateCode: 'ag2001' });
    expect(res.body.success).toBe(true);
    const value = res.body.value as LoginValue;
    expect(value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, captcha: false });
    const after = await accountCounts(env.database.db);
    expect([after.members, after.wallets, after.sessions]).toEqual([before.members + 1, before.wallets + 1, before.sessions + 1]);
    const info = await call(env.app, 'memberInfo', { token: value.token });
    expect(info.body.value).toMatchObject({ account: 'newmember01', nickname: 'NewMember01', type: 0, email: 'new01@example.com' });
    expect((await call(env.app, 'balance', { token: value.token })).body.value).toMatchObject({ balance: '0.00' });
    const [row] = await env.database.db.select().from(t.members).where(eq(t.members.account, 'newmember01'));
    expect(row?.parentId).toBe(await memberId(env.database.db, 'agent2'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.profile).toMatchObject({ payeeName: 'Juan Dela Cruz' });
    // The new member logs in with the password.
    const login = await call<LoginValue>(env.app, 'login', { body: { type: 'username', username: 'newmember01', password: PASSWORD }, ip: freshIp() });
    expect(login.body.value.firstTimeLogin).toBe(false);
  });

  it('answers an empty token without login: true', async () => {
    const res = await register({ ...base, username: 'NoLogin002', login: false });
    expect(res.body.value).toMatchObject({ token: '', firstTimeLogin: true });
  });

  it.each([
    ['terms not accepted', { ...base, username: 'Candidate1', agreed: false }, ERROR_CODES.fieldInvalid, /^agreed:/, { field: 'agreed', problem: 'terms' }],
    ['no user name', { ...base }, ERROR_CODES.fieldInvalid, /^username: is required/, { field: 'username', problem: 'required' }],
    ['a short user name', { ...base, username: 'abc' }, ERROR_CODES.fieldInvalid, /^username: must be 6-16 characters/, { field: 'username', problem: 'length' }],
    ['a user name starting with a digit', { ...base, username: '1candidate' }, ERROR_CODES.fieldInvalid, /^username: has an invalid format/, { field: 'username', problem: 'pattern' }],
    ['a bad e-mail', { ...base, username: 'Candidate1', email: 'not-an-email' }, ERROR_CODES.fieldInvalid, /^email:/, { field: 'email', problem: 'pattern' }],
    ['a bad payee name', { ...base, username: 'Candidate1', payeeName: 'R2-D2' }, ERROR_CODES.fieldInvalid, /^payeeName:/, { field: 'payeeName', problem: 'pattern' }],
    ['a short password', { ...base, username: 'Candidate1', password: 'Ab1', confirmPassword: 'Ab1' }, ERROR_CODES.fieldInvalid, /^password: must be 8-64/, { field: 'password', problem: 'length' }],
    ['a 65-character password', { ...base, username: 'Candidate1', password: `A1${'b'.repeat(63)}`, confirmPassword: `A1${'b'.repeat(63)}` }, ERROR_CODES.fieldInvalid, /^password: must be 8-64/, { field: 'password', problem: 'length' }],
    ['a password without digits', { ...base, username: 'Candidate1', password: 'OnlyLettersHere', confirmPassword: 'OnlyLettersHere' }, ERROR_CODES.fieldInvalid, /^password: has an invalid format/, { field: 'password', problem: 'pattern' }],
    ['a common password', { ...base, username: 'Candidate1', password: 'password1', confirmPassword: 'password1' }, ERROR_CODES.passwordWeak, /too common/, null],
    ['a guessable password', { ...base, username: 'Candidate1', password: 'Candidate1x', confirmPassword: 'Candidate1x' }, ERROR_CODES.passwordWeak, /.+/, null],
    ['a different confirmation', { ...base, username: 'Candidate1', confirmPassword: 'Sunflower7Orbiz' }, ERROR_CODES.fieldInvalid, /^confirmPassword:/, { field: 'confirmPassword', problem: 'same' }],
    ['an unknown affiliate code', { ...base, username: 'Candidate1', affiliateCode: 'NOPE99' }, ERROR_CODES.affiliateInvalid, /^Invalid invitation code$/, null],
    ['a member code as affiliate code', { ...base, username: 'Candidate1', affiliateCode: 'player1' }, ERROR_CODES.affiliateInvalid, /.+/, null],
    ['a taken user name (any case)', { ...base, username: 'PLAYER1' }, ERROR_CODES.accountExists, /^username:/, null],
  ])('refuses %s with a named error, writing nothing', async (_name, body, errorCode, message, value) => {
    const before = await accountCounts(env.database.db);
    const res = await register(body);
    expect(res.status).toBe(200);
    // A field failure names the field and the problem for the client's translation (value), and in English (message).
    expect(res.body).toMatchObject({ success: false, errorCode });
    expect(res.body.value).toEqual(value);
    expect(res.body.message).toMatch(message);
    expect(await accountCounts(env.database.db)).toEqual(before);
  });

  it.each([
    ['no password', { username: 'Candidate1', confirmPassword: PASSWORD, agreed: true }, /"password"/],
    ['a number as e-mail', { ...base, username: 'Candidate1', email: { a: 1 } }, /"email"/],
    ['letters as mobile number', { ...base, username: 'Candidate1', mobileNum: 'abcdefghij' }, /"mobileNum"/],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_name, body, message) => {
    const before = await accountCounts(env.database.db);
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: ERROR_CODES.badRequest });
    expect(res.body.message).toMatch(message);
    expect(await accountCounts(env.database.db)).toEqual(before);
  });

  it('refuses a duplicate mobile number', async () => {
    const res = await register({ ...base, username: 'Candidate2', mobileNum: '9171234567', countryDialingCode: '63' });
    expect(res.body).toMatchObject({ success: false, errorCode: ERROR_CODES.mobileExists });
  });

  it('limits registrations per IP (429 after 20 a window)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) expect((await register({ ...base, username: 'x' }, ip)).status).toBe(200);
    const blocked = await register({ ...base, username: 'Candidate3' }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ errorCode: ERROR_CODES.tooManyRequests, message: 'Too many requests, please try again after 5 minutes' });
  });
});

describe('register by mobile', () => {
  const mobile = { mobileNum: '9181112233', countryDialingCode: '63' };

  it('needs the SMS code of sms/register; the code is single use', async () => {
    const ip = freshIp();
    const sent = await call(env.app, 'smsRegister', { body: { mobileNo: mobile.mobileNum, countryDialingCode: '63' }, ip });
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 5 }, message: 'OK' });
    const code = await lastSmsCode(env.app, '+639181112233');
    const before = await accountCounts(env.database.db);
    const noCode = await registerMobile({ ...base, ...mobile }, ip);
    expect(noCode.body).toMatchObject({ success: false, errorCode: ERROR_CODES.smsCodeInvalid });
    const wrong = await registerMobile({ ...base, ...mobile, verificationCode: code === '999999' ? '000000' : '999999' }, ip);
    expect(wrong.body.errorCode).toBe(ERROR_CODES.smsCodeInvalid);
    expect(await accountCounts(env.database.db)).toEqual(before);
    const ok = await registerMobile({ ...base, ...mobile, verificationCode: code }, ip);
    expect(ok.body.success).toBe(true);
    const info = await call(env.app, 'memberInfo', { token: (ok.body.value as LoginValue).token });
    expect(info.body.value).toMatchObject({ account: 'm639181112233', mobileNum: '9181112233', countryDialingCode: '63' });
    // The number is now taken: sms/register and register/mobile refuse it.
    expect((await call(env.app, 'smsRegister', { body: { mobileNo: mobile.mobileNum }, ip: freshIp() })).body.errorCode).toBe(ERROR_CODES.mobileExists);
    expect((await registerMobile({ ...base, ...mobile, username: 'Another01', verificationCode: code })).body.errorCode).toBe(ERROR_CODES.mobileExists);
  });

  it('writes nothing and keeps the code when a later rule fails', async () => {
    const number = '9182223344';
    await call(env.app, 'smsRegister', { body: { mobileNo: number }, ip: freshIp() });
    const code = await lastSmsCode(env.app, `+63${number}`);
    const before = await accountCounts(env.database.db);
    const taken = await registerMobile({ ...base, mobileNum: number, username: 'player2', verificationCode: code });
    expect(taken.body.errorCode).toBe(ERROR_CODES.accountExists);
    expect(await accountCounts(env.database.db)).toEqual(before);
    expect((await registerMobile({ ...base, mobileNum: number, username: 'Mobile02', verificationCode: code })).body.success).toBe(true);
  });

  it('refuses a number that breaks the mobile rule (10-11 digits) before sending', async () => {
    const before = await accountCounts(env.database.db);
    const res = await call(env.app, 'smsRegister', { body: { mobileNo: '91234' }, ip: freshIp() });
    expect(res.body).toMatchObject({ success: false, errorCode: ERROR_CODES.fieldInvalid, message: 'mobileNum: must be 10-11 characters' });
    expect(await accountCounts(env.database.db)).toEqual(before);
  });

  it('sends at most once per 60 s and 5 times an hour per number (429), then again later', async () => {
    const body = { mobileNo: '9183334455' };
    expect((await call(env.app, 'smsRegister', { body, ip: freshIp() })).status).toBe(200);
    const again = await call(env.app, 'smsRegister', { body, ip: freshIp() });
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ success: false, value: null, message: 'Too many requests, please try again after 5 minutes', errorCode: ERROR_CODES.tooManyRequests });
    for (let i = 0; i < 4; i += 1) {
      env.clock.advance(61_000);
      expect((await call(env.app, 'smsRegister', { body, ip: freshIp() })).status).toBe(200);
    }
    env.clock.advance(61_000);
    const before = await accountCounts(env.database.db);
    expect((await call(env.app, 'smsRegister', { body, ip: freshIp() })).status).toBe(429);
    expect(await accountCounts(env.database.db)).toEqual(before);
    env.clock.advance(3_600_000);
    expect((await call(env.app, 'smsRegister', { body, ip: freshIp() })).status).toBe(200);
  });
});

describe('affiliate codes', () => {
  it('names the agent of a valid code in any case; an unknown code fails', async () => {
    expect((await call(env.app, 'affiliate', { query: '?code=ag1001&domain=gamehall.example' })).body).toEqual({ success: true, value: { code: 'AG1001', agentNickname: 'Agent One' }, message: 'OK' });
    expect((await call(env.app, 'affiliate', { query: '?code=ZZ9999' })).body).toEqual({ success: false, value: null, message: 'Invalid invitation code', errorCode: ERROR_CODES.affiliateInvalid });
    expect((await call(env.app, 'affiliate', { query: '?code=bad-code!' })).status).toBe(400);
    expect((await call(env.app, 'affiliate')).status).toBe(400);
  });
});

describe('sealed bodies on real endpoints', () => {
  it('refuses a replayed, a stale and a tampered login body with encryption.* envelopes, creating no session', async () => {
    const key = (await call<never>(env.app, 'publicKey')).body.value;
    const sealed = await sealBody({ type: 'username', username: 'player2', password: 'Gamehall2026' }, { method: 'POST', path: endpoints.login.path, key, now: env.clock.now() });
    const send = (header: string, body: string) =>
      env.app.inject({ method: 'POST', url: endpoints.login.path, headers: { encryption: header, 'content-type': 'application/json' }, payload: body, remoteAddress: freshIp() });
    expect((await send(sealed.header, sealed.body)).json()).toMatchObject({ success: true });
    const before = await accountCounts(env.database.db);
    const replayed = await send(sealed.header, sealed.body);
    expect([replayed.statusCode, replayed.json<{ errorCode: string }>().errorCode]).toEqual([400, ERROR_CODES.encryptionReplayed]);
    const stale = await sealBody({ type: 'username', username: 'player2', password: 'Gamehall2026' }, { method: 'POST', path: endpoints.login.path, key, now: env.clock.now() - 6 * 60_000 });
    expect((await send(stale.header, stale.body)).json<{ errorCode: string }>().errorCode).toBe(ERROR_CODES.encryptionStale);
    const fresh = await sealBody({ type: 'username', username: 'player2', password: 'Gamehall2026' }, { method: 'POST', path: endpoints.login.path, key, now: env.clock.now() });
    const parsed = JSON.parse(fresh.body) as Record<string, string>;
    const data = parsed.data ?? '';
    const tampered = JSON.stringify({ ...parsed, data: `${data.slice(0, -2)}${data.endsWith('AA') ? 'BB' : 'AA'}` });
    expect((await send(fresh.header, tampered)).json<{ errorCode: string }>().errorCode).toBe(ERROR_CODES.encryptionInvalid);
    const plain = await env.app.inject({ method: 'POST', url: endpoints.login.path, payload: { type: 'username', username: 'player2', password: 'Gamehall2026' } });
    expect([plain.statusCode, plain.json<{ errorCode: string }>().errorCode]).toEqual([400, ERROR_CODES.encryptionInvalid]);
    expect(await accountCounts(env.database.db)).toEqual(before);
  });
});
