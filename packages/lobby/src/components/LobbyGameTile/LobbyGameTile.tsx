import type { Game } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { GameTile } from '@gamehall/ui-kit';
import { FALLBACK_ICON_PATH, useImageUrl } from '@gamehall/shell';

/** Props of {@link LobbyGameTile}. */
export interface LobbyGameTileProps {
  /** The game (spec §3). */
  game: Game;
  /** The vendor's display name (from the game menus); the vendor code when unknown. */
  vendorName?: string;
}

/**
 * A game of the lobby as a ui-kit `GameTile`: icon through the image CDN with the fallback
 * image (spec §8 broken icon), Hot badge (isHot 1), vendor name. Informative only for now:
 * play, free trial and favourite arrive with the play and accounts issues, so no action
 * buttons are rendered (no dead buttons).
 */
export function LobbyGameTile({ game, vendorName }: LobbyGameTileProps) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  return (
    <GameTile
      name={game.gameName}
      vendorName={vendorName ?? game.vassalage}
      iconUrl={imageUrl(game.iconUrl)}
      fallbackIconUrl={imageUrl(FALLBACK_ICON_PATH)}
      isHot={game.isHot === 1}
      hotLabel={t('hot_badge')}
      playLabel={t('play')}
      freeTrialLabel={t('free_trial')}
      favouriteLabel={t('favourite')}
    />
  );
}
