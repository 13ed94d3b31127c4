/**
 * Password change (spec §5, §7), forgot password by e-mail (in_been_out) and by mobile
 * (reset then automatic login, spec §4), and the SMS code request without a session.
 */
import { ERROR_CODES, type LoginValue } from '@gamehall/api-client/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema.ts';
import { DEFAULT_PASSWORD, SEEDED_PASSWORD } from '../src/seed/accounts.ts';
import { accountCounts, call, lastSmsCode } from './accountHelpers.ts';
import { ipSequence, seededApp } from './helpers.ts';

const env = seededApp({ fakeClock: true });
const freshIp = ipSequence('10.2');

const login = async (username: string, password: string) => call<LoginValue | null>(env.app, 'login', { body: { type: 'username', username, password }, ip: freshIp() });
const tokenOf = async (username: string, password: string) => {
  const res = await login(username, password);
  if (!res.body.success) throw new Error(`login ${username}: ${res.body.message}`);
  return (res.body.value as LoginValue).token;
};
const change = (token: string, body: Record<string, unknown>) => call(env.app, 'changePassword', { token, body });

describe('change password', () => {
  it('checks the old password, keeps this session, revokes the others, and the new password works', async () => {
    const token = await tokenOf('agent41', SEEDED_PASSWORD);
    const other = await tokenOf('agent41', SEEDED_PASSWORD);
    const before = await accountCounts(env.database.db);
    const wrong = await change(token, { oldPassword: 'Incorrect2026', newPassword: 'Lighthouse42Moss', confirmNewPassword: 'Lighthouse42Moss' });
    expect(wrong.body).toMatchObject({ success: false, errorCode: ERROR_CODES.oldPasswordWrong });
    const missing = await change(token, { newPassword: 'Lighthouse42Moss', confirmNewPassword: 'Lighthouse42Moss' });
    expect(missing.body).toMatchObject({ success: false, errorCode: ERROR_CODES.fieldInvalid, message: 'oldPassword: is required', value: { field: 'oldPassword', problem: 'required' } });
    const weak = await change(token, { oldPassword: SEEDED_PASSWORD, newPassword: 'qwerty123', confirmNewPassword: 'qwerty123' });
    expect(weak.body.errorCode).toBe(ERROR_CODES.passwordWeak);
    const mismatch = await change(token, { oldPassword: SEEDED_PASSWORD, newPassword: 'Lighthouse42Moss', confirmNewPassword: 'Lighthouse42Mosz' });
    expect(mismatch.body).toMatchObject({ errorCode: ERROR_CODES.fieldInvalid, message: expect.stringMatching(/^confirmNewPassword:/) as unknown });
    const same = await change(token, { oldPassword: SEEDED_PASSWORD, newPassword: SEEDED_PASSWORD, confirmNewPassword: SEEDED_PASSWORD });
    expect(same.body).toMatchObject({ errorCode: ERROR_CODES.fieldInvalid, message: expect.stringMatching(/^newPassword: must differ/) as unknown, value: { field: 'newPassword', problem: 'differs' } });
    expect(await accountCounts(env.database.db)).toEqual(before);

    const ok = await change(token, { oldPassword: SEEDED_PASSWORD, newPassword: 'Lighthouse42Moss', confirmNewPassword: 'Lighthouse42Moss' });
    expect(ok.body).toEqual({ success: true, value: null, message: 'OK' });
    expect((await call(env.app, 'memberInfo', { token })).status).toBe(200);
    expect((await call(env.app, 'memberInfo', { token: other })).status).toBe(401);
    expect((await login('agent41', SEEDED_PASSWORD)).body.errorCode).toBe(ERROR_CODES.loginFailed);
  });

  it('lets the default password be replaced without the old one and clears the flag', async () => {
    const first = await login('defaultpw', DEFAULT_PASSWORD);
    expect(first.body.value).toMatchObject({ passwordExpired: true });
    const token = (first.body.value as LoginValue).token;
    expect((await change(token, { newPassword: 'Marigold19Canyon', confirmNewPassword: 'Marigold19Canyon' })).body.success).toBe(true);
    // A default password can never be chosen again: it is common.
    expect((await login('defaultpw', 'Marigold19Canyon')).body.value).toMatchObject({ passwordExpired: false });
  });

  it('needs the old password to replace an expired (not default) one, then logs in without the flag', async () => {
    const token = await tokenOf('expiredpw', SEEDED_PASSWORD);
    const without = await change(token, { newPassword: 'Riverbank88Quill', confirmNewPassword: 'Riverbank88Quill' });
    expect(without.body).toMatchObject({ success: false, errorCode: ERROR_CODES.fieldInvalid, value: { field: 'oldPassword', problem: 'required' } });
    const wrong = await change(token, { oldPassword: 'NotMine2026x', newPassword: 'Riverbank88Quill', confirmNewPassword: 'Riverbank88Quill' });
    expect(wrong.body.errorCode).toBe(ERROR_CODES.oldPasswordWrong);
    expect((await change(token, { oldPassword: SEEDED_PASSWORD, newPassword: 'Riverbank88Quill', confirmNewPassword: 'Riverbank88Quill' })).body.success).toBe(true);
    expect((await login('expiredpw', 'Riverbank88Quill')).body.value).toMatchObject({ passwordExpired: false });
  });

  it('serves a forced-change session only change password, logout and member info until the password is changed', async () => {
    // defaultpw got a new password above: give it the flagged default one again.
    await env.database.db
      .update(t.members)
      .set({ passwordHash: await env.app.platform.hasher.hash(DEFAULT_PASSWORD), passwordIsDefault: true })
      .where(eq(t.members.account, 'defaultpw'));
    const first = await login('defaultpw', DEFAULT_PASSWORD);
    expect(first.body.value).toMatchObject({ passwordExpired: true });
    const token = (first.body.value as LoginValue).token;
    // Member info tells a restored session to re-open the forced change.
    expect((await call(env.app, 'memberInfo', { token })).body).toMatchObject({ success: true, value: { account: 'defaultpw', passwordExpired: true } });
    for (const name of ['balance', 'memberIcon', 'fundsConsolidated', 'unreadCount'] as const) {
      const res = await call(env.app, name, { token });
      expect(res.status, name).toBe(200);
      expect(res.body, name).toEqual({ success: false, value: null, message: 'Please change your password before continuing', errorCode: ERROR_CODES.passwordChangeRequired });
    }
    // An optional endpoint serves it as anonymous: popups for members (execution A) are not shown.
    const popups = await call<{ popup: { execution?: string }[] }>(env.app, 'announcements', { query: '?types=PU', token });
    const anonymous = await call<{ popup: { execution?: string }[] }>(env.app, 'announcements', { query: '?types=PU' });
    expect(popups.body.value).toEqual(anonymous.body.value);
    // A default password may be replaced without the old one; then the session works everywhere.
    expect((await change(token, { newPassword: 'Harbour31Thistle', confirmNewPassword: 'Harbour31Thistle' })).body.success).toBe(true);
    expect((await call(env.app, 'memberInfo', { token })).body.value).toMatchObject({ passwordExpired: false });
    expect((await call(env.app, 'balance', { token })).body).toMatchObject({ success: true, value: { balance: expect.any(String) as unknown } });
    const next = await login('defaultpw', 'Harbour31Thistle');
    expect(next.body.value).toMatchObject({ passwordExpired: false });
    expect((await call(env.app, 'balance', { token: (next.body.value as LoginValue).token })).body.success).toBe(true);
  });

  it('lets a forced-change session log out', async () => {
    // An expired password (changed 200 days ago) makes a forced-change session too.
    await env.database.db
      .update(t.members)
      .set({ passwordChangedAt: new Date(env.clock.now() - 200 * 86_400_000) })
      .where(eq(t.members.account, 'player1'));
    const res = await login('player1', SEEDED_PASSWORD);
    expect(res.body.value).toMatchObject({ passwordExpired: true });
    const token = (res.body.value as LoginValue).token;
    expect((await call(env.app, 'balance', { token })).body.errorCode).toBe(ERROR_CODES.passwordChangeRequired);
    expect((await call(env.app, 'logout', { token })).body).toEqual({ success: true, value: null, message: 'OK' });
    expect((await call(env.app, 'memberInfo', { token })).status).toBe(401);
  });

  it('blocks after 5 wrong old passwords (429), before hashing', async () => {
    const token = await tokenOf('agent42', SEEDED_PASSWORD);
    for (let i = 0; i < 5; i += 1) {
      expect((await change(token, { oldPassword: `Wrong${String(i)}Pass2026`, newPassword: 'Lighthouse42Moss', confirmNewPassword: 'Lighthouse42Moss' })).body.errorCode).toBe(ERROR_CODES.oldPasswordWrong);
    }
    const blocked = await change(token, { oldPassword: SEEDED_PASSWORD, newPassword: 'Lighthouse42Moss', confirmNewPassword: 'Lighthouse42Moss' });
    expect(blocked.status).toBe(429);
  });

  it('answers 401 without a session before opening the body', async () => {
    const res = await change('', { oldPassword: SEEDED_PASSWORD, newPassword: 'Lighthouse42Moss', confirmNewPassword: 'Lighthouse42Moss' });
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe(ERROR_CODES.notSession);
  });
});

