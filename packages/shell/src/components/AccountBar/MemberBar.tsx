/** The logged-in part of the account bar (lazy chunk of {@link AccountBar}). */
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatMoney, useTranslation } from '@gamehall/i18n';
import { cx, IconButton, icons } from '@gamehall/ui-kit';
import { useGetBalanceQuery } from '../../api/accountApi';
import { useUnreadMessages } from '../../account/useUnreadMessages';
import { useMenuEntries } from '../../menu/MenuRegistry';
import { useCustomerServiceLink } from '../../site/customerService';
import { CustomerServiceLink } from '../CustomerServiceLink/CustomerServiceLink';
import { useAppSelector } from '../../store/hooks';
import { selectIsAgent, selectIsTrial, selectMember } from '../../store/session';
import { LogoutConfirm } from '../LogoutConfirm/LogoutConfirm';
import { NotificationNotice } from '../NotificationNotice/NotificationNotice';
import { RealityCheck } from '../RealityCheck/RealityCheck';
import { MenuEntryBadge, UnreadBadge } from '../UnreadBadge/UnreadBadge';
import type { AfterLoginLoader } from './AccountBar';
import styles from './MemberBar.module.css';

/** How long the copy result stays shown, in milliseconds. */
const COPY_NOTICE_MS = 3000;

/** Two overlapping sheets (no copy icon in the kit yet). */
const copyIcon = (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" aria-hidden="true" focusable="false">
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </svg>
);

/**
 * The member's id with a copy button (spec §2 avatar menu, §8 "Copy of user ID: copy_success").
 * The result is a short polite status line under it rather than the spec's blocking dialog:
 * copy_success for a few seconds, or, when the browser refuses the Clipboard API (no secure
 * context, permission denied), how to copy it by hand; the id itself selects on one tap.
 */
