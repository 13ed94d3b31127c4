/** The logged-in part of the account bar (lazy chunk of {@link AccountBar}). */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatMoney, useTranslation } from '@gamehall/i18n';
import { cx, IconButton, icons } from '@gamehall/ui-kit';
import { useGetBalanceQuery } from '../../api/accountApi';
import { useMenuEntries } from '../../menu/MenuRegistry';
import { useAppSelector } from '../../store/hooks';
import { selectIsAgent, selectIsTrial, selectMember } from '../../store/session';
import { LogoutConfirm } from '../LogoutConfirm/LogoutConfirm';
import styles from './MemberBar.module.css';

/** The balance chip: amount (2 decimals, spec §9) or a mask, show/hide and refresh. */
function BalanceChip() {
  const { t } = useTranslation();
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

/** Balance, registered account entries, avatar menu with logout. */
export function MemberBar({ agentUrl }: { agentUrl?: string }) {
  const { t } = useTranslation();
  const member = useAppSelector(selectMember);
  const isAgent = useAppSelector(selectIsAgent);
  const isTrial = useAppSelector(selectIsTrial);
  const accountEntries = useMenuEntries('account', true);
  const avatarEntries = useMenuEntries('avatar', true);
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const menuId = useId();
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
      {isTrial ? <span className={styles.trial}>{t('trial_account')}</span> : null}
      <BalanceChip />
      {accountEntries.map((entry) =>
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
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span aria-hidden="true">{nickname.charAt(0).toUpperCase() || '?'}</span>
        </button>
        {menuOpen ? (
          <div id={menuId} className={styles.menu}>
            <p className={styles.nickname} data-testid="avatar-nickname">
              {nickname}
            </p>
            <ul className={styles.menuList}>
              {avatarEntries.map((entry) =>
                entry.to ? (
                  <li key={entry.id}>
                    <Link className={styles.menuItem} to={entry.to} onClick={() => setMenuOpen(false)}>
                      {t(entry.labelKey)}
                    </Link>
                  </li>
                ) : null,
              )}
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
