import type { Vendor } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { useImageUrl } from '@gamehall/shell';
import styles from './VendorMenu.module.css';

/** Props of {@link VendorMenu}. */
export interface VendorMenuProps {
  /** The category's vendors (spec §3 cards), in server order. */
  vendors: readonly Vendor[];
  /** The selected vendor code, or undefined for all. */
  value: string | undefined;
  /** Called with the picked vendor code (undefined = All). */
  onChange(vendor: string | undefined): void;
  /** Accessible name of the group (default: translated "Providers"). */
  ariaLabel?: string;
}

/**
 * The vendor menu of a category (spec §2): "All" and one chip per vendor (small logo and
 * name); the selected chip is `aria-pressed`. Scrolls horizontally on phones.
 */
export function VendorMenu({ vendors, value, onChange, ariaLabel }: VendorMenuProps) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  if (vendors.length === 0) return null;
  return (
    <div role="group" aria-label={ariaLabel ?? t('vendors')} className={styles.menu}>
      <button type="button" className={styles.chip} aria-pressed={value === undefined} onClick={() => onChange(undefined)}>
        {t('all')}
      </button>
      {vendors.map((vendor) => (
        <button
          key={vendor.vassalage}
          type="button"
          className={styles.chip}
          aria-pressed={value === vendor.vassalage}
          onClick={() => onChange(vendor.vassalage)}
        >
          <img className={styles.logo} src={imageUrl(vendor.lagerIcon)} alt="" width={40} height={20} loading="lazy" decoding="async" />
          <span>{vendor.displayName}</span>
        </button>
      ))}
    </div>
  );
}
