// Transaction history over a big ledger (spec §2 transactionHistory): an in-memory PGlite,
// migrated, 100,000 ledger entries over 365 days (every kind), 90,000 of one member, then one
// round of the embedded database's maintenance (src/db/maintenance.ts: VACUUM (ANALYZE) after the
// bulk load, as the server does at start and autovacuum does on PostgreSQL), then p50/p99 of
// transactionHistory per case, and the query plans (EXPLAIN ANALYZE). No assertion.
// Usage: pnpm --filter @gamehall/platform-server bench:ledger [--no-vacuum]
//   --no-vacuum: only ANALYZE after the load (no visibility map: index-only scans read the heap)
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type LedgerQuery, transactionHistory } from '../src/cashier/ledger.ts';
import { openDatabase } from '../src/db/database.ts';
import { maintainOnce } from '../src/db/maintenance.ts';
import * as t from '../src/db/schema.ts';
import { createRng } from '../src/seed/prng.ts';

const ROWS = 100_000;
const RUNS = 200;
const DAY_MS = 86_400_000;
const KINDS = ['BET', 'BET', 'BET', 'PAYOUT', 'PAYOUT', 'TRANSFER_IN', 'TRANSFER_OUT', 'DEPOSIT', 'WITHDRAW', 'BONUS', 'REBATE'] as const;

const database = await openDatabase();
await database.migrate();
const db = database.db;
const now = Date.now();
const [member] = await db
  .insert(t.members)
  .values({ account: 'benchplayer', nickname: 'Bench', type: 0, passwordHash: '!', passwordChangedAt: new Date(now), registeredAt: new Date(now) })
  .returning({ id: t.members.id });
const [other] = await db
  .insert(t.members)
  .values({ account: 'otherplayer', nickname: 'Other', type: 0, passwordHash: '!', passwordChangedAt: new Date(now), registeredAt: new Date(now) })
  .returning({ id: t.members.id });
if (!member || !other) throw new Error('members not inserted');

const rng = createRng(42);
const started = performance.now();
const start = now - 365 * DAY_MS;
let batch: (typeof t.ledgerEntries.$inferInsert)[] = [];
for (let i = 0; i < ROWS; i += 1) {
  // Another member's entries interleaved (1 in 10), as on a shared database.
  const memberId = i % 10 === 9 ? other.id : member.id;
  const kind = rng.pick(KINDS);
  const cents = rng.int(100, 500_000);
  const amount = `${kind === 'BET' || kind === 'WITHDRAW' || kind === 'TRANSFER_OUT' ? '-' : ''}${String(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
  batch.push({ memberId, wallet: 'MAIN', kind, amount, balanceAfter: '1000.00', reference: `bench-${String(i)}`, createdAt: new Date(start + Math.floor((i * 365 * DAY_MS) / ROWS)) });
  if (batch.length === 1000) {
    await db.insert(t.ledgerEntries).values(batch);
    batch = [];
  }
}
if (process.argv.includes('--no-vacuum')) {
  await db.execute(sql`ANALYZE ledger_entries`);
  console.log('ANALYZE only (--no-vacuum)');
} else {
  const t0 = performance.now();
  const round = await maintainOnce(database);
  if (!round.vacuumed.includes('ledger_entries')) throw new Error('maintenance did not vacuum ledger_entries');
  console.log(`maintenance: vacuumed ${round.vacuumed.join(', ')}; analyzed ${round.analyzed.join(', ')} in ${(performance.now() - t0).toFixed(0)} ms`);
}
const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(t.ledgerEntries).where(sql`member_id = ${member.id}`);
console.log(`seeded ${ROWS.toLocaleString('en-US')} ledger entries (${n.toLocaleString('en-US')} of the member) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const day = (offset: number) => new Date(now - offset * DAY_MS).toISOString().slice(0, 10);
const middle = Math.ceil(n / 20 / 2);
const last = Math.ceil(n / 100);
const cases: [string, LedgerQuery][] = [
  ['page 1', { pageNo: 1, pageSize: 20 }],
  [`middle page (${String(middle)} of 20)`, { pageNo: middle, pageSize: 20 }],
  [`last page (${String(last)} of 100)`, { pageNo: last, pageSize: 100 }],
  ['type=DEPOSIT page 1', { type: 'DEPOSIT', pageNo: 1, pageSize: 20 }],
  ['type=WITHDRAW page 50', { type: 'WITHDRAW', pageNo: 50, pageSize: 20 }],
  ['type=TRANSFER page 1', { type: 'TRANSFER', pageNo: 1, pageSize: 20 }],
  ['last 7 days page 1', { from: day(7), to: day(0), pageNo: 1, pageSize: 20 }],
  ['a month 200 days ago, type=BET page 2', { type: 'BET', from: day(230), to: day(200), pageNo: 2, pageSize: 20 }],
  ['the whole year, middle page', { from: day(366), to: day(0), pageNo: middle, pageSize: 20 }],
];
const who = { id: member.id, type: 0 };
for (const [name, query] of cases) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    const page = await transactionHistory(db, who, query);
    times.push(performance.now() - t0);
    total = page.total;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
  console.log(`${name.padEnd(40)} total ${String(total).padStart(6)}  p50 ${at(0.5).padStart(6)} ms  p99 ${at(0.99).padStart(6)} ms`);
}

const plan = async (label: string, query: ReturnType<typeof sql>) => {
  const result = await db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, COSTS OFF) ${query}`);
  const rows = (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows;
  console.log(`\n${label}\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
};
const m = member.id;
await plan('plan: the roll-up days (no filter)', sql`SELECT day, sum(entries)::int, min(min_id), max(max_id) FROM ledger_day_counts WHERE member_id = ${m} GROUP BY day ORDER BY day DESC`);
await plan('plan: the roll-up days (type=WITHDRAW)', sql`SELECT day, sum(entries)::int, min(min_id), max(max_id) FROM ledger_day_counts WHERE member_id = ${m} AND kind IN ('WITHDRAW', 'WITHDRAW_REFUND') GROUP BY day ORDER BY day DESC`);
const [bounds] = (
  (await db.execute(sql`SELECT max(max_id) AS hi FROM ledger_day_counts WHERE member_id = ${m} AND day <= (SELECT max(day) - 180 FROM ledger_day_counts WHERE member_id = ${m})`)) as unknown as { rows: { hi: number }[] }
).rows;
await plan('plan: page ids from a day\'s largest id down (the whole year, middle page)', sql`SELECT id FROM ledger_entries WHERE member_id = ${m} AND id BETWEEN 1 AND ${bounds?.hi ?? 0} ORDER BY id DESC LIMIT 20 OFFSET 60`);
await database.close();
