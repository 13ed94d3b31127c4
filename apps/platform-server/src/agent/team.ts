/**
 * The agent centre's team reports (issue 13; spec §2 agentTeamOverview and
 * downlineManagmentView, §6 agent types): the team overview over a UTC day range and the paged
 * downline list with account search. Definitions (team, valid bet, P&L, active and new member)
 * are those of the contract (`packages/api-client/src/contract/agent.ts`).
 *
 * Speed (migration 0009): the team is the closure table `member_ancestors` (one index range per
 * agent); the overview's sums come from the team roll-up `team_day_totals` (a row per agent and
 * UTC day, kept by triggers in the inserting transactions), so a 90-day range reads at most 90
 * rows; the distinct active members of a range come from each downline's first and last bet day
 * (`member_bet_span`), with an EXISTS probe into `member_bet_days (member_id, day)` only for those
 * who bet both before and after the range. No request scans the bets.
 */
import { AGENT_ERROR_CODES, AGENT_TYPES, DOWNLINE_PAGE_DEFAULT, DOWNLINE_PAGE_MAX, ERROR_CODES, TEAM_OVERVIEW_MAX_DAYS, type Downline, type DownlinePage, type DownlinesQuery, type TeamDay, type TeamOverview } from '@gamehall/api-client/contract';
import Big from 'big.js';
import { type SQL, sql } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import { BusinessError } from '../http/envelope.ts';
import { money } from '../play/money.ts';
import { type WalletMember } from '../play/wallets.ts';
import { boundedInt } from '../routes/paging.ts';

const DAY_MS = 86_400_000;

/** Message of `agent.only` on the agent endpoints. */
export const AGENT_ONLY_MESSAGE = 'Only agents can use the agent centre';
/** Message of `agent.downline.not.in.team`. */
export const NOT_IN_TEAM_MESSAGE = 'This member is not in your team';

/**
 * Refuses a caller who is not an agent.
 * @param member the session member
 * @throws BusinessError `agent.only` for member types other than 1, 2, 41, 42
 */
export function assertAgent(member: WalletMember): void {
  if (!AGENT_TYPES.includes(member.type)) throw new BusinessError(ERROR_CODES.agentOnly, AGENT_ONLY_MESSAGE);
}

/**
 * The days of an inclusive UTC day range, checked.
 * @param from `yyyy-MM-dd`
 * @param to `yyyy-MM-dd`
 * @returns every day from `from` to `to`, oldest first
 * @throws BusinessError `agent.range.invalid` when a day is not a calendar day, `from` is after `to`, or the range is longer than `TEAM_OVERVIEW_MAX_DAYS`
 */
