import { type MouseEvent, type RefObject, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Vendor } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { cx } from '@gamehall/ui-kit';
import { FALLBACK_ICON_PATH, useImageUrl } from '../../site/siteSettings';
import { LARGE_VENDOR_MENU } from './gameTypeNavModel';
import styles from './GameTypeNav.module.css';

/** Smallest gap kept between an opened drop-down and the window's edges, in CSS px. */
const DROPDOWN_EDGE_GAP = 8;

/** Props of {@link VendorDropdown}. */
export interface VendorDropdownProps {
  /** The panel's id (the category link's `aria-controls`). */
  id: string;
  /** The category's vendors, in menu order. */
  vendors: readonly Vendor[];
  /** Where a vendor's link leads (the category's list filtered to that vendor). */
  pathOf(vassalage: string): string;
  /** The category's label (the list is named "<label> – Vendors"). */
  label: string;
  /** Follows a picked link (closes the panel and navigates). */
  onPick(event: MouseEvent, to: string): void;
}

/**
 * Places an opened drop-down under its category link. The panel is positioned against the
 * `nav` (outside the sideways-scrolling list, which would clip it), so its inline offset follows
 * the link as the list scrolls or the window resizes, kept inside the window.
 */
function useDropdownPlacement(ref: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const panel = ref.current;
    const list = panel?.parentElement?.parentElement;
    if (!panel || !list) return undefined;
    const place = () => {
      const link = panel.previousElementSibling;
      const nav = panel.offsetParent;
      // Not laid out (no drop-downs on touch screens and narrow windows): nothing to place.
      if (!link || !nav) return;
      const navBox = nav.getBoundingClientRect();
      const linkBox = link.getBoundingClientRect();
      const width = panel.offsetWidth;
      const viewport = document.documentElement.clientWidth;
      const offset =
        getComputedStyle(nav).direction === 'rtl'
          ? navBox.right - Math.max(Math.min(linkBox.right, viewport - DROPDOWN_EDGE_GAP), width + DROPDOWN_EDGE_GAP)
          : Math.min(Math.max(linkBox.left, DROPDOWN_EDGE_GAP), viewport - DROPDOWN_EDGE_GAP - width) - navBox.left;
      panel.style.insetInlineStart = `${String(Math.round(offset))}px`;
    };
    place();
    list.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      list.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [ref]);
}

/**
 * A header category's vendor drop-down (desktop hover or focus, spec §2): the vendors' logos and
 * names, each leading to the category's list of that vendor; the large layout when there are
 * more than 10 (spec §9). A chunk of its own: the home page's first load does not need it.
 *
 * @param props - see {@link VendorDropdownProps}
 */
export function VendorDropdown({ id, vendors, pathOf, label, onPick }: VendorDropdownProps) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const large = vendors.length > LARGE_VENDOR_MENU;
  const ref = useRef<HTMLDivElement>(null);
  useDropdownPlacement(ref);
  return (
    <div ref={ref} id={id} className={cx(styles.dropdown, large && styles.large)} data-layout={large ? 'large' : 'compact'}>
      <ul className={styles.vendors} aria-label={`${label} – ${t('vendors')}`}>
        {vendors.map((vendor) => {
          const to = pathOf(vendor.vassalage);
          return (
            <li key={vendor.vassalage}>
              <Link to={to} className={styles.vendor} onClick={(e) => onPick(e, to)}>
                <img
                  className={styles.logo}
                  src={imageUrl(vendor.lagerIcon)}
                  alt=""
                  loading="lazy"
                  onError={(e) => {
                    const fallback = imageUrl(FALLBACK_ICON_PATH);
                    if (e.currentTarget.src !== fallback) e.currentTarget.src = fallback;
                  }}
                />
                <span className={styles.vendorName}>{vendor.displayName}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
