/** The securityCenter page's change password form (spec §2 securityCenter; spec §5 change password). */
import { useMemo } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from '@gamehall/i18n';
import { useChangeLoginPasswordMutation } from '../api/securityApi';
import { FormFooter, FormikField } from '../withdraw/FormField';
import { type ServerStatus, showFailure, useFailureText } from '../withdraw/formStatus';
import { toSecurityFailure } from './securityErrors';
import styles from '../withdraw/Withdraw.module.css';

const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** Props of {@link ChangePasswordForm}. */
export interface ChangePasswordFormProps {
  /** The password was changed. */
  onDone: () => void;
  /** Closes the form without a change. */
  onCancel: () => void;
}

/**
 * Current password, new password (8–64 characters, different from the current one) and its
 * confirmation (spec §5), sent with `changePassword` (encrypted). The member's other sessions end;
 * this one stays. Nothing typed is kept after a success.
 */
export function ChangePasswordForm({ onDone, onCancel }: ChangePasswordFormProps) {
  const { t } = useTranslation('member');
  const failureText = useFailureText();
  const [change] = useChangeLoginPasswordMutation();
  const schema = useMemo(
    () =>
      yup.object({
        oldPassword: yup.string().required(t('security_password_old_required')),
        newPassword: yup
          .string()
          .required(t('security_password_new_required'))
          .min(8, t('security_password_length'))
          .max(64, t('security_password_length'))
          .notOneOf([yup.ref('oldPassword')], t('security_password_same')),
        confirmNewPassword: yup
          .string()
          .required(t('security_password_confirm_required'))
          .oneOf([yup.ref('newPassword')], t('security_password_mismatch')),
      }),
    [t],
  );
  const formik = useFormik<Values>({
    initialValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await change(values).unwrap();
        helpers.resetForm();
        onDone();
      } catch (error) {
        const failure = toSecurityFailure(error);
        showFailure(helpers, failure, failureText(failure), FIELDS);
      }
    },
  });
  const alert = (formik.status as ServerStatus | undefined)?.alert;
  const field = (name: (typeof FIELDS)[number], label: string, autoComplete: string) => (
    <FormikField formik={formik} id={`security-${name}`} name={name} type="password" label={label} autoComplete={autoComplete} />
  );
  return (
    <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
      {field('oldPassword', t('security_password_old'), 'current-password')}
      {field('newPassword', t('security_password_new'), 'new-password')}
      {field('confirmNewPassword', t('security_password_confirm'), 'new-password')}
      <FormFooter alert={alert} submitLabel={t('security_password_submit')} submitting={formik.isSubmitting} onCancel={onCancel} cancelLabel={t('security_cancel')} />
    </form>
  );
}
