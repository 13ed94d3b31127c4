/** Bonus details (spec §2 bonusDetails): the member's bonuses and claimed rebates. */
import { useTranslation } from '@gamehall/i18n';
import { LedgerList } from '../components/LedgerList/LedgerList';

/** The type filter of the bonus details: both (`REWARD`), bonuses only, rebates only. */
export const BONUS_TYPE_OPTIONS = ['REWARD', 'BONUS', 'REBATE'] as const;
type BonusType = (typeof BONUS_TYPE_OPTIONS)[number];

/**
 * `/member/bonusDetails`: the member's BONUS and REBATE ledger entries (the transactionHistory
 * endpoint with the type group `REWARD`, or one of the two), newest first, 20 a page from the
 * server, filtered by type and day range (default the last 30 days in the merchant's time
 * zone), with the list's loading, empty and error states.
 */
export function BonusDetailsPage() {
  const { t } = useTranslation('member');
  return (
    <LedgerList<BonusType>
      idPrefix="bonus"
      label={t('bonus_list')}
      types={{ options: BONUS_TYPE_OPTIONS, label: (type) => t(`ledger_filter_${type}`) }}
      initialType="REWARD"
      filterOf={(type) => type}
    />
  );
}
