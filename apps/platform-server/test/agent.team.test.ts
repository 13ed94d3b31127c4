/**
 * The team overview (issue 13 agentTeamOverview; GET /wps/agent/team/overview) over the team
 * roll-up of migration 0009: for a seeded team (src/seed/team.ts, small sizes) plus random bets,
 * deposits, withdrawals, refunds and new members added afterwards in statements of one and of
 * many rows, every agent's overview of random ranges equals the same figures aggregated the plain
 * way over the raw rows (test/agentHelpers.ts). Also: the seed's wallets equal their ledgers, the
 * range limit and the refusal of non-agents.
 */
import { AGENT_ERROR_CODES, ERROR_CODES, TEAM_OVERVIEW_MAX_DAYS, type TeamOverview } from '@gamehall/api-client/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { memberId } from '../src/seed/accounts.ts';
import { createRng } from '../src/seed/prng.ts';
import { seedTeam, teamLevels } from '../src/seed/team.ts';
import { call } from './accountHelpers.ts';
import { dayBefore, plainOverview } from './agentHelpers.ts';
import { seededApp } from './helpers.ts';
import { login } from './play.helpers.ts';

const env = seededApp();
const NOW = Date.now();
const DAY_MS = 86_400_000;
const SIZES = { downlines: 60, bets: 3_000 };

const rows = async <R>(query: ReturnType<typeof sql>) => ((await env.database.db.execute(query)) as unknown as { rows: R[] }).rows;

beforeAll(async () => {
  const result = await seedTeam(env.database.db, { ...SIZES, now: NOW });
  expect(result.seeded).toBe(true);
});

