import { type CSSProperties, useId, useState } from 'react';
import { cx } from '../../internal/cx';
import { usePrefersReducedMotion } from '../../internal/useMediaQuery';
import { formatDecimal } from './formatDecimal';
import styles from './WinnerBoard.module.css';

/** One win on the {@link WinnerBoard}. */
export interface WinnerBoardItem {
  id: string | number;
  gameName: string;
  /** Player name as the platform sends it (already masked). */
  customerName: string;
  /** Decimal string, e.g. `"1234567.50"` (never a float). */
  winAmount: string;
  iconUrl: string;
}

/** Props of {@link WinnerBoard}. */
export interface WinnerBoardProps {
  /** Heading (translated). */
  title: string;
  items: WinnerBoardItem[];
  /** Currency symbol put before each amount (e.g. `₱`). */
  currencySymbol: string;
  /** Icon used when a game icon fails to load. */
  fallbackIconUrl: string;
  /** Rows visible at once (default 3, spec §9 "limit 3"). */
  visibleRows?: number;
  className?: string;
}

const ROW_HEIGHT_PX = 56;
/** Spec §9 "scroll step 0.5": half a pixel a frame at 60 fps. */
const SPEED_PX_PER_SECOND = 30;

/**
 * The lobby's winner board (spec §2 "winner board scrolls", §9): shows `visibleRows` rows and
 * scrolls up continuously when there are more, pausing while hovered or focused; a static list
 * under `prefers-reduced-motion`. Amounts are right-aligned in tabular figures with thousands
 * separators, formatted from the decimal string (no float conversion).
 */
export function WinnerBoard({ title, items, currencySymbol, fallbackIconUrl, visibleRows = 3, className }: WinnerBoardProps) {
  const titleId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const scrolling = !reducedMotion && items.length > visibleRows;
  const style = {
    '--gh-winner-rows': visibleRows,
    '--gh-winner-row-height': `${ROW_HEIGHT_PX}px`,
    '--gh-winner-duration': `${(items.length * ROW_HEIGHT_PX) / SPEED_PX_PER_SECOND}s`,
  } as CSSProperties;

  const renderRows = (copy: boolean) => (
    <ul className={styles.list} aria-hidden={copy || undefined}>
      {items.map((item) => (
        <WinnerRow key={item.id} item={item} currencySymbol={currencySymbol} fallbackIconUrl={fallbackIconUrl} />
      ))}
    </ul>
  );

  return (
    <section className={cx(styles.board, className)} aria-labelledby={titleId} style={style}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={cx(styles.viewport, !scrolling && styles.static)} tabIndex={scrolling ? 0 : undefined}>
        {scrolling ? (
          <div className={styles.track} data-scrolling="true">
            {renderRows(false)}
            {renderRows(true)}
          </div>
        ) : (
          renderRows(false)
        )}
      </div>
    </section>
  );
}

function WinnerRow({ item, currencySymbol, fallbackIconUrl }: { item: WinnerBoardItem; currencySymbol: string; fallbackIconUrl: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <li className={styles.row}>
      <img
        className={styles.icon}
        src={failed ? fallbackIconUrl : item.iconUrl}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        onError={() => {
          setFailed(true);
        }}
      />
      <span className={styles.who}>
        <span className={styles.game}>{item.gameName}</span>
        <span className={styles.customer}>{item.customerName}</span>
      </span>
      <span className={styles.amount}>
        {currencySymbol}
        {formatDecimal(item.winAmount)}
      </span>
    </li>
  );
}
