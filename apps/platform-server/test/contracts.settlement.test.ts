/**
 * Contract settlement (issue 13; spec §3 contract fields, §9 periods): `settleDue(now)` with the
 * injectable clock pays every closed period once from the holder's team figures (valid bets,
 * P&L, active members of the holder and its downlines), catches up missed periods, writes
 * nothing for a period that fails, and serves the records; the dev tick and the admin command
 * force a run; the real pg-boss queue runs it on PGlite.
 */
import { randomUUID } from 'node:crypto';
import { type Contract, type ContractSettlement } from '@gamehall/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isAdminCommand, parseAdminArgs, runAdminCommand } from '../src/admin/commands.ts';
import { SettlementQueue } from '../src/contracts/queue.ts';
import { payoutOf } from '../src/contracts/settlement.ts';
import * as t from '../src/db/schema.ts';
import { call } from './accountHelpers.ts';
import { seededApp, testApp } from './helpers.ts';
import { login, memberIdOf } from './play.helpers.ts';

const env = seededApp({ fakeClock: true });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The test's day D: the UTC day after today (so the clock only moves forward), 10:00. */
let dayD = 0;

const at = (ms: number) => new Date(ms);
const db = () => env.database.db;
const balanceOf = async (account: string) => (await db().select({ b: t.wallets.balance }).from(t.wallets).where(eq(t.wallets.memberId, await memberIdOf(db(), account))))[0]?.b ?? '';
const settlementsOf = async (contractId: number) => db().select().from(t.contractSettlements).where(eq(t.contractSettlements.contractId, contractId)).orderBy(t.contractSettlements.periodStart);

/** A settled bet of a member at an instant (stake, payout). */
async function bet(account: string, when: number, stake: string, payout: string) {
  await db()
    .insert(t.bets)
    .values({ betId: randomUUID(), gameSessionHash: 'test', idempotencyKey: randomUUID(), memberId: await memberIdOf(db(), account), nodeId: 1, wallet: 'MAIN', kind: 'slot', stake, payout, outcome: {}, createdAt: at(when) });
}

/** An offer from `upline` to `account` accepted now; answers the contract. */
async function contract(upline: string, account: string, endpoint: 'dailySalaryContractAction' | 'hourSalaryContractAction' | 'realtimeSalaryContractAction' | 'dividendContractAction', body: Record<string, unknown>) {
  const offered = await call<Contract>(env.app, endpoint, { token: await login(env.app, upline), body: { action: 'offer', account, ...body } });
  expect(offered.body.success, offered.body.message).toBe(true);
  const accepted = await call<Contract>(env.app, endpoint, { token: await login(env.app, account), body: { action: 'accept', contractId: offered.body.value.contractId } });
  expect(accepted.body.value.status).toBe('ACTIVE');
  return accepted.body.value;
}

describe('payoutOf (the tier met and what it pays)', () => {
  it('pays the highest tier whose thresholds are all met; a dividend pays on the team loss only', () => {
    const tiers = [
      { betAmount: '100.00', activeMembers: 1, rate: '1.00' },
      { betAmount: '1000.00', activeMembers: 2, rate: '1.50' },
    ];
    expect(payoutOf('DAILY_SALARY', tiers, { validBet: '1100.00', profitLoss: '-600.00', activeMembers: 2 })).toEqual({ tier: 1, rate: '1.50', amount: '16.50' });
    expect(payoutOf('DAILY_SALARY', tiers, { validBet: '1100.00', profitLoss: '0.00', activeMembers: 1 })).toEqual({ tier: 0, rate: '1.00', amount: '11.00' });
    expect(payoutOf('DAILY_SALARY', tiers, { validBet: '99.99', profitLoss: '0.00', activeMembers: 5 })).toEqual({ tier: null, rate: '0.00', amount: '0.00' });
    // Rounded down to the cent.
    expect(payoutOf('REALTIME_SALARY', [{ rate: '0.33' }], { validBet: '10.00', profitLoss: '0.00', activeMembers: 1 }).amount).toBe('0.03');
    const dividend = [{ profitLoss: '100.00', activeMembers: 1, rate: '10.00' }];
    expect(payoutOf('DIVIDEND', dividend, { validBet: '500.00', profitLoss: '-250.00', activeMembers: 1 })).toEqual({ tier: 0, rate: '10.00', amount: '25.00' });
    expect(payoutOf('DIVIDEND', dividend, { validBet: '500.00', profitLoss: '250.00', activeMembers: 1 })).toEqual({ tier: null, rate: '0.00', amount: '0.00' });
  });
});