export function teamRangeDays(from: string, to: string): string[] {
  const start = new Date(`${from}T00:00:00.000Z`).getTime();
  const end = new Date(`${to}T00:00:00.000Z`).getTime();
  const real = (ms: number, day: string) => !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
  if (!real(start, from) || !real(end, to) || start > end) throw new BusinessError(AGENT_ERROR_CODES.rangeInvalid, 'The start day must be on or before the end day');
  const count = (end - start) / DAY_MS + 1;
  if (count > TEAM_OVERVIEW_MAX_DAYS) {
    throw new BusinessError(AGENT_ERROR_CODES.rangeInvalid, `The range may be at most ${String(TEAM_OVERVIEW_MAX_DAYS)} days`, { maxDays: TEAM_OVERVIEW_MAX_DAYS });
  }
  return Array.from({ length: count }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
}

/** A `team_day_totals` row as read. */
interface TotalsRow {
  day: string;
  new_members: number;
  active_members: number;
  bet_count: number;
  stake: string;
  payout: string;
  deposit: string;
  withdraw: string;
}

/** A downline row as read. */
interface DownlineRow {
  id: number;
  account: string;
  nickname: string;
  type: number;
  depth: number;
  direct_count: number;
  team_size: number;
  balance: string | null;
  last_login_at: Date | string | null;
  registered_at: Date | string;
  total: number;
}

/** The rows of a raw query (the PGlite and node-postgres results both carry `rows`). */
async function rowsOf<R>(db: AppDb, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();
/** Escapes LIKE's wildcards in a search text. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Reads of the agent team: overview and downline list. One instance per app. */
export class TeamReports {
  constructor(private readonly db: AppDb) {}

  /**
   * The team overview of a UTC day range (page agentTeamOverview): team size and direct members
   * now; new members, distinct active members, deposits, withdrawals (net of refunds), bet count,
   * valid bets, payouts and P&L (payouts − stakes) over the range; one day per day of the range.
   * @param member the session member (an agent)
   * @param range `from` and `to`, `yyyy-MM-dd`, inclusive, at most `TEAM_OVERVIEW_MAX_DAYS` days
   * @returns the overview, money as two-decimal strings
   * @throws BusinessError `agent.only`; `agent.range.invalid`
   */
  async overview(member: WalletMember, range: { from: string; to: string }): Promise<TeamOverview> {
    assertAgent(member);
    const days = teamRangeDays(range.from, range.to);
    const totals = await rowsOf<TotalsRow>(this.db, sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, new_members, active_members, bet_count, stake::text AS stake, payout::text AS payout, deposit::text AS deposit, withdraw::text AS withdraw
      FROM team_day_totals WHERE agent_id = ${member.id} AND day BETWEEN ${range.from}::date AND ${range.to}::date ORDER BY day`);
    const [size] = (
      await rowsOf<{ team_size: number; direct_members: number }>(this.db, sql`
        SELECT count(*)::int AS team_size, (count(*) FILTER (WHERE depth = 1))::int AS direct_members
        FROM member_ancestors WHERE ancestor_id = ${member.id} AND depth > 0`)
    );
    // Distinct over the range (a member active on several days counts once); one day needs no
    // probe. A member whose first or last bet day is in the range is active without one; only
    // members who bet both before and after the range are probed (none when it ends today).
    const active =
      days.length === 1
        ? Number(totals[0]?.active_members ?? 0)
        : Number(
            (
              await rowsOf<{ n: number }>(this.db, sql`
                SELECT count(*)::int AS n FROM member_ancestors a JOIN member_bet_span s ON s.member_id = a.member_id
                WHERE a.ancestor_id = ${member.id} AND a.depth > 0 AND s.first_day <= ${range.to}::date AND s.last_day >= ${range.from}::date
                  AND (s.last_day <= ${range.to}::date OR s.first_day >= ${range.from}::date
                    OR EXISTS (SELECT 1 FROM member_bet_days d WHERE d.member_id = a.member_id AND d.day BETWEEN ${range.from}::date AND ${range.to}::date))`)
            )[0]?.n ?? 0,
          );
    const byDay = new Map(totals.map((r) => [r.day, r]));
    const zero = new Big(0);
    const sums = { newMembers: 0, betCount: 0, stake: zero, payout: zero, deposit: zero, withdraw: zero };
    const series = days.map((day): TeamDay => {
      const r = byDay.get(day);
      if (!r) return { day, newMembers: 0, activeMembers: 0, deposit: '0.00', withdraw: '0.00', betCount: 0, validBet: '0.00', profitLoss: '0.00' };
      sums.newMembers += Number(r.new_members);
      sums.betCount += Number(r.bet_count);
      sums.stake = sums.stake.plus(r.stake);
      sums.payout = sums.payout.plus(r.payout);
      sums.deposit = sums.deposit.plus(r.deposit);
      sums.withdraw = sums.withdraw.plus(r.withdraw);
      return {
        day,
        newMembers: Number(r.new_members),
        activeMembers: Number(r.active_members),
        deposit: money(r.deposit),
        withdraw: money(r.withdraw),
        betCount: Number(r.bet_count),
        validBet: money(r.stake),
        profitLoss: new Big(r.payout).minus(r.stake).toFixed(2),
      };
    });
    return {
      from: range.from,
      to: range.to,
      teamSize: Number(size?.team_size ?? 0),
      directMembers: Number(size?.direct_members ?? 0),
      newMembers: sums.newMembers,
      activeMembers: active,
      deposit: sums.deposit.toFixed(2),
      withdraw: sums.withdraw.toFixed(2),
      betCount: sums.betCount,
      validBet: sums.stake.toFixed(2),
      payout: sums.payout.toFixed(2),
      profitLoss: sums.payout.minus(sums.stake).toFixed(2),
      days: series,
    };
  }

  /**
   * The level of a member under an agent.
   * @returns 0 for the agent itself, the depth for a downline, undefined outside the team
   */
  async depthInTeam(agentId: number, memberId: number): Promise<number | undefined> {
    if (agentId === memberId) return 0;
    const [row] = await rowsOf<{ depth: number }>(this.db, sql`SELECT depth FROM member_ancestors WHERE ancestor_id = ${agentId} AND member_id = ${memberId} AND depth > 0`);
    return row ? Number(row.depth) : undefined;
  }

  /**
   * A page of downlines (page downlineManagmentView): the direct downlines of `parentId` (the
   * caller by default), or with `account` the team members whose account starts with it (any
   * case), by id; each with its level under the caller, direct downline count, team size, main
   * wallet, last login and registration time.
   * @param member the session member (an agent)
   * @param query `parentId`, `account`, `pageNo` (default 1), `pageSize` (default 20, at most 100)
   * @returns the page with the total
   * @throws BusinessError `agent.only`; `agent.downline.not.in.team` when `parentId` is not the caller or in its team
   * @throws RequestError (400) for a page number or size out of bounds
   */
  async downlines(member: WalletMember, query: DownlinesQuery): Promise<DownlinePage> {
    assertAgent(member);
    const pageNo = boundedInt(query.pageNo, 1, 'pageNo', 1, 999_999);
    const pageSize = boundedInt(query.pageSize, DOWNLINE_PAGE_DEFAULT, 'pageSize', 1, DOWNLINE_PAGE_MAX);
    const offset = (pageNo - 1) * pageSize;
    const search = query.account?.trim();
    let page;
    if (search) {
      page = sql`
        SELECT m.id, a.depth, count(*) OVER () AS total FROM members m
        JOIN member_ancestors a ON a.ancestor_id = ${member.id} AND a.member_id = m.id AND a.depth > 0
        WHERE m.account LIKE ${likePrefix(search)} ORDER BY m.id LIMIT ${pageSize} OFFSET ${offset}`;
    } else {
      const parentId = query.parentId === undefined ? member.id : Number(query.parentId);
      const parentDepth = await this.depthInTeam(member.id, parentId);
      if (parentDepth === undefined) throw new BusinessError(AGENT_ERROR_CODES.notInTeam, NOT_IN_TEAM_MESSAGE);
      page = sql`
        SELECT a.member_id AS id, ${parentDepth + 1}::int AS depth, count(*) OVER () AS total FROM member_ancestors a
        WHERE a.ancestor_id = ${parentId} AND a.depth = 1 ORDER BY a.member_id LIMIT ${pageSize} OFFSET ${offset}`;
    }
    const rows = (
      await rowsOf<DownlineRow>(this.db, sql`
        WITH page AS (${page})
        SELECT m.id, m.account, m.nickname, m.type, p.depth::int AS depth, p.total::int AS total,
          (SELECT count(*) FROM member_ancestors x WHERE x.ancestor_id = m.id AND x.depth = 1)::int AS direct_count,
          (SELECT count(*) FROM member_ancestors x WHERE x.ancestor_id = m.id AND x.depth > 0)::int AS team_size,
          w.balance::text AS balance, m.last_login_at, m.registered_at
        FROM page p JOIN members m ON m.id = p.id LEFT JOIN wallets w ON w.member_id = m.id ORDER BY m.id`)
    );
    // Past the last page the window has no row to count on: count apart.
    const total = rows[0] ? Number(rows[0].total) : pageNo === 1 ? 0 : await this.count(member.id, query);
    const list = rows.map(
      (r): Downline => ({
        id: Number(r.id),
        account: r.account,
        nickname: r.nickname,
        type: Number(r.type),
        depth: Number(r.depth),
        directCount: Number(r.direct_count),
        teamSize: Number(r.team_size),
        balance: money(r.balance ?? '0'),
        lastLoginAt: r.last_login_at === null ? null : iso(r.last_login_at),
        registeredAt: iso(r.registered_at),
      }),
    );
    return { list, pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
  }

  /** The total of a downline query (a page past the end). */
  private async count(agentId: number, query: DownlinesQuery): Promise<number> {
    const search = query.account?.trim();
    const parentId = query.parentId === undefined ? agentId : Number(query.parentId);
    const [row] = (
      await rowsOf<{ n: number }>(this.db, 
        search
          ? sql`SELECT count(*)::int AS n FROM members m JOIN member_ancestors a ON a.ancestor_id = ${agentId} AND a.member_id = m.id AND a.depth > 0 WHERE m.account LIKE ${likePrefix(search)}`
          : sql`SELECT count(*)::int AS n FROM member_ancestors WHERE ancestor_id = ${parentId} AND depth = 1`,
      )
    );
    return Number(row?.n ?? 0);
  }
}
