/** The transaction history (spec §2 transactionHistory): every ledger entry of the member. */
import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import type { LedgerEntry, LedgerFilter } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { useSiteSettings } from '@gamehall/shell';
import { cx } from '@gamehall/ui-kit';
import { useGetTransactionHistoryQuery } from '../api/cashierApi';
import { DateRangeFields, FilterBar, FilterSelect, dateRangeSchema } from '../components/FilterBar/FilterBar';
import { PagedList } from '../components/PagedList/PagedList';
import { LEDGER_FILTER_OPTIONS, last30Days, toCents } from '../model/cashierModel';
import { useDateTime, useMoney } from '../model/useCashierFormat';
import styles from './TransactionHistoryPage.module.css';

/** The filters as applied: type (`ALL` for every kind) and the day range. */
interface Filters {
  type: LedgerFilter | 'ALL';
  from: string;
  to: string;
}

/** One ledger entry: kind, wallet, signed amount (colour and sign), balance after, reference, time. */
function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation('member');
  const money = useMoney();
  const time = useDateTime();
  const cents = toCents(entry.amount);
  const sign = cents > 0n ? '+' : cents < 0n ? '−' : '';
  const magnitude = entry.amount.replace(/^[+-]/, '');
  return (
    <div className={styles.row}>
      <span className={styles.kind}>{t(`ledger_kind_${entry.kind}`)}</span>
      <span className={cx(styles.amount, cents > 0n && styles.credit, cents < 0n && styles.debit)} data-sign={sign || '0'}>
        {sign}
        {money(magnitude)}
      </span>
      <span className={styles.meta}>
        {t('ledger_wallet')}: {entry.wallet === 'MAIN' ? t('ledger_wallet_main') : entry.wallet}
      </span>
      <span className={cx(styles.meta, styles.end)}>
        {t('ledger_balance_after')}: {money(entry.balanceAfter)}
      </span>
      <span className={styles.meta}>
        {t('member_reference')}: {entry.reference}
      </span>
      <time className={cx(styles.meta, styles.end)} dateTime={entry.createdAt}>
        {time(entry.createdAt)}
      </time>
    </div>
  );
}

/**
 * `/member/transactionHistory`: the filters (type: All and the contract's ledger filters in the
 * player's language; from and to days, default the last 30 days in the merchant's time zone,
 * from ≤ to checked before the search) and the ledger, newest first, 20 a page from the server
 * (ui-kit's pager: page range 5, margin pages 2), with its loading, empty (in_no_data) and error
 * (retry) states. Applying filters goes back to page 1.
 */
export function TransactionHistoryPage() {
  const { t } = useTranslation('member');
  const timeZone = useSiteSettings()?.timeZone;
  const initial = useMemo<Filters>(() => ({ type: 'ALL', ...last30Days(new Date(), timeZone) }), [timeZone]);
  const [filters, setFilters] = useState<Filters>(initial);
  const [pageNo, setPageNo] = useState(1);
  const query = useGetTransactionHistoryQuery({ ...(filters.type === 'ALL' ? {} : { type: filters.type }), from: filters.from, to: filters.to, pageNo });

  const formik = useFormik<Filters>({
    initialValues: initial,
    validationSchema: yup.object({ type: yup.string().required(), ...dateRangeSchema(t('ledger_range_invalid')) }),
    onSubmit: (values) => {
      setFilters(values);
      setPageNo(1);
    },
  });
  const rangeError = formik.errors.to ?? formik.errors.from;

  return (
    <div className={styles.page}>
      <FilterBar onSubmit={formik.handleSubmit} error={rangeError} errorId="ledger-range-error">
        <FilterSelect
          name="type"
          label={t('ledger_type')}
          value={formik.values.type}
          onChange={formik.handleChange}
          options={[{ value: 'ALL', label: t('all') }, ...LEDGER_FILTER_OPTIONS.map((type) => ({ value: type, label: t(`ledger_filter_${type}`) }))]}
        />
        <DateRangeFields from={formik.values.from} to={formik.values.to} onChange={formik.handleChange} invalid={Boolean(rangeError)} errorId="ledger-range-error" />
      </FilterBar>
      <PagedList<LedgerEntry>
        label={t('ledger_list')}
        items={query.currentData?.list}
        loading={!query.currentData && !query.isError}
        error={query.isError ? query.error : undefined}
        onRetry={() => void query.refetch()}
        page={pageNo}
        totalPages={query.currentData?.totalPages ?? 0}
        onPageChange={setPageNo}
        itemKey={(entry) => entry.id}
        renderItem={(entry) => <LedgerRow entry={entry} />}
      />
    </div>
  );
}
