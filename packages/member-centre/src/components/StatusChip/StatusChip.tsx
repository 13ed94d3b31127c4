/** A state as a chip: colour and the state's name (never colour alone). */
import type { DepositStatus } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { cx } from '@gamehall/ui-kit';
import styles from './StatusChip.module.css';

/** The colour of a {@link Chip}: waiting, good, bad or neither. */
export type ChipTone = 'warning' | 'success' | 'danger' | 'neutral';

/**
 * A chip with a translated label in a tone's colour.
 *
 * @param props - `tone`: its colour; `label`: the translated text; `state`: the machine name (`data-status`)
 */
export function Chip({ tone, label, state }: { tone: ChipTone; label: string; state: string }) {
  return (
    <span className={cx(styles.chip, styles[tone])} data-status={state}>
      {label}
    </span>
  );
}

const DEPOSIT_TONES: Readonly<Record<DepositStatus, ChipTone>> = { PENDING: 'warning', CREDITED: 'success', FAILED: 'danger' };

/**
 * A deposit status chip: PENDING (warning), CREDITED (success), FAILED (danger), labelled
 * deposit_status_<STATUS>.
 *
 * @param props - `status`: the deposit's state
 */
export function StatusChip({ status }: { status: DepositStatus }) {
  const { t } = useTranslation('member');
  return <Chip tone={DEPOSIT_TONES[status]} label={t(`deposit_status_${status}`)} state={status} />;
}
