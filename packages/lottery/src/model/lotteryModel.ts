/** Pure helpers of the lottery pages: which game is selected, countdowns, the launch's back URL. */
import type { LotteryGame } from '@gamehall/api-client';

/** What {@link pickLotteryGame} chose. */
export interface LotteryGamePick {
  /** The selected game, or undefined when the list is empty. */
  game: LotteryGame | undefined;
  /** A `gameCode` was asked for but is not in the list (the default was chosen instead). */
  unknownCode: boolean;
}

/**
 * Chooses the selected lottery game (spec §2 "query gameCode"): the game named by `gameCode`
 * when the list has it, otherwise the first of the user's favourites in list order, otherwise
 * the first game.
 *
 * @param games - the page's games, in the order shown
 * @param gameCode - the `gameCode` query value, if any
 * @param favourites - the user's favourite lottery game codes (LOTTFAV)
 * @returns the game and whether a requested code was unknown
 */
export function pickLotteryGame(games: readonly LotteryGame[], gameCode: string | null | undefined, favourites: readonly string[]): LotteryGamePick {
  if (gameCode) {
    const named = games.find((game) => game.gameCode === gameCode);
    if (named) return { game: named, unknownCode: false };
  }
  const favourite = games.find((game) => favourites.includes(game.gameCode));
  return { game: favourite ?? games[0], unknownCode: Boolean(gameCode) };
}

/**
 * Milliseconds until an ISO time, never negative.
 *
 * @param iso - an ISO 8601 time (e.g. a game's `nextDrawAt`)
 * @param now - the current time in ms since the epoch
 * @returns ms left (0 once passed; 0 for an unparsable time)
 */
export function msUntil(iso: string, now: number): number {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Formats a countdown: `MM:SS` under an hour, `H:MM:SS` from an hour (hours keep counting past
 * 24, e.g. `47:05:09`). Seconds are rounded up, so the last second shows `00:01`, not `00:00`.
 *
 * @param ms - milliseconds left (negative counts as 0)
 * @returns the countdown text (language-neutral digits)
 */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/**
 * The launch `backUrl` (spec §7): the site's home page as an absolute URL, where the game's own
 * back or lobby button leads.
 *
 * @returns e.g. `https://gamehall.example/`
 */
export function launchBackUrl(): string {
  return new URL('/', window.location.href).href;
}
