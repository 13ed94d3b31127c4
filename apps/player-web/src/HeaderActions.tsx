/**
 * The header's `actions` slot: the shell's account bar (Log in and Register, or the balance and
 * avatar menu), whose agent entry leads to the agent site.
 *
 * Spec §2's header-login form (a forgot icon instead of the show-password eye) does not fit
 * inline beside the game-type menu and the search in the 1280 px header bar. On wide screens
 * (≥1024 px) the Log in button therefore opens a popover under it holding auth's
 * `HeaderLoginForm`, whose code loads the first time the popover opens (home page JS budget);
 * phones keep the login modal.
 *
 * After login the account bar loads agent-centre's contract popup (spec §2 "Modals: contract"):
 * its import is called from the bar's logged-in chunk, so the first page load carries only this
 * loader (home page JS budget, bench/budget.mjs).
 */
import { useSyncExternalStore } from 'react';
import { AccountBar, type AfterLoginLoader } from '@gamehall/shell';
import { agentSiteUrl } from './agentUrl';
import { LazyHeaderLoginForm } from './lazyAuth';

/** Where the Log in button opens the header login popover instead of the modal. */
export const LOGIN_POPOVER_QUERY = '(min-width: 1024px)';

/** Whether {@link LOGIN_POPOVER_QUERY} matches, following window resizes. */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const query = window.matchMedia(LOGIN_POPOVER_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(LOGIN_POPOVER_QUERY).matches,
    () => false,
  );
}

/** Loads agent-centre's contract popup through `./afterLogin` (a stable function: the bar loads it once). */
const loadContractPopup: AfterLoginLoader = () => import('./afterLogin');

/** AccountBar with the agent site's URL, the contract popup after login, and the header login form on wide screens. */
export function HeaderActions() {
  const wide = useWideScreen();
  return <AccountBar agentUrl={agentSiteUrl()} afterLogin={loadContractPopup} loginForm={wide ? <LazyHeaderLoginForm /> : undefined} />;
}
