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
 * Where this page's login code is: none, taken from the address bar and waiting for the auth
 * flows (`captured`), or being exchanged by them (`exchanging`). Memory only: a code is never
 * written to storage (issue 10 §3).
 */
let handed: { state: 'none' } | { state: 'captured'; code: string } | { state: 'exchanging' } = { state: 'none' };

/** The `token` query parameter of the address bar and the address without it, or null. */
function codeInAddress(): { code: string; rest: string } | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.search);
  const code = params.get(LOGIN_CODE_PARAM);
  if (code === null) return null;
  params.delete(LOGIN_CODE_PARAM);
  const search = params.toString();
  const rest = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`;
  return code ? { code, rest } : { code: '', rest };
}

/**
 * Takes a one-time login code (`?token=`, spec §4; issue 10 §3) out of the address bar at once,
 * with `history.replaceState` (the path, the rest of the query, the hash and the history state
 * kept), so it never stays in the history, a bookmark or a `Referer`. The code waits in memory
 * for the auth flows ({@link takeLoginCode}). Call it at app start before the router is made
 * (the router then never sees the code). Calling it again does nothing.
 *
 * @returns whether a code is waiting for the auth flows
 */
export function captureLoginCode(): boolean {
  const found = codeInAddress();
  if (found) {
    window.history.replaceState(window.history.state, '', found.rest);
    if (found.code) handed = { state: 'captured', code: found.code };
  }
  return handed.state === 'captured';
}

/**
 * Hands the page's login code to the auth flows, once: the one {@link captureLoginCode} took, or
 * one still in the address bar (then `rest` is the address without it, for the router's replace
 * navigation). From then until {@link loginCodeSettled} the page counts as restoring a session.
 *
 * @returns `{ code, rest }` (`rest` null when the address bar is already clean), or null without a code
 */
export function takeLoginCode(): { code: string; rest: string | null } | null {
  if (handed.state === 'captured') {
    const { code } = handed;
    handed = { state: 'exchanging' };
    return { code, rest: null };
  }
  const found = codeInAddress();
  if (!found?.code) return found ? { code: '', rest: found.rest } : null;
  handed = { state: 'exchanging' };
  return found;
}

/** The login code was exchanged, refused or declined: the page no longer waits for it. */
export function loginCodeSettled(): void {
  handed = { state: 'none' };
}

/**
 * Whether this page holds a session token that the auth feature restores at start: session
 * storage `token` (spec §3), or a login code in the address bar or handed over and not settled
 * yet (spec §4). Reading storage can throw (storage disabled): that counts as no token.
 *
 * @returns true when a token or a login code is present
 */
export function hasStoredSession(): boolean {
  if (handed.state !== 'none') return true;
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