describe('settleDue', () => {
  let dailyContract: Contract;

  it('pays a closed day once: team valid bets and active members pick the tier; ledger SALARY on the holder; the records show the inputs', async () => {
    const now = env.clock.now();
    dayD = Math.floor(now / DAY) * DAY + DAY + 10 * HOUR;
    env.clock.advance(dayD - now);
    dailyContract = await contract('agent1', 'agent2', 'dailySalaryContractAction', {
      tiers: [
        { betAmount: '100', activeMembers: 1, rate: '1.00' },
        { betAmount: '1000', activeMembers: 2, rate: '1.50' },
      ],
    });
    // agent2's team: player1 and defaultpw (its downlines); player2 is not in it.
    await bet('player1', dayD + HOUR, '600.00', '100.00');
    await bet('defaultpw', dayD + 2 * HOUR, '500.00', '0.00');
    await bet('player2', dayD + 2 * HOUR, '9000.00', '0.00');
    // Before the contract started: not counted.
    await bet('player1', dayD - HOUR, '5000.00', '0.00');
    const before = await balanceOf('agent2');

    // The day is not closed yet: nothing.
    expect((await env.app.platform.settlement.settleDue(at(dayD + 13 * HOUR))).settled).toBe(0);
    const next = Math.floor(dayD / DAY) * DAY + DAY;
    const first = await env.app.platform.settlement.settleDue(at(next + 5 * 60_000), ['DAILY_SALARY']);
    expect(first).toMatchObject({ settled: 1, paid: 1, amount: '16.50' });
    expect(await balanceOf('agent2')).toBe((Number(before) + 16.5).toFixed(2));
    const [row] = await settlementsOf(dailyContract.contractId);
    expect(row).toMatchObject({ validBet: '1100.00', activeMembers: 2, profitLoss: '-1000.00', tier: 1, rate: '1.50', amount: '16.50' });
    expect(row?.periodStart.getTime()).toBe(next - DAY);
    const ledger = await db().select().from(t.ledgerEntries).where(eq(t.ledgerEntries.reference, `settlement:${String(row?.id)}`));
    expect(ledger).toEqual([expect.objectContaining({ kind: 'SALARY', amount: '16.50', wallet: 'MAIN', balanceAfter: await balanceOf('agent2') })]);

    // Again, or later the same day: nothing more.
    expect((await env.app.platform.settlement.settleDue(at(next + 6 * 60_000), ['DAILY_SALARY'])).settled).toBe(0);
    expect(await settlementsOf(dailyContract.contractId)).toHaveLength(1);

    // The records page (agentDailyWages2).
    env.clock.advance(next + 10 * 60_000 - env.clock.now());
    const records = await call<{ list: ContractSettlement[]; total: number }>(env.app, 'contractSettlements', { token: await login(env.app, 'agent2'), query: '?type=DAILY_SALARY' });
    expect(records.body.value).toMatchObject({ total: 1, list: [{ contractId: dailyContract.contractId, type: 'DAILY_SALARY', validBet: '1100.00', activeMembers: 2, profitLoss: '-1000.00', tier: 1, rate: '1.50', amount: '16.50' }] });
    expect((await call<{ total: number }>(env.app, 'contractSettlements', { token: await login(env.app, 'agent2'), query: '?type=DIVIDEND' })).body.value.total).toBe(0);
  });

  it('catches up missed days in one run, oldest first, each once; a failing period writes nothing and is paid by the next run', async () => {
    const dayStart = Math.floor(dayD / DAY) * DAY;
    await bet('player1', dayStart + DAY + HOUR, '200.00', '0.00');
    await bet('player1', dayStart + 2 * DAY + HOUR, '300.00', '0.00');
    const before = await balanceOf('agent2');
    // Make the ledger refuse salaries: the period fails as a whole.
    await db().execute(sql`create or replace function test_refuse_salary() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await db().execute(sql`create trigger test_refuse_salary before insert on ledger_entries for each row when (new.kind = 'SALARY') execute function test_refuse_salary()`);
    await expect(env.app.platform.settlement.settleDue(at(dayStart + 4 * DAY), ['DAILY_SALARY'])).rejects.toThrow(/period\(s\) failed/);
    expect(await settlementsOf(dailyContract.contractId)).toHaveLength(1);
    expect(await balanceOf('agent2')).toBe(before);
    await db().execute(sql`drop trigger test_refuse_salary on ledger_entries`);
    // The next run pays D+1 (2.00), D+2 (3.00) and the empty D+3 (0.00), once.
    const run = await env.app.platform.settlement.settleDue(at(dayStart + 4 * DAY), ['DAILY_SALARY']);
    expect(run).toMatchObject({ settled: 3, paid: 2, amount: '5.00' });
    expect((await settlementsOf(dailyContract.contractId)).map((r) => r.amount)).toEqual(['16.50', '2.00', '3.00', '0.00']);
    expect(await balanceOf('agent2')).toBe((Number(before) + 5).toFixed(2));
    // Two runs at once (PGlite serialises them; the real-PostgreSQL test races them) pay nothing more.
    const both = await Promise.all([env.app.platform.settlement.settleDue(at(dayStart + 4 * DAY)), env.app.platform.settlement.settleDue(at(dayStart + 4 * DAY))]);
    expect(both.reduce((n, r) => n + r.settled, 0)).toBeGreaterThanOrEqual(0);
    expect(await settlementsOf(dailyContract.contractId)).toHaveLength(4);
    expect(await balanceOf('agent2')).toBe((Number(before) + 5).toFixed(2));
  });

  it('real-time salary every 5 minutes, hourly salary per hour, a dividend on the team loss; a terminated contract settles up to its end only', async () => {
    // Everything before this point is settled; move on to a fresh hour.
    const start = Math.floor(env.clock.now() / HOUR) * HOUR + 5 * DAY;
    env.clock.advance(start - env.clock.now());
    await env.app.platform.settlement.settleDue(at(start));
    const realtime = await contract('agent1', 'agent41', 'realtimeSalaryContractAction', { tiers: [{ rate: '0.50' }] });
    const hourly = await contract('agent1', 'agent41', 'hourSalaryContractAction', { tiers: [{ betAmount: '100', rate: '0.20' }] });
    const dividend = await contract('agent1', 'agent41', 'dividendContractAction', { period: 'DAILY', tiers: [{ profitLoss: '100', activeMembers: 1, rate: '10' }] });
    // player2 is agent41's downline at depth 2 (agent41 → agent42 → player2).
    await bet('player2', start + 60_000, '200.00', '0.00');
    await bet('player2', start + 7 * 60_000, '100.00', '50.00');
    const before = await balanceOf('agent41');
    const fiveMin = await env.app.platform.settlement.settleDue(at(start + 10 * 60_000), ['REALTIME_SALARY']);
    expect(fiveMin).toMatchObject({ settled: 2, paid: 2, amount: '1.50' });
    expect((await settlementsOf(realtime.contractId)).map((r) => [r.validBet, r.amount])).toEqual([
      ['200.00', '1.00'],
      ['100.00', '0.50'],
    ]);
    // The upline ends the real-time contract at +12 min: the +10–15 period still settles (bets up to the end), nothing after.
    env.clock.advance(12 * 60_000);
    await call(env.app, 'realtimeSalaryContractAction', { token: await login(env.app, 'agent1'), body: { action: 'terminate', contractId: realtime.contractId } });
    await bet('player2', start + 13 * 60_000, '1000.00', '0.00');
    const afterEnd = await env.app.platform.settlement.settleDue(at(start + HOUR + 60_000));
    expect((await settlementsOf(realtime.contractId)).map((r) => r.amount)).toEqual(['1.00', '0.50', '0.00']);
    // Hourly: 1300.00 in the hour × 0.20 %.
    expect((await settlementsOf(hourly.contractId)).map((r) => [r.validBet, r.amount])).toEqual([['1300.00', '2.60']]);
    expect(afterEnd.amount).toBe('2.60');
    // The dividend pays when its day closes: the team lost 1250.00 → 10 %.
    const dayEnd = Math.floor(start / DAY) * DAY + DAY;
    await env.app.platform.settlement.settleDue(at(dayEnd + 60_000));
    expect((await settlementsOf(dividend.contractId)).map((r) => [r.profitLoss, r.amount])).toEqual([['-1250.00', '125.00']]);
    const kinds = await db()
      .select({ kind: t.ledgerEntries.kind, amount: t.ledgerEntries.amount })
      .from(t.ledgerEntries)
      .where(and(eq(t.ledgerEntries.memberId, await memberIdOf(db(), 'agent41')), sql`${t.ledgerEntries.reference} like 'settlement:%'`));
    expect(kinds.filter((k) => k.kind === 'DIVIDEND').map((k) => k.amount)).toEqual(['125.00']);
    expect(await balanceOf('agent41')).toBe((Number(before) + 1.5 + 2.6 + 125).toFixed(2));
  });
});

describe('forcing a tick', () => {
  it('POST /dev/settlement/tick and `admin settle --at` run settleDue', async () => {
    const tick = await env.app.inject({ method: 'POST', url: '/dev/settlement/tick', payload: { at: new Date(env.clock.now() + DAY).toISOString() } });
    expect(tick.statusCode).toBe(200);
    expect(tick.json<{ success: boolean; value: { settled: number } }>()).toMatchObject({ success: true, value: { settled: expect.any(Number) as number } });
    expect((await env.app.inject({ method: 'POST', url: '/dev/settlement/tick', payload: { at: 'tomorrow' } })).statusCode).toBe(400);
    const later = new Date(env.clock.now() + 2 * DAY).toISOString();
    expect(parseAdminArgs(['settle', '--at', later])).toEqual({ cmd: 'settle', at: later });
    expect(() => parseAdminArgs(['settle', '--at', 'soon'])).toThrow(/usage/);
    expect(parseAdminArgs(['settle'])).toEqual({ cmd: 'settle' });
    expect([isAdminCommand({ cmd: 'settle' }), isAdminCommand({ cmd: 'settle', at: later }), isAdminCommand({ cmd: 'settle', at: 'soon' })]).toEqual([true, true, false]);
    const result = await runAdminCommand(env.app.platform, { cmd: 'settle', at: later });
    expect(result).toMatchObject({ ok: true, message: expect.stringMatching(/^settled \d+ period\(s\) up to /) as string });
  });
});

describe('the pg-boss queue on PGlite', () => {
  it('starts beside the app, and a queued job settles through the same settleDue', async () => {
    // A fresh 5-minute period a week on, clear of the bets above.
    const five = 5 * 60_000;
    const t0 = Math.floor(env.clock.now() / five) * five + 7 * DAY;
    env.clock.advance(t0 + 60_000 - env.clock.now());
    const contractRow = await contract('agent1', 'agent41', 'realtimeSalaryContractAction', { tiers: [{ rate: '0.40' }] });
    await bet('agent42', t0 + 2 * 60_000, '250.00', '0.00');
    env.clock.advance(five);
    const queue = new SettlementQueue(env.database, env.app.platform.settlement, { pollingIntervalSeconds: 0.5 });
    const started = performance.now();
    await queue.start();
    const startMs = performance.now() - started;
    process.stdout.write(`  pg-boss on PGlite: first start (schema install) ${startMs.toFixed(0)} ms\n`);
    try {
      await queue.trigger('settle-realtime-salary');
      let rows: unknown[] = [];
      for (let i = 0; i < 60 && rows.length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        rows = await settlementsOf(contractRow.contractId);
      }
      expect(rows).toEqual([expect.objectContaining({ validBet: '250.00', amount: '1.00' })]);
    } finally {
      await queue.stop();
    }
  }, 60_000);
});

describe('the settlement queue in the app', () => {
  it('is off unless the config turns it on; on, the app answers at once and closes with it', async () => {
    expect(env.app.settlementQueue).toBeUndefined();
    const app = await testApp(env.database, { settlementQueue: true }, env.clock);
    try {
      expect(app.settlementQueue).toBeDefined();
      // The app answers before (and while) pg-boss starts in the background.
      expect((await app.inject({ method: 'GET', url: '/wps/system/status' })).statusCode).toBe(200);
      await app.settlementQueue?.start();
    } finally {
      await app.close();
    }
  });
});
