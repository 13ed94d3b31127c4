import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader/FullPageLoader';
import { HOME_PATH } from '../navigation/paths';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectIsAgent, selectIsLogin, selectIsTrial } from '../store/session';
import { loginPopupRequested, realAccountRequired } from '../store/shellSlice';
import { useSessionRestoring } from './storedSession';

/** Who may enter a guarded route: any logged-in user, a real (non-trial) account, or an agent (spec §6). */
export type SessionRequirement = 'login' | 'realAccount' | 'agent';

/** Props of {@link RequireSession}. */
export interface RequireSessionProps {
  /** Who may enter (default `login`). */
  requires?: SessionRequirement;
  /** Where a refused user is sent (replacing the history entry), e.g. `/`, `/login`, `/agent`. */
  redirectTo: string;
  /** Also open the login popup when refused for having no session (spec §6: "the login modal opens"). */
  openLogin?: boolean;
  /** Shown while a stored session is being restored (default: the full-page loader). */
  fallback?: ReactNode;
  /** The guarded page. */
  children?: ReactNode;
}

type Verdict = 'allowed' | 'waiting' | 'noSession' | 'trial' | 'notAgent';

/**
 * A route guard (spec §2 "Only routes flagged as requiring authentication check the session
 * token"; §6 roles): wrap the element of a route that needs a session.
 *
 * - Logged in and allowed: renders `children`.
 * - A token exists (store, session storage or `?token=`) but member info has not loaded yet:
 *   renders `fallback` while the auth feature restores the session (spec §4), then decides. A
 *   restore that got no answer (`sessionRestoreFailed`) counts as no session.
 * - No session: replaces to `redirectTo`, after opening the login popup when `openLogin`.
 * - The session ends while the page is shown (logout, or a dead session): replaces to `/`, like
 *   the logout flow (spec §4 "Logout" ends on home), and opens no login popup itself (a dead
 *   session's handler opens it). Redirecting to `redirectTo` here would race the logout's own
 *   navigation home and could land on `/login`, opening the login popup right after a logout.
 * - `realAccount` and a trial account: shows in_need_true_account and replaces to `redirectTo`.
 * - `agent` and not an agent: replaces to `redirectTo` (spec §2: /agentHome → /agent).
 *
 * @example
 * ```tsx
 * { path: '/lottery', element: <RequireSession redirectTo="/login"><LotteryPage /></RequireSession> }
 * { path: '/member', element: <RequireSession requires="realAccount" redirectTo="/" openLogin>…</RequireSession> }
 * ```
 */
export function RequireSession({ requires = 'login', redirectTo, openLogin = false, fallback, children }: RequireSessionProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isLogin = useAppSelector(selectIsLogin);
  const isAgent = useAppSelector(selectIsAgent);
  const isTrial = useAppSelector(selectIsTrial);
  const restoring = useSessionRestoring();
  const wasAllowed = useRef(false);
  let verdict: Verdict;
  if (isLogin) verdict = requires === 'agent' && !isAgent ? 'notAgent' : requires === 'realAccount' && isTrial ? 'trial' : 'allowed';
  else verdict = restoring ? 'waiting' : 'noSession';

  useEffect(() => {
    if (verdict === 'allowed') wasAllowed.current = true;
    if (verdict === 'allowed' || verdict === 'waiting') return;
    if (verdict === 'noSession' && wasAllowed.current) {
      void navigate(HOME_PATH, { replace: true });
      return;
    }
    if (verdict === 'noSession' && openLogin) dispatch(loginPopupRequested());
    if (verdict === 'trial') dispatch(realAccountRequired());
    void navigate(redirectTo, { replace: true });
  }, [verdict, openLogin, redirectTo, dispatch, navigate]);

  if (verdict === 'allowed') return children;
  if (verdict === 'waiting') return fallback ?? <FullPageLoader />;
  return null;
}
