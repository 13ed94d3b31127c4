/**
 * The agent centre's user loss and my income reports (issue 13; spec §2 palStatementsAgentCopy
 * and agentRevenueReport). Definitions (team, valid bet, P&L, UTC days) are those of the contract
 * (`packages/api-client/src/contract/agentLossIncome.ts`).
 *
 * Speed: both read the ledger's daily roll-up `ledger_day_counts` (a row per member, UTC day and
 * kind, kept by a trigger in the inserting transaction; migration 0007), never the bets or the
 * ledger itself. Every real-money bet writes one BET entry (−stake) and, when it pays, one PAYOUT
 * entry (src/play/wallets.ts `settleBet`; free play writes none), so a member's bet count, stakes
 * and payouts of a day are its BET entries' count and the BET and PAYOUT sums. The user loss
 * report walks the team through the closure table `member_ancestors` and, per member (a LATERAL
 * subquery, so the planner probes the roll-up's primary key (member_id, day, kind) instead of
 * scanning every member's days), its roll-up rows of the range; my income reads the agent's own
 * rows of the range.
 */
import {
  AGENT_TYPES,
  ERROR_CODES,
  TEAM_PROFIT_LOSS_PAGE_DEFAULT,
  TEAM_PROFIT_LOSS_PAGE_MAX,
  type AgentIncome,
  type IncomeDay,
  type IncomeFigures,
  type TeamMemberProfitLoss,
  type TeamProfitLossPage,
  type TeamProfitLossQuery,
  type TeamProfitLossSort,
} from '@gamehall/api-client/contract';
import Big from 'big.js';
import { type SQL, sql } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import { BusinessError } from '../http/envelope.ts';
import { money } from '../play/money.ts';
import { type WalletMember } from '../play/wallets.ts';
import { boundedInt } from '../routes/paging.ts';
import { AGENT_ONLY_MESSAGE, teamRangeDays } from './team.ts';

/** The ledger kinds of the agent's income (salaries of its salary contracts, dividends, rebates of its own bets). */
export const INCOME_KINDS = { salary: 'SALARY', dividend: 'DIVIDEND', rebate: 'REBATE' } as const;
/** The transfers an agent receives, shown apart from its income. */
export const RECEIVED_TRANSFER_KINDS = { fromUpline: 'TRANSFER_FROM_UPLINE', fromDownlines: 'TRANSFER_DOWNLINE_IN' } as const;

/** The ORDER BY of each sort (ties by account, then id: a stable order for paging). */
const ORDER: Record<TeamProfitLossSort, SQL> = {
  loss: sql`r.profit_loss ASC, m.account ASC, r.id ASC`,
  profit: sql`r.profit_loss DESC, m.account ASC, r.id ASC`,
  validBet: sql`r.stake DESC, m.account ASC, r.id ASC`,
  account: sql`m.account ASC, r.id ASC`,
};

/** A row of the user loss query: the totals over every matching member, and one page row (null past the last page). */
interface LossRow {
  total: number;
  t_bet_count: string;
  t_stake: string;
  t_payout: string;
  t_deposit: string;
  t_withdraw: string;
  id: number | null;
  account: string | null;
  type: number | null;
  depth: number | null;
  bet_count: string | null;
  stake: string | null;
  payout: string | null;
  deposit: string | null;
  withdraw: string | null;
}

/** The rows of a raw query (the PGlite and node-postgres results both carry `rows`). */
async function rowsOf<R>(db: AppDb, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}

/** Escapes LIKE's wildcards in a search text (accounts are stored in lower case). */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Refuses a caller who is not an agent.
 * @throws BusinessError `agent.only` for member types other than 1, 2, 41, 42
 */
function assertAgent(member: WalletMember): void {
  if (!AGENT_TYPES.includes(member.type)) throw new BusinessError(ERROR_CODES.agentOnly, AGENT_ONLY_MESSAGE);
}

/** Reads of the user loss and my income reports. One instance per app. */
export class LossIncomeReports {
  constructor(private readonly db: AppDb) {}

