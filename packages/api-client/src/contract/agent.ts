/**
 * The agent centre's team side (issue 13; spec §2 "Agent centre pages" agentTeamOverview and
 * downlineManagmentView, §6 agent types): the team overview report, the downline list with
 * search, and the transfer from an agent to a downline. Schemas, the endpoints (merged into the
 * contract's endpoint table) and their error codes; the schema-free routes are in
 * `agentRoutes.ts`.
 *
 * Definitions (every figure of these endpoints uses them):
 * - team: every downline of the agent at any depth, not the agent itself;
 * - valid bet: the stakes of settled real-money bets (a bet settles when placed);
 * - profit and loss (P&L): the team members' payouts − stakes (negative when the team lost, which
 *   is the agent side's gain);
 * - active member: a team member with at least one bet in the period;
 * - new member: a team member registered in the period;
 * - days are UTC days (`yyyy-MM-dd`), ranges inclusive of both ends.
 *
 * Only agents (member types 1, 2, 41, 42: `AGENT_TYPES`) are answered; others get
 * `agent.only` (`ERROR_CODES.agentOnly`).
 */
import { Type, type Static } from 'typebox';
import { AmountInput, Day, Instant, RequestId } from './cashier';
import { agentLossIncomeEndpoints } from './agentLossIncome';
import { Money, Page } from './entities';

/** Query of the team overview: the UTC day range, both inclusive, at most `TEAM_OVERVIEW_MAX_DAYS` (90) days. */
export const TeamOverviewQuery = Type.Object({ from: Day, to: Day }, { additionalProperties: false });
/** @see TeamOverviewQuery */
export type TeamOverviewQuery = Static<typeof TeamOverviewQuery>;

/** The team's figures of one UTC day (the charts' series). */
export const TeamDay = Type.Object({
  day: Day,
  /** Team members registered that day. */
  newMembers: Type.Integer({ minimum: 0 }),
  /** Team members with at least one bet that day. */
  activeMembers: Type.Integer({ minimum: 0 }),
  deposit: Money,
  /** Withdrawn net of refunds (positive). */
  withdraw: Money,
  betCount: Type.Integer({ minimum: 0 }),
  /** Valid bets: the stakes. */
  validBet: Money,
  /** Payouts − stakes (negative: the team lost). */
  profitLoss: Money,
});
/** @see TeamDay */
export type TeamDay = Static<typeof TeamDay>;

/**
 * The team overview (page agentTeamOverview) over a range: team size now (every downline, and the
 * direct ones), and over the range new and active members (active counted once over the whole
 * range, not summed per day), deposits, withdrawals, bet count, valid bets, payouts and P&L, plus
 * one {@link TeamDay} per day of the range, oldest first, days without activity as zeros.
 */
export const TeamOverview = Type.Object({
  from: Day,
  to: Day,
  /** Every downline at any depth, now. */
  teamSize: Type.Integer({ minimum: 0 }),
  /** The agent's direct downlines, now. */
  directMembers: Type.Integer({ minimum: 0 }),
  newMembers: Type.Integer({ minimum: 0 }),
  activeMembers: Type.Integer({ minimum: 0 }),
  deposit: Money,
  withdraw: Money,
  betCount: Type.Integer({ minimum: 0 }),
  validBet: Money,
  payout: Money,
  profitLoss: Money,
  days: Type.Array(TeamDay),
});
/** @see TeamOverview */
export type TeamOverview = Static<typeof TeamOverview>;

/**
 * Query of the downline list (page downlineManagmentView): without `account`, the direct
 * downlines of `parentId` (default: the caller; it must be in the caller's team); with
 * `account`, members of the caller's whole team whose account starts with it (any case).
 * Paged, oldest registration first (by id).
 */
export const DownlinesQuery = Type.Object(
  {
    parentId: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,9}$' })),
    account: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    pageNo: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,5}$', description: '1-based, default 1' })),
    pageSize: Type.Optional(Type.String({ pattern: '^(?:[1-9]\\d?|100)$', description: '1..100, default 20' })),
  },
  { additionalProperties: false },
);
/** @see DownlinesQuery */
export type DownlinesQuery = Static<typeof DownlinesQuery>;

/** One downline in the list. */
export const Downline = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  account: Type.String(),
  nickname: Type.String(),
  /** Member type (spec §9): 0 member, agents 1, 2, 41, 42. */
  type: Type.Integer(),
  /** Levels under the caller (1 = a direct downline). */
  depth: Type.Integer({ minimum: 1 }),
  /** Its own direct downlines. */
  directCount: Type.Integer({ minimum: 0 }),
  /** Its whole team (every downline at any depth). */
  teamSize: Type.Integer({ minimum: 0 }),
  /** Its main wallet. */
  balance: Money,
  /** Null: never logged in. */
  lastLoginAt: Type.Union([Instant, Type.Null()]),
  registeredAt: Instant,
});
/** @see Downline */
export type Downline = Static<typeof Downline>;

/** A page of downlines with the total. */
export const DownlinePage = Page(Downline);
/** @see DownlinePage */
export type DownlinePage = Static<typeof DownlinePage>;

/**
 * Body of a transfer to a downline: the team member (`memberId`), the `amount` (≤ 2 decimals, at
 * least `DOWNLINE_TRANSFER_MIN_AMOUNT` (1.00)) and `requestId` (a UUID drawn once per submission,
 * the idempotency key: a retry with it and the same member and amount answers the first transfer
 * and moves nothing more).
 */
export const DownlineTransferBody = Type.Object({ memberId: Type.Integer({ minimum: 1 }), amount: AmountInput, requestId: RequestId }, { additionalProperties: false });
/** @see DownlineTransferBody */
export type DownlineTransferBody = Static<typeof DownlineTransferBody>;

/** A transfer to a downline: what was sent, to whom, and the agent's main wallet after it. */
export const DownlineTransfer = Type.Object({
  /** The request id (lower case): the ledger entries' reference. */
  transferId: Type.String(),
  amount: Money,
  /** The agent's main wallet after the transfer. */
  balance: Money,
  member: Type.Object({ id: Type.Integer({ minimum: 1 }), account: Type.String(), nickname: Type.String() }),
  createdAt: Instant,
});
/** @see DownlineTransfer */
export type DownlineTransfer = Static<typeof DownlineTransfer>;

/** The agent team endpoints, merged into the contract's endpoint table. */
export const agentEndpoints = {
  /** The team overview of a day range (page agentTeamOverview; issue 13). */
  agentTeamOverview: { method: 'GET', path: '/wps/agent/team/overview', query: TeamOverviewQuery, value: TeamOverview, auth: 'required', spec: '§2, §6' },
  /** Direct downlines of a team member, or an account search over the whole team, paged (page downlineManagmentView). */
  agentDownlines: { method: 'GET', path: '/wps/agent/downlines', query: DownlinesQuery, value: DownlinePage, auth: 'required', spec: '§2, §6' },
  /** Sends money from the agent's main wallet to a team member's main wallet (idempotent by `requestId`). */
  agentDownlineTransfer: { method: 'POST', path: '/wps/agent/downlines/transfer', body: DownlineTransferBody, value: DownlineTransfer, auth: 'required', spec: '§2, §6' },
  /** User loss and my income (pages palStatementsAgentCopy, agentRevenueReport; ./agentLossIncome.ts). */
  ...agentLossIncomeEndpoints,
} as const;
