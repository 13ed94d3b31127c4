/**
 * Starting a game from the lobby (spec §4 "Starting a game", §2 "Vendor tile", "Header nav
 * click"): the lobby's routing of shell's play requests, in the lobby's flows chunk (started
 * with the favourites saga by `lobbySaga`). The game session itself (money, launch, frame,
 * close) is `@gamehall/play`'s: this saga decides where a request goes and hands a game to it.
 *
 * A game (`gameLaunchRequested`): a visitor gets the login popup and a trial account the
 * in_need_true_account notice, unless it is a free trial; then by vendor: TCG_LOTTO_VN →
 * `/vnLottery?gameCode=`, TCG_SEA → `/seaLottery?gameCode=`, LOTT/ELOTT → `/lottery?gameCode=`,
 * a VASSALAGE game → its vendor's game list popup; any other game → `gameSessionRequested` (the
 * game popup): `launchGame` for a PVP game, else `GCS_gameLaunchFB`.
 *
 * A vendor (`vendorLaunchRequested`): an RNG vendor → `/rng?vassalage=`; then the same login and
 * trial checks; the two lottery vendors → their page; a VASSALAGE vendor → its game list popup;
 * any other vendor's first game is found (the popup shows its spinner meanwhile,
 * `gameSessionPending`) and started as above.
 *
 * A request in flight is given up when another starts (`takeLatest`), the session closes or the
 * player logs out. Retry in the popup dispatches the original request again.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, getContext, put, race, select, take, takeLatest } from 'redux-saga/effects';
import {
  type Game,
  type GameType,
  type QueryOf,
  type UserMessage,
  SEAMLESS_VENDOR,
  VN_LOTTERY_VENDOR,
  type ValueOf,
  type Vendor,
  getClientConfig,
  request,
} from '@gamehall/api-client';
import { getLanguage } from '@gamehall/i18n';
import { gameSessionClosed, gameSessionFailed, gameSessionPending, gameSessionRequested, playErrorMessage, type LaunchCall } from '@gamehall/play';
import {
  type GameLaunchRequest,
  type RootState,
  gameLaunchRequested,
  gameTypePath,
  loggedOut,
  loginPopupRequested,
  lotteryPagePath,
  realAccountRequired,
  selectIsLogin,
  selectIsTrial,
  shellApi,
  vendorLaunchRequested,
} from '@gamehall/shell';
import { type VendorListTarget, selectVendorList, vendorListClosed, vendorListOpened } from './playSlice';

/** Game types launched on the lottery page (spec §4: LOTT or ELOTT → /lottery). */
const LOTTERY_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];

/** How sagas change route: the app's `navigate`, saga context `navigate`. */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Navigates with the app's `navigate` from saga context (nothing without one). */
function* navigateTo(to: string): SagaIterator {
  const navigate = (yield getContext('navigate')) as Navigate | undefined;
  if (navigate) yield call(navigate, to);
}

/** Leaves the popups for a page: the vendor list closes, then the route changes. */
function* goToPage(to: string): SagaIterator {
  const list = (yield select(selectVendorList)) as VendorListTarget | null;
  if (list) yield put(vendorListClosed());
  yield call(navigateTo, to);
}

/**
 * Spec §4, §6: a visitor gets the login popup, a trial account the in_need_true_account notice.
 *
 * @returns true when a real member is logged in
 */
function* mayPlay(): SagaIterator<boolean> {
  if (!((yield select(selectIsLogin)) as boolean)) {
    yield put(loginPopupRequested());
    return false;
  }
  if ((yield select(selectIsTrial)) as boolean) {
    yield put(realAccountRequired());
    return false;
  }
  return true;
}

/**
 * The vendor of a game for its game list popup: from the game menus in the cache (its display
 * name), else its code.
 *
 * @param state - the store state
 * @param game - the game
 * @returns the vendor list target
 */
export function selectVendorOf(state: RootState, game: Pick<Game, 'vassalage' | 'gameType'>): VendorListTarget {
  type MenusState = Parameters<ReturnType<typeof shellApi.endpoints.getGameMenus.select>>[0];
  const menus = shellApi.endpoints.getGameMenus.select()(state as unknown as MenusState).data ?? [];
  const card = menus.flatMap((menu) => menu.cards).find((vendor) => vendor.vassalage === game.vassalage && vendor.gameType === game.gameType);
  return { vassalage: game.vassalage, gameType: game.gameType, displayName: card?.displayName ?? game.vassalage };
}

/**
 * The launch call of a game (spec §4, §7): `launchGame` for a PVP game played with money,
 * `GCS_gameLaunchFB` for any other game and for a free trial.
 */
function launchCallOf(game: Game, freePlay: boolean): LaunchCall {
  const { nodeId, vassalage, gameType } = game;
  if (gameType === 'PVP' && !freePlay) return { endpoint: 'launchGame', body: { nodeId, vassalage, gameType } };
  return { endpoint: 'gameLaunchFB', body: { nodeId, vassalage, gameType, gameCode: game.gameCode, ...(freePlay ? { freePlay: true } : {}) } };
}

/** Hands a game to the game session, shown in the popup; retry dispatches `retry` (the lobby's request) again. */
function* startGame(game: Game, freePlay: boolean, title: string, retry: UnknownAction): SagaIterator {
  yield put(gameSessionRequested({ title, vassalage: game.vassalage, freePlay, launch: launchCallOf(game, freePlay), surface: 'popup', retry }));
}

