import { useTranslation } from '@gamehall/i18n';
import { icons } from '@gamehall/ui-kit';
import type { CustomerServiceLinkTarget } from '../../site/customerService';

/** Props of {@link CustomerServiceLink}. */
export interface CustomerServiceLinkProps {
  /** Where it leads: `useCustomerServiceLink()` (or `customerServiceLink(entries)`). */
  target: CustomerServiceLinkTarget;
  /** The link's class (each menu styles it as one of its entries). */
  className?: string;
  /** The headset icon's size in px (default 18). */
  iconSize?: number;
}

/**
 * The customer service entry (spec §2 side menu, agent centre navigation, maintenance page): a
 * headset icon and `customer_service`, linking the operator's contact. An http(s) page opens in
 * a new tab with `rel="noopener noreferrer"`; a `mailto:` or `tel:` link opens in place.
 *
 * @param props - `target`, `className`, `iconSize`
 * @example
 * ```tsx
 * const customerService = useCustomerServiceLink();
 * {customerService ? <li><CustomerServiceLink target={customerService} className={styles.entry} /></li> : null}
 * ```
 */
export function CustomerServiceLink({ target, className, iconSize = 18 }: CustomerServiceLinkProps) {
  const { t } = useTranslation();
  return (
    <a className={className} href={target.href} {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <icons.headset size={iconSize} aria-hidden="true" />
      {t('customer_service')}
    </a>
  );
}
