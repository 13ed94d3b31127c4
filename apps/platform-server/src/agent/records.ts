/**
 * The agent centre's team records (issue 13; spec §2 personalHistoryCopy "team betting" and
 * agentDownlineTransactionDetailsCopy "account details"): the bets and the ledger entries of the
 * agent's team over a UTC day range, by account (prefix) and kind, paged newest first, with the
 * filter's totals. Definitions are the contract's (`packages/api-client/src/contract/agentTeamRecords.ts`):
 * the team is every downline at any depth, not the agent itself; bets are real-money bets.
 *
 * Speed (migration 0010_team_records): a page walks the time index `bets_created_idx`
 * (`created_at, id`) newest first and keeps the rows whose member is in the team (a probe of
 * `member_ancestors_member_idx`); the transactions walk the partial index `ledger_money_time_idx`
 * (the ledger without BET and PAYOUT, a small part of it) the same way. Team betting's totals
 * come from the team roll-up `team_day_totals` (≤ 90 rows) without an account filter, else from
 * one aggregate over the matched members' bets of the range (`bets_member_time_idx`), bounded by
 * the 90-day range.
 */
import {
  AGENT_ERROR_CODES,
  TEAM_RECORDS_PAGE_DEFAULT,
  TEAM_RECORDS_PAGE_MAX,
  TEAM_TRANSACTION_EXCLUDED_KINDS,
  TEAM_TRANSACTION_FILTER_KINDS,
  type GameType,
  type LedgerKind,
  type TeamBetPage,
  type TeamBetsQuery,
  type TeamTransactionPage,
  type TeamTransactionsQuery,
} from '@gamehall/api-client/contract';
import Big from 'big.js';
import { type SQL, sql } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import { BusinessError } from '../http/envelope.ts';
import { money } from '../play/money.ts';
import { type WalletMember } from '../play/wallets.ts';
import { boundedInt } from '../routes/paging.ts';
import { NOT_IN_TEAM_MESSAGE, assertAgent, teamRangeDays } from './team.ts';

const DAY_MS = 86_400_000;

