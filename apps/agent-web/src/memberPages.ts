/**
 * The member centre's pages the agent centre lists (spec §2 "/agentHome left navigation":
 * deposit, withdraw, …, platform messages): the member centre's own page components
 * (`memberCentrePages`), composed under `/agentHome`, not copied.
 */
import { type ComposablePageId } from '@gamehall/member-centre';
import { AGENT_HOME_PATH, type MenuBadge } from '@gamehall/shell';

/** One member centre page under `/agentHome`. */
export interface AgentMemberPage {
  /** The member centre's route name, also the child path (`/agentHome/<id>`). */
  id: ComposablePageId;
  /** Its full path. */
  path: string;
  /** Core i18n key of its label and heading. */
  labelKey: string;
  /** Its order in the `agent` menu. */
  order: number;
  /** A count beside its label. */
  badge?: MenuBadge;
}

/** Deposit (10), withdraw (20) before the agent pages; platform messages (900) after them. */
export const AGENT_MEMBER_PAGES: readonly AgentMemberPage[] = [
  { id: 'depositv2', path: `${AGENT_HOME_PATH}/depositv2`, labelKey: 'deposit', order: 10 },
  { id: 'withdraw', path: `${AGENT_HOME_PATH}/withdraw`, labelKey: 'withdraw', order: 20 },
  { id: 'messageV2', path: `${AGENT_HOME_PATH}/messageV2`, labelKey: 'platform_messages', order: 900, badge: 'unreadMessages' },
];
