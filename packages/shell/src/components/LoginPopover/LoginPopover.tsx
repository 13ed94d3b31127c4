import { type FocusEvent, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@gamehall/i18n';
import { Button, Spinner } from '@gamehall/ui-kit';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { accountModalOpened, selectAccountModal } from '../../store/session';
import styles from './LoginPopover.module.css';

/** What a focus move into the popover looks for first: the form's first field, else any control. */
const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]';

/** Props of {@link LoginPopover}. */
export interface LoginPopoverProps {
  /**
   * The login form shown inside (auth's `HeaderLoginForm`). Rendered only while the popover is
   * open, inside a `Suspense` boundary, so a `React.lazy` form loads the first time it opens.
   */
  children: ReactNode;
  /** Opens the popover on first render (stories, screenshots); default closed. */
  defaultOpen?: boolean;
}

/**
 * The header's Log in button on wide screens (spec §2 "Login modal": "Logged-out users on a
 * header-login form see a forgot icon instead of the show-password eye"): the button opens a
 * small non-modal popover anchored under it holding the login form (`children`) and a
 * "No account yet? Register" link (`accountModalOpened('register')`).
 *
 * - The button has `aria-expanded` and `aria-controls`; the popover is a `dialog` named
 *   `login`. When it opens, focus moves to the form's first field (once a lazy form has
 *   loaded; a spinner shows meanwhile).
 * - Escape closes it and returns focus to the button; a pointer press outside it, focus
 *   leaving it, or a second press of the button close it too.
 * - It closes when an account modal opens (the form's failure path opens the login modal with
 *   the message and captcha; its forgot icon opens the forgot-password modal), and unmounts
 *   with the visitor bar once logged in.
 */
export function LoginPopover({ children, defaultOpen = false }: LoginPopoverProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const modal = useAppSelector(selectAccountModal);
  const [open, setOpen] = useState(defaultOpen);
  const popoverId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLDivElement>(null);

  // An account modal took over (login failure, forgot password, register): the popover closes.
  if (open && modal !== null) setOpen(false);

  const toggleButton = () => rootRef.current?.querySelector<HTMLButtonElement>(':scope > button') ?? null;

  // Focus into the form, waiting for a lazily loaded form to mount.
  useEffect(() => {
    const slot = formRef.current;
    if (!open || !slot) return undefined;
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
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleButton()?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    // `null`: focus went nowhere (a click on the page), which the pointer handler covers.
    if (open && next && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    <div className={styles.root} ref={rootRef} onBlur={onBlur}>
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={popoverId} onClick={() => setOpen((o) => !o)}>
        {t('login')}
      </Button>
      {open ? (
        <div id={popoverId} className={styles.popover} role="dialog" aria-label={t('login')} data-testid="login-popover">
          <div ref={formRef} className={styles.form}>
            <Suspense fallback={<Spinner className={styles.loading} label={t('loading')} />}>{children}</Suspense>
          </div>
          <button type="button" className={styles.register} onClick={() => dispatch(accountModalOpened('register'))}>
            {t('no_account_register')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
