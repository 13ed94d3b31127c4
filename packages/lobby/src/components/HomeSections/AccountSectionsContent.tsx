/**
 * The home sections only a real member gets, their own chunk: loaded by `RecentSection` and
 * `FavouriteSection` (AccountSections.tsx) for members only, so a visitor's home page loads none
 * of it.
 */
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Vendor } from '@gamehall/api-client';
import { useLanguage, useTranslation } from '@gamehall/i18n';
import { ErrorState, GameGrid, GameTileSkeleton } from '@gamehall/ui-kit';
import { RECENT_PAGE_SIZE, homeFavouritesArgs, useGetFavouriteListQuery, useGetRecentGamesQuery } from '../../favourites/favouritesApi';
import { useMemberAccount } from '../../favourites/useFavourites';
import { useCatalogue } from '../../model/useCatalogue';
import { lobbyPaths } from '../../paths';
import { useErrorText } from '../../model/useErrorText';
import { LobbyGameGrid } from '../LobbyGameTile/LobbyGameTile';
import { VendorMenu } from '../VendorMenu/VendorMenu';
import { SectionFrame } from './SectionFrame';
import styles from './HomeSections.module.css';

/** Favourites shown in the home FAV section's row (the same row as the other game sections). */
export const HOME_FAVOURITE_ROW = 8;

/**
 * RECENT on home (spec §2 "RECENT (logged in and non-empty)", §9 home recent 12): a logged-in
 * real member's last 12 games, most recent first, with More to `/recent`. Nothing for visitors
 * and trial accounts, while loading, or when there are none; the error with a retry when the
 * call fails.
 */
export function RecentSectionContent() {
  const { t } = useTranslation();
  const language = useLanguage();
  const account = useMemberAccount();
  const { vendors } = useCatalogue();
  const errorText = useErrorText();
  const { data, error, isFetching, refetch } = useGetRecentGamesQuery(
    account ? { account, language, page: '1', pageSize: String(RECENT_PAGE_SIZE) } : skipToken,
  );
  if (!account) return null;
  const title = t('recent');
  if (error && !isFetching) {
    return (
      <SectionFrame id="RECENT" title={title}>
        <ErrorState message={errorText(error)} retryLabel={t('retry')} onRetry={() => void refetch()} />
      </SectionFrame>
    );
  }
  if (!data || data.list.length === 0) return null;
  const more = (
    <Link className={styles.more} to={lobbyPaths.accountGame.recent} aria-label={`${t('section_more')}: ${title}`}>
      {t('section_more')}
    </Link>
  );
  return (
    <SectionFrame id="RECENT" title={title} action={more}>
      <LobbyGameGrid games={data.list} vendors={vendors} ariaLabel={title} />
    </SectionFrame>
  );
}

/**
 * FAV on home (spec §2 home sections; §7, §9 favourite fetch 999): a logged-in real member's
 * favourites, newest first, as one row of tiles with vendor filter chips (the vendors among
 * them) and More to `/favorite`. Skeleton tiles while loading, the error with a retry when the
 * call fails; nothing for visitors and trial accounts or when the member has no favourites (the
 * heart on every tile is how they start). Shares its cache entry with the FAV tab.
 */
export function FavouriteSectionContent() {
  const { t } = useTranslation();
  const language = useLanguage();
  const account = useMemberAccount();
  const { vendors } = useCatalogue();
  const errorText = useErrorText();
  const [vendor, setVendor] = useState<string | undefined>(undefined);
  const { data, error, isFetching, refetch } = useGetFavouriteListQuery(account ? homeFavouritesArgs(account, language) : skipToken);
  const games = useMemo(() => data?.content ?? [], [data]);
  const chips = useMemo(() => {
    const seen = new Map<string, Vendor>();
    for (const game of games) {
      const card = vendors.get(game.vassalage);
      if (card && !seen.has(card.vassalage)) seen.set(card.vassalage, card);
    }
    return [...seen.values()];
  }, [games, vendors]);
  if (!account) return null;
  const title = t('fav');
  const more = (
    <Link className={styles.more} to={lobbyPaths.accountGame.favorite} aria-label={`${t('section_more')}: ${title}`}>
      {t('section_more')}
    </Link>
  );
  if (error && !isFetching) {
    return (
      <SectionFrame id="FAV" title={title}>
        <ErrorState message={errorText(error)} retryLabel={t('retry')} onRetry={() => void refetch()} />
      </SectionFrame>
    );
  }
  if (!data) {
    return (
      <SectionFrame id="FAV" title={title}>
        <GameGrid className={styles.row}>
          {Array.from({ length: 6 }, (_, index) => (
            <GameTileSkeleton key={index} />
          ))}
        </GameGrid>
      </SectionFrame>
    );
  }
  if (games.length === 0) return null;
  // A vendor whose last favourite was just removed falls back to all vendors.
  const picked = vendor && chips.some((card) => card.vassalage === vendor) ? vendor : undefined;
  const shown = (picked ? games.filter((game) => game.vassalage === picked) : games).slice(0, HOME_FAVOURITE_ROW);
  return (
    <SectionFrame id="FAV" title={title} action={more}>
      {chips.length > 1 ? <VendorMenu vendors={chips} value={picked} onChange={setVendor} ariaLabel={`${t('vendors')}: ${title}`} /> : null}
      <LobbyGameGrid games={shown} vendors={vendors} ariaLabel={title} className={styles.row} />
    </SectionFrame>
  );
}
