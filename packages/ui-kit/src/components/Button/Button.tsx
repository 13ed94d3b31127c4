import { type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Spinner } from '../Spinner/Spinner';
import styles from './Button.module.css';

/** Visual role of a {@link Button}: `primary` is the gold accent, `danger` destructive. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Props of {@link Button}: the native button props plus the ones below. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual role (default `primary`). */
  variant?: ButtonVariant;
  /** `md` (default) has a 44×44 px minimum touch target; `sm` is 32 px high. */
  size?: 'sm' | 'md';
  /** Shows a spinner, sets `aria-busy` and disables the button. */
  loading?: boolean;
  /** Icon drawn before the label (decorative). */
  icon?: ReactNode;
}

/**
 * The house button. Defaults to `type="button"` so it never submits a form by accident.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(styles.button, styles[variant], styles[size], className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={16} /> : icon ? <span className={styles.icon}>{icon}</span> : null}
      {children}
    </button>
  );
}
