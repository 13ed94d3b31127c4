/**
 * The filters of a member centre list or report: an optional type select and a day range (from,
 * to), checked (from ≤ to, both given) before they apply; shared by transactionHistory,
 * bonusDetails and personalProfit's custom period.
 */
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from '@gamehall/i18n';
import { Button } from '@gamehall/ui-kit';
import styles from './RangeFilters.module.css';

/** Filter values: the type (`''` when there is no type select) and the day range, `yyyy-MM-dd`. */
export interface RangeFilterValues<T extends string = string> {
  type: T;
  from: string;
  to: string;
}

/** Props of {@link RangeFilters}. */
export interface RangeFiltersProps<T extends string> {
  /** The values shown first. */
  initial: RangeFilterValues<T>;
  /** Called with valid values when the player searches. */
  onApply: (values: RangeFilterValues<T>) => void;
  /** The type select: its values in order and their labels; absent = dates only. */
  types?: { options: readonly T[]; label: (type: T) => string };
  /** Prefix of element ids (the error's id), unique on the page. */
  idPrefix: string;
  /** The longest range allowed, in days (both ends included); longer shows range_too_long. */
  maxDays?: number;
}

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included (`yyyy-MM-dd`). */
const daysOf = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * A filter form: the type select (when `types` is given, labelled ledger_type), from and to
 * date inputs (ledger_from, ledger_to) and Search. From after To shows ledger_range_invalid (a
 * range over `maxDays` range_too_long) in an alert and applies nothing.
 */
export function RangeFilters<T extends string>({ initial, onApply, types, idPrefix, maxDays }: RangeFiltersProps<T>) {
  const { t } = useTranslation('member');
  const formik = useFormik<RangeFilterValues<T>>({
    initialValues: initial,
    validationSchema: yup.object({
      from: yup.string().required(t('ledger_range_invalid')),
      to: yup
        .string()
        .required(t('ledger_range_invalid'))
        .test('range', t('ledger_range_invalid'), function range(to) {
          const { from } = this.parent as Partial<RangeFilterValues>;
          return typeof from !== 'string' || from <= to;
        })
        .test('length', t('range_too_long', { days: maxDays }), function length(to) {
          const { from } = this.parent as Partial<RangeFilterValues>;
          return maxDays === undefined || typeof from !== 'string' || from > to || daysOf(from, to) <= maxDays;
        }),
    }),
    onSubmit: (values) => { onApply(values); },
  });
  const rangeError = formik.errors.to ?? formik.errors.from;
  const errorId = `${idPrefix}-range-error`;
  const invalid = rangeError ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <form className={styles.filters} onSubmit={formik.handleSubmit} noValidate>
      {types ? (
        <label className={styles.field}>
          <span className={styles.label}>{t('ledger_type')}</span>
          <select name="type" className={styles.control} value={formik.values.type} onChange={formik.handleChange}>
            {types.options.map((type) => (
              <option key={type} value={type}>
                {types.label(type)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className={styles.field}>
        <span className={styles.label}>{t('ledger_from')}</span>
        <input type="date" name="from" className={styles.control} value={formik.values.from} max={formik.values.to || undefined} onChange={formik.handleChange} {...invalid} />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('ledger_to')}</span>
        <input type="date" name="to" className={styles.control} value={formik.values.to} min={formik.values.from || undefined} onChange={formik.handleChange} {...invalid} />
      </label>
      <Button type="submit" className={styles.search}>
        {t('search')}
      </Button>
      {rangeError ? (
        <p id={errorId} className={styles.error} role="alert">
          {rangeError}
        </p>
      ) : null}
    </form>
  );
}
