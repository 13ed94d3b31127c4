import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button, type ButtonVariant } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { icons } from '../icons/icons';
import { sanitizeHtml } from '../SafeHtml/sanitizeHtml';
import styles from './Dialog.module.css';

/** Which status icon a {@link Dialog} shows above its title. */
export type DialogIcon = 'warning' | 'info' | 'success' | 'error';

/** One action button of a {@link Dialog}. */
export interface DialogButton {
  /** Translated button text. */
  label: string;
  /** Called on click. The dialog does not close by itself: call `onClose` here if it should. */
  onClick(): void;
  /** Visual role (default `primary` for the last button, `secondary` for the others). */
  variant?: ButtonVariant;
}

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the user dismisses it (X, Escape, cover click) or `timeoutMs` elapses. */
  onClose(): void;
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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
  const dismissibleRef = useRef(dismissible);
  useEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  });

  // Move focus in on open, give it back on close.
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-dialog-actions] button');
    (first ?? panel)?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && dismissibleRef.current) {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open]);

  useEffect(() => {
    if (!open || timeoutMs === undefined) return undefined;
    const timer = setTimeout(() => onCloseRef.current(), timeoutMs);
    return () => clearTimeout(timer);
  }, [open, timeoutMs]);

  if (!open || typeof document === 'undefined') return null;

  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

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
