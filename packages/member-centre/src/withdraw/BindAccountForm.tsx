/** "Bind a payout account" (spec §2 withdraw; spec §3 bank account name and number). */
import { useMemo } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import type { PayoutMethod } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { Button, Select } from '@gamehall/ui-kit';
import { useBindPayoutAccountMutation } from '../api/withdrawApi';
import { FormFooter, FormikField } from './FormField';
import { PAYMENT_PASSWORD_PATTERN } from './PaymentPasswordForm';
import { type ServerStatus, showFailure, useFailureText } from './formStatus';
import { toFormFailure } from './withdrawErrors';
import styles from './Withdraw.module.css';

interface Values {
  methodCode: string;
  accountName: string;
  accountNumber: string;
  paymentPassword: string;
}

const FIELDS = ['accountName', 'accountNumber', 'paymentPassword'] as const;

/**
 * Whether an account number fits its method's `accountNumberPattern` (a regular expression from
 * the server; a pattern that does not compile accepts any digits).
 *
 * @param method - the payout method
 * @param number - the number as typed (trimmed)
 * @returns true when it fits
 */
export function fitsMethod(method: PayoutMethod, number: string): boolean {
  try {
    return new RegExp(method.accountNumberPattern).test(number);
  } catch {
    return /^\d+$/.test(number);
  }
}

/** Props of {@link BindAccountForm}. */
export interface BindAccountFormProps {
  /** The payout methods (banks, e-wallets) a new account can use. */
  methods: readonly PayoutMethod[];
  /** The account was bound (the page shows the withdraw form). */
  onDone: () => void;
  /** Given when the member already has an account: a Cancel button that closes the form. */
  onCancel?: () => void;
}

/**
 * The payout account form: the method (from `methods`, the first picked), the account holder's
 * name (checked by the server against the operator's real-name rule, payeeName: its field error
 * shows under the field in the player's language), the account number (yup: digits that fit the
 * method's `accountNumberPattern`) and the payment password (6 digits). Sends
 * `bindPayoutAccount` (encrypted); a wrong payment password shows on its field, a refused
 * account (5 already, or bound before) in the form's alert.
 */
export function BindAccountForm({ methods, onDone, onCancel }: BindAccountFormProps) {
  const { t } = useTranslation('member');
  const failureText = useFailureText();
  const [bind] = useBindPayoutAccountMutation();
  const schema = useMemo(
    () =>
      yup.object({
        methodCode: yup.string().required(),
        accountName: yup.string().trim().required(t('withdraw_account_name_required')).max(64, t('withdraw_error_account_name')),
        accountNumber: yup
          .string()
          .trim()
          .required(t('withdraw_account_number_required'))
          .test('pattern', function pattern(value) {
            const method = methods.find((m) => m.methodCode === (this.parent as Values).methodCode);
            if (!method || (/^\d{6,24}$/.test(value) && fitsMethod(method, value))) return true;
            return this.createError({ message: t('withdraw_account_number_invalid', { method: method.name }) });
          }),
        paymentPassword: yup.string().required(t('withdraw_password_required')).matches(PAYMENT_PASSWORD_PATTERN, t('withdraw_password_format')),
      }),
    [methods, t],
  );
  const formik = useFormik<Values>({
    initialValues: { methodCode: methods[0]?.methodCode ?? '', accountName: '', accountNumber: '', paymentPassword: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await bind({ methodCode: values.methodCode, accountName: values.accountName.trim(), accountNumber: values.accountNumber.trim(), paymentPassword: values.paymentPassword }).unwrap();
        helpers.resetForm();
        onDone();
      } catch (error) {
        const failure = toFormFailure(error);
        showFailure(helpers, failure, failureText(failure), FIELDS);
        await helpers.setFieldValue('paymentPassword', '', false);
      }
    },
  });
  const alert = (formik.status as ServerStatus | undefined)?.alert;
  const method = methods.find((m) => m.methodCode === formik.values.methodCode);

  return (
    <section className={styles.card} aria-labelledby="withdraw-bind-heading">
      <h2 id="withdraw-bind-heading" className={styles.heading}>
        {t('withdraw_bind_title')}
      </h2>
      <p className={styles.intro}>{t('withdraw_bind_intro')}</p>
      <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
        <Select
          label={t('withdraw_method')}
          value={formik.values.methodCode}
          options={methods.map((m) => ({ value: m.methodCode, label: `${m.name} · ${t(`withdraw_kind_${m.kind}`)}` }))}
          onChange={(value) => {
            void formik.setFieldValue('methodCode', value, formik.values.accountNumber !== '');
          }}
        />
        <FormikField
          formik={formik}
          id="withdraw-account-name"
          name="accountName"
          label={t('withdraw_account_name')}
          hint={t('withdraw_account_name_hint')}
          autoComplete="name"
        />
        <FormikField
          formik={formik}
          id="withdraw-account-number"
          name="accountNumber"
          label={t('withdraw_account_number')}
          hint={method ? t('withdraw_account_number_hint', { method: method.name }) : undefined}
          inputMode="numeric"
        />
        <FormikField
          formik={formik}
          id="withdraw-bind-password"
          name="paymentPassword"
          label={t('withdraw_payment_password')}
          pin
        />
        <FormFooter alert={alert} submitLabel={t('withdraw_bind_submit')} submitting={formik.isSubmitting}>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              {t('withdraw_cancel')}
            </Button>
          ) : null}
        </FormFooter>
      </form>
    </section>
  );
}
