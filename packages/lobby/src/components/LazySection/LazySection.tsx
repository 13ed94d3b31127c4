import { type ReactNode, useRef } from 'react';
import { useInView } from '../../model/useInView';
import styles from './LazySection.module.css';

/** Props of {@link LazySection}. */
export interface LazySectionProps {
  /** Rendered once the placeholder scrolls near the viewport. */
  children: ReactNode;
  /** Height reserved before then, in CSS pixels (keeps the page from jumping). */
  minHeight?: number;
}

/**
 * Renders its children only once scrolled near the viewport (IntersectionObserver), so the home
 * page requests little up front (spec §2 home sections; the home page's budget).
 */
export function LazySection({ children, minHeight = 240 }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  if (inView) return <>{children}</>;
  return <div ref={ref} className={styles.placeholder} style={{ minBlockSize: minHeight }} aria-hidden="true" />;
}
