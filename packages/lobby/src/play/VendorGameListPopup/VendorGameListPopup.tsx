import { useId, useState } from 'react';
import type { Game } from '@gamehall/api-client';
import { useLanguage, useTranslation } from '@gamehall/i18n';
import { EmptyState, ErrorState, GameGrid, GameTile, GameTileSkeleton, IconButton, Pagination, icons } from '@gamehall/ui-kit';
import { FALLBACK_ICON_PATH, gameLaunchRequested, useAppDispatch, useAppSelector, useImageUrl } from '@gamehall/shell';
import { LOBBY_PAGE_SIZE, useGetVassGameTypeQuery } from '../../api/lobbyApi';
import { useErrorText } from '../../model/useErrorText';
import { type VendorListTarget, selectVendorList, vendorListClosed } from '../playSlice';
import { PlayModal } from '../PlayModal/PlayModal';
import styles from './VendorGameListPopup.module.css';

/**
 * The game list popup of a VASSALAGE vendor (spec §2 "game popup ... also the vendor game list",
 * §4 "isGame VASSALAGE opens the popup game list"), shown while the play slice names a vendor:
 * its games from GCSGAME_getVassGameType, 18 a page with the lobby's pager, as tiles whose play
 * (and free trial, supportPlay 0) start the game at once (`fromVendorList: true`), over which
 * the game popup opens; closing the game comes back to the list. Skeleton tiles while loading,
 * in_no_data when empty, the error with a retry when the call fails.
 */
export function VendorGameListPopup() {
  const vendor = useAppSelector(selectVendorList);
  return vendor ? <VendorGameList key={`${vendor.gameType}:${vendor.vassalage}`} vendor={vendor} /> : null;
}

function VendorGameList({ vendor }: { vendor: VendorListTarget }) {
  const { t } = useTranslation('play');
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const errorText = useErrorText();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const { data, error, isFetching, refetch } = useGetVassGameTypeQuery({
    vassalage: vendor.vassalage,
    gameType: vendor.gameType,
    pageNo: String(page),
    pageSize: String(LOBBY_PAGE_SIZE),
    language,
  });
  const close = () => dispatch(vendorListClosed());

  let body;
  if (error && !isFetching) {
    body = <ErrorState message={errorText(error)} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  } else if (!data) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('loading')}>
        <GameGrid>
          {Array.from({ length: 12 }, (_, index) => (
            <GameTileSkeleton key={index} />
          ))}
        </GameGrid>
      </div>
    );
  } else if (data.list.length === 0 && !isFetching) {
    body = <EmptyState message={t('in_no_data')} />;
  } else {
    body = (
      <div aria-busy={isFetching} className={isFetching ? styles.fetching : undefined}>
        <GameGrid ariaLabel={vendor.displayName}>
          {data.list.map((game) => (
            <VendorGameTile key={game.nodeId} game={game} vendorName={vendor.displayName} />
          ))}
        </GameGrid>
        <Pagination
          className={styles.pager}
          pageCount={data.totalPages}
          page={Math.min(page, Math.max(data.totalPages, 1))}
          onPageChange={setPage}
          pageRange={5}
          marginPages={2}
          ariaLabel={t('pagination', { defaultValue: 'Pagination' })}
          labels={{ previous: t('previous'), next: t('next'), page: (n) => t('page_n', { n }) }}
        />
      </div>
    );
  }

  return (
    <PlayModal labelledBy={titleId} onClose={close} size="list">
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {vendor.displayName}
        </h2>
        <IconButton label={t('close')} icon={<icons.close />} onClick={close} />
      </header>
      <div className={styles.body}>{body}</div>
    </PlayModal>
  );
}

/** A game of the list: play and free trial start it at once (no list again). */
function VendorGameTile({ game, vendorName }: { game: Game; vendorName: string }) {
  const { t } = useTranslation('play');
  const dispatch = useAppDispatch();
  const imageUrl = useImageUrl();
  return (
    <GameTile
      name={game.gameName}
      vendorName={vendorName}
      iconUrl={imageUrl(game.iconUrl)}
      fallbackIconUrl={imageUrl(FALLBACK_ICON_PATH)}
      isHot={game.isHot === 1}
      hotLabel={t('hot_badge')}
      onPlay={() => dispatch(gameLaunchRequested({ game, fromVendorList: true }))}
      playLabel={t('play')}
      onFreeTrial={game.supportPlay === 0 ? () => dispatch(gameLaunchRequested({ game, freePlay: true, fromVendorList: true })) : undefined}
      freeTrialLabel={t('free_trial')}
      favouriteLabel={t('add_favourite')}
    />
  );
}
