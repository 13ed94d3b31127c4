import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LanguageSelect, loadNamespace, useTranslation } from '@gamehall/i18n';
import { cx, icons, useMediaQuery } from '@gamehall/ui-kit';
import { DESKTOP_QUERY } from '../../internal/breakpoints';
import { useMenuEntries } from '../../menu/MenuRegistry';
import { useCustomerServiceLink } from '../../site/customerService';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsLogin } from '../../store/session';
import { selectSideMenuOpen, sideMenuClosed } from '../../store/shellSlice';
import { CustomerServiceLink } from '../CustomerServiceLink/CustomerServiceLink';
import { DownloadQrPopup } from '../DownloadQrPopup/DownloadQrPopup';
import { SIDE_MENU_ID } from '../Header/Header';
import { LicenceDialog } from '../LicenceDialog/LicenceDialog';
import { LogoutConfirm } from '../LogoutConfirm/LogoutConfirm';
import { SiteBanners } from '../SiteBanners/SiteBanners';
import styles from './SideMenu.module.css';


// An entry's count badge (spec §2 badges) only exists for a logged-in member: its code (and the
// unread call) is the member bar's chunk, never the home page's for a visitor.
/**
 * Where an entry's label is looked up: the core texts, then the logged-in header's `account`
 * texts (loaded with the logged-in header, so present whenever a login-only entry shows).
 */
const ENTRY_LABEL_NAMESPACES = ['translation', 'account'];

const MenuEntryBadge = lazy(() => Promise.all([import('../UnreadBadge/UnreadBadge'), loadNamespace('account')]).then(([m]) => ({ default: m.MenuEntryBadge })));

/** The side menu's banners: as wide as the menu on phones and on the desktop rail. */
const MENU_BANNER_ASPECT = { phone: '16 / 7', desktop: '16 / 7' };

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  /** Hides the side menu (spec §2: hidden on game pages; the layout passes it). */
  hidden?: boolean;
}

/**
 * The side menu (spec §2 "Side menu"): a drawer on phones (toggled by the header's menu button;
 * focus is trapped inside, Escape and the overlay close it) and a rail on desktop (≥1280 px).
 * Entries: the `w_leftmenu` banners (spec §3, §9; loaded once the menu shows: the drawer opened
 * or the desktop rail), the registered `sideMenu` entries of the features (with their count
 * badge, `MenuEntry.badge`, for a logged-in member), the app download QR
 * popup, customer service (the operator's first contact that leads somewhere real: an http(s)
 * page in a new tab without opener, or a mailto/tel link; never the unbuilt chat room), the legal licence, logout when logged in
 * (after the in_sure_logout confirm, spec §2, §4) and the language select.
 */
export function SideMenu({ hidden = false }: SideMenuProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSideMenuOpen);
  const isLogin = useAppSelector(selectIsLogin);
  const entries = useMenuEntries('sideMenu', isLogin);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const location = useLocation();
  const [qrOpen, setQrOpen] = useState(false);
  const [licenceOpen, setLicenceOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const drawer = open && !desktop && !hidden;
  const shown = open || desktop;
  const customerService = useCustomerServiceLink();

  // A navigation closes the drawer.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    dispatch(sideMenuClosed());
  }, [dispatch, location.pathname]);

  // Opening the drawer moves focus into it; closing returns it to the menu button.
  useEffect(() => {
    if (!drawer) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [drawer]);

  if (hidden) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!drawer) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      dispatch(sideMenuClosed());
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      {drawer ? <div className={styles.overlay} data-testid="side-menu-overlay" aria-hidden="true" onClick={() => dispatch(sideMenuClosed())} /> : null}
      <nav
        id={SIDE_MENU_ID}
        ref={panelRef}
        className={cx(styles.sideMenu, open && styles.open)}
        aria-label={t('menu')}
        data-state={open ? 'open' : 'closed'}
        onKeyDown={onKeyDown}
        {...(drawer ? { role: 'dialog', 'aria-modal': true } : {})}
      >
        {drawer ? (
          <button type="button" className={styles.close} onClick={() => dispatch(sideMenuClosed())}>
            <icons.close size={20} aria-hidden="true" />
            <span>{t('close_menu')}</span>
          </button>
        ) : null}
        {/* The w_leftmenu banners are asked for and painted once the menu shows (a phone's closed
            drawer costs no request). Their code is the home page's banner code, already loaded. */}
        {shown ? <SiteBanners group="w_leftmenu" aspect={MENU_BANNER_ASPECT} className={styles.banners} /> : null}
        <ul className={styles.entries}>
          {entries.map((entry) => (
            <li key={entry.id}>
              {entry.to ? (
                <Link className={styles.entry} to={entry.to} aria-current={location.pathname === entry.to ? 'page' : undefined}>
                  {t(entry.labelKey, { ns: ENTRY_LABEL_NAMESPACES })}
                  {entry.badge && isLogin ? (
                    <Suspense fallback={null}>
                      <MenuEntryBadge badge={entry.badge} />
                    </Suspense>
                  ) : null}
                </Link>
              ) : null}
            </li>
          ))}
          <li>
            <button type="button" className={styles.entry} onClick={() => setQrOpen(true)}>
              {t('download_app')}
            </button>
          </li>
          {customerService ? (
            <li>
              <CustomerServiceLink target={customerService} className={styles.entry} />
            </li>
          ) : null}
          <li>
            <button type="button" className={styles.entry} onClick={() => setLicenceOpen(true)}>
              {t('legal_licence')}
            </button>
          </li>
          {isLogin ? (
            <li>
              <button type="button" className={styles.entry} onClick={() => setLogoutOpen(true)}>
                {t('logout')}
              </button>
            </li>
          ) : null}
        </ul>
        <div className={styles.language}>
          <LanguageSelect />
        </div>
      </nav>
      <DownloadQrPopup open={qrOpen} onClose={() => setQrOpen(false)} />
      <LicenceDialog open={licenceOpen} onClose={() => setLicenceOpen(false)} />
      <LogoutConfirm open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </>
  );
}
