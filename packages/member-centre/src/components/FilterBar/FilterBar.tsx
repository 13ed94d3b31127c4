/**
 * The filters above a member centre list (spec §2 transactionHistory, personalHistoryCopy,
 * bonusDetails, personalProfit's custom period; RangeFilters composes them): a
 * form with pickers, a day range and Search, its range error announced. The list pages keep
 * their values in formik; these parts only show them.
 */
import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import * as yup from 'yup';
import { useTranslation } from '@gamehall/i18n';
import { Button } from '@gamehall/ui-kit';
import styles from './FilterBar.module.css';

/** Props of {@link FilterBar}. */
export interface FilterBarProps {
  /** The form's submit handler (formik's `handleSubmit`). */
  onSubmit: NonNullable<ComponentProps<'form'>['onSubmit']>;
  /** The fields ({@link FilterSelect}, {@link DateRangeFields}). */
  children: ReactNode;
  /** The translated error of the filters (e.g. the day range), shown under them and announced. */
  error?: string;
  /** The id of that error (the fields it concerns point to it with `aria-describedby`). */
  errorId: string;
}

/** The filter form: its fields, the Search button and the error under them. */
export function FilterBar({ onSubmit, children, error, errorId }: FilterBarProps) {
  const { t } = useTranslation('member');
  return (
    <form className={styles.filters} onSubmit={onSubmit} noValidate>
      {children}
      <Button type="submit" className={styles.search}>
        {t('search')}
      </Button>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** Props of {@link FilterSelect}. */
export interface FilterSelectProps {
  /** The field's name (formik's). */
  name: string;
  /** The translated label. */
  label: string;
  /** The value picked. */
  value: string;
  /** formik's `handleChange`. */
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** The options, in order, with their translated labels. */
  options: readonly { value: string; label: string }[];
}

/** A labelled native select of a filter bar. */
export function FilterSelect({ name, label, value, onChange, options }: FilterSelectProps) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <select name={name} className={styles.control} value={value} onChange={onChange}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Props of {@link DateRangeFields}. */
export interface DateRangeFieldsProps {
  /** First day (`yyyy-MM-dd`), field `from`. */
  from: string;
  /** Last day (`yyyy-MM-dd`), field `to`. */
  to: string;
  /** formik's `handleChange`. */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Whether the range is wrong (both inputs `aria-invalid`, described by `errorId`). */
  invalid: boolean;
  /** The id of the range's error ({@link FilterBar} `errorId`). */
  errorId: string;
}

/** The From and To day inputs (`from` ≤ `to` offered by their `min` and `max`). */
export function DateRangeFields({ from, to, onChange, invalid, errorId }: DateRangeFieldsProps) {
  const { t } = useTranslation('member');
  const described = invalid ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <>
      <label className={styles.field}>
        <span className={styles.label}>{t('ledger_from')}</span>
        <input type="date" name="from" className={styles.control} value={from} max={to || undefined} onChange={onChange} {...described} />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('ledger_to')}</span>
        <input type="date" name="to" className={styles.control} value={to} min={from || undefined} onChange={onChange} {...described} />
      </label>
    </>
  );
}

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included (`yyyy-MM-dd`). */
const daysOf = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * The yup rules of a day range: both days required, `from` ≤ `to`, and at most `longest.days`
 * days (both ends included) when `longest` is given.
 *
 * @param message - the translated error of a wrong range
 * @param longest - the longest range allowed, in days, and the translated error of a longer one
 * @returns the `from` and `to` fields of an object schema
 */
export function dateRangeSchema(message: string, longest?: { days: number; message: string }): { from: yup.StringSchema<string>; to: yup.StringSchema<string> } {
  return {
    from: yup.string().required(message),
    to: yup
      .string()
      .required(message)
      .test('range', message, function range(to) {
        const { from } = this.parent as { from?: unknown };
        return typeof from !== 'string' || from <= to;
      })
      .test('length', longest?.message ?? message, function length(to) {
        const { from } = this.parent as { from?: unknown };
        return longest === undefined || typeof from !== 'string' || from > to || daysOf(from, to) <= longest.days;
      }),
  };
}
