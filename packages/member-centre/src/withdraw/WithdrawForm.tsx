/** The withdrawal request form (spec §2 withdraw). */
import { useMemo, useRef } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import type { PayoutAccount, Withdrawal, WithdrawInfoValue } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { Select } from '@gamehall/ui-kit';
import { useWithdrawMutation } from '../api/withdrawApi';
import { AMOUNT_PATTERN, compareAmounts } from '../model/cashierModel';
import { useMoney } from '../model/useCashierFormat';
import { FormFooter, FormikField } from './FormField';
import { PAYMENT_PASSWORD_PATTERN } from './PaymentPasswordForm';
import { type ServerStatus, showFailure, useFailureText } from './formStatus';
import { toFormFailure } from './withdrawErrors';
import styles from './Withdraw.module.css';

interface Values {
  accountId: string;
  amount: string;
  paymentPassword: string;
}

const FIELDS = ['amount', 'paymentPassword'] as const;

/** One attempt's idempotency key, kept while the same account and amount are retried after no answer. */
interface Attempt {
  accountId: number;
  amount: string;
  requestId: string;
}

/**
 * How a payout account reads in the account picker: method, masked number, holder.
 *
 * @param account - the payout account
 * @returns e.g. `GCash •••••••4567 (Player One)`
 */
export function accountLabel(account: Pick<PayoutAccount, 'methodName' | 'accountNumberMasked' | 'accountName'>): string {
  return `${account.methodName} ${account.accountNumberMasked} (${account.accountName})`;
}

/** Props of {@link WithdrawForm}. */
export interface WithdrawFormProps {
  /** The limits and what can be withdrawn now. */
  info: WithdrawInfoValue;
  /** The member's payout accounts (at least one). */
  accounts: readonly PayoutAccount[];
  /** A withdrawal was requested. */
  onDone: (withdrawal: Withdrawal) => void;
}

/**
 * The withdraw form: the payout account (masked numbers; the newest picked), the amount (yup:
 * required, ≤ 2 decimals, within `minAmount`–`maxAmount` and at most `available`, compared
 * exactly, messages naming the limit in the site's currency) and the payment password (6 digits,
 * numeric keypad, no autofill; emptied after every answer, never stored).
 *
 * Submit sends `withdraw` (encrypted) with a `requestId` from `crypto.randomUUID()`: the same key
 * is sent again when the same account and amount are retried after a call that got no answer
 * (the server answers the withdrawal it made, once); a new one after an answer or a change. A
 * wrong payment password shows on its field, insufficient funds and an amount out of range on
 * the amount, anything else in the form's alert, each in the player's language.
 */
export function WithdrawForm({ info, accounts, onDone }: WithdrawFormProps) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const failureText = useFailureText();
  const [withdraw] = useWithdrawMutation();
  const attempt = useRef<Attempt | null>(null);
  const limits = useMemo(() => ({ min: money(info.minAmount), max: money(info.maxAmount), available: money(info.available) }), [info, money]);

  const schema = useMemo(
    () =>
      yup.object({
        accountId: yup.string().required(),
        amount: yup
          .string()
          .trim()
          .required(t('withdraw_amount_required'))
          .matches(AMOUNT_PATTERN, t('withdraw_amount_format'))
          .test('min', t('withdraw_amount_min', limits), (value) => !AMOUNT_PATTERN.test(value) || compareAmounts(value, info.minAmount) >= 0)
          .test('max', t('withdraw_amount_max', limits), (value) => !AMOUNT_PATTERN.test(value) || compareAmounts(value, info.maxAmount) <= 0)
          .test('available', t('withdraw_amount_available', limits), (value) => !AMOUNT_PATTERN.test(value) || compareAmounts(value, info.available) <= 0),
        paymentPassword: yup.string().required(t('withdraw_password_required')).matches(PAYMENT_PASSWORD_PATTERN, t('withdraw_password_format')),
      }),
    [info, limits, t],
  );

  const formik = useFormik<Values>({
    initialValues: { accountId: String(accounts[accounts.length - 1]?.accountId ?? ''), amount: '', paymentPassword: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const accountId = Number(values.accountId);
      const amount = values.amount.trim();
      const same = attempt.current?.accountId === accountId && attempt.current.amount === amount;
      if (!same || !attempt.current) attempt.current = { accountId, amount, requestId: crypto.randomUUID() };
      try {
        const withdrawal = await withdraw({ ...attempt.current, paymentPassword: values.paymentPassword }).unwrap();
        attempt.current = null;
        helpers.resetForm({ values: { accountId: values.accountId, amount: '', paymentPassword: '' } });
        onDone(withdrawal);
      } catch (error) {
        const failure = toFormFailure(error);
        // No answer: the withdrawal may exist; a retry of the same attempt must reuse its key.
        if (!failure.noAnswer) attempt.current = null;
        showFailure(helpers, failure, failureText(failure, limits), FIELDS);
        await helpers.setFieldValue('paymentPassword', '', false);
      }
    },
  });
  const alert = (formik.status as ServerStatus | undefined)?.alert;

  return (
    <section className={styles.card} aria-labelledby="withdraw-form-heading">
      <h2 id="withdraw-form-heading" className={styles.heading}>
        {t('withdraw_form_title')}
      </h2>
      <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
        <Select
          label={t('withdraw_account')}
          value={formik.values.accountId}
          options={accounts.map((a) => ({ value: String(a.accountId), label: accountLabel(a) }))}
          onChange={(value) => {
            void formik.setFieldValue('accountId', value, false);
          }}
        />
        <FormikField
          formik={formik}
          id="withdraw-amount"
          name="amount"
          label={t('member_amount')}
          hint={t('withdraw_amount_hint', limits)}
          inputMode="decimal"
        />
        <FormikField
          formik={formik}
          id="withdraw-payment-password"
          name="paymentPassword"
          label={t('withdraw_payment_password')}
          pin
        />
        <FormFooter wide alert={alert} submitLabel={t('withdraw_submit')} submittingLabel={t('withdraw_submitting')} submitting={formik.isSubmitting} />
      </form>
    </section>
  );
}
