/** The deposit a player returns to from the payment provider (spec §2 depositv2, §4). */
import { useEffect, useState } from 'react';
import { useTranslation } from '@gamehall/i18n';
import { useAppDispatch } from '@gamehall/shell';
import { Button, ErrorState, Spinner } from '@gamehall/ui-kit';
import { balanceChanged, useGetDepositDetailQuery } from '../api/cashierApi';
import { StatusChip } from '../components/StatusChip/StatusChip';
import { useErrorText, useMoney } from '../model/useCashierFormat';
import styles from './DepositPanels.module.css';

/** How often a PENDING deposit is read again, in milliseconds. */
export const DEPOSIT_POLL_MS = 3000;

/** Props of {@link DepositStatusPanel}. */
export interface DepositStatusPanelProps {
  /** The deposit's id (`?depositId=` of the provider's return). */
  depositId: string;
  /** Back to the form for another deposit. */
  onNew: () => void;
}

/**
 * One deposit's state: read with `depositDetail`, again every {@link DEPOSIT_POLL_MS} ms while
 * PENDING, not after CREDITED or FAILED. CREDITED also refreshes the header's balance (shell's
 * `BALANCE_TAG`). Shows the channel, amount, reference, the state chip and its sentence; an error
 * with retry when the deposit cannot be read.
 */
export function DepositStatusPanel({ depositId, onNew }: DepositStatusPanelProps) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  // Read again every 3 s until the deposit settled (CREDITED or FAILED).
  const [settled, setSettled] = useState(false);
  const query = useGetDepositDetailQuery(depositId, { pollingInterval: settled ? 0 : DEPOSIT_POLL_MS });
  const status = query.data?.status;

  useEffect(() => {
    if (status !== 'CREDITED' && status !== 'FAILED') return;
    setSettled(true);
    if (status === 'CREDITED') dispatch(balanceChanged());
  }, [status, dispatch]);

  if (query.isLoading) {
    return (
      <section className={styles.panel} aria-busy="true">
        <Spinner />
      </section>
    );
  }
  if (!query.data) {
    return (
      <section className={styles.panel}>
        <ErrorState message={errorText(query.error)} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
        <Button variant="secondary" onClick={onNew}>
          {t('deposit_new')}
        </Button>
      </section>
    );
  }
  const deposit = query.data;
  return (
    <section className={styles.panel} aria-labelledby="deposit-status-title">
      <div className={styles.panelHead}>
        <h2 id="deposit-status-title" className={styles.panelTitle}>
          {t('deposit_status_title')}
        </h2>
        <StatusChip status={deposit.status} />
      </div>
      <p className={styles.statusText} role="status">
        {deposit.status === 'PENDING' ? <Spinner size={16} /> : null}
        {deposit.status === 'PENDING'
          ? t('deposit_status_pending_text')
          : deposit.status === 'CREDITED'
            ? t('deposit_status_credited_text', { amount: money(deposit.amount) })
            : t('deposit_status_failed_text')}
      </p>
      <dl className={styles.summary}>
        <div>
          <dt>{t('deposit_method')}</dt>
          <dd>{deposit.channelName}</dd>
        </div>
        <div>
          <dt>{t('member_amount')}</dt>
          <dd>{money(deposit.amount)}</dd>
        </div>
        <div>
          <dt>{t('member_reference')}</dt>
          <dd>{deposit.reference}</dd>
        </div>
      </dl>
      {deposit.status === 'PENDING' ? null : (
        <Button variant="secondary" onClick={onNew}>
          {t('deposit_new')}
        </Button>
      )}
    </section>
  );
}
