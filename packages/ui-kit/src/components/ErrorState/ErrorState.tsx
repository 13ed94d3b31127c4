import { cx } from '../../internal/cx';
import { Button } from '../Button/Button';
import { icons } from '../icons/icons';
import styles from './ErrorState.module.css';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** Translated error message (the server message or a generic one). */
  message: string;
  /** Text of the retry button. */
  retryLabel: string;
  /** Repeats the failed call. */
  onRetry: () => void;
  className?: string;
}

/** What a list shows when its call failed (docs/architecture.md "Design"): the message and a retry button. */
export function ErrorState({ message, retryLabel, onRetry, className }: ErrorStateProps) {
  return (
    <div className={cx(styles.state, className)} role="alert">
      <icons.warning size={32} className={styles.icon} />
      <p className={styles.message}>{message}</p>
      <Button variant="secondary" size="sm" icon={<icons.refresh size={16} />} onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
