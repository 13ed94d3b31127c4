import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import type { GameMenu, GameType, Vendor } from '@gamehall/api-client';
import { useLanguage, useTranslation } from '@gamehall/i18n';
import { Button, EmptyState, ErrorState, GameGrid, GameTileSkeleton, VendorGrid, VendorTile } from '@gamehall/ui-kit';
import { gameTypePath, useAppDispatch, useImageUrl, vendorLaunchRequested } from '@gamehall/shell';
import { useGetGameListQuery, useGetHotGamesQuery } from '../../api/lobbyApi';
import { useCatalogue } from '../../model/useCatalogue';
import { LazySection } from '../LazySection/LazySection';
import { LobbyGameGrid, LobbyTilesProvider } from '../LobbyGameTile/LobbyGameTile';
import { VendorMenu } from '../VendorMenu/VendorMenu';
import { useErrorText } from '../../model/useErrorText';
import { FavouriteSection, RecentSection } from './AccountSections';
import { SectionFrame } from './SectionFrame';
import styles from './HomeSections.module.css';

/** Hot games shown until expanded (spec §9: home hot list 12). */
export const HOME_HOT_COUNT = 12;
/** Games requested for a game section's first row. */
export const HOME_ROW_COUNT = 8;
/** Vendors shown in a sports-like section (spec §9: home sports-type lists 5). */
export const HOME_VENDOR_COUNT = 5;

/** Game types whose home section is a row of games with vendor filter chips. */
const GAME_ROW_TYPES: readonly GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP'];
/** Game types whose home section is a row of vendors. */
const VENDOR_ROW_TYPES: readonly GameType[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];

/**
 * The home sections of the HOME type (spec §2): HOT (first 12, More expands the rest), then in
 * the server's category order a section per category: RNG, LIVE, FISH and PVP show a row of
 * games with vendor filter chips and a More link to the type's page; sports, esports,
 * cockfight and lottery (LOTT/ELOTT) show their first 5 vendors with a More link; a vendor tile
 * and its play button launch the vendor (`vendorLaunchRequested`, spec §2 "Vendor tile: opens a
 * vendor launch; an immediate-play button is shown except for RNG"). Every section
 * below HOT renders (and requests its data) only when scrolled into view. For a logged-in real
 * member, RECENT (the last 12 games played, only when there are any) comes first and FAV (their
 * favourites, with vendor filter chips and More to `/favorite`) after HOT.
 *
 * The first screen's answers (the game menus and the hot games) land in one commit: until both
 * have answered (or failed) HOT shows its skeletons and nothing else renders, so the lobby is
 * not laid out once per answer (issue 14 "Renders"); the sections then render in a deferred
 * (background, time-sliced) render, not in the answer's own (`useDeferredValue`).
 */
export function HomeSections() {
  const language = useLanguage();
  const { menus, isLoading: menusLoading } = useCatalogue();
  // The same cache entry HotSection reads: subscribing here only decides when the sections render.
  const hot = useGetHotGamesQuery({ language });
  // Deferred: the answers' own render still shows the skeletons, and React then renders the
  // sections in a background render, in slices, instead of in one long task (issue 14: TBT).
  const ready = useDeferredValue(!menusLoading && !hot.isLoading);
  if (!ready) {
    // HOT alone, showing its skeletons until both have answered.
    return (
      <div className={styles.sections}>
        <HotSection skeleton />
      </div>
    );
  }
  // One provider for every section's tiles (RECENT, HOT, FAV and the game rows).
  return (
    <LobbyTilesProvider>
      <div className={styles.sections}>
        <RecentSection />
        <HotSection />
        <FavouriteSection />
        {menus.map((menu) =>
          GAME_ROW_TYPES.includes(menu.gameType) ? (
            <LazySection key={menu.gameType}>
              <GameRowSection menu={menu} />
            </LazySection>
          ) : VENDOR_ROW_TYPES.includes(menu.gameType) ? (
            <LazySection key={menu.gameType} minHeight={160}>
              <VendorRowSection menu={menu} />
            </LazySection>
          ) : null,
        )}
      </div>
    </LobbyTilesProvider>
  );
}

