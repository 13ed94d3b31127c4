import type { ReactNode } from 'react';
import { useTranslation } from '@gamehall/i18n';
import { useErrorText } from '@gamehall/shell';
import { EmptyState, ErrorState, Pagination } from '@gamehall/ui-kit';
import styles from './TeamRecords.module.css';

/** One column of a {@link RecordTable}. */
export interface RecordColumn<R> {
  /** Stable key. */
  key: string;
  /** The translated heading (also the label of the value on a phone card). */
  label: string;
  /** The cell. */
  cell: (row: R) => ReactNode;
  /** Right-aligned figures (money, counts). */
  numeric?: boolean;
}

/** Props of {@link RecordTable}. */
export interface RecordTableProps<R> {
  /** The table's accessible name. */
  label: string;
  columns: readonly RecordColumn<R>[];
  /** The rows of the page (undefined while the first page loads). */
  rows: readonly R[] | undefined;
  rowKey: (row: R) => string;
  /** The filter's totals, shown above the rows as a labelled list. */
  totals?: readonly { label: string; value: string; tone?: 'gain' | 'loss' }[];
  /** The accessible name of the totals. */
  totalsLabel: string;
  /** Loading the first answer of a filter (skeleton rows). */
  isLoading: boolean;
  /** Loading another page (the old one stays, marked busy). */
  isFetching: boolean;
  /** The failure of the last call (its text and Retry). */
  error: unknown;
  onRetry: () => void;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/**
 * The list of a team record page: the totals of the filter, then the rows as a table on wide
 * screens and as cards (label and value per line) on a phone, then the pager; a skeleton while
 * loading, the error with Retry, or "no data".
 */
export function RecordTable<R>({ label, columns, rows, rowKey, totals, totalsLabel, isLoading, isFetching, error, onRetry, page, pageCount, onPageChange }: RecordTableProps<R>) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  if (error) return <ErrorState message={errorText(error)} retryLabel={t('retry')} onRetry={onRetry} />;
  if (isLoading || !rows) {
    return (
      <div aria-busy="true" aria-label={t('loading')} className={styles.skeletons}>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={styles.skeleton} data-testid="row-skeleton" />
        ))}
      </div>
    );
  }
  return (
    <div aria-busy={isFetching} className={styles.results}>
      {totals ? (
        <dl className={styles.totals} aria-label={totalsLabel}>
          {totals.map((item) => (
            <div key={item.label} className={styles.total}>
              <dt>{item.label}</dt>
              <dd className={item.tone ? styles[item.tone] : undefined}>{item.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState message={t('in_no_data')} />
      ) : (
        <table className={styles.table} aria-label={label}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.numeric ? styles.numeric : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.key} data-label={c.label} className={c.numeric ? styles.numeric : undefined}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination className={styles.pagination} pageCount={pageCount} page={page} onPageChange={onPageChange} ariaLabel={t('records_pages')} labels={{ previous: t('previous'), next: t('next'), page: (n) => t('page_n', { n }) }} />
    </div>
  );
}
