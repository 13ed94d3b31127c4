import { type ReactNode, Suspense } from 'react';
import styles from './AgentPageFrame.module.css';

/** Props of {@link AgentPageFrame}. */
export interface AgentPageFrameProps {
  /** The page's translated heading (its navigation label). */
  title: string;
  /** The page (a lazy component is awaited in a skeleton). */
  children?: ReactNode;
}

/**
 * One page of the agent centre (spec §2): its heading, then the page; while a lazy page's chunk
 * loads, a busy skeleton holds its place. agent-web frames the member centre's pages it composes
 * (deposit, withdraw, platform messages) with it too, so every page of the centre looks alike.
 */
export function AgentPageFrame({ title, children }: AgentPageFrameProps) {
  return (
    <section className={styles.frame} aria-labelledby="agent-page-title">
      <h1 id="agent-page-title" className={styles.title}>
        {title}
      </h1>
      <Suspense fallback={<div className={styles.skeleton} aria-busy="true" data-testid="page-skeleton" />}>{children}</Suspense>
    </section>
  );
}
