/**
 * Responsible gaming (issue 12) against the real app on PGlite with a fake clock: deposit limits
 * (a first or lower limit at once, a raise or removal after 24 h, PENDING and CREDITED deposits
 * counted, FAILED ones not), the period boundaries (UTC day, ISO week from Monday, calendar
 * month), the reality-check interval, cool-off and self-exclusion (sessions ended, login, launch
 * and deposits refused with `member.excluded` until the end, never shortened).
 */
import { randomUUID } from 'node:crypto';
import {
  type Deposit,
  type DepositLimitExceeded,
  type Exclusion,
  type LaunchValue,
  type LoginValue,
  type ResponsibleGamingValue,
  ERROR_CODES,
  RESPONSIBLE_GAMING_ERROR_CODES,
  endpoints,
} from '@gamehall/api-client/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMIT_RAISE_DELAY_MS, exclusionEnd, periodBounds } from '../src/accounts/responsibleGaming.ts';
import * as t from '../src/db/schema.ts';
import { SEEDED_PASSWORD, memberId } from '../src/seed/accounts.ts';
import { type Answer, call } from './accountHelpers.ts';
import { ipSequence, seededApp } from './helpers.ts';
import { BACK_URL, findGame } from './play.helpers.ts';

const LOBBY = 'http://lobby.test';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const env = seededApp({ fakeClock: true, config: { paymentSecret: 'test-payment-secret-0123456789abcdef', paymentOrigin: 'http://pay.test' } });
const freshIp = ipSequence('10.31');

async function login(username: string): Promise<Answer<LoginValue>> {
  return call<LoginValue>(env.app, 'login', { body: { type: 'username', username, password: SEEDED_PASSWORD }, ip: freshIp() });
}

async function loginAs(username: string): Promise<string> {
  const res = await login(username);
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.value.token;
}

/** A GCash deposit (100–50000) from the lobby's origin. */
async function deposit(token: string, amount: string): Promise<Answer<Deposit>> {
  const def = endpoints.deposit;
  const res = await env.app.inject({
    method: def.method,
    url: def.path,
    headers: { authorization: token, 'content-type': 'application/json', origin: LOBBY, host: new URL(LOBBY).host },
    payload: JSON.stringify({ requestId: randomUUID(), channelId: 'GCASH', amount }),
    remoteAddress: freshIp(),
  });
  return { status: res.statusCode, body: res.json(), cookies: {}, headers: res.headers };
}

const setLimit = (token: string, period: 'DAILY' | 'WEEKLY' | 'MONTHLY', amount: string | null) => call<ResponsibleGamingValue>(env.app, 'depositLimit', { token, body: { period, amount } });
const settings = async (token: string) => (await call<ResponsibleGamingValue>(env.app, 'responsibleGaming', { token })).body.value;
const limitOf = (value: ResponsibleGamingValue, period: string) => value.limits.find((l) => l.period === period);

/** Moves the fake clock forward to `at` (ms). */
function moveTo(at: number): void {
  const delta = at - env.clock.now();
  if (delta < 0) throw new Error('the fake clock only moves forward');
  env.clock.advance(delta);
}

/** A seeded member's id. */
async function idOf(account: string): Promise<number> {
  const id = await memberId(env.database.db, account);
  if (id === undefined) throw new Error(`no member ${account}`);
  return id;
}

/** Ends every open deposit of a member (so the pending cap of 5 does not get in the way). */
async function failAllDeposits(account: string): Promise<void> {
  await env.database.db.update(t.deposits).set({ status: 'FAILED' }).where(eq(t.deposits.memberId, await idOf(account)));
}

