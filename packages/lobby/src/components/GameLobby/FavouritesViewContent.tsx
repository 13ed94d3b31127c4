import { skipToken } from '@reduxjs/toolkit/query/react';
import { useLanguage, useTranslation } from '@gamehall/i18n';
import { EmptyState, ErrorState } from '@gamehall/ui-kit';
import { homeFavouritesArgs, useGetFavouriteListQuery } from '../../favourites/favouritesApi';
import { useMemberAccount } from '../../favourites/useFavourites';
import { useCatalogue } from '../../model/useCatalogue';
import { useErrorText } from '../../model/useErrorText';
import { LobbyGameGrid, LobbyTilesProvider } from '../LobbyGameTile/LobbyGameTile';
import { FavouritesSkeleton } from './FavouritesSkeleton';
import styles from './FavouritesView.module.css';

/**
 * The FAV tab's content, its own chunk loaded by `FavouritesView` (spec §2, §4; §9 favourite
 * fetch 999): all of the member's favourites, newest first, in one grid
 * (MCSFE_getFavoriteGamesList, pageSize 999, the cache entry the home FAV section uses too). Skeleton tiles while loading (and while a
 * stored session is restored), the error with a retry, in_no_data with a hint when there are
 * none. A heart pressed here removes the tile at once (the favourites saga updates this list).
 */
export function FavouritesViewContent() {
  const { t } = useTranslation();
  const language = useLanguage();
  const account = useMemberAccount();
  const { vendors } = useCatalogue();
  const errorText = useErrorText();
  const { data, error, isFetching, refetch } = useGetFavouriteListQuery(account ? homeFavouritesArgs(account, language) : skipToken);
  const title = t('game_type_FAV');
  let content;
  if (error && !isFetching) content = <ErrorState message={errorText(error)} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  else if (!data) content = <FavouritesSkeleton />;
  else if (data.content.length === 0) {
    content = (
      <div className={styles.empty}>
        <EmptyState message={t('in_no_data')} />
        <p className={styles.hint}>{t('fav_empty_hint')}</p>
      </div>
    );
  } else {
    content = (
      <LobbyTilesProvider>
        <LobbyGameGrid games={data.content} vendors={vendors} ariaLabel={title} />
      </LobbyTilesProvider>
    );
  }
  return <section aria-label={title}>{content}</section>;
}
