import type { Game } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { GameTile } from '@gamehall/ui-kit';
import { FALLBACK_ICON_PATH, gameLaunchRequested, useAppDispatch, useImageUrl } from '@gamehall/shell';
import { favouriteToggled } from '../../favourites/favouriteActions';
import { useFavouriteIds } from '../../favourites/useFavourites';

/** Props of {@link LobbyGameTile}. */
export interface LobbyGameTileProps {
  /** The game (spec §3). */
  game: Game;
  /** The vendor's display name (from the game menus); the vendor code when unknown. */
  vendorName?: string;
}

/**
 * A game of the lobby as a ui-kit `GameTile` (spec §2 "Game tile: Hot badge, immediate-play
 * button, free-trial button (only when supportPlay is 0), favourite toggle"): icon through the
 * image CDN with the fallback image (spec §8 broken icon), Hot badge (isHot 1), vendor name, and
 * for everyone:
 *
 * - Play: dispatches shell's `gameLaunchRequested({ game })`; the game-launch saga decides
 *   (login popup for a visitor, in_need_true_account for a trial account, the lottery pages,
 *   the vendor game list or the game popup, spec §4).
 * - Free trial, only when `supportPlay` is 0: `gameLaunchRequested({ game, freePlay: true })`
 *   (play money, works logged out).
 * - The heart: dispatches `favouriteToggled({ game })`; the favourites saga opens the login
 *   popup for a visitor, in_need_true_account for a trial account, and otherwise adds or
 *   removes (spec §4). For a member it is pressed (`aria-pressed`) when the game is among the
 *   member's favourite ids, and named add_favourite or remove_favourite after what a press does.
 */
export function LobbyGameTile({ game, vendorName }: LobbyGameTileProps) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const dispatch = useAppDispatch();
  const isFavourite = useFavouriteIds()?.has(game.nodeId) ?? false;
  return (
    <GameTile
      name={game.gameName}
      vendorName={vendorName ?? game.vassalage}
      iconUrl={imageUrl(game.iconUrl)}
      fallbackIconUrl={imageUrl(FALLBACK_ICON_PATH)}
      isHot={game.isHot === 1}
      hotLabel={t('hot_badge')}
      onPlay={() => dispatch(gameLaunchRequested({ game }))}
      playLabel={t('play')}
      onFreeTrial={game.supportPlay === 0 ? () => dispatch(gameLaunchRequested({ game, freePlay: true })) : undefined}
      freeTrialLabel={t('free_trial')}
      isFavourite={isFavourite}
      onToggleFavourite={() => dispatch(favouriteToggled({ game }))}
      favouriteLabel={t(isFavourite ? 'remove_favourite' : 'add_favourite')}
    />
  );
}
