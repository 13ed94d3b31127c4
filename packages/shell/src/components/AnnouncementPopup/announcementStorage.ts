/** Session storage of closed popups (spec §4 "closing records closed in session storage"). */

/** Popup audiences (spec §3 execution): `A` logged in, `B` anonymous. */
export type PopupAudience = 'A' | 'B';

/**
 * The session storage key recording that an audience closed its popups.
 *
 * @param audience - `A` (logged in) or `B` (anonymous)
 * @returns `announcementClosed:<audience>`
 */
export function announcementClosedKey(audience: PopupAudience): string {
  return `announcementClosed:${audience}`;
}

/** Whether this audience closed the popups in this browser session. */
export function isAnnouncementClosed(audience: PopupAudience): boolean {
  try {
    return sessionStorage.getItem(announcementClosedKey(audience)) === 'closed';
  } catch {
    return false;
  }
}

/** Records that this audience closed the popups for the rest of the session. */
export function recordAnnouncementClosed(audience: PopupAudience): void {
  try {
    sessionStorage.setItem(announcementClosedKey(audience), 'closed');
  } catch {
    // Storage refused (private mode): the popup shows again next time.
  }
}