describe('forgot password by e-mail', () => {
  it('answers the same whether or not the account and e-mail match; only a match writes to the outbox', async () => {
    const before = await accountCounts(env.database.db);
    const match = await call(env.app, 'forgotPasswordEmail', { body: { username: 'Player1', email: 'PLAYER1@gamehall.example' }, ip: freshIp() });
    const wrongEmail = await call(env.app, 'forgotPasswordEmail', { body: { username: 'player1', email: 'someone@example.com' }, ip: freshIp() });
    const unknown = await call(env.app, 'forgotPasswordEmail', { body: { username: 'nobody_at_all', email: 'nobody@example.com' }, ip: freshIp() });
    expect(match.body).toEqual({ success: true, value: null, message: 'OK' });
    expect(wrongEmail.body).toEqual(match.body);
    expect(unknown.body).toEqual(match.body);
    expect((await accountCounts(env.database.db)).outbox).toBe(before.outbox + 1);
    const [mail] = await env.app.platform.outbox.list({ recipient: 'player1@gamehall.example' });
    expect(mail).toMatchObject({ channel: 'email', subject: 'Gamehall password reset request' });
    expect(mail?.body).toContain('player1');
  });

  it('refuses a missing field (400) and limits requests per account (429 after 3)', async () => {
    expect((await call(env.app, 'forgotPasswordEmail', { body: { username: 'player1' }, ip: freshIp() })).status).toBe(400);
    for (let i = 0; i < 3; i += 1) expect((await call(env.app, 'forgotPasswordEmail', { body: { username: 'agent2', email: 'x@example.com' }, ip: freshIp() })).status).toBe(200);
    expect((await call(env.app, 'forgotPasswordEmail', { body: { username: 'agent2', email: 'x@example.com' }, ip: freshIp() })).status).toBe(429);
  });
});