describe('seedTeam', () => {
  it('hangs a 4-level team under agent1 beside the seeded accounts, with bets whose ledgers and wallets agree', async () => {
    const agent1 = await memberId(env.database.db, 'agent1');
    const levels = await rows<{ depth: number; type: number; n: number }>(
      sql`SELECT a.depth, m.type, count(*)::int AS n FROM member_ancestors a JOIN members m ON m.id = a.member_id WHERE a.ancestor_id = ${agent1} AND m.account ~ '^t[1-4][am][0-9]{5}$' GROUP BY 1, 2 ORDER BY 1`,
    );
    const [l1, l2, l3, l4] = teamLevels(SIZES.downlines);
    expect(levels).toEqual([
      { depth: 1, type: 2, n: l1 },
      { depth: 2, type: 41, n: l2 },
      { depth: 3, type: 42, n: l3 },
      { depth: 4, type: 0, n: l4 },
    ]);
    // The seeded tree is where it was.
    expect((await rows<{ account: string }>(sql`SELECT p.account FROM members m JOIN members p ON p.id = m.parent_id WHERE m.account = 'player2'`))[0]?.account).toBe('agent42');
    const [bets] = await rows<{ n: number; min: Date | string }>(sql`SELECT count(*)::int AS n, min(created_at) AS min FROM bets WHERE game_session_hash = 'seed-team'`);
    expect(bets?.n).toBe(SIZES.bets);
    expect(new Date(bets?.min ?? 0).getTime()).toBeGreaterThan(NOW - 91 * DAY_MS);
    // Every team wallet equals the sum of its ledger entries; no balance ever went negative; every bet has its BET entry.
    const unbalanced = await rows(sql`
      SELECT m.id FROM members m JOIN wallets w ON w.member_id = m.id LEFT JOIN (SELECT member_id, sum(amount) AS s, min(balance_after) AS low FROM ledger_entries GROUP BY 1) l ON l.member_id = m.id
      WHERE m.account ~ '^t[1-4][am][0-9]{5}$' AND (w.balance <> coalesce(l.s, 0) OR l.low < 0)`);
    expect(unbalanced).toEqual([]);
    const [unmatched] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM bets b WHERE b.game_session_hash = 'seed-team' AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.member_id = b.member_id AND e.kind = 'BET' AND e.reference = b.bet_id AND e.amount = -b.stake)`);
    expect(unmatched?.n).toBe(0);
    // Seeding again writes nothing.
    expect((await seedTeam(env.database.db, { ...SIZES, now: NOW })).seeded).toBe(false);
  });
});

describe('team roll-up', () => {
  it('equals the plain aggregates for every agent and random ranges, also after random inserts of one and many rows at several levels', async () => {
    const db = env.database.db;
    const rng = createRng(0x7ea3);
    const team = await rows<{ id: number }>(sql`SELECT id FROM members WHERE account ~ '^t[1-4][am][0-9]{5}$' OR account IN ('player1', 'player2', 'agent42') ORDER BY id`);
    const [game] = await rows<{ node_id: number }>(sql`SELECT node_id FROM games ORDER BY node_id LIMIT 1`);
    const at = () => new Date(NOW - Math.floor(rng.next() * 95 * DAY_MS));
    const memberOf = () => team[Math.floor(rng.next() * team.length)]?.id ?? 0;
    for (let round = 0; round < 6; round += 1) {
      const batch = round % 2 === 0 ? 1 : 25;
      const bets = Array.from({ length: batch }, (_, i) => ({
        betId: `rollup-${String(round)}-${String(i)}`,
        gameSessionHash: 'rollup-test',
        idempotencyKey: `rollup-${String(round)}-${String(i)}`,
        memberId: memberOf(),
        nodeId: game?.node_id ?? 1,
        // Free play never counts.
        wallet: i % 7 === 3 ? 'FUN' : t.MAIN_WALLET,
        kind: 'slot',
        stake: (1 + Math.floor(rng.next() * 500) / 100).toFixed(2),
        payout: rng.next() < 0.5 ? '0.00' : (Math.floor(rng.next() * 2000) / 100).toFixed(2),
        outcome: {},
        createdAt: at(),
      }));
      await db.insert(t.bets).values(bets);
      const kinds = ['DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'BONUS'];
      await db.insert(t.ledgerEntries).values(
        Array.from({ length: batch }, (_, i) => {
          const kind = kinds[Math.floor(rng.next() * kinds.length)] ?? 'DEPOSIT';
          const amount = (Math.floor(rng.next() * 100_000) / 100).toFixed(2);
          return { memberId: memberOf(), wallet: t.MAIN_WALLET, kind, amount: kind === 'WITHDRAW' ? `-${amount}` : amount, balanceAfter: '0.00', reference: `rollup-${String(round)}-${String(i)}`, createdAt: at() };
        }),
      );
      // New members at depth 5 and 6 (a parent and its child in one statement).
      const parent = team[Math.floor(rng.next() * team.length)]?.id ?? 0;
      await db.execute(sql`
        INSERT INTO members (id, account, nickname, type, parent_id, password_hash, registered_at)
        VALUES (${95_000 + round * 2}, ${`rollupa${String(round)}`}, 'R', 42, ${parent}, '!', ${at()}), (${95_001 + round * 2}, ${`rollupm${String(round)}`}, 'R', 0, ${95_000 + round * 2}, '!', ${at()})`);
    }
    const agents = await rows<{ id: number }>(sql`SELECT id FROM members WHERE type IN (1, 2, 41, 42) ORDER BY id`);
    expect(agents.length).toBeGreaterThan(10);
    const ranges: [number, number][] = [
      [89, 0],
      [6, 0],
      [29, 0],
      [0, 0],
      [120, 31],
    ];
    for (let i = 0; i < 8; i += 1) {
      const end = Math.floor(rng.next() * 100);
      ranges.push([end + Math.floor(rng.next() * 60), end]);
    }
    const sample = [agents[0], agents[1], agents[2], agents[3], ...agents.filter(() => rng.next() < 0.3)].filter((a) => a !== undefined);
    let compared = 0;
    for (const agent of sample) {
      for (const [back, end] of ranges) {
        const from = dayBefore(NOW, back);
        const to = dayBefore(NOW, end);
        const answer = await env.app.platform.team.overview({ id: agent.id, type: 1 }, { from, to });
        expect(answer, `agent ${String(agent.id)} ${from}..${to}`).toEqual(await plainOverview(db, agent.id, from, to));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(40);
    // The seeded team shows real figures.
    const agent1 = await memberId(db, 'agent1');
    const big = await env.app.platform.team.overview({ id: agent1 ?? 0, type: 1 }, { from: dayBefore(NOW, 89), to: dayBefore(NOW, 0) });
    expect(big.teamSize).toBeGreaterThan(SIZES.downlines);
    expect(big.betCount).toBeGreaterThan(SIZES.bets * 0.9);
    expect(big.activeMembers).toBeGreaterThan(0);
    expect(Number(big.deposit)).toBeGreaterThan(0);
    expect(Number(big.withdraw)).toBeGreaterThan(0);
  });
});

describe('GET /wps/agent/team/overview', () => {
  it('answers agent1 its team over a range, one day per day', async () => {
    const token = await login(env.app, 'agent1');
    const res = await call<TeamOverview>(env.app, 'agentTeamOverview', { token, query: `?from=${dayBefore(NOW, 6)}&to=${dayBefore(NOW, 0)}` });
    expect(res.body.success).toBe(true);
    expect(res.body.value.days.map((d) => d.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => dayBefore(NOW, n)));
    expect(res.body.value.teamSize).toBeGreaterThan(SIZES.downlines);
  });

  it('refuses a range longer than 90 days or reversed with a clear business error, and non-agents', async () => {
    const token = await login(env.app, 'agent1');
    const long = await call(env.app, 'agentTeamOverview', { token, query: `?from=${dayBefore(NOW, TEAM_OVERVIEW_MAX_DAYS)}&to=${dayBefore(NOW, 0)}` });
    expect(long.body).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.rangeInvalid, message: 'The range may be at most 90 days' });
    const reversed = await call(env.app, 'agentTeamOverview', { token, query: `?from=${dayBefore(NOW, 0)}&to=${dayBefore(NOW, 3)}` });
    expect(reversed.body).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.rangeInvalid });
    const member = await call(env.app, 'agentTeamOverview', { token: await login(env.app, 'player1'), query: `?from=${dayBefore(NOW, 1)}&to=${dayBefore(NOW, 0)}` });
    expect(member.body).toMatchObject({ success: false, errorCode: ERROR_CODES.agentOnly });
    expect((await call(env.app, 'agentTeamOverview', { query: `?from=${dayBefore(NOW, 1)}&to=${dayBefore(NOW, 0)}` })).status).toBe(401);
  });
});
