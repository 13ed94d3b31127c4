/**
 * Starting a game (spec §4 "Starting a game", §2 "Vendor tile", "Header nav click"): the lobby's
 * play flows, a chunk of their own that the app starts on the first play or favourite action
 * (`lazySagas`, see {@link LOBBY_FLOW_ACTION_TYPES}).
 *
 * A game (`gameLaunchRequested`): a visitor gets the login popup and a trial account the
 * in_need_true_account notice, unless it is a free trial; then by vendor: TCG_LOTTO_VN →
 * `/vnLottery?gameCode=`, TCG_SEA → `/seaLottery?gameCode=`, LOTT/ELOTT → `/lottery?gameCode=`,
 * a VASSALAGE game → its vendor's game list popup; any other game opens in the game popup, after
 * shell's `prepareVendorWallet` got the money ready (on a transfer-wallet merchant: into the
 * vendor's wallet).
 *
 * A vendor (`vendorLaunchRequested`): an RNG vendor → `/rng?vassalage=`; then the same login and
 * trial checks; the two lottery vendors → their page; a VASSALAGE vendor → its game list popup;
 * any other vendor's first game is launched as above.
 *
 * A launch in flight is cancelled when another starts (`takeLatest`) or the popup closes. Closing
 * the game (`gameClosed`) moves the vendor wallets back (shell's `releaseVendorWallets`) and
 * refreshes the balance. The wallet moves are shell's: they run one after another and are never
 * cut off half way (a cancelled launch's transfer still completes before the next move), and
 * they read which vendor wallets hold money from a fresh balance, so neither a cancelled launch,
 * a reload nor another tab leaves money behind.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, fork, getContext, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  type Game,
  type GameLaunchFbBody,
  type GameType,
  type LaunchGameBody,
  type LaunchValue,
  type QueryOf,
  SEAMLESS_VENDOR,
  VN_LOTTERY_VENDOR,
  type ValueOf,
  type Vendor,
  getClientConfig,
  request,
} from '@gamehall/api-client';
import { getLanguage } from '@gamehall/i18n';
import {
  BALANCE_TAG,
  type GameLaunchRequest,
  RECENT_TAG,
  type RootState,
  accountApi,
  gameLaunchRequested,
  gameTypePath,
  launchDevice,
  loggedOut,
  loginPopupRequested,
  lotteryPagePath,
  prepareVendorWallet,
  realAccountRequired,
  releaseVendorWallets,
  selectIsLogin,
  selectIsTrial,
  shellApi,
  vendorLaunchRequested,
} from '@gamehall/shell';
import { favouritesSaga } from '../favourites/favouritesSaga';
import { favouritesApi } from '../favourites/favouritesApi';
import { lobbyBackUrl } from './launchParams';
import { playErrorMessage } from './playMessages';
import {
  type LaunchTarget,
  type PlayRequest,
  type VendorListTarget,
  gameClosed,
  gameLaunchFailed,
  gameLaunchStarted,
  gameLaunchSucceeded,
  gameTabRequested,
  selectGamePopup,
  selectVendorList,
  vendorListClosed,
  vendorListOpened,
} from './playSlice';

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

/** What {@link startGame} launches. */
interface GameStart {
  game: Game;
  freePlay: boolean;
  title: string;
  request: PlayRequest;
  target: LaunchTarget;
}

/**
 * Opens a game in the popup (spec §4 "anything else starts the game"): the member's money made
 * ready for the vendor (shell's `prepareVendorWallet`; not for a free trial), then launchGame
 * (PVP) or GCS_gameLaunchFB; the popup opens the answer, or shows the failure's message.
 */
function* startGame({ game, freePlay, title, request: playRequest, target }: GameStart): SagaIterator {
  yield put(gameLaunchStarted({ title, request: playRequest, target }));
  try {
    if (!freePlay) yield call(prepareVendorWallet, game.vassalage);
    const common = {
      device: (yield call(launchDevice)) as LaunchGameBody['device'],
      backUrl: (yield call(lobbyBackUrl)) as string,
      language: (yield call(getLanguage)) as string,
    };
    const value = (
      game.gameType === 'PVP' && !freePlay
        ? yield call(request, 'launchGame', {
            body: { nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType, ...common } satisfies LaunchGameBody,
          })
        : yield call(request, 'gameLaunchFB', {
            body: {
              nodeId: game.nodeId,
              vassalage: game.vassalage,
              gameType: game.gameType,
              gameCode: game.gameCode,
              ...(freePlay ? { freePlay: true } : {}),
              ...common,
            } satisfies GameLaunchFbBody,
          })
    ) as LaunchValue;
    yield put(gameLaunchSucceeded(value));
    // The launch wrote the member's recent games (spec §7).
    yield put(favouritesApi.util.invalidateTags([RECENT_TAG]));
  } catch (error) {
    yield put(gameLaunchFailed({ message: playErrorMessage(error) }));
  }
}

