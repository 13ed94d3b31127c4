/**
 * The favourite toggle (spec §4 "Favourite toggle: adds or removes depending on whether the game
 * is already a favourite. Add is skipped if already present (optimistic update); remove updates
 * lists locally and calls the server"; §6 favouriting needs login; §9 "favourite toggle
 * throttled to one per 1000 ms", per game).
 *
 * The caches are patched with RTK Query's `util.updateQueryData` before the server is called, so
 * the tile's pressed state, the FAV tab and `/favorite` change at once. When the server refuses
 * or does not answer, the change is undone locally, the ids and lists are fetched again (the
 * server's truth) and the player sees `favouriteToggleFailed`'s notice.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { type Game, request, toUserMessage } from '@gamehall/api-client';
import { loginPopupRequested, realAccountRequired, selectIsLogin, selectIsTrial, selectMember, type RootState } from '@gamehall/shell';
import { favouriteToggled } from './favouriteActions';
import { FAVOURITE_IDS_TAG, FAVOURITE_LIST_TAG, type FavouriteListArgs, favouritesApi } from './favouritesApi';
import { favouriteToggleFailed } from './favouritesSlice';

/** Spec §9: a game's favourite toggle is throttled to one per 1000 ms (ms; per game, leading). */
export const FAVOURITE_TOGGLE_THROTTLE_MS = 1000;

/**
 * `put` of a thunk (RTK Query's `util` thunks): the store's dispatch runs it and the effect
 * resolves with what the thunk returns.
 */
const putThunk = <R>(thunk: ThunkAction<R, RootState, unknown, UnknownAction>) => put(thunk as unknown as UnknownAction);

/** The store state as RTK Query's selectors of {@link favouritesApi} type it (the same object). */
type ApiState = Parameters<ReturnType<typeof favouritesApi.endpoints.getFavouriteIds.select>>[0];

/**
 * Whether `nodeId` is one of `account`'s favourites in the cache: the ids when loaded, otherwise
 * any loaded favourite list holding it.
 *
 * @param state - the store state
 * @param account - the member's account
 * @param nodeId - the game
 * @returns true when the cache says it is a favourite
 */
export function selectIsCachedFavourite(state: RootState, account: string, nodeId: number): boolean {
  const apiState = state as unknown as ApiState;
  const ids = favouritesApi.endpoints.getFavouriteIds.select({ account })(apiState).data;
  if (ids) return ids.favGameIds.includes(nodeId);
  return cachedListArgs(state, account).some(
    (args) => favouritesApi.endpoints.getFavouriteList.select(args)(apiState).data?.content.some((game) => game.nodeId === nodeId) ?? false,
  );
}

/** The arguments of `account`'s cached favourite lists. */
function cachedListArgs(state: RootState, account: string): FavouriteListArgs[] {
  return favouritesApi.util.selectCachedArgsForQuery(state as unknown as ApiState, 'getFavouriteList').filter((args) => args.account === account);
}

/** Whether a newly added favourite belongs at the top of this list: its first page, its filters matching. */
function listTakes(args: FavouriteListArgs, game: Game): boolean {
  return (args.pageNo ?? '1') === '1' && (!args.gameType || args.gameType === game.gameType) && (!args.vassalage || args.vassalage === game.vassalage);
}

/** Pages for `total` items of `pageSize`. */
const pagesFor = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/** Adds `game` to the cached ids (last) and to the top of the first pages of the lists that take it, unless present. */
function* addLocally(account: string, game: Game): SagaIterator {
  yield putThunk(
    favouritesApi.util.updateQueryData('getFavouriteIds', { account }, (draft) => {
      if (!draft.favGameIds.includes(game.nodeId)) draft.favGameIds.push(game.nodeId);
    }),
  );
  const lists: FavouriteListArgs[] = yield select(cachedListArgs, account);
  for (const args of lists.filter((list) => listTakes(list, game))) {
    yield putThunk(
      favouritesApi.util.updateQueryData('getFavouriteList', args, (draft) => {
        if (draft.content.some((item) => item.nodeId === game.nodeId)) return;
        draft.content.unshift(game);
        if (draft.content.length > draft.pageSize) draft.content.pop();
        draft.total += 1;
        draft.totalPages = pagesFor(draft.total, draft.pageSize);
      }),
    );
  }
}

/** Removes `game` from the cached ids and from every cached list of `account`. */
function* removeLocally(account: string, game: Game): SagaIterator {
  yield putThunk(
    favouritesApi.util.updateQueryData('getFavouriteIds', { account }, (draft) => {
      draft.favGameIds = draft.favGameIds.filter((id) => id !== game.nodeId);
    }),
  );
  const lists: FavouriteListArgs[] = yield select(cachedListArgs, account);
  for (const args of lists) {
    yield putThunk(
      favouritesApi.util.updateQueryData('getFavouriteList', args, (draft) => {
        const index = draft.content.findIndex((item) => item.nodeId === game.nodeId);
        if (index < 0) return;
        draft.content.splice(index, 1);
        draft.total = Math.max(0, draft.total - 1);
        draft.totalPages = pagesFor(draft.total, draft.pageSize);
      }),
    );
  }
}

