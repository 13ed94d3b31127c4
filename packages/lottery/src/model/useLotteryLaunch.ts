import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isGameMessage, toUserMessage, type LaunchValue } from '@gamehall/api-client';
import { getLanguage, useTranslation } from '@gamehall/i18n';
import {
  accountApi,
  BALANCE_TAG,
  GAME_READY_TIMEOUT_MS,
  HOME_PATH,
  launchDevice,
  openGameTab,
  prepareVendorWallet,
  releaseVendorWallets,
  useAppDispatch,
} from '@gamehall/shell';
import type { GameFrameState } from '@gamehall/ui-kit';
import { useLaunchLotteryMutation, type LotteryLaunchArgs } from '../api/lotteryApi';
import { launchBackUrl } from './lotteryModel';

/** What to launch: the lottery launch shape of spec §7 without the parts filled in at launch time. */
export type LotteryLaunchRequest = Omit<LotteryLaunchArgs, 'device' | 'backUrl' | 'language'>;

/** What {@link useLotteryLaunch} returns: the `GameFrame` props and the actions around it. */
export interface LotteryLaunch {
  /** The frame's state; `elsewhere` = the game was opened in a new tab (no frame here). */
  state: GameFrameState | 'elsewhere';
  /**
   * State `elsewhere` when the browser blocked the new tab (or it was closed before the launch
   * answered): the new launch's URL, for a link the player opens the game with.
   */
  tabBlockedUrl?: string;
  /** The launch URL (one-time token), once launched. */
  src?: string;
  /** The launch origin: the only origin whose messages are accepted. */
  origin?: string;
  /** The translated error of state `error`. */
  errorMessage?: string;
  /** Launches again (a new token: the old one was used by the first load). */
  relaunch(): void;
  /** Launches again into a new browser tab (for browsers that block games in frames). */
  openInNewTab(): void;
  /** For `GameFrame.onMessage`: the game's messages (ready, balance, close, error). */
  onMessage(data: unknown): void;
  /** For `GameFrame.onLoad`: starts the wait for `ready` (shell's `GAME_READY_TIMEOUT_MS` by default). */
  onLoad(): void;
}

interface State {
  phase: GameFrameState | 'elsewhere';
  launch?: LaunchValue;
  error?: string;
  /** Phase `elsewhere` without a tab: the launch URL to offer as a link. */
  tabBlockedUrl?: string;
}

type Action =
  | { type: 'launching' }
  | { type: 'launched'; launch: LaunchValue }
  | { type: 'failed'; error: string }
  | { type: 'ready' }
  | { type: 'blocked' }
  | { type: 'elsewhere'; tabBlockedUrl?: string };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'launching':
      return { phase: 'loading' };
    case 'launched':
      return { phase: 'loading', launch: action.launch };
    case 'failed':
      return { phase: 'error', launch: state.launch, error: action.error };
    case 'ready':
      return state.phase === 'loading' || state.phase === 'blocked' ? { ...state, phase: 'ready' } : state;
    case 'blocked':
      return state.phase === 'loading' ? { ...state, phase: 'blocked' } : state;
    case 'elsewhere':
      return { phase: 'elsewhere', ...(action.tabBlockedUrl ? { tabBlockedUrl: action.tabBlockedUrl } : {}) };
  }
}

/** The full launch arguments: the request plus this screen's device, the back URL and the language. */
function argsOf(request: LotteryLaunchRequest): LotteryLaunchArgs {
  return { ...request, device: launchDevice(), backUrl: launchBackUrl(), language: getLanguage() };
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && (error as { name: unknown }).name === 'AbortError';
}

/**
 * Launches a lottery game into a frame (spec §4, §7 lottery launch), whenever the request or the
 * language changes (a launch still in flight is given up for the next one):
 *
 * 1. the member's money is made ready for the game's vendor (shell's `prepareVendorWallet`: on
 *    a transfer-wallet merchant other vendor wallets back to main, then all of main into this
 *    vendor's wallet, where the lottery bets), after any wallet move still running;
 * 2. `launchLottery` with the request plus `device` (shell's `launchDevice`), `backUrl` (the
 *    home page) and the platform language.
 *
 * Then it follows the game's `postMessage`s (`isGameMessage`; the frame passes on only those
 * from the launch origin): `ready` shows the game and `balance` refreshes the header balance;
 * `close` moves the vendor wallets back (shell's `releaseVendorWallets`), refreshes the balance
 * and goes home; `error` shows the error with retry. A page that loads but never says `ready`
 * within shell's `GAME_READY_TIMEOUT_MS` counts as blocked (third-party cookies refused in
 * frames): the frame offers a new tab. Leaving the game refreshes the balance (spec: balance
 * refresh after a game closes); leaving the page (unmount) also moves the vendor wallets back
 * first. "Open in a new tab" opens the tab in the click (shell's `openGameTab`), prepares and
 * launches again, and never navigates this page: a blocked tab gets `tabBlockedUrl` for a link.
 *
 * @param request - what to launch, or null for nothing (no game selected, or a trial account)
 * @param readyTimeoutMs - how long a loaded page may take to say `ready` (ms; default shell's `GAME_READY_TIMEOUT_MS`, 15 000)
 * @returns the frame state and actions ({@link LotteryLaunch})
 */