/** A game: routed by vendor and type, or started (spec §4). */
function* launchGameFlow(gameRequest: GameLaunchRequest): SagaIterator {
  const { game, freePlay = false, fromVendorList } = gameRequest;
  if (!freePlay && !((yield call(mayPlay)) as boolean)) return;
  if (game.vassalage === VN_LOTTERY_VENDOR) return yield call(goToPage, lotteryPagePath('vnLottery', game.gameCode));
  if (game.vassalage === SEAMLESS_VENDOR) return yield call(goToPage, lotteryPagePath('seaLottery', game.gameCode));
  if (LOTTERY_TYPES.includes(game.gameType)) return yield call(goToPage, lotteryPagePath('lottery', game.gameCode));
  if (game.isGame === 'VASSALAGE' && !fromVendorList) {
    yield put(vendorListOpened((yield select(selectVendorOf, game)) as VendorListTarget));
    return;
  }
  yield call(startGame, game, freePlay, game.gameName, gameLaunchRequested(gameRequest));
}

/** The merchant code for the game list query (the `Merchant` header carries it too). */
function merchantCode(): string | undefined {
  try {
    return getClientConfig().merchantCode;
  } catch {
    return undefined;
  }
}

/** The vendor's first game (GCSGAME_gameList, pageSize 1), or null when it has none. */
function* firstGameOf(vendor: Vendor): SagaIterator<Game | null> {
  const merchant = merchantCode();
  const query: QueryOf<'gameList'> = {
      clientType: '3',
      platform: 'html5-desktop',
      ...(merchant ? { merchant } : {}),
      gameType: vendor.gameType,
      vassalage: vendor.vassalage,
      pageNo: '1',
      pageSize: '1',
      language: getLanguage(),
  };
  // `request` itself (tests provide its calls), typed for this endpoint: TypeScript does not infer
  // the generic endpoint name of `request` through `call` for a query.
  const requestGameList = request as (name: 'gameList', options: { query: QueryOf<'gameList'> }) => Promise<ValueOf<'gameList'>>;
  const page = (yield call(requestGameList, 'gameList', { query })) as ValueOf<'gameList'>;
  return page.games[0] ?? null;
}

/**
 * A vendor: its page, its game list, or its first game (spec §2 vendor tile, §4 in its order:
 * the two lottery vendors before a VASSALAGE vendor's game list).
 */
function* launchVendorFlow(vendor: Vendor): SagaIterator {
  if (vendor.gameType === 'RNG') return yield call(goToPage, gameTypePath('RNG', vendor.vassalage));
  if (!((yield call(mayPlay)) as boolean)) return;
  if (vendor.vassalage === VN_LOTTERY_VENDOR) return yield call(goToPage, lotteryPagePath('vnLottery'));
  if (vendor.vassalage === SEAMLESS_VENDOR) return yield call(goToPage, lotteryPagePath('seaLottery'));
  if (vendor.isGame === 'VASSALAGE') {
    yield put(vendorListOpened({ vassalage: vendor.vassalage, displayName: vendor.displayName, gameType: vendor.gameType }));
    return;
  }
  const title = vendor.displayName;
  const retry = vendorLaunchRequested(vendor);
  const lottery = LOTTERY_TYPES.includes(vendor.gameType);
  // A lottery vendor's game goes to the lottery page, so no popup shows meanwhile.
  const pending = gameSessionPending({ title, surface: 'popup', retry });
  if (!lottery) yield put(pending);
  let game: Game | null = null;
  // Spec §8 "Empty game list: in_no_data".
  let message: UserMessage = { key: 'in_no_data' };
  try {
    game = (yield call(firstGameOf, vendor)) as Game | null;
  } catch (error) {
    message = playErrorMessage(error);
  }
  if (!game) {
    if (lottery) yield put(pending);
    yield put(gameSessionFailed({ message }));
    return;
  }
  if (lottery) return yield call(goToPage, lotteryPagePath('lottery', game.gameCode));
  yield call(startGame, game, false, title, retry);
}

/** Whether an action asks the lobby to start something. */
const isLaunchAction = (action: unknown): action is UnknownAction => gameLaunchRequested.match(action) || vendorLaunchRequested.match(action);

/** Routes one request to its flow. */
function* launchFlow(action: UnknownAction): SagaIterator {
  if (gameLaunchRequested.match(action)) return yield call(launchGameFlow, action.payload);
  if (vendorLaunchRequested.match(action)) return yield call(launchVendorFlow, action.payload);
}

/** One request, given up when the session closes or the user logs out meanwhile. */
function* launchWorker(action: UnknownAction): SagaIterator {
  yield race({ launch: call(launchFlow, action), closed: take(gameSessionClosed.match), loggedOut: take(loggedOut.match) });
}

/**
 * The lobby's play routing (`takeLatest` of shell's `gameLaunchRequested` and
 * `vendorLaunchRequested`; see the file comment). Needs saga context `navigate` (the app's
 * router navigation) for the lottery and RNG pages.
 */
export function* playSaga(): SagaIterator {
  yield takeLatest(isLaunchAction, launchWorker);
}
