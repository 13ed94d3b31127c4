/** A signed money amount of the agent reports: + and green above zero, − and red below (never colour alone), plain at zero. */
import { useMoney } from '@gamehall/shell';
import { cx } from '@gamehall/ui-kit';
import styles from './LossIncome.module.css';

/**
 * @param props.amount - a decimal string, e.g. `"-12.50"`
 */
export function Signed({ amount }: { amount: string }) {
  const money = useMoney();
  const negative = amount.startsWith('-') && /[1-9]/.test(amount);
  const positive = !amount.startsWith('-') && /[1-9]/.test(amount);
  return (
    <span className={cx(styles.num, positive && styles.credit, negative && styles.debit)}>
      {positive ? '+' : negative ? '−' : ''}
      {money(amount.replace(/^-/, ''))}
    </span>
  );
}
