import styles from './PageSkeleton.module.css';

/** How many tile placeholders the skeleton's grid shows (two rows on a phone, one and a half on a desktop). */
const TILE_COUNT = 12;
/** How many game-type tab placeholders the skeleton shows. */
const TAB_COUNT = 5;

/** Props of {@link PageSkeleton}. */
export interface PageSkeletonProps {
  /**
   * The translated "Loading" text (core key `loading`), announced to assistive technology and
   * shown in the banner's box. (Before the dictionary is in, the HTML's word-less skeleton shows
   * instead: shell's `startApp`.)
   */
  label: string;
}

/**
 * The lobby's loading skeleton (spec §2 layout, issue 14 "first paint"): the header bar with the
 * logo, the banner's box, the game-type tabs and a grid of tile boxes, in the sizes of the real
 * lobby, so the page paints its shape at once and the real content replaces it without a jump.
 * It needs no data: {@link SystemStatusGate} renders it, with the translated "Loading", while
 * the system status and site settings load (no lobby content shows before the status is known,
 * spec §4).
 * The same shape is painted by the HTML before any script runs (the apps' `appHead()`), and
 * `startApp` keeps that one until the app renders.
 * The shimmer stops under `prefers-reduced-motion: reduce`.
 *
 * @param props - see {@link PageSkeletonProps}
 */
export function PageSkeleton({ label }: PageSkeletonProps) {
  return (
    <div className={styles.page} aria-busy="true" data-testid="page-skeleton">
      <div className={styles.header} aria-hidden="true">
        <div className={styles.bar}>
          <img className={styles.logo} src="/art/logo.svg" alt="" width={120} height={32} />
        </div>
      </div>
      <div className={styles.rail} aria-hidden="true" />
      <div className={styles.body}>
        {/* The "Loading" text sits in the banner's box: on screen at every width. */}
        <div className={styles.banner}>
          <p className={styles.label} role="status" aria-label={label}>
            {label}
          </p>
        </div>
        <div className={styles.tabs} aria-hidden="true">
          {Array.from({ length: TAB_COUNT }, (_, index) => (
            <div key={index} className={styles.tab} />
          ))}
        </div>
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: TILE_COUNT }, (_, index) => (
            <div key={index} className={styles.tile} />
          ))}
        </div>
      </div>
    </div>
  );
}