export function useLotteryLaunch(request: LotteryLaunchRequest | null, readyTimeoutMs = GAME_READY_TIMEOUT_MS): LotteryLaunch {
  const { t, i18n } = useTranslation('lottery');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [launchLottery] = useLaunchLotteryMutation();
  const [state, send] = useReducer(reducer, { phase: 'loading' });
  const [attempt, nextAttempt] = useReducer((n: number) => n + 1, 0);
  const readyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Money may sit in a vendor wallet for this page's game: release it when leaving. */
  const prepared = useRef(false);

  const key = request ? JSON.stringify([request.vassalage, request.lottoArea, request.lottoPrizeMode, request.lottoGameCode ?? '', request.lottoView]) : null;
  const requestRef = useRef(request);
  useEffect(() => {
    requestRef.current = request;
  });

  const refreshBalance = useCallback(() => {
    dispatch(accountApi.util.invalidateTags([BALANCE_TAG]));
  }, [dispatch]);

  /** Moves the vendor wallets back (when money may be there), then refreshes the balance. */
  const release = useCallback(() => {
    if (!prepared.current) return;
    prepared.current = false;
    // A failed balance read leaves the money where it is: the balance counts it, the next move finds it.
    void releaseVendorWallets()
      .catch(() => undefined)
      .then(refreshBalance);
  }, [refreshBalance]);

  /** The money made ready for `current`'s vendor, then a launch of it (rejects with an `AbortError` once aborted). */
  const launchWithMoney = useCallback(
    (current: LotteryLaunchRequest, signal: { aborted: boolean; abort?: () => void }) => {
      prepared.current = true;
      return prepareVendorWallet(current.vassalage).then(() => {
        if (signal.aborted) throw new DOMException('launch given up', 'AbortError');
        const pending = launchLottery(argsOf(current));
        signal.abort = () => pending.abort();
        return pending.unwrap();
      });
    },
    [launchLottery],
  );

  const errorText = useCallback(
    (error: unknown) => {
      const message = toUserMessage(error);
      return message.message ?? t(message.key ?? 'unknown_error');
    },
    [t],
  );
  // Read through a ref: `t` changes when the lottery texts finish loading, and that must not
  // relaunch the game (the frame would be replaced under the player).
  const errorTextRef = useRef(errorText);
  useEffect(() => {
    errorTextRef.current = errorText;
  });

  useEffect(() => {
    const current = requestRef.current;
    if (key === null || !current) return undefined;
    const signal: { aborted: boolean; abort?: () => void } = { aborted: false };
    clearTimeout(readyTimer.current);
    send({ type: 'launching' });
    launchWithMoney(current, signal).then(
      (launch) => {
        if (!signal.aborted) send({ type: 'launched', launch });
      },
      (error: unknown) => {
        if (!signal.aborted && !isAbort(error)) send({ type: 'failed', error: errorTextRef.current(error) });
      },
    );
    return () => {
      signal.aborted = true;
      signal.abort?.();
      clearTimeout(readyTimer.current);
    };
    // The language is part of the launch: a change relaunches the game in the new language.
  }, [key, attempt, i18n.language, launchWithMoney]);

  // Leaving the game (another game, another page) may have changed the balance.
  useEffect(() => () => refreshBalance(), [key, refreshBalance]);
  // Leaving the page: the money comes back from the vendor wallet (another game's launch on this
  // page moves it by itself).
  useEffect(() => () => release(), [release]);

  const onLoad = useCallback(() => {
    clearTimeout(readyTimer.current);
    readyTimer.current = setTimeout(() => send({ type: 'blocked' }), readyTimeoutMs);
  }, [readyTimeoutMs]);

  const onMessage = useCallback(
    (data: unknown) => {
      if (!isGameMessage(data)) return;
      switch (data.type) {
        case 'ready':
          clearTimeout(readyTimer.current);
          send({ type: 'ready' });
          break;
        case 'balance':
          refreshBalance();
          break;
        case 'close':
          refreshBalance();
          release();
          void navigate(HOME_PATH);
          break;
        case 'error':
          clearTimeout(readyTimer.current);
          send({ type: 'failed', error: t('lottery_game_stopped') });
          break;
      }
    },
    [navigate, refreshBalance, release, t],
  );

  const relaunch = useCallback(() => nextAttempt(), []);

  const openInNewTab = useCallback(() => {
    const current = requestRef.current;
    if (!current) return;
    // Opened now, inside the click, so that pop-up blockers allow it; pointed at the game once
    // the new launch answers. This page never navigates away: a blocked tab gets a link.
    const tab = openGameTab();
    launchWithMoney(current, { aborted: false }).then(
      (launch) => {
        clearTimeout(readyTimer.current);
        send(tab.go(launch.launchUrl) ? { type: 'elsewhere' } : { type: 'elsewhere', tabBlockedUrl: launch.launchUrl });
      },
      (error: unknown) => {
        tab.close();
        send({ type: 'failed', error: errorText(error) });
      },
    );
  }, [launchWithMoney, errorText]);

  return {
    state: key === null ? 'loading' : state.phase,
    tabBlockedUrl: state.tabBlockedUrl,
    src: state.launch?.launchUrl,
    origin: state.launch?.launchOrigin,
    errorMessage: state.error,
    relaunch,
    openInNewTab,
    onMessage,
    onLoad,
  };
}
