import { type FocusEvent, type KeyboardEvent, lazy, type MouseEvent, type ReactNode, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { GameMenu, Vendor } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { cx, icons } from '@gamehall/ui-kit';
import { useGetGameMenusQuery } from '../../api/shellApi';
import { BINGO_CLASSIFY, BINGO_GAME_TYPE, bingoPath, useBingoMenu } from '../../menu/bingoType';
import { withChunkTimeout } from '../../navigation/chunks';
import { gameTypePath, HOME_PATH } from '../../navigation/paths';
import { useAppNavigate } from '../../navigation/useAppNavigate';
import { useAppDispatch } from '../../store/hooks';
import { vendorLaunchRequested } from '../../store/playActions';
import { HOME_PATHS, navTarget } from './gameTypeNavModel';
import styles from './GameTypeNav.module.css';

/** The vendor drop-down: a chunk of its own (home page JS budget), fetched when the pointer or focus first reaches the menu. */
const loadDropdown = withChunkTimeout(() => import('./VendorDropdown'));
const VendorDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.VendorDropdown })));

/** How long the vendor drop-down stays after the pointer leaves, in ms. */
const DROPDOWN_CLOSE_DELAY_MS = 150;

/** Share of the menu's visible width one press of a scroll button moves it. */
const SCROLL_PAGE = 0.75;

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
    list.addEventListener('scroll', update, { passive: true });
    const observer = 'ResizeObserver' in window ? new ResizeObserver(update) : undefined;
    // The observer reports the first size after the next layout; measuring now would force that
    // layout inside the commit's task (issue 14: long tasks).
    if (!observer) update();
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
  const bingo = useBingoMenu();
  const bingoActive = bingo !== undefined && location.pathname === gameTypePath('RNG') && new URLSearchParams(location.search).get('classify') === BINGO_CLASSIFY;
  const listRef = useRef<HTMLUListElement>(null);
  const hidden = useHiddenEnds(listRef, sorted.length + (bingo ? 1 : 0));

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

  const itemProps = { baseId, openType, setOpenType, closeSoon, onBlur, onKeyDown, onPick: go };

  return (
    <nav
      className={cx(styles.nav, className)}
      // The vendor drop-down's chunk loads as the pointer or the focus reaches the menu.
      onPointerEnter={() => void loadDropdown()}
      onFocusCapture={() => void loadDropdown()}
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
          const label = t(`game_type_${menu.gameType}`, { defaultValue: menu.title });
          return (
            <NavItem
              key={menu.gameType}
              type={menu.gameType}
              to={to}
              label={label}
              active={location.pathname === to && !bingoActive}
              vendors={menu.cards}
              pathOf={(vassalage) => gameTypePath(menu.gameType, vassalage)}
              onClick={(e) => onMenuClick(e, menu)}
              {...itemProps}
            />
          );
        })}
        {bingo ? (
          <NavItem
            type={BINGO_GAME_TYPE}
            to={bingo.to}
            label={t(`game_type_${BINGO_GAME_TYPE}`)}
            active={bingoActive}
            vendors={bingo.vendors}
            pathOf={bingoPath}
            onClick={(e) => go(e, bingo.to)}
            {...itemProps}
          />
        ) : null}
      </ul>
      {/* Pointer-only helpers, like the menu's faded ends: keyboard and screen reader users reach
          every link directly (a focused link scrolls into view), so they are hidden from both. */}
      {hidden.start ? <ScrollButton towards="start" onScroll={scrollMenu} /> : null}
      {hidden.end ? <ScrollButton towards="end" onScroll={scrollMenu} /> : null}
    </nav>
  );
}

/** Props of {@link NavItem}: one category and what the menu shares with its items. */
interface NavItemProps {
  type: string;
  to: string;
  label: string;
  active: boolean;
  vendors: readonly Vendor[];
  pathOf(vassalage: string): string;
  onClick(event: MouseEvent): void;
  baseId: string;
  openType: string | null;
  setOpenType(type: string | null): void;
  closeSoon(): void;
  onBlur(event: FocusEvent<HTMLLIElement>): void;
  onKeyDown(event: KeyboardEvent): void;
  onPick(event: MouseEvent, to: string): void;
}

/** A category of the menu: its link and, while hovered or focused, its vendor drop-down. */
function NavItem({ type, to, label, active, vendors, pathOf, onClick, baseId, openType, setOpenType, closeSoon, onBlur, onKeyDown, onPick }: NavItemProps): ReactNode {
  const open = openType === type && vendors.length > 0;
  const panelId = `${baseId}-${type}`;
  return (
    <li className={styles.item} onMouseEnter={() => setOpenType(type)} onMouseLeave={closeSoon} onFocus={() => setOpenType(type)} onBlur={onBlur} onKeyDown={onKeyDown}>
      <Link
        to={to}
        className={cx(styles.link, active && styles.active)}
        aria-current={active ? 'page' : undefined}
        aria-controls={open ? panelId : undefined}
        aria-expanded={vendors.length > 0 ? open : undefined}
        onClick={onClick}
      >
        {label}
      </Link>
      {open ? (
        <Suspense fallback={null}>
          <VendorDropdown id={panelId} vendors={vendors} pathOf={pathOf} label={label} onPick={onPick} />
        </Suspense>
      ) : null}
    </li>
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
