/**
 * The registration form (spec §2 "Register modal", §4 "Registration", §5): username and mobile
 * tabs as the whitelabel allows (default mobile when enabled); the fields shown and required
 * exactly per the server's registration rules, validated with their per-pattern messages;
 * confirm password (inconsistent_twice); the affiliate code (prefilled from `?affiliateCode=` or
 * `?code=`); the SMS code with its countdown (REGMOBVERF3); terms and 18+ (spec §8 "not
 * empty?"). Success logs in and goes to `/` (the saga).
 */
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import * as yup from 'yup';
import type { RegisterFieldRule } from '@gamehall/api-client';
import { accountModalOpened, useAppDispatch, useAppSelector, useSiteSettings } from '@gamehall/shell';
import { Button, Tabs } from '@gamehall/ui-kit';
import { registerRequested, selectRegisterState } from '../../model/authSlice';
import { confirmSchema, dialingCodeSchema, findRule, mobileSchema, passwordRule, ruleSchema, smsCodeSchema } from '../../model/validation';
import { WHITELABEL, isWhitelabelEnabled } from '../../model/whitelabel';
import { CaptchaField } from '../CaptchaField/CaptchaField';
import { fieldProps } from '../FormParts/FieldHelpers';
import { CheckField, FormAlert, LinkButton, MobileNumField, TextField, formStyles, useTranslate } from '../FormParts/FormParts';
import { DEFAULT_DIALING_CODE } from '../LoginForm/LoginForm';
import { SmsCodeField } from '../SmsCodeField/SmsCodeField';

/** Registration methods (spec §2: tabs username and mobile). */
export type RegisterMethod = 'username' | 'mobile';

/** Fields the form lays out itself; every other enabled rule becomes a plain field. */
const OWN_FIELDS = new Set(['username', 'password', 'confirmPassword', 'mobileNum', 'countryDialingCode', 'verificationCode', 'affiliateCode', 'captcha']);

/** Input attributes per registration field (browser autofill, keyboards). */
const INPUTS: Record<string, { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'text' }> = {
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  payeeName: { autoComplete: 'name' },
  qqNum: { inputMode: 'numeric', autoComplete: 'off' },
  whatsapp: { type: 'tel', inputMode: 'numeric', autoComplete: 'off' },
  paymentPassword: { type: 'password', autoComplete: 'new-password', inputMode: 'numeric' },
};

type Values = Record<string, string> & { agreed?: never };

/**
 * The affiliate code handed over in the URL (`?affiliateCode=` or `?code=`).
 *
 * @param search - the location's search string
 * @returns the code or ''
 */
