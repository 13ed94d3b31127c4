import { lazy, Suspense } from 'react';

const LicenceDialogContent = lazy(() => import('./LicenceDialogContent').then((m) => ({ default: m.LicenceDialogContent })));

/** Props of {@link LicenceDialog}. */
export interface LicenceDialogProps {
  /** Whether the dialog is shown; its code loads the first time it opens. */
  open: boolean;
  onClose(): void;
}

/**
 * The legal licence dialog (spec §2 modals "legal licence image"): a Dialog with the site's
 * `LICENCE` resource image. Loaded lazily when first opened.
 */
export function LicenceDialog({ open, onClose }: LicenceDialogProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LicenceDialogContent onClose={onClose} />
    </Suspense>
  );
}
