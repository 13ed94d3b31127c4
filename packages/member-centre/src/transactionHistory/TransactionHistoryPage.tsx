/** The transaction history (spec §2 transactionHistory): every ledger entry of the member. */
import { useTranslation } from '@gamehall/i18n';
import { LedgerList } from '../components/LedgerList/LedgerList';
import { LEDGER_FILTER_OPTIONS } from '../model/cashierModel';

/** The type filter's values: `ALL` for every kind, then the ledger filters. */
const TYPE_OPTIONS = ['ALL', ...LEDGER_FILTER_OPTIONS] as const;
type TypeOption = (typeof TYPE_OPTIONS)[number];

/**
 * `/member/transactionHistory`: the filters (type: All and the contract's ledger filters in the
 * player's language; from and to days, default the last 30 days in the merchant's time zone,
 * from ≤ to checked before the search) and the ledger, newest first, 20 a page from the server
 * (ui-kit's pager: page range 5, margin pages 2), with its loading, empty (in_no_data) and error
 * (retry) states. Applying filters goes back to page 1.
 */
export function TransactionHistoryPage() {
  const { t } = useTranslation('member');
  return (
    <LedgerList<TypeOption>
      idPrefix="ledger"
      label={t('ledger_list')}
      types={{ options: TYPE_OPTIONS, label: (option) => (option === 'ALL' ? t('all') : t(`ledger_filter_${option}`)) }}
      initialType="ALL"
      filterOf={(option) => (option === 'ALL' ? undefined : option)}
    />
  );
}
