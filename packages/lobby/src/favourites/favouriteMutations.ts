/**
 * The favourite toggle's mutations (spec §4 "Favourite toggle ... Add is skipped if already
 * present (optimistic update); remove updates lists locally and calls the server"; §7 add and
 * remove favourite), injected into {@link favouritesApi} by the favourites saga's chunk (their
 * only caller), so the home page's first load carries only the queries. Their `onQueryStarted`
 * patches the cached ids and lists before the server answers and undoes the patches when it
 * refuses or does not answer, as RTK Query documents optimistic updates.
 */
import type { FavouriteBody, Game, ValueOf } from '@gamehall/api-client';
import type { RootState } from '@gamehall/shell';
import { FAVOURITE_IDS_TAG, FAVOURITE_LIST_TAG, type FavouriteListArgs, type MemberKey, favouritesApi } from './favouritesApi';

/**
 * Arguments of `addFavourite` and `removeFavourite`: the member whose caches are patched and the
 * game (spec §3 Game). The wire body is `{ nodeId, vendor: game.vassalage, gameType }` (spec §7);
 * the whole game is needed to show it at the top of the cached lists before the server answers.
 */
export interface FavouriteMutationArgs extends MemberKey {
  /** The game to add to or remove from the member's favourites. */
  game: Game;
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
 * {@link favouritesApi} with the mutations (all need a member session):
 * `addFavourite({ account, game })` / `removeFavourite({ account, game })`:
 * MCSFE_addFavoriteGameV2 (POST) and removeFavoriteGameV2 (DELETE) with `{ nodeId, vendor,
 * gameType }` (idempotent), optimistic (spec §4): before the call, add puts the id last in the
 * cached ids and the game at the top of the cached first pages whose `gameType` and `vassalage`
 * filters take it (a full page drops its last game), skipped where already present; remove takes
 * it out of the ids and every cached list. On success the lists are fetched again (server order;
 * a paged list fills the gap); on failure the patches are undone and the ids and lists are
 * fetched again (the server's truth), and the call resolves `{ error }`. The tiles' toggle
 * reaches them through the favourites saga (login checks, spec §9 throttle, failure notice).
 */
export const favouriteMutationsApi = favouritesApi.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});
