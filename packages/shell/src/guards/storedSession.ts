/** Whether a session may be restored (spec §4 system status 0: a token in session storage or the URL). */
import { SESSION_KEYS } from '@gamehall/api-client';
import { useAppSelector } from '../store/hooks';
import { selectIsLogin, selectRestoreFailed, selectToken } from '../store/session';

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

/**
 * Whether a session is being restored right now: not logged in, a token in the store or in
 * {@link hasStoredSession}, and the restore has not failed (`sessionRestoreFailed`: no answer;
 * then the user counts as logged out although the token stays stored for the next start).
 * Guards show a loader meanwhile; the header shows a placeholder instead of Log in.
 *
 * @returns true while the restore is pending
 */
export function useSessionRestoring(): boolean {
  const isLogin = useAppSelector(selectIsLogin);
  const token = useAppSelector(selectToken);
  const failed = useAppSelector(selectRestoreFailed);
  return !isLogin && !failed && (token !== null || hasStoredSession());
}
