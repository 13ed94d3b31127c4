/**
 * The favourite toggle's flow (spec §4 "Favourite toggle: adds or removes depending on whether the
 * game is already a favourite"; §6 favouriting needs login; §9 "favourite toggle throttled to one
 * per 1000 ms", per game).
 *
 * The saga decides who may toggle and whether the press adds or removes, and dispatches the
 * matching mutation of {@link favouriteMutationsApi}. The optimistic cache update, its undo and the
 * refetch of the server's truth are the mutations' own (`onQueryStarted`, `invalidatesTags`);
 * when the server refuses or does not answer, the saga shows `favouriteToggleFailed`'s notice.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, putResolve, select, takeEvery } from 'redux-saga/effects';
import { toUserMessage } from '@gamehall/api-client';
import { loginPopupRequested, realAccountRequired, selectIsLogin, selectIsTrial, selectMember } from '@gamehall/shell';
import { favouriteToggled } from './favouriteActions';
import { favouriteMutationsApi, selectIsCachedFavourite } from './favouriteMutations';
import { favouriteToggleFailed } from './favouritesSlice';

/** Spec §9: a game's favourite toggle is throttled to one per 1000 ms (ms; per game, leading). */
export const FAVOURITE_TOGGLE_THROTTLE_MS = 1000;

/** What a favourite mutation's `initiate` resolves with: `{ data }`, or `{ error }` (it never rejects). */
type FavouriteMutationResult = Awaited<ReturnType<ReturnType<typeof favouriteMutationsApi.endpoints.addFavourite.initiate>>>;

/**
 * One toggle: a visitor gets the login popup (`loginPopupRequested`), a trial account the
 * in_need_true_account notice (`realAccountRequired`, spec §6); a member's game is removed when
 * the cache says it is a favourite ({@link selectIsCachedFavourite}), added otherwise, through
 * the optimistic `removeFavourite` / `addFavourite` mutation (spec §4). When the server refuses
 * or does not answer, the mutation has undone its change and `favouriteToggleFailed` is put with
 * the message (`toUserMessage`: the server's text, or `network_error` / `unknown_error`).
 *
 * @param action - `favouriteToggled({ game })`
 * @returns the saga; it ends when the server has answered (it never throws: a failure is the notice)
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
  const mutation = favourite ? favouriteMutationsApi.endpoints.removeFavourite : favouriteMutationsApi.endpoints.addFavourite;
  // `track: false`: nothing reads this call's state in the store; the caches show its effect.
  const result: FavouriteMutationResult = yield putResolve(mutation.initiate({ account: member.account, game }, { track: false }));
  if ('error' in result) yield put(favouriteToggleFailed({ game, adding: !favourite, reason: toUserMessage(result.error) }));
}

/**
 * The favourites flow (spec §9 "favourite toggle throttled to one per 1000 ms"), per game and
 * leading-only, like the lottery's LOTTFAV toggle: a press runs at once, unless the same game
 * (`nodeId`) had a press taken less than {@link FAVOURITE_TOGGLE_THROTTLE_MS} ago, which drops
 * it (a double click does not undo itself). Presses on different games all count. Forked by the
 * lobby's play flows (started on the first of `FAVOURITE_ACTION_TYPES`).
 *
 * @returns the saga (runs until cancelled; each taken press runs {@link favouriteToggleWorker})
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
