/**
 * Building blocks of the account forms: a labelled field with its error, a checkbox, the
 * message alert (spec §8 errors, announced by screen readers) and the message text helper.
 */
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthError } from '../../model/authSlice';
import { type FormikLike, fieldProps } from './FieldHelpers';
import type { Translate } from '../../model/validation';
import styles from './FormParts.module.css';

export { styles as formStyles };

/**
 * react-i18next's `t` of the `auth` namespace (falling back to the core keys) as a plain
 * {@link Translate} (dynamic keys for the rule messages).
 *
 * @returns `(key, options) => text`
 */
export function useTranslate(): Translate {
  const { t } = useTranslation('auth');
  return (key, options) => (options ? t(key, options) : t(key));
}

/**
 * The text of an auth message: for a field error (`field` set) the translated key naming the
 * field's translated label (`field_<name>`), or the server's message when that field has no
 * label; otherwise the server's message as is, else the translated key.
 *
 * @returns `(error) => text`
 */
export function useAuthMessage(): (error: AuthError) => string {
  const { t, i18n } = useTranslation('auth');
  return (error) => {
    if (error.key && error.field !== undefined) {
      const label = `field_${error.field}`;
      if (i18n.exists(label, { ns: 'auth' })) return t(error.key, { field: t(label) });
      return error.message || t(error.key, { field: error.field });
    }
    if (error.key && error.until) {
      const until = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(error.until));
      return t(error.key, { until });
    }
    return error.message || t(error.key ?? 'unknown_error');
  };
}

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  name: string;
  /** Translated label. */
  label: string;
  /** The field's validation message (shown once touched). */
  error?: string;
  /** Content after the input on the same row (e.g. the send-code button). */
  trailing?: ReactNode;
  /** Content before the input on the same row (e.g. the country code). */
  leading?: ReactNode;
}

/** A labelled input with its validation message (`aria-invalid`, `aria-describedby`). */
export function TextField({ name, label, error, trailing, leading, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = (
    <input
      id={id}
      name={name}
      className={`${styles.input} ${leading || trailing ? styles.grow : ''} ${className ?? ''}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      {...input}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {leading || trailing ? (
        <div className={styles.row}>
          {leading}
          {control}
          {trailing}
        </div>
      ) : (
        control
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The mobile number field with its country dialing code in front (spec §5 "Please enter a valid
 * mobile number"), bound to a form's `mobileNum` and `countryDialingCode` values: the one field of
 * the login (SMS), registration and forgot-password forms.
 *
 * @param props.formik - the form (`useFormik`'s result) holding `mobileNum` and `countryDialingCode`
 */
export function MobileNumField<V>({ formik }: { formik: FormikLike<V> }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      {...fieldProps(formik, 'mobileNum' as keyof V & string)}
      type="tel"
      label={t('field_mobileNum')}
      autoComplete="tel-national"
      inputMode="numeric"
      maxLength={15}
      leading={
        <input
          className={`${styles.input} ${styles.dialing}`}
          name="countryDialingCode"
          aria-label={t('field_countryDialingCode')}
          inputMode="numeric"
          maxLength={4}
          value={String(formik.values['countryDialingCode' as keyof V] ?? '')}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      }
    />
  );
}

/** Props of {@link CheckField}. */
export interface CheckFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** Translated label. */
  label: string;
  /** The validation message. */
  error?: string;
}

/** A labelled checkbox with its validation message. */
export function CheckField({ label, error, ...input }: CheckFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.check} htmlFor={id}>
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form's message (spec §8): an alert read out when it appears; nothing when there is none. */
export function FormAlert({ error }: { error: AuthError | null | undefined }) {
  const text = useAuthMessage();
  return error ? (
    <p role="alert" className={styles.alert}>
      {text(error)}
    </p>
  ) : null;
}

/** An information the form starts with, e.g. "your session has ended" (polite live region). */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.notice}>
      {children}
    </p>
  );
}

/** A success message (polite live region). */
export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.success}>
      {children}
    </p>
  );
}

/** A button that looks like a link (opens another modal). */
export function LinkButton({ children, onClick }: { children: ReactNode; onClick(): void }) {
  return (
    <button type="button" className={styles.link} onClick={onClick}>
      {children}
    </button>
  );
}
