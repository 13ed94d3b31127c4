import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '@gamehall/ui-kit';
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
  // Focus in, trapped, Escape (topmost dialog only), no page scroll, focus back on close.
  const trapFocus = useModal(panelRef, { onClose });

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
