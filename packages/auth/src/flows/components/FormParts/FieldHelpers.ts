/** Formik glue for the account forms. */
import type { FormikErrors, FormikTouched } from 'formik';
import type { ChangeEvent, FocusEvent } from 'react';

/** The part of a formik bag {@link fieldProps} reads. */
export interface FormikLike<V> {
  values: V;
  touched: FormikTouched<V>;
  errors: FormikErrors<V>;
  submitCount: number;
  handleChange(event: ChangeEvent<HTMLInputElement>): void;
  handleBlur(event: FocusEvent<HTMLInputElement>): void;
}

/**
 * The props a text field needs from formik for one field: value, change and blur handlers, and
 * the error once the field was touched (or the form submitted).
 *
 * @param formik - the form (`useFormik`'s result)
 * @param name - the field name
 * @returns `{ name, value, onChange, onBlur, error }`
 */
export function fieldProps<V>(formik: FormikLike<V>, name: keyof V & string) {
  const touched = Boolean(formik.touched[name]) || formik.submitCount > 0;
  const raw = formik.errors[name];
  const error = touched && typeof raw === 'string' ? raw : undefined;
  return { name, value: String(formik.values[name] ?? ''), onChange: formik.handleChange, onBlur: formik.handleBlur, error };
}
