/**
 * The agent centre's team endpoints (issue 13; `agent.ts`), schema-free like `cashierRoutes.ts`:
 * the agent centre registers them with the transport when its chunk loads
 * (`registerRoutes(agentRoutes)`).
 */
import { type RouteDef, route } from './routes';

/** User loss and my income (pages palStatementsAgentCopy, agentRevenueReport; `agentLossIncome.ts`). */
export const agentLossIncomeRoutes = {
  agentTeamProfitLoss: route('GET', '/wps/agent/team/profit-loss', 'required'),
  agentIncome: route('GET', '/wps/agent/income', 'required'),
} as const satisfies Record<string, RouteDef>;

/** Method, path and session need of each agent team endpoint, by endpoint name. */
export const agentRoutes = {
  agentTeamOverview: route('GET', '/wps/agent/team/overview', 'required'),
  agentDownlines: route('GET', '/wps/agent/downlines', 'required'),
  agentDownlineTransfer: route('POST', '/wps/agent/downlines/transfer', 'required'),
  ...agentLossIncomeRoutes,
} as const satisfies Record<string, RouteDef>;

/** The longest team overview range in days (both ends included). */
export const TEAM_OVERVIEW_MAX_DAYS = 90;
/** Default page size of the downline list. */
export const DOWNLINE_PAGE_DEFAULT = 20;
/** Largest page size of the downline list. */
export const DOWNLINE_PAGE_MAX = 100;
/** The smallest transfer to a downline. */
export const DOWNLINE_TRANSFER_MIN_AMOUNT = '1.00';

/** Error codes of the agent team endpoints (besides `agent.only` for non-agents). */
export const AGENT_ERROR_CODES = {
  /** A report range with `from` after `to`, or longer than {@link TEAM_OVERVIEW_MAX_DAYS} days (message names the limit). */
  rangeInvalid: 'agent.range.invalid',
  /** A member that is not in the caller's team (or unknown): refused, nothing shown or moved. */
  notInTeam: 'agent.downline.not.in.team',
  /** A transfer below {@link DOWNLINE_TRANSFER_MIN_AMOUNT}. */
  amountTooSmall: 'agent.transfer.amount.too.small',
} as const;

/** Default page size of the user loss report. */
export const TEAM_PROFIT_LOSS_PAGE_DEFAULT = 20;
/** Largest page size of the user loss report. */
export const TEAM_PROFIT_LOSS_PAGE_MAX = 100;
/** Orders of the user loss list: `loss` largest loss first (P&L ascending, the default), `profit` largest win first, `validBet` most valid bets first, `account` A→Z. */
export const TEAM_PROFIT_LOSS_SORTS = ['loss', 'profit', 'validBet', 'account'] as const;
