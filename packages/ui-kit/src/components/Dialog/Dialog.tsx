import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button, type ButtonVariant } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { icons } from '../icons/icons';
import { useModal } from '../../hooks/useModal';
import { sanitizeHtml } from '../SafeHtml/sanitizeHtml';
import styles from './Dialog.module.css';

/** Which status icon a {@link Dialog} shows above its title. */
export type DialogIcon = 'warning' | 'info' | 'success' | 'error';

/** One action button of a {@link Dialog}. */
export interface DialogButton {
  /** Translated button text. */
  label: string;
  /** Called on click. The dialog does not close by itself: call `onClose` here if it should. */
  onClick: () => void;
  /** Visual role (default `primary` for the last button, `secondary` for the others). */
  variant?: ButtonVariant;
}

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the user dismisses it (X, Escape, cover click) or `timeoutMs` elapses. */
  onClose: () => void;
  /** Status icon above the title. */
  icon?: DialogIcon;
  /** Heading; also the dialog's accessible name. */
  title?: ReactNode;
  /** Server HTML for the body; sanitised with DOMPurify before rendering. */
  html?: string;
  /** Body content (after `html`). */
  children?: ReactNode;
  /** Action buttons, in order. */
  buttons?: DialogButton[];
  /** Closes the dialog automatically after this many milliseconds. */
  timeoutMs?: number;
  /** Whether a click on the dimmed cover closes the dialog (default true). */
  closeOnCover?: boolean;
  /** Accessible name of the X close button (translated "Close"). */
  closeLabel: string;
  /**
   * Whether the user may dismiss the dialog (default true). `false` (e.g. a forced password
   * change, spec §4): no X button, Escape and the cover do nothing; only the dialog's own
   * actions close it.
   */
  dismissible?: boolean;
}

const statusIcons: Record<DialogIcon, ReactNode> = {
  warning: <icons.warning size={40} />,
  info: <icons.info size={40} />,
  success: (
    <svg width={40} height={40} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.7 2.7L16.5 9" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  ),
  error: (
    <svg width={40} height={40} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" strokeLinecap="round" />
    </svg>
  ),
};

/**
 * The dialog helper of spec §4: icon, title, server HTML, buttons, optional time-out, closes on
 * a cover click. A modal `role="dialog"` rendered in a portal on `document.body`: focus moves
 * into it and is trapped there, Escape closes it, and focus returns to where it was on close.
 * Centred and at most 420 px wide on desktop; a bottom sheet on phones (< 600 px).
 */
export function Dialog({
  open,
  onClose,
  icon,
  title,
  html,
  children,
  buttons,
  timeoutMs,
  closeOnCover = true,
  closeLabel,
  dismissible = true,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  // Focus in (the first action button, else the panel), trapped, Escape, no page scroll, focus back.
  const trapFocus = useModal(panelRef, { open, onClose, dismissible, initialFocus: '[data-dialog-actions] button' });

  useEffect(() => {
    if (!open || timeoutMs === undefined) return undefined;
    const timer = setTimeout(() => {
      onCloseRef.current();
    }, timeoutMs);
    return () => {
      clearTimeout(timer);
    };
  }, [open, timeoutMs]);

  if (!open || typeof document === 'undefined') return null;

  const onCoverClick = (event: MouseEvent<HTMLDivElement>) => {
    if (dismissible && closeOnCover && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div className={styles.cover} onClick={onCoverClick} data-testid="dialog-cover">
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        onKeyDown={trapFocus}
      >
        {dismissible ? <IconButton className={styles.close} label={closeLabel} icon={<icons.close />} size="sm" onClick={onClose} /> : null}
        {icon ? (
          <div className={`${styles.icon} ${styles[icon] ?? ''}`} data-icon-kind={icon}>
            {statusIcons[icon]}
          </div>
        ) : null}
        {title ? (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        {html ? <div className={styles.body} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} /> : null}
        {children ? <div className={styles.body}>{children}</div> : null}
        {buttons && buttons.length > 0 ? (
          <div className={styles.actions} data-dialog-actions="">
            {buttons.map((button, index) => (
              <Button
                key={`${button.label}-${index}`}
                variant={button.variant ?? (index === buttons.length - 1 ? 'primary' : 'secondary')}
                onClick={button.onClick}
              >
                {button.label}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
