/** Bonus details (spec §2 bonusDetails): the member's bonuses and claimed rebates. */
import { useMemo, useState } from 'react';
import type { LedgerEntry } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { useSiteSettings } from '@gamehall/shell';
import { useGetTransactionHistoryQuery } from '../api/cashierApi';
import { LedgerRow } from '../components/LedgerRow/LedgerRow';
import { PagedList } from '../components/PagedList/PagedList';
import { RangeFilters, type RangeFilterValues } from '../components/RangeFilters/RangeFilters';
import { last30Days } from '../model/cashierModel';
import styles from './BonusDetailsPage.module.css';

/** The type filter of the bonus details: both (`REWARD`), bonuses only, rebates only. */
export const BONUS_TYPE_OPTIONS = ['REWARD', 'BONUS', 'REBATE'] as const;
type BonusType = (typeof BONUS_TYPE_OPTIONS)[number];

/**
 * `/member/bonusDetails`: the member's BONUS and REBATE ledger entries (the transactionHistory
 * endpoint with the type group `REWARD`, or one of the two), newest first, 20 a page from the
 * server, filtered by type and day range (default the last 30 days in the merchant's time
 * zone), with the list's loading, empty and error states.
 */
export function BonusDetailsPage() {
  const { t } = useTranslation('member');
  const timeZone = useSiteSettings()?.timeZone;
  const initial = useMemo<RangeFilterValues<BonusType>>(() => ({ type: 'REWARD', ...last30Days(new Date(), timeZone) }), [timeZone]);
  const [filters, setFilters] = useState(initial);
  const [pageNo, setPageNo] = useState(1);
  const query = useGetTransactionHistoryQuery({ type: filters.type, from: filters.from, to: filters.to, pageNo });
  return (
    <div className={styles.page}>
      <RangeFilters<BonusType>
        idPrefix="bonus"
        initial={initial}
        types={{ options: BONUS_TYPE_OPTIONS, label: (type) => t(`ledger_filter_${type}`) }}
        onApply={(values) => {
          setFilters(values);
          setPageNo(1);
        }}
      />
      <PagedList<LedgerEntry>
        label={t('bonus_list')}
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
