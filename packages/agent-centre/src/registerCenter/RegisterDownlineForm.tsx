/**
 * Register a downline directly (spec §2 registerCenter): user name, password and its
 * confirmation checked with the server's register rules exactly as the player site's register
 * form checks them (shell's `ruleSchema`, `passwordRule`, `confirmSchema` over the permission
 * info's `registerValidation`, spec §5, messages of the `auth` namespace), and member or agent
 * when the agent may create agents. A failure shows translated above the button; a success
 * clears the form and names the new account.
 */
import { useFormik } from 'formik';
import { useId, useMemo, useState } from 'react';
import * as yup from 'yup';
import type { AgentRegisterValue, DownlineKind } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { confirmSchema, findRule, passwordRule, ruleSchema, useErrorText, useSiteSettings } from '@gamehall/shell';
import { Button, cx } from '@gamehall/ui-kit';
import { useAgentRegisterMutation } from '../api/agentApi';
import { registerErrorText } from './registerError';
import styles from './RegisterCenter.module.css';

/** Props of {@link RegisterDownlineForm}. */
export interface RegisterDownlineFormProps {
  /** The member type an agent registration creates; absent: members only (no choice shown). */
  downlineAgentType?: number;
}

interface Values {
  username: string;
  password: string;
  confirmPassword: string;
  kind: DownlineKind;
}

const EMPTY: Values = { username: '', password: '', confirmPassword: '', kind: 'MEMBER' };

/** A labelled input with its error (`aria-invalid`, `aria-describedby`). */
function Field({ id, label, error, ...input }: { id: string; label: string; error?: string | undefined } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} className={cx(styles.input, error && styles.invalid)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The direct registration form (needs the app's store, i18n and the site settings). */
export function RegisterDownlineForm({ downlineAgentType }: RegisterDownlineFormProps) {
  const { t } = useTranslation('agent');
  const { t: ta } = useTranslation('auth');
  const errorText = useErrorText();
  const rules = useSiteSettings()?.registerValidation;
  const [register, { isLoading, error, reset }] = useAgentRegisterMutation();
  const [created, setCreated] = useState<AgentRegisterValue | null>(null);
  const id = useId();
  const tr = (key: string, options?: Record<string, unknown>) => (options ? ta(key, options) : ta(key));
  const schema = useMemo(
    () =>
      yup.object({
        username: ruleSchema(findRule(rules, 'username'), tr, true, 'username'),
        password: ruleSchema(passwordRule(rules), tr, true, 'password'),
        confirmPassword: confirmSchema('password', tr),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the rules or the language change
    [rules, ta],
  );
  const formik = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setCreated(null);
      const result = await register({ username: values.username.trim(), password: values.password, confirmPassword: values.confirmPassword, kind: downlineAgentType === undefined ? 'MEMBER' : values.kind });
      if ('data' in result && result.data) {
        setCreated(result.data);
        helpers.resetForm();
      }
    },
  });
  const fieldError = (name: keyof Values) => (formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined);
  const failure = error ? registerErrorText(error) : undefined;
  const failureText = error ? (failure?.key ? t(failure.key, failure.field ? { field: t(failure.field) } : {}) : errorText(error)) : null;
  const typeName = (type: number) => (type === 0 ? t('register_type_member') : t('register_type_agent'));
  const edit = (event: React.ChangeEvent<HTMLInputElement>) => {
    if (error) reset();
    if (created) setCreated(null);
    formik.handleChange(event);
  };
  return (
    <form className={styles.form} noValidate onSubmit={formik.handleSubmit} aria-label={t('register_downline')}>
      <Field id={`${id}-username`} name="username" label={ta('field_username')} autoComplete="off" autoCapitalize="off" spellCheck={false} maxLength={64} value={formik.values.username} onChange={edit} onBlur={formik.handleBlur} error={fieldError('username')} />
      <Field id={`${id}-password`} name="password" type="password" label={ta('field_password')} autoComplete="new-password" maxLength={128} value={formik.values.password} onChange={edit} onBlur={formik.handleBlur} error={fieldError('password')} />
      <Field id={`${id}-confirm`} name="confirmPassword" type="password" label={ta('field_confirmPassword')} autoComplete="new-password" maxLength={128} value={formik.values.confirmPassword} onChange={edit} onBlur={formik.handleBlur} error={fieldError('confirmPassword')} />
      {downlineAgentType !== undefined ? (
        <fieldset className={styles.kinds}>
          <legend>{t('register_type')}</legend>
          {(['MEMBER', 'AGENT'] as const).map((kind) => (
            <label key={kind} className={styles.kind}>
              <input type="radio" name="kind" value={kind} checked={formik.values.kind === kind} onChange={edit} />
              {kind === 'MEMBER' ? t('register_type_member') : t('register_type_agent')}
            </label>
          ))}
        </fieldset>
      ) : null}
      {failureText ? (
        <p className={styles.alert} role="alert">
          {failureText}
        </p>
      ) : null}
      {created ? (
        <p className={styles.done} role="status">
          {t('register_done', { account: created.account, type: typeName(created.type) })}
        </p>
      ) : null}
      <Button type="submit" loading={isLoading}>
        {t('register_submit')}
      </Button>
    </form>
  );
}
