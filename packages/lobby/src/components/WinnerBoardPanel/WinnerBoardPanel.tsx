import { useLanguage, useTranslation } from '@gamehall/i18n';
import { ErrorState, WinnerBoard } from '@gamehall/ui-kit';
import { FALLBACK_ICON_PATH, useImageUrl, useSiteSettings } from '@gamehall/shell';
import { useGetWinnerBoardQuery } from '../../api/lobbyApi';
import { useErrorText } from '../../model/useErrorText';

/**
 * The home page's winner board (spec §2, §3, §7): ODSFE2_getWinnerBoard (ALL, 20 entries,
 * winAmount descending) in the ui-kit `WinnerBoard`, amounts with the site's currency symbol,
 * icons through the image CDN.
 */
export function WinnerBoardPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const imageUrl = useImageUrl();
  const currency = useSiteSettings()?.currency.symbol ?? '';
  const errorText = useErrorText();
  const { data, error, isFetching, refetch } = useGetWinnerBoardQuery({ language });
  if (error && !isFetching) return <ErrorState message={errorText(error)} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  return (
    <WinnerBoard
      title={t('winner_board')}
      currencySymbol={currency}
      fallbackIconUrl={imageUrl(FALLBACK_ICON_PATH)}
      items={(data?.list ?? []).map((item) => ({ ...item, iconUrl: imageUrl(item.iconUrl) }))}
    />
  );
}
