/**
 * The agent centre's route paths (spec §2 "Agent centre pages", route names under `/agentHome`).
 * Every page of the spec is listed with its spec name as it is spelled there (including
 * `downlineManagmentView`); a path exists before its page is built, so links and the lead's next
 * pages need no change here. Which pages are built and shown is `AGENT_PAGES` (./pages).
 */
import { AGENT_HOME_PATH } from '@gamehall/shell';

/** The agent centre's root (spec §2 `/agentHome`): shell's `AGENT_HOME_PATH`. */
export const AGENT_ROOT = AGENT_HOME_PATH;

/**
 * Every agent centre path (spec §2 "Agent centre pages"): `root` is `/agentHome`; each page is
 * `/agentHome/<route name>`.
 */
export const agentPaths = {
  /** The agent centre (spec §2 `/agentHome`): the overview (account summary). */
  root: AGENT_ROOT,
  /** Announcements for agents (spec §2 agentAnnouncement; spec §9: paged at 9). */
  agentAnnouncement: `${AGENT_ROOT}/agentAnnouncement`,
  /** Team overview (spec §2 agentTeamOverview): team size, new and active members, deposits, withdrawals, valid bets, P&L. */
  agentTeamOverview: `${AGENT_ROOT}/agentTeamOverview`,
  /** Register a downline or share the invitation link and QR (spec §2 registerCenter). */
  registerCenter: `${AGENT_ROOT}/registerCenter`,
  /** Team management (spec §2 downlineManagmentView, the spec's spelling): the team tree, transfers, contracts. */
  downlineManagmentView: `${AGENT_ROOT}/downlineManagmentView`,
  /** Account details: the downlines' transactions (spec §2 agentDownlineTransactionDetailsCopy). */
  agentDownlineTransactionDetailsCopy: `${AGENT_ROOT}/agentDownlineTransactionDetailsCopy`,
  /** User loss (spec §2 palStatementsAgentCopy). */
  palStatementsAgentCopy: `${AGENT_ROOT}/palStatementsAgentCopy`,
  /** My income (spec §2 agentRevenueReport). */
  agentRevenueReport: `${AGENT_ROOT}/agentRevenueReport`,
  /** Team betting: the team's bets (spec §2 personalHistoryCopy, agent side). */
  personalHistoryCopy: `${AGENT_ROOT}/personalHistoryCopy`,
  /** Dividend record (spec §2 agentDividendRecordCopy2; needs `divtypereq`, spec §6). */
  agentDividendRecordCopy2: `${AGENT_ROOT}/agentDividendRecordCopy2`,
  /** Daily wages (spec §2 agentDailyWages2; needs `dailysalreqtype`, spec §6). */
  agentDailyWages2: `${AGENT_ROOT}/agentDailyWages2`,
  /** Hourly salary (spec §2 agentHourSalary; needs `contracthoursalreq`, spec §6). */
  agentHourSalary: `${AGENT_ROOT}/agentHourSalary`,
  /** Real-time salary (spec §2 agentRealtimeSalary; needs `realtimesalreqtype`, spec §6). */
  agentRealtimeSalary: `${AGENT_ROOT}/agentRealtimeSalary`,
} as const;

/** The id of an agent centre page: its spec route name (a key of {@link agentPaths} other than `root`). */
export type AgentPageId = Exclude<keyof typeof agentPaths, 'root'>;

