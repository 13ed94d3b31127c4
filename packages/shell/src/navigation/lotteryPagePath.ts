/**
 * Links to a lottery page with a selected game (spec §2 "query gameCode", §4). Apart from
 * `paths.ts` (which the home page's first load carries) since only launches and the lottery
 * pages use it.
 */
import { type LotteryPageKind, lotteryPaths } from './paths';

/** The query parameter naming the selected lottery game (spec §2 "query gameCode"). */
export const GAME_CODE_PARAM = 'gameCode';

/**
 * The path of a lottery page with a selected game (spec §2 `?gameCode=`, §4: TCG_LOTTO_VN →
 * `/vnLottery`, TCG_SEA → `/seaLottery`, LOTT or ELOTT → `/lottery`).
 *
 * @param kind - which lottery page
 * @param gameCode - the game to select (optional; URL-encoded)
 * @returns e.g. `/vnLottery?gameCode=VN_NORTH`, or `/seaLottery` without a game
 */
export function lotteryPagePath(kind: LotteryPageKind, gameCode?: string): string {
  const path = lotteryPaths[kind];
  return gameCode ? `${path}?${GAME_CODE_PARAM}=${encodeURIComponent(gameCode)}` : path;
}
