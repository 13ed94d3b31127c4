/**
 * The agent centre's team record endpoints (issue 13; `agentTeamRecords.ts`): team betting
 * (page personalHistoryCopy) and the downlines' transactions (page
 * agentDownlineTransactionDetailsCopy), schema-free like `agentRoutes.ts`: the agent centre
 * registers them with the transport when its chunk loads (`registerRoutes(agentTeamRecordRoutes)`).
 */
import { type LedgerFilter, type LedgerKind } from './cashier';
import { type RouteDef, route } from './routes';

/** Method, path and session need of each team record endpoint, by endpoint name. */
export const agentTeamRecordRoutes = {
  agentTeamBets: route('GET', '/wps/agent/team/bets', 'required'),
  agentTeamTransactions: route('GET', '/wps/agent/team/transactions', 'required'),
} as const satisfies Record<string, RouteDef>;

/** Default page size of the team records. */
export const TEAM_RECORDS_PAGE_DEFAULT = 20;
/** Largest page size of the team records. */
export const TEAM_RECORDS_PAGE_MAX = 100;

/**
 * The `kind` filter of the team transactions: the transactionHistory filters without bets and
 * payouts (those are team betting's), plus the agent contracts' salaries and dividends.
 */
export const TEAM_TRANSACTION_FILTERS = ['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'REWARD', 'SALARY', 'DIVIDEND'] as const;
/** @see TEAM_TRANSACTION_FILTERS */
export type TeamTransactionFilter = (typeof TEAM_TRANSACTION_FILTERS)[number];

/** The ledger kinds each team transaction filter covers (server query and mocks read this table; `TRANSFER`, `REWARD` as in transactionHistory). */
export const TEAM_TRANSACTION_FILTER_KINDS: Readonly<Record<TeamTransactionFilter, readonly LedgerKind[]>> = {
  DEPOSIT: ['DEPOSIT'],
  WITHDRAW: ['WITHDRAW', 'WITHDRAW_REFUND'],
  TRANSFER: ['TRANSFER_IN', 'TRANSFER_OUT', 'TRANSFER_UPLINE_OUT', 'TRANSFER_DOWNLINE_IN', 'TRANSFER_TO_DOWNLINE', 'TRANSFER_FROM_UPLINE'],
  REWARD: ['BONUS', 'REBATE'],
  SALARY: ['SALARY'],
  DIVIDEND: ['DIVIDEND'],
} satisfies Partial<Record<LedgerFilter | 'SALARY' | 'DIVIDEND', readonly LedgerKind[]>>;

/** The ledger kinds the team transactions never list (team betting lists the bets). */
export const TEAM_TRANSACTION_EXCLUDED_KINDS: readonly LedgerKind[] = ['BET', 'PAYOUT'];
