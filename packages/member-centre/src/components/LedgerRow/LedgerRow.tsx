/** One ledger entry as the transaction history and the bonus details show it. */
import type { LedgerEntry } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { cx } from '@gamehall/ui-kit';
import { toCents } from '../../model/cashierModel';
import { useDateTime, useMoney } from '../../model/useCashierFormat';
import styles from './LedgerRow.module.css';

/**
 * A ledger entry: kind (ledger_kind_<KIND>), signed amount (+ green, − red, never colour alone),
 * wallet, balance after, reference and time.
 *
 * @param props - `entry`: the ledger entry
 */
export function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const time = useDateTime();
  const cents = toCents(entry.amount);
  const sign = cents > 0n ? '+' : cents < 0n ? '−' : '';
  const magnitude = entry.amount.replace(/^[+-]/, '');
  return (
    <div className={styles.row}>
      <span className={styles.kind}>{t(`ledger_kind_${entry.kind}`)}</span>
      <span className={cx(styles.amount, cents > 0n && styles.credit, cents < 0n && styles.debit)} data-sign={sign || '0'}>
        {sign}
        {money(magnitude)}
      </span>
      <span className={styles.meta}>
        {t('ledger_wallet')}: {entry.wallet === 'MAIN' ? t('ledger_wallet_main') : entry.wallet}
      </span>
      <span className={cx(styles.meta, styles.end)}>
        {t('ledger_balance_after')}: {money(entry.balanceAfter)}
      </span>
      <span className={styles.meta}>
        {t('member_reference')}: {entry.reference}
      </span>
      <time className={cx(styles.meta, styles.end)} dateTime={entry.createdAt}>
        {time(entry.createdAt)}
      </time>
    </div>
  );
}