/** A game: routed by vendor and type, or started (spec §4). */
function* launchGameFlow(gameRequest: GameLaunchRequest, target: LaunchTarget): SagaIterator {
  const { game, freePlay = false, fromVendorList } = gameRequest;
  if (!freePlay && !((yield call(mayPlay)) as boolean)) return;
  if (game.vassalage === VN_LOTTERY_VENDOR) return yield call(goToPage, lotteryPagePath('vnLottery', game.gameCode));
  if (game.vassalage === SEAMLESS_VENDOR) return yield call(goToPage, lotteryPagePath('seaLottery', game.gameCode));
  if (LOTTERY_TYPES.includes(game.gameType)) return yield call(goToPage, lotteryPagePath('lottery', game.gameCode));
  if (game.isGame === 'VASSALAGE' && !fromVendorList) {
    yield put(vendorListOpened((yield select(selectVendorOf, game)) as VendorListTarget));
    return;
  }
  yield call(startGame, { game, freePlay, title: game.gameName, request: gameRequest, target });
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
function* launchVendorFlow(vendor: Vendor, target: LaunchTarget): SagaIterator {
  if (vendor.gameType === 'RNG') return yield call(goToPage, gameTypePath('RNG', vendor.vassalage));
  if (!((yield call(mayPlay)) as boolean)) return;
  if (vendor.vassalage === VN_LOTTERY_VENDOR) return yield call(goToPage, lotteryPagePath('vnLottery'));
  if (vendor.vassalage === SEAMLESS_VENDOR) return yield call(goToPage, lotteryPagePath('seaLottery'));
  if (vendor.isGame === 'VASSALAGE') {
    yield put(vendorListOpened({ vassalage: vendor.vassalage, displayName: vendor.displayName, gameType: vendor.gameType }));
    return;
  }
  const title = vendor.displayName;
  const playRequest: PlayRequest = { vendor };
  const lottery = LOTTERY_TYPES.includes(vendor.gameType);
  // A lottery vendor's game goes to the lottery page, so no popup shows meanwhile.
  if (!lottery) yield put(gameLaunchStarted({ title, request: playRequest, target }));
  let game: Game | null;
  try {
    game = (yield call(firstGameOf, vendor)) as Game | null;
  } catch (error) {
    yield put(gameLaunchFailed({ title, request: playRequest, message: playErrorMessage(error) }));
    return;
  }
  if (!game) {
    // Spec §8 "Empty game list: in_no_data".
    yield put(gameLaunchFailed({ title, request: playRequest, message: { key: 'in_no_data' } }));
    return;
  }
  if (lottery) return yield call(goToPage, lotteryPagePath('lottery', game.gameCode));
  yield call(startGame, { game, freePlay: false, title, request: playRequest, target });
}

/** Whether an action starts (or restarts) a launch. */
const isLaunchAction = (action: unknown): action is UnknownAction =>
  gameLaunchRequested.match(action) || vendorLaunchRequested.match(action) || gameTabRequested.match(action);

/** Routes one launch action to its flow. */
function* launchFlow(action: UnknownAction): SagaIterator {
  if (gameLaunchRequested.match(action)) return yield call(launchGameFlow, action.payload, 'frame');
  if (vendorLaunchRequested.match(action)) return yield call(launchVendorFlow, action.payload, 'frame');
  // "Open in a new tab": the open popup's game again, for a new tab (the launch token is single use).
  const popup = (yield select(selectGamePopup)) as ReturnType<typeof selectGamePopup>;
  if (!popup) return;
  const replay = popup.request;
  if ('vendor' in replay) return yield call(launchVendorFlow, replay.vendor, 'tab');
  return yield call(launchGameFlow, replay, 'tab');
}

/** One launch, given up when the popup closes or the user logs out meanwhile. */
function* launchWorker(action: UnknownAction): SagaIterator {
  yield race({ launch: call(launchFlow, action), closed: take(gameClosed.match), loggedOut: take(loggedOut.match) });
}

/**
 * Closing the game (spec §4, issue 5 "balance refresh after a game closes"): every vendor wallet
 * holding money back to main (shell's `releaseVendorWallets`, after a transfer in still running),
 * then the balance is fetched again.
 */
function* closeWorker(): SagaIterator {
  try {
    yield call(releaseVendorWallets);
  } catch {
    // The balance could not be read: the money stays where it is (the balance counts vendor
    // wallets too), and the next launch or close moves it back.
  }
  yield put(accountApi.util.invalidateTags([BALANCE_TAG]));
}

/**
 * The lobby's root saga of the play flows: the game launch (`takeLatest` of
 * `gameLaunchRequested`, `vendorLaunchRequested` and `gameTabRequested`), closing the game
 * (`gameClosed`: wallets back, balance refreshed) and the favourites saga (forked).
 *
 * Needs saga context `navigate` (the app's router navigation) for the lottery and RNG pages.
 */
export function* playSaga(): SagaIterator {
  yield fork(favouritesSaga);
  yield takeLatest(isLaunchAction, launchWorker);
  yield takeEvery(gameClosed.match, closeWorker);
}
