import { lazy, Suspense } from 'react';
import { loadNamespace } from '@gamehall/i18n';

const LogoutConfirmContent = lazy(() =>
  Promise.all([import('./LogoutConfirmContent'), loadNamespace('shell')]).then(([m]) => ({ default: m.LogoutConfirmContent })),
);

/** Props of {@link LogoutConfirm}. */
export interface LogoutConfirmProps {
  /** Whether the confirm dialog is shown; its code (the Dialog) and its texts (the
   * `shell` namespace) load the first time it opens. */
  open: boolean;
  /** Called when the dialog closes, whether the user confirmed or not. */
  onClose(): void;
}

/**
 * The logout confirmation (spec §4 "Logout: confirm dialog", §8 "asks in_sure_logout first"):
 * a warning dialog with in_sure_logout, Cancel and Confirm (in_increase_submit). Confirm
 * dispatches `logoutRequested()` (the auth feature's saga logs out, clears session storage
 * except merchantCode and replaces to `/`) and closes. Used by the avatar menu, the side menu
 * and the agent centre's navigation.
 */
export function LogoutConfirm({ open, onClose }: LogoutConfirmProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LogoutConfirmContent onClose={onClose} />
    </Suspense>
  );
}
