import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toUserMessage } from '@gamehall/api-client';
import { useLanguage, useTranslation } from '@gamehall/i18n';
import { GAME_CODE_PARAM, realAccountRequired, selectIsTrial, useAppDispatch, useAppSelector } from '@gamehall/shell';
import { EmptyState, ErrorState } from '@gamehall/ui-kit';
import { useGetLotteryMenuQuery } from '../../api/lotteryApi';
import { pickLotteryGame } from '../../model/lotteryModel';
import { useLotteryFavourites } from '../../model/useLotteryFavourites';
import { LotteryGamePanel } from '../LotteryGamePanel/LotteryGamePanel';
import styles from './SeamlessPage.module.css';

/** The seamless vendor's lottery area, prize mode and view (spec §9: seamless vendor TCG_SEA, prize mode SEA). */
export const SEAMLESS_LAUNCH = { lottoArea: 'SEA', lottoPrizeMode: 'SEA', lottoView: 'lobby' } as const;

/**
 * The seamless game page (spec §2 `/seamless`: "Seamless game page, no footer"; the route checks
 * the login): the TCG_SEA vendor's game launched full-page in its lobby view (lottoArea SEA,
 * prize mode SEA, lottoView lobby). The game is the SEA menu's game named by the `gameCode`
 * query, else the first lottery favourite, else the first SEA game. The shell's layout hides
 * the footer and the side menu on this path. A trial account (spec §6) gets
 * in_need_true_account and no launch.
 */
export function SeamlessPage() {
  const { t } = useTranslation('lottery');
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const isTrial = useAppSelector(selectIsTrial);
  const [params] = useSearchParams();
  const { favourites } = useLotteryFavourites();
  const menu = useGetLotteryMenuQuery({ prizeMode: SEAMLESS_LAUNCH.lottoPrizeMode, lottoArea: SEAMLESS_LAUNCH.lottoArea, language });
  const game = pickLotteryGame(menu.data?.list ?? [], params.get(GAME_CODE_PARAM), favourites).game;
  const title = game?.gameName ?? t('lottery_sea');

  useEffect(() => {
    if (isTrial) dispatch(realAccountRequired());
  }, [isTrial, dispatch]);

  let content;
  if (menu.error) {
    const message = toUserMessage(menu.error);
    content = <ErrorState message={message.message ?? t(message.key ?? 'unknown_error')} retryLabel={t('retry')} onRetry={() => void menu.refetch()} />;
  } else if (menu.data && !game) {
    content = <EmptyState message={t('in_no_data')} />;
  } else {
    content = (
      <LotteryGamePanel
        title={title}
        refused={isTrial}
        request={game ? { ...SEAMLESS_LAUNCH, vassalage: game.vassalage, lottoArea: game.lottoArea, lottoGameCode: game.gameCode } : null}
        header={game ? <span className={styles.name}>{game.gameName}</span> : null}
        variant="fullPage"
      />
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.hidden}>{t('lottery_sea')}</h1>
      {content}
    </div>
  );
}
