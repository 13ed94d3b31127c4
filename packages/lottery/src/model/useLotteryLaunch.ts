import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isGameMessage, toUserMessage, type LaunchValue } from '@gamehall/api-client';
import { getLanguage, useTranslation } from '@gamehall/i18n';
import { accountApi, BALANCE_TAG, HOME_PATH, useAppDispatch } from '@gamehall/shell';
import type { GameFrameState } from '@gamehall/ui-kit';
import { useLaunchLotteryMutation, type LotteryLaunchArgs } from '../api/lotteryApi';
import { launchBackUrl, launchDevice } from './lotteryModel';

/** How long a loaded game page has to say `ready` before the frame counts as blocked (ms). */
export const GAME_READY_TIMEOUT_MS = 15_000;

/** What to launch: the lottery launch shape of spec §7 without the parts filled in at launch time. */
export type LotteryLaunchRequest = Omit<LotteryLaunchArgs, 'device' | 'backUrl' | 'language'>;

/** What {@link useLotteryLaunch} returns: the `GameFrame` props and the actions around it. */
export interface LotteryLaunch {
  /** The frame's state; `elsewhere` = the game was opened in a new tab (no frame here). */
  state: GameFrameState | 'elsewhere';
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
  /** For `GameFrame.onLoad`: starts the {@link GAME_READY_TIMEOUT_MS} wait for `ready`. */
  onLoad(): void;
}

interface State {
  phase: GameFrameState | 'elsewhere';
  launch?: LaunchValue;
  error?: string;
}

type Action =
  | { type: 'launching' }
  | { type: 'launched'; launch: LaunchValue }
  | { type: 'failed'; error: string }
  | { type: 'ready' }
  | { type: 'blocked' }
  | { type: 'elsewhere' };

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
      return { phase: 'elsewhere' };
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
 * Launches a lottery game into a frame (spec §4, §7 lottery launch): calls `launchLottery` with
 * the request plus `device` (WEB or H5 by screen width), `backUrl` (the home page) and the
 * platform language, whenever the request or the language changes; a launch still in flight
 * is aborted by the next one. Then it follows the game's `postMessage`s (`isGameMessage`; the
 * frame passes on only those from the launch origin): `ready` shows the game and `balance`
 * refreshes the header balance; `close` refreshes it and goes home; `error` shows the error
 * with retry. A page that loads but never says `ready` within {@link GAME_READY_TIMEOUT_MS}
 * counts as blocked (third-party cookies refused in frames): the frame offers a new tab.
 * Leaving the game refreshes the balance too (spec: balance refresh after a game closes).
 *
 * @param request - what to launch, or null for nothing (no game selected, or a trial account)
 * @param readyTimeoutMs - how long a loaded page may take to say `ready` (default {@link GAME_READY_TIMEOUT_MS})
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

  const key = request ? JSON.stringify([request.lottoArea, request.lottoPrizeMode, request.lottoGameCode ?? '', request.lottoView]) : null;
  const requestRef = useRef(request);
  useEffect(() => {
    requestRef.current = request;
  });

  const refreshBalance = useCallback(() => {
    dispatch(accountApi.util.invalidateTags([BALANCE_TAG]));
  }, [dispatch]);

  const errorText = useCallback(
    (error: unknown) => {
      const message = toUserMessage(error);
      return message.message ?? t(message.key ?? 'unknown_error');
    },
    [t],
  );

  useEffect(() => {
    const current = requestRef.current;
    if (key === null || !current) return undefined;
    let cancelled = false;
    clearTimeout(readyTimer.current);
    send({ type: 'launching' });
    const pending = launchLottery(argsOf(current));
    pending.unwrap().then(
      (launch) => {
        if (!cancelled) send({ type: 'launched', launch });
      },
      (error: unknown) => {
        if (!cancelled && !isAbort(error)) send({ type: 'failed', error: errorText(error) });
      },
    );
    return () => {
      cancelled = true;
      pending.abort();
      clearTimeout(readyTimer.current);
    };
    // The language is part of the launch: a change relaunches the game in the new language.
  }, [key, attempt, i18n.language, launchLottery, errorText]);

  // Leaving the game (another game, another page) may have changed the balance.
  useEffect(() => () => refreshBalance(), [key, refreshBalance]);

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
          void navigate(HOME_PATH);
          break;
        case 'error':
          clearTimeout(readyTimer.current);
          send({ type: 'failed', error: t('lottery_game_stopped') });
          break;
      }
    },
    [navigate, refreshBalance, t],
  );

  const relaunch = useCallback(() => nextAttempt(), []);

  const openInNewTab = useCallback(() => {
    const current = requestRef.current;
    if (!current) return;
    // Opened now, inside the click, so that pop-up blockers allow it; pointed at the game once
    // the new launch answers.
    const tab = window.open('', '_blank');
    launchLottery(argsOf(current))
      .unwrap()
      .then(
        (launch) => {
          clearTimeout(readyTimer.current);
          if (tab) {
            tab.opener = null;
            tab.location.href = launch.launchUrl;
            send({ type: 'elsewhere' });
          } else {
            window.location.assign(launch.launchUrl);
          }
        },
        (error: unknown) => {
          tab?.close();
          send({ type: 'failed', error: errorText(error) });
        },
      );
  }, [launchLottery, errorText]);

  return {
    state: key === null ? 'loading' : state.phase,
    src: state.launch?.launchUrl,
    origin: state.launch?.launchOrigin,
    errorMessage: state.error,
    relaunch,
    openInNewTab,
    onMessage,
    onLoad,
  };
}
