import { useId } from 'react';
import { useTranslation } from '@gamehall/i18n';
import { Dialog, IconButton, icons } from '@gamehall/ui-kit';
import { GAME_READY_TIMEOUT_MS, GameSessionFrame, selectGameSession, useGameSessionActions, useMessageText } from '@gamehall/play';
import { useAppSelector } from '@gamehall/shell';
import { PlayModal } from '../PlayModal/PlayModal';
import styles from './GamePopup.module.css';

/** Props of {@link GamePopup}. */
export interface GamePopupProps {
  /** Milliseconds after the frame's `load` without a `ready` message before "blocked" shows (default play's `GAME_READY_TIMEOUT_MS`, 15 000). */
  readyTimeoutMs?: number;
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
 * The game popup (spec §2 "Modals: game popup (iframe)", §4, §8): the game session of surface
 * `popup` (`@gamehall/play`), in a full-screen dialog on phones and a large modal on desktop.
 *
 * - A header (back = close, the game's name, retry, open in a new tab) over play's
 *   `GameSessionFrame`: a spinner while the money is made ready and the game launched, the game
 *   once it says `ready`, "blocked" with "open in a new tab" when it stays silent, and while it
 *   plays in another tab a note (or a link, when the browser refused the tab) with "Close game".
 * - A failure is the spec §8 dialog (warning icon, the message, in_increase_submit) with retry.
 *
 * Closing (back, Escape, the game's `close`, the dialog) ends the session: the money moves back.
 */
export function GamePopup({ readyTimeoutMs = GAME_READY_TIMEOUT_MS }: GamePopupProps) {
  const { t } = useTranslation('play');
  const session = useAppSelector(selectGameSession);
  const { close, retry, openInNewTab } = useGameSessionActions();
  const messageText = useMessageText();
  const titleId = useId();

  if (session?.surface !== 'popup') return null;

  if (session.phase === 'error') {
    return (
      <Dialog
        open
        onClose={close}
        icon="warning"
        title={session.title}
        closeLabel={t('close')}
        closeOnCover={false}
        buttons={[
          { label: t('retry'), onClick: retry, variant: 'secondary' },
          { label: t('in_increase_submit'), onClick: close },
        ]}
      >
        <p className={styles.message}>{session.message ? messageText(session.message) : null}</p>
      </Dialog>
    );
  }

  const launching = session.phase === 'launching';
  return (
    <PlayModal labelledBy={titleId} onClose={close} size="game">
      <header className={styles.header}>
        <IconButton label={t('back')} icon={<icons.chevronLeft />} onClick={close} />
        <h2 id={titleId} className={styles.title}>
          {session.title}
        </h2>
        <div className={styles.tools}>
          <IconButton label={t('retry')} icon={<icons.refresh />} onClick={retry} disabled={launching} />
          {session.target === 'frame' ? <IconButton label={t('game_open_new_tab')} icon={<NewTabIcon />} onClick={openInNewTab} disabled={launching} /> : null}
        </div>
      </header>
      <div className={styles.body}>
        <GameSessionFrame surface="popup" tabAction="close" className={styles.frame} readyTimeoutMs={readyTimeoutMs} />
      </div>
    </PlayModal>
  );
}
