import { lazy, Suspense, useEffect, useRef } from 'react';
import { SEAMLESS_VENDOR } from '@gamehall/api-client';
import { useLanguage, useTranslation } from '@gamehall/i18n';
import { ErrorState, GameGrid, GameTileSkeleton, Tabs } from '@gamehall/ui-kit';
import { BINGO_GAME_TYPE, useAppDispatch, useBingoMenu, useRealAccountAction, useSessionRestoring, vendorLaunchRequested, withChunkTimeout } from '@gamehall/shell';
import { useMemberAccount } from '../../favourites/useFavourites';
import { useGetGameListQuery } from '../../api/lobbyApi';
import { type LobbyFilterControls, type LobbyType, isGameType, useLobbyFilters } from '../../model/lobbyFilters';
import { useCatalogue } from '../../model/useCatalogue';
import { FavouritesView } from './FavouritesView';
import { HomeSections } from '../HomeSections/HomeSections';
import { SearchBox } from '../SearchBox/SearchBox';
import styles from './GameLobby.module.css';

/**
 * A category's browser and the search results are chunks of their own (the home page first
 * shows the home sections; home page JS budget), with the 120 s chunk time-out (spec §9).
 */
const CategoryBrowser = lazy(withChunkTimeout(() => import('../CategoryBrowser/CategoryBrowser').then((m) => ({ default: m.CategoryBrowser }))));
const GameResults = lazy(withChunkTimeout(() => import('../GameResults/GameResults').then((m) => ({ default: m.GameResults }))));

/** What shows while those chunks load: the grid's skeleton tiles. */
function GridSkeleton() {
  return (
    <GameGrid>
      {Array.from({ length: 6 }, (_, i) => (
        <GameTileSkeleton key={i} />
      ))}
    </GameGrid>
  );
}

/**
 * The home page's game lobby (spec §2 "Home lobby", §4): the game-type menu (HOME, FAV, the
 * server-sorted categories and, when TY is offered, the bingo type BG, spec §9: shell's
 * `useBingoMenu`, the slot vendors' bingo games), then for HOME the search box and either
 * the home sections or, with a search (`/?q=`), matching games of every type with pagination;
 * for a category its vendor menu, classify menu, search (ALL only) and paged game grid.
 *
 * Its state lives in the URL (`type`, `vendor`, `classify`, `q`, `page`), so a lobby view can
 * be shared and the back button works. Changing the type scrolls to the top and resets the
 * other filters. FAV (`?type=FAV`) shows a real member's favourites ({@link FavouritesView}); it
 * needs login (spec §4: selecting it logged out resets to HOME and opens the login popup, also
 * when a visitor opens a `?type=FAV` link; a trial account gets in_need_true_account, spec §6;
 * a stored session is restored before deciding). Picking lottery (LOTT) when its menu has the
 * SEA vendor (TCG_SEA) also jumps straight into that vendor's game (spec §2: `vendorLaunchRequested`,
 * which the game-launch saga sends to `/seaLottery`, or answers with the login popup). Needs the
 * app's store, router and i18n providers.
 */
