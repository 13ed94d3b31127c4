/** The transaction history (spec §2 transactionHistory): every ledger entry of the member. */
import { useMemo, useState } from 'react';
import type { LedgerEntry, LedgerFilter } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { useSiteSettings } from '@gamehall/shell';
import { useGetTransactionHistoryQuery } from '../api/cashierApi';
import { LedgerRow } from '../components/LedgerRow/LedgerRow';
import { PagedList } from '../components/PagedList/PagedList';
import { RangeFilters, type RangeFilterValues } from '../components/RangeFilters/RangeFilters';
import { LEDGER_FILTER_OPTIONS, last30Days } from '../model/cashierModel';
import styles from './TransactionHistoryPage.module.css';

/** The type filter's values: `ALL` for every kind, then the ledger filters. */
const TYPE_OPTIONS = ['ALL', ...LEDGER_FILTER_OPTIONS] as const;
type TypeOption = (typeof TYPE_OPTIONS)[number];

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
  const initial = useMemo<RangeFilterValues<TypeOption>>(() => ({ type: 'ALL', ...last30Days(new Date(), timeZone) }), [timeZone]);
  const [filters, setFilters] = useState(initial);
  const [pageNo, setPageNo] = useState(1);
  const type: LedgerFilter | undefined = filters.type === 'ALL' ? undefined : filters.type;
  const query = useGetTransactionHistoryQuery({ ...(type ? { type } : {}), from: filters.from, to: filters.to, pageNo });

  return (
    <div className={styles.page}>
      <RangeFilters<TypeOption>
        idPrefix="ledger"
        initial={initial}
        types={{ options: TYPE_OPTIONS, label: (option) => (option === 'ALL' ? t('all') : t(`ledger_filter_${option}`)) }}
        onApply={(values) => {
          setFilters(values);
          setPageNo(1);
        }}
      />
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
