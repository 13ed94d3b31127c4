/**
 * The schema-free half of the contract: each endpoint's method, path and session need, the game
 * categories and the error codes. The browser transport imports only this file, so the TypeBox
 * schemas (used by the server, the MSW handlers and tests) stay out of the player site's bundle.
 * `routes.test.ts` proves it matches the endpoint table in `endpoints.ts` entry by entry.
 */

/** Game categories of spec §1 (the `gameType` of games, vendors and menus). */
export const GAME_TYPES = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'RNG', 'COCKFIGHT'] as const;

/** Error codes the platform answers with (ARCHITECTURE.md "HTTP status"). */
export const ERROR_CODES = {
  badRequest: 'request.invalid',
  notFound: 'route.not.found',
  notSession: 'login.not.session',
  tooManyRequests: 'request.too.many',
  maintenance: 'system.maintenance',
  regionRestricted: 'system.region.restricted',
  internal: 'system.error',
} as const;

/** Whether an endpoint needs a session: `required` (T in spec §7), `optional` (used when present), `none`. */
export type AuthMode = 'required' | 'optional' | 'none';

/** Method, path (spec §7 names) and session need of one endpoint. */
export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: AuthMode;
}

const route = (method: RouteDef['method'], path: string, auth: AuthMode): RouteDef => ({ method, path, auth });

/** Method, path and session need of every endpoint of the contract, by endpoint name. */
export const routes = {
  systemStatus: route('GET', '/wps/system/status', 'none'),
  permissionInfo: route('GET', '/wps/system/permission/info', 'optional'),
  whitelabel: route('GET', '/wps/system/whitelabel', 'none'),
  domainRoute: route('GET', '/wps/system/domainRoute', 'none'),
  helpCenter: route('GET', '/wps/system/helpCenter', 'none'),
  registerSettings: route('GET', '/wps/system/setting/register', 'none'),
  gameMenus: route('GET', '/lgw/games/game_menus', 'optional'),
  gameList: route('GET', '/wps/relay/GCSGAME_gameList', 'optional'),
  hotGames: route('GET', '/wps/relay/GCSGAME_hotGamesV2', 'optional'),
  vendors: route('GET', '/wps/relay/GCSGAME_newGameVendor', 'optional'),
  vassGameType: route('GET', '/wps/relay/GCSGAME_getVassGameType', 'optional'),
  announcements: route('GET', '/wps/relay/MCSFE_getListAnnouncements', 'optional'),
  winnerBoard: route('GET', '/wps/relay/ODSFE2_getWinnerBoard', 'none'),
} as const satisfies Record<string, RouteDef>;
