import { cx } from '../../internal/cx';
import styles from './Spinner.module.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter in CSS pixels (default 24). */
  size?: number;
  /** Accessible name; when omitted the spinner is decorative (`aria-hidden`). */
  label?: string;
  className?: string;
}

/**
 * A rotating ring showing that something is loading. Stops rotating under
 * `prefers-reduced-motion: reduce` (tokens.css).
 */
export function Spinner({ size = 24, label, className }: SpinnerProps) {
  return (
    <span
      className={cx(styles.spinner, className)}
      style={{ inlineSize: size, blockSize: size }}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
