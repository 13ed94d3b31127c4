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
 * The favourite mutations are optimistic (spec §4 "Favourite toggle ... Add is skipped if already
 * present (optimistic update); remove updates lists locally and calls the server"): their
 * `onQueryStarted` patches the cached ids and lists before the server answers and undoes the
 * patches when it refuses or does not answer, as RTK Query documents optimistic updates.
 */
import { baseApi, type FavouriteBody, type Game, type QueryOf, type ValueOf } from '@gamehall/api-client';
import { RECENT_TAG, type RootState } from '@gamehall/shell';

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
 * Arguments of `addFavourite` and `removeFavourite`: the member whose caches are patched and the
 * game (spec §3 Game). The wire body is `{ nodeId, vendor: game.vassalage, gameType }` (spec §7);
 * the whole game is needed to show it at the top of the cached lists before the server answers.
 */
export interface FavouriteMutationArgs extends MemberKey {
  /** The game to add to or remove from the member's favourites. */
  game: Game;
}

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

/** The wire body of a favourite mutation (spec §7 `{ nodeId, vendor, gameType }`). */
function favouriteBody({ game }: FavouriteMutationArgs): FavouriteBody {
  return { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
}

/** The store state as RTK Query's selectors of {@link favouritesApi} type it (the same object as shell's `RootState`). */
type ApiState = Parameters<typeof favouritesApi.util.selectCachedArgsForQuery>[0];

/** The arguments of `account`'s cached favourite lists. */
function cachedListArgs(state: ApiState, account: string): FavouriteListArgs[] {
  return favouritesApi.util.selectCachedArgsForQuery(state, 'getFavouriteList').filter((args) => args.account === account);
}

/** Whether a newly added favourite belongs at the top of this list: its first page, its filters matching. */
function listTakes(args: FavouriteListArgs, game: Game): boolean {
  return (args.pageNo ?? '1') === '1' && (!args.gameType || args.gameType === game.gameType) && (!args.vassalage || args.vassalage === game.vassalage);
}

/** Pages for `total` items of `pageSize`. */
const pagesFor = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/**
 * Whether `nodeId` is one of `account`'s favourites in the cache: the ids when loaded, otherwise
 * any loaded favourite list holding it (spec §4: the toggle removes a favourite, adds otherwise).
 *
 * @param state - the store state (shell's `RootState`)
 * @param account - the member's account (the cache key)
 * @param nodeId - the game (spec §3 nodeId)
 * @returns true when the cache says it is a favourite; false when it says not, or holds nothing
 *   of `account`'s (never throws)
 */
export function selectIsCachedFavourite(state: RootState, account: string, nodeId: number): boolean {
  // Shell types `api` as the bare baseApi's (no tag types); it is this api's state at run time.
  const apiState = state as unknown as ApiState;
  const ids = favouritesApi.endpoints.getFavouriteIds.select({ account })(apiState).data;
  if (ids) return ids.favGameIds.includes(nodeId);
  return cachedListArgs(apiState, account).some(
    (args) => favouritesApi.endpoints.getFavouriteList.select(args)(apiState).data?.content.some((game) => game.nodeId === nodeId) ?? false,
  );
}

/**
 * The endpoints (all need a member session: pass `skip` unless the user is a logged-in real
 * member, see `useFavouriteIds`):
 * - `getFavouriteIds({ account })`: MCSFE_getFavoriteGames, `{ favGameIds: number[] }` (the
 *   tiles' pressed state);
 * - `getFavouriteList({ account, language, gameType?, vassalage?, pageNo?, pageSize? })`:
 *   MCSFE_getFavoriteGamesList with clientType 3, platform `flash`, pageNo 1 and pageSize 999
 *   unless given; `{ content, pageNum, pageSize, totalPages, total }`, newest first;
 * - `addFavourite({ account, game })` / `removeFavourite({ account, game })`:
 *   MCSFE_addFavoriteGameV2 (POST) and removeFavoriteGameV2 (DELETE) with `{ nodeId, vendor,
 *   gameType }` (idempotent), optimistic (spec §4): before the call, add puts the id last in the
 *   cached ids and the game at the top of the cached first pages whose `gameType` and `vassalage`
 *   filters take it (a full page drops its last game), skipped where already present; remove
 *   takes it out of the ids and every cached list. On success the lists are fetched again (server
 *   order; a paged list fills the gap); on failure the patches are undone and the ids and lists
 *   are fetched again (the server's truth), and the call resolves `{ error }`. The tiles' toggle
 *   reaches them through the favourites saga (login checks, spec §9 throttle, failure notice);
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
    addFavourite: build.mutation<ValueOf<'addFavourite'>, FavouriteMutationArgs>({
      query: (args) => ({ endpoint: 'addFavourite', body: favouriteBody(args) }),
      // The ids are right already (patched); the lists take the server's order and names.
      invalidatesTags: (_result, error) => (error ? [FAVOURITE_IDS_TAG, FAVOURITE_LIST_TAG] : [FAVOURITE_LIST_TAG]),
      async onQueryStarted({ account, game }, { dispatch, getState, queryFulfilled }) {
        const patches = [
          dispatch(
            favouritesApi.util.updateQueryData('getFavouriteIds', { account }, (draft) => {
              if (!draft.favGameIds.includes(game.nodeId)) draft.favGameIds.push(game.nodeId);
            }),
          ),
          ...cachedListArgs(getState(), account)
            .filter((args) => listTakes(args, game))
            .map((args) =>
              dispatch(
                favouritesApi.util.updateQueryData('getFavouriteList', args, (draft) => {
                  if (draft.content.some((item) => item.nodeId === game.nodeId)) return;
                  draft.content.unshift(game);
                  if (draft.content.length > draft.pageSize) draft.content.pop();
                  draft.total += 1;
                  draft.totalPages = pagesFor(draft.total, draft.pageSize);
                }),
              ),
            ),
        ];
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
    removeFavourite: build.mutation<ValueOf<'removeFavourite'>, FavouriteMutationArgs>({
      query: (args) => {
        const { nodeId, vendor, gameType } = favouriteBody(args);
        return { endpoint: 'removeFavourite', query: { nodeId: String(nodeId), vendor, gameType } };
      },
      invalidatesTags: (_result, error) => (error ? [FAVOURITE_IDS_TAG, FAVOURITE_LIST_TAG] : [FAVOURITE_LIST_TAG]),
      async onQueryStarted({ account, game }, { dispatch, getState, queryFulfilled }) {
        const patches = [
          dispatch(
            favouritesApi.util.updateQueryData('getFavouriteIds', { account }, (draft) => {
              const index = draft.favGameIds.indexOf(game.nodeId);
              if (index >= 0) draft.favGameIds.splice(index, 1);
            }),
          ),
          ...cachedListArgs(getState(), account).map((args) =>
            dispatch(
              favouritesApi.util.updateQueryData('getFavouriteList', args, (draft) => {
                const index = draft.content.findIndex((item) => item.nodeId === game.nodeId);
                if (index < 0) return;
                draft.content.splice(index, 1);
                draft.total = Math.max(0, draft.total - 1);
                draft.totalPages = pagesFor(draft.total, draft.pageSize);
              }),
            ),
          ),
        ];
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
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
export const {
  useGetFavouriteIdsQuery,
  useGetFavouriteListQuery,
  useAddFavouriteMutation,
  useRemoveFavouriteMutation,
  useGetRecentGamesQuery,
} = favouritesApi;
