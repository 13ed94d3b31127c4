import { type FocusEvent, type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { GameMenu } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { cx } from '@gamehall/ui-kit';
import { useGetGameMenusQuery } from '../../api/shellApi';
import { gameTypePath, HOME_PATH } from '../../navigation/paths';
import { useAppNavigate } from '../../navigation/useAppNavigate';
import { useAppDispatch } from '../../store/hooks';
import { vendorLaunchRequested } from '../../store/playActions';
import { FALLBACK_ICON_PATH, useImageUrl } from '../../site/siteSettings';
import { HOME_PATHS, LARGE_VENDOR_MENU, navTarget } from './gameTypeNavModel';
import styles from './GameTypeNav.module.css';

/** How long the vendor drop-down stays after the pointer leaves, in ms. */
const DROPDOWN_CLOSE_DELAY_MS = 150;

/** Props of {@link GameTypeNav}. */
export interface GameTypeNavProps {
  className?: string;
}

/**
 * The header's game-type menu (spec §2 "Home lobby" game-type menu, "Header nav click"): HOME
 * plus the server-sorted categories, labelled `game_type_<TYPE>` (falling back to the menu's
 * title). A click on HOME, PVP, FISH, RNG or a category with several vendors goes to its route; a
 * category with a single vendor launches that vendor instead (`vendorLaunchRequested(vendor)`,
 * taken by the lobby's game-launch saga, spec §4). On desktop, hovering or focusing a category opens its vendors (large layout when more
 * than 10). The current category is marked with `aria-current="page"`.
 */
export function GameTypeNav({ className }: GameTypeNavProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data: menus = [] } = useGetGameMenusQuery();
  const location = useLocation();
  const navigate = useAppNavigate();
  const [openType, setOpenTypeNow] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const setOpenType = (type: string | null) => {
    clearTimeout(closeTimer.current);
    setOpenTypeNow(type);
  };
  // Leaving with the pointer closes after a short grace period, so a diagonal move to the panel keeps it.
  const closeSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpenTypeNow(null), DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const baseId = useId();
  const sorted = [...menus].sort((a, b) => a.sort - b.sort);
  const homeActive = HOME_PATHS.includes(location.pathname);

  const go = (event: MouseEvent, to: string) => {
    event.preventDefault();
    setOpenType(null);
    navigate(to);
  };

  const onMenuClick = (event: MouseEvent, menu: GameMenu) => {
    const target = navTarget(menu);
    if (target.kind === 'launchVendor') {
      event.preventDefault();
      setOpenType(null);
      dispatch(vendorLaunchRequested(target.vendor));
      return;
    }
    go(event, target.to);
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenType(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpenType(null);
  };

  return (
    <nav className={cx(styles.nav, className)} aria-label={t('game_types')}>
      <ul className={styles.list}>
        <li className={styles.item}>
          <Link
            to={HOME_PATH}
            className={cx(styles.link, homeActive && styles.active)}
            aria-current={homeActive ? 'page' : undefined}
            onClick={(e) => go(e, HOME_PATH)}
          >
            {t('game_type_HOME')}
          </Link>
        </li>
        {sorted.map((menu) => {
          const to = gameTypePath(menu.gameType);
          const active = location.pathname === to;
          const open = openType === menu.gameType && menu.cards.length > 0;
          const panelId = `${baseId}-${menu.gameType}`;
          return (
            <li
              key={menu.gameType}
              className={styles.item}
              onMouseEnter={() => setOpenType(menu.gameType)}
              onMouseLeave={closeSoon}
              onFocus={() => setOpenType(menu.gameType)}
              onBlur={onBlur}
              onKeyDown={onKeyDown}
            >
              <Link
                to={to}
                className={cx(styles.link, active && styles.active)}
                aria-current={active ? 'page' : undefined}
                aria-controls={open ? panelId : undefined}
                aria-expanded={menu.cards.length > 0 ? open : undefined}
                onClick={(e) => onMenuClick(e, menu)}
              >
                {t(`game_type_${menu.gameType}`, { defaultValue: menu.title })}
              </Link>
              {open ? <VendorDropdown id={panelId} menu={menu} label={t(`game_type_${menu.gameType}`, { defaultValue: menu.title })} onPick={go} /> : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface VendorDropdownProps {
  id: string;
  menu: GameMenu;
  label: string;
  onPick(event: MouseEvent, to: string): void;
}

function VendorDropdown({ id, menu, label, onPick }: VendorDropdownProps) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const large = menu.cards.length > LARGE_VENDOR_MENU;
  return (
    <div id={id} className={cx(styles.dropdown, large && styles.large)} data-layout={large ? 'large' : 'compact'}>
      <ul className={styles.vendors} aria-label={`${label} – ${t('vendors')}`}>
        {menu.cards.map((vendor) => {
          const to = gameTypePath(menu.gameType, vendor.vassalage);
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
