/**
 * The schema-free half of the contract: each endpoint's method, path and session need, the game
 * categories and the error codes. The browser transport imports only this file, so the TypeBox
 * schemas (used by the server, the MSW handlers and tests) stay out of the player site's bundle.
 * `routes.test.ts` proves it matches the endpoint table in `endpoints.ts` entry by entry.
 */

/** Game categories of spec §1 (the `gameType` of games, vendors and menus). */
export const GAME_TYPES = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'RNG', 'COCKFIGHT'] as const;

/** Lottery prize modes (spec §9: LOTT, ZY, ELOTT, SEA). */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;

/** The seamless vendor (spec §9: its games open on `/seamless`, and on `/seaLottery` from the lobby, spec §4). */
export const SEAMLESS_VENDOR = 'TCG_SEA';
/** The VN lottery vendor (spec §4: its games open on `/vnLottery`). */
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

/** Member types (spec §6, §9): agents 1, 2, 41, 42; trial 4; an ordinary member is 0. */
export const MEMBER_TYPES = { member: 0, agent: 1, agentLevel2: 2, trial: 4, agent41: 41, agent42: 42 } as const;
/** Agent member types (spec §9). */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
/** Trial member type (spec §9). */
export const TRIAL_TYPE = 4;

export { TRANSPORT_ERROR_CODES } from './transportErrorCodes';

/**
 * The live notification socket (spec §4 notifications, §6 "loads only when logged in"):
 * socket.io at `path` on the platform's origin; the client sends its session token as
 * `auth: { token }` in the handshake; each notification arrives as `notificationEvent` with a
 * `NotificationEvent` payload; a refused handshake or a closed session answers `sessionEnded`.
 */
export const REALTIME = { path: '/wps/socket', notificationEvent: 'notification', sessionEnded: 'login.not.session' } as const;

/** Whether an endpoint needs a session: `required` (T in spec §7), `optional` (used when present), `none`. */
export type AuthMode = 'required' | 'optional' | 'none';

/** Method, path (spec §7 names), session need and body encoding of one endpoint. */
export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: AuthMode;
  /**
   * Body encoding: `json` (default), `encrypted` (spec §7 "encrypted"), `form` (form-encoded),
   * `multipart` (files: the caller passes a `FormData`, sent as is).
   */
  encoding?: 'json' | 'encrypted' | 'form' | 'multipart';
}

/** Builds a {@link RouteDef}. */
export const route = (method: RouteDef['method'], path: string, auth: AuthMode, encoding?: RouteDef['encoding']): RouteDef =>
  encoding ? { method, path, auth, encoding } : { method, path, auth };

/** The endpoints the first page load can call (status, settings, catalogue, banners, the session and its balance, favourites, play): the transport's table from the start (`transport/routeTable.ts`). */
export const coreRoutes = {
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
  publicKey: route('GET', '/wps/system/publicKey', 'none'),
  logout: route('POST', '/wps/session/logout', 'required'),
  memberInfo: route('GET', '/wps/member/info', 'required'),
  memberIcon: route('GET', '/wps/member/info/icon', 'required'),
  balance: route('GET', '/wps/v2/wallets/balance', 'required'),
  unreadCount: route('GET', '/wps/relay/CSP_unreadCount', 'required'),
  launchGame: route('POST', '/wps/game/launchGame', 'required'),
  gameLaunchFB: route('POST', '/wps/relay/GCS_gameLaunchFB', 'optional'),
  merchantWallet: route('GET', '/wps/relay/GCS_merchantWallet', 'optional'),
  walletTransfer: route('POST', '/wps/relay/GCS_walletTransfer', 'required'),
  favouriteIds: route('GET', '/wps/relay/MCSFE_getFavoriteGames', 'required'),
  favouriteList: route('GET', '/wps/relay/MCSFE_getFavoriteGamesList', 'required'),
  addFavourite: route('POST', '/wps/relay/MCSFE_addFavoriteGameV2', 'required'),
  removeFavourite: route('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', 'required'),
  recentGames: route('GET', '/wps/relay/GCS_recentGame', 'required'),
} as const satisfies Record<string, RouteDef>;
