/** The member's deposits (spec §2 depositv2: the history below the form). */
import { useState } from 'react';
import type { Deposit } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { useGetDepositListQuery } from '../api/cashierApi';
import { PagedList } from '../components/PagedList/PagedList';
import { pagedQueryProps } from '../components/PagedList/pagedQuery';
import { StatusChip } from '../components/StatusChip/StatusChip';
import { useDateTime, useMoney } from '../model/useCashierFormat';
import styles from './DepositHistory.module.css';

/**
 * The deposit history: `depositList`, newest first, 10 a page, each row the channel, amount,
 * state chip (colour and text), reference and time in the player's language and the merchant's
 * time zone.
 */
export function DepositHistory() {
  const { t } = useTranslation('member');
  const money = useMoney();
  const time = useDateTime();
  const [pageNo, setPageNo] = useState(1);
  const query = useGetDepositListQuery({ pageNo });
  return (
    <section className={styles.history} aria-labelledby="deposit-history-title">
      <h2 id="deposit-history-title" className={styles.title}>
        {t('deposit_history')}
      </h2>
      <PagedList<Deposit>
        label={t('deposit_history')}
        {...pagedQueryProps(query)}
        page={pageNo}
        onPageChange={setPageNo}
        itemKey={(deposit) => deposit.depositId}
        renderItem={(deposit) => (
          <div className={styles.row}>
            <span className={styles.channel}>{deposit.channelName}</span>
            <span className={styles.amount}>{money(deposit.amount)}</span>
            <StatusChip status={deposit.status} />
            <span className={styles.meta}>
              {t('member_reference')}: {deposit.reference}
            </span>
            <time className={styles.meta} dateTime={deposit.createdAt}>
              {time(deposit.createdAt)}
            </time>
          </div>
        )}
      />
    </section>
  );
}
