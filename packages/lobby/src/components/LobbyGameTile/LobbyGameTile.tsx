import type { Game } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { GameTile } from '@gamehall/ui-kit';
import { FALLBACK_ICON_PATH, selectIsLogin, selectIsTrial, useAppSelector, useImageUrl, useRealAccountAction } from '@gamehall/shell';

/** Props of {@link LobbyGameTile}. */
export interface LobbyGameTileProps {
  /** The game (spec §3). */
  game: Game;
  /** The vendor's display name (from the game menus); the vendor code when unknown. */
  vendorName?: string;
}

/**
 * A game of the lobby as a ui-kit `GameTile`: icon through the image CDN with the fallback
 * image (spec §8 broken icon), Hot badge (isHot 1), vendor name. Play and favourite need a
 * real account (spec §4 "Starting a game: not logged in opens the login popup; trial account
 * shows an info dialog", §6): a visitor's buttons open the login popup, a trial account's show
 * in_need_true_account. Starting a game and the favourite toggle themselves arrive with the
 * play issue, so a member sees no play or favourite button yet (no dead buttons); free trial
 * (supportPlay 0) arrives with it too.
 */
export function LobbyGameTile({ game, vendorName }: LobbyGameTileProps) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const isLogin = useAppSelector(selectIsLogin);
  const isTrial = useAppSelector(selectIsTrial);
  const requireRealAccount = useRealAccountAction();
  const guarded = !isLogin || isTrial ? requireRealAccount : undefined;
  return (
    <GameTile
      name={game.gameName}
      vendorName={vendorName ?? game.vassalage}
      iconUrl={imageUrl(game.iconUrl)}
      fallbackIconUrl={imageUrl(FALLBACK_ICON_PATH)}
      isHot={game.isHot === 1}
      hotLabel={t('hot_badge')}
      onPlay={guarded}
      playLabel={t('play')}
      freeTrialLabel={t('free_trial')}
      onToggleFavourite={guarded}
      favouriteLabel={t('add_favourite')}
    />
  );
}
