import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { type AccountModal, accountModalOpened, selectIsLogin } from '../store/session';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useSessionRestoring } from './storedSession';

/** Props of {@link AccountModalRoute}. */
export interface AccountModalRouteProps {
  /** The account modal to open (`login` for `/login`, `register` for `/register`). */
  modal: AccountModal;
  /** Replace the location with this path once the modal is asked for (spec §2: `/login` → `/`). */
  redirectTo?: string;
  /** What the route shows under the modal (spec §2: the home view). */
  children?: ReactNode;
}

/**
 * The element of the `/login` and `/register` routes (spec §2: "Show the home view and open the
 * login popup or registration modal; login also redirects to /"): renders `children` and, for
 * a visitor, opens the account modal (`accountModalOpened(modal)`); then replaces to
 * `redirectTo` if given. A logged-in user (or one whose stored session is being restored) gets
 * no modal; a restore that failed counts as a visitor.
 *
 * @example
 * ```tsx
 * { path: '/login', element: <AccountModalRoute modal="login" redirectTo="/"><HomePage /></AccountModalRoute> }
 * ```
 */
export function AccountModalRoute({ modal, redirectTo, children }: AccountModalRouteProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isLogin = useAppSelector(selectIsLogin);
  const restoring = useSessionRestoring();
  useEffect(() => {
    if (!isLogin && !restoring) dispatch(accountModalOpened(modal));
    if (redirectTo !== undefined) void navigate(redirectTo, { replace: true });
    // Once per visit of the route: a later login must not reopen the modal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}
