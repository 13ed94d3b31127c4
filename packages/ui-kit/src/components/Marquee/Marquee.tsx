import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { cx } from '../../internal/cx';
import { usePrefersReducedMotion } from '../../internal/useMediaQuery';
import styles from './Marquee.module.css';

/** One announcement of a {@link Marquee}. */
export interface MarqueeItem {
  id: string | number;
  /** Plain text (not HTML). */
  text: string;
}

/** Props of {@link Marquee}. */
export interface MarqueeProps {
  items: MarqueeItem[];
  /** Accessible name of the region (translated "Announcements"). */
  ariaLabel: string;
  /** Called with the item's id when the user clicks it; without it items are plain text. */
  onItemClick?: (id: string | number) => void;
  /** Scroll speed in CSS pixels per second (default 60). */
  speedPxPerSecond?: number;
  className?: string;
}

/**
 * The scrolling announcement marquee of the home lobby (spec §2). Scrolls with a CSS
 * animation, pauses while hovered or focused, and becomes a static list under
 * `prefers-reduced-motion: reduce`. Renders nothing without items.
 */
export function Marquee({ items, ariaLabel, onItemClick, speedPxPerSecond = 60, className }: MarqueeProps) {
  const reducedMotion = usePrefersReducedMotion();
  const firstCopyRef = useRef<HTMLUListElement>(null);
  const [durationS, setDurationS] = useState(20);

  // Measured after the paint (a passive effect), when the layout is done: measuring in the commit
  // would force the whole page's first layout into the commit's task (issue 14: long tasks).
  useEffect(() => {
    const width = firstCopyRef.current?.scrollWidth ?? 0;
    if (width > 0 && speedPxPerSecond > 0) setDurationS(Math.max(width / speedPxPerSecond, 4));
  }, [items, speedPxPerSecond]);

  if (items.length === 0) return null;

  const renderList = (copy: boolean) => (
    <ul
      ref={copy ? undefined : firstCopyRef}
      className={styles.list}
      aria-hidden={copy || undefined}
      data-marquee-copy={copy || undefined}
    >
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          {onItemClick ? (
            <button
              type="button"
              className={styles.link}
              tabIndex={copy ? -1 : undefined}
              onClick={() => {
                onItemClick(item.id);
              }}
            >
              {item.text}
            </button>
          ) : (
            <span>{item.text}</span>
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <section aria-label={ariaLabel} className={cx(styles.marquee, reducedMotion && styles.static, className)}>
      {reducedMotion ? (
        renderList(false)
      ) : (
        <div className={styles.track} style={{ '--gh-marquee-duration': `${durationS}s` } as CSSProperties}>
          {renderList(false)}
          {renderList(true)}
        </div>
      )}
    </section>
  );
}
