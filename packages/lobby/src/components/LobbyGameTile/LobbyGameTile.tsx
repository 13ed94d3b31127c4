import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Game, Vendor } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { GameGrid, GameTile } from '@gamehall/ui-kit';
import { type AppDispatch, FALLBACK_ICON_PATH, gameLaunchRequested, useAppDispatch, useImageUrl } from '@gamehall/shell';
import { favouriteToggled } from '../../favourites/favouriteActions';
import { useFavouriteIds } from '../../favourites/useFavourites';

/** Props of {@link LobbyGameTile}. */
export interface LobbyGameTileProps {
  /** The game (spec §3). */
  game: Game;
  /** The vendor's display name (from the game menus); the vendor code when unknown. */
  vendorName?: string;
}

/** What every tile of a list shares: labels, the image URL resolver, the member's favourites. */
interface TileShared {
  labels: { hot: string; play: string; freeTrial: string; add: string; remove: string };
  imageUrl: (path: string) => string;
  fallbackIconUrl: string;
  favouriteIds: ReadonlySet<number> | undefined;
  dispatch: AppDispatch;
}

const TileContext = createContext<TileShared | undefined>(undefined);

/** Reads what the tiles share (the hooks a tile would otherwise run on its own). */
function useTileShared(): TileShared {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const dispatch = useAppDispatch();
  const favouriteIds = useFavouriteIds();
  return useMemo(
    () => ({
      labels: { hot: t('hot_badge'), play: t('play'), freeTrial: t('free_trial'), add: t('add_favourite'), remove: t('remove_favourite') },
      imageUrl,
      fallbackIconUrl: imageUrl(FALLBACK_ICON_PATH),
      favouriteIds,
      dispatch,
    }),
    [t, imageUrl, favouriteIds, dispatch],
  );
}

/**
 * Gives the {@link LobbyGameTile}s inside it what they share (the translated labels, the image
 * URL resolver, the member's favourite ids), read once here instead of once per tile: a tile
 * outside it reads them itself, with ten hooks and a query subscription of its own (issue 14:
 * a home page of 20 tiles mounted 20 subscriptions, each a store update on mount).
 * @param props.children the lists of tiles
 */
export function LobbyTilesProvider({ children }: { children: ReactNode }) {
  return <TileContext value={useTileShared()}>{children}</TileContext>;
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
 *
 * Lists render their tiles inside a {@link LobbyTilesProvider}; a tile on its own works the same.
 */
export function LobbyGameTile(props: LobbyGameTileProps) {
  const shared = useContext(TileContext);
  return shared ? <TileView {...props} shared={shared} /> : <StandaloneTile {...props} />;
}

function StandaloneTile(props: LobbyGameTileProps) {
  return <TileView {...props} shared={useTileShared()} />;
}

function TileView({ game, vendorName, shared }: LobbyGameTileProps & { shared: TileShared }) {
  const { labels, imageUrl, dispatch } = shared;
  const isFavourite = shared.favouriteIds?.has(game.nodeId) ?? false;
  return (
    <GameTile
      name={game.gameName}
      vendorName={vendorName ?? game.vassalage}
      iconUrl={imageUrl(game.iconUrl)}
      fallbackIconUrl={shared.fallbackIconUrl}
      isHot={game.isHot === 1}
      hotLabel={labels.hot}
      onPlay={() => dispatch(gameLaunchRequested({ game }))}
      playLabel={labels.play}
      onFreeTrial={game.supportPlay === 0 ? () => dispatch(gameLaunchRequested({ game, freePlay: true })) : undefined}
      freeTrialLabel={labels.freeTrial}
      isFavourite={isFavourite}
      onToggleFavourite={() => dispatch(favouriteToggled({ game }))}
      favouriteLabel={isFavourite ? labels.remove : labels.add}
    />
  );
}

/** Props of {@link LobbyGameGrid}. */
export interface LobbyGameGridProps {
  /** The games, in display order. */
  games: readonly Game[];
  /** The vendors by code (`useCatalogue().vendors`): each tile shows its vendor's display name. */
  vendors: ReadonlyMap<string, Vendor>;
  /** The list's accessible name (the section's title). */
  ariaLabel?: string;
  className?: string;
}

/**
 * A list of lobby games (spec §2 game lists: home sections, category pages, search results,
 * favourites, recent games): a ui-kit `GameGrid` of {@link LobbyGameTile}s, each named with its
 * vendor's display name, the vendor code when the menus do not know it.
 */
export function LobbyGameGrid({ games, vendors, ariaLabel, className }: LobbyGameGridProps) {
  return (
    <GameGrid ariaLabel={ariaLabel} className={className}>
      {games.map((game) => (
        <LobbyGameTile key={game.nodeId} game={game} vendorName={vendors.get(game.vassalage)?.displayName} />
      ))}
    </GameGrid>
  );
}
