import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { loadNamespace, useTranslation } from '@gamehall/i18n';
import { toUserMessage } from '@gamehall/api-client';
import { ErrorState } from '@gamehall/ui-kit';
import { useGetPermissionInfoQuery, useGetSystemStatusQuery } from '../../api/shellApi';
import { asPlatformQueryError } from '../../internal/errors';
import { FullPageLoader } from '../FullPageLoader/FullPageLoader';
import { PageSkeleton } from '../PageSkeleton/PageSkeleton';
import styles from './SystemStatusGate.module.css';

// Shown only while the site is blocked: their code and texts (i18n namespace `status`) load then,
// not with every home page.
const loadSystemPages = () => Promise.all([import('./systemPages'), loadNamespace('status')]).then(([pages]) => pages);
const AccessRestrictedPage = lazy(() => loadSystemPages().then((m) => ({ default: m.AccessRestrictedPage })));
const MaintenancePage = lazy(() => loadSystemPages().then((m) => ({ default: m.MaintenancePage })));
const RegionBlockedPage = lazy(() => loadSystemPages().then((m) => ({ default: m.RegionBlockedPage })));

/** How often the system status is re-checked, in milliseconds (an operator flipping maintenance is noticed without a reload). */
export const STATUS_RECHECK_MS = 60_000;

/** Error codes that mean the platform refuses this client (AccessRestrictedPage). */
const RESTRICTED_CODES = new Set(['system.region.restricted', 'access.restricted', 'system.access.restricted']);

/** Props of {@link SystemStatusGate}. */
export interface SystemStatusGateProps {
  /** The app, shown when the system status is 0 (normal). */
  children?: ReactNode;
  /** Re-check interval in ms (default {@link STATUS_RECHECK_MS}). */
  recheckMs?: number;
}

/**
 * The system status gate (spec §4 "System status"): loads the site settings (permission info)
 * and the system status, then shows the app (status 0), {@link MaintenancePage} (1) or
 * {@link RegionBlockedPage} with the IP (2). A 403 or restricted error code on the permission
 * call shows {@link AccessRestrictedPage}; a failed call shows `network_error` with a retry.
 * While either call loads it shows the lobby's {@link PageSkeleton} with the "Loading" text, never
 * the app: maintenance and a region block win before any lobby content shows (issue 14).
 * The status is re-checked every 60 s and when the window regains focus.
 */
export function SystemStatusGate({ children, recheckMs = STATUS_RECHECK_MS }: SystemStatusGateProps) {
  const { t } = useTranslation();
  const permission = useGetPermissionInfoQuery();
  const status = useGetSystemStatusQuery(undefined, { pollingInterval: recheckMs, skipPollingIfUnfocused: true });
  const { refetch: refetchStatus } = status;

  useEffect(() => {
    const onFocus = () => {
      void refetchStatus();
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetchStatus]);

  const permissionError = asPlatformQueryError(permission.error);
  if (permissionError && (permissionError.status === 403 || RESTRICTED_CODES.has(permissionError.errorCode))) {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <AccessRestrictedPage ip={status.data?.ip} />
      </Suspense>
    );
  }
  if (status.data?.status === 1 || status.data?.status === 2) {
    return (
      <Suspense fallback={<FullPageLoader />}>{status.data.status === 1 ? <MaintenancePage /> : <RegionBlockedPage ip={status.data.ip} />}</Suspense>
    );
  }
  const failed = (status.isError && !status.data) || (permission.isError && !permission.data);
  if (failed) {
    const message = toUserMessage(status.error ?? permission.error);
    return (
      <main className={styles.error}>
        <ErrorState
          message={message.message ?? t(message.key === 'unknown_error' ? 'unknown_error' : 'network_error')}
          retryLabel={t('retry')}
          onRetry={() => {
            if (status.isError) void status.refetch();
            if (permission.isError) void permission.refetch();
          }}
        />
      </main>
    );
  }
  // No lobby content before the status is known (a blocked site shows its page instead): the
  // lobby's skeleton, with the translated "Loading" text, holds its place meanwhile.
  if (!status.data || !permission.data) return <PageSkeleton label={t('loading')} />;
  return <>{children}</>;
}
