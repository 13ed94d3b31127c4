import { useEffect, useRef } from 'react';
import { cx } from '../../internal/cx';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import { icons } from '../icons/icons';
import styles from './GameFrame.module.css';

/**
 * What a {@link GameFrame} shows: `loading` (spinner over the frame, or no frame yet when there
 * is no `src`), `ready` (the game), `error` (the launch failed: message and retry), `blocked`
 * (the frame loaded but the game never answered, e.g. third-party cookies blocked in frames:
 * "open in a new tab").
 */
export type GameFrameState = 'loading' | 'ready' | 'error' | 'blocked';

/** Translated texts of a {@link GameFrame}. */
export interface GameFrameLabels {
  /** Accessible name of the loading spinner ("Loading game…"). */
  loading: string;
  /** Text of the retry button (error and blocked panels). */
  retry: string;
  /** Text of the "open in a new tab" button (blocked panel). */
  openInNewTab: string;
  /** Explanation shown in the blocked panel. */
  blocked: string;
}

/** Props of {@link GameFrame}. */
export interface GameFrameProps {
  /** The game's launch URL; `undefined` while the launch is still being requested (no iframe yet). */
  src?: string;
  /** The iframe's title (the game name): its accessible name. */
  title: string;
  /**
   * The only origin (`scheme://host:port`, e.g. `https://games.example.com`) whose messages reach
   * `onMessage`. Without it no message is delivered.
   */
  allowedOrigin?: string;
  /**
   * Receives `event.data` of each `message` event whose `event.origin === allowedOrigin` AND whose
   * `event.source` is this frame's window. Everything else (other origins, other windows, other
   * frames of the same origin) is ignored. The data is untrusted: validate it before use.
   */
  onMessage?: (data: unknown) => void;
  /** Called on each `load` event of the iframe (the page in it finished loading). */
  onLoad?: () => void;
  /** What to show (see {@link GameFrameState}). */
  state: GameFrameState;
  /** Translated message of the error panel (state `error`). */
  errorMessage?: string;
  /** Retries the launch; the retry button shows only when given. */
  onRetry?: () => void;
  /** Opens the game in a new tab; the blocked panel's button shows only when given. */
  onOpenInNewTab?: () => void;
  /** Translated texts. */
  labels: GameFrameLabels;
  className?: string;
}

/**
 * A third-party game in a sandboxed iframe (spec §2 game popup). The sandbox grants only what a
 * game needs: scripts, forms and its OWN origin (`allow-same-origin` keeps the game's storage and
 * cookies; since the game is on another origin it never gains the lobby's). No top navigation, no
 * popups, no modals. `allow="autoplay; fullscreen"`, `referrerPolicy="origin"` (the game sees our
 * origin, never the page's path or query).
 *
 * It fills its container (give the container a size). A new `src` mounts a fresh iframe, so a
 * relaunch adds no history entry. Messages are accepted only from `allowedOrigin` and this frame.
 */
export function GameFrame({
  src,
  title,
  allowedOrigin,
  onMessage,
  onLoad,
  state,
  errorMessage,
  onRetry,
  onOpenInNewTab,
  labels,
  className,
}: GameFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const onMessageRef = useRef(onMessage);
  useEffect(() => {
    onMessageRef.current = onMessage;
  });

  useEffect(() => {
    if (!allowedOrigin) return undefined;
    const listener = (event: MessageEvent) => {
      const frameWindow = frameRef.current?.contentWindow;
      if (event.origin !== allowedOrigin || !frameWindow || event.source !== frameWindow) return;
      onMessageRef.current?.(event.data);
    };
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
    };
  }, [allowedOrigin]);

  const showFrame = src !== undefined && state !== 'error';
  const retryButton = onRetry ? (
    <Button variant="secondary" size="sm" icon={<icons.refresh size={16} />} onClick={onRetry}>
      {labels.retry}
    </Button>
  ) : null;

  return (
    <div className={cx(styles.frame, className)} data-state={state} aria-busy={state === 'loading' || undefined}>
      {showFrame ? (
        <iframe
          key={src}
          ref={frameRef}
          className={styles.iframe}
          src={src}
          title={title}
          sandbox="allow-scripts allow-same-origin allow-forms"
          allow="autoplay; fullscreen"
          referrerPolicy="origin"
          onLoad={onLoad}
        />
      ) : null}
      {state === 'loading' ? (
        <div className={cx(styles.overlay, styles.solid)}>
          <Spinner size={40} label={labels.loading} />
        </div>
      ) : null}
      {state === 'error' ? (
        <div className={cx(styles.overlay, styles.solid)} role="alert">
          <icons.warning size={40} className={styles.danger} />
          {errorMessage ? <p className={styles.message}>{errorMessage}</p> : null}
          <div className={styles.actions}>{retryButton}</div>
        </div>
      ) : null}
      {state === 'blocked' ? (
        <div className={styles.overlay} role="alert">
          <icons.info size={40} className={styles.info} />
          <p className={styles.message}>{labels.blocked}</p>
          <div className={styles.actions}>
            {onOpenInNewTab ? (
              <Button variant="primary" size="md" onClick={onOpenInNewTab}>
                {labels.openInNewTab}
              </Button>
            ) : null}
            {retryButton}
          </div>
        </div>
      ) : null}
    </div>
  );
}
