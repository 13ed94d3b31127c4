import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';

/** What can take the focus inside a modal (a game's iframe too). */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** Options of {@link useModal}. */
export interface UseModalOptions {
  /** Whether the modal is shown (default true: the modal is mounted only while shown). */
  open?: boolean;
  /** Called on Escape when {@link UseModalOptions.dismissible} and this is the topmost modal. */
  onClose(): void;
  /** Whether Escape closes it (default true; a forced dialog passes false). */
  dismissible?: boolean;
  /** Where the focus goes on open, inside the panel (default the panel itself). */
  initialFocus?: string;
}

/**
 * The behaviour every modal dialog shares (WAI-ARIA dialog pattern): while open, the focus moves
 * into `panelRef` (to `initialFocus` or the panel), Tab and Shift+Tab stay inside it, the page
 * under it does not scroll, Escape closes it only when it is the topmost `aria-modal` dialog
 * (a dialog opened over it closes alone), and on close the focus returns where it was.
 *
 * @param panelRef - the `role="dialog"` element (give it `tabIndex={-1}`)
 * @param options - see {@link UseModalOptions}
 * @returns the panel's `onKeyDown` (the focus trap)
 */
export function useModal(panelRef: RefObject<HTMLElement | null>, options: UseModalOptions): (event: KeyboardEvent<HTMLElement>) => void {
  const { open = true, initialFocus } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!open) return undefined;
    const panel = panelRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = initialFocus ? panel?.querySelector<HTMLElement>(initialFocus) : null;
    (first ?? panel)?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !panel || latest.current.dismissible === false) return;
      const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
      if (dialogs[dialogs.length - 1] !== panel) return;
      latest.current.onClose();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open, panelRef, initialFocus]);

  return (event) => {
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
