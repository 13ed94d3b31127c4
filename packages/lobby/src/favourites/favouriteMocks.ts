/**
 * MSW handlers for the favourite and recent endpoints, for the lobby's stories and tests: a small
 * stateful platform over a list of games, whose favourites and recent games can be seeded, slowed
 * or made to fail. Not part of the package's public entry (test and story code only).
 *
 * Kept beside api-client's play mocks (`createHandlers`' PLAY_ENDPOINTS over a `PlayMockState`),
 * which cannot serve every case here: they answer a failure only as an envelope, never "no
 * answer" (`fail: { ... : 'network' }`, the network_error notice and the lists' error states),
 * and they serve only a catalogue's games and only to a session token registered in their
 * account store (these serve any `games` to any session). The play and route tests use these too.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { ERROR_CODES, type Game } from '@gamehall/api-client';
import { envelope, failure } from '@gamehall/api-client/mocks';

/** Which calls fail, and how. */
export type MockFailureKind = 'network' | 'refused';

/** Options of {@link favouriteHandlers}. */
export interface FavouriteMockOptions {
  /** The games the platform knows (favourites and recent games are picked from them). */
  games: readonly Game[];
  /** Favourite nodeIds, newest first (default none). */
  favourites?: readonly number[];
  /** Recent nodeIds, most recent first (default none). */
  recent?: readonly number[];
  /** Calls that fail: `network` (no answer) or `refused` (a business failure with a message). */
  fail?: Partial<Record<'ids' | 'list' | 'add' | 'remove' | 'recent', MockFailureKind>>;
  /** Calls that never answer (loading states). */
  hang?: readonly ('ids' | 'list' | 'recent')[];
  /** Delay of every answer in ms (default none). */
  delayMs?: number;
}

/** The message of a `refused` failure. */
export const MOCK_REFUSED_MESSAGE = 'Favourites are being updated, please try again later';

const ROUTES = {
  ids: '*/wps/relay/MCSFE_getFavoriteGames',
  list: '*/wps/relay/MCSFE_getFavoriteGamesList',
  add: '*/wps/relay/MCSFE_addFavoriteGameV2',
  remove: '*/wps/relay/MCSFE_removeFavoriteGameV2',
  recent: '*/wps/relay/GCS_recentGame',
} as const;

/** A page of `items` (1-based `pageNo`). */
function pageOf<T>(items: readonly T[], pageNo: number, pageSize: number) {
  const total = items.length;
  return { items: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/**
 * Handlers of MCSFE_getFavoriteGames, MCSFE_getFavoriteGamesList (gameType, vassalage, pageNo,
 * pageSize), MCSFE_addFavoriteGameV2, MCSFE_removeFavoriteGameV2 (idempotent, newest first) and
 * GCS_recentGame (page, pageSize 12). The session is not checked (the platform server's tests do
 * that). The state is per call of this function.
 *
 * @param options - the games, seeded favourites and recent games, failures and delays
 * @returns the handlers (put them before the catalogue's)
 */
export function favouriteHandlers(options: FavouriteMockOptions): HttpHandler[] {
  const byId = new Map(options.games.map((game) => [game.nodeId, game]));
  let favourites = [...(options.favourites ?? [])];
  const recent = [...(options.recent ?? [])];
  const games = (ids: readonly number[]) => ids.map((id) => byId.get(id)).filter((game): game is Game => game !== undefined);

  const answer = async (name: keyof typeof ROUTES, ok: () => Response | Promise<Response>): Promise<Response> => {
    if (options.delayMs) await delay(options.delayMs);
    if ((options.hang as readonly string[] | undefined)?.includes(name)) await delay('infinite');
    const kind = options.fail?.[name];
    if (kind === 'network') return HttpResponse.error();
    if (kind === 'refused') return failure(MOCK_REFUSED_MESSAGE, ERROR_CODES.internal);
    return ok();
  };

  return [
    http.get(ROUTES.ids, () => answer('ids', () => envelope({ favGameIds: [...favourites] }))),
    http.get(ROUTES.list, ({ request }) =>
      answer('list', () => {
        const query = new URL(request.url).searchParams;
        const gameType = query.get('gameType');
        const vassalage = query.get('vassalage');
        const matching = games(favourites).filter((game) => (!gameType || game.gameType === gameType) && (!vassalage || game.vassalage === vassalage));
        const page = pageOf(matching, Number(query.get('pageNo') ?? '1'), Number(query.get('pageSize') ?? '999'));
        return envelope({ content: page.items, pageNum: page.pageNo, pageSize: page.pageSize, totalPages: page.totalPages, total: page.total });
      }),
    ),
    http.post(ROUTES.add, ({ request }) =>
      answer('add', async () => {
        const { nodeId } = (await request.json()) as { nodeId?: number };
        if (nodeId !== undefined && byId.has(nodeId) && !favourites.includes(nodeId)) favourites = [nodeId, ...favourites];
        return envelope(null);
      }),
    ),
    http.delete(ROUTES.remove, ({ request }) =>
      answer('remove', () => {
        const nodeId = Number(new URL(request.url).searchParams.get('nodeId'));
        favourites = favourites.filter((id) => id !== nodeId);
        return envelope(null);
      }),
    ),
    http.get(ROUTES.recent, ({ request }) =>
      answer('recent', () => {
        const query = new URL(request.url).searchParams;
        const page = pageOf(games(recent), Number(query.get('page') ?? '1'), Number(query.get('pageSize') ?? '12'));
        return envelope({ list: page.items, pageNo: page.pageNo, pageSize: page.pageSize, totalPages: page.totalPages, total: page.total });
      }),
    ),
  ];
}
