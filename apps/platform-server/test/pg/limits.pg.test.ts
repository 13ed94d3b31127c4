/**
 * Limits under real concurrency (DATABASE_URL): two app instances, each with its own pool of 10
 * connections, on one PostgreSQL database, answer 20 parallel requests. Limits are reserved by
 * the atomic upsert before the argon2 work or the code comparison, so no burst gets past them:
 * one captcha-less attempt per account, 5 failures per (account, IP), 5 tries per SMS code,
 * one SMS per number per 60 s, 5 wrong old passwords per member.
 */
import { ERROR_CODES, type LoginValue } from '@gamehall/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as t from '../../src/db/schema.ts';
import { SEEDED_PASSWORD } from '../../src/seed/accounts.ts';
import { type Answer, call, clientCookie, lastSmsCode } from '../accountHelpers.ts';
import { testApp } from '../helpers.ts';
import { twoInstances } from './pgHelpers.ts';

const BURST = 20;
const pair = twoInstances((database) => testApp(database));
/** Instance A for even requests, B for odd ones. */
const instance = (i: number) => (i % 2 === 0 ? pair.a : pair.b);
const codes = (answers: Answer[]) => answers.map((x) => (x.status === 429 ? 'request.too.many' : (x.body.errorCode ?? 'OK')));
const tally = (answers: Answer[]) => codes(answers).reduce<Record<string, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {});

/** Spies on argon2 verification of both instances. */
function spyVerify() {
  const spies = [vi.spyOn(pair.a.platform.hasher, 'verify'), vi.spyOn(pair.b.platform.hasher, 'verify')];
  return {
    calls: () => spies.reduce((n, s) => n + s.mock.calls.length, 0),
    restore: () => spies.forEach((s) => s.mockRestore()),
  };
}

describe('parallel requests on two instances of one PostgreSQL', () => {
  it('20 wrong logins without a captcha: one is judged, the rest need the captcha', async () => {
    const verify = spyVerify();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => call(instance(i), 'login', { body: { type: 'username', username: 'player1', password: `Wrong${String(i)}Pass2026` }, ip: '192.0.2.60' })),
    );
    const counts = tally(answers);
    expect(counts[ERROR_CODES.loginFailed]).toBe(1);
    expect(counts[ERROR_CODES.captchaInvalid]).toBe(BURST - 1);
    expect(verify.calls()).toBe(1);
    verify.restore();
    for (const x of answers) expect(x.body.value).toEqual({ captcha: true });
  });

  it('20 wrong logins with solved captchas from one IP: at most 5 failures, the rest 429, and no more argon2 work', async () => {
    // 20 clients, each with its own live captcha and its answer.
    const solved = await Promise.all(
      Array.from({ length: BURST }, async (_, i) => {
        const image = await call<string>(instance(i), 'captcha', { ip: `192.0.2.${String(100 + i)}` });
        const cookie = clientCookie(image) ?? '';
        const answer = (await pair.a.inject({ method: 'GET', url: '/dev/captcha', headers: { cookie } })).json<{ value: { answer: string } }>().value.answer;
        return { cookie, answer };
      }),
    );
    const verify = spyVerify();
    const answers = await Promise.all(
      solved.map(({ cookie, answer }, i) =>
        call(instance(i), 'login', { body: { type: 'username', username: 'agent41', password: `Wrong${String(i)}Pass2026`, captcha: answer }, ip: '192.0.2.61', cookie }),
      ),
    );
    const counts = tally(answers);
    expect(counts[ERROR_CODES.loginFailed]).toBe(5);
    expect(counts[ERROR_CODES.tooManyRequests]).toBe(BURST - 5);
    expect(verify.calls()).toBe(5);
    verify.restore();
    // The pair stays blocked, even with the right password.
    const image = await call<string>(pair.a, 'captcha', { ip: '192.0.2.61' });
    const cookie = clientCookie(image) ?? '';
    const answer = (await pair.a.inject({ method: 'GET', url: '/dev/captcha', headers: { cookie } })).json<{ value: { answer: string } }>().value.answer;
    expect((await call(pair.b, 'login', { body: { type: 'username', username: 'agent41', password: SEEDED_PASSWORD, captcha: answer }, ip: '192.0.2.61', cookie })).status).toBe(429);
  });

  it('20 wrong SMS codes at once: 5 tries are compared, then the code is dead even for the right digits', async () => {
    const mobile = { mobileNum: '9170000002', countryDialingCode: '63' };
    expect((await call(pair.a, 'smsNoLogin', { body: mobile, ip: '192.0.2.70' })).body.success).toBe(true);
    const code = await lastSmsCode(pair.a, '+639170000002');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => call(instance(i), 'login', { body: { type: 'sms', ...mobile, verificationCode: wrong }, ip: `192.0.2.${String(130 + i)}` })),
    );
    expect(tally(answers)).toEqual({ [ERROR_CODES.smsCodeInvalid]: BURST });
    const [row] = await pair.dbA.db
      .select({ attempts: t.smsCodes.attempts })
      .from(t.smsCodes)
      .where(and(eq(t.smsCodes.recipient, '+639170000002'), eq(t.smsCodes.purpose, 'noLogin')));
    expect(row?.attempts).toBe(5);
    const right = await call<LoginValue>(pair.b, 'login', { body: { type: 'sms', ...mobile, verificationCode: code }, ip: '192.0.2.71' });
    expect(right.body.errorCode).toBe(ERROR_CODES.smsCodeInvalid);
  });

  it('20 SMS requests for one number at once: one is sent, the rest 429 (one per 60 s)', async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => call(instance(i), 'smsNoLogin', { body: { mobileNum: '9171234567', countryDialingCode: '63' }, ip: `192.0.2.${String(160 + i)}` })),
    );
    expect(tally(answers)).toEqual({ OK: 1, [ERROR_CODES.tooManyRequests]: BURST - 1 });
    expect(await pair.a.platform.outbox.list({ recipient: '+639171234567' })).toHaveLength(1);
  });

  it('20 wrong old passwords at once on one session: at most 5 are checked, the rest 429', async () => {
    const login = await call<LoginValue>(pair.a, 'login', { body: { type: 'username', username: 'agent42', password: SEEDED_PASSWORD }, ip: '192.0.2.80' });
    const token = login.body.value.token;
    const verify = spyVerify();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        call(instance(i), 'changePassword', { token, body: { oldPassword: `Wrong${String(i)}Pass2026`, newPassword: 'Lighthouse42Moss', confirmNewPassword: 'Lighthouse42Moss' } }),
      ),
    );
    expect(tally(answers)).toEqual({ [ERROR_CODES.oldPasswordWrong]: 5, [ERROR_CODES.tooManyRequests]: BURST - 5 });
    expect(verify.calls()).toBe(5);
    verify.restore();
  });
});
