/**
 * The header's `actions` slot: the shell's account bar (Log in and Register, or the balance and
 * avatar menu), whose agent entry leads to the agent site.
 *
 * Auth's `HeaderLoginForm` is not placed here: the header bar is at most 1280 px wide and holds
 * the logo, the game-type menu and the search, and with the form beside them the menu's
 * categories no longer fit (measured at 1280 px). The Log in button opens the login modal.
 */
import { AccountBar } from '@gamehall/shell';
import { agentSiteUrl } from './agentUrl';

/** AccountBar with the agent site's URL. */
export function HeaderActions() {
  return <AccountBar agentUrl={agentSiteUrl()} />;
}
