import styles from './NumberBalls.module.css';

/** Props of {@link NumberBalls}. */
export interface NumberBallsProps {
  /** Opened numbers in draw order, as shown (e.g. `["07", "12"]`). */
  numbers: readonly string[];
  /** Accessible name of the list (translated, e.g. "Winning numbers"). */
  label: string;
  /** Show at most this many balls, then `+n` (default: all). */
  max?: number;
  /** `sm` (24 px, lists) or `md` (32 px, default). */
  size?: 'sm' | 'md';
}

/**
 * Opened lottery numbers as balls (an ordered list, so a screen reader reads them in draw
 * order). With `max`, the rest is summed up as `+n`.
 */
export function NumberBalls({ numbers, label, max, size = 'md' }: NumberBallsProps) {
  const shown = max !== undefined && numbers.length > max ? numbers.slice(0, max) : numbers;
  const hidden = numbers.length - shown.length;
  return (
    <ol className={`${styles.balls} ${styles[size]}`} aria-label={label}>
      {shown.map((number, index) => (
        // Numbers repeat in some games (digits), so the position is part of the key.
        <li key={`${index}-${number}`} className={styles.ball}>
          {number}
        </li>
      ))}
      {hidden > 0 ? (
        <li className={styles.more} aria-label={`+${hidden}`}>
          +{hidden}
        </li>
      ) : null}
    </ol>
  );
}
