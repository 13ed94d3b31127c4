/** Route paths of the game categories (spec §2 routes). */
import type { GameType } from '@gamehall/api-client';

/** The home lobby route (spec §2). */
export const HOME_PATH = '/';

/** Home with the login popup, then redirected to `/` (spec §2 routes). */
export const LOGIN_PATH = '/login';
/** Home with the registration modal (spec §2 routes). */
export const REGISTER_PATH = '/register';
/** The agent login page (spec §2: agent-web). */
export const AGENT_LOGIN_PATH = '/agent';
/** The agent centre (spec §2: agent-web; non-agents are sent to {@link AGENT_LOGIN_PATH}). */
export const AGENT_HOME_PATH = '/agentHome';

/**
 * The lottery pages' paths (spec §2 "Routes"): the lottery game pages `/lottery`, `/seaLottery`,
 * `/vnLottery` (query `gameCode`), the other named game page paths `/lottert`, `/vnlottery`,
 * `/sealottery` (the same pages) and the seamless game page `/seamless`. The lottery package
 * serves them; the lobby's launches go to them (spec §4).
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

/** Which lottery page a path shows: `lottery`, `seaLottery` or `vnLottery`. */
export type LotteryPageKind = 'lottery' | 'seaLottery' | 'vnLottery';

/**
 * The lottery game pages (spec §2: `/lottery`, `/seaLottery`, `/vnLottery`, and the other named
 * game page paths `/lottert`, `/vnlottery`, `/sealottery`): they need login, otherwise they
 * redirect to {@link LOGIN_PATH}.
 */
export const LOTTERY_PATHS: readonly string[] = [lotteryPaths.lottery, lotteryPaths.seaLottery, lotteryPaths.vnLottery, ...Object.keys(lotteryPaths.aliases)];

const GAME_TYPE_PATHS: Record<GameType, string> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
  COCKFIGHT: '/cockfight',
};

/**
 * The route of a game category (spec §2: `/:gameType`; rng takes the query `vassalage`).
 *
 * @param gameType - the category code
 * @param vassalage - optional vendor code (added as `?vassalage=` to any category's path)
 * @returns e.g. `/rng?vassalage=PG`, `/live`
 */
export function gameTypePath(gameType: GameType, vassalage?: string): string {
  const path = GAME_TYPE_PATHS[gameType];
  return vassalage ? `${path}?vassalage=${encodeURIComponent(vassalage)}` : path;
}

/**
 * Whether a location shows a game page (spec §2: the side menu is hidden on game pages).
 *
 * @param pathname - the location's path
 * @returns true for `/seamless`, `/lottery`, `/seaLottery`, `/vnLottery` and the other named game page paths
 */
export function isGamePagePath(pathname: string): boolean {
  return pathname === lotteryPaths.seamless || LOTTERY_PATHS.includes(pathname);
}
