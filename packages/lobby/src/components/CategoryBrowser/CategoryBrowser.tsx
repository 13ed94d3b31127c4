import type { GameType } from '@gamehall/api-client';
import { useLanguage, useTranslation } from '@gamehall/i18n';
import { Tabs } from '@gamehall/ui-kit';
import { useGetGameListQuery } from '../../api/lobbyApi';
import type { LobbyFilterControls } from '../../model/lobbyFilters';
import { useCatalogue } from '../../model/useCatalogue';
import { GameResults } from '../GameResults/GameResults';
import { SearchBox } from '../SearchBox/SearchBox';
import { VendorMenu } from '../VendorMenu/VendorMenu';
import styles from './CategoryBrowser.module.css';

/** Props of {@link CategoryBrowser}. */
export interface CategoryBrowserProps {
  /** The category shown. */
  gameType: GameType;
  /** The URL filters and their setters ({@link useLobbyFilters}). */
  controls: LobbyFilterControls;
  /**
   * A game class fixed for the whole view (the bingo type BG, spec §9: the `BINGO` class of the
   * slot vendors): only the vendors with games of that class, no classify menu, the search within it.
   */
  fixedClassify?: string;
  /** The grid's accessible name (default the category's `game_type_<TYPE>`). */
  label?: string;
}

/**
 * One category of the lobby (spec §2): vendor menu (All + vendors), classify menu (ALL + the
 * category's classes; FISH shows only ALL), the search box in the ALL filter, and the paged
 * game grid (18 a page). Used by the lobby's category view, by the game list pages and, with
 * `fixedClassify`, by the bingo type (one class of a category, its vendors only).
 */
export function CategoryBrowser({ gameType, controls, fixedClassify, label }: CategoryBrowserProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { menuOf } = useCatalogue();
  const { filters, setVendor, setClassify, setQuery, setPage } = controls;
  const menu = menuOf(gameType);
  const fixedVendors = fixedClassify ? menu?.gameClassify.find((c) => c.key === fixedClassify)?.vendors : undefined;
  const vendors = (menu?.cards ?? []).filter((card) => !fixedVendors || fixedVendors.includes(card.vassalage));
  const classes =
    gameType === 'FISH' || fixedClassify
      ? []
      : (menu?.gameClassify ?? []).filter((c) => c.key !== 'ALL' && (!filters.vendor || c.vendors.length === 0 || c.vendors.includes(filters.vendor)));
  const classify = classes.some((c) => c.key === filters.classify) ? filters.classify : 'ALL';
  const searching = classify === 'ALL';
  const query = useGetGameListQuery({
    gameType,
    vassalage: filters.vendor,
    gameClassify: fixedClassify ?? (classify === 'ALL' ? undefined : classify),
    gameName: searching && filters.q ? filters.q : undefined,
    pageNo: String(filters.page),
    language,
  });

  return (
    <div className={styles.browser}>
      <VendorMenu vendors={vendors} value={filters.vendor} onChange={setVendor} />
      <div className={styles.toolbar}>
        {classes.length > 0 ? (
          <Tabs
            ariaLabel={t('classify')}
            value={classify}
            onChange={setClassify}
            items={[{ key: 'ALL', label: t('classify_ALL') }, ...classes.map((c) => ({ key: c.key, label: t(`classify_${c.key}`, { defaultValue: c.displayName }) }))]}
          />
        ) : null}
        {searching ? <SearchBox className={styles.search} value={filters.q} onSearch={(text, options) => setQuery(text, options)} /> : null}
      </div>
      {searching && filters.q ? (
        <p className={styles.summary} role="status">
          {t('results_for', { query: filters.q })}
          {query.data && !query.isFetching ? ` · ${t('search_results', { count: query.data.total })}` : null}
        </p>
      ) : null}
      <GameResults
        data={query.data}
        isFetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        page={filters.page}
        onPageChange={setPage}
        ariaLabel={label ?? t(`game_type_${gameType}`, { defaultValue: menu?.title ?? gameType })}
      />
    </div>
  );
}
