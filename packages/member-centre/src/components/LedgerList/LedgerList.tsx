/**
 * A filtered ledger list (the transactionHistory endpoint): the type and day-range filters
 * ({@link RangeFilters}, default the last 30 days in the merchant's time zone) above the
 * entries ({@link LedgerRow}), newest first, 20 a page from the server, with the list's loading,
 * empty and error states ({@link PagedList}). Applying filters goes back to page 1. The pages
 * transactionHistory and bonusDetails are this list with their own type choices.
 */
import { useMemo, useState } from 'react';
import type { LedgerEntry, LedgerFilter } from '@gamehall/api-client/contract';
import { useSiteSettings } from '@gamehall/shell';
import { useGetTransactionHistoryQuery } from '../../api/cashierApi';
import { last30Days } from '../../model/cashierModel';
import { LedgerRow } from '../LedgerRow/LedgerRow';
import { PagedList } from '../PagedList/PagedList';
import { pagedQueryProps } from '../PagedList/pagedQuery';
import { RangeFilters, type RangeFilterValues } from '../RangeFilters/RangeFilters';
import styles from './LedgerList.module.css';

/** Props of {@link LedgerList}. */
export interface LedgerListProps<T extends string> {
  /** Prefix of the filters' element ids, unique on the page. */
  idPrefix: string;
  /** The list's translated accessible name. */
  label: string;
  /** The type select's values in order and their translated labels. */
  types: { options: readonly T[]; label: (type: T) => string };
  /** The type selected first. */
  initialType: T;
  /** The ledger filter a type asks the server for (undefined = every kind). */
  filterOf: (type: T) => LedgerFilter | undefined;
}

/** The filters and the paged ledger entries (see the module comment). */
export function LedgerList<T extends string>({ idPrefix, label, types, initialType, filterOf }: LedgerListProps<T>) {
  const timeZone = useSiteSettings()?.timeZone;
  const initial = useMemo<RangeFilterValues<T>>(() => ({ type: initialType, ...last30Days(new Date(), timeZone) }), [initialType, timeZone]);
  const [filters, setFilters] = useState(initial);
  const [pageNo, setPageNo] = useState(1);
  const type = filterOf(filters.type);
  const query = useGetTransactionHistoryQuery({ ...(type ? { type } : {}), from: filters.from, to: filters.to, pageNo });
  return (
    <div className={styles.page}>
      <RangeFilters<T>
        idPrefix={idPrefix}
        initial={initial}
        types={types}
        onApply={(values) => {
          setFilters(values);
          setPageNo(1);
        }}
      />
      <PagedList<LedgerEntry>
        label={label}
        {...pagedQueryProps(query)}
        page={pageNo}
        onPageChange={setPageNo}
        itemKey={(entry) => entry.id}
        renderItem={(entry) => <LedgerRow entry={entry} />}
      />
    </div>
  );
}
