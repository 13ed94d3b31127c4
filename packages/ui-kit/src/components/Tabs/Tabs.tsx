import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cx } from '../../internal/cx';
import styles from './Tabs.module.css';

/** One tab of {@link Tabs}. */
export interface TabItem {
  /** Stable key, passed to `onChange`. */
  key: string;
  /** Visible (translated) label. */
  label: ReactNode;
  /** Count shown beside the label when greater than 0 (e.g. unread messages). */
  badge?: number;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  items: TabItem[];
  /** Key of the selected tab. */
  value: string;
  /** Called with the key of the tab the user picked. */
  onChange: (key: string) => void;
  /** Accessible name of the tab list. */
  ariaLabel: string;
  /** `pill` (default, filled chips) or `underline` (a line under the selected tab). */
  variant?: 'pill' | 'underline';
  className?: string;
}

/**
 * A row of tabs (`role="tablist"`): click or use the arrow keys, Home and End to pick one
 * (arrows follow the reading direction, so they mirror in RTL). Scrolls horizontally when the
 * row is wider than the screen (phones). The panels are the caller's.
 */
export function Tabs({ items, value, onChange, ariaLabel, variant = 'pill', className }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  const focusTab = (index: number) => {
    const item = items[index];
    if (!item) return;
    const tab = listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index];
    tab?.focus();
    // jsdom (the tests) has no scrollIntoView, whatever the DOM types say.
    if (tab && 'scrollIntoView' in tab) tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    onChange(item.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.key === value);
    const rtl = listRef.current ? getComputedStyle(listRef.current).direction === 'rtl' : false;
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      focusTab((current + step + items.length) % items.length);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusTab(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusTab(items.length - 1);
    }
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={ariaLabel}
      aria-orientation="horizontal"
      className={cx(styles.tabs, styles[variant], className)}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.key === value;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={cx(styles.tab, selected && styles.selected)}
            onClick={() => {
              if (!selected) onChange(item.key);
            }}
          >
            <span>{item.label}</span>
            {item.badge !== undefined && item.badge > 0 ? (
              <span className={styles.badge}>{item.badge > 99 ? '99+' : item.badge}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
