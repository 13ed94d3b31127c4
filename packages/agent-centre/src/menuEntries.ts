import type { MenuEntry } from '@gamehall/shell';
import { AGENT_PAGES } from './pages';

/** The order of the first agent page in the `agent` menu: after deposit (10) and withdraw (20), before platform messages (900). */
export const AGENT_MENU_FIRST_ORDER = 100;

/**
 * The agent centre's entries of agent-web's left navigation (shell menu area `agent`; spec §2
 * "/agentHome left navigation"): one per built page of `AGENT_PAGES`, in the spec's order, with
 * orders 100, 110, 120, … (the app puts deposit and withdraw before them, platform messages at
 * 900 after). Labels are keys of the `agent` namespace (the app loads it at start). Entries of
 * pages that need a consolidated-funds flag are filtered by {@link useAgentMenuFilter}.
 */
export const agentCentreMenuEntries: MenuEntry[] = AGENT_PAGES.map((page, index) => ({
  id: `agent.${page.id}`,
  area: 'agent',
  labelKey: page.labelKey,
  to: page.path,
  order: AGENT_MENU_FIRST_ORDER + index * 10,
  requiresLogin: true,
}));
