import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from '@gamehall/i18n';

/** ui-kit's overlay, loaded the first time a navigation is slow (it is not in the home page's first load). */
const LoaderOverlay = lazy(() => import('./NavigationOverlay').then((m) => ({ default: m.LoaderOverlay })));

/**
 * How long a navigation may take before the loader overlay shows (ms): a lazy page group whose
 * chunk is cached opens without a flash.
 */
export const NAVIGATION_LOADER_DELAY_MS = 200;

/** Props of {@link NavigationLoader}. */
export interface NavigationLoaderProps {
  /** Delay before the overlay shows (ms; default {@link NAVIGATION_LOADER_DELAY_MS}). */
  delayMs?: number;
}

/**
 * The loader overlay while a navigation loads (spec §2 navigation rules, §7 lazy page groups):
 * when the router is fetching a lazy route's chunk (or a loader) for longer than `delayMs`,
 * ui-kit's `LoaderOverlay` covers the page with "Loading…"; it goes away once the navigation
 * is done. Needs a data router (`createBrowserRouter`); `AppLayout` renders it.
 */
export function NavigationLoader({ delayMs = NAVIGATION_LOADER_DELAY_MS }: NavigationLoaderProps) {
  const { t } = useTranslation();
  const loading = useNavigation().state === 'loading';
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => setSlow(true), delayMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [loading, delayMs]);

  if (!slow) return null;
  return (
    <Suspense fallback={null}>
      <LoaderOverlay visible label={t('loading')} />
    </Suspense>
  );
}
