/**
 * What every game launch shares (spec §4, §7 launch `device` and `backUrl`): the device rule,
 * the back URL, the time a loaded game has to say `ready`, and "open in a new tab". Plain
 * functions: the session saga calls them with `call(...)`, so tests can provide them.
 */
import type { Device } from '@gamehall/api-client';

/** Viewports at least this wide (px) launch the desktop game (`WEB`); narrower ones the phone game (`H5`). */
export const WEB_LAUNCH_MIN_WIDTH_PX = 768;

/**
 * How long a loaded game page has to say `ready` (ms) before its frame counts as blocked (third-party
 * cookies refused in frames): the frame then offers "open in a new tab".
 */
export const GAME_READY_TIMEOUT_MS = 15_000;

/**
 * The launch `device` for this viewport (spec §7): `WEB` at {@link WEB_LAUNCH_MIN_WIDTH_PX} px
 * and wider, `H5` below. Read with `matchMedia`, else `innerWidth`.
 *
 * @returns `WEB` or `H5` (`WEB` where there is no window to measure)
 */
export function launchDevice(): Device {
  if (typeof window === 'undefined') return 'WEB';
  if (typeof window.matchMedia === 'function') return window.matchMedia(`(min-width: ${WEB_LAUNCH_MIN_WIDTH_PX}px)`).matches ? 'WEB' : 'H5';
  return window.innerWidth >= WEB_LAUNCH_MIN_WIDTH_PX ? 'WEB' : 'H5';
}

/**
 * Where the game's own "back" returns to (spec §7 launch `backUrl`), for every launch: the page
 * the game was started from, without its query or hash, so no token or filter in the address
 * reaches the game vendor.
 *
 * @returns `location.origin + location.pathname`, e.g. `https://play.example.com/lottery`
 */
export function gameBackUrl(): string {
  return window.location.origin + window.location.pathname;
}

/** A browser tab opened for a game by {@link openGameTab}. */
export interface GameTab {
  /** The browser refused the tab (a pop-up blocker): the caller shows a link to the launch URL instead. */
  readonly blocked: boolean;
  /**
   * Sends the tab to the game (`location.replace`, so its history has no blank page).
   *
   * @param launchUrl - the new launch's URL (launch tokens are single use: launch again for the tab)
   * @returns false when there is no tab (blocked) or the player closed it: show a link instead
   */
  go(launchUrl: string): boolean;
  /** Closes the blank tab (the launch for it failed). */
  close(): void;
}

/**
 * Opens a blank tab for a game, to be sent to a new launch once it answers ("open in a new tab"
 * of the game popup and the lottery pages). Call it synchronously inside the click, so pop-up
 * blockers allow it; the tab's `opener` is cut at once, so the game page cannot reach this one.
 * Never navigates this page: when the tab was blocked (or closed meanwhile), the caller shows a
 * link to the launch URL.
 *
 * @returns the tab ({@link GameTab}; `blocked` when the browser refused it)
 * @example
 * ```ts
 * const tab = openGameTab();                      // in the click handler
 * const { launchUrl } = await launch();
 * if (!tab.go(launchUrl)) showLink(launchUrl);
 * ```
 */
export function openGameTab(): GameTab {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  return {
    blocked: tab === null,
    go(launchUrl) {
      if (!tab || tab.closed) return false;
      tab.location.replace(launchUrl);
      return true;
    },
    close() {
      tab?.close();
    },
  };
}
