import { useTranslation } from '@gamehall/i18n';
import styles from './NumberBalls.module.css';

/** Props of {@link NumberBalls}. */
export interface NumberBallsProps {
  /** Opened numbers in draw order, as shown (e.g. `["07", "12"]`, `["48213"]`, or colours such as `["RED", "BLUE"]`). */
  numbers: readonly string[];
  /** Accessible name of the list (translated, e.g. "Winning numbers"). */
  label: string;
  /** Show at most this many balls, then `+n` (default: all). */
  max?: number;
  /** `sm` (24 px, lists) or `md` (32 px, default). */
  size?: 'sm' | 'md';
}

/** Colour results (the Color Game's dice) and how each is painted. */
const COLOURS: Readonly<Record<string, string>> = {
  YELLOW: '#f7d038',
  WHITE: '#f2f4ff',
  PINK: '#ff8fc8',
  BLUE: '#4d8dff',
  RED: '#ff4d5e',
  GREEN: '#2ecc8f',
};

/**
 * Opened lottery numbers as balls (an ordered list, so a screen reader reads them in draw
 * order): numbers and digits as gold balls, long numbers (4D, 5D) as pills, colour results as
 * balls of that colour named in the user's language. With `max`, the rest is summed up as `+n`.
 */
export function NumberBalls({ numbers, label, max, size = 'md' }: NumberBallsProps) {
  const { t } = useTranslation('lottery');
  const shown = max !== undefined && numbers.length > max ? numbers.slice(0, max) : numbers;
  const hidden = numbers.length - shown.length;
  return (
    <ol className={`${styles.balls} ${size === 'sm' ? styles.sm : styles.md}`} aria-label={label}>
      {shown.map((value, index) => {
        const colour = COLOURS[value];
        // Values repeat in some games (digits, dice), so the position is part of the key.
        return colour ? (
          <li key={`${index}-${value}`} className={`${styles.ball} ${styles.colour}`} style={{ background: colour }} title={t(`lottery_colour_${value}`)}>
            <span className={styles.hidden}>{t(`lottery_colour_${value}`)}</span>
          </li>
        ) : (
          <li key={`${index}-${value}`} className={styles.ball}>
            {value}
          </li>
        );
      })}
      {hidden > 0 ? <li className={styles.more}>+{hidden}</li> : null}
    </ol>
  );
}
