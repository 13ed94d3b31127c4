/**
 * The filters of a member centre list or report with one type select at most and a day range
 * (from, to), checked (from ≤ to, both given, at most `maxDays`) before they apply; used by
 * transactionHistory, bonusDetails and personalProfit's custom period. Built from the
 * {@link FilterBar} parts, which a page with more pickers (personalHistoryCopy) composes itself.
 */
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from '@gamehall/i18n';
import { DateRangeFields, FilterBar, FilterSelect, dateRangeSchema } from '../FilterBar/FilterBar';

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

/**
 * A filter form: the type select (when `types` is given, labelled ledger_type), from and to
 * date inputs (ledger_from, ledger_to) and Search. From after To shows ledger_range_invalid (a
 * range over `maxDays` range_too_long) in an alert and applies nothing.
 */
export function RangeFilters<T extends string>({ initial, onApply, types, idPrefix, maxDays }: RangeFiltersProps<T>) {
  const { t } = useTranslation('member');
  const formik = useFormik<RangeFilterValues<T>>({
    initialValues: initial,
    validationSchema: yup.object(dateRangeSchema(t('ledger_range_invalid'), maxDays === undefined ? undefined : { days: maxDays, message: t('range_too_long', { days: maxDays }) })),
    onSubmit: (values) => {
      onApply(values);
    },
  });
  const rangeError = formik.errors.to ?? formik.errors.from;
  const errorId = `${idPrefix}-range-error`;
  return (
    <FilterBar onSubmit={formik.handleSubmit} error={rangeError} errorId={errorId}>
      {types ? (
        <FilterSelect name="type" label={t('ledger_type')} value={formik.values.type} onChange={formik.handleChange} options={types.options.map((type) => ({ value: type, label: types.label(type) }))} />
      ) : null}
      <DateRangeFields from={formik.values.from} to={formik.values.to} onChange={formik.handleChange} invalid={Boolean(rangeError)} errorId={errorId} />
    </FilterBar>
  );
}
