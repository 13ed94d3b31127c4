/**
 * The figures of a contract holder's team in a time window (spec §3 contract fields "active
 * members, period valid bet, period profit and loss"), read from `bets` through
 * `bets_member_time_idx (member_id, created_at)`.
 *
 * The team here is the holder and every downline at any depth: the closure table
 * `member_ancestors` rows of the holder (depth 0 is the holder itself; migration 0009), one index
 * range, then each member's bets of the window through the bets index.
 */
import { sql } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';

/** A team's figures in a window: valid bet (stakes), P&L (payouts − stakes), active members (members with a bet). */
export interface TeamFigures {
  /** Sum of stakes, two decimals. */
  validBet: string;
  /** Payouts − stakes, two decimals; negative when the team lost. */
  profitLoss: string;
  /** Members of the team with at least one bet in the window. */
  activeMembers: number;
}

/**
 * The team figures of a holder in `[from, to)`.
 * @param db the database (or a transaction)
 * @param holderId the contract holder's member id
 * @param from the window's start (inclusive)
 * @param to the window's end (exclusive)
 */
export async function teamFigures(db: AppDb, holderId: number, from: Date, to: Date): Promise<TeamFigures> {
  const result = await db.execute(sql`
    select coalesce(sum(b.stake), 0)::numeric(18,2)::text as valid_bet,
           coalesce(sum(b.payout - b.stake), 0)::numeric(18,2)::text as profit_loss,
           count(distinct b.member_id)::integer as active
    from member_ancestors team join bets b on b.member_id = team.member_id
    where team.ancestor_id = ${holderId}
      and b.created_at >= ${from.toISOString()}::timestamptz and b.created_at < ${to.toISOString()}::timestamptz`);
  const rows = (result as unknown as { rows: unknown[] }).rows as { valid_bet: string; profit_loss: string; active: number | string }[];
  const row = rows[0];
  return { validBet: row?.valid_bet ?? '0.00', profitLoss: row?.profit_loss ?? '0.00', activeMembers: Number(row?.active ?? 0) };
}
