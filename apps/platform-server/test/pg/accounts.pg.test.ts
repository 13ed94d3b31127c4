/**
 * Accounts on a real PostgreSQL (DATABASE_URL): two app instances (`buildApp`), each with its own
 * connection pool, on one database. A session made on A works on B (and a logout on B ends it on
 * A), a captcha fetched on A is checked on B, a rate limit counted on A holds on B, an SMS code
 * sent by A is used on B, and concurrent registrations of one user name make one member.
 */
import { ERROR_CODES, type LoginValue } from '@gamehall/api-client/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema.ts';
import { SEEDED_PASSWORD } from '../../src/seed/accounts.ts';
import { call, clientCookie, lastSmsCode } from '../accountHelpers.ts';
import { testApp } from '../helpers.ts';
import { twoInstances } from './pgHelpers.ts';

const pair = twoInstances((database) => testApp(database));

describe('accounts shared by two instances on PostgreSQL', () => {
  it('a session made on A works on B, and a logout on B ends it on A', async () => {
    const login = await call<LoginValue>(pair.a, 'login', { body: { type: 'username', username: 'player1', password: SEEDED_PASSWORD }, ip: '192.0.2.10' });
    expect(login.body.success).toBe(true);
    const token = login.body.value.token;
    expect((await call(pair.b, 'memberInfo', { token })).body.value).toMatchObject({ account: 'player1' });
    expect((await call(pair.b, 'logout', { token })).status).toBe(200);
    expect((await call(pair.a, 'memberInfo', { token })).status).toBe(401);
  });

  it('a captcha fetched on A (its cookie) is checked on B, once', async () => {
    const ip = '192.0.2.20';
    const failed = await call(pair.a, 'login', { body: { type: 'username', username: 'agent2', password: 'WrongPass2026' }, ip });
    expect(failed.body.value).toEqual({ captcha: true });
    const image = await call<string>(pair.a, 'captcha', { ip, cookie: clientCookie(failed) });
    const cookie = clientCookie(image, clientCookie(failed)) ?? '';
    const answer = (await pair.a.inject({ method: 'GET', url: '/dev/captcha', headers: { cookie } })).json<{ value: { answer: string } }>().value.answer;
    const onB = await call(pair.b, 'login', { body: { type: 'username', username: 'agent2', password: SEEDED_PASSWORD, captcha: answer }, ip, cookie });
    expect(onB.body.success).toBe(true);
    // The success reset the counts; after a new failure the used answer is refused.
    expect((await call(pair.b, 'login', { body: { type: 'username', username: 'agent2', password: 'WrongPass2026' }, ip, cookie })).body.errorCode).toBe(ERROR_CODES.loginFailed);
    const again = await call(pair.a, 'login', { body: { type: 'username', username: 'agent2', password: SEEDED_PASSWORD, captcha: answer }, ip, cookie });
    expect(again.body.errorCode).toBe(ERROR_CODES.captchaInvalid);
  });

  it('a rate limit counted on A holds on B', async () => {
    const ip = '192.0.2.30';
    for (let i = 0; i < 30; i += 1) {
      const app = i % 2 === 0 ? pair.a : pair.b;
      expect((await call(app, 'login', { body: { type: 'username', username: `ghost${String(i)}`, password: 'Whatever2026' }, ip })).body.errorCode).toBe(ERROR_CODES.loginFailed);
    }
    const blocked = await call(pair.b, 'login', { body: { type: 'username', username: 'player2', password: SEEDED_PASSWORD }, ip });
    expect(blocked.status).toBe(429);
    expect((await call(pair.a, 'login', { body: { type: 'username', username: 'player2', password: SEEDED_PASSWORD }, ip })).status).toBe(429);
  });

  it('an SMS code sent by A logs in on B; the 60 s resend limit holds across instances', async () => {
    const body = { mobileNum: '9171234567', countryDialingCode: '63' };
    expect((await call(pair.a, 'smsNoLogin', { body, ip: '192.0.2.40' })).status).toBe(200);
    expect((await call(pair.b, 'smsNoLogin', { body, ip: '192.0.2.41' })).status).toBe(429);
    const code = await lastSmsCode(pair.b, '+639171234567');
    const res = await call(pair.b, 'login', { body: { type: 'sms', ...body, verificationCode: code }, ip: '192.0.2.40' });
    expect(res.body.success).toBe(true);
  });

  it('concurrent registrations of one user name on A and B make one member', async () => {
    const body = { username: 'RaceWinner1', password: 'Sunflower7Orbit', confirmPassword: 'Sunflower7Orbit', agreed: true, login: true };
    const answers = await Promise.all([call(pair.a, 'register', { body, ip: '192.0.2.50' }), call(pair.b, 'register', { body, ip: '192.0.2.51' })]);
    expect(answers.map((x) => x.body.success).sort()).toEqual([false, true]);
    expect(answers.find((x) => !x.body.success)?.body.errorCode).toBe(ERROR_CODES.accountExists);
    const [row] = await pair.dbA.db.select({ n: count() }).from(t.members).where(eq(t.members.account, 'racewinner1'));
    expect(row?.n).toBe(1);
  });
});
