/**
 * Light, lazily loading entry points of the auth UI (the forms themselves live in the flows
 * chunk, their texts in the `auth` i18n namespace, both loaded before a form renders): the
 * account modals, the login form for the agent page and the change-password modal.
 */
import { Suspense, lazy, useEffect } from 'react';
import { loadNamespace } from '@gamehall/i18n';
import { type AccountModal, selectAccountModal, useAppSelector, useAppStore } from '@gamehall/shell';
import { Spinner } from '@gamehall/ui-kit';
import { loadAuthFlows } from '../../loadAuthFlows';

/** The flows chunk and the `auth` texts (their own chunk per language), both before a form renders. */
const loadForms = () => Promise.all([import('../../flows'), loadNamespace('auth')]).then(([flows]) => flows);

const LazyModals = lazy(() => loadForms().then((m) => ({ default: m.AccountModalsContent })));
const LazyLoginForm = lazy(() => loadForms().then((m) => ({ default: m.LoginForm })));
const LazyChangePasswordModal = lazy(() => loadForms().then((m) => ({ default: m.ChangePasswordModal })));

/** Loads the flows chunk and starts the auth saga on the current store while `active`. */
function useAuthFlows(active: boolean): void {
  const store = useAppStore();
  useEffect(() => {
    if (active) void loadAuthFlows(store);
  }, [active, store]);
}

/** Props of {@link AccountModals}. */
export interface AccountModalsProps {
  /**
   * The modals this site shows (default: all). The agent site, whose `/agent` page is the login
   * form, shows only `changePassword` and `switchAccount`: a login asked for there (a 401, an
   * ended session) is answered by that page, which shows the same notice.
   */
  modals?: readonly AccountModal[];
}

/**
 * The account modals (spec §2 "Modals": login, register, forgot password, change password; and
 * the account switch question of a login link, issue 10 §3): renders nothing until shell's
 * `selectAccountModal` names one of `modals` (`accountModalOpened`, `loginPopupRequested`); then
 * loads the flows chunk and the `auth` texts and shows that modal. Render it once in the app
 * layout.
 *
 * @param props - `modals`: the modals this site shows (default all)
 * @example
 * ```tsx
 * <AppLayout ...><Outlet /></AppLayout>
 * <AccountModals />
 * ```
 */
export function AccountModals({ modals }: AccountModalsProps = {}) {
  const named = useAppSelector(selectAccountModal);
  const modal = named && (!modals || modals.includes(named)) ? named : null;
  useAuthFlows(modal !== null);
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <LazyModals />
    </Suspense>
  );
}

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** The agent page's login (spec §2 /agent): username only, no register or trial; non-agents are refused; success → /agentHome. */
  agent?: boolean;
}

/**
 * The login form (spec §2 "Login modal", §5) rendered inline, e.g. on agent-web's `/agent`
 * page with `agent`. Loads the flows chunk and the `auth` texts (a spinner meanwhile) and starts
 * the auth saga.
 *
 * @param props - `agent` for the agent page variant
 */
export function LoginForm(props: LoginFormProps) {
  useAuthFlows(true);
  return (
    <Suspense fallback={<Spinner />}>
      <LazyLoginForm {...props} />
    </Suspense>
  );
}

/**
 * The change-password modal alone (spec §2, §4): shown while `selectAccountModal` is
 * `changePassword` (forced: cannot be dismissed). {@link AccountModals} already includes it;
 * use this where only the change-password modal is wanted.
 */
export function ChangePasswordModal() {
  const open = useAppSelector(selectAccountModal) === 'changePassword';
  useAuthFlows(open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LazyChangePasswordModal />
    </Suspense>
  );
}
