/**
 * The live notification notice (spec §4 notifications: deposit credited, deposit failed,
 * withdrawal approved, withdrawal rejected): the latest notification the socket brought, worded
 * in the user's language from its kind and amount, at the top of the screen under the header,
 * announced politely (`role="status"`), with a link to the platform messages and a close button;
 * it goes after {@link NOTIFICATION_NOTICE_MS} unless the pointer or focus holds it. Rendered by
 * the logged-in header (its lazy chunk), so visitors load none of it.
 */
import { Link } from 'react-router';
import { formatMoney, useTranslation } from '@gamehall/i18n';
import { IconButton, cx, icons, useHeldTimeout } from '@gamehall/ui-kit';
import { useGetBalanceQuery } from '../../api/accountApi';
import { useMenuEntries } from '../../menu/MenuRegistry';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notificationDismissed, selectLatestNotification } from '../../realtime/notificationsSlice';
import styles from './NotificationNotice.module.css';

/** How long a notification notice stays without the pointer or focus on it (ms). */
export const NOTIFICATION_NOTICE_MS = 8000;

/** Props of {@link NotificationNotice}. */
export interface NotificationNoticeProps {
  /** How long it stays unless held, in ms (default {@link NOTIFICATION_NOTICE_MS}). */
  durationMs?: number;
}

/**
 * Shows the latest notification, if any (see the module comment). The "View" link goes to the
 * registered avatar entry that carries the unread badge (the member centre's platform messages).
 */
export function NotificationNotice({ durationMs = NOTIFICATION_NOTICE_MS }: NotificationNoticeProps) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const latest = useAppSelector(selectLatestNotification);
  const { data: balance } = useGetBalanceQuery();
  const messages = useMenuEntries('avatar', true).find((entry) => entry.badge === 'unreadMessages');
  const messageId = latest?.messageId;
  const hold = useHeldTimeout(() => {
    if (messageId !== undefined) dispatch(notificationDismissed(messageId));
  }, durationMs, messageId);

  if (!latest) return null;
  const bad = latest.kind === 'DEPOSIT_FAILED' || latest.kind === 'WITHDRAWAL_REJECTED';
  const amount = latest.amount === undefined ? '' : `${balance?.currencySymbol ?? ''}${formatMoney(latest.amount)}`;
  return (
    <div
      className={cx(styles.notice, bad ? styles.bad : styles.good)}
      role="status"
      data-testid="notification-notice"
      {...hold}
    >
      {bad ? <icons.warning size={20} className={styles.icon} /> : <icons.info size={20} className={styles.icon} />}
      <p className={styles.text}>{t(`notification_${latest.kind}`, { amount })}</p>
      {messages?.to ? (
        <Link className={styles.view} to={messages.to} onClick={() => dispatch(notificationDismissed(latest.messageId))}>
          {t('notification_view')}
        </Link>
      ) : null}
      <IconButton label={t('notification_close')} size="sm" icon={<icons.close size={18} />} onClick={() => dispatch(notificationDismissed(latest.messageId))} />
    </div>
  );
}
