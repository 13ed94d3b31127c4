import type { ReactNode } from 'react';
import styles from './HomeSections.module.css';

/** Props of {@link SectionFrame}. */
export interface SectionFrameProps {
  /** Identifies the heading (`home-section-<id>`), e.g. a game type or `RECENT`. */
  id: string;
  /** The section's heading (translated). */
  title: string;
  /** Beside the heading: a More link or button. */
  action?: ReactNode;
  /** The section's content. */
  children: ReactNode;
}

/** A home section (spec §2 "Home sections per type"): a region named by its heading, with an optional action beside it. */
export function SectionFrame({ id, title, action, children }: SectionFrameProps) {
  const headingId = `home-section-${id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <header className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}
