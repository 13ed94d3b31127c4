/**
 * The agent centre's pages, one list for the navigation and the routes (spec §2 "Agent centre
 * pages"). Adding a page is one entry here, at its place in the spec's navigation order: its id
 * (spec route name, a key of `agentPaths`), label, lazy page component and, for the contract
 * pages, the consolidated-funds flag that switches it on (spec §6).
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadNamespace } from '@gamehall/i18n';
import { withChunkTimeout } from '@gamehall/shell';
import type { AgentFundsFlag } from './flags';
import { type AgentPageId, agentPaths } from './paths';

/** One agent centre page. */
export interface AgentPage {
  /** The page's spec route name, e.g. `registerCenter`; its route is `/agentHome/<id>`. */
  id: AgentPageId;
  /** Its full path ({@link agentPaths}). */
  path: string;
  /** Key of its navigation label and heading in the `agent` namespace (spec §2 navigation words). */
  labelKey: string;
  /** The page itself, a lazy chunk (with the `agent` and `auth` texts; 120 s time-out, spec §9). */
  Page: LazyExoticComponent<ComponentType>;
  /** The consolidated-funds flag without which the page is neither listed nor reachable (spec §6). */
  requires?: AgentFundsFlag;
}

/**
 * A lazy page from a module's named export, loaded with the `agent` namespace (and `auth`, whose
 * rule messages the register form shows), with the shell's chunk time-out.
 *
 * @param load - the module's import, e.g. `() => import('./registerCenter/RegisterCenterPage')`
 * @param pick - the component of the module
 * @returns the lazy component
 */
export function lazyAgentPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyExoticComponent<ComponentType> {
  const loadWithTimeout = withChunkTimeout(() => Promise.all([load(), loadNamespace('agent'), loadNamespace('auth')]).then(([module]) => module));
  return lazy(() => loadWithTimeout().then((module) => ({ default: pick(module) })));
}

/**
 * The built agent pages in the spec's navigation order (§2: announcement, team overview, register
 * account, team management, team betting, user loss, my income, account details, dividend record,
 * daily wages, hourly salary, real-time salary). A page not built yet has no entry (menus list
 * only what exists); its path is already in `agentPaths`.
 */
export const AGENT_PAGES: readonly AgentPage[] = [
  {
    id: 'agentAnnouncement',
    path: agentPaths.agentAnnouncement,
    labelKey: 'agent_announcement',
    Page: lazyAgentPage(() => import('./announcement/AnnouncementPage'), (m) => m.AnnouncementPage),
  },
  {
    id: 'agentTeamOverview',
    path: agentPaths.agentTeamOverview,
    labelKey: 'team_overview',
    Page: lazyAgentPage(() => import('./teamOverview/TeamOverviewPage'), (m) => m.TeamOverviewPage),
  },
  {
    id: 'registerCenter',
    path: agentPaths.registerCenter,
    labelKey: 'register_account',
    Page: lazyAgentPage(() => import('./registerCenter/RegisterCenterPage'), (m) => m.RegisterCenterPage),
  },
  {
    id: 'downlineManagmentView',
    path: agentPaths.downlineManagmentView,
    labelKey: 'team_management',
    Page: lazyAgentPage(() => import('./downlines/DownlinesPage'), (m) => m.DownlinesPage),
  },
  // --- team records (team betting) ---
  {
    id: 'personalHistoryCopy',
    path: agentPaths.personalHistoryCopy,
    labelKey: 'team_betting',
    Page: lazyAgentPage(() => import('./teamRecords/TeamBetsPage'), (m) => m.TeamBetsPage),
  },
  // --- end team betting ---
  // --- user loss and my income (issue 13; after team betting personalHistoryCopy, before account details agentDownlineTransactionDetailsCopy) ---
  {
    id: 'palStatementsAgentCopy',
    path: agentPaths.palStatementsAgentCopy,
    labelKey: 'user_loss',
    Page: lazyAgentPage(() => import('./palStatementsAgentCopy/UserLossPage'), (m) => m.UserLossPage),
  },
  {
    id: 'agentRevenueReport',
    path: agentPaths.agentRevenueReport,
    labelKey: 'my_income',
    Page: lazyAgentPage(() => import('./agentRevenueReport/MyIncomePage'), (m) => m.MyIncomePage),
  },
  // --- end user loss and my income ---
  // --- team records (account details: the downlines' transactions) ---
  {
    id: 'agentDownlineTransactionDetailsCopy',
    path: agentPaths.agentDownlineTransactionDetailsCopy,
    labelKey: 'account_details',
    Page: lazyAgentPage(() => import('./teamRecords/TeamTransactionsPage'), (m) => m.TeamTransactionsPage),
  },
  // --- end account details ---
  {
    id: 'agentDividendRecordCopy2',
    path: agentPaths.agentDividendRecordCopy2,
    labelKey: 'dividend_record',
    Page: lazyAgentPage(() => import('./contracts/ContractRecordsPage'), (m) => m.DividendRecordPage),
    requires: 'divtypereq',
  },
  {
    id: 'agentDailyWages2',
    path: agentPaths.agentDailyWages2,
    labelKey: 'daily_wages',
    Page: lazyAgentPage(() => import('./contracts/ContractRecordsPage'), (m) => m.DailyWagesPage),
    requires: 'dailysalreqtype',
  },
  {
    id: 'agentHourSalary',
    path: agentPaths.agentHourSalary,
    labelKey: 'hourly_salary',
    Page: lazyAgentPage(() => import('./contracts/ContractRecordsPage'), (m) => m.HourSalaryPage),
    requires: 'contracthoursalreq',
  },
  {
    id: 'agentRealtimeSalary',
    path: agentPaths.agentRealtimeSalary,
    labelKey: 'realtime_salary',
    Page: lazyAgentPage(() => import('./contracts/ContractRecordsPage'), (m) => m.RealtimeSalaryPage),
    requires: 'realtimesalreqtype',
  },
];
