/** The transaction history page (spec §2 transactionHistory). */
import { useTranslation } from '@gamehall/i18n';

/** The transaction history page: filters and the ledger. */
export function TransactionHistoryPage() {
  const { t } = useTranslation('member');
  return <p>{t('ledger_list')}</p>;
}
