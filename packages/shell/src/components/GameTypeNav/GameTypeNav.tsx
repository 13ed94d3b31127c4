import { type FocusEvent, type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { GameMenu } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { cx, icons } from '@gamehall/ui-kit';
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

/** Share of the menu's visible width one press of a scroll button moves it. */
const SCROLL_PAGE = 0.75;

/** Smallest gap kept between an opened drop-down and the window's edges, in CSS px. */
const DROPDOWN_EDGE_GAP = 8;

/** Which ends of the menu hide links (scrolled away or not yet reached). */
interface HiddenEnds {
  start: boolean;
  end: boolean;
}

/**
 * Whether the scroller `ref` has links hidden before its start or after its end, kept up to date
 * on scroll and when it or its items change size (window width, language, menus arriving).
 * Right-to-left scrolling is negative (CSSOM), hence the absolute offset.
 */
function useHiddenEnds(ref: RefObject<HTMLElement | null>, itemCount: number): HiddenEnds {
  const [ends, setEnds] = useState<HiddenEnds>({ start: false, end: false });
  useEffect(() => {
    const list = ref.current;
    if (!list) return undefined;
    const update = () => {
      const offset = Math.abs(list.scrollLeft);
      const start = offset > 1;
      const end = list.scrollWidth - list.clientWidth - offset > 1;
      setEnds((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const observer = 'ResizeObserver' in window ? new ResizeObserver(update) : undefined;
    observer?.observe(list);
    for (const item of list.children) observer?.observe(item);
    return () => {
      list.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref, itemCount]);
  return ends;
}

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
 * than 10). The current category is marked with `aria-current="page"`. When the links do not fit,
 * the list scrolls sideways (issue 11 §5): the end that hides links fades, with a mouse a scroll
 * button shows there (hidden from assistive technology and the tab order, which reach every link
 * directly), and a link focused with the keyboard scrolls wholly into view.
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
  const listRef = useRef<HTMLUListElement>(null);
  const hidden = useHiddenEnds(listRef, sorted.length);

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
  // A menu link reached with the keyboard comes wholly into view, clear of the faded ends (the
  // list's scroll-padding): browsers scroll a focused link only until part of it shows.
  const onListFocus = (event: FocusEvent<HTMLUListElement>) => {
    const link = event.target;
    if (link.parentElement?.parentElement === event.currentTarget && 'scrollIntoView' in link) link.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  // The scroll buttons move the menu by most of its visible width, towards its start or its end.
  const scrollMenu = (towards: 'start' | 'end') => {
    const list = listRef.current;
    if (!list) return;
    const sign = (towards === 'end' ? 1 : -1) * (getComputedStyle(list).direction === 'rtl' ? -1 : 1);
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: sign * list.clientWidth * SCROLL_PAGE, behavior: smooth ? 'smooth' : 'auto' });
  };

  return (
    <nav
      className={cx(styles.nav, className)}
      aria-label={t('game_types')}
      data-hidden-start={hidden.start || undefined}
      data-hidden-end={hidden.end || undefined}
    >
      <ul ref={listRef} className={styles.list} onFocus={onListFocus}>
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
      {/* Pointer-only helpers, like the menu's faded ends: keyboard and screen reader users reach
          every link directly (a focused link scrolls into view), so they are hidden from both. */}
      {hidden.start ? <ScrollButton towards="start" onScroll={scrollMenu} /> : null}
      {hidden.end ? <ScrollButton towards="end" onScroll={scrollMenu} /> : null}
    </nav>
  );
}

function ScrollButton({ towards, onScroll }: { towards: 'start' | 'end'; onScroll(towards: 'start' | 'end'): void }) {
  const Icon = towards === 'start' ? icons.chevronLeft : icons.chevronRight;
  return (
    <button
      type="button"
      className={cx(styles.scroll, towards === 'start' ? styles.scrollStart : styles.scrollEnd)}
      tabIndex={-1}
      aria-hidden="true"
      // Keeps the focus where it was (a press must not focus a hidden button).
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onScroll(towards)}
    >
      <Icon size={18} />
    </button>
  );
}

interface VendorDropdownProps {
  id: string;
  menu: GameMenu;
  label: string;
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

function VendorDropdown({ id, menu, label, onPick }: VendorDropdownProps) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const large = menu.cards.length > LARGE_VENDOR_MENU;
  const ref = useRef<HTMLDivElement>(null);
  useDropdownPlacement(ref);
  return (
    <div ref={ref} id={id} className={cx(styles.dropdown, large && styles.large)} data-layout={large ? 'large' : 'compact'}>
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
