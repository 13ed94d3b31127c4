/**
 * The lottery package's route paths (spec §2 "Routes"): the lottery game pages `/lottery`,
 * `/seaLottery`, `/vnLottery` (query `gameCode`), the other named game page paths `/lottert`,
 * `/vnlottery`, `/sealottery` (the same pages) and the seamless game page `/seamless`. The six
 * lottery paths are the shell's `LOTTERY_PATHS`.
 */
export const lotteryPaths = {
  /** LOTT and ELOTT lottery games (spec §2, §4: LOTT or ELOTT games open here with `?gameCode=`). */
  lottery: '/lottery',
  /** The SEA lottery (spec §4: the TCG_SEA vendor's games open here). */
  seaLottery: '/seaLottery',
  /** The VN lottery (spec §4: the TCG_LOTTO_VN vendor's games open here). */
  vnLottery: '/vnLottery',
  /** The other named game page paths (spec §2) and the page each shows. */
  aliases: { '/lottert': 'lottery', '/vnlottery': 'vnLottery', '/sealottery': 'seaLottery' },
  /** The seamless game page (spec §2: "Seamless game page, no footer"; the TCG_SEA vendor, spec §9). */
  seamless: '/seamless',
} as const;

/** The query parameter naming the selected lottery game (spec §2 "query gameCode"). */
export const GAME_CODE_PARAM = 'gameCode';

/** Which lottery page a path shows. */
export type LotteryPageKind = 'lottery' | 'seaLottery' | 'vnLottery';

/** Every lottery page path with the page it shows (the three pages, then the named aliases). */
export const LOTTERY_PAGE_PATHS: readonly (readonly [path: string, kind: LotteryPageKind])[] = [
  [lotteryPaths.lottery, 'lottery'],
  [lotteryPaths.seaLottery, 'seaLottery'],
  [lotteryPaths.vnLottery, 'vnLottery'],
  ...Object.entries(lotteryPaths.aliases),
];

/**
 * The path of a lottery page with a selected game (spec §2 `?gameCode=`).
 *
 * @param kind - which lottery page
 * @param gameCode - the game to select (optional)
 * @returns e.g. `/vnLottery?gameCode=VN_NORTH`
 */
export function lotteryPagePath(kind: LotteryPageKind, gameCode?: string): string {
  const path = lotteryPaths[kind];
  return gameCode ? `${path}?${GAME_CODE_PARAM}=${encodeURIComponent(gameCode)}` : path;
}
