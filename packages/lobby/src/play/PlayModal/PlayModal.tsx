import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './PlayModal.module.css';

/** Props of {@link PlayModal}. */
export interface PlayModalProps {
  /** Id of the element naming the dialog (its heading). */
  labelledBy: string;
  /** Called on Escape (only when this is the topmost modal dialog). */
  onClose(): void;
  /** `game`: full screen on phones, a large 16:9-ish modal on desktop; `list`: a tall list sheet. */
  size: 'game' | 'list';
  /** Header and body. */
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * The play popups' modal (spec §2 "game popup (iframe, also the vendor game list)"): a
 * `role="dialog"` in a portal on `document.body`, full screen on phones, a large centred panel on
 * desktop. Focus moves in on open, is trapped, and returns on close; the page under it does not
 * scroll. Escape closes only the topmost modal dialog, so a dialog opened over it (the error
 * dialog, the login popup) closes alone. The cover does not close it (a stray click must not end
 * a game).
 */
export function PlayModal({ labelledBy, onClose, size, children }: PlayModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const panel = panelRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !panel) return;
      const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
      if (dialogs[dialogs.length - 1] !== panel) return;
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.cover}>
      <div
        ref={panelRef}
        className={`${styles.panel} ${styles[size] ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={trapFocus}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
