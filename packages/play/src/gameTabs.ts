/**
 * "Open in a new tab" (spec §4; third-party cookies blocked in frames): the tab must be opened
 * inside the player's click, before the new launch answers, so pop-up blockers allow it. The
 * click opens it ({@link openInNewTab}) and the session saga, once the launch for the tab
 * answered, sends it to the game ({@link takeGameTab}). A browser tab is not state, so it waits
 * here rather than in the store.
 */
import type { AppDispatch } from '@gamehall/shell';
import { openGameTab, type GameTab } from './gameLaunch';
import { gameTabRequested } from './gameSessionSlice';

/** The tab opened by the last click, until the saga takes it. */
let waiting: GameTab | null = null;

/**
 * "Open in a new tab": opens a blank tab now (call it inside the click handler) and asks the
 * session saga to launch the session's game again for it (a launch token is single use). The
 * session then shows the game as being in another tab, or a link when the browser refused the
 * tab.
 *
 * @param dispatch - the store's dispatch
 */
export function openInNewTab(dispatch: AppDispatch): void {
  waiting?.close();
  waiting = openGameTab();
  dispatch(gameTabRequested());
}

/**
 * Takes the tab opened for the launch in flight (the saga, once that launch answered or failed).
 *
 * @returns the tab, or null when none is waiting
 */
export function takeGameTab(): GameTab | null {
  const tab = waiting;
  waiting = null;
  return tab;
}