describe('forgot password by mobile', () => {
  const mobile = { mobileNum: '9170000002', countryDialingCode: '63' };

  it('resets with the SMS code, revokes every session and logs in', async () => {
    const old = await tokenOf('player2', SEEDED_PASSWORD);
    expect((await call(env.app, 'smsNoLogin', { body: mobile, ip: freshIp() })).body.value).toEqual({ expiredMinutes: 5 });
    const code = await lastSmsCode(env.app, '+639170000002');
    const before = await accountCounts(env.database.db);
    const wrong = await call(env.app, 'passwordVerification', { body: { ...mobile, verificationCode: code === '000000' ? '111111' : '000000', newPassword: 'Orchard55Lantern', confirmNewPassword: 'Orchard55Lantern' }, ip: freshIp() });
    expect(wrong.body.errorCode).toBe(ERROR_CODES.smsCodeInvalid);
    const weak = await call(env.app, 'passwordVerification', { body: { ...mobile, verificationCode: code, newPassword: 'password', confirmNewPassword: 'password' }, ip: freshIp() });
    expect(weak.body.success).toBe(false);
    expect(await accountCounts(env.database.db)).toEqual(before);
    const res = await call<LoginValue>(env.app, 'passwordVerification', { body: { ...mobile, verificationCode: code, newPassword: 'Orchard55Lantern', confirmNewPassword: 'Orchard55Lantern' }, ip: freshIp() });
    expect(res.body.success).toBe(true);
    expect(res.body.value).toMatchObject({ passwordExpired: false, captcha: false });
    expect((await call(env.app, 'memberInfo', { token: res.body.value.token })).body.value).toMatchObject({ account: 'player2' });
    expect((await call(env.app, 'memberInfo', { token: old })).status).toBe(401);
    expect((await login('player2', 'Orchard55Lantern')).body.success).toBe(true);
    const reused = await call(env.app, 'passwordVerification', { body: { ...mobile, verificationCode: code, newPassword: 'Orchard56Lantern' }, ip: freshIp() });
    expect(reused.body.errorCode).toBe(ERROR_CODES.smsCodeInvalid);
  });

  it('answers an unknown number like a known one after the same writes, and sends nothing', async () => {
    const known = await call(env.app, 'smsNoLogin', { body: { mobileNum: '9171234567', countryDialingCode: '63' }, ip: freshIp() });
    const before = await accountCounts(env.database.db);
    const write = vi.spyOn(env.app.platform.outbox, 'write');
    const transaction = vi.spyOn(env.database.db, 'transaction');
    const res = await call(env.app, 'smsNoLogin', { body: { mobileNum: '9999999999', countryDialingCode: '63' }, ip: freshIp() });
    expect(res.status).toBe(known.status);
    expect(res.body).toEqual(known.body);
    expect(res.body).toEqual({ success: true, value: { expiredMinutes: 5 }, message: 'OK' });
    // The same transaction as a delivery, but the code row is born used and nothing is sent.
    expect(transaction).toHaveBeenCalledTimes(1);
    expect(write).not.toHaveBeenCalled();
    transaction.mockRestore();
    write.mockRestore();
    const after = await accountCounts(env.database.db);
    expect(after).toEqual({ ...before, smsCodes: before.smsCodes + 1, usedSmsCodes: before.usedSmsCodes + 1 });
    const reset = await call(env.app, 'passwordVerification', { body: { mobileNum: '9999999999', verificationCode: '123456', newPassword: 'Orchard55Lantern' }, ip: freshIp() });
    expect(reset.body.errorCode).toBe(ERROR_CODES.smsCodeInvalid);
  });

  it('refuses bad input with 400 envelopes', async () => {
    expect((await call(env.app, 'smsNoLogin', { body: { mobileNum: '12' }, ip: freshIp() })).status).toBe(400);
    expect((await call(env.app, 'smsNoLogin', { body: {}, ip: freshIp() })).status).toBe(400);
    expect((await call(env.app, 'passwordVerification', { body: { mobileNum: '9170000002', newPassword: 'Orchard55Lantern' }, ip: freshIp() })).status).toBe(400);
  });
});