function UserIdCopy({ id }: { id: number }) {
  const { t } = useTranslation('account');
  const [result, setResult] = useState<'copied' | 'refused' | null>(null);

  useEffect(() => {
    if (result !== 'copied') return undefined;
    const timer = setTimeout(() => setResult(null), COPY_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [result]);

  const copy = async () => {
    setResult(null);
    try {
      // Not in every browser (http pages, old WebViews): a missing API counts as refused.
      if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(String(id));
      setResult('copied');
    } catch {
      setResult('refused');
    }
  };

  let status = '';
  if (result === 'copied') status = t('copy_success');
  else if (result === 'refused') status = t('copy_refused');
  return (
    <div className={styles.userId}>
      <p className={styles.userIdLine}>
        {t('user_id')}{' '}
        <span className={styles.userIdValue} data-testid="user-id">
          {id}
        </span>
      </p>
      <IconButton size="sm" label={t('copy_user_id')} icon={copyIcon} onClick={() => void copy()} />
      <p role="status" className={cx(styles.copyStatus, result === 'refused' && styles.copyRefused)}>
        {status}
      </p>
    </div>
  );
}

/** The balance chip: amount (2 decimals, spec §9) or a mask, show/hide and refresh. */
function BalanceChip() {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState(true);
  const { data, isLoading, isFetching, isError, refetch } = useGetBalanceQuery();
  let amount: string;
  if (data && !(isError && !isFetching)) amount = shown ? `${data.currencySymbol}${formatMoney(data.balance)}` : '****';
  else if (isLoading || isFetching) amount = t('loading');
  else amount = t('balance_unavailable');
  return (
    <div className={styles.balance} role="group" aria-label={t('balance')}>
      <span className={cx(styles.amount, !data && styles.muted)} data-testid="balance" aria-busy={isFetching || undefined}>
        {amount}
      </span>
      <IconButton
        size="sm"
        label={shown ? t('hide_balance') : t('show_balance')}
        icon={shown ? <icons.eyeOff size={16} /> : <icons.eye size={16} />}
        onClick={() => setShown((s) => !s)}
      />
      <IconButton
        size="sm"
        className={cx(isFetching && styles.spinning)}
        label={t('refresh_balance')}
        icon={<icons.refresh size={16} />}
        disabled={isFetching}
        onClick={() => void refetch()}
      />
    </div>
  );
}

/**
 * The app's after-login module (see `AccountBar`'s `afterLogin`), loaded once per loader; a
 * failed load renders nothing (the header stays usable).
 */
function AfterLogin({ load }: { load: AfterLoginLoader }) {
  const Component = useMemo(() => lazy(() => load().catch(() => ({ default: () => null }))), [load]);
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  );
}

/**
 * Balance, registered account entries, avatar menu with the member's id (copy button), the
 * registered entries (with their badges), customer service (when the operator has one), the
 * agent entry and logout (spec §2 avatar menu), and for a real account the app's `afterLogin`
 * module; the avatar button carries
 * the unread platform messages badge (fetched here, on header load, for a real member only).
 */
export function MemberBar({ agentUrl, afterLogin }: { agentUrl?: string; afterLogin?: AfterLoginLoader }) {
  const { t } = useTranslation('account');
  const member = useAppSelector(selectMember);
  const isAgent = useAppSelector(selectIsAgent);
  const isTrial = useAppSelector(selectIsTrial);
  const accountEntries = useMenuEntries('account', true);
  const avatarEntries = useMenuEntries('avatar', true);
  const customerService = useCustomerServiceLink();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const menuId = useId();
  const unreadTextId = useId();
  const unread = useUnreadMessages();
  const rootRef = useRef<HTMLDivElement>(null);
  const nickname = member?.nickname || member?.account || '';

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  return (
    <div className={styles.bar}>
      <NotificationNotice />
      {/* Responsible gaming's reality check (issue 12): real accounts only, in this logged-in chunk. */}
      {isTrial ? null : <RealityCheck />}
      {isTrial || !afterLogin ? null : <AfterLogin load={afterLogin} />}
      {isTrial ? <span className={styles.trial}>{t('trial_account')}</span> : null}
      <BalanceChip />
      {/* Deposit and withdraw are real-account actions (spec §6): a trial account gets none, and its header fits a phone. */}
      {(isTrial ? [] : accountEntries).map((entry) =>
        entry.to ? (
          <Link key={entry.id} className={styles.entryButton} to={entry.to}>
            {t(entry.labelKey)}
          </Link>
        ) : null,
      )}
      <div className={styles.avatarWrap} ref={rootRef}>
        <button
          type="button"
          className={styles.avatar}
          aria-label={t('account_menu')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-describedby={unread > 0 ? unreadTextId : undefined}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span aria-hidden="true">{nickname.charAt(0).toUpperCase() || '?'}</span>
          <UnreadBadge count={unread} placement="corner" textId={unreadTextId} />
        </button>
        {menuOpen ? (
          <div id={menuId} className={styles.menu}>
            <p className={styles.nickname} data-testid="avatar-nickname">
              {nickname}
            </p>
            {member ? <UserIdCopy id={member.id} /> : null}
            <ul className={styles.menuList}>
              {avatarEntries.map((entry) =>
                entry.to ? (
                  <li key={entry.id}>
                    <Link className={styles.menuItem} to={entry.to} onClick={() => setMenuOpen(false)}>
                      {t(entry.labelKey)}
                      {entry.badge ? <MenuEntryBadge badge={entry.badge} /> : null}
                    </Link>
                  </li>
                ) : null,
              )}
              {customerService ? (
                <li>
                  <CustomerServiceLink target={customerService} className={styles.menuItem} />
                </li>
              ) : null}
              {isAgent && agentUrl ? (
                <li>
                  <a className={styles.menuItem} href={agentUrl}>
                    {t('agent_centre')}
                  </a>
                </li>
              ) : null}
              <li>
                <button
                  type="button"
                  className={styles.menuItem}
                  onClick={() => {
                    setMenuOpen(false);
                    setConfirmOpen(true);
                  }}
                >
                  {t('logout')}
                </button>
              </li>
            </ul>
          </div>
        ) : null}
      </div>
      <LogoutConfirm open={confirmOpen} onClose={() => setConfirmOpen(false)} />
    </div>
  );
}
