import { useTranslation } from '@gamehall/i18n';
import { icons } from '@gamehall/ui-kit';
import { useSiteSettings } from '../../site/siteSettings';
import { SystemPage, systemPageStyles as styles } from '../SystemPage/SystemPage';

/** Props of {@link MaintenancePage}. */
export interface MaintenancePageProps {
  /** Customer service link; default the first `customerService` path of the site settings. */
  customerServiceUrl?: string;
}

/**
 * The maintenance page (spec §2 "System pages", §4 system status 1): texts `game_maintenance`
 * and `info_maintenance` and a customer service button (shown when a customer service path is
 * configured).
 */
export function MaintenancePage({ customerServiceUrl }: MaintenancePageProps) {
  const { t } = useTranslation();
  const site = useSiteSettings();
  const href = customerServiceUrl ?? site?.customerService[0]?.path;
  return (
    <SystemPage title={t('game_maintenance')} text={t('info_maintenance')} icon="info">
      {href ? (
        <a className={styles.action} href={href} target="_blank" rel="noopener noreferrer">
          <icons.headset size={20} aria-hidden="true" />
          {t('customer_service')}
        </a>
      ) : null}
    </SystemPage>
  );
}
