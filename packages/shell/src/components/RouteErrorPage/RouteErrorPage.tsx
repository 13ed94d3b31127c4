import { useRouteError } from 'react-router';
import { useTranslation } from '@gamehall/i18n';
import { ErrorState } from '@gamehall/ui-kit';
import { isChunkLoadError } from '../../navigation/chunks';
import styles from './RouteErrorPage.module.css';

/** Props of {@link RouteErrorPage}. */
export interface RouteErrorPageProps {
  /** The error to show; default the route's error (`useRouteError`). */
  error?: unknown;
  /** What retry does; default reloading the page. */
  onRetry?(): void;
}

/**
 * The router's error element: a chunk that failed to load (or timed out, spec §9) shows
 * `chunk_timeout`, anything else `unknown_error`; retry reloads the page.
 */
export function RouteErrorPage({ error, onRetry }: RouteErrorPageProps) {
  const { t } = useTranslation();
  const routeError = useRouteError();
  const shown = error ?? routeError;
  const message = isChunkLoadError(shown) ? t('chunk_timeout') : t('unknown_error');
  return (
    <main className={styles.page}>
      <ErrorState message={message} retryLabel={t('retry')} onRetry={onRetry ?? (() => window.location.reload())} />
    </main>
  );
}
