/**
 * A contract's tiers as the records pages and the contract popup show them (spec §3 contract
 * fields, §4): one line per tier with the thresholds its type names (bet amount, team loss,
 * active members; "at least") and the rate paid, and the settlement period of a dividend.
 */
import type { Contract, ContractTier } from '@gamehall/api-client/contract';
import { useTranslation } from '@gamehall/i18n';
import { useMoney } from '@gamehall/shell';
import styles from './ContractTiers.module.css';

/**
 * A tier's thresholds as text (`"Bet amount ≥ ₱10,000.00 · Active members ≥ 5"`), or the
 * "every period" text of a real-time salary, which has none.
 *
 * @param props - `tier`: the tier (money as decimal strings)
 */
function Thresholds({ tier }: { tier: ContractTier }) {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const parts = [
    tier.betAmount !== undefined ? t('contract_min_bet', { amount: money(tier.betAmount) }) : undefined,
    tier.profitLoss !== undefined ? t('contract_min_loss', { amount: money(tier.profitLoss) }) : undefined,
    tier.activeMembers !== undefined ? t('contract_min_members', { n: tier.activeMembers }) : undefined,
  ].filter((part): part is string => part !== undefined);
  return <span className={styles.thresholds}>{parts.length > 0 ? parts.join(' · ') : t('contract_no_threshold')}</span>;
}

/** Props of {@link ContractTiers}. */
export interface ContractTiersProps {
  /** The contract (or offer) whose tiers to show. */
  contract: Pick<Contract, 'type' | 'tiers' | 'period'>;
  /** The list's accessible name (e.g. "Tiers of the dividend offer"). */
  label?: string;
}

/**
 * The tiers of a contract: "Tier n", its thresholds and its rate (percent, as the server answers
 * it), ascending; a dividend's settlement period above them.
 */
export function ContractTiers({ contract, label }: ContractTiersProps) {
  const { t } = useTranslation('agent');
  return (
    <div className={styles.tiers}>
      {contract.period ? (
        <p className={styles.period}>
          {t('contract_period')}: {t(`contract_period_${contract.period}`)}
        </p>
      ) : null}
      <ol className={styles.list} aria-label={label ?? t('contract_tiers')}>
        {contract.tiers.map((tier, i) => (
          <li key={i} className={styles.tier}>
            <span className={styles.name}>{t('contract_tier_n', { n: i + 1 })}</span>
            <Thresholds tier={tier} />
            <span className={styles.rate}>{t('contract_rate_value', { rate: tier.rate })}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
