import { icons } from '../icons/icons';
import { cx } from '../../internal/cx';
import { paginationItems } from './paginationItems';
import styles from './Pagination.module.css';

/** Translated texts of a {@link Pagination}. */
export interface PaginationLabels {
  /** Accessible name of the previous-page button. */
  previous: string;
  /** Accessible name of the next-page button. */
  next: string;
  /** Accessible name of a page button, e.g. `(n) => \`Page ${n}\``. */
  page: (n: number) => string;
}

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Number of pages. With 1 or fewer nothing renders (spec §2: shown when more than 1 page). */
  pageCount: number;
  /** Current page, 1-based. */
  page: number;
  /** Called with the 1-based page the user picked (never the current page). */
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
  /** Pages shown around the current one (default 5, spec §9). */
  pageRange?: number;
  /** Pages always shown at each end (default 2, spec §9). */
  marginPages?: number;
  /** Accessible name of the `<nav>` landmark (translated "Pagination"). */
  ariaLabel?: string;
  className?: string;
}

/**
 * A pager in the react-paginate layout (see {@link paginationItems}): previous, pages with "…"
 * breaks, next. The current page has `aria-current="page"`. Renders nothing for one page.
 */
export function Pagination({
  pageCount,
  page,
  onPageChange,
  labels,
  pageRange = 5,
  marginPages = 2,
  ariaLabel,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const items = paginationItems(page, pageCount, pageRange, marginPages);
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== page) onPageChange(target);
  };
  return (
    <nav aria-label={ariaLabel} className={cx(styles.pagination, className)}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={cx(styles.item, styles.arrow)}
            aria-label={labels.previous}
            disabled={page <= 1}
            onClick={() => {
              go(page - 1);
            }}
          >
            <icons.chevronLeft className={styles.flip} />
          </button>
        </li>
        {items.map((item, index) =>
          item === 'break' ? (
            <li key={`break-${index}`} className={styles.break} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={cx(styles.item, item === page && styles.current)}
                aria-label={labels.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => {
                  go(item);
                }}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cx(styles.item, styles.arrow)}
            aria-label={labels.next}
            disabled={page >= pageCount}
            onClick={() => {
              go(page + 1);
            }}
          >
            <icons.chevronRight className={styles.flip} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
