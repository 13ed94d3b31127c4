/**
 * Contract settlement on a real PostgreSQL (DATABASE_URL; issue 13 "each period settles exactly
 * once even with two server instances running"): two server instances (their own pools) on one
 * database settle the same closed periods at once, ten runs each, and every period is paid once
 * (one settlement row, one ledger entry); then both instances run the pg-boss queue (the
 * `fromDrizzle` adapter over their pools) and a job queued on each pays the next periods once.
 */
import { randomUUID } from 'node:crypto';
import { type Contract } from '@gamehall/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SettlementQueue } from '../../src/contracts/queue.ts';
import * as t from '../../src/db/schema.ts';
import { call } from '../accountHelpers.ts';
import { testApp } from '../helpers.ts';
import { login, memberIdOf } from '../play.helpers.ts';
import { twoInstances } from './pgHelpers.ts';

const pair = twoInstances((database) => testApp(database), 120_000);
const MIN = 60_000;
const FIVE = 5 * MIN;

async function contract(app: FastifyInstance, upline: string, account: string, rate: string): Promise<Contract> {
  const offered = await call<Contract>(app, 'realtimeSalaryContractAction', { token: await login(app, upline), body: { action: 'offer', account, tiers: [{ rate }] } });
  expect(offered.body.success, offered.body.message).toBe(true);
  const accepted = await call<Contract>(app, 'realtimeSalaryContractAction', { token: await login(app, account), body: { action: 'accept', contractId: offered.body.value.contractId } });
  return accepted.body.value;
}

describe('contract settlement with two instances (PostgreSQL)', () => {
  it('settles each period once when both instances settle at once, by direct runs and through pg-boss', async () => {
    const db = pair.dbA.db;
    const held = await contract(pair.a, 'agent1', 'agent41', '0.50');
    const holder = await memberIdOf(db, 'agent41');
    const player = await memberIdOf(db, 'player2');
    // The contract started an hour ago (whole 5-minute periods); a bet of 100.00 in each period.
    const start = Math.floor(Date.now() / FIVE) * FIVE - 12 * FIVE;
    await db.update(t.agentContracts).set({ activeFrom: new Date(start) }).where(eq(t.agentContracts.id, held.contractId));
    for (let i = 0; i < 12; i += 1) {
      await db.insert(t.bets).values({ betId: randomUUID(), gameSessionHash: 'pg-test', idempotencyKey: randomUUID(), memberId: player, nodeId: 1, wallet: 'MAIN', kind: 'slot', stake: '100.00', payout: '0.00', outcome: {}, createdAt: new Date(start + i * FIVE + MIN) });
    }
    const balance = async () => (await db.select({ b: t.wallets.balance }).from(t.wallets).where(eq(t.wallets.memberId, holder)))[0]?.b ?? '';
    const before = await balance();

    // Ten runs on each instance at once, all up to the first 6 periods' end.
    const at = new Date(start + 6 * FIVE);
    const runs = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? pair.a : pair.b).platform.settlement.settleDue(at, ['REALTIME_SALARY'])));
    expect(runs.reduce((n, r) => n + r.settled, 0)).toBe(6);
    const rows = await db.select().from(t.contractSettlements).where(eq(t.contractSettlements.contractId, held.contractId));
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.periodStart.getTime())).size).toBe(6);
    expect(rows.every((r) => r.amount === '0.50')).toBe(true);
    const ledger = await db.execute(sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as total from ledger_entries where member_id = ${holder} and kind = 'SALARY'`);
    expect((ledger as unknown as { rows: { n: number; total: string }[] }).rows[0]).toEqual({ n: 6, total: '3.00' });
    expect(await balance()).toBe((Number(before) + 3).toFixed(2));

    // pg-boss on both instances (fromDrizzle over each pool): a job queued on each settles the rest once.
    const queues = [new SettlementQueue(pair.dbA, pair.a.platform.settlement, { pollingIntervalSeconds: 0.5 }), new SettlementQueue(pair.dbB, pair.b.platform.settlement, { pollingIntervalSeconds: 0.5 })];
    try {
      const started = performance.now();
      await Promise.all(queues.map((q) => q.start()));
      process.stdout.write(`  pg-boss on PostgreSQL: two instances started in ${(performance.now() - started).toFixed(0)} ms\n`);
      await Promise.all(queues.map((q) => q.trigger('settle-realtime-salary')));
      let settled = 0;
      for (let i = 0; i < 80 && settled < 12; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        settled = (await db.select().from(t.contractSettlements).where(eq(t.contractSettlements.contractId, held.contractId))).length;
      }
      // Let the second job finish too before counting.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
    }
    const all = await db.select().from(t.contractSettlements).where(eq(t.contractSettlements.contractId, held.contractId));
    // Up to now: the 12 periods with bets (and possibly the empty one that closed meanwhile).
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((r) => r.periodStart.getTime())).size).toBe(all.length);
    expect(all.filter((r) => r.amount === '0.50')).toHaveLength(12);
    expect(await balance()).toBe((Number(before) + 6).toFixed(2));
  }, 90_000);
});
