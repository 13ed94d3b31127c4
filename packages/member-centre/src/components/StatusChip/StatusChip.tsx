/** A deposit's state as a chip: colour and the state's name (never colour alone). */
import type { DepositStatus } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { cx } from '@gamehall/ui-kit';
import styles from './StatusChip.module.css';

/**
 * A deposit status chip: PENDING (warning), CREDITED (success), FAILED (danger), labelled
 * deposit_status_<STATUS>.
 *
 * @param props - `status`: the deposit's state
 */
export function StatusChip({ status }: { status: DepositStatus }) {
  const { t } = useTranslation('member');
  return (
    <span className={cx(styles.chip, styles[status])} data-status={status}>
      {t(`deposit_status_${status}`)}
    </span>
  );
}