export function GameLobby() {
  const { t } = useTranslation();
  const controls = useLobbyFilters();
  const catalogue = useCatalogue();
  const { filters, setType } = controls;
  const account = useMemberAccount();
  const restoring = useSessionRestoring();
  const requireRealAccount = useRealAccountAction();
  const dispatch = useAppDispatch();
  const bingo = useBingoMenu();
  const favRefused = filters.type === 'FAV' && !account && !restoring;
  const unknownType =
    filters.type === BINGO_GAME_TYPE
      ? catalogue.menus.length > 0 && !bingo
      : filters.type !== 'HOME' && filters.type !== 'FAV' && catalogue.menus.length > 0 && !catalogue.menuOf(filters.type);
  const type: LobbyType = favRefused || unknownType ? 'HOME' : filters.type;

  // Whether a member was seen here: after a logout on FAV the lobby just goes HOME, without
  // asking the person who logged out to log in again.
  const wasMember = useRef(false);
  useEffect(() => {
    if (account) wasMember.current = true;
  }, [account]);

  // FAV for a visitor or a trial account (a `?type=FAV` link): back to HOME, and the login popup
  // or in_need_true_account (spec §4, §6).
  useEffect(() => {
    if (!favRefused) return;
    setType('HOME', { replace: true });
    if (!wasMember.current) requireRealAccount();
  }, [favRefused, setType, requireRealAccount]);

  const items = [
    { key: 'HOME', label: t('game_type_HOME') },
    { key: 'FAV', label: t('game_type_FAV') },
    ...catalogue.menus.map((menu) => ({ key: menu.gameType, label: t(`game_type_${menu.gameType}`, { defaultValue: menu.title }) })),
    // Spec §9: the bingo type when TY is offered (and the catalogue has bingo games), after the server's categories.
    ...(bingo ? [{ key: BINGO_GAME_TYPE, label: t('game_type_BG') }] : []),
  ];

  return (
    <div className={styles.lobby}>
      <Tabs
        className={styles.types}
        ariaLabel={t('game_types')}
        value={type}
        onChange={(key) => {
          if (key === 'FAV' && !account) {
            setType('HOME');
            requireRealAccount();
            return;
          }
          if (key === 'FAV' || key === BINGO_GAME_TYPE) {
            setType(key);
            return;
          }
          setType(isGameType(key) ? key : 'HOME');
          // Spec §2: picking lottery jumps straight into the SEA vendor's game when present.
          const sea = key === 'LOTT' ? catalogue.menuOf('LOTT')?.cards.find((card) => card.vassalage === SEAMLESS_VENDOR) : undefined;
          if (sea) dispatch(vendorLaunchRequested(sea));
        }}
        items={items}
      />
      {catalogue.isError && catalogue.menus.length === 0 ? (
        <ErrorState message={t('network_error')} retryLabel={t('retry')} onRetry={catalogue.refetch} />
      ) : null}
      {type === 'HOME' ? (
        <HomeView controls={controls} />
      ) : type === 'FAV' ? (
        <FavouritesView />
      ) : (
        <Suspense fallback={<GridSkeleton />}>
          {type === BINGO_GAME_TYPE ? (
            bingo ? <CategoryBrowser key={type} gameType={bingo.category} fixedClassify={bingo.gameClassify} label={t('game_type_BG')} controls={controls} /> : null
          ) : (
            <CategoryBrowser key={type} gameType={type} controls={controls} />
          )}
        </Suspense>
      )}
    </div>
  );
}

/** HOME: search box, then the home sections or the search results across all types. */
function HomeView({ controls }: { controls: LobbyFilterControls }) {
  const { filters, setQuery } = controls;
  return (
    <div className={styles.home}>
      <div className={styles.toolbar}>
        <SearchBox className={styles.search} value={filters.q} onSearch={(text, options) => setQuery(text, options)} />
      </div>
      {filters.q ? <SearchResults controls={controls} /> : <HomeSections />}
    </div>
  );
}

/** Search results across all game types (`/?q=<term>`, from the header search's "view all"). */
function SearchResults({ controls }: { controls: LobbyFilterControls }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { filters, setPage } = controls;
  const query = useGetGameListQuery({ gameName: filters.q, pageNo: String(filters.page), language });
  return (
    <section className={styles.results} aria-labelledby="lobby-search-results">
      <h2 id="lobby-search-results" className={styles.heading}>
        {t('results_for', { query: filters.q })}
      </h2>
      {query.data && !query.isFetching ? (
        <p className={styles.count} role="status">
          {t('search_results', { count: query.data.total })}
        </p>
      ) : null}
      <Suspense fallback={<GridSkeleton />}>
        <GameResults
          data={query.data}
          isFetching={query.isFetching}
          error={query.error}
          onRetry={() => void query.refetch()}
          page={filters.page}
          onPageChange={setPage}
          ariaLabel={t('results_for', { query: filters.q })}
        />
      </Suspense>
    </section>
  );
}
