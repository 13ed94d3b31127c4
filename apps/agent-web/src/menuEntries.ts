/** The agent centre's navigation entries (docs/architecture.md "Menus list only destinations that exist"). */
import { agentCentreMenuEntries } from '@gamehall/agent-centre';
import { AGENT_HOME_PATH, type MenuEntry } from '@gamehall/shell';
import { AGENT_MEMBER_PAGES } from './memberPages';

/**
 * Every registered entry of the `agent` area, in spec §2's "/agentHome left navigation" order:
 * the centre's overview (order 0), deposit and withdraw (the member centre's pages, orders 10,
 * 20), the agent centre's pages (orders 100+, `agentCentreMenuEntries`), platform messages with
 * the unread badge (order 900); customer service follows in the layout. The agent pages that
 * need a consolidated-funds flag are filtered by the layout (`useAgentMenuFilter`).
 */
export const menuEntries: readonly MenuEntry[] = [
  { id: 'agent.home', area: 'agent', labelKey: 'agent_centre', to: AGENT_HOME_PATH, order: 0 },
  ...AGENT_MEMBER_PAGES.map((page): MenuEntry => ({ id: `agent.${page.id}`, area: 'agent', labelKey: page.labelKey, to: page.path, order: page.order, requiresLogin: true, ...(page.badge ? { badge: page.badge } : {}) })),
  ...agentCentreMenuEntries,
];