export function affiliateCodeFromUrl(search: string): string {
  const params = new URLSearchParams(search);
  return (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
}

/**
 * The registration form. Needs the app's providers (store with the auth flows, i18n, router).
 */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const tr = useTranslate();
  const dispatch = useAppDispatch();
  const site = useSiteSettings();
  const state = useAppSelector(selectRegisterState);
  const { search } = useLocation();
  const rules = site?.registerValidation;
  const usernameOn = isWhitelabelEnabled(site?.whitelabel, WHITELABEL.usernameRegistration);
  const mobileOn = isWhitelabelEnabled(site?.whitelabel, WHITELABEL.mobileRegistration);
  const smsOn = mobileOn && isWhitelabelEnabled(site?.whitelabel, WHITELABEL.mobileSmsVerification);
  const [chosen, setChosen] = useState<RegisterMethod | null>(null);
  // spec §4: the register type defaults to mobile when mobile registration is enabled.
  const method: RegisterMethod | null = chosen && (chosen === 'mobile' ? mobileOn : usernameOn) ? chosen : mobileOn ? 'mobile' : usernameOn ? 'username' : null;
  const [prefilledCode] = useState(() => affiliateCodeFromUrl(search));

  const rule = (field: string): RegisterFieldRule | undefined => findRule(rules, field);
  const enabled = (field: string) => rule(field)?.enabled === true;
  const extras = (rules ?? []).filter((r) => r.enabled && !OWN_FIELDS.has(r.field));
  const showMobile = method === 'mobile' || enabled('mobileNum');
  const mobileRequired = method === 'mobile' || rule('mobileNum')?.required === true;
  const showAffiliate = enabled('affiliateCode') || prefilledCode !== '';
  const showCaptcha = enabled('captcha');
  const showSms = method === 'mobile' && smsOn;

  const schema = useMemo(() => {
    const shape: Record<string, yup.AnySchema> = {
      password: ruleSchema(passwordRule(rules), tr, true, 'password'),
      confirmPassword: confirmSchema('password', tr),
      agreed: yup.boolean().oneOf([true], t('not_empty')),
    };
    if (method === 'username') shape.username = ruleSchema(rule('username'), tr, true);
    if (showMobile) {
      shape.countryDialingCode = dialingCodeSchema(tr);
      shape.mobileNum = mobileRequired ? mobileSchema(rules, tr) : yup.string().trim().test('mobile', t('invalid_mobile'), (v) => !v || /^\d{5,15}$/.test(v));
    }
    if (showSms) shape.verificationCode = smsCodeSchema(tr);
    if (showAffiliate) shape.affiliateCode = ruleSchema(rule('affiliateCode'), tr, rule('affiliateCode')?.required === true, 'affiliateCode');
    if (showCaptcha) shape.captcha = yup.string().trim().required(t('captcha_required'));
    for (const r of extras) shape[r.field] = ruleSchema(r, tr, r.required);
    return yup.object(shape);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- derived from these inputs
  }, [method, rules, showMobile, mobileRequired, showSms, showAffiliate, showCaptcha, t]);

  const initialValues: Record<string, string | boolean> = {
    username: '',
    password: '',
    confirmPassword: '',
    countryDialingCode: DEFAULT_DIALING_CODE,
    mobileNum: '',
    verificationCode: '',
    affiliateCode: prefilledCode,
    captcha: '',
    agreed: false,
    ...Object.fromEntries((rules ?? []).filter((r) => !OWN_FIELDS.has(r.field)).map((r) => [r.field, ''])),
  };

  const formik = useFormik<Record<string, string | boolean>>({
    initialValues,
    validationSchema: schema,
    onSubmit: (values) => {
      if (!method) return;
      const shown = ['password', 'confirmPassword', ...Object.keys(schema.fields).filter((f) => f !== 'agreed')];
      const sent: Values = {};
      for (const field of new Set(shown)) sent[field] = String(values[field] ?? '');
      if (!showMobile) delete sent.countryDialingCode;
      dispatch(registerRequested({ method, values: sent, agreed: values.agreed === true }));
    },
  });
  const field = (name: string) => fieldProps(formik, name);
  const mobileValid = !formik.errors.mobileNum && String(formik.values.mobileNum).trim() !== '';

  if (!method) return <FormAlert error={{ key: 'function_disabled' }} />;

  return (
    <form className={formStyles.form} noValidate onSubmit={formik.handleSubmit} aria-label={t('register')}>
      {usernameOn && mobileOn ? (
        <Tabs
          ariaLabel={t('register_method')}
          variant="underline"
          value={method}
          onChange={(key) => setChosen(key as RegisterMethod)}
          items={[
            { key: 'username', label: t('register_by_username') },
            { key: 'mobile', label: t('register_by_mobile') },
          ]}
        />
      ) : null}
      <FormAlert error={state.error} />
      {method === 'username' ? (
        <TextField {...field('username')} label={t('field_username')} autoComplete="username" autoCapitalize="off" spellCheck={false} maxLength={64} />
      ) : null}
      {showMobile ? (
        <MobileNumField formik={formik} />
      ) : null}
      {showSms ? (
        <SmsCodeField
          {...field('verificationCode')}
          purpose="register"
          mobileNum={String(formik.values.mobileNum)}
          countryDialingCode={String(formik.values.countryDialingCode)}
          mobileValid={mobileValid}
          onInvalidMobile={() => void formik.setFieldTouched('mobileNum', true, true)}
        />
      ) : null}
      <TextField {...field('password')} type="password" label={t('field_password')} autoComplete="new-password" maxLength={128} />
      <TextField {...field('confirmPassword')} type="password" label={t('field_confirmPassword')} autoComplete="new-password" maxLength={128} />
      {extras.map((r) => (
        <TextField key={r.field} {...field(r.field)} label={t(`field_${r.field}`)} maxLength={r.maxLength > 0 ? r.maxLength : undefined} {...INPUTS[r.field]} />
      ))}
      {showAffiliate ? <TextField {...field('affiliateCode')} label={t('field_affiliateCode')} autoComplete="off" autoCapitalize="characters" maxLength={32} /> : null}
      {showCaptcha ? <CaptchaField {...field('captcha')} /> : null}
      <CheckField
        name="agreed"
        label={t('agree_terms')}
        checked={formik.values.agreed === true}
        onChange={formik.handleChange}
        error={formik.touched.agreed || formik.submitCount > 0 ? (formik.errors.agreed as string | undefined) : undefined}
      />
      <div className={formStyles.actions}>
        <Button type="submit" loading={state.pending}>
          {t('register')}
        </Button>
      </div>
      <div className={formStyles.links}>
        <LinkButton onClick={() => dispatch(accountModalOpened('login'))}>{t('have_account_login')}</LinkButton>
      </div>
    </form>
  );
}
