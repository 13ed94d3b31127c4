import { type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './IconButton.module.css';

/** Props of {@link IconButton}: native button props plus a required label and icon. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Accessible name (`aria-label`, also the tooltip): the translated action name. */
  label: string;
  /** The icon shown (e.g. `<icons.close />`). */
  icon: ReactNode;
  /** `md` (default) is a 44×44 px touch target, `sm` 32×32 px. */
  size?: 'sm' | 'md';
}

/** A square button that shows only an icon; `label` names it for assistive technology. */
export function IconButton({ label, icon, size = 'md', className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button type={type} aria-label={label} title={label} className={cx(styles.iconButton, styles[size], className)} {...rest}>
      {icon}
    </button>
  );
}
