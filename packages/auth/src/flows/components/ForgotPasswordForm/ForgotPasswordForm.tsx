/**
 * The forgot-password form (spec §2 "Forgot password", §4, §5): by e-mail (username and e-mail →
 * the in_been_out message) or by mobile (mobile, SMS code and a new password → reset, automatic
 * login, `/`); the mobile tab only when mobile registration is enabled (MOBILENUMREG3).
 */
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector, useSiteSettings } from '@gamehall/shell';
import { Button, Tabs } from '@gamehall/ui-kit';
import { forgotPasswordEmailRequested, passwordResetRequested, selectForgotState } from '../../model/authSlice';
import { confirmSchema, dialingCodeSchema, mobileSchema, passwordRule, ruleSchema, smsCodeSchema } from '../../model/validation';
import { WHITELABEL, isWhitelabelEnabled } from '../../model/whitelabel';
import { fieldProps } from '../FormParts/FieldHelpers';
import { FormAlert, FormSuccess, MobileNumField, TextField, formStyles, useTranslate } from '../FormParts/FormParts';
import { DEFAULT_DIALING_CODE } from '../LoginForm/LoginForm';
import { SmsCodeField } from '../SmsCodeField/SmsCodeField';

type ForgotTab = 'email' | 'mobile';

interface ForgotValues {
  username: string;
  email: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** The forgot-password form. Needs the app's providers (store with the auth flows, i18n). */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const tr = useTranslate();
  const dispatch = useAppDispatch();
  const site = useSiteSettings();
  const state = useAppSelector(selectForgotState);
  const mobileOn = isWhitelabelEnabled(site?.whitelabel, WHITELABEL.mobileRegistration);
  const [chosen, setTab] = useState<ForgotTab>('email');
  const tab: ForgotTab = mobileOn ? chosen : 'email';
  const rules = site?.registerValidation;

  const schema = useMemo(
    () =>
      tab === 'email'
        ? yup.object({
            username: yup.string().trim().required(tr('input_not_empty')),
            email: yup.string().trim().required(tr('input_not_empty')).email(tr('pattern_EMAIL', { length: tr('length_max', { max: 254 }) })),
          })
        : yup.object({
            countryDialingCode: dialingCodeSchema(tr),
            mobileNum: mobileSchema(rules, tr),
            verificationCode: smsCodeSchema(tr),
            newPassword: ruleSchema(passwordRule(rules), tr, true, 'newPassword'),
            confirmNewPassword: confirmSchema('newPassword', tr),
          }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- tr follows t
    [tab, rules, t],
  );

  const formik = useFormik<ForgotValues>({
    initialValues: { username: '', email: '', countryDialingCode: DEFAULT_DIALING_CODE, mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' },
    validationSchema: schema,
    onSubmit: (v) => {
      dispatch(
        tab === 'email'
          ? forgotPasswordEmailRequested({ username: v.username, email: v.email })
          : passwordResetRequested({ mobileNum: v.mobileNum, countryDialingCode: v.countryDialingCode, verificationCode: v.verificationCode, newPassword: v.newPassword, confirmNewPassword: v.confirmNewPassword }),
      );
    },
  });
  const mobileValid = !formik.errors.mobileNum && formik.values.mobileNum.trim() !== '';

  return (
    <form className={formStyles.form} noValidate onSubmit={formik.handleSubmit} aria-label={t('forgot_password_title')}>
      {mobileOn ? (
        <Tabs
          ariaLabel={t('forgot_method')}
          variant="underline"
          value={tab}
          onChange={(key) => setTab(key as ForgotTab)}
          items={[
            { key: 'email', label: t('forgot_by_email') },
            { key: 'mobile', label: t('forgot_by_mobile') },
          ]}
        />
      ) : null}
      <FormAlert error={state.error} />
      {tab === 'email' && state.emailSent ? <FormSuccess>{t('in_been_out')}</FormSuccess> : null}
      {tab === 'email' ? (
        <>
          <TextField {...fieldProps(formik, 'username')} label={t('field_username')} autoComplete="username" autoCapitalize="off" spellCheck={false} maxLength={64} />
          <TextField {...fieldProps(formik, 'email')} type="email" label={t('field_email')} autoComplete="email" inputMode="email" maxLength={254} />
        </>
      ) : (
        <>
          <MobileNumField formik={formik} />
          <SmsCodeField
            {...fieldProps(formik, 'verificationCode')}
            purpose="forgot"
            mobileNum={formik.values.mobileNum}
            countryDialingCode={formik.values.countryDialingCode}
            mobileValid={mobileValid}
            onInvalidMobile={() => void formik.setFieldTouched('mobileNum', true, true)}
          />
          <TextField {...fieldProps(formik, 'newPassword')} type="password" label={t('field_newPassword')} autoComplete="new-password" maxLength={128} />
          <TextField {...fieldProps(formik, 'confirmNewPassword')} type="password" label={t('field_confirmNewPassword')} autoComplete="new-password" maxLength={128} />
        </>
      )}
      <div className={formStyles.actions}>
        <Button type="submit" loading={state.pending}>
          {t(tab === 'email' ? 'forgot_email_submit' : 'reset_password_submit')}
        </Button>
      </div>
    </form>
  );
}