  /**
   * The user loss report (page palStatementsAgentCopy): every team member (every downline at any
   * depth) whose account starts with `account` (any case), with its bet count, valid bets,
   * payouts, P&L (payouts − stakes), deposits and withdrawals (net of refunds, positive) over the
   * range — members without activity with zeros — in the asked order, one page of them, and the
   * totals of all of them.
   * @param member the session member (an agent)
   * @param query `from`, `to` (`yyyy-MM-dd`, inclusive, at most 90 days), `account`, `sort` (default `loss`), `pageNo` (default 1), `pageSize` (default 20, at most 100)
   * @returns the page, money as two-decimal strings
   * @throws BusinessError `agent.only`; `agent.range.invalid`
   * @throws RequestError (400) for a page number or size out of bounds
   */
  async teamProfitLoss(member: WalletMember, query: TeamProfitLossQuery): Promise<TeamProfitLossPage> {
    assertAgent(member);
    teamRangeDays(query.from, query.to);
    const sort: TeamProfitLossSort = query.sort ?? 'loss';
    const pageNo = boundedInt(query.pageNo, 1, 'pageNo', 1, 999_999);
    const pageSize = boundedInt(query.pageSize, TEAM_PROFIT_LOSS_PAGE_DEFAULT, 'pageSize', 1, TEAM_PROFIT_LOSS_PAGE_MAX);
    const search = query.account?.trim();
    const team = search
      ? sql`SELECT a.member_id AS id, a.depth FROM member_ancestors a JOIN members m ON m.id = a.member_id
          WHERE a.ancestor_id = ${member.id} AND a.depth > 0 AND m.account LIKE ${likePrefix(search)}`
      : sql`SELECT a.member_id AS id, a.depth FROM member_ancestors a WHERE a.ancestor_id = ${member.id} AND a.depth > 0`;
    const rows = await rowsOf<LossRow>(this.db, sql`
      WITH team AS (${team}),
      r AS (
        SELECT t.id, t.depth, s.bet_count, s.stake, s.payout, s.payout - s.stake AS profit_loss, s.deposit, s.withdraw
        FROM team t CROSS JOIN LATERAL (
          SELECT coalesce(sum(c.entries) FILTER (WHERE c.kind = 'BET'), 0) AS bet_count,
            -coalesce(sum(c.amount) FILTER (WHERE c.kind = 'BET'), 0) AS stake,
            coalesce(sum(c.amount) FILTER (WHERE c.kind = 'PAYOUT'), 0) AS payout,
            coalesce(sum(c.amount) FILTER (WHERE c.kind = 'DEPOSIT'), 0) AS deposit,
            -coalesce(sum(c.amount) FILTER (WHERE c.kind IN ('WITHDRAW', 'WITHDRAW_REFUND')), 0) AS withdraw
          FROM ledger_day_counts c
          WHERE c.member_id = t.id AND c.day BETWEEN ${query.from}::date AND ${query.to}::date AND c.kind IN ('BET', 'PAYOUT', 'DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND')
        ) s
      ),
      tot AS (
        SELECT count(*)::int AS total, coalesce(sum(bet_count), 0)::text AS t_bet_count, coalesce(sum(stake), 0)::text AS t_stake,
          coalesce(sum(payout), 0)::text AS t_payout, coalesce(sum(deposit), 0)::text AS t_deposit, coalesce(sum(withdraw), 0)::text AS t_withdraw
        FROM r
      ),
      page AS (
        SELECT row_number() OVER (ORDER BY ${ORDER[sort]}) AS ord, r.id, m.account, m.type, r.depth, r.bet_count::text AS bet_count, r.stake::text AS stake,
          r.payout::text AS payout, r.deposit::text AS deposit, r.withdraw::text AS withdraw
        FROM r JOIN members m ON m.id = r.id ORDER BY ${ORDER[sort]} LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}
      )
      SELECT tot.*, page.id, page.account, page.type, page.depth, page.bet_count, page.stake, page.payout, page.deposit, page.withdraw
      FROM tot LEFT JOIN page ON true ORDER BY page.ord`);
    const first = rows[0];
    const total = Number(first?.total ?? 0);
    const list = rows
      .filter((r) => r.id !== null)
      .map(
        (r): TeamMemberProfitLoss => ({
          id: Number(r.id),
          account: r.account ?? '',
          type: Number(r.type),
          depth: Number(r.depth),
          betCount: Number(r.bet_count),
          validBet: money(r.stake ?? '0'),
          payout: money(r.payout ?? '0'),
          profitLoss: new Big(r.payout ?? 0).minus(r.stake ?? 0).toFixed(2),
          deposit: money(r.deposit ?? '0'),
          withdraw: money(r.withdraw ?? '0'),
        }),
      );
    const stake = new Big(first?.t_stake ?? 0);
    const payout = new Big(first?.t_payout ?? 0);
    return {
      from: query.from,
      to: query.to,
      sort,
      list,
      pageNo,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
      totals: {
        betCount: Number(first?.t_bet_count ?? 0),
        validBet: stake.toFixed(2),
        payout: payout.toFixed(2),
        profitLoss: payout.minus(stake).toFixed(2),
        deposit: new Big(first?.t_deposit ?? 0).toFixed(2),
        withdraw: new Big(first?.t_withdraw ?? 0).toFixed(2),
      },
    };
  }

