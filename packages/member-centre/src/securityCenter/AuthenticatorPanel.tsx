/**
 * The authenticator app item of the securityCenter page (spec §2; spec §4 "a Google code"):
 * set up (QR code and the secret as text, then a first code), the recovery codes shown once, and
 * disabling with a current code or a recovery code.
 */
import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import type { AuthenticatorEnrolment } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { Button, QrCode } from '@gamehall/ui-kit';
import { useConfirmAuthenticatorMutation, useDisableAuthenticatorMutation, useEnrolAuthenticatorMutation } from '../api/securityApi';
import { FormFooter, FormikField } from '../withdraw/FormField';
import { type ServerStatus, showFailure, useFailureText } from '../withdraw/formStatus';
import { toSecurityFailure } from './securityErrors';
import { CopyValue } from '@gamehall/shell';
import styles from '../withdraw/Withdraw.module.css';
import own from './SecurityCenter.module.css';

/** A 6-digit app code. */
const APP_CODE = /^\d{6}$/;
/** An app code or a recovery code (`xxxx-xxxx`). */
const APP_OR_RECOVERY = /^(\d{6}|[a-z0-9]{4}-?[a-z0-9]{4})$/i;

/** One code field, submit and cancel: confirming an enrolment or disabling. */
function CodeForm({ label, submit, pattern, onSubmit, onCancel }: { label: string; submit: string; pattern: RegExp; onSubmit: (code: string) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation('member');
  const failureText = useFailureText();
  const schema = useMemo(() => yup.object({ code: yup.string().required(t('security_code_required')).matches(pattern, t('security_authenticator_format')) }), [pattern, t]);
  const formik = useFormik({
    initialValues: { code: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await onSubmit(values.code.trim().toLowerCase());
      } catch (error) {
        const failure = toSecurityFailure(error);
        showFailure(helpers, failure, failureText(failure), ['code']);
      }
    },
  });
  const alert = (formik.status as ServerStatus | undefined)?.alert;
  return (
    <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
      <FormikField formik={formik} id="security-authenticator-code" name="code" label={label} autoComplete="one-time-code" />
      <FormFooter alert={alert} submitLabel={submit} submitting={formik.isSubmitting} onCancel={onCancel} cancelLabel={t('security_cancel')} />
    </form>
  );
}

/** Props of {@link RecoveryCodes}. */
export interface RecoveryCodesProps {
  /** The 10 codes, shown this once. */
  codes: readonly string[];
  /** The member has kept them. */
  onDone: () => void;
}

/** The recovery codes, shown once, with a copy of all of them. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation('member');
  return (
    <section className={own.panel} aria-labelledby="security-recovery-heading">
      <h3 id="security-recovery-heading" className={own.panelTitle}>
        {t('security_recovery_title')}
      </h3>
      <p className={styles.intro}>{t('security_recovery_intro')}</p>
      <ol className={own.codes} aria-label={t('security_recovery_title')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <dl>
        <CopyValue label={t('security_recovery_copy')} value={codes.join('\n')} />
      </dl>
      <Button onClick={onDone}>{t('security_recovery_done')}</Button>
    </section>
  );
}

/** Props of {@link AuthenticatorPanel}. */
export interface AuthenticatorPanelProps {
  /** Whether an authenticator is on (from the overview). */
  enabled: boolean;
  /** Something changed (the page refreshes the overview and says so). */
  onChanged: (notice: string) => void;
  /** Closes the panel. */
  onCancel: () => void;
}

/**
 * Off: "Set up" enrols; the QR code (`otpauth://` URI) and the secret as text, then the app's
 * first code confirms and the recovery codes show once. On: a current code or a recovery code
 * disables it.
 */
export function AuthenticatorPanel({ enabled, onChanged, onCancel }: AuthenticatorPanelProps) {
  const { t } = useTranslation('member');
  const failureText = useFailureText();
  const [enrol, enrolling] = useEnrolAuthenticatorMutation();
  const [confirm] = useConfirmAuthenticatorMutation();
  const [disable] = useDisableAuthenticatorMutation();
  const [enrolment, setEnrolment] = useState<AuthenticatorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [alert, setAlert] = useState('');

  if (codes) return <RecoveryCodes codes={codes} onDone={() => { setCodes(null); onChanged(t('security_authenticator_enabled')); }} />;
  if (enabled) {
    return (
      <CodeForm
        label={t('security_authenticator_disable_label')}
        submit={t('security_authenticator_disable')}
        pattern={APP_OR_RECOVERY}
        onSubmit={async (code) => {
          await disable({ code }).unwrap();
          onChanged(t('security_authenticator_disabled'));
        }}
        onCancel={onCancel}
      />
    );
  }
  if (!enrolment) {
    return (
      <div className={own.panel}>
        <p className={styles.intro}>{t('security_authenticator_intro')}</p>
        {alert ? (
          <p className={styles.alert} role="alert">
            {alert}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            loading={enrolling.isLoading}
            onClick={() => {
              setAlert('');
              enrol()
                .unwrap()
                .then(setEnrolment, (error: unknown) => {
                  setAlert(failureText(toSecurityFailure(error)));
                });
            }}
          >
            {t('security_authenticator_start')}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('security_cancel')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={own.panel}>
      <p className={styles.intro}>{t('security_authenticator_scan')}</p>
      <QrCode value={enrolment.otpauthUri} size={168} label={t('security_authenticator_qr')} />
      <dl>
        <CopyValue label={t('security_authenticator_secret')} value={enrolment.secret} />
      </dl>
      <CodeForm
        label={t('security_authenticator_code_label')}
        submit={t('security_authenticator_confirm')}
        pattern={APP_CODE}
        onSubmit={async (code) => {
          const answer = await confirm({ code }).unwrap();
          setEnrolment(null);
          setCodes(answer.recoveryCodes);
        }}
        onCancel={() => { setEnrolment(null); onCancel(); }}
      />
    </div>
  );
}
