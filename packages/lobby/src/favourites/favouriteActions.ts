/**
 * The favourite toggle's actions (spec §2 "Game tile: ... favourite toggle", §4 "Favourite
 * toggle", §9 "throttled to one per 1000 ms", per game). Tiny on purpose: tiles dispatch them from the
 * first page load, while the saga that handles them ({@link favouritesSaga} in
 * `favouritesSaga.ts`) loads with the lobby's lazily started play flows on the first one.
 */
import { createAction } from '@reduxjs/toolkit';
import type { Game } from '@gamehall/api-client';

/** Payload of {@link favouriteToggled}. */
export interface FavouriteToggle {
  /** The game whose favourite toggle was pressed (spec §3 Game: nodeId, vassalage, gameType). */
  game: Game;
}

/**
 * The player pressed a game tile's favourite toggle (spec §4). The favourites saga decides:
 * a visitor gets the login popup (`loginPopupRequested`), a trial account the
 * in_need_true_account notice (`realAccountRequired`); a member's game is removed when it is
 * already a favourite and added otherwise, optimistically in the RTK Query caches. Throttled per
 * game (spec §9, one per 1000 ms): a second press on the same game (`nodeId`) within 1000 ms of
 * its last taken press is dropped; presses on different games all count.
 *
 * @example
 * ```tsx
 * <GameTile onToggleFavourite={() => dispatch(favouriteToggled({ game }))} ... />
 * ```
 */
export const favouriteToggled = createAction<FavouriteToggle>('favourites/favouriteToggled');

/**
 * The action types the favourites saga takes: the app (or the lobby's lazily started play
 * flows) starts the saga on the first of them (shell's `configureAppStore({ lazySagas })`), and
 * that first action is replayed to it.
 */
export const FAVOURITE_ACTION_TYPES: readonly string[] = [favouriteToggled.type];
