import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { selectMember, useAppSelector } from '@gamehall/shell';
import { getLotteryFavourites, readRawLotteryFavourites, subscribeLotteryFavourites, toggleLotteryFavourite } from './lotteryFavourites';

/** One toggle per game per this many milliseconds (spec §9 "Favourite toggle throttled to one per 1000 ms"). */
export const LOTTERY_FAVOURITE_THROTTLE_MS = 1000;

/** What {@link useLotteryFavourites} returns. */
export interface LotteryFavourites {
  /** The logged-in user's favourite lottery game codes, oldest first (`[]` when logged out). */
  favourites: readonly string[];
  /** Whether a game code is one of them. */
  isFavourite: (gameCode: string) => boolean;
  /**
   * Adds or removes a game (spec §4 favourite toggle). Ignored when logged out, and for a game
   * toggled less than {@link LOTTERY_FAVOURITE_THROTTLE_MS} ago (a double click does not undo
   * itself).
   *
   * @returns true when the game is a favourite afterwards
   */
  toggle: (gameCode: string) => boolean;
}

/**
 * The logged-in user's lottery favourites (spec §1, §3 LOTTFAV): kept per username in local
 * storage, so they survive reloads and another user on the same browser has their own list.
 * Every component using the hook re-renders when the list changes, in this tab or another.
 *
 * @returns {@link LotteryFavourites}
 * @example
 * ```tsx
 * const { isFavourite, toggle } = useLotteryFavourites();
 * <button aria-pressed={isFavourite(game.gameCode)} onClick={() => toggle(game.gameCode)}>★</button>
 * ```
 */
export function useLotteryFavourites(): LotteryFavourites {
  const username = useAppSelector(selectMember)?.account ?? null;
  const raw = useSyncExternalStore(subscribeLotteryFavourites, readRawLotteryFavourites, () => null);
  const favourites = useMemo(() => getLotteryFavourites(username, raw), [username, raw]);
  const lastToggle = useRef(new Map<string, number>());

  const isFavourite = useCallback((gameCode: string) => favourites.includes(gameCode), [favourites]);
  const toggle = useCallback(
    (gameCode: string) => {
      const before = getLotteryFavourites(username);
      if (!username) return before.includes(gameCode);
      const now = Date.now();
      const last = lastToggle.current.get(gameCode);
      if (last !== undefined && now - last < LOTTERY_FAVOURITE_THROTTLE_MS) return before.includes(gameCode);
      lastToggle.current.set(gameCode, now);
      return toggleLotteryFavourite(username, gameCode).includes(gameCode);
    },
    [username],
  );
  return useMemo(() => ({ favourites, isFavourite, toggle }), [favourites, isFavourite, toggle]);
}