/**
 * Adds a favourite: the ids first, then the first pages of the cached lists (skipped where the
 * game is already present), then MCSFE_addFavoriteGameV2; on success the lists are fetched
 * again (server order and names); on failure the game is taken out again, ids and lists are
 * fetched again and the failure notice shows.
 *
 * @param account - the member's account (cache key)
 * @param game - the game to add
 */
export function* addFavourite(account: string, game: Game): SagaIterator {
  yield call(addLocally, account, game);
  try {
    yield call(request<'addFavourite'>, 'addFavourite', { body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType } });
    yield put(favouritesApi.util.invalidateTags([FAVOURITE_LIST_TAG]));
  } catch (error) {
    yield call(removeLocally, account, game);
    yield put(favouritesApi.util.invalidateTags([FAVOURITE_IDS_TAG, FAVOURITE_LIST_TAG]));
    yield put(favouriteToggleFailed({ game, adding: true, reason: toUserMessage(error) }));
  }
}

/**
 * Removes a favourite: the ids and every cached list first, then MCSFE_removeFavoriteGameV2;
 * on success the lists are fetched again (a paged list fills the gap from the next page); on
 * failure the id comes back at once, ids and lists are fetched again (restoring each list's
 * order) and the failure notice shows.
 *
 * @param account - the member's account (cache key)
 * @param game - the game to remove
 */
export function* removeFavourite(account: string, game: Game): SagaIterator {
  yield call(removeLocally, account, game);
  try {
    yield call(request<'removeFavourite'>, 'removeFavourite', { query: { nodeId: String(game.nodeId), vendor: game.vassalage, gameType: game.gameType } });
    yield put(favouritesApi.util.invalidateTags([FAVOURITE_LIST_TAG]));
  } catch (error) {
    yield putThunk(
      favouritesApi.util.updateQueryData('getFavouriteIds', { account }, (draft) => {
        if (!draft.favGameIds.includes(game.nodeId)) draft.favGameIds.push(game.nodeId);
      }),
    );
    yield put(favouritesApi.util.invalidateTags([FAVOURITE_IDS_TAG, FAVOURITE_LIST_TAG]));
    yield put(favouriteToggleFailed({ game, adding: false, reason: toUserMessage(error) }));
  }
}

/**
 * One toggle: a visitor gets the login popup, a trial account the in_need_true_account notice
 * (spec §6); a member's game is removed when the cache says it is a favourite, added otherwise.
 *
 * @param action - `favouriteToggled({ game })`
 */
export function* favouriteToggleWorker(action: ReturnType<typeof favouriteToggled>): SagaIterator {
  const { game } = action.payload;
  const isLogin: boolean = yield select(selectIsLogin);
  const member: ReturnType<typeof selectMember> = yield select(selectMember);
  if (!isLogin || !member) {
    yield put(loginPopupRequested());
    return;
  }
  const isTrial: boolean = yield select(selectIsTrial);
  if (isTrial) {
    yield put(realAccountRequired());
    return;
  }
  const favourite: boolean = yield select(selectIsCachedFavourite, member.account, game.nodeId);
  if (favourite) yield call(removeFavourite, member.account, game);
  else yield call(addFavourite, member.account, game);
}

/**
 * The favourites flow (spec §9 "favourite toggle throttled to one per 1000 ms"), per game and
 * leading-only, like the lottery's LOTTFAV toggle: a press runs at once, unless the same game
 * (`nodeId`) had a press taken less than {@link FAVOURITE_TOGGLE_THROTTLE_MS} ago, which drops
 * it (a double click does not undo itself). Presses on different games all count. Forked by the
 * lobby's play flows (started on the first of `FAVOURITE_ACTION_TYPES`).
 */
export function* favouritesSaga(): SagaIterator {
  /** When each game's last taken press came (ms since the epoch), by nodeId. */
  const lastTaken = new Map<number, number>();
  yield takeEvery(favouriteToggled.match, function* takeUnlessThrottled(action: ReturnType<typeof favouriteToggled>): SagaIterator {
    const { nodeId } = action.payload.game;
    const now = Date.now();
    const last = lastTaken.get(nodeId);
    if (last !== undefined && now - last < FAVOURITE_TOGGLE_THROTTLE_MS) return;
    lastTaken.set(nodeId, now);
    yield call(favouriteToggleWorker, action);
  });
}
