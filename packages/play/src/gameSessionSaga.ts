/**
 * The game session (spec §4 "Starting a game", §7 launch and wallet calls; docs/architecture.md
 * "Where things live": the game-launch flow): one saga for every feature that starts a game.
 *
 * money ready → launch → loading → ready / blocked / new tab → close → money back → balance
 *
 * - `gameSessionRequested`, `gameSessionRetried` and `gameTabRequested` start a launch
 *   (`takeLatest`: a launch in flight is given up for the next one, and when the session closes
 *   or the player logs out). Unless it is a free trial, the member's money is made ready for the
 *   game's vendor first ({@link prepareVendorWallet}); then the launch call is made with this
 *   screen's `device`, the back URL and the platform language.
 * - After the launch the frame loads the game; from each load (`gameFrameLoaded`) the game has
 *   `readyTimeoutMs` to say `ready`, else the session is `blocked` (the frame offers a new tab).
 * - The game's messages (`gameMessageReceived`): `ready` shows it, `balance` refreshes the
 *   header balance, `close` ends the session (and goes to the request's `closePath`), `error`
 *   fails it with the game's message.
 * - `gameSessionClosed` moves every vendor wallet holding money back to main
 *   ({@link releaseVendorWallets}) and refreshes the balance. The wallet moves run one after
 *   another and are never cut off half way, so neither a given-up launch, a reload nor another
 *   tab leaves money behind.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, cancelled, delay, getContext, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { baseApi, isGameMessage, request, type LaunchValue } from '@gamehall/api-client';
import { getLanguage } from '@gamehall/i18n';
import { BALANCE_TAG, loggedOut, RECENT_TAG } from '@gamehall/shell';
import { gameBackUrl, launchDevice, type GameTab } from './gameLaunch';
import {
  type GameSession,
  type GameSessionRequest,
  gameBlocked,
  gameFrameLoaded,
  gameMessageReceived,
  gameReady,
  gameSessionClosed,
  gameSessionFailed,
  gameSessionLaunched,
  gameSessionPending,
  gameSessionRequested,
  gameSessionRetried,
  gameTabRequested,
  selectGameSession,
} from './gameSessionSlice';
import { takeGameTab } from './gameTabs';
import { gameErrorMessage, playErrorMessage } from './playMessages';
import { prepareVendorWallet, releaseVendorWallets } from './vendorWallets';

/** The cache tags a session invalidates: the balance (a game's `balance`, a close) and the recent games (a launch). */
const sessionApi = baseApi.enhanceEndpoints({ addTagTypes: [BALANCE_TAG, RECENT_TAG] });

/** How sagas change route: the app's `navigate`, saga context `navigate`. */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * The launch call with this screen's device, the back URL and the language filled in. A launch
 * given up (another one started, the session closed) aborts its request, so no late answer
 * arrives and the platform is not asked for a token nobody uses.
 */
