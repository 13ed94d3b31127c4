/** The agent centre's navigation entries (docs/architecture.md "Menus list only destinations that exist"). */
import { AGENT_HOME_PATH, type MenuEntry } from '@gamehall/shell';

/**
 * Every registered entry: the agent centre's home. The agent pages of spec §2 (announcement,
 * team overview, register account, ...) add theirs when the agent-centre package is built.
 */
export const menuEntries: readonly MenuEntry[] = [{ id: 'agent.home', area: 'agent', labelKey: 'agent_centre', to: AGENT_HOME_PATH, order: 0 }];
