import type { GameType } from '@gamehall/api-client';

/**
 * The lobby's route paths (spec §2 "Routes"): the home lobby and its aliases, the help route,
 * the game list pages (`/live /fish /rng /pvp`), the game centre pages
 * (`/sports /esports /lott /elott /cockfight`) and the account game pages (`/favorite`,
 * `/recent`).
 */
export const lobbyPaths = {
  /** Home lobby (spec §2). */
  home: '/',
  /** Aliases of the home lobby (spec §2: `/index`, `/index.html`, `/home`). */
  homeAliases: ['/index', '/index.html', '/home'],
  /** Home with the help modal (spec §2 `/help#tag`). */
  help: '/help',
  /** Game list pages by game type (spec §2: `/rng` takes the query `vassalage`). */
  gameList: { LIVE: '/live', FISH: '/fish', RNG: '/rng', PVP: '/pvp' },
  /** Game centre pages by game type (spec §2). */
  gameCentre: { SPORTS: '/sports', ESPORTS: '/esports', LOTT: '/lott', ELOTT: '/elott', COCKFIGHT: '/cockfight' },
  /** Account game pages (spec §2 `/:type = favorite, recent`): the member's favourites and recent games. */
  accountGame: { favorite: '/favorite', recent: '/recent' },
} as const satisfies {
  home: string;
  homeAliases: readonly string[];
  help: string;
  gameList: Partial<Record<GameType, string>>;
  gameCentre: Partial<Record<GameType, string>>;
  accountGame: Record<string, string>;
};

/** Game types shown on a game list page (spec §2: live, fish, rng, pvp). */
export type GameListType = keyof typeof lobbyPaths.gameList;
/** Game types shown on a game centre page (spec §2: sports, esports, lott, elott, cockfight). */
export type GameCentreType = keyof typeof lobbyPaths.gameCentre;

/** The account game pages (spec §2 `/:type`): `favorite` or `recent`. */
export type AccountGameType = keyof typeof lobbyPaths.accountGame;
/** The account game pages in spec order. */
export const ACCOUNT_GAME_TYPES = Object.keys(lobbyPaths.accountGame) as AccountGameType[];

/** The game types whose page is a game list page, in spec order. */
export const GAME_LIST_TYPES = Object.keys(lobbyPaths.gameList) as GameListType[];
/** The game types whose page is a game centre page, in spec order. */
export const GAME_CENTRE_TYPES = Object.keys(lobbyPaths.gameCentre) as GameCentreType[];

/**
 * Whether a game type's page is a game list page (`/live /fish /rng /pvp`).
 *
 * @param gameType - a game type code
 * @returns true for LIVE, FISH, RNG, PVP
 */
export function isGameListType(gameType: string): gameType is GameListType {
  return gameType in lobbyPaths.gameList;
}
