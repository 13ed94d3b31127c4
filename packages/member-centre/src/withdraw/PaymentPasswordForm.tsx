/** The first step of the withdraw page when no payment password is set yet (spec §2 withdraw). */
import { useMemo } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from '@gamehall/i18n';
import { usePaymentPasswordMutation } from '../api/withdrawApi';
import { FormFooter, FormikField } from './FormField';
import { type ServerStatus, showFailure, useFailureText } from './formStatus';
import { toFormFailure } from './withdrawErrors';
import styles from './Withdraw.module.css';

/** A payment password: exactly 6 digits. */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

interface Values {
  oldPaymentPassword: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

/** Props of {@link PaymentPasswordForm}. */
export interface PaymentPasswordFormProps {
  /** The password was set (the page moves on to the next step). */
  onDone: () => void;
  /**
   * A payment password is set already: the form changes it and asks for the current one first
   * (securityCenter, spec §2). Default false (the withdraw page's first step).
   */
  change?: boolean;
}

/**
 * "Set a payment password" (or, with `change`, "Change the payment password" with the current
 * one first): the 6 digits and their confirmation (yup: required, 6 digits, the
 * same twice), sent with `paymentPassword` (encrypted). The server's errors show on their field
 * (a mismatch on the confirmation) or in the form's alert. The digits are never kept: the form
 * empties itself after a success.
 */
export function PaymentPasswordForm({ onDone, change = false }: PaymentPasswordFormProps) {
  const { t } = useTranslation('member');
  const failureText = useFailureText();
  const [setPassword] = usePaymentPasswordMutation();
  const schema = useMemo(
    () =>
      yup.object({
        oldPaymentPassword: change ? yup.string().required(t('security_payment_old_required')).matches(PAYMENT_PASSWORD_PATTERN, t('withdraw_password_format')) : yup.string(),
        paymentPassword: yup.string().required(t('withdraw_password_required')).matches(PAYMENT_PASSWORD_PATTERN, t('withdraw_password_format')),
        confirmPaymentPassword: yup
          .string()
          .required(t('withdraw_password_confirm_required'))
          .oneOf([yup.ref('paymentPassword')], t('withdraw_password_mismatch')),
      }),
    [t, change],
  );
  const formik = useFormik<Values>({
    initialValues: { oldPaymentPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        const { oldPaymentPassword, ...password } = values;
        await setPassword(change ? { ...password, oldPaymentPassword } : password).unwrap();
        helpers.resetForm();
        onDone();
      } catch (error) {
        const failure = toFormFailure(error);
        showFailure(helpers, failure.field === 'paymentPassword' && change ? { ...failure, field: 'oldPaymentPassword' } : failure, failureText(failure), change ? ['oldPaymentPassword', 'confirmPaymentPassword'] : ['confirmPaymentPassword']);
      }
    },
  });
  const alert = (formik.status as ServerStatus | undefined)?.alert;

  return (
    <section className={styles.card} aria-labelledby="withdraw-password-heading">
      <h2 id="withdraw-password-heading" className={styles.heading}>
        {t(change ? 'security_payment_change_title' : 'withdraw_password_title')}
      </h2>
      <p className={styles.intro}>{t('withdraw_password_intro')}</p>
      <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
        {change ? (
          <FormikField
            formik={formik}
            id="withdraw-old-password"
            name="oldPaymentPassword"
            label={t('security_payment_old')}
            pin
          />
        ) : null}
        <FormikField
          formik={formik}
          id="withdraw-new-password"
          name="paymentPassword"
          label={t('withdraw_password_new')}
          hint={t('withdraw_password_format')}
          pin
        />
        <FormikField
          formik={formik}
          id="withdraw-confirm-password"
          name="confirmPaymentPassword"
          label={t('withdraw_password_confirm')}
          pin
        />
        <FormFooter wide alert={alert} submitLabel={t('withdraw_password_submit')} submitting={formik.isSubmitting} />
      </form>
    </section>
  );
}
