import { useTranslation } from '@gamehall/i18n';
import { GameGrid, GameTileSkeleton } from '@gamehall/ui-kit';
import { LOBBY_PAGE_SIZE } from '../../api/lobbyApi';

/** The FAV tab while its code or the favourites load: 18 skeleton tiles in a busy status region. */
export function FavouritesSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={t('game_type_FAV')} role="status">
      <GameGrid>
        {Array.from({ length: LOBBY_PAGE_SIZE }, (_, index) => (
          <GameTileSkeleton key={index} />
        ))}
      </GameGrid>
    </div>
  );
}
