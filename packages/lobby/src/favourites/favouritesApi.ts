/**
 * The member's favourite and recent games as RTK Query endpoints (spec §2 FAV, RECENT, `/favorite`,
 * `/recent`; §3 favGameIds, favGameList; §7 query shapes; §9 favourite fetch 999, home recent 12),
 * injected into the one `baseApi` with the cache tags `Favourite` and shell's `RECENT_TAG` (`Recent`:
 * the lobby's and the lottery's launches invalidate it).
 *
 * Every argument carries `account`, the member the cache entry belongs to. It is not sent (the
 * session says who asks); it keys the cache, so after a logout and another member's login no
 * tile or list shows the previous member's favourites from the cache.
 *
 * The favourite mutations are injected by the favourites saga's chunk (`favouriteMutations.ts`),
 * not by the home page's first load.
 */
import { baseApi, type QueryOf, type ValueOf } from '@gamehall/api-client';
import { RECENT_TAG } from '@gamehall/shell';

/** Cache tag of the favourite ids and lists (docs/architecture.md "State and side effects": a favourite toggle refreshes the favourite lists). */
export const FAVOURITE_TAG = 'Favourite' as const;
/** The favourite ids entry's tag (`{ type: 'Favourite', id: 'IDS' }`). */
export const FAVOURITE_IDS_TAG = { type: FAVOURITE_TAG, id: 'IDS' } as const;
/** Every favourite list entry's tag (`{ type: 'Favourite', id: 'LIST' }`). */
export const FAVOURITE_LIST_TAG = { type: FAVOURITE_TAG, id: 'LIST' } as const;

/** Favourite fetch on home and in the FAV tab (spec §9: 999). */
export const HOME_FAVOURITE_PAGE_SIZE = 999;
/** Favourites per page on `/favorite` (spec §9 lobby page size 18). */
export const FAVOURITE_PAGE_SIZE = 18;
/** Recent games on home and per page on `/recent` (spec §9 home recent 12; §7 pageSize 12). */
export const RECENT_PAGE_SIZE = 12;

/** Which member a cache entry belongs to (not sent, see the module comment). */
export interface MemberKey {
  /** The logged-in member's `account` (shell's `selectMember(state).account`). */
  account: string;
}

/** Arguments of `getFavouriteIds`. */
export type FavouriteIdsArgs = MemberKey;
/**
 * Arguments of `getFavouriteList` (spec §7 favourite list: language, gameType, vassalage, pageNo,
 * pageSize as digit strings; clientType 3 and platform `flash` are filled in).
 */
export type FavouriteListArgs = MemberKey & Omit<QueryOf<'favouriteList'>, 'clientType' | 'platform'>;
/** Arguments of `getRecentGames` (spec §7 recent games: vassalage, gameType, language, page, pageSize; clientType 3 filled in). */
export type RecentGamesArgs = MemberKey & Omit<QueryOf<'recentGames'>, 'clientType'>;
/**
 * The arguments of the home favourites (the FAV tab and the home FAV section share this one
 * cache entry): page 1 of 999 (spec §7, §9 favourite fetch 999).
 *
 * @param account - the member's account
 * @param language - the platform language, e.g. `EN`
 * @returns the `getFavouriteList` arguments
 */
export function homeFavouritesArgs(account: string, language: string): FavouriteListArgs {
  return { account, language, pageNo: '1', pageSize: String(HOME_FAVOURITE_PAGE_SIZE) };
}

/** Drops the cache key from the wire query. */
function wireQuery<T extends MemberKey>({ account: _account, ...query }: T): Omit<T, 'account'> {
  return query;
}

/**
 * The endpoints (all need a member session: pass `skip` unless the user is a logged-in real
 * member, see `useFavouriteIds`):
 * - `getFavouriteIds({ account })`: MCSFE_getFavoriteGames, `{ favGameIds: number[] }` (the
 *   tiles' pressed state);
 * - `getFavouriteList({ account, language, gameType?, vassalage?, pageNo?, pageSize? })`:
 *   MCSFE_getFavoriteGamesList with clientType 3, platform `flash`, pageNo 1 and pageSize 999
 *   unless given; `{ content, pageNum, pageSize, totalPages, total }`, newest first;
 * - `getRecentGames({ account, language, gameType?, vassalage?, page?, pageSize? })`:
 *   GCS_recentGame with clientType 3 and pageSize 12 unless given; `{ list, pageNo, totalPages, ... }`.
 *
 * Errors are `PlatformQueryError`s (`{ status, errorCode, message }`).
 */
export const favouritesApi = baseApi.enhanceEndpoints({ addTagTypes: [FAVOURITE_TAG, RECENT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getFavouriteIds: build.query<ValueOf<'favouriteIds'>, FavouriteIdsArgs>({
      query: () => ({ endpoint: 'favouriteIds' }),
      providesTags: [FAVOURITE_IDS_TAG],
    }),
    getFavouriteList: build.query<ValueOf<'favouriteList'>, FavouriteListArgs>({
      query: (args) => ({
        endpoint: 'favouriteList',
        query: { clientType: '3', platform: 'flash', pageNo: '1', pageSize: String(HOME_FAVOURITE_PAGE_SIZE), ...wireQuery(args) },
      }),
      providesTags: [FAVOURITE_LIST_TAG],
    }),
    getRecentGames: build.query<ValueOf<'recentGames'>, RecentGamesArgs>({
      query: (args) => ({ endpoint: 'recentGames', query: { clientType: '3', pageSize: String(RECENT_PAGE_SIZE), ...wireQuery(args) } }),
      providesTags: [RECENT_TAG],
    }),
  }),
});

/**
 * Hooks of {@link favouritesApi}.
 *
 * @example
 * ```tsx
 * const { data } = useGetFavouriteListQuery({ account, language, pageSize: '999' }, { skip: !isMember });
 * ```
 */
export const { useGetFavouriteIdsQuery, useGetFavouriteListQuery, useGetRecentGamesQuery } = favouritesApi;
