/**
 * The auth feature, loaded only when it is needed (home page JS budget, docs/contributing.md "Set-up"): its light
 * entry (account modals, `loadAuthFlows`) is a chunk of its own that a visitor never loads
 * unless an account modal opens, a session is stored or the header login popover opens.
 */
import { lazy, Suspense, useState } from 'react';
import { type AppStore, hasStoredSession, selectAccountModal, useAppSelector } from '@gamehall/shell';

const loadAuth = () => import('@gamehall/auth');
const AccountModals = lazy(() => loadAuth().then((m) => ({ default: m.AccountModals })));

/**
 * Auth's `HeaderLoginForm` as a `React.lazy` component: the shell's login popover renders it
 * (inside its own `Suspense`) only once opened, so auth's entry loads then and not with the
 * home page.
 */
export const LazyHeaderLoginForm = lazy(() => loadAuth().then((m) => ({ default: m.HeaderLoginForm })));

/**
 * Auth's `AccountModals` (login, register, forgot and change password), mounted from the first
 * time shell's session slice names an account modal (`accountModalOpened`,
 * `loginPopupRequested`); until then nothing of auth is loaded.
 */
export function LazyAccountModals() {
  const modal = useAppSelector(selectAccountModal);
  const [wanted, setWanted] = useState(false);
  if (modal !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AccountModals />
    </Suspense>
  );
}

/**
 * Restores a stored session (session storage `token` or `?token=`, spec §4): loads the auth
 * flows, whose saga reads the token and loads member info. Does nothing without a token.
 *
 * @param store - the app store
 * @returns whether a restore was started
 */
export function restoreStoredSession(store: AppStore): boolean {
  if (!hasStoredSession()) return false;
  void loadAuth().then((m) => m.loadAuthFlows(store));
  return true;
}