function* launchGame(gameRequest: GameSessionRequest): SagaIterator<LaunchValue> {
  const filled = {
    device: (yield call(launchDevice)) as ReturnType<typeof launchDevice>,
    backUrl: (yield call(gameBackUrl)) as string,
    language: (yield call(getLanguage)) as string,
  };
  const { launch } = gameRequest;
  const controller = new AbortController();
  try {
    if (launch.endpoint === 'launchGame') return (yield call(request, 'launchGame', { body: { ...launch.body, ...filled }, signal: controller.signal })) as LaunchValue;
    return (yield call(request, 'gameLaunchFB', { body: { ...launch.body, ...filled }, signal: controller.signal })) as LaunchValue;
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/** Waits for the game's `ready` after each load of its frame; a silent game counts as blocked. */
function* watchReady(): SagaIterator {
  for (;;) {
    const loaded = (yield take(gameFrameLoaded.match)) as ReturnType<typeof gameFrameLoaded>;
    const { timedOut } = (yield race({ ready: take(gameReady.match), timedOut: delay(loaded.payload.readyTimeoutMs) })) as { timedOut?: true };
    if (timedOut) yield put(gameBlocked());
  }
}

/**
 * One launch of the session's request: money, launch, then (in the frame) the wait for `ready`.
 * A launch for a new tab sends the tab opened in the click to the game.
 */
function* launchWorker(): SagaIterator {
  const session = (yield select(selectGameSession)) as GameSession | null;
  const gameRequest = session?.request;
  if (!session || !gameRequest) return;
  let tab: GameTab | null = null;
  try {
    if (!gameRequest.freePlay) {
      yield call(prepareVendorWallet, gameRequest.vassalage);
      // The money moved: the header shows the main wallet's new balance.
      yield put(sessionApi.util.invalidateTags([BALANCE_TAG]));
    }
    const launch = (yield call(launchGame, gameRequest)) as LaunchValue;
    if (session.target === 'tab') {
      tab = (yield call(takeGameTab)) as GameTab | null;
      const sent = tab ? tab.go(launch.launchUrl) : false;
      tab = null;
      yield put(gameSessionLaunched({ launch, tabBlocked: !sent }));
    } else {
      yield put(gameSessionLaunched({ launch }));
    }
    // The launch wrote the member's recent games (spec §7).
    yield put(sessionApi.util.invalidateTags([RECENT_TAG]));
  } catch (error) {
    if (session.target === 'tab') (tab ?? ((yield call(takeGameTab)) as GameTab | null))?.close();
    yield put(gameSessionFailed({ message: playErrorMessage(error) }));
    return;
  }
  if (session.target === 'frame') yield call(watchReady);
}

/**
 * Whether an action starts (or restarts) a launch. A pending session (a host still finding its
 * game) gives up the launch in flight too, so its answer cannot land in the new session.
 */
const isLaunchAction = (action: unknown): action is UnknownAction =>
  gameSessionRequested.match(action) || gameSessionRetried.match(action) || gameTabRequested.match(action) || gameSessionPending.match(action);

/** A launch, given up when the session closes, the player logs out or another launch starts. */
function* launchUntilClosed(): SagaIterator {
  yield race({ launch: call(launchWorker), closed: take(gameSessionClosed.match), loggedOut: take(loggedOut.match) });
}

/** The game's messages (spec §4: the game tells the site about readiness, balance and closing). */
function* messageWorker(action: ReturnType<typeof gameMessageReceived>): SagaIterator {
  const data = action.payload;
  if (!isGameMessage(data)) return;
  switch (data.type) {
    case 'ready':
      yield put(gameReady());
      break;
    case 'balance':
      yield put(sessionApi.util.invalidateTags([BALANCE_TAG]));
      break;
    case 'close': {
      const session = (yield select(selectGameSession)) as GameSession | null;
      yield put(gameSessionClosed());
      const closePath = session?.request?.closePath;
      const navigate = (yield getContext('navigate')) as Navigate | undefined;
      if (closePath && navigate) yield call(navigate, closePath);
      break;
    }
    case 'error':
      yield put(gameSessionFailed({ message: gameErrorMessage(data.errorCode) }));
      break;
  }
}

/**
 * Closing the session (spec §4; "balance refresh after a game closes"): every vendor wallet
 * holding money back to main (after a transfer in still running), then the balance again.
 */
function* closeWorker(): SagaIterator {
  try {
    yield call(releaseVendorWallets);
  } catch {
    // The balance could not be read: the money stays where it is (the balance counts vendor
    // wallets too), and the next launch or close moves it back.
  }
  yield put(sessionApi.util.invalidateTags([BALANCE_TAG]));
}

/**
 * The game session's root saga (see the file comment): launches (`takeLatest` of
 * `gameSessionRequested`, `gameSessionRetried`, `gameTabRequested`), the game's messages and
 * the close. The app starts it as a lazy saga on the first of {@link GAME_SESSION_ACTION_TYPES}.
 * Uses saga context `navigate` (the app's router) for a request's `closePath`.
 */
export function* gameSessionSaga(): SagaIterator {
  yield takeLatest(isLaunchAction, launchUntilClosed);
  yield takeEvery(gameMessageReceived.match, messageWorker);
  yield takeEvery(gameSessionClosed.match, closeWorker);
}
