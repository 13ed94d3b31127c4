import { useTranslation } from '@gamehall/i18n';
import { SystemPage, systemPageStyles as styles } from '../SystemPage/SystemPage';

/** Props of {@link RegionBlockedPage}. */
export interface RegionBlockedPageProps {
  /** The client IP the platform saw (spec §4 status 2 "showing IP"). */
  ip: string;
}

/**
 * The region-blocked page (spec §2 "System pages", §4 system status 2): texts `blockip` and
 * `info_ip_block`, with the user's IP shown prominently.
 */
export function RegionBlockedPage({ ip }: RegionBlockedPageProps) {
  const { t } = useTranslation('status');
  return (
    <SystemPage title={t('blockip')} text={t('info_ip_block', { ip })}>
      <p className={styles.ip}>
        <span className={styles.ipLabel}>{t('your_ip')}</span>
        <span className={styles.ipValue} data-testid="client-ip">
          {ip}
        </span>
      </p>
    </SystemPage>
  );
}
