/** Route paths of the game categories (spec §2 routes). */
import type { GameType } from '@gamehall/api-client';

/** The home lobby route (spec §2). */
export const HOME_PATH = '/';

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
  return ['/seamless', '/lottery', '/seaLottery', '/vnLottery', '/lottert', '/vnlottery', '/sealottery'].includes(pathname);
}
