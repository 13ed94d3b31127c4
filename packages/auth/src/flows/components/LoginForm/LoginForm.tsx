/**
 * The login form (spec §2 "Login modal", §5 "Login"): username or SMS tabs (SMS only when the
 * SMSLOGIN3 flag is on), remember me, forgot-password and register links, the captcha after a
 * failed login, the trial button (FREEPLAY3) and the error in an alert (spec §8); while a login
 * from a new address waits for its verification (spec §4), the "verify it's you" step. The `agent`
 * variant (spec §2 /agent) is username only, without register and trial.
 */
import { useFormik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { accountModalOpened, useAppDispatch, useAppSelector, useSiteSettings } from '@gamehall/shell';
import { Button, Tabs } from '@gamehall/ui-kit';
import { loginRequested, trialLoginRequested } from '../../../actions';
import { readRememberedUsername } from '../../../rememberedUser';
import { selectAttemptedUsername, selectAuthNotice, selectCaptcha, selectLoginChallenge, selectLoginState } from '../../model/authSlice';
import { dialingCodeSchema, mobileSchema, smsCodeSchema } from '../../model/validation';
import { WHITELABEL, isWhitelabelEnabled } from '../../model/whitelabel';
import { CaptchaField } from '../CaptchaField/CaptchaField';
import { fieldProps } from '../FormParts/FieldHelpers';
import { CheckField, FormAlert, FormNotice, LinkButton, MobileNumField, TextField, formStyles, useTranslate } from '../FormParts/FormParts';
import { LoginVerifyStep } from '../LoginVerifyStep/LoginVerifyStep';
import { SmsCodeField } from '../SmsCodeField/SmsCodeField';

/** The country dialing code the forms start with (the seeded merchant is in the Philippines). */
export const DEFAULT_DIALING_CODE = '63';

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** The agent page's login (username only; refused for non-agents; success → /agentHome). */
  agent?: boolean;
}

interface LoginValues {
  username: string;
  password: string;
  captcha: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  remember: boolean;
}

type LoginTab = 'username' | 'sms';

/**
 * The login form. Needs the app's providers (store with the auth flows loaded, i18n, router).
 *
 * @param props - `agent` for the agent page variant
 */
export function LoginForm({ agent = false }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const tr = useTranslate();
  const dispatch = useAppDispatch();
  const site = useSiteSettings();
  const login = useAppSelector(selectLoginState);
  const notice = useAppSelector(selectAuthNotice);
  const captcha = useAppSelector(selectCaptcha);
  const smsEnabled = !agent && isWhitelabelEnabled(site?.whitelabel, WHITELABEL.smsLogin);
  const trialEnabled = !agent && isWhitelabelEnabled(site?.whitelabel, WHITELABEL.freePlay);
  const [chosenTab, setTab] = useState<LoginTab>('username');
  const tab: LoginTab = smsEnabled ? chosenTab : 'username';
  const [remembered] = useState(readRememberedUsername);
  // A failed header-form login opens this modal: keep the user name typed there.
  const attempted = useAppSelector(selectAttemptedUsername);

  const schema = useMemo(() => {
    const captchaField = captcha.required ? yup.string().trim().required(t('captcha_required')) : yup.string();
    return tab === 'sms'
      ? yup.object({ countryDialingCode: dialingCodeSchema(tr), mobileNum: mobileSchema(undefined, tr), verificationCode: smsCodeSchema(tr), captcha: captchaField })
      : yup.object({ username: yup.string().trim().required(t('input_not_empty')), password: yup.string().required(t('input_not_empty')), captcha: captchaField });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- tr follows t
  }, [tab, captcha.required, t]);

  const formik = useFormik<LoginValues>({
    initialValues: {
      username: attempted ?? remembered ?? '',
      password: '',
      captcha: '',
      countryDialingCode: DEFAULT_DIALING_CODE,
      mobileNum: '',
      verificationCode: '',
      remember: remembered !== null,
    },
    validationSchema: schema,
    onSubmit: (values) => {
      const common = { captcha: captcha.required ? values.captcha : undefined, agent: agent || undefined, from: agent ? ('page' as const) : ('modal' as const) };
      dispatch(
        tab === 'sms'
          ? loginRequested({ type: 'sms', mobileNum: values.mobileNum, countryDialingCode: values.countryDialingCode, verificationCode: values.verificationCode, ...common })
          : loginRequested({ type: 'username', username: values.username, password: values.password, remember: values.remember, ...common }),
      );
    },
  });

  // A captcha answers once: a failed attempt needs the new image's answer.
  const { setFieldValue } = formik;
  useEffect(() => {
    if (login.error) void setFieldValue('captcha', '', false);
  }, [login.error, setFieldValue]);

  const mobileValid = !formik.errors.mobileNum && formik.values.mobileNum.trim() !== '';
  // A login from a new address waits for its verification (spec §4).
  const challenge = useAppSelector(selectLoginChallenge);
  if (challenge) return <LoginVerifyStep />;

  return (
    <form className={formStyles.form} noValidate onSubmit={formik.handleSubmit} aria-label={t(agent ? 'agent_login_title' : 'login')}>
      {smsEnabled ? (
        <Tabs
          ariaLabel={t('login_method')}
          variant="underline"
          value={tab}
          onChange={(key) => setTab(key as LoginTab)}
          items={[
            { key: 'username', label: t('login_by_username') },
            { key: 'sms', label: t('login_by_sms') },
          ]}
        />
      ) : null}
      {notice && !login.error ? <FormNotice>{t(notice)}</FormNotice> : null}
      <FormAlert error={login.error} />
      {tab === 'username' ? (
        <>
          <TextField {...fieldProps(formik, 'username')} label={t('field_username')} autoComplete="username" autoCapitalize="off" spellCheck={false} maxLength={64} />
          <TextField {...fieldProps(formik, 'password')} type="password" label={t('field_password')} autoComplete="current-password" maxLength={128} />
        </>
      ) : (
        <>
          <MobileNumField formik={formik} />
          <SmsCodeField
            {...fieldProps(formik, 'verificationCode')}
            purpose="login"
            mobileNum={formik.values.mobileNum}
            countryDialingCode={formik.values.countryDialingCode}
            mobileValid={mobileValid}
            onInvalidMobile={() => void formik.setFieldTouched('mobileNum', true, true)}
          />
        </>
      )}
      {captcha.required ? <CaptchaField {...fieldProps(formik, 'captcha')} /> : null}
      {tab === 'username' ? <CheckField name="remember" label={t('remember_me')} checked={formik.values.remember} onChange={formik.handleChange} /> : null}
      <div className={formStyles.actions}>
        <Button type="submit" loading={login.pending}>
          {t('login')}
        </Button>
        {trialEnabled ? (
          <Button variant="secondary" onClick={() => dispatch(trialLoginRequested())} disabled={login.pending}>
            {t('trial_login')}
          </Button>
        ) : null}
      </div>
      <div className={formStyles.links}>
        <LinkButton onClick={() => dispatch(accountModalOpened('forgotPassword'))}>{t('forgot_password')}</LinkButton>
        {agent ? null : <LinkButton onClick={() => dispatch(accountModalOpened('register'))}>{t('no_account_register')}</LinkButton>}
      </div>
    </form>
  );
}
