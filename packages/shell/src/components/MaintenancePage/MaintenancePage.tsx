import { useTranslation } from '@gamehall/i18n';
import { customerServiceLink, useCustomerServiceLink } from '../../site/customerService';
import { CustomerServiceLink } from '../CustomerServiceLink/CustomerServiceLink';
import { SystemPage, systemPageStyles as styles } from '../SystemPage/SystemPage';

/** Props of {@link MaintenancePage}. */
export interface MaintenancePageProps {
  /** Customer service link; default the site settings' first usable `customerService` contact. */
  customerServiceUrl?: string;
}

/**
 * The maintenance page (spec §2 "System pages", §4 system status 1): texts `game_maintenance`
 * and `info_maintenance` and a customer service button (shown when a customer service contact
 * that leads somewhere real is configured: an http(s) page, opened in a new tab without opener,
 * or a mailto/tel link).
 */
export function MaintenancePage({ customerServiceUrl }: MaintenancePageProps) {
  const { t } = useTranslation('status');
  const configured = useCustomerServiceLink();
  const target = customerServiceUrl ? customerServiceLink([{ csType: 'PAGE', path: customerServiceUrl, label: '' }]) : configured;
  return (
    <SystemPage title={t('game_maintenance')} text={t('info_maintenance')} icon="info">
      {target ? <CustomerServiceLink target={target} className={styles.action} iconSize={20} /> : null}
    </SystemPage>
  );
}
