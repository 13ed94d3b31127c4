import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@gamehall/i18n';
import { IconButton, icons } from '@gamehall/ui-kit';
import { HOME_PATH } from '../../navigation/paths';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectSideMenuOpen, sideMenuToggled } from '../../store/shellSlice';
import { FALLBACK_ICON_PATH, useImageUrl, useSiteSettings } from '../../site/siteSettings';
import { GameTypeNav } from '../GameTypeNav/GameTypeNav';
import styles from './Header.module.css';

/** Id of the side menu element, which the header's menu button controls. */
export const SIDE_MENU_ID = 'gh-side-menu';

/** Props of {@link Header}. */
export interface HeaderProps {
  /** Slot `header.search`: the lobby's search box. */
  search?: ReactNode;
  /** Slot `header.actions`: balance, login/register or avatar (accounts issue). */
  actions?: ReactNode;
  /** Hides the side menu button (pages without a side menu). */
  hideMenuButton?: boolean;
}

/**
 * The site header (spec §2 "Header", docs/architecture.md "Design": 56 px, sticky): side menu button (phones), the
 * logo linking home (`/art/logo.svg`, alt = the site name), the game-type menu, then the
 * `search` and `actions` slots.
 */
export function Header({ search, actions, hideMenuButton = false }: HeaderProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const sideMenuOpen = useAppSelector(selectSideMenuOpen);
  const site = useSiteSettings();
  const imageUrl = useImageUrl();
  const siteName = site?.siteName ?? 'Gamehall';
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {hideMenuButton ? null : (
          <IconButton
            className={styles.menuButton}
            label={sideMenuOpen ? t('close_menu') : t('open_menu')}
            icon={<icons.menu />}
            aria-expanded={sideMenuOpen}
            aria-controls={SIDE_MENU_ID}
            onClick={() => dispatch(sideMenuToggled())}
          />
        )}
        <Link to={HOME_PATH} className={styles.logoLink}>
          <img
            className={styles.logo}
            src={imageUrl('/art/logo.svg')}
            alt={siteName}
            width={120}
            height={32}
            onError={(e) => {
              const fallback = imageUrl(FALLBACK_ICON_PATH);
              if (e.currentTarget.src !== fallback) e.currentTarget.src = fallback;
            }}
          />
        </Link>
        <GameTypeNav className={styles.nav} />
        {search ? <div className={styles.search}>{search}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
