/** The first step of the withdraw page when no payment password is set yet (spec §2 withdraw). */
import { useMemo } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from '@gamehall/i18n';
import { Button } from '@gamehall/ui-kit';
import { usePaymentPasswordMutation } from '../api/withdrawApi';
import { FormField } from './FormField';
import { type ServerStatus, changeOf, errorOf, showFailure, useFailureText } from './formStatus';
import { toFormFailure } from './withdrawErrors';
import styles from './Withdraw.module.css';

/** A payment password: exactly 6 digits. */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

interface Values {
  paymentPassword: string;
  confirmPaymentPassword: string;
}

/** Props of {@link PaymentPasswordForm}. */
export interface PaymentPasswordFormProps {
  /** The password was set (the page moves on to the next step). */
  onDone: () => void;
}

/**
 * "Set a payment password": the 6 digits and their confirmation (yup: required, 6 digits, the
 * same twice), sent with `paymentPassword` (encrypted). The server's errors show on their field
 * (a mismatch on the confirmation) or in the form's alert. The digits are never kept: the form
 * empties itself after a success.
 */
export function PaymentPasswordForm({ onDone }: PaymentPasswordFormProps) {
  const { t } = useTranslation('member');
  const failureText = useFailureText();
  const [setPassword] = usePaymentPasswordMutation();
  const schema = useMemo(
    () =>
      yup.object({
        paymentPassword: yup.string().required(t('withdraw_password_required')).matches(PAYMENT_PASSWORD_PATTERN, t('withdraw_password_format')),
        confirmPaymentPassword: yup
          .string()
          .required(t('withdraw_password_confirm_required'))
          .oneOf([yup.ref('paymentPassword')], t('withdraw_password_mismatch')),
      }),
    [t],
  );
  const formik = useFormik<Values>({
    initialValues: { paymentPassword: '', confirmPaymentPassword: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await setPassword(values).unwrap();
        helpers.resetForm();
        onDone();
      } catch (error) {
        const failure = toFormFailure(error);
        showFailure(helpers, failure, failureText(failure), ['confirmPaymentPassword']);
      }
    },
  });
  const onChange = changeOf(formik);
  const alert = (formik.status as ServerStatus | undefined)?.alert;

  return (
    <section className={styles.card} aria-labelledby="withdraw-password-heading">
      <h2 id="withdraw-password-heading" className={styles.heading}>
        {t('withdraw_password_title')}
      </h2>
      <p className={styles.intro}>{t('withdraw_password_intro')}</p>
      <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
        <FormField
          id="withdraw-new-password"
          name="paymentPassword"
          label={t('withdraw_password_new')}
          hint={t('withdraw_password_format')}
          pin
          value={formik.values.paymentPassword}
          onChange={onChange}
          onBlur={formik.handleBlur}
          error={errorOf(formik, 'paymentPassword')}
        />
        <FormField
          id="withdraw-confirm-password"
          name="confirmPaymentPassword"
          label={t('withdraw_password_confirm')}
          pin
          value={formik.values.confirmPaymentPassword}
          onChange={onChange}
          onBlur={formik.handleBlur}
          error={errorOf(formik, 'confirmPaymentPassword')}
        />
        {alert ? (
          <p className={styles.alert} role="alert">
            {alert}
          </p>
        ) : null}
        <Button type="submit" loading={formik.isSubmitting}>
          {t('withdraw_password_submit')}
        </Button>
      </form>
    </section>
  );
}
