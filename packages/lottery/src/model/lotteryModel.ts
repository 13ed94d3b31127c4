/** Pure helpers of the lottery pages: which game is selected, countdowns, the game session a panel asks for. */
import type { LotteryGame, PrizeMode } from '@gamehall/api-client';
import type { GameSessionRequest } from '@gamehall/play';
import { HOME_PATH } from '@gamehall/shell';

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
 * What a lottery game panel launches (spec §7 lottery launch) without what the game session
 * fills in at launch time (`device`, `backUrl`, `language`) and without `launchMode` (always
 * `LOTT`).
 */
export interface LotteryLaunchRequest {
  /**
   * The game's vendor code (the menu game's `vassalage`, e.g. `TCG_LOTTO_VN`): the vendor wallet
   * the game plays on at a transfer-wallet merchant, where the money is moved before the launch.
   * Sent too, so the platform checks the game is that vendor's.
   */
  vassalage: string;
  /** The lottery area, e.g. `VN` or `SEA` (the game's `lottoArea`). */
  lottoArea: string;
  /** The prize mode (spec §9: LOTT, ZY, ELOTT, SEA). */
  lottoPrizeMode: PrizeMode;
  /** The lottery game; absent opens the vendor's lottery lobby. */
  lottoGameCode?: string;
  /** `betting` (the bet slip of the game) or `lobby` (the vendor's lottery lobby). */
  lottoView: 'betting' | 'lobby';
}

/**
 * The game session a lottery page's panel asks for (`@gamehall/play`'s `gameSessionRequested`):
 * `launchGame` with `launchMode: 'LOTT'` and the request's lottery fields (the session adds
 * `device`, `backUrl` and `language`), shown in the page's panel (surface `panel`); the game's
 * own close goes to the home page.
 *
 * @param title - the game's name (the frame's title)
 * @param request - what to launch
 * @returns the session request
 */
export function lotterySessionRequest(title: string, request: LotteryLaunchRequest): GameSessionRequest {
  const { vassalage, lottoArea, lottoPrizeMode, lottoGameCode, lottoView } = request;
  return {
    title,
    vassalage,
    launch: {
      endpoint: 'launchGame',
      body: { launchMode: 'LOTT', lottoArea, lottoPrizeMode, ...(lottoGameCode === undefined ? {} : { lottoGameCode }), lottoView, vassalage },
    },
    surface: 'panel',
    closePath: HOME_PATH,
  };
}
