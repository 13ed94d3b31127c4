// The agent centre's team reports over the big demo team (issue 13 "Scale"): an in-memory
// PGlite, migrated and seeded as `npm start` seeds it (catalogue, accounts, then seedTeam: agent1
// with 2,000 downlines over 4 levels and 300,000 bets over 90 days), then one round of the
// embedded database's maintenance (src/db/maintenance.ts, as the server does at start), then
// p50/p99 of the team overview (7, 30, 90 days) and of downline list pages (first page, a deep
// page, a search), of the user loss report (7, 30, 90 days, a deep page, a search) and my income
// (30, 90 days), and the query plans (EXPLAIN ANALYZE). No assertion.
// Usage: pnpm --filter @gamehall/platform-server bench:agent [--downlines N] [--bets N]
import { performance } from 'node:perf_hooks';
import { type DownlinesQuery } from '@gamehall/api-client/contract';
import { sql } from 'drizzle-orm';
import { LossIncomeReports } from '../src/agent/lossIncome.ts';
import { TeamRecords } from '../src/agent/records.ts';
import { TeamReports } from '../src/agent/team.ts';
import { openDatabase } from '../src/db/database.ts';
import { maintainOnce } from '../src/db/maintenance.ts';
import { seedIfEmpty } from '../src/db/seed.ts';
import { memberId } from '../src/seed/accounts.ts';
import { buildSeed } from '../src/seed/catalogue.ts';
import { TEAM_SEED_DEFAULTS, seedTeam } from '../src/seed/team.ts';

const RUNS = 200;
const DAY_MS = 86_400_000;
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};

const database = await openDatabase();
await database.migrate();
const db = database.db;
const now = Date.now();
await seedIfEmpty(db, buildSeed);
const seeded = await seedTeam(db, { downlines: arg('downlines', TEAM_SEED_DEFAULTS.downlines), bets: arg('bets', TEAM_SEED_DEFAULTS.bets), now, progress: (line) => console.log(line) });
console.log(`seedTeam: ${(seeded.ms / 1000).toFixed(1)} s`);
const t0 = performance.now();
const round = await maintainOnce(database);
console.log(`maintenance: vacuumed ${round.vacuumed.length} tables, analyzed ${round.analyzed.length} in ${(performance.now() - t0).toFixed(0)} ms`);

const agent1 = await memberId(db, 'agent1');
if (!agent1) throw new Error('agent1 missing');
const who = { id: agent1, type: 1 };
const reports = new TeamReports(db);
const day = (offset: number) => new Date(now - offset * DAY_MS).toISOString().slice(0, 10);
const time = async (name: string, run: () => Promise<string>) => {
  const times: number[] = [];
  let note = '';
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    note = await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
  console.log(`${name.padEnd(44)} ${note.padEnd(28)} p50 ${at(0.5).padStart(6)} ms  p99 ${at(0.99).padStart(6)} ms`);
};
for (const days of [7, 30, 90]) {
  await time(`team overview, ${String(days)} days`, async () => {
    const o = await reports.overview(who, { from: day(days - 1), to: day(0) });
    return `team ${String(o.teamSize)}, bets ${String(o.betCount)}`;
  });
}
await time('team overview, 30 days ending 40 days ago', async () => {
  const o = await reports.overview(who, { from: day(69), to: day(40) });
  return `active ${String(o.activeMembers)}, bets ${String(o.betCount)}`;
});
const [levelAgent] = ((await db.execute(sql`SELECT id FROM members WHERE account = 't3a00001'`)) as unknown as { rows: { id: number }[] }).rows;
const pages: [string, DownlinesQuery][] = [
  ['downlines of agent1, first page (20)', {}],
  ['downlines of a level-1 agent, first page', { parentId: String((((await db.execute(sql`SELECT id FROM members WHERE account = 't1a00001'`)) as unknown as { rows: { id: number }[] }).rows[0]?.id ?? 0)) }],
  ['downlines of a level-3 agent, first page', { parentId: String(levelAgent?.id ?? 0) }],
  ['search "t4m" (team-wide), first page', { account: 't4m' }],
  ['search "t4m", deep page 70 of 20', { account: 't4m', pageNo: '70' }],
  ['search "t4m0012" (10 matches)', { account: 'T4M0012' }],
];
for (const [name, query] of pages) {
  await time(name, async () => {
    const page = await reports.downlines(who, query);
    return `total ${String(page.total)}, rows ${String(page.list.length)}`;
  });
}

// --- User loss and my income (issue 13; src/agent/lossIncome.ts) ---
// agent1 gets a salary every day, a dividend every 15th day and a transfer from an upline every
// 7th day of the window (the seed writes none), so my income reads real rows.
await db.execute(sql`
  INSERT INTO ledger_entries (member_id, wallet, kind, amount, balance_after, reference, created_at)
  SELECT ${agent1}, 'MAIN', k.kind, (100 + g)::numeric, 0, 'bench-income-' || k.kind || g, ${new Date(now)}::timestamptz - g * interval '1 day'
  FROM generate_series(0, 89) g CROSS JOIN (VALUES ('SALARY', 1), ('DIVIDEND', 15), ('TRANSFER_FROM_UPLINE', 7)) k(kind, every) WHERE g % k.every = 0`);
