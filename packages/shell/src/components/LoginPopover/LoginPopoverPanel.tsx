/** The open login popover (lazy chunk of {@link LoginPopover}: the home page's JS budget). */
import { type ReactNode, type RefObject, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '@gamehall/i18n';
import { Spinner } from '@gamehall/ui-kit';
import { useAppDispatch } from '../../store/hooks';
import { accountModalOpened } from '../../store/session';
import { leavesPopover } from './outside';
import styles from './LoginPopoverPanel.module.css';

/** What a focus move into the popover looks for first: the form's first field, else any control. */
const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]';

/** Props of {@link LoginPopoverPanel}. */
export interface LoginPopoverPanelProps {
  /** The panel's id (the button's `aria-controls`). */
  id: string;
  /** The popover's root (button and panel): a pointer press outside it closes the panel. */
  rootRef: RefObject<HTMLDivElement | null>;
  /** Closes the popover; `returnFocus` puts the focus back on the button (Escape). */
  onClose(returnFocus: boolean): void;
  /** The login form. */
  children: ReactNode;
}

/**
 * The panel: a `dialog` named `login` holding the form (focus moves to its first field once
 * it has loaded; a spinner shows meanwhile), a "More ways to log in" link opening the login
 * modal (SMS code and demo account, spec §2) and the "No account yet? Register" link. Escape and
 * a pointer press outside the popover close it.
 */
export function LoginPopoverPanel({ id, rootRef, onClose, children }: LoginPopoverPanelProps) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const formRef = useRef<HTMLDivElement>(null);

  // Focus into the form, waiting for a lazily loaded form to mount (not onto the Register link).
  useEffect(() => {
    const slot = formRef.current;
    if (!slot) return undefined;
    const focusFirst = () => {
      const target = slot.querySelector<HTMLElement>(FOCUSABLE);
      if (!target) return false;
      target.focus();
      return true;
    };
    if (focusFirst()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusFirst()) observer.disconnect();
    });
    observer.observe(slot, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (leavesPopover(rootRef.current, event.target)) onClose(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [rootRef, onClose]);

  return (
    <div id={id} className={styles.popover} role="dialog" aria-label={t('login')} data-testid="login-popover">
      <div ref={formRef} className={styles.form}>
        <Suspense fallback={<Spinner className={styles.loading} label={t('loading')} />}>{children}</Suspense>
      </div>
      {/* The modal has what the compact form leaves out: the SMS tab and the demo account. */}
      <button type="button" className={styles.register} onClick={() => dispatch(accountModalOpened('login'))}>
        {t('more_login_options')}
      </button>
      <button type="button" className={styles.register} onClick={() => dispatch(accountModalOpened('register'))}>
        {t('no_account_register')}
      </button>
    </div>
  );
}
