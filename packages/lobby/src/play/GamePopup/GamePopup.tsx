import { useEffect, useId, useRef, useState } from 'react';
import { type UserMessage, isGameMessage } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { Button, Dialog, GameFrame, IconButton, Spinner, icons } from '@gamehall/ui-kit';
import {
  BALANCE_TAG,
  GAME_READY_TIMEOUT_MS,
  type GameTab,
  accountApi,
  gameLaunchRequested,
  openGameTab,
  useAppDispatch,
  useAppSelector,
  vendorLaunchRequested,
} from '@gamehall/shell';
import { gameErrorMessage } from '../playMessages';
import { type GamePopupState, type PlayRequest, gameClosed, gameLaunchFailed, gameTabRequested, selectGamePopup } from '../playSlice';
import { PlayModal } from '../PlayModal/PlayModal';
import styles from './GamePopup.module.css';

/** Props of {@link GamePopup}. */
export interface GamePopupProps {
  /** Milliseconds after the frame's `load` without a `ready` message before "blocked" shows (default shell's `GAME_READY_TIMEOUT_MS`, 15 000). */
  readyTimeoutMs?: number;
}

/** The action that starts `request` again (retry). */
const relaunch = (request: PlayRequest) => ('vendor' in request ? vendorLaunchRequested(request.vendor) : gameLaunchRequested(request));

/** The text of a {@link UserMessage}: the server's message as is, or our translated key. */
function useMessageText(): (message: UserMessage) => string {
  const { t } = useTranslation('play');
  return (message) => message.message ?? t(message.key ?? 'unknown_error');
}

/** A small "open in a new window" glyph (ui-kit has none). */
function NewTabIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}

/**
 * The game popup (spec §2 "Modals: game popup (iframe)", §4, §8), driven by the play slice:
 *
 * - launching / open: a full-screen dialog on phones, a large modal on desktop, with a header
 *   (back = close, the game name, retry = relaunch, open in a new tab) over ui-kit's
 *   `GameFrame`, which accepts messages only from the launch origin and its own frame. The game
 *   shows once it says `ready`; a frame that loaded but stays silent for 15 s shows "blocked"
 *   (third-party cookies blocked in frames) with "open in a new tab". A `balance` message
 *   refreshes the header balance; `close` closes; `error` shows its message.
 * - "Open in a new tab" (shell's `openGameTab`) opens `about:blank` at once (inside the click,
 *   so no popup blocker stops it), cuts its `opener`, relaunches (the launch token is single use)
 *   and then sends the tab to the new launch URL; the popup then says the game is in another
 *   tab, and closing it ends the game (the wallet moves back). When the browser blocked the tab
 *   (or it was closed meanwhile) the popup offers a link to the launch instead.
 * - error: the spec §8 dialog (warning icon, the message, in_increase_submit) with a retry.
 *
 * Closing (back, Escape, the game's `close`, the dialog) dispatches `gameClosed`.
 */
