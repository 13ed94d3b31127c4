/**
 * The agent centre's user loss and my income reports (issue 13; spec §2 "Agent centre pages"
 * palStatementsAgentCopy and agentRevenueReport): schemas and endpoints, merged into the
 * contract's endpoint table through `agentEndpoints` (./agent.ts); routes in `agentRoutes.ts`
 * (`agentLossIncomeRoutes`).
 *
 * Definitions are those of ./agent.ts (team, valid bet, P&L = payouts − stakes, UTC days,
 * inclusive ranges of at most `TEAM_OVERVIEW_MAX_DAYS` days, `agent.range.invalid` otherwise).
 * Only agents are answered; others get `agent.only` (`ERROR_CODES.agentOnly`).
 */
import { Type, type Static } from 'typebox';
import { Day } from './cashier';
import { TEAM_PROFIT_LOSS_SORTS } from './agentRoutes';
import { LiteralUnion, Money, Page } from './entities';

/** One of `TEAM_PROFIT_LOSS_SORTS` (agentRoutes.ts). */
export const TeamProfitLossSort = LiteralUnion(TEAM_PROFIT_LOSS_SORTS);
/** @see TeamProfitLossSort */
export type TeamProfitLossSort = Static<typeof TeamProfitLossSort>;

/**
 * Query of the user loss report (page palStatementsAgentCopy): the UTC day range (both ends, at
 * most 90 days), an optional account prefix (any case), the order (default `loss`) and the page
 * (default 1, size 20, at most 100).
 */
export const TeamProfitLossQuery = Type.Object(
  {
    from: Day,
    to: Day,
    account: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    sort: Type.Optional(TeamProfitLossSort),
    pageNo: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,5}$', description: '1-based, default 1' })),
    pageSize: Type.Optional(Type.String({ pattern: '^(?:[1-9]\\d?|100)$', description: '1..100, default 20' })),
  },
  { additionalProperties: false },
);
/** @see TeamProfitLossQuery */
export type TeamProfitLossQuery = Static<typeof TeamProfitLossQuery>;

/** The properties of {@link ProfitLossFigures}. */
const profitLossFields = {
  betCount: Type.Integer({ minimum: 0 }),
  /** Valid bets: the stakes of real-money bets. */
  validBet: Money,
  payout: Money,
  /** Payouts − stakes (negative: the member lost). */
  profitLoss: Money,
  deposit: Money,
  /** Withdrawn net of refunds (positive). */
  withdraw: Money,
};
/** The figures of a team member (or their totals) over the range. */
export const ProfitLossFigures = Type.Object(profitLossFields);
/** @see ProfitLossFigures */
export type ProfitLossFigures = Static<typeof ProfitLossFigures>;

/** One team member's row of the user loss report. */
export const TeamMemberProfitLoss = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  account: Type.String(),
  /** Member type (spec §9): 0 member, agents 1, 2, 41, 42. */
  type: Type.Integer(),
  /** Levels under the caller (1 = a direct downline). */
  depth: Type.Integer({ minimum: 1 }),
  ...profitLossFields,
});
/** @see TeamMemberProfitLoss */
export type TeamMemberProfitLoss = Static<typeof TeamMemberProfitLoss>;

/**
 * The user loss report: a page of team members (every downline at any depth matching the account
 * prefix, with or without activity in the range) in the asked order, and the totals of all of
 * them (not only the page).
 */
export const TeamProfitLossPage = Type.Object({
  ...Page(TeamMemberProfitLoss).properties,
  from: Day,
  to: Day,
  sort: TeamProfitLossSort,
  totals: ProfitLossFigures,
});
/** @see TeamProfitLossPage */
export type TeamProfitLossPage = Static<typeof TeamProfitLossPage>;

/** Query of the agent's income (page agentRevenueReport): the UTC day range, both ends, at most 90 days. */
export const AgentIncomeQuery = Type.Object({ from: Day, to: Day }, { additionalProperties: false });
/** @see AgentIncomeQuery */
export type AgentIncomeQuery = Static<typeof AgentIncomeQuery>;

/**
 * The agent's money in by kind over some time (a day, or the range): income — `salary` (SALARY
 * entries of its daily, hourly and real-time salary contracts), `dividend` (DIVIDEND) and
 * `rebate` (REBATE claims of its own bets) — and their sum `income`; apart from income, the
 * transfers it received: `fromUpline` (TRANSFER_FROM_UPLINE, sent by its upline agent) and
 * `fromDownlines` (TRANSFER_DOWNLINE_IN, sent by its downlines).
 */
const incomeFields = {
  salary: Money,
  dividend: Money,
  rebate: Money,
  /** salary + dividend + rebate. */
  income: Money,
  fromUpline: Money,
  fromDownlines: Money,
};
/** The agent's money in by kind over a day or the range (the fields above). */
export const IncomeFigures = Type.Object(incomeFields);
/** @see IncomeFigures */
export type IncomeFigures = Static<typeof IncomeFigures>;

/** The income of one UTC day. */
export const IncomeDay = Type.Object({ day: Day, ...incomeFields });
/** @see IncomeDay */
export type IncomeDay = Static<typeof IncomeDay>;

/** The agent's income over the range: the totals and the days with any entry, newest first. */
export const AgentIncome = Type.Object({ from: Day, to: Day, totals: IncomeFigures, days: Type.Array(IncomeDay) });
/** @see AgentIncome */
export type AgentIncome = Static<typeof AgentIncome>;

/** The user loss and my income endpoints (merged into `agentEndpoints`). */
export const agentLossIncomeEndpoints = {
  /** Each team member's bets, P&L, deposits and withdrawals over a range, sorted and paged, with totals (page palStatementsAgentCopy). */
  agentTeamProfitLoss: { method: 'GET', path: '/wps/agent/team/profit-loss', query: TeamProfitLossQuery, value: TeamProfitLossPage, auth: 'required', spec: '§2, §6' },
  /** The agent's own salaries, dividends and rebates and the transfers it received, per day and in total (page agentRevenueReport). */
  agentIncome: { method: 'GET', path: '/wps/agent/income', query: AgentIncomeQuery, value: AgentIncome, auth: 'required', spec: '§2, §6' },
} as const;
