import { cx } from '../../internal/cx';
import { Button } from '../Button/Button';
import styles from './EmptyState.module.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Translated message; lists pass `t('in_no_data')`. */
  message: string;
  /** Optional action under the message (e.g. "Browse games"). */
  action?: { label: string; onClick: () => void };
  className?: string;
}

/** What an empty list shows (docs/architecture.md "Design"): a small illustration, the message, an optional action. */
export function EmptyState({ message, action, className }: EmptyStateProps) {
  return (
    <div className={cx(styles.state, className)}>
      <svg className={styles.art} width="96" height="72" viewBox="0 0 96 72" aria-hidden="true" focusable="false">
        <rect x="14" y="18" width="68" height="46" rx="8" fill="var(--gh-color-overlay)" stroke="var(--gh-color-line)" strokeWidth="2" />
        <path d="M14 34h20l4 8h20l4-8h20" fill="none" stroke="var(--gh-color-line)" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="30" cy="10" r="3" fill="var(--gh-accent)" />
        <circle cx="66" cy="6" r="2" fill="var(--gh-text-disabled)" />
        <circle cx="78" cy="14" r="2.5" fill="var(--gh-accent)" opacity="0.6" />
      </svg>
      <p className={styles.message}>{message}</p>
      {action ? (
        <Button variant="secondary" size="sm" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