export function GamePopup({ readyTimeoutMs = GAME_READY_TIMEOUT_MS }: GamePopupProps) {
  const { t } = useTranslation('play');
  const dispatch = useAppDispatch();
  const popup = useAppSelector(selectGamePopup);
  const messageText = useMessageText();
  const titleId = useId();
  const tabRef = useRef<GameTab | null>(null);
  const [tabBlocked, setTabBlocked] = useState(false);

  // Hands a launch made for a new tab to the tab opened in the click (or closes it on failure).
  useEffect(() => {
    const tab = tabRef.current;
    if (!tab || popup?.status === 'launching') return;
    tabRef.current = null;
    if (popup?.status !== 'open' || popup.target !== 'tab') tab.close();
    else if (!tab.go(popup.launchUrl)) setTabBlocked(true);
  }, [popup]);

  if (!popup) return null;
  const close = () => dispatch(gameClosed());
  const retry = () => dispatch(relaunch(popup.request));

  if (popup.status === 'error') {
    return (
      <Dialog
        open
        onClose={close}
        icon="warning"
        title={popup.title}
        closeLabel={t('close')}
        closeOnCover={false}
        buttons={[
          { label: t('retry'), onClick: retry, variant: 'secondary' },
          { label: t('in_increase_submit'), onClick: close },
        ]}
      >
        <p className={styles.message}>{messageText(popup.message)}</p>
      </Dialog>
    );
  }

  const openInNewTab = () => {
    const tab = openGameTab();
    tabRef.current = tab;
    setTabBlocked(tab.blocked);
    dispatch(gameTabRequested());
  };

  return (
    <PlayModal labelledBy={titleId} onClose={close} size="game">
      <header className={styles.header}>
        <IconButton label={t('back')} icon={<icons.chevronLeft />} onClick={close} />
        <h2 id={titleId} className={styles.title}>
          {popup.title}
        </h2>
        <div className={styles.tools}>
          <IconButton label={t('retry')} icon={<icons.refresh />} onClick={retry} disabled={popup.status === 'launching'} />
          {popup.target === 'frame' ? (
            <IconButton label={t('game_open_new_tab')} icon={<NewTabIcon />} onClick={openInNewTab} disabled={popup.status === 'launching'} />
          ) : null}
        </div>
      </header>
      <div className={styles.body}>
        {popup.target === 'tab' ? (
          <TabPanel popup={popup} tabBlocked={tabBlocked} onClose={close} />
        ) : (
          <GameView key={popup.status === 'open' ? popup.launchUrl : 'launching'} popup={popup} readyTimeoutMs={readyTimeoutMs} onRetry={retry} onOpenInNewTab={openInNewTab} />
        )}
      </div>
    </PlayModal>
  );
}

type ShownPopup = Exclude<GamePopupState, { status: 'error' }>;

/** The game in its frame; remounted per launch URL, so each launch starts unanswered. */
function GameView({
  popup,
  readyTimeoutMs,
  onRetry,
  onOpenInNewTab,
}: {
  popup: ShownPopup;
  readyTimeoutMs: number;
  onRetry(): void;
  onOpenInNewTab(): void;
}) {
  const { t } = useTranslation('play');
  const dispatch = useAppDispatch();
  const [ready, setReady] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    if (!loaded || ready) return undefined;
    const timer = setTimeout(() => setBlocked(true), readyTimeoutMs);
    return () => clearTimeout(timer);
  }, [loaded, ready, readyTimeoutMs]);

  const onMessage = (data: unknown) => {
    if (!isGameMessage(data)) return;
    switch (data.type) {
      case 'ready':
        setReady(true);
        break;
      case 'balance':
        dispatch(accountApi.util.invalidateTags([BALANCE_TAG]));
        break;
      case 'close':
        dispatch(gameClosed());
        break;
      case 'error':
        dispatch(gameLaunchFailed({ message: gameErrorMessage(data.errorCode) }));
        break;
    }
  };

  const open = popup.status === 'open' ? popup : null;
  return (
    <GameFrame
      className={styles.frame}
      src={open?.launchUrl}
      allowedOrigin={open?.launchOrigin}
      title={popup.title}
      onMessage={onMessage}
      onLoad={() => setLoaded(true)}
      state={!open ? 'loading' : ready ? 'ready' : blocked ? 'blocked' : 'loading'}
      onRetry={onRetry}
      onOpenInNewTab={onOpenInNewTab}
      labels={{ loading: t('game_loading'), retry: t('retry'), openInNewTab: t('game_open_new_tab'), blocked: t('game_blocked') }}
    />
  );
}

/** The popup while the game plays in another tab. */
function TabPanel({ popup, tabBlocked, onClose }: { popup: ShownPopup; tabBlocked: boolean; onClose(): void }) {
  const { t } = useTranslation('play');
  if (popup.status === 'launching') {
    return (
      <div className={styles.panel}>
        <Spinner size={40} label={t('game_loading')} />
      </div>
    );
  }
  return (
    <div className={styles.panel} role="status">
      <p className={styles.message}>{tabBlocked ? t('game_tab_blocked') : t('game_in_new_tab')}</p>
      <div className={styles.actions}>
        {tabBlocked ? (
          <a className={styles.link} href={popup.launchUrl} target="_blank" rel="noopener" referrerPolicy="origin">
            {t('game_open_new_tab')}
          </a>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {t('game_close')}
        </Button>
      </div>
    </div>
  );
}