describe('period boundaries', () => {
  it('a day is a UTC day; a week runs from Monday 00:00 UTC (ISO week); a month is a calendar month in UTC', () => {
    const thursday = Date.parse('2026-11-26T15:30:00Z');
    expect(periodBounds('DAILY', thursday)).toEqual({ start: Date.parse('2026-11-26T00:00:00Z'), end: Date.parse('2026-11-27T00:00:00Z') });
    expect(periodBounds('WEEKLY', thursday)).toEqual({ start: Date.parse('2026-11-23T00:00:00Z'), end: Date.parse('2026-11-30T00:00:00Z') });
    // Sunday's last minute still belongs to the week that began on Monday; Monday 00:00 starts a new one.
    expect(periodBounds('WEEKLY', Date.parse('2026-11-29T23:59:59Z')).start).toBe(Date.parse('2026-11-23T00:00:00Z'));
    expect(periodBounds('WEEKLY', Date.parse('2026-11-30T00:00:00Z')).start).toBe(Date.parse('2026-11-30T00:00:00Z'));
    expect(periodBounds('MONTHLY', Date.parse('2026-12-31T23:59:59Z'))).toEqual({ start: Date.parse('2026-12-01T00:00:00Z'), end: Date.parse('2027-01-01T00:00:00Z') });
    expect(periodBounds('MONTHLY', Date.parse('2027-02-14T08:00:00Z')).end).toBe(Date.parse('2027-03-01T00:00:00Z'));
  });

  it('a cool-off lasts whole days, a self-exclusion calendar months (clamped to the month end)', () => {
    const at = Date.parse('2026-08-31T10:00:00Z');
    expect(exclusionEnd('COOL_OFF', 1, at)).toBe(at + DAY);
    expect(exclusionEnd('COOL_OFF', 42, at)).toBe(at + 42 * DAY);
    expect(new Date(exclusionEnd('SELF_EXCLUSION', 6, at)).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(new Date(exclusionEnd('SELF_EXCLUSION', 60, at)).toISOString()).toBe('2031-08-31T10:00:00.000Z');
    expect(() => exclusionEnd('COOL_OFF', 43, at)).toThrow(/1 to 42 days/);
    expect(() => exclusionEnd('SELF_EXCLUSION', 5, at)).toThrow(/6 to 60 months/);
  });

  it('what was deposited yesterday, last week or last month no longer counts', async () => {
    // Sunday 23:00 UTC of the week after next (a session does not live across the jump: log in after it).
    const nextMonday = periodBounds('WEEKLY', env.clock.now()).end + 7 * DAY;
    moveTo(nextMonday - HOUR);
    let token = await loginAs('agent42');
    expect((await setLimit(token, 'DAILY', '300')).body.success).toBe(true);
    expect((await setLimit(token, 'WEEKLY', '500')).body.success).toBe(true);
    expect((await deposit(token, '300')).body.success).toBe(true);
    // Same Sunday: the daily limit is used up.
    const refused = await deposit(token, '100');
    expect(refused.body.errorCode).toBe(RESPONSIBLE_GAMING_ERROR_CODES.depositLimitExceeded);
    expect((refused.body.value as unknown as DepositLimitExceeded).period).toBe('DAILY');
    // Monday 00:00 UTC: a new day and a new week.
    moveTo(nextMonday);
    token = await loginAs('agent42');
    const fresh = await settings(token);
    expect(limitOf(fresh, 'DAILY')).toMatchObject({ amount: '300.00', used: '0.00', remaining: '300.00', periodEndsAt: new Date(nextMonday + DAY).toISOString() });
    expect(limitOf(fresh, 'WEEKLY')).toMatchObject({ used: '0.00', remaining: '500.00', periodEndsAt: new Date(nextMonday + 7 * DAY).toISOString() });
    expect((await deposit(token, '300')).body.success).toBe(true);
    await failAllDeposits('agent42');
  });
});

describe('deposit limits', () => {
  it('a first limit applies at once; a deposit over it is refused with what is left; PENDING and CREDITED count, FAILED does not', async () => {
    const token = await loginAs('player2');
    const set = await setLimit(token, 'DAILY', '1000.50');
    expect(set.body.success).toBe(true);
    expect(limitOf(set.body.value, 'DAILY')).toMatchObject({ amount: '1000.50', used: '0.00', remaining: '1000.50' });
    expect(limitOf(set.body.value, 'DAILY')?.pending).toBeUndefined();
    expect(limitOf(set.body.value, 'WEEKLY')).toMatchObject({ amount: null });

    expect((await deposit(token, '600')).body.success).toBe(true);
    const over = await deposit(token, '400.51');
    expect(over.body).toMatchObject({ success: false, errorCode: RESPONSIBLE_GAMING_ERROR_CODES.depositLimitExceeded, value: { period: 'DAILY', limit: '1000.50', remaining: '400.50' } });
    expect(over.body.message).toMatch(/daily deposit limit of 1000\.50: you can deposit up to 400\.50 more/);
    // Exactly up to the limit is allowed.
    expect((await deposit(token, '400.50')).body.success).toBe(true);
    expect(limitOf(await settings(token), 'DAILY')).toMatchObject({ used: '1000.50', remaining: '0.00' });
    // Failed deposits give the room back.
    await failAllDeposits('player2');
    expect(limitOf(await settings(token), 'DAILY')).toMatchObject({ used: '0.00', remaining: '1000.50' });
  });

  it('a raise waits 24 h (the lower limit holds until then); a cut applies at once and drops a pending raise', async () => {
    let token = await loginAs('player2');
    const base = env.clock.now();
    expect((await setLimit(token, 'WEEKLY', '1000')).body.success).toBe(true);
    const raised = await setLimit(token, 'WEEKLY', '5000');
    expect(limitOf(raised.body.value, 'WEEKLY')).toMatchObject({ amount: '1000.00', pending: { amount: '5000.00', effectiveAt: new Date(base + LIMIT_RAISE_DELAY_MS).toISOString() } });
    // Also lift the daily limit of the test above: a removal waits too.
    const removed = await setLimit(token, 'DAILY', null);
    expect(limitOf(removed.body.value, 'DAILY')).toMatchObject({ amount: '1000.50', pending: { amount: null } });

    expect((await deposit(token, '1000.01')).body.errorCode).toBe(RESPONSIBLE_GAMING_ERROR_CODES.depositLimitExceeded);
    env.clock.advance(LIMIT_RAISE_DELAY_MS - 60_000);
    token = await loginAs('player2');
    expect((await deposit(token, '1000.01')).body.errorCode).toBe(RESPONSIBLE_GAMING_ERROR_CODES.depositLimitExceeded);
    env.clock.advance(60_000);
    const after = await settings(token);
    expect(limitOf(after, 'WEEKLY')).toMatchObject({ amount: '5000.00' });
    expect(limitOf(after, 'WEEKLY')?.pending).toBeUndefined();
    expect(limitOf(after, 'DAILY')).toMatchObject({ amount: null });
    expect(limitOf(after, 'DAILY')?.remaining).toBeUndefined();
    // The weekly period may have turned over with the clock; deposit what the weekly limit still allows.
    await failAllDeposits('player2');
    expect((await deposit(token, '1000.01')).body.success).toBe(true);

    // A raise is pending, then a cut: the cut applies now and the raise is gone.
    await setLimit(token, 'MONTHLY', '3000');
    await setLimit(token, 'MONTHLY', '9000');
    const cut = await setLimit(token, 'MONTHLY', '2000');
    expect(limitOf(cut.body.value, 'MONTHLY')).toMatchObject({ amount: '2000.00' });
    expect(limitOf(cut.body.value, 'MONTHLY')?.pending).toBeUndefined();
    env.clock.advance(LIMIT_RAISE_DELAY_MS + 1);
    token = await loginAs('player2');
    expect(limitOf(await settings(token), 'MONTHLY')).toMatchObject({ amount: '2000.00' });
    await failAllDeposits('player2');
  });

  it('refuses a limit of 0 and a malformed amount', async () => {
    const token = await loginAs('player2');
    expect((await setLimit(token, 'DAILY', '0')).body.errorCode).toBe(ERROR_CODES.fieldInvalid);
    const bad = await setLimit(token, 'DAILY', '12.345');
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe(ERROR_CODES.badRequest);
  });
});

describe('reality check', () => {
  it('stores one of 15/30/60/120 minutes or off, and refuses other values', async () => {
    const token = await loginAs('player2');
    expect((await settings(token)).realityCheckMinutes).toBeNull();
    const set = await call<ResponsibleGamingValue>(env.app, 'realityCheck', { token, body: { minutes: 30 } });
    expect(set.body.value.realityCheckMinutes).toBe(30);
    expect((await settings(token)).realityCheckMinutes).toBe(30);
    expect((await call(env.app, 'realityCheck', { token, body: { minutes: 45 } })).status).toBe(400);
    expect((await call<ResponsibleGamingValue>(env.app, 'realityCheck', { token, body: { minutes: null } })).body.value.realityCheckMinutes).toBeNull();
  });
});

describe('cool-off and self-exclusion', () => {
  it('a cool-off ends every session of the member and refuses login, saying until when, until it is over', async () => {
    const first = await loginAs('agent41');
    const second = await loginAs('agent41');
    const started = env.clock.now();
    const res = await call<Exclusion>(env.app, 'exclusion', { token: first, body: { kind: 'COOL_OFF', duration: 1 } });
    expect(res.body.value).toEqual({ kind: 'COOL_OFF', until: new Date(started + DAY).toISOString() });
    for (const token of [first, second]) expect((await call(env.app, 'memberInfo', { token })).status).toBe(401);

    const refused = await login('agent41');
    expect(refused.body).toMatchObject({ success: false, errorCode: ERROR_CODES.excluded, value: { kind: 'COOL_OFF', until: new Date(started + DAY).toISOString() } });
    expect(refused.body.message).toContain('cool-off until');
    // A wrong password still answers login.failed: only the owner learns of the exclusion.
    const wrong = await call(env.app, 'login', { body: { type: 'username', username: 'agent41', password: 'not-the-password' }, ip: freshIp() });
    expect(wrong.body.errorCode).toBe(ERROR_CODES.loginFailed);

    env.clock.advance(DAY - 1000);
    expect((await login('agent41')).body.errorCode).toBe(ERROR_CODES.excluded);
    env.clock.advance(1000);
    expect((await login('agent41')).body.success).toBe(true);
  });

  it('a self-exclusion lasts 6 months to 5 years; a shorter one later does not shorten it', async () => {
    const token = await loginAs('agent41');
    expect((await call(env.app, 'exclusion', { token, body: { kind: 'SELF_EXCLUSION', duration: 3 } })).body.errorCode).toBe(RESPONSIBLE_GAMING_ERROR_CODES.exclusionDurationInvalid);
    expect((await call(env.app, 'exclusion', { token, body: { kind: 'COOL_OFF', duration: 43 } })).body.errorCode).toBe(RESPONSIBLE_GAMING_ERROR_CODES.exclusionDurationInvalid);
    const started = env.clock.now();
    const res = await call<Exclusion>(env.app, 'exclusion', { token, body: { kind: 'SELF_EXCLUSION', duration: 6 } });
    expect(res.body.value.kind).toBe('SELF_EXCLUSION');
    expect(new Date(res.body.value.until).getTime()).toBe(exclusionEnd('SELF_EXCLUSION', 6, started));
    // A cool-off written later (e.g. from a session of another instance) ends sooner: the self-exclusion stays in force.
    await env.database.db.insert(t.exclusions).values({ memberId: await idOf('agent41'), kind: 'COOL_OFF', startsAt: new Date(started), until: new Date(started + DAY) });
    env.clock.advance(2 * DAY);
    expect((await login('agent41')).body).toMatchObject({ errorCode: ERROR_CODES.excluded, value: { kind: 'SELF_EXCLUSION' } });
  });

  it('a member with an exclusion in force launches no game and deposits nothing', async () => {
    const token = await loginAs('agent2');
    const pvp = await findGame(env.database.db, { gameType: 'PVP' });
    const now = env.clock.now();
    await env.database.db.insert(t.exclusions).values({ memberId: await idOf('agent2'), kind: 'COOL_OFF', startsAt: new Date(now), until: new Date(now + 7 * DAY) });
    const launch = await call<LaunchValue>(env.app, 'launchGame', { token, body: { device: 'WEB', backUrl: BACK_URL, language: 'EN', nodeId: pvp.nodeId, vassalage: pvp.vassalage, gameType: 'PVP' } });
    expect(launch.body).toMatchObject({ success: false, errorCode: ERROR_CODES.excluded, value: { kind: 'COOL_OFF' } });
    const refused = await deposit(token, '100');
    expect(refused.body.errorCode).toBe(ERROR_CODES.excluded);
    expect(await env.database.db.select().from(t.deposits).where(eq(t.deposits.memberId, await idOf('agent2')))).toEqual([]);
  });
});
