import { type FocusEvent, lazy, type ReactNode, Suspense, useCallback, useId, useRef, useState } from 'react';
import { loadNamespace, useTranslation } from '@gamehall/i18n';
import { Button } from '@gamehall/ui-kit';
import { useAppSelector } from '../../store/hooks';
import { selectAccountModal } from '../../store/session';
import { leavesPopover } from './outside';
import styles from './LoginPopover.module.css';

// The open panel is its own chunk (home page JS budget), with its texts (the `auth` namespace),
// asked for as soon as the pointer or the focus reaches the button, so it is usually there by
// the click.
const loadPanel = () => Promise.all([import('./LoginPopoverPanel'), loadNamespace('auth')]).then(([m]) => m);
const LoginPopoverPanel = lazy(() => loadPanel().then((m) => ({ default: m.LoginPopoverPanel })));
const preloadPanel = () => void loadPanel();

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
  const modal = useAppSelector(selectAccountModal);
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  // An account modal took over (login failure, forgot password, register): the popover closes.
  if (open && modal !== null) setOpen(false);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) rootRef.current?.querySelector<HTMLButtonElement>(':scope > button')?.focus();
  }, []);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    // `null`: focus went nowhere (a click on the page), which the panel's pointer handler covers.
    if (open && next && leavesPopover(event.currentTarget, next)) setOpen(false);
  };

  return (
    <div className={styles.root} ref={rootRef} onBlur={onBlur}>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => setOpen((o) => !o)}
      >
        {t('login')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <LoginPopoverPanel id={panelId} rootRef={rootRef} onClose={close}>
            {children}
          </LoginPopoverPanel>
        </Suspense>
      ) : null}
    </div>
  );
}
