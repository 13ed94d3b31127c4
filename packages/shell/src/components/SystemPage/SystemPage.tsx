/** The frame shared by the full-page system pages (spec §2 "System pages"). */
import { type ReactNode } from 'react';
import { icons } from '@gamehall/ui-kit';
import styles from './SystemPage.module.css';

/** Props of {@link SystemPage}. */
export interface SystemPageProps {
  /** Page heading (translated). */
  title: string;
  /** Explanation (translated). */
  text?: ReactNode;
  /** Icon in the circle. */
  icon?: 'warning' | 'info';
  /** Content under the text (IP, buttons). */
  children?: ReactNode;
}

/** A centred card on the page background, in a `main` landmark. */
export function SystemPage({ title, text, icon = 'warning', children }: SystemPageProps) {
  const Icon = icon === 'warning' ? icons.warning : icons.info;
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="system-page-title">
        <span className={styles.illustration} aria-hidden="true">
          <Icon size={36} />
        </span>
        <h1 id="system-page-title" className={styles.title}>
          {title}
        </h1>
        {text ? <p className={styles.text}>{text}</p> : null}
        {children}
      </section>
    </main>
  );
}

export { styles as systemPageStyles };
