/**
 * MSW handlers for the play endpoints (spec §2, §3, §4, §7 "Games and wallet"): launches,
 * wallets and transfers, favourites, recent games, lottery menus and draws, betting records.
 */
import { http, type HttpHandler } from 'msw';
import { ERROR_CODES, routes } from '../contract/routes';
import type { MockCatalogue } from './catalogue';
import type { MockHandlerOptions } from './handlers';

/** The play endpoints (answered by this module, not by the catalogue resolvers). */
export const PLAY_ENDPOINTS = [
  'launchGame',
  'gameLaunchFB',
  'merchantWallet',
  'walletTransfer',
  'favouriteIds',
  'favouriteList',
  'addFavourite',
  'removeFavourite',
  'recentGames',
  'lotteryRecent',
  'lotteryMenu',
  'openedNumbers',
  'numeroHistory',
  'bettingRecords',
] as const;
/** @see PLAY_ENDPOINTS */
export type PlayEndpointName = (typeof PLAY_ENDPOINTS)[number];

/**
 * Handlers of the play endpoints. Interim: each answers HTTP 501 `system.error` until the
 * stateful mocks land.
 *
 * @param _db - the catalogue
 * @param _options - the catalogue handlers' options
 * @returns one handler per play endpoint (paths match on any origin)
 */
export function createPlayHandlers(_db: MockCatalogue, _options: MockHandlerOptions = {}): HttpHandler[] {
  return PLAY_ENDPOINTS.map((name) => {
    const route = routes[name];
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    return http[method](`*${route.path}`, (): Response =>
      Response.json({ success: false, value: null, message: `${name}: not mocked yet`, errorCode: ERROR_CODES.internal }, { status: 501 }),
    );
  });
}
