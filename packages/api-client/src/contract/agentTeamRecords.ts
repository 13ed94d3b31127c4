/**
 * The agent centre's team records (issue 13; spec §2 "Agent centre pages"): team betting (page
 * personalHistoryCopy, "team betting") and the downlines' transactions (page
 * agentDownlineTransactionDetailsCopy, "account details"). Schemas and endpoints, merged into
 * the contract's endpoint table; the schema-free routes and the kind filters are in
 * `agentTeamRecordsRoutes.ts`.
 *
 * Definitions (those of `agent.ts`):
 * - team: every downline of the agent at any depth, NOT the agent itself (the agent's own bets
 *   and ledger are in the member centre's betting record and transaction history);
 * - bets: real-money bets (not free play); a bet settles when placed, so every bet is valid and
 *   its stake is the valid bet; P&L = payouts − stakes (negative: the team lost);
 * - days are UTC days (`yyyy-MM-dd`), ranges inclusive of both ends, at most
 *   `TEAM_OVERVIEW_MAX_DAYS` (90) days (`agent.range.invalid` otherwise);
 * - `account` filters the team members whose account starts with it (any case; an exact account
 *   is its own prefix); when no team member matches, `agent.downline.not.in.team`.
 *
 * Only agents are answered; others get `agent.only`.
 */
import { Type, type Static } from 'typebox';
import { Day, Instant, LedgerKind } from './cashier';
import { GameType, LiteralUnion, Money } from './entities';
import { TEAM_TRANSACTION_FILTERS } from './agentTeamRecordsRoutes';

const PageNo = Type.String({ pattern: '^[1-9]\\d{0,5}$', description: '1-based, default 1' });
const PageSize = Type.String({ pattern: '^(?:[1-9]\\d?|100)$', description: '1..100, default 20' });
const Account = Type.String({ minLength: 1, maxLength: 32, description: 'a team member account or its start (any case)' });

/** Query of team betting: the UTC day range (both inclusive, ≤ 90 days), an account (prefix) and the page. */
export const TeamBetsQuery = Type.Object({ from: Day, to: Day, account: Type.Optional(Account), pageNo: Type.Optional(PageNo), pageSize: Type.Optional(PageSize) }, { additionalProperties: false });
/** @see TeamBetsQuery */
export type TeamBetsQuery = Static<typeof TeamBetsQuery>;

/** One bet of a team member. */
export const TeamBet = Type.Object({
  betId: Type.String(),
  /** The team member who placed it. */
  account: Type.String(),
  /** Levels under the caller (1 = a direct downline). */
  depth: Type.Integer({ minimum: 1 }),
  nodeId: Type.Integer({ minimum: 1 }),
  gameName: Type.String(),
  /** The game's vendor code. */
  vassalage: Type.String(),
  gameType: GameType,
  /** The stake (= the valid bet). */
  stake: Money,
  payout: Money,
  /** payout − stake. */
  winLoss: Money,
  betTime: Instant,
});
/** @see TeamBet */
export type TeamBet = Static<typeof TeamBet>;

/** The totals of a team betting filter (every page of it, not only the shown one). */
export const TeamBetTotals = Type.Object({
  betCount: Type.Integer({ minimum: 0 }),
  /** Valid bets: the stakes. */
  validBet: Money,
  payout: Money,
  /** payout − stakes. */
  profitLoss: Money,
});
/** @see TeamBetTotals */
export type TeamBetTotals = Static<typeof TeamBetTotals>;

/** A page of team bets, newest first (bet time, then id), with the filter's totals (`total` = `totals.betCount`). */
export const TeamBetPage = Type.Object({
  list: Type.Array(TeamBet),
  pageNo: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  totalPages: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  totals: TeamBetTotals,
});
/** @see TeamBetPage */
export type TeamBetPage = Static<typeof TeamBetPage>;

/** The `kind` filter of the team transactions (see `TEAM_TRANSACTION_FILTER_KINDS`). */
export const TeamTransactionFilter = LiteralUnion(TEAM_TRANSACTION_FILTERS);

/** Query of the team transactions: the UTC day range (both inclusive, ≤ 90 days), an account (prefix), a kind group and the page. */
export const TeamTransactionsQuery = Type.Object(
  { from: Day, to: Day, account: Type.Optional(Account), kind: Type.Optional(TeamTransactionFilter), pageNo: Type.Optional(PageNo), pageSize: Type.Optional(PageSize) },
  { additionalProperties: false },
);
/** @see TeamTransactionsQuery */
export type TeamTransactionsQuery = Static<typeof TeamTransactionsQuery>;

/** One ledger entry of a team member (never BET or PAYOUT): a change of one wallet, `amount` signed. */
export const TeamTransaction = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  /** The team member whose wallet changed. */
  account: Type.String(),
  /** Levels under the caller (1 = a direct downline). */
  depth: Type.Integer({ minimum: 1 }),
  kind: LedgerKind,
  wallet: Type.String(),
  amount: Money,
  balanceAfter: Money,
  /** The deposit, withdrawal, transfer or settlement it belongs to. */
  reference: Type.String(),
  createdAt: Instant,
});
/** @see TeamTransaction */
export type TeamTransaction = Static<typeof TeamTransaction>;

/** A page of team transactions, newest first (time, then id), with the filter's sums of money in (> 0) and out (< 0, negative). */
export const TeamTransactionPage = Type.Object({
  list: Type.Array(TeamTransaction),
  pageNo: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  totalPages: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  totals: Type.Object({ credit: Money, debit: Money }),
});
/** @see TeamTransactionPage */
export type TeamTransactionPage = Static<typeof TeamTransactionPage>;

/** The team record endpoints, merged into the contract's endpoint table. */
export const agentTeamRecordEndpoints = {
  /** The team's bets of a day range, by account, paged newest first, with totals (page personalHistoryCopy "team betting"; issue 13). */
  agentTeamBets: { method: 'GET', path: '/wps/agent/team/bets', query: TeamBetsQuery, value: TeamBetPage, auth: 'required', spec: '§2, §6' },
  /** The team's ledger entries (not bets) of a day range, by account and kind, paged newest first (page agentDownlineTransactionDetailsCopy "account details"). */
  agentTeamTransactions: { method: 'GET', path: '/wps/agent/team/transactions', query: TeamTransactionsQuery, value: TeamTransactionPage, auth: 'required', spec: '§2, §6' },
} as const;
