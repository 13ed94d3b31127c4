import { lazy, Suspense } from 'react';
import { loadNamespace } from '@gamehall/i18n';

const DownloadQrPopupContent = lazy(() =>
  Promise.all([import('./DownloadQrPopupContent'), loadNamespace('shell')]).then(([m]) => ({ default: m.DownloadQrPopupContent })),
);

/** Props of {@link DownloadQrPopup}. */
export interface DownloadQrPopupProps {
  /** Whether the popup is shown; its code (QR encoder) and its texts (the `shell`
   * namespace) load the first time it opens. */
  open: boolean;
  onClose(): void;
}

/**
 * The app download popup (spec §1, §2 side menu "download QR popup"): two QR codes, 107 px
 * (spec §9), for the `APP_IOS` and `APP_ANDROID` resources of the site settings, each with a
 * link. Loaded lazily when first opened, so the QR encoder is not in the home page's bundle.
 */
export function DownloadQrPopup({ open, onClose }: DownloadQrPopupProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DownloadQrPopupContent onClose={onClose} />
    </Suspense>
  );
}
