import type { MenuEntry } from '@gamehall/shell';
import { useAgentFlags } from './flags';
import { AGENT_PAGES } from './pages';

/**
 * Which `agent` menu entries to show (spec §6): an entry linking an agent page that needs a
 * consolidated-funds flag shows only when that flag is on (hidden while the flags load); every
 * other entry (the app's deposit, withdraw, messages) shows.
 *
 * @returns `(entry) => boolean`
 */
export function useAgentMenuFilter(): (entry: MenuEntry) => boolean {
  const flags = useAgentFlags();
  return (entry) => {
    const page = AGENT_PAGES.find((p) => p.path === entry.to);
    return !page?.requires || flags.isOn(page.requires);
  };
}
