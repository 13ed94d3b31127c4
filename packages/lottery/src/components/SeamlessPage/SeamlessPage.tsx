import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@gamehall/i18n';
import { realAccountRequired, selectIsTrial, useAppDispatch, useAppSelector } from '@gamehall/shell';
import { GAME_CODE_PARAM } from '../../paths';
import { LotteryGamePanel } from '../LotteryGamePanel/LotteryGamePanel';
import styles from './SeamlessPage.module.css';

/** The seamless vendor's lottery area and prize mode (spec §9: seamless vendor TCG_SEA, prize mode SEA). */
export const SEAMLESS_LAUNCH = { lottoArea: 'SEA', lottoPrizeMode: 'SEA', lottoView: 'lobby' } as const;

/**
 * The seamless game page (spec §2 `/seamless`: "Seamless game page, no footer"; the route checks
 * the login): the TCG_SEA vendor's lottery lobby launched full-page (lottoArea SEA, prize mode
 * SEA, lottoView lobby; a `gameCode` query opens that game in the lobby view). The shell's
 * layout hides the footer and the side menu on this path. A trial account (spec §6) gets
 * in_need_true_account and no launch.
 */
export function SeamlessPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isTrial = useAppSelector(selectIsTrial);
  const [params] = useSearchParams();
  const gameCode = params.get(GAME_CODE_PARAM) ?? undefined;
  const title = t('lottery_sea');

  useEffect(() => {
    if (isTrial) dispatch(realAccountRequired());
  }, [isTrial, dispatch]);

  return (
    <div className={styles.page}>
      <h1 className={styles.hidden}>{title}</h1>
      <LotteryGamePanel title={title} refused={isTrial} request={{ ...SEAMLESS_LAUNCH, lottoGameCode: gameCode }} variant="fullPage" />
    </div>
  );
}
