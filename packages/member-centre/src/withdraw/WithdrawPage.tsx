/** The withdraw page (spec §2 withdraw; spec §4 withdrawal confirmation). */
import { useState } from 'react';
import type { Withdrawal, WithdrawInfoValue } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { ErrorState } from '@gamehall/ui-kit';
import { useGetPayoutAccountsQuery, useGetWithdrawInfoQuery } from '../api/withdrawApi';
import { compareAmounts } from '../model/cashierModel';
import { useErrorText, useMoney } from '../model/useCashierFormat';
import { BindAccountForm } from './BindAccountForm';
import { PaymentPasswordForm } from './PaymentPasswordForm';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawForm } from './WithdrawForm';
import styles from './Withdraw.module.css';

/** Most payout accounts a member may bind (the server refuses a sixth). */
export const MAX_PAYOUT_ACCOUNTS = 5;

/** The money summary: balance, available now, money in vendor wallets (with the note), limits. */
function WithdrawSummary({ info }: { info: WithdrawInfoValue }) {
  const { t } = useTranslation('member');
  const money = useMoney();
  return (
    <section className={styles.card} aria-labelledby="withdraw-summary-heading">
      <h2 id="withdraw-summary-heading" className={styles.heading}>
        {t('withdraw_summary')}
      </h2>
      <dl className={styles.summary}>
        <div className={styles.summaryItem}>
          <dt className={styles.term}>{t('withdraw_balance')}</dt>
          <dd className={styles.amount}>{money(info.balance)}</dd>
        </div>
        <div className={styles.summaryItem}>
          <dt className={styles.term}>{t('withdraw_available')}</dt>
          <dd className={`${styles.amount} ${styles.available}`} data-testid="withdraw-available">
            {money(info.available)}
          </dd>
        </div>
        <div className={styles.summaryItem}>
          <dt className={styles.term}>{t('withdraw_vendor_balance')}</dt>
          <dd className={styles.amount}>{money(info.vendorBalance)}</dd>
        </div>
        <div className={styles.summaryItem}>
          <dt className={styles.term}>{t('withdraw_limits')}</dt>
          <dd className={styles.amount}>{t('withdraw_limits_value', { min: money(info.minAmount), max: money(info.maxAmount) })}</dd>
        </div>
      </dl>
      {compareAmounts(info.vendorBalance, '0') > 0 ? <p className={styles.note}>{t('withdraw_vendor_note', { amount: money(info.vendorBalance) })}</p> : null}
    </section>
  );
}

/**
 * `/member/withdraw`: the summary of `withdrawInfo` (balance, available, vendor wallets with
 * the note that they must be transferred back first, limits), then the step the member is at:
 * no payment password → {@link PaymentPasswordForm}; no payout account → {@link BindAccountForm};
 * else {@link WithdrawForm} (with "Add a payout account" while fewer than
 * {@link MAX_PAYOUT_ACCOUNTS} are bound). Below, the withdrawals list with the confirmation of
 * paid-out ones ({@link WithdrawalList}). A skeleton while the summary and accounts load; their
 * error with a retry. What each step did is said in a polite status line.
 */
export function WithdrawPage() {
  const { t } = useTranslation('member');
  const money = useMoney();
  const errorText = useErrorText();
  const info = useGetWithdrawInfoQuery();
  const accounts = useGetPayoutAccountsQuery();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState('');

  if (info.isLoading || accounts.isLoading) {
    return (
      <div className={styles.page} aria-busy="true" data-testid="withdraw-loading">
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    );
  }
  const failed = (info.isError && info.error) || (accounts.isError && accounts.error);
  if (failed || !info.data || !accounts.data) {
    return (
      <ErrorState
        message={errorText(failed)}
        retryLabel={t('retry')}
        onRetry={() => {
          if (info.isError) void info.refetch();
          if (accounts.isError) void accounts.refetch();
        }}
      />
    );
  }

  const bound = accounts.data.accounts;
  const methods = accounts.data.methods;
  let step;
  if (!info.data.hasPaymentPassword) {
    step = <PaymentPasswordForm onDone={() => { setNotice(t('withdraw_password_set')); }} />;
  } else if (bound.length === 0 || adding) {
    step = (
      <BindAccountForm
        methods={methods}
        onDone={() => {
          setAdding(false);
          setNotice(t('withdraw_account_bound'));
        }}
        {...(bound.length > 0 ? { onCancel: () => { setAdding(false); } } : {})}
      />
    );
  } else {
    step = (
      <>
        <WithdrawForm info={info.data} accounts={bound} onDone={(w: Withdrawal) => { setNotice(t('withdraw_requested', { amount: money(w.amount) })); }} />
        {bound.length < MAX_PAYOUT_ACCOUNTS ? (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              setNotice('');
              setAdding(true);
            }}
          >
            {t('withdraw_add_account')}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <WithdrawSummary info={info.data} />
      <p role="status" className={styles.status}>
        {notice}
      </p>
      {step}
      <WithdrawalList confirmMinutes={info.data.confirmMinutes} />
    </div>
  );
}
