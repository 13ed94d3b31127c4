import { Spinner } from '../Spinner/Spinner';
import styles from './LoaderOverlay.module.css';

/** Props of {@link LoaderOverlay}. */
export interface LoaderOverlayProps {
  /** Whether the overlay covers the page. */
  visible: boolean;
  /** Translated "Loading" text, announced politely to screen readers. */
  label: string;
}

/**
 * The full-page loader of spec §4 ("loader overlay"): a dimmed cover with a spinner that blocks
 * the page while shown. The live region stays mounted so the label is announced each time.
 */
export function LoaderOverlay({ visible, label }: LoaderOverlayProps) {
  return (
    <>
      <div role="status" aria-live="polite" className={styles.liveRegion}>
        {visible ? label : ''}
      </div>
      {visible ? (
        <div className={styles.overlay} data-testid="loader-overlay" aria-hidden="true">
          <div className={styles.box}>
            <Spinner size={40} />
            <span className={styles.label}>{label}</span>
          </div>
        </div>
      ) : null}
    </>
  );
}
