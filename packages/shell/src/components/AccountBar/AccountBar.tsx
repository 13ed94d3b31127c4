import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { loadNamespace, useTranslation } from '@gamehall/i18n';
import { Button } from '@gamehall/ui-kit';
import { useSessionRestoring } from '../../guards/storedSession';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { accountModalOpened, selectIsLogin } from '../../store/session';
import { LoginPopover } from '../LoginPopover/LoginPopover';
import styles from './AccountBar.module.css';

// The logged-in part (balance, avatar menu, logout confirm) is its own chunk: visitors, who
// are most first visits of the home page, never load it (home page JS budget).
// The logged-in header and its texts (the `account` namespace, its own chunk per language).
const MemberBar = lazy(() => Promise.all([import('./MemberBar'), loadNamespace('account')]).then(([m]) => ({ default: m.MemberBar })));

/** Props of {@link AccountBar}. */
export interface AccountBarProps {
  /**
   * The header login form (auth's `HeaderLoginForm`, may be `React.lazy`). When given, the Log
   * in button opens it in a {@link LoginPopover} anchored under the button (loaded the first
   * time it opens) instead of the login modal; the app passes it on wide screens (≥1024 px)
   * only, so phones keep the modal.
   */
  loginForm?: ReactNode;
  /**
   * The agent centre's URL (agent-web is its own site). The avatar menu of an agent shows the
   * agent entry (spec §2, §6) only when given.
   */
  agentUrl?: string;
  /**
   * What the app shows after login (e.g. agent-centre's contract popup, spec §2): a module
   * loader, called once from the logged-in chunk for a real (non-trial) account, never for a
   * visitor, so the app's code for it stays out of the first page load. Give a stable function
   * (module level); a load that fails shows nothing.
   */
  afterLogin?: AfterLoginLoader;
}

/** Loads the module of what the app shows after login; its default export is rendered without props. */
export type AfterLoginLoader = () => Promise<{ default: ComponentType }>;

/**
 * The header's account actions (spec §2 "Header"; for the header `actions` slot):
 *
 * - Visitors: Log in and Register buttons (`accountModalOpened('login' | 'register')`); with
 *   `loginForm`, Log in opens the login popover holding it instead (spec §2 header-login form).
 * - Logged in (member info loaded): the balance with 2 decimals and its currency symbol, a
 *   show/hide toggle and a refresh button (RTK Query `getBalance`, refetched on click), a trial
 *   badge for trial accounts, the `account` menu entries registered by features (deposit,
 *   withdraw — none exist yet, so none show), and the avatar menu: nickname, the registered
 *   `avatar` entries, the agent entry for agents, and logout (after the in_sure_logout
 *   confirm, `logoutRequested()`). That part loads as its own chunk, and loads and shows the
 *   app's `afterLogin` module for a real account.
 * - While a stored session is being restored: an empty placeholder of the same size (a restore
 *   that got no answer, `sessionRestoreFailed`, shows Log in again).
 */
export function AccountBar({ loginForm, agentUrl, afterLogin }: AccountBarProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isLogin = useAppSelector(selectIsLogin);
  const restoring = useSessionRestoring();
  const placeholder = <div className={styles.placeholder} aria-hidden="true" />;
  if (isLogin) {
    return (
      <Suspense fallback={placeholder}>
        <MemberBar agentUrl={agentUrl} afterLogin={afterLogin} />
      </Suspense>
    );
  }
  if (restoring) return placeholder;
  return (
    <div className={styles.bar}>
      {loginForm ? (
        <LoginPopover>{loginForm}</LoginPopover>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => dispatch(accountModalOpened('login'))}>
          {t('login')}
        </Button>
      )}
      <Button size="sm" onClick={() => dispatch(accountModalOpened('register'))}>
        {t('register')}
      </Button>
    </div>
  );
}
