/** What a player pays a bank-transfer deposit with (spec §2 depositv2, BANK channels). */
import type { Deposit } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { Button } from '@gamehall/ui-kit';
import { StatusChip } from '../components/StatusChip/StatusChip';
import { useMoney } from '../model/useCashierFormat';
import { CopyValue } from '@gamehall/shell';
import styles from './DepositPanels.module.css';

/** Props of {@link BankTransferDetails}. */
export interface BankTransferDetailsProps {
  /** The BANK deposit just created (its `bank` and `reference`). */
  deposit: Deposit;
  /** Back to the form for another deposit. */
  onNew: () => void;
}

/**
 * A BANK deposit's payment details: the amount to pay, the merchant's bank, account name and
 * number and the reference to quote, each with a copy button (copy_success), the state chip and
 * "we'll credit it once the operator confirms".
 */
export function BankTransferDetails({ deposit, onNew }: BankTransferDetailsProps) {
  const { t } = useTranslation('member');
  const money = useMoney();
  return (
    <section className={styles.panel} aria-labelledby="bank-transfer-title">
      <div className={styles.panelHead}>
        <h2 id="bank-transfer-title" className={styles.panelTitle}>
          {t('deposit_bank_title', { amount: money(deposit.amount) })}
        </h2>
        <StatusChip status={deposit.status} />
      </div>
      <dl className={styles.details}>
        {deposit.bank ? (
          <>
            <CopyValue label={t('deposit_bank_name')} value={deposit.bank.bankName} />
            <CopyValue label={t('deposit_bank_account_name')} value={deposit.bank.accountName} />
            <CopyValue label={t('deposit_bank_account_number')} value={deposit.bank.accountNumber} />
          </>
        ) : null}
        <CopyValue label={t('member_amount')} value={deposit.amount} />
        <CopyValue label={t('member_reference')} value={deposit.reference} />
      </dl>
      <p className={styles.note}>{t('deposit_reference_hint')}</p>
      <p className={styles.note}>{t('deposit_bank_pending')}</p>
      <Button variant="secondary" onClick={onNew}>
        {t('deposit_new')}
      </Button>
    </section>
  );
}
