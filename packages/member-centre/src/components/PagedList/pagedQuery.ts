/** From a paged RTK Query result to {@link PagedList}'s list-state props (one wiring for every paged list). */
import type { PagedListProps } from './PagedList';

/** What {@link pagedQueryProps} reads of an RTK Query result of a `Page` endpoint. */
export interface PagedQueryResult<T> {
  /** The answer for the current arguments (undefined while they load, even when an older page is cached). */
  currentData?: { list: readonly T[]; totalPages: number } | undefined;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * The list state of a paged query as {@link PagedList} props: the current page's rows, loading
 * until the answer for the current arguments (page, filters) arrives unless it failed, the error
 * when it failed, retry = refetch, and the pages in all (0 before the first answer).
 * @param query the RTK Query hook's result
 * @returns `items`, `loading`, `error`, `onRetry`, `totalPages` (spread them into PagedList)
 */
export function pagedQueryProps<T>(query: PagedQueryResult<T>): Pick<PagedListProps<T>, 'items' | 'loading' | 'error' | 'onRetry' | 'totalPages'> {
  return {
    items: query.currentData?.list,
    loading: !query.currentData && !query.isError,
    error: query.isError ? query.error : undefined,
    onRetry: () => void query.refetch(),
    totalPages: query.currentData?.totalPages ?? 0,
  };
}
