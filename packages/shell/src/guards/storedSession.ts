/** Whether a session may be restored (spec §4 system status 0: a token in session storage or the URL). */
import { SESSION_KEYS } from '@gamehall/api-client';

/**
 * Whether this page holds a session token that the auth feature restores at start: session
 * storage `token` (spec §3) or a `token` query parameter (spec §4). Reading storage can throw
 * (storage disabled): that counts as no token.
 *
 * @returns true when a token is present
 */
export function hasStoredSession(): boolean {
  try {
    if (typeof window === 'undefined') return false;
    return Boolean(window.sessionStorage.getItem(SESSION_KEYS.token)) || new URLSearchParams(window.location.search).has('token');
  } catch {
    return false;
  }
}
