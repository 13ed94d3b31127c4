import type { ReactNode } from 'react';
import type { UserMessage } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { Button, GameFrame, Spinner, type GameFrameState } from '@gamehall/ui-kit';
import { useAppDispatch, useAppSelector } from '@gamehall/shell';
import { GAME_READY_TIMEOUT_MS } from '../../gameLaunch';
import {
  type GameSession,
  type GameSessionSurface,
  gameFrameLoaded,
  gameMessageReceived,
  gameSessionClosed,
  gameSessionRetried,
  selectGameSession,
} from '../../gameSessionSlice';
import { openInNewTab } from '../../gameTabs';
import styles from './GameSessionFrame.module.css';

/** What a host's buttons do with the session (see {@link useGameSessionActions}). */
export interface GameSessionActions {
  /** Ends the session (the money moves back). */
  close: () => void;
  /** Launches again: the session's `retry` action, else the same launch (a launch token is single use). */
  retry: () => void;
  /** Opens a new tab now (call inside the click) and launches the game again for it. */
  openInNewTab: () => void;
}

/**
 * The session's buttons for a host (the popup's header, a panel's toolbar).
 *
 * @returns {@link GameSessionActions} for the current session
 */
export function useGameSessionActions(): GameSessionActions {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectGameSession);
  return {
    close: () => dispatch(gameSessionClosed()),
    retry: () => dispatch(session?.retry ?? gameSessionRetried()),
    openInNewTab: () => {
      openInNewTab(dispatch);
    },
  };
}

/**
 * The text of a {@link UserMessage}: the server's message as is, or our key of namespace `play`.
 *
 * @returns a function of the message to its text in the player's language
 */
export function useMessageText(): (message: UserMessage) => string {
  const { t } = useTranslation('play');
  return (message) => message.message ?? t(message.key ?? 'unknown_error');
}

/** The frame's state for a phase shown in the frame. */
const FRAME_STATE: Record<Exclude<GameSession['phase'], 'tab'>, GameFrameState> = {
  launching: 'loading',
  loading: 'loading',
  ready: 'ready',
  blocked: 'blocked',
  error: 'error',
};

/** Props of {@link GameSessionFrame}. */
export interface GameSessionFrameProps {
  /** The host's surface: only a session shown there renders (`popup` or `panel`). */
  surface: GameSessionSurface;
  /** While the game plays in another tab: `close` (end the session) or `playHere` (launch it here again). */
  tabAction: 'close' | 'playHere';
  /** Shown when there is no session of this surface (default nothing). */
  idle?: ReactNode;
  /** Class of the game frame (e.g. to fill the host). */
  className?: string;
  /** How long a loaded game may stay silent before it counts as blocked (ms; default {@link GAME_READY_TIMEOUT_MS}, 15 000). */
  readyTimeoutMs?: number;
}

/**
 * The game session's view (spec §2 "game popup (iframe)", §4; the lottery pages' frame): ui-kit's
 * `GameFrame` for the session of `surface`, which accepts messages only from the launch origin
 * and hands them to the session saga. It shows a spinner while the money is made ready and the
 * launch asked for, the game once it says `ready`, "blocked" with "open in a new tab" when a
 * loaded game stays silent, the error with retry; while the game plays in another tab, a note
 * (or, when the browser refused the tab, a link that opens it) with the `tabAction` button.
 * Remounted per launch URL, so each launch starts unanswered. Texts: namespace `play`.
 */
export function GameSessionFrame({ surface, tabAction, idle = null, className, readyTimeoutMs = GAME_READY_TIMEOUT_MS }: GameSessionFrameProps) {
  const { t } = useTranslation('play');
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectGameSession);
  const actions = useGameSessionActions();
  const messageText = useMessageText();
  if (!session || session.surface !== surface) return <>{idle}</>;

  if (session.target === 'tab' && session.phase !== 'error') {
    if (session.phase !== 'tab') {
      return (
        <div className={styles.panel}>
          <Spinner size={40} label={t('game_loading')} />
        </div>
      );
    }
    return (
      <div className={styles.panel} role="status">
        <p className={styles.message}>{session.tabBlocked ? t('game_tab_blocked') : tabAction === 'close' ? t('game_in_new_tab') : t('game_opened_in_tab')}</p>
        <div className={styles.actions}>
          {session.tabBlocked && session.launch ? (
            <a className={styles.link} href={session.launch.launchUrl} target="_blank" rel="noopener" referrerPolicy="origin">
              {t('game_open_new_tab')}
            </a>
          ) : null}
          {tabAction === 'close' ? (
            <Button variant="secondary" onClick={actions.close}>
              {t('game_close')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => dispatch(gameSessionRetried())}>
              {t('game_play_here')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  const phase = session.phase === 'tab' ? 'loading' : session.phase;
  return (
    <GameFrame
      key={session.launch?.launchUrl ?? 'launching'}
      className={className}
      src={session.launch?.launchUrl}
      allowedOrigin={session.launch?.launchOrigin}
      title={session.title}
      onMessage={(data) => dispatch(gameMessageReceived(data))}
      onLoad={() => dispatch(gameFrameLoaded({ readyTimeoutMs }))}
      state={FRAME_STATE[phase]}
      errorMessage={session.message ? messageText(session.message) : undefined}
      onRetry={actions.retry}
      onOpenInNewTab={actions.openInNewTab}
      labels={{ loading: t('game_loading'), retry: t('retry'), openInNewTab: t('game_open_new_tab'), blocked: t('game_blocked') }}
    />
  );
}
