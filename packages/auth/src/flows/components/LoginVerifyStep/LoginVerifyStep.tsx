/**
 * The "verify it's you" step of the login (spec §4: "Login from an unregistered IP triggers
 * extra verification by mobile code, email, bank account name or a Google code"): shown by the
 * login form while a challenge is open. The member picks one of the offered methods, asks for
 * the code where one is sent (SMS, e-mail), types the answer and verifies; "Back" returns to the
 * login form (the challenge is dropped).
 */
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { LoginVerifyMethod } from '@gamehall/api-client';
import { useAppDispatch, useAppSelector } from '@gamehall/shell';
import { Button, Tabs } from '@gamehall/ui-kit';
import { loginCancelled } from '../../../actions';
import { loginVerifyCodeRequested, loginVerifyRequested, selectLoginChallenge } from '../../model/authSlice';
import { fieldProps } from '../FormParts/FieldHelpers';
import { FormAlert, FormNotice, LinkButton, TextField, formStyles } from '../FormParts/FormParts';

/** The answer's format per method: 6 digits for codes; an app code or a recovery code; any name. */
const FORMATS: Readonly<Record<LoginVerifyMethod, RegExp>> = {
  sms: /^\d{6}$/,
  email: /^\d{6}$/,
  authenticator: /^(\d{6}|[a-z0-9]{4}-?[a-z0-9]{4})$/i,
  bankAccountName: /\S/,
};

/** The verification step. Renders nothing without an open challenge. */
export function LoginVerifyStep() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectLoginChallenge);
  const methods = state?.challenge.methods ?? [];
  const [chosen, setChosen] = useState<LoginVerifyMethod | null>(null);
  const titleId = useId();
  const method: LoginVerifyMethod = chosen && methods.includes(chosen) ? chosen : (methods[0] ?? 'sms');
  const formik = useFormik({
    initialValues: { answer: '' },
    validationSchema: yup.object({ answer: yup.string().trim().required(t('input_not_empty')).matches(FORMATS[method], t('login_verify_format')) }),
    onSubmit: (values) => {
      dispatch(loginVerifyRequested({ method, answer: values.answer }));
    },
  });
  if (!state) return null;
  const { challenge } = state;
  const sendsCode = method === 'sms' || method === 'email';
  const where = method === 'sms' ? challenge.mobile : method === 'email' ? challenge.email : null;

  return (
    <form className={formStyles.form} noValidate onSubmit={formik.handleSubmit} aria-labelledby={titleId}>
      <h3 id={titleId} className={formStyles.stepTitle}>
        {t('login_verify_title')}
      </h3>
      <p className={formStyles.notice}>{t('login_verify_intro')}</p>
      {methods.length > 1 ? (
        <Tabs
          ariaLabel={t('login_verify_methods')}
          variant="underline"
          value={method}
          onChange={(key) => {
            setChosen(key as LoginVerifyMethod);
            void formik.setFieldValue('answer', '', false);
            formik.setTouched({}, false);
          }}
          items={methods.map((m) => ({ key: m, label: t(`login_verify_method_${m}`) }))}
        />
      ) : null}
      {state.codeSentBy === method && where ? <FormNotice>{t('login_verify_code_sent', { to: where })}</FormNotice> : null}
      <FormAlert error={state.error} />
      {sendsCode ? (
        <div className={formStyles.actions}>
          <p className={formStyles.note}>{t('login_verify_send_to', { to: where ?? '' })}</p>
          <Button type="button" variant="secondary" size="sm" loading={state.sending} onClick={() => dispatch(loginVerifyCodeRequested({ method }))}>
            {t(state.codeSentBy === method ? 'login_verify_send_again' : 'login_verify_send')}
          </Button>
        </div>
      ) : null}
      <TextField
        {...fieldProps(formik, 'answer')}
        label={t(`login_verify_answer_${method}`)}
        autoComplete={sendsCode || method === 'authenticator' ? 'one-time-code' : 'off'}
        {...(method === 'bankAccountName' ? { maxLength: 128 } : { maxLength: 9, autoCapitalize: 'off', spellCheck: false })}
      />
      <div className={formStyles.actions}>
        <Button type="submit" loading={state.pending}>
          {t('login_verify_submit')}
        </Button>
      </div>
      <div className={formStyles.links}>
        <LinkButton onClick={() => dispatch(loginCancelled())}>{t('login_verify_back')}</LinkButton>
      </div>
    </form>
  );
}
