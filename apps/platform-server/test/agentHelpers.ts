/**
 * Helpers of the agent team tests: the team overview computed the plain way (a recursive walk of
 * `members.parent_id` and aggregates over the raw bets, ledger entries and members — none of the
 * roll-ups), to compare with what the server answers.
 */
import { type TeamDay, type TeamOverview } from '@gamehall/api-client/contract';
import Big from 'big.js';
import { type SQL, sql } from 'drizzle-orm';
import { type AppDb } from '../src/db/database.ts';

async function rows<R>(db: AppDb, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}

/**
 * The team overview of `agentId` over [from, to] from the raw rows.
 * @param db the database
 * @param agentId the agent
 * @param from first UTC day
 * @param to last UTC day
 */
export async function plainOverview(db: AppDb, agentId: number, from: string, to: string): Promise<TeamOverview> {
  const team = sql`WITH RECURSIVE team (id, depth) AS (SELECT id, 1 FROM members WHERE parent_id = ${agentId} UNION ALL SELECT m.id, team.depth + 1 FROM members m JOIN team ON m.parent_id = team.id)`;
  const inRange = (column: SQL) => sql`(${column} AT TIME ZONE 'UTC')::date BETWEEN ${from}::date AND ${to}::date`;
  const [size] = await rows<{ n: number; direct: number }>(db, sql`${team} SELECT count(*)::int AS n, (count(*) FILTER (WHERE depth = 1))::int AS direct FROM team`);
  const perDay = await rows<{ day: string; new_members: number; active: number; bet_count: number; stake: string; payout: string; deposit: string; withdraw: string }>(
    db,
    sql`${team},
      regs AS (SELECT to_char(m.registered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS n FROM members m JOIN team ON team.id = m.id WHERE ${inRange(sql`m.registered_at`)} GROUP BY 1),
      bet AS (SELECT to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(DISTINCT b.member_id) AS active, count(*) AS n, sum(b.stake) AS stake, sum(b.payout) AS payout
        FROM bets b JOIN team ON team.id = b.member_id WHERE b.wallet <> 'FUN' AND ${inRange(sql`b.created_at`)} GROUP BY 1),
      led AS (SELECT to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, coalesce(sum(e.amount) FILTER (WHERE e.kind = 'DEPOSIT'), 0) AS deposit,
          -coalesce(sum(e.amount) FILTER (WHERE e.kind IN ('WITHDRAW', 'WITHDRAW_REFUND')), 0) AS withdraw
        FROM ledger_entries e JOIN team ON team.id = e.member_id WHERE e.kind IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND') AND ${inRange(sql`e.created_at`)} GROUP BY 1),
      days AS (SELECT day FROM regs UNION SELECT day FROM bet UNION SELECT day FROM led)
      SELECT d.day, coalesce(r.n, 0)::int AS new_members, coalesce(b.active, 0)::int AS active, coalesce(b.n, 0)::int AS bet_count, coalesce(b.stake, 0)::text AS stake,
        coalesce(b.payout, 0)::text AS payout, coalesce(l.deposit, 0)::text AS deposit, coalesce(l.withdraw, 0)::text AS withdraw
      FROM days d LEFT JOIN regs r ON r.day = d.day LEFT JOIN bet b ON b.day = d.day LEFT JOIN led l ON l.day = d.day`,
  );
  const [active] = await rows<{ n: number }>(
    db,
    sql`${team} SELECT count(DISTINCT b.member_id)::int AS n FROM bets b JOIN team ON team.id = b.member_id WHERE b.wallet <> 'FUN' AND ${inRange(sql`b.created_at`)}`,
  );
  const byDay = new Map(perDay.map((r) => [r.day, r]));
  const days: TeamDay[] = [];
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += 86_400_000) {
    const day = new Date(ms).toISOString().slice(0, 10);
    const r = byDay.get(day);
    days.push({
      day,
      newMembers: r?.new_members ?? 0,
      activeMembers: r?.active ?? 0,
      deposit: new Big(r?.deposit ?? 0).toFixed(2),
      withdraw: new Big(r?.withdraw ?? 0).toFixed(2),
      betCount: r?.bet_count ?? 0,
      validBet: new Big(r?.stake ?? 0).toFixed(2),
      profitLoss: new Big(r?.payout ?? 0).minus(r?.stake ?? 0).toFixed(2),
    });
  }
  const total = (pick: (r: (typeof perDay)[number]) => string) => perDay.reduce((s, r) => s.plus(pick(r)), new Big(0));
  return {
    from,
    to,
    teamSize: size?.n ?? 0,
    directMembers: size?.direct ?? 0,
    newMembers: perDay.reduce((n, r) => n + r.new_members, 0),
    activeMembers: active?.n ?? 0,
    deposit: total((r) => r.deposit).toFixed(2),
    withdraw: total((r) => r.withdraw).toFixed(2),
    betCount: perDay.reduce((n, r) => n + r.bet_count, 0),
    validBet: total((r) => r.stake).toFixed(2),
    payout: total((r) => r.payout).toFixed(2),
    profitLoss: total((r) => r.payout)
      .minus(total((r) => r.stake))
      .toFixed(2),
    days,
  };
}

/** The UTC day `n` days before `ms`. */
export const dayBefore = (ms: number, n: number): string => new Date(ms - n * 86_400_000).toISOString().slice(0, 10);
