/**
 * Server errors of a formik form kept in its `status` (validation does not wipe them, a change of
 * their field does), and the words of a failure in the player's language.
 */
import { type ChangeEvent, useCallback } from 'react';
import type { FormikProps } from 'formik';

/** What {@link errorOf} and {@link changeOf} read of a formik form (any values). */
export interface FormState {
  touched: Readonly<Record<string, unknown>>;
  errors: Readonly<Record<string, unknown>>;
  submitCount: number;
  status?: unknown;
  handleChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  setStatus: (status?: ServerStatus) => void;
}
import { useTranslation } from '@gamehall/i18n';
import type { FormFailure } from './withdrawErrors';

/** A form's `status`: server errors by field, and the form's alert. */
export interface ServerStatus {
  /** Translated server errors by field name. */
  fields?: Readonly<Record<string, string>>;
  /** The translated alert of the form (a failure that belongs to no field). */
  alert?: string;
}

/**
 * The error a field shows: its validation error once touched or submitted, else the server's.
 *
 * @param formik - the form
 * @param name - the field
 * @returns the translated error, or undefined
 */
export function errorOf(formik: FormState, name: string): string | undefined {
  const shown = Boolean(formik.touched[name]) || formik.submitCount > 0;
  const error = formik.errors[name];
  const validation = shown && typeof error === 'string' ? error : undefined;
  return validation ?? (formik.status as ServerStatus | undefined)?.fields?.[name];
}

/**
 * A change handler that also forgets the field's server error (and the form's alert).
 *
 * @param formik - the form
 * @returns `(event) => void` for an input's `onChange`
 */
export function changeOf(formik: FormState): (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void {
  return (event) => {
    formik.handleChange(event);
    const status = formik.status as ServerStatus | undefined;
    if (status?.alert || status?.fields?.[event.target.name]) {
      const { [event.target.name]: _gone, ...fields } = status.fields ?? {};
      formik.setStatus({ fields } satisfies ServerStatus);
    }
  };
}

/**
 * Words a failure in the player's language: our key (with `values`), else the server's text.
 *
 * @returns `(failure, values?) => text`
 */
export function useFailureText(): (failure: FormFailure, values?: Record<string, string>) => string {
  const { t } = useTranslation('member');
  return useCallback(
    (failure: FormFailure, values?: Record<string, string>) => (failure.key ? t(failure.key, { ...values, defaultValue: failure.message ?? t('unknown_error') }) : (failure.message ?? t('unknown_error'))),
    [t],
  );
}

/**
 * Puts a failure where it belongs: on its field when the form has that field, else in the alert.
 *
 * @param formik - the form (its `setStatus`)
 * @param failure - the failure
 * @param text - its words
 * @param fields - the form's field names
 */
export function showFailure(formik: Pick<FormikProps<unknown>, 'setStatus'>, failure: FormFailure, text: string, fields: readonly string[]): void {
  if (failure.field && fields.includes(failure.field)) formik.setStatus({ fields: { [failure.field]: text } } satisfies ServerStatus);
  else formik.setStatus({ alert: text } satisfies ServerStatus);
}