function Skeletons({ count }: { count: number }) {
  return (
    <GameGrid>
      {Array.from({ length: count }, (_, index) => (
        <GameTileSkeleton key={index} />
      ))}
    </GameGrid>
  );
}

/** HOT: the first 12 hot games; More shows all of them (spec §2, §9); skeletons while `skeleton`. */
function HotSection({ skeleton = false }: { skeleton?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { vendors } = useCatalogue();
  const errorText = useErrorText();
  const [expanded, setExpanded] = useState(false);
  const { data, error, isFetching, refetch } = useGetHotGamesQuery({ language });
  const games = data?.list ?? [];
  const shown = expanded ? games : games.slice(0, HOME_HOT_COUNT);
  const action =
    games.length > HOME_HOT_COUNT ? (
      <Button variant="ghost" size="sm" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
        {expanded ? t('show_less') : t('more')}
      </Button>
    ) : null;
  return (
    <SectionFrame id="HOT" title={t('hot')} action={action}>
      {error && !isFetching ? (
        <ErrorState message={errorText(error)} retryLabel={t('retry')} onRetry={() => void refetch()} />
      ) : !data || skeleton ? (
        <Skeletons count={6} />
      ) : games.length === 0 ? (
        <EmptyState message={t('in_no_data')} />
      ) : (
        <LobbyGameGrid games={shown} vendors={vendors} ariaLabel={t('hot')} />
      )}
    </SectionFrame>
  );
}

/** The translated name of a category, falling back to the server's title. */
function useSectionTitle(menu: GameMenu): string {
  const { t } = useTranslation();
  return t(`game_type_${menu.gameType}`, { defaultValue: menu.title });
}

/** RNG, LIVE, FISH, PVP: vendor chips and the first row of games, More to the type's page. */
function GameRowSection({ menu }: { menu: GameMenu }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { vendors } = useCatalogue();
  const errorText = useErrorText();
  const [vendor, setVendor] = useState<string | undefined>(undefined);
  const { data, error, isFetching, refetch } = useGetGameListQuery({
    gameType: menu.gameType,
    vassalage: vendor,
    pageNo: '1',
    pageSize: String(HOME_ROW_COUNT),
    language,
  });
  const title = useSectionTitle(menu);
  const more = (
    <Link className={styles.more} to={gameTypePath(menu.gameType, vendor)} aria-label={`${t('section_more')}: ${title}`}>
      {t('section_more')}
    </Link>
  );
  return (
    <SectionFrame id={menu.gameType} title={title} action={more}>
      <VendorMenu vendors={menu.cards} value={vendor} onChange={setVendor} ariaLabel={`${t('vendors')}: ${title}`} />
      {error && !isFetching ? (
        <ErrorState message={errorText(error)} retryLabel={t('retry')} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeletons count={6} />
      ) : data.games.length === 0 ? (
        <EmptyState message={t('in_no_data')} />
      ) : (
        <LobbyGameGrid games={data.games} vendors={vendors} ariaLabel={title} className={styles.row} />
      )}
    </SectionFrame>
  );
}

/** Sports, esports, cockfight, lottery: the first 5 vendors (each launches), More to the type's page. */
function VendorRowSection({ menu }: { menu: GameMenu }) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const dispatch = useAppDispatch();
  const title = useSectionTitle(menu);
  const more = (
    <Link className={styles.more} to={gameTypePath(menu.gameType)} aria-label={`${t('section_more')}: ${title}`}>
      {t('section_more')}
    </Link>
  );
  const vendors: Vendor[] = menu.cards.slice(0, HOME_VENDOR_COUNT);
  return (
    <SectionFrame id={menu.gameType} title={title} action={more}>
      {vendors.length === 0 ? (
        <EmptyState message={t('in_no_data')} />
      ) : (
        <VendorGrid ariaLabel={title}>
          {vendors.map((vendor) => (
            <VendorTile
              key={vendor.vassalage}
              name={vendor.displayName}
              logoUrl={imageUrl(vendor.lagerIcon)}
              playLabel={t('play')}
              onOpen={() => dispatch(vendorLaunchRequested(vendor))}
              onPlay={vendor.gameType === 'RNG' ? undefined : () => dispatch(vendorLaunchRequested(vendor))}
            />
          ))}
        </VendorGrid>
      )}
    </SectionFrame>
  );
}
