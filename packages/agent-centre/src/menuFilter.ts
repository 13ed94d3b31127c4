import type { MenuEntry } from '@gamehall/shell';
import { type AgentFlags, useAgentFlags } from './flags';
import { AGENT_PAGES, type AgentPage } from './pages';

/**
 * Whether an `agent` menu entry shows (spec §6): an entry linking an agent page that needs a
 * consolidated-funds flag shows only when that flag is on; every other entry shows.
 *
 * @param entry - the menu entry
 * @param pages - the agent pages (default `AGENT_PAGES`)
 * @param flags - the merchant's flags ({@link useAgentFlags})
 * @returns true to show it
 */
export function agentEntryVisible(entry: MenuEntry, pages: readonly AgentPage[], flags: Pick<AgentFlags, 'isOn'>): boolean {
  const page = pages.find((p) => p.path === entry.to);
  return !page?.requires || flags.isOn(page.requires);
}

/**
 * Which `agent` menu entries to show (spec §6): an entry linking an agent page that needs a
 * consolidated-funds flag shows only when that flag is on (hidden while the flags load); every
 * other entry (the app's deposit, withdraw, messages) shows.
 *
 * @returns `(entry) => boolean`
 */
export function useAgentMenuFilter(): (entry: MenuEntry) => boolean {
  const flags = useAgentFlags();
  return (entry) => agentEntryVisible(entry, AGENT_PAGES, flags);
}
