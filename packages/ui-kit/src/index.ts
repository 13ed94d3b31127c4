/**
 * `@gamehall/ui-kit`: Gamehall's presentational components and design tokens.
 *
 * Props in, events out: nothing here knows Redux, routing, i18n or the platform API. Every
 * user-visible text arrives as a prop (callers pass translated strings). Styles are CSS modules
 * on the design tokens of `@gamehall/ui-kit/tokens.css` (docs/architecture.md "Design"), which an app imports once:
 *
 * ```ts
 * import '@gamehall/ui-kit/tokens.css';
 * import { Button, Dialog, GameTile } from '@gamehall/ui-kit';
 * ```
 *
 * Layouts use logical properties only, so right-to-left pages mirror by themselves.
 *
 * @packageDocumentation
 */

/** Buttons and icons. */
export { Button, type ButtonProps, type ButtonVariant } from './components/Button/Button';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton';
export { icons, type IconComponent, type IconName, type IconProps } from './components/icons/icons';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';

/** Overlays (spec §4 dialog helper and loader overlay). */
export { Dialog, type DialogButton, type DialogIcon, type DialogProps } from './components/Dialog/Dialog';
export { useModal, type UseModalOptions } from './hooks/useModal';
export { useHeldTimeout, type HoldHandlers } from './hooks/useHeldTimeout';
export { LoaderOverlay, type LoaderOverlayProps } from './components/LoaderOverlay/LoaderOverlay';

/** Server HTML. */
export { SafeHtml, type SafeHtmlProps } from './components/SafeHtml/SafeHtml';
export { sanitizeHtml } from './components/SafeHtml/sanitizeHtml';

/** Navigation and form controls. */
export { Pagination, type PaginationLabels, type PaginationProps } from './components/Pagination/Pagination';
export { paginationItems } from './components/Pagination/paginationItems';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs/Tabs';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';

/** Lobby pieces (spec §2 home lobby). */
export { Marquee, type MarqueeItem, type MarqueeProps } from './components/Marquee/Marquee';
export { BannerCarousel, type Banner, type BannerCarouselProps } from './components/BannerCarousel/BannerCarousel';
export {
  GameTile,
  GameTileSkeleton,
  GameGrid,
  type GameTileProps,
  type GameGridProps,
} from './components/GameTile/GameTile';
export { VendorTile, VendorGrid, type VendorTileProps, type VendorGridProps } from './components/VendorTile/VendorTile';
export { WinnerBoard, type WinnerBoardItem, type WinnerBoardProps } from './components/WinnerBoard/WinnerBoard';
export { formatDecimal } from './components/WinnerBoard/formatDecimal';
export { QrCode, type QrCodeProps } from './components/QrCode/QrCode';

/** Play (spec §2 game popup). */
export {
  GameFrame,
  type GameFrameLabels,
  type GameFrameProps,
  type GameFrameState,
} from './components/GameFrame/GameFrame';

/** List states (docs/architecture.md "Design": empty, loading, error for every list). */
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/ErrorState/ErrorState';
export { resetFirstInteraction, useFirstInteraction } from './hooks/useFirstInteraction';
export {
  IDLE_TIMEOUT_MS,
  PAGE_QUIET_MAX_WAIT_MS,
  PAGE_QUIET_WINDOW_MS,
  TEXT_FIELD_QUIET_MS,
  VISITOR_QUIET_MS,
  resetVisitorActivity,
  usePageIdle,
  visitorBusyFor,
  type PageIdleOptions,
} from './hooks/usePageIdle';

/** Helpers for components built on the kit (shared with other packages rather than copied). */
export { cx } from './internal/cx';
export { useMediaQuery } from './internal/useMediaQuery';