/** The rows of a raw query (the PGlite and node-postgres results both carry `rows`). */
async function rowsOf<R>(db: AppDb, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();
/** Escapes LIKE's wildcards in a search text. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The excluded kinds as SQL literals: the partial index's predicate must appear verbatim (not as parameters) for the planner to use it. */
const EXCLUDED = sql.raw(TEAM_TRANSACTION_EXCLUDED_KINDS.map((k) => `'${k}'`).join(', '));

/** A checked filter: the time bounds, the page and the members of an account filter. */
interface Filter {
  start: Date;
  end: Date;
  pageNo: number;
  pageSize: number;
  /** The team members an `account` filter matched (undefined: the whole team). */
  members?: number[];
}

/** Reads of the team's bets and transactions. One instance per app. */
export class TeamRecords {
  constructor(private readonly db: AppDb) {}

  /**
   * Checks a query: agent, day range, page and account.
   * @throws BusinessError `agent.only`; `agent.range.invalid`; `agent.downline.not.in.team` when no team member's account starts with `account`
   * @throws RequestError (400) for a page number or size out of bounds
   */
  private async filter(member: WalletMember, query: { from: string; to: string; account?: string; pageNo?: string; pageSize?: string }): Promise<Filter> {
    assertAgent(member);
    teamRangeDays(query.from, query.to);
    const start = new Date(`${query.from}T00:00:00.000Z`);
    const end = new Date(Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS);
    const pageNo = boundedInt(query.pageNo, 1, 'pageNo', 1, 999_999);
    const pageSize = boundedInt(query.pageSize, TEAM_RECORDS_PAGE_DEFAULT, 'pageSize', 1, TEAM_RECORDS_PAGE_MAX);
    const search = query.account?.trim();
    if (!search) return { start, end, pageNo, pageSize };
    const matched = await rowsOf<{ id: number }>(this.db, sql`
      SELECT m.id FROM members m JOIN member_ancestors a ON a.ancestor_id = ${member.id} AND a.member_id = m.id AND a.depth > 0
      WHERE m.account LIKE ${likePrefix(search)}`);
    if (matched.length === 0) throw new BusinessError(AGENT_ERROR_CODES.notInTeam, NOT_IN_TEAM_MESSAGE);
    return { start, end, pageNo, pageSize, members: matched.map((r) => Number(r.id)) };
  }

  /** The member condition of a filter on a table aliased `x` with `member_id`. */
  private inTeam(agentId: number, f: Filter): SQL {
    return f.members
      ? sql`x.member_id = ANY(${`{${f.members.join(',')}}`}::int[])`
      : sql`EXISTS (SELECT 1 FROM member_ancestors a WHERE a.member_id = x.member_id AND a.ancestor_id = ${agentId} AND a.depth > 0)`;
  }

  /**
   * A page of the team's real-money bets (page personalHistoryCopy "team betting"), newest first
   * (bet time, then id), each with the member's account, level under the caller and the game;
   * and the filter's totals (bet count, valid bets = stakes, payouts, P&L = payouts − stakes).
   * @param member the session member (an agent)
   * @param query `from`, `to` (`yyyy-MM-dd`, inclusive, ≤ 90 days), `account` (prefix, any case), `pageNo` (default 1), `pageSize` (default 20, ≤ 100)
   * @returns the page, money as two-decimal strings, `total` = `totals.betCount`
   * @throws BusinessError `agent.only`; `agent.range.invalid`; `agent.downline.not.in.team`
   * @throws RequestError (400) for a page number or size out of bounds
   */
  async bets(member: WalletMember, query: TeamBetsQuery): Promise<TeamBetPage> {
    const f = await this.filter(member, query);
    const where = sql`x.created_at >= ${f.start} AND x.created_at < ${f.end} AND x.wallet <> 'FUN' AND ${this.inTeam(member.id, f)}`;
    const page = rowsOf<{ bet_id: string; account: string; depth: number; node_id: number; game_name: string; vassalage: string; game_type: string; stake: string; payout: string; created_at: Date | string }>(
      this.db,
      sql`
        WITH page AS (SELECT x.id FROM bets x WHERE ${where} ORDER BY x.created_at DESC, x.id DESC LIMIT ${f.pageSize} OFFSET ${(f.pageNo - 1) * f.pageSize})
        SELECT b.bet_id, m.account, a.depth, b.node_id, g.game_name, g.vassalage, g.game_type, b.stake::text AS stake, b.payout::text AS payout, b.created_at
        FROM page p JOIN bets b ON b.id = p.id JOIN members m ON m.id = b.member_id
        JOIN member_ancestors a ON a.member_id = b.member_id AND a.ancestor_id = ${member.id}
        LEFT JOIN games g ON g.node_id = b.node_id
        ORDER BY b.created_at DESC, b.id DESC`,
    );
    const totals = f.members
      ? rowsOf<{ n: number; stake: string | null; payout: string | null }>(this.db, sql`SELECT count(*)::int AS n, sum(x.stake)::text AS stake, sum(x.payout)::text AS payout FROM bets x WHERE ${where}`)
      : rowsOf<{ n: number; stake: string | null; payout: string | null }>(
          this.db,
          sql`SELECT coalesce(sum(bet_count), 0)::int AS n, sum(stake)::text AS stake, sum(payout)::text AS payout FROM team_day_totals
              WHERE agent_id = ${member.id} AND day >= ${f.start.toISOString().slice(0, 10)}::date AND day < ${f.end.toISOString().slice(0, 10)}::date`,
        );
    const [rows, [sums]] = await Promise.all([page, totals]);
    const total = Number(sums?.n ?? 0);
    const stake = new Big(sums?.stake ?? 0);
    const payout = new Big(sums?.payout ?? 0);
    return {
      list: rows.map((r) => ({
        betId: r.bet_id,
        account: r.account,
        depth: Number(r.depth),
        nodeId: Number(r.node_id),
        gameName: r.game_name ?? '',
        vassalage: r.vassalage ?? '',
        gameType: r.game_type as GameType,
        stake: money(r.stake),
        payout: money(r.payout),
        winLoss: new Big(r.payout).minus(r.stake).toFixed(2),
        betTime: iso(r.created_at),
      })),
      pageNo: f.pageNo,
      pageSize: f.pageSize,
      total,
      totalPages: Math.ceil(total / f.pageSize),
      totals: { betCount: total, validBet: stake.toFixed(2), payout: payout.toFixed(2), profitLoss: payout.minus(stake).toFixed(2) },
    };
  }

  /**
   * A page of the team's ledger entries other than bets and payouts (page
   * agentDownlineTransactionDetailsCopy "account details"), newest first (time, then id), each
   * with the member's account and level under the caller; and the filter's sums of money in and
   * out (out negative).
   * @param member the session member (an agent)
   * @param query `from`, `to` (≤ 90 days), `account` (prefix), `kind` (a `TEAM_TRANSACTION_FILTERS` group), `pageNo`, `pageSize`
   * @returns the page, money as two-decimal strings
   * @throws BusinessError `agent.only`; `agent.range.invalid`; `agent.downline.not.in.team`
   * @throws RequestError (400) for a page number or size out of bounds
   */
  async transactions(member: WalletMember, query: TeamTransactionsQuery): Promise<TeamTransactionPage> {
    const f = await this.filter(member, query);
    const kinds: readonly LedgerKind[] | undefined = query.kind ? TEAM_TRANSACTION_FILTER_KINDS[query.kind] : undefined;
    const where = sql`x.created_at >= ${f.start} AND x.created_at < ${f.end} AND x.kind NOT IN (${EXCLUDED})
      ${kinds ? sql`AND x.kind = ANY(${`{${kinds.join(',')}}`}::text[])` : sql``} AND ${this.inTeam(member.id, f)}`;
    const [rows, [sums]] = await Promise.all([
      rowsOf<{ id: number; account: string; depth: number; kind: LedgerKind; wallet: string; amount: string; balance_after: string; reference: string; created_at: Date | string }>(
        this.db,
        sql`
          WITH page AS (SELECT x.id FROM ledger_entries x WHERE ${where} ORDER BY x.created_at DESC, x.id DESC LIMIT ${f.pageSize} OFFSET ${(f.pageNo - 1) * f.pageSize})
          SELECT l.id, m.account, a.depth, l.kind, l.wallet, l.amount::text AS amount, l.balance_after::text AS balance_after, l.reference, l.created_at
          FROM page p JOIN ledger_entries l ON l.id = p.id JOIN members m ON m.id = l.member_id
          JOIN member_ancestors a ON a.member_id = l.member_id AND a.ancestor_id = ${member.id}
          ORDER BY l.created_at DESC, l.id DESC`,
      ),
      rowsOf<{ n: number; credit: string | null; debit: string | null }>(
        this.db,
        sql`SELECT count(*)::int AS n, sum(x.amount) FILTER (WHERE x.amount > 0)::text AS credit, sum(x.amount) FILTER (WHERE x.amount < 0)::text AS debit FROM ledger_entries x WHERE ${where}`,
      ),
    ]);
    const total = Number(sums?.n ?? 0);
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        account: r.account,
        depth: Number(r.depth),
        kind: r.kind,
        wallet: r.wallet,
        amount: money(r.amount),
        balanceAfter: money(r.balance_after),
        reference: r.reference,
        createdAt: iso(r.created_at),
      })),
      pageNo: f.pageNo,
      pageSize: f.pageSize,
      total,
      totalPages: Math.ceil(total / f.pageSize),
      totals: { credit: money(sums?.credit ?? '0'), debit: money(sums?.debit ?? '0') },
    };
  }
}
