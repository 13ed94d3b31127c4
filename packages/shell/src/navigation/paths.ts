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
 * The lottery game pages (spec §2: `/lottery`, `/seaLottery`, `/vnLottery`, and the other named
 * game page paths `/lottert`, `/vnlottery`, `/sealottery`): they need login, otherwise they
 * redirect to {@link LOGIN_PATH}.
 */
export const LOTTERY_PATHS: readonly string[] = ['/lottery', '/seaLottery', '/vnLottery', '/lottert', '/vnlottery', '/sealottery'];

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
  return pathname === '/seamless' || LOTTERY_PATHS.includes(pathname);
}
