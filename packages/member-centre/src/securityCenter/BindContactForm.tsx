/** Binding a mobile number or an e-mail address with a code (spec §2 securityCenter). */
import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from '@gamehall/i18n';
import { Button } from '@gamehall/ui-kit';
import { useBindEmailMutation, useBindMobileMutation, useSendBindEmailCodeMutation, useSendBindMobileCodeMutation } from '../api/securityApi';
import { FormFooter, FormikField } from '../withdraw/FormField';
import { type ServerStatus, showFailure, useFailureText } from '../withdraw/formStatus';
import { toSecurityFailure } from './securityErrors';
import { useCooldown } from './useCooldown';
import styles from '../withdraw/Withdraw.module.css';

/** Seconds before a code can be sent again (the server allows one a minute per recipient). */
export const RESEND_SECONDS = 60;
/** A mobile number as typed (digits, 10–11: the register rule's length). */
const MOBILE = /^\d{10,11}$/;
/** A 6-digit code. */
const CODE = /^\d{6}$/;

/** Props of {@link BindContactForm}. */
export interface BindContactFormProps {
  /** What to bind: a mobile number (SMS code) or an e-mail address (e-mail code). */
  kind: 'mobile' | 'email';
  /** Bound (the overview refreshes itself). */
  onDone: () => void;
  /** Closes the form. */
  onCancel: () => void;
}

interface Values {
  target: string;
  verificationCode: string;
}

/**
 * The number (or address), a "Send code" button that counts down {@link RESEND_SECONDS} after a
 * send (spec §4 SMS code button), the code, and "Bind". The number must be valid before a code
 * is sent (spec §5 "SMS send requires the mobile field to be valid first").
 */
export function BindContactForm({ kind, onDone, onCancel }: BindContactFormProps) {
  const { t } = useTranslation('member');
  const failureText = useFailureText();
  const [sendMobile] = useSendBindMobileCodeMutation();
  const [sendEmail] = useSendBindEmailCodeMutation();
  const [bindMobile] = useBindMobileMutation();
  const [bindEmail] = useBindEmailMutation();
  const [cooldown, startCooldown] = useCooldown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const targetField = kind === 'mobile' ? 'mobileNum' : 'email';
  const targetSchema = useMemo(
    () => (kind === 'mobile' ? yup.string().required(t('security_mobile_required')).matches(MOBILE, t('security_mobile_format')) : yup.string().required(t('security_email_required')).email(t('security_email_format'))),
    [kind, t],
  );
  const schema = useMemo(() => yup.object({ target: targetSchema, verificationCode: yup.string().required(t('security_code_required')).matches(CODE, t('security_code_format')) }), [targetSchema, t]);
  const formik = useFormik<Values>({
    initialValues: { target: '', verificationCode: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        if (kind === 'mobile') await bindMobile({ mobileNum: values.target, verificationCode: values.verificationCode }).unwrap();
        else await bindEmail({ email: values.target.trim(), verificationCode: values.verificationCode }).unwrap();
        helpers.resetForm();
        onDone();
      } catch (error) {
        const failure = toSecurityFailure(error);
        const field = failure.field === targetField ? 'target' : failure.field;
        showFailure(helpers, { ...failure, ...(field ? { field } : {}) }, failureText(failure), ['target', 'verificationCode']);
      }
    },
  });
  const alert = (formik.status as ServerStatus | undefined)?.alert;

  const sendCode = async () => {
    await formik.setFieldTouched('target', true, false);
    try {
      await targetSchema.validate(formik.values.target);
    } catch {
      await formik.validateField('target');
      return;
    }
    setSending(true);
    formik.setStatus(undefined);
    try {
      if (kind === 'mobile') await sendMobile({ mobileNum: formik.values.target }).unwrap();
      else await sendEmail({ email: formik.values.target.trim() }).unwrap();
      setSent(true);
      startCooldown(RESEND_SECONDS);
    } catch (error) {
      const failure = toSecurityFailure(error);
      showFailure(formik, { ...failure, ...(failure.field === targetField ? { field: 'target' } : {}) }, failureText(failure), ['target']);
    } finally {
      setSending(false);
    }
  };

  const prefix = kind === 'mobile' ? 'security_mobile' : 'security_email';
  return (
    <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
      <FormikField
        formik={formik}
        id={`security-${kind}-target`}
        name="target"
        label={t(`${prefix}_label`)}
        {...(kind === 'mobile' ? { inputMode: 'numeric' as const, autoComplete: 'tel-national' } : { type: 'email', autoComplete: 'email' })}
      />
      <Button type="button" variant="secondary" size="sm" disabled={cooldown > 0} loading={sending} onClick={() => { void sendCode(); }}>
        {cooldown > 0 ? t('security_code_resend_in', { seconds: cooldown }) : t('security_code_send')}
      </Button>
      <p role="status" className={styles.status}>
        {sent ? t(kind === 'mobile' ? 'security_code_sent_sms' : 'security_code_sent_email') : ''}
      </p>
      <FormikField
        formik={formik}
        id={`security-${kind}-code`}
        name="verificationCode"
        label={t('security_code_label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <FormFooter alert={alert} submitLabel={t(`${prefix}_submit`)} submitting={formik.isSubmitting} onCancel={onCancel} cancelLabel={t('security_cancel')} />
    </form>
  );
}
