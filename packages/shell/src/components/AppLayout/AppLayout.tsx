import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { loadNamespace, useTranslation } from '@gamehall/i18n';
import { useFirstInteraction } from '@gamehall/ui-kit';
import { LANGUAGE_TAG, shellApi } from '../../api/shellApi';
import { isGamePagePath } from '../../navigation/paths';
import { useAppDispatch } from '../../store/hooks';
import { Header } from '../Header/Header';
import { NavigationLoader } from '../NavigationLoader/NavigationLoader';
import { RealAccountNotice } from '../RealAccountNotice/RealAccountNotice';
import styles from './AppLayout.module.css';

// Below the fold (the footer) or closed until tapped (the side menu drawer on phones): their
// code loads at the visitor's first interaction, or at once where the side menu is a visible
// rail (desktop), keeping the home page within its JavaScript budget before interaction.
const Footer = lazy(() => Promise.all([import('../Footer/Footer'), loadNamespace('shell')]).then(([m]) => ({ default: m.Footer })));
const SideMenu = lazy(() => import('../SideMenu/SideMenu').then((m) => ({ default: m.SideMenu })));
const RAIL_QUERY = '(min-width: 1280px)';
/** The seamless game page: the one page without a footer (spec §2). */
const SEAMLESS_PATH = '/seamless';

function useIsRailLayout(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const query = window.matchMedia(RAIL_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(RAIL_QUERY).matches,
    () => false,
  );
}

/** Props of {@link AppLayout}. */
export interface AppLayoutProps {
  /** Header slots: `search` (the lobby's search box) and `actions` (login buttons, avatar). */
  header?: { search?: ReactNode; actions?: ReactNode };
  /** Hides the side menu; default: hidden on game pages (spec §2). */
  hideSideMenu?: boolean;
  /** Hides the footer; default: hidden on the seamless game page `/seamless` (spec §2 "Seamless game page, no footer"). */
  hideFooter?: boolean;
  /** The page. */
  children?: ReactNode;
}

/**
 * The site layout (spec §2): skip link, {@link Header}, {@link SideMenu} (drawer on phones, rail
 * on desktop; hidden on game pages), the `main` landmark with the page, {@link Footer} (none on
 * `/seamless`), the in_need_true_account notice (spec §6, shown after `realAccountRequired()`)
 * and the loader overlay while a slow navigation loads ({@link NavigationLoader}, spec §2). It also refetches the
 * language-dependent data (menus, vendors, announcements, help) when the language changes
 * (spec §4).
 */
export function AppLayout({ header, hideSideMenu, hideFooter, children }: AppLayoutProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const sideMenuHidden = hideSideMenu ?? isGamePagePath(pathname);
  const footerHidden = hideFooter ?? pathname === SEAMLESS_PATH;
  const interacted = useFirstInteraction();
  const rail = useIsRailLayout();

  useEffect(() => {
    const refetch = () => {
      dispatch(shellApi.util.invalidateTags([LANGUAGE_TAG]));
    };
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [dispatch, i18n]);

  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main">
        {t('skip_to_content')}
      </a>
      <Header search={header?.search} actions={header?.actions} hideMenuButton={sideMenuHidden} />
      <div className={styles.body}>
        {interacted || rail ? (
          <Suspense fallback={null}>
            <SideMenu hidden={sideMenuHidden} />
          </Suspense>
        ) : null}
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
      {footerHidden ? null : interacted || rail ? (
        <Suspense fallback={<div className={styles.footerSpace} />}>
          <Footer />
        </Suspense>
      ) : (
        <div className={styles.footerSpace} />
      )}
      <RealAccountNotice />
      <NavigationLoader />
    </div>
  );
}
