/**
 * The frame of a server-paged list (spec §9 pagination: page range 5, margin pages 2, shown when
 * more than one page): skeleton rows while loading, in_no_data when empty, the error with retry,
 * else the rows and the pager.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@gamehall/i18n';
import { EmptyState, ErrorState, Pagination } from '@gamehall/ui-kit';
import { useErrorText } from '../../model/useCashierFormat';
import styles from './PagedList.module.css';

/** Props of {@link PagedList}. */
export interface PagedListProps<T> {
  /** The list's accessible name. */
  label: string;
  /** The current page's rows (undefined before the first answer). */
  items: readonly T[] | undefined;
  /** Whether the first answer for the current arguments is awaited (skeleton rows). */
  loading: boolean;
  /** The failed call's error, when the last call failed. */
  error?: unknown;
  /** Asks again after an error. */
  onRetry: () => void;
  /** The 1-based current page. */
  page: number;
  /** Pages in all. */
  totalPages: number;
  /** Called with the 1-based page picked. */
  onPageChange: (page: number) => void;
  /** One row's content (inside its `<li>`). */
  renderItem: (item: T) => ReactNode;
  /** A row's key. */
  itemKey: (item: T) => string | number;
}

/** A server-paged list with its loading, empty and error states and the ui-kit pager. */
export function PagedList<T>({ label, items, loading, error, onRetry, page, totalPages, onPageChange, renderItem, itemKey }: PagedListProps<T>) {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  if (loading) {
    return (
      <div className={styles.list} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={styles.skeleton} data-testid="row-skeleton" />
        ))}
      </div>
    );
  }
  if (error !== undefined && error !== null) return <ErrorState message={errorText(error)} retryLabel={t('retry')} onRetry={onRetry} />;
  if (!items || items.length === 0) return <EmptyState message={t('in_no_data')} />;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {items.map((item) => (
          <li key={itemKey(item)} className={styles.row}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <Pagination
        className={styles.pager}
        pageCount={totalPages}
        page={page}
        onPageChange={onPageChange}
        pageRange={5}
        marginPages={2}
        ariaLabel={t('pagination')}
        labels={{ previous: t('previous'), next: t('next'), page: (n) => t('page_n', { n }) }}
      />
    </>
  );
}
