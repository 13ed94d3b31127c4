/**
 * Whether a session may be restored (spec §4 system status 0: a token in session storage, or a
 * one-time login code handed over in the URL), and the login code's hand-over itself.
 */
import { SESSION_KEYS } from '@gamehall/api-client';
import { useAppSelector } from '../store/hooks';
import { selectIsLogin, selectRestoreFailed, selectToken } from '../store/session';

/** The query parameter of a login link (spec §4 "a token from the URL query restores login"). */
export const LOGIN_CODE_PARAM = 'token';

/**
 * This page's login code: `{ code }` once taken from the address bar and waiting for the auth
 * flows, `exchanging` while they use it, null otherwise. Memory only: a code is never written to
 * storage (issue 10 §3).
 */
let handed: { code: string } | 'exchanging' | null = null;

/**
 * Takes a one-time login code (`?token=`, spec §4; issue 10 §3) out of the address bar at once,
 * with `history.replaceState` (the path, the rest of the query, the hash and the history state
 * kept), so it never stays in the history, a bookmark or a `Referer`. The code waits in memory
 * for the auth flows ({@link takeLoginCode}). Call it first thing at app start, before the router
 * is made (the router then never sees the code). An empty `token` parameter is only dropped.
 *
 * @returns whether a code is waiting for the auth flows
 */
export function captureLoginCode(): boolean {
  const params = new URLSearchParams(location.search);
  const code = params.get(LOGIN_CODE_PARAM);
  if (code !== null) {
    params.delete(LOGIN_CODE_PARAM);
    const search = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
    if (code) handed = { code };
  }
  return typeof handed === 'object' && handed !== null;
}

/**
 * Hands the login code {@link captureLoginCode} took to the auth flows, once. From then until
 * {@link loginCodeSettled} the page counts as restoring a session ({@link hasStoredSession}).
 *
 * @returns the code, or null when none waits
 */
export function takeLoginCode(): string | null {
  if (handed === null || handed === 'exchanging') return null;
  const { code } = handed;
  handed = 'exchanging';
  return code;
}

/** The login code was exchanged, refused or declined: the page no longer waits for it. */
export function loginCodeSettled(): void {
  handed = null;
}

/**
 * Whether this page holds a session token that the auth feature restores at start: session
 * storage `token` (spec §3), or a login code in the address bar, waiting or being exchanged
 * (spec §4). Reading storage can throw (storage disabled): that counts as no token.
 *
 * @returns true when a token or a login code is present
 */
export function hasStoredSession(): boolean {
  if (handed !== null) return true;
  try {
    if (typeof window === 'undefined') return false;
    return Boolean(window.sessionStorage.getItem(SESSION_KEYS.token)) || new URLSearchParams(window.location.search).has(LOGIN_CODE_PARAM);
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
