import { useId } from 'react';
import { cx } from '../../internal/cx';
import { icons } from '../icons/icons';
import styles from './Select.module.css';

/** One option of a {@link Select}. */
export interface SelectOption {
  value: string;
  /** Visible (translated) text. */
  label: string;
}

/** Props of {@link Select}. */
export interface SelectProps {
  /** Visible label (translated), bound to the select. */
  label: string;
  /** Selected option's value. */
  value: string;
  options: SelectOption[];
  /** Called with the value the user picked. */
  onChange: (value: string) => void;
  /** Hides the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
}

/** A styled native `<select>` (keeps the platform picker on phones); e.g. the language selector. */
export function Select({ label, value, options, onChange, hideLabel = false, disabled, className }: SelectProps) {
  const id = useId();
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={cx(styles.label, hideLabel && styles.hidden)}>
        {label}
      </label>
      <span className={styles.control}>
        <select
          id={id}
          className={styles.select}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <icons.chevronDown size={16} className={styles.chevron} />
      </span>
    </div>
  );
}
