/** A labelled input of the member centre's forms, with its hint or error (bound to a formik field or not), and the forms' footer (alert, submit, cancel). */
import type { FocusEvent, InputHTMLAttributes, ReactNode } from 'react';
import { Button, cx } from '@gamehall/ui-kit';
import { type FormState, changeOf, errorOf } from './formStatus';
import styles from './Withdraw.module.css';

/** Props of {@link FormField}: the input's own props plus its label, hint and error. */
export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The input's id (the label, hint and error hang on it). */
  id: string;
  /** The translated label. */
  label: string;
  /** A translated hint under the input (hidden while an error shows). */
  hint?: string;
  /** The translated error, shown under the input and announced. */
  error?: string;
  /** A 6-digit payment password: digits, masked, numeric keypad, never autofilled nor stored. */
  pin?: boolean;
}

/**
 * A label, an input and its hint or error (`aria-invalid`, `aria-describedby`). With `pin` the
 * input is a payment password: `type="password"`, `inputMode="numeric"`, `maxLength` 6,
 * `autoComplete="off"`.
 */
export function FormField({ id, label, hint, error, pin = false, className, ...input }: FormFieldProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={cx(styles.input, pin && styles.pin, error && styles.invalid, className)}
        autoComplete="off"
        {...(pin ? { type: 'password', inputMode: 'numeric' as const, maxLength: 6, pattern: '[0-9]*' } : {})}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Props of {@link FormikField}: those of {@link FormField} but the value, handlers and error, which the form gives. */
export interface FormikFieldProps<V extends { [K in keyof V]: string }> extends Omit<FormFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> {
  /** The formik form the field belongs to (its values are strings, as an input's). */
  formik: FormState & { values: V; handleBlur: (event: FocusEvent<HTMLInputElement>) => void };
  /** The field's name in the form's values. */
  name: keyof V & string;
}

/**
 * A {@link FormField} bound to a formik form field: its value, the change handler that also
 * forgets the field's server error ({@link changeOf}), blur, and the error it shows ({@link errorOf}).
 */
export function FormikField<V extends { [K in keyof V]: string }>({ formik, name, ...field }: FormikFieldProps<V>) {
  return <FormField {...field} name={name} value={formik.values[name]} onChange={changeOf(formik)} onBlur={formik.handleBlur} error={errorOf(formik, name)} />;
}

/** Props of {@link FormFooter}. */
export interface FormFooterProps {
  /** The form's translated alert (a failure that belongs to no field), if any. */
  alert?: string | undefined;
  /** The submit button's translated label. */
  submitLabel: string;
  /** The submit button's translated label while the form is being sent; default `submitLabel`. */
  submittingLabel?: string;
  /** The form is being sent (the submit button shows progress and is disabled). */
  submitting: boolean;
  /** Closes the form without sending; absent = no cancel button. */
  onCancel?: () => void;
  /** The cancel button's translated label. */
  cancelLabel?: string;
  /** More buttons after the submit button in the actions row (e.g. a secondary cancel, "remove"). */
  children?: ReactNode;
  /**
   * The submit button alone, as wide as the form (the money forms: withdraw, transfers, payment
   * password), instead of in the actions row with the cancel button and `children`.
   */
  wide?: boolean;
}

/**
 * The end of a member centre form: its alert (`role="alert"`), then the submit button — alone and
 * as wide as the form (`wide`), or in the actions row with an optional ghost cancel button and
 * `children`.
 */
export function FormFooter({ alert, submitLabel, submittingLabel, submitting, onCancel, cancelLabel, children, wide = false }: FormFooterProps) {
  const submit = (
    <Button type="submit" loading={submitting}>
      {submitting && submittingLabel !== undefined ? submittingLabel : submitLabel}
    </Button>
  );
  return (
    <>
      {alert ? (
        <p className={styles.alert} role="alert">
          {alert}
        </p>
      ) : null}
      {wide ? (
        submit
      ) : (
        <div className={styles.actions}>
          {submit}
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
          {children}
        </div>
      )}
    </>
  );
}