const lossIncome = new LossIncomeReports(db);
for (const days of [7, 30, 90]) {
  await time(`user loss, ${String(days)} days, first page (20)`, async () => {
    const page = await lossIncome.teamProfitLoss(who, { from: day(days - 1), to: day(0) });
    return `members ${String(page.total)}, bets ${String(page.totals.betCount)}`;
  });
}
await time('user loss, 90 days, by account, page 50', async () => {
  const page = await lossIncome.teamProfitLoss(who, { from: day(89), to: day(0), sort: 'account', pageNo: '50' });
  return `rows ${String(page.list.length)}`;
});
await time('user loss, 90 days, search "t4m0012"', async () => {
  const page = await lossIncome.teamProfitLoss(who, { from: day(89), to: day(0), account: 't4m0012' });
  return `members ${String(page.total)}`;
});
for (const days of [30, 90]) {
  await time(`my income, ${String(days)} days`, async () => {
    const income = await lossIncome.income(who, { from: day(days - 1), to: day(0) });
    return `days ${String(income.days.length)}, income ${income.totals.income}`;
  });
}
// --- end user loss and my income ---
// --- Team records (team betting, team transactions) ---
const records = new TeamRecords(db);
const recordPages: [string, 'bets' | 'transactions', { from: string; to: string; account?: string; kind?: 'DEPOSIT' | 'WITHDRAW' | 'SALARY'; pageNo?: string }][] = [
  ['team bets, 7 days, first page', 'bets', { from: day(6), to: day(0) }],
  ['team bets, 90 days, first page', 'bets', { from: day(89), to: day(0) }],
  ['team bets, 30 days ending 60 days ago', 'bets', { from: day(89), to: day(60) }],
  ['team bets, 7 days, page 50', 'bets', { from: day(6), to: day(0), pageNo: '50' }],
  ['team bets, 30 days, account t4m00012', 'bets', { from: day(29), to: day(0), account: 't4m00012' }],
  ['team bets, 30 days, account prefix t4m0001', 'bets', { from: day(29), to: day(0), account: 't4m0001' }],
  ['team bets, 90 days, account prefix t4m (most)', 'bets', { from: day(89), to: day(0), account: 't4m' }],
  ['team transactions, 7 days, first page', 'transactions', { from: day(6), to: day(0) }],
  ['team transactions, 90 days, first page', 'transactions', { from: day(89), to: day(0) }],
  ['team transactions, 90 days, WITHDRAW', 'transactions', { from: day(89), to: day(0), kind: 'WITHDRAW' }],
  ['team transactions, 90 days, account t4m00012', 'transactions', { from: day(89), to: day(0), account: 't4m00012' }],
];
for (const [name, kind, query] of recordPages) {
  await time(name, async () => {
    const page = kind === 'bets' ? await records.bets(who, query) : await records.transactions(who, query);
    return `total ${String(page.total)}, rows ${String(page.list.length)}`;
  });
}
// --- end team records ---

const plan = async (label: string, query: ReturnType<typeof sql>) => {
  const rows = ((await db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF) ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] }).rows;
  console.log(`\n${label}\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
};
await plan('plan: team roll-up, 90 days', sql`SELECT * FROM team_day_totals WHERE agent_id = ${agent1} AND day BETWEEN ${day(89)}::date AND ${day(0)}::date ORDER BY day`);
await plan(
  'plan: distinct active members, 90 days',
  sql`SELECT count(*) FROM member_ancestors a JOIN member_bet_span s ON s.member_id = a.member_id
    WHERE a.ancestor_id = ${agent1} AND a.depth > 0 AND s.first_day <= ${day(0)}::date AND s.last_day >= ${day(89)}::date
      AND (s.last_day <= ${day(0)}::date OR s.first_day >= ${day(89)}::date
        OR EXISTS (SELECT 1 FROM member_bet_days d WHERE d.member_id = a.member_id AND d.day BETWEEN ${day(89)}::date AND ${day(0)}::date))`,
);
await plan(
  'plan: user loss, 90 days (ledger_day_counts per team member)',
  sql`SELECT c.member_id, sum(c.amount) FROM member_ancestors a JOIN ledger_day_counts c ON c.member_id = a.member_id AND c.day BETWEEN ${day(89)}::date AND ${day(0)}::date
    AND c.kind IN ('BET', 'PAYOUT', 'DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND') WHERE a.ancestor_id = ${agent1} AND a.depth > 0 GROUP BY 1`,
);
await plan('plan: search page', sql`SELECT m.id FROM members m JOIN member_ancestors a ON a.ancestor_id = ${agent1} AND a.member_id = m.id AND a.depth > 0 WHERE m.account LIKE 't4m%' ORDER BY m.id LIMIT 20 OFFSET 1380`);
await plan(
  'plan: team bets page, 7 days',
  sql`SELECT x.id FROM bets x WHERE x.created_at >= ${new Date(`${day(6)}T00:00:00Z`)} AND x.created_at < ${new Date(now)} AND x.wallet <> 'FUN'
    AND EXISTS (SELECT 1 FROM member_ancestors a WHERE a.member_id = x.member_id AND a.ancestor_id = ${agent1} AND a.depth > 0) ORDER BY x.created_at DESC, x.id DESC LIMIT 20`,
);
await database.close();