  /**
   * My income (page agentRevenueReport): the agent's own SALARY, DIVIDEND and REBATE credits and,
   * apart from income, the transfers it received from its upline (TRANSFER_FROM_UPLINE) and its
   * downlines (TRANSFER_DOWNLINE_IN), per UTC day (days with any of them, newest first) and in
   * total over the range.
   * @param member the session member (an agent)
   * @param range `from` and `to`, `yyyy-MM-dd`, inclusive, at most 90 days
   * @returns the income, money as two-decimal strings
   * @throws BusinessError `agent.only`; `agent.range.invalid`
   */
  async income(member: WalletMember, range: { from: string; to: string }): Promise<AgentIncome> {
    assertAgent(member);
    teamRangeDays(range.from, range.to);
    const kinds = [...Object.values(INCOME_KINDS), ...Object.values(RECEIVED_TRANSFER_KINDS)];
    const rows = await rowsOf<{ day: string; kind: string; amount: string }>(this.db, sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, amount::text AS amount FROM ledger_day_counts
      WHERE member_id = ${member.id} AND day BETWEEN ${range.from}::date AND ${range.to}::date
        AND kind IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})`);
    const zero = (): Record<keyof IncomeFigures, Big> => ({ salary: new Big(0), dividend: new Big(0), rebate: new Big(0), income: new Big(0), fromUpline: new Big(0), fromDownlines: new Big(0) });
    const field = new Map<string, keyof IncomeFigures>([
      [INCOME_KINDS.salary, 'salary'],
      [INCOME_KINDS.dividend, 'dividend'],
      [INCOME_KINDS.rebate, 'rebate'],
      [RECEIVED_TRANSFER_KINDS.fromUpline, 'fromUpline'],
      [RECEIVED_TRANSFER_KINDS.fromDownlines, 'fromDownlines'],
    ]);
    const totals = zero();
    const byDay = new Map<string, Record<keyof IncomeFigures, Big>>();
    for (const r of rows) {
      const key = field.get(r.kind);
      if (!key) continue;
      const day = byDay.get(r.day) ?? zero();
      byDay.set(r.day, day);
      for (const sums of [day, totals]) {
        sums[key] = sums[key].plus(r.amount);
        if (key === 'salary' || key === 'dividend' || key === 'rebate') sums.income = sums.income.plus(r.amount);
      }
    }
    const fixed = (sums: Record<keyof IncomeFigures, Big>): IncomeFigures => ({
      salary: sums.salary.toFixed(2),
      dividend: sums.dividend.toFixed(2),
      rebate: sums.rebate.toFixed(2),
      income: sums.income.toFixed(2),
      fromUpline: sums.fromUpline.toFixed(2),
      fromDownlines: sums.fromDownlines.toFixed(2),
    });
    const days = [...byDay.entries()].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0)).map(([day, sums]): IncomeDay => ({ day, ...fixed(sums) }));
    return { from: range.from, to: range.to, totals: fixed(totals), days };
  }
}
