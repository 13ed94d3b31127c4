import { useTranslation } from '@gamehall/i18n';
import { SystemPage, systemPageStyles as styles } from '../SystemPage/SystemPage';

/** Props of {@link AccessRestrictedPage}. */
export interface AccessRestrictedPageProps {
  /** The client IP, when known. */
  ip?: string;
}

/**
 * The access-restricted page (spec §2 "System pages"): shown when the platform refuses the
 * site settings (HTTP 403 or a restricted error code). Texts `access_restricted` and
 * `info_access_restricted`.
 */
export function AccessRestrictedPage({ ip }: AccessRestrictedPageProps) {
  const { t } = useTranslation('status');
  return (
    <SystemPage title={t('access_restricted')} text={t('info_access_restricted')}>
      {ip ? (
        <p className={styles.ip}>
          <span className={styles.ipLabel}>{t('your_ip')}</span>
          <span className={styles.ipValue}>{ip}</span>
        </p>
      ) : null}
    </SystemPage>
  );
}
