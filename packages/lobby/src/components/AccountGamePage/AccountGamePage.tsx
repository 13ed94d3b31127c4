import { useCallback, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useLanguage, useTranslation } from '@gamehall/i18n';
import { EmptyState } from '@gamehall/ui-kit';
import { FAVOURITE_PAGE_SIZE, RECENT_PAGE_SIZE, useGetFavouriteListQuery, useGetRecentGamesQuery } from '../../favourites/favouritesApi';
import { useMemberAccount } from '../../favourites/useFavourites';
import { type AccountGameType, lobbyPaths } from '../../paths';
import { GameResults, type GamePageView } from '../GameResults/GameResults';
import styles from './AccountGamePage.module.css';

/** Props of {@link AccountGamePage}. */
export interface AccountGamePageProps {
  /** `favorite` (`/favorite`) or `recent` (`/recent`). */
  type: AccountGameType;
}

/** The 1-based `page` query parameter (1 when absent or malformed). */
function usePageParam(): [number, (page: number, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isFinite(raw) && raw >= 1 && raw <= 100000 ? raw : 1;
  const setPage = useCallback(
    (next: number, replace = false) => {
      setParams(next > 1 ? { page: String(next) } : {}, { replace, preventScrollReset: true });
    },
    [setParams],
  );
  return [page, setPage];
}

/**
 * An account game page (spec §2 "/:type = favorite, recent", lazy group AccountGame): the
 * logged-in member's favourite games (`/favorite`, MCSFE_getFavoriteGamesList, 18 per page) or
 * recently played games (`/recent`, GCS_recentGame, 12 per page), newest first, as a paged grid
 * of lobby tiles (the page in `?page=`). States: skeleton tiles while the first page loads, the
 * error with a retry button, in_no_data with a hint and a link back to the lobby when there are
 * none. A page past the end (its last favourite removed) moves to the last page. The route
 * guards it for real accounts (`RequireSession requires="realAccount"`).
 */
export function AccountGamePage({ type }: AccountGamePageProps) {
  const { t } = useTranslation('play');
  const title = type === 'favorite' ? t('fav') : t('recent_games');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {type === 'favorite' ? <FavouriteGames title={title} /> : <RecentGames title={title} />}
    </div>
  );
}

/** What both pages show for a query's state. */
function AccountGames({
  title,
  hint,
  pageSize,
  page,
  setPage,
  query,
}: {
  title: string;
  hint: string;
  pageSize: number;
  page: number;
  setPage(page: number, replace?: boolean): void;
  query: { data: GamePageView | undefined; isFetching: boolean; error: unknown; refetch(): unknown };
}) {
  const { t } = useTranslation('play');
  const { data, isFetching, error } = query;
  const pastTheEnd = data !== undefined && data.totalPages > 0 && page > data.totalPages;

  useEffect(() => {
    if (pastTheEnd) setPage(data.totalPages, true);
  }, [pastTheEnd, data, setPage]);

  if (data && data.total === 0 && !isFetching && !error) {
    return (
      <div className={styles.empty}>
        <EmptyState message={t('in_no_data')} />
        <p className={styles.hint}>{hint}</p>
        <Link className={styles.browse} to={lobbyPaths.home}>
          {t('browse_games')}
        </Link>
      </div>
    );
  }
  return (
    <GameResults
      data={data}
      isFetching={isFetching || pastTheEnd}
      error={error}
      onRetry={() => void query.refetch()}
      page={page}
      onPageChange={(next) => setPage(next)}
      ariaLabel={title}
      skeletonCount={pageSize}
    />
  );
}

/** `/favorite`: the member's favourites, 18 per page. */
function FavouriteGames({ title }: { title: string }) {
  const { t } = useTranslation('play');
  const language = useLanguage();
  const account = useMemberAccount();
  const [page, setPage] = usePageParam();
  const query = useGetFavouriteListQuery(account ? { account, language, pageNo: String(page), pageSize: String(FAVOURITE_PAGE_SIZE) } : skipToken);
  const data = query.data ? { games: query.data.content, totalPages: query.data.totalPages, total: query.data.total } : undefined;
  return (
    <AccountGames
      title={title}
      hint={t('fav_empty_hint')}
      pageSize={FAVOURITE_PAGE_SIZE}
      page={page}
      setPage={setPage}
      query={{ data, isFetching: query.isFetching, error: query.error, refetch: query.refetch }}
    />
  );
}

/** `/recent`: the member's recently played games, 12 per page (fetched afresh on each visit). */
function RecentGames({ title }: { title: string }) {
  const { t } = useTranslation('play');
  const language = useLanguage();
  const account = useMemberAccount();
  const [page, setPage] = usePageParam();
  const query = useGetRecentGamesQuery(account ? { account, language, page: String(page), pageSize: String(RECENT_PAGE_SIZE) } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const data = query.data ? { games: query.data.list, totalPages: query.data.totalPages, total: query.data.total } : undefined;
  return (
    <AccountGames
      title={title}
      hint={t('recent_empty_hint')}
      pageSize={RECENT_PAGE_SIZE}
      page={page}
      setPage={setPage}
      query={{ data, isFetching: query.isFetching, error: query.error, refetch: query.refetch }}
    />
  );
}
