/** The transfer to the upline (spec §2 transferUpline; spec §6 "members can transfer to an upline"). */
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { CASHIER_ERROR_CODES, type PlatformQueryError } from '@gamehall/api-client';
import type { UplineInfoValue } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { ErrorState } from '@gamehall/ui-kit';
import { useGetUplineInfoQuery, useTransferUplineMutation } from '../api/uplineApi';
import { AMOUNT_PATTERN, compareAmounts } from '../model/cashierModel';
import { useErrorText, useMoney } from '../model/useCashierFormat';
import { memberPaths } from '../paths';
import { toTransferFailure } from '../transferFund/transferErrors';
import { FormFooter, FormikField } from '../withdraw/FormField';
import { PAYMENT_PASSWORD_PATTERN } from '../withdraw/PaymentPasswordForm';
import { type ServerStatus, showFailure, useFailureText } from '../withdraw/formStatus';
import type { FormFailure } from '../withdraw/withdrawErrors';
import styles from '../withdraw/Withdraw.module.css';

interface Values {
  amount: string;
  paymentPassword: string;
}

const FIELDS = ['amount', 'paymentPassword'] as const;

/** One submission's idempotency key, kept while the same amount is retried after no answer. */
interface Attempt {
  amount: string;
  requestId: string;
}

/**
 * Reads a failed transfer to the upline: no upline and an amount below the minimum in our words,
 * the rest as any transfer ({@link toTransferFailure}).
 */
function toUplineFailure(error: unknown): FormFailure {
  const code = (error as Partial<PlatformQueryError> | undefined)?.errorCode;
  if (code === CASHIER_ERROR_CODES.uplineMissing) return { key: 'upline_error_missing', noAnswer: false };
  if (code === CASHIER_ERROR_CODES.amountOutOfRange) return { field: 'amount', key: 'upline_error_min', noAnswer: false };
  return toTransferFailure(error);
}

/**
 * The form: amount (required, ≤ 2 decimals, at least `minAmount`, at most the main wallet,
 * compared exactly) and the payment password (6 digits, never stored, emptied after every
 * answer). Submit sends `transferUpline` (encrypted) with a `requestId` drawn once per submission
 * (the button is busy meanwhile; a retry of the same amount after no answer reuses the key, so
 * the money moves once).
 */
function UplineForm({ info, onDone }: { info: UplineInfoValue & { upline: NonNullable<UplineInfoValue['upline']> }; onDone: (text: string) => void }) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const failureText = useFailureText();
  const [transfer] = useTransferUplineMutation();
  const attempt = useRef<Attempt | null>(null);
  const limits = useMemo(() => ({ min: money(info.minAmount), available: money(info.balance) }), [info, money]);

  const schema = useMemo(
    () =>
      yup.object({
        amount: yup
          .string()
          .trim()
          .required(t('upline_amount_required'))
          .matches(AMOUNT_PATTERN, t('upline_amount_format'))
          .test('min', t('upline_amount_min', limits), (value) => !AMOUNT_PATTERN.test(value) || compareAmounts(value, info.minAmount) >= 0)
          .test('available', t('upline_amount_available', limits), (value) => !AMOUNT_PATTERN.test(value) || compareAmounts(value, info.balance) <= 0),
        paymentPassword: yup.string().required(t('upline_password_required')).matches(PAYMENT_PASSWORD_PATTERN, t('upline_password_format')),
      }),
    [info, limits, t],
  );

  const formik = useFormik<Values>({
    initialValues: { amount: '', paymentPassword: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const amount = values.amount.trim();
      if (attempt.current?.amount !== amount) attempt.current = { amount, requestId: crypto.randomUUID() };
      try {
        const result = await transfer({ ...attempt.current, paymentPassword: values.paymentPassword }).unwrap();
        attempt.current = null;
        helpers.resetForm({ values: { amount: '', paymentPassword: '' } });
        onDone(t('upline_done', { amount: money(result.amount), name: result.upline.nickname, balance: money(result.balance) }));
      } catch (error) {
        const failure = toUplineFailure(error);
        if (!failure.noAnswer) attempt.current = null;
        showFailure(helpers, failure, failureText(failure, limits), FIELDS);
        await helpers.setFieldValue('paymentPassword', '', false);
      }
    },
  });
  const alert = (formik.status as ServerStatus | undefined)?.alert;

  return (
    <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
      <FormikField
        formik={formik}
        id="upline-amount"
        name="amount"
        label={t('member_amount')}
        hint={t('upline_amount_hint', limits)}
        inputMode="decimal"
      />
      <FormikField
        formik={formik}
        id="upline-payment-password"
        name="paymentPassword"
        label={t('withdraw_payment_password')}
        pin
      />
      <FormFooter wide alert={alert} submitLabel={t('upline_submit')} submittingLabel={t('upline_submitting')} submitting={formik.isSubmitting} />
    </form>
  );
}

/**
 * `/member/transferUpline`: the upline agent's name and the main wallet, then the transfer form;
 * a member without an upline is told there is no one to transfer to, one without a payment
 * password is sent to set it on the withdraw page. A skeleton while loading; the error with a
 * retry. The result (amount, upline, the new balance) is said in a polite status line.
 */
export function TransferUplinePage() {
  const { t } = useTranslation('member');
  const money = useMoney();
  const errorText = useErrorText();
  const info = useGetUplineInfoQuery();
  const [notice, setNotice] = useState('');

  if (info.isLoading) {
    return (
      <div className={styles.page} aria-busy="true" data-testid="upline-loading">
        <div className={styles.skeleton} />
      </div>
    );
  }
  if (info.isError || !info.data) return <ErrorState message={errorText(info.error)} retryLabel={t('retry')} onRetry={() => void info.refetch()} />;
  const data = info.data;
  const upline = data.upline;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="upline-heading">
        <h2 id="upline-heading" className={styles.heading}>
          {t('upline_title')}
        </h2>
        {upline ? (
          <dl className={styles.summary}>
            <div className={styles.summaryItem}>
              <dt className={styles.term}>{t('upline_to')}</dt>
              <dd className={styles.amount} data-testid="upline-name">
                {upline.nickname} ({upline.account})
              </dd>
            </div>
            <div className={styles.summaryItem}>
              <dt className={styles.term}>{t('upline_balance')}</dt>
              <dd className={`${styles.amount} ${styles.available}`} data-testid="upline-balance">
                {money(data.balance)}
              </dd>
            </div>
          </dl>
        ) : (
          <p className={styles.note}>{t('upline_none')}</p>
        )}
        {notice ? (
          <p className={styles.status} role="status">
            {notice}
          </p>
        ) : null}
        {upline && !data.hasPaymentPassword ? (
          <p className={styles.note}>
            {t('upline_password_missing')} <Link to={memberPaths.withdraw}>{t('upline_set_password')}</Link>
          </p>
        ) : null}
        {upline && data.hasPaymentPassword ? <UplineForm info={{ ...data, upline }} onDone={setNotice} /> : null}
      </section>
    </div>
  );
}
