import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { toUserMessage, type LotteryGame, type OpenedNumero, type PrizeMode } from '@gamehall/api-client';
import { useLanguage, useTranslation } from '@gamehall/i18n';
import { launchDevice } from '@gamehall/play';
import { GAME_CODE_PARAM, type LotteryPageKind, realAccountRequired, selectIsTrial, useAppDispatch, useAppSelector } from '@gamehall/shell';
import { EmptyState, ErrorState, Tabs } from '@gamehall/ui-kit';
import { LOTTERY_DRAW_TAG, lotteryApi, useGetLotteryMenuQuery, useGetLotteryRecentQuery, useGetOpenedNumbersQuery } from '../../api/lotteryApi';
import { formatCountdown, msUntil, pickLotteryGame } from '../../model/lotteryModel';
import { useLotteryFavourites } from '../../model/useLotteryFavourites';
import { useNow } from '../../model/useNow';
import { LOTTERY_PAGES } from '../../model/lotteryPages';
import { DrawHistory } from '../DrawHistory/DrawHistory';
import { LotteryGameList } from '../LotteryGameList/LotteryGameList';
import { LotteryGamePanel, type LottoView } from '../LotteryGamePanel/LotteryGamePanel';
import styles from './LotteryPage.module.css';

/** The list filters (spec §9 game selection types ALL, FAV, RECENT). */
export type LotteryFilter = 'all' | 'fav' | 'recent';
const FILTERS: readonly { key: LotteryFilter; label: string }[] = [
  { key: 'all', label: 'all' },
  { key: 'fav', label: 'fav' },
  { key: 'recent', label: 'recent' },
];

/** After a draw time passes, the menus and draws are read again this long after it (ms): the draw needs a moment. */
export const DRAW_SETTLE_MS = 2_000;
/** When a refetched menu still shows a passed draw time, ask again after this long (ms). */
export const DRAW_RETRY_MS = 10_000;
/** The longest wait before the draws are read again (ms): daily and weekly games refresh hourly. */
export const DRAW_REFRESH_MAX_MS = 3_600_000;

/** Props of {@link LotteryPage}. */
export interface LotteryPageProps {
  /** Which lottery page (`/lottery`, `/seaLottery` or `/vnLottery`; aliases show the same). */
  kind: LotteryPageKind;
}

function NextDraw({ game }: { game: LotteryGame }) {
  const { t } = useTranslation('lottery');
  const left = msUntil(game.nextDrawAt, useNow());
  return (
    <span className={styles.nextDraw} role="timer">
      {left > 0 ? t('lottery_next_draw', { time: formatCountdown(left) }) : t('lottery_drawing')}
    </span>
  );
}

function ListSkeleton() {
  const { t } = useTranslation('lottery');
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className={styles.skeletonCard} />
      ))}
    </div>
  );
}

/**
 * A lottery game page (spec §2 `/lottery`, `/seaLottery`, `/vnLottery` and the aliases; the route
 * checks the login): the page's prize modes (tabs when more than one: LOTT and ELOTT on
 * `/lottery`), the mode's lottery games ({@link LotteryGameList}: countdown, latest opened
 * numbers, favourite star) with the filters All, Favourites (LOTTFAV, spec §3) and Recent (the
 * member's recent lottery games), the selected game launched in a frame
 * ({@link LotteryGamePanel}: betting or lobby view, reload, open in a new tab) and its draw
 * history ({@link DrawHistory}).
 *
 * The `gameCode` query selects the game (spec §2); without it, or when the mode has no such
 * game, the first favourite is selected, else the first game (a note says a named game is not
 * available). Picking a game writes `gameCode` (replacing the history entry). When a draw
 * time passes, the menus, opened numbers and history are read again. A trial account (spec §6)
 * sees the games and draws, gets in_need_true_account, and nothing is launched.
 */
export function LotteryPage({ kind }: LotteryPageProps) {
  const config = LOTTERY_PAGES[kind];
  const { t } = useTranslation('lottery');
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const isTrial = useAppSelector(selectIsTrial);
  const [params, setParams] = useSearchParams();
  const gameCode = params.get(GAME_CODE_PARAM);
  const [tab, setTab] = useState<PrizeMode | null>(null);
  const [filter, setFilter] = useState<LotteryFilter>('all');
  const [view, setView] = useState<LottoView>('betting');
  const { favourites, isFavourite, toggle } = useLotteryFavourites();

  const [firstMode, secondMode] = config.prizeModes as [PrizeMode, PrizeMode?];
  const firstMenu = useGetLotteryMenuQuery({ prizeMode: firstMode, lottoArea: config.lottoArea, language });
  const secondMenu = useGetLotteryMenuQuery(secondMode ? { prizeMode: secondMode, lottoArea: config.lottoArea, language } : skipToken);
  const menus = secondMode ? [firstMenu, secondMenu] : [firstMenu];

  // The game named in the URL decides the tab; else the tab the player picked; else the first.
  const codeMode = gameCode ? config.prizeModes.find((_mode, i) => menus[i]?.data?.list.some((game) => game.gameCode === gameCode)) : undefined;
  const waitingForCode = Boolean(gameCode) && !codeMode && menus.some((menu) => menu.isLoading);
  const activeMode = codeMode ?? tab ?? firstMode;
  const menu = menus[Math.max(0, config.prizeModes.indexOf(activeMode))] ?? firstMenu;
  const games = useMemo(() => menu.data?.list ?? [], [menu.data]);

  const opened = useGetOpenedNumbersQuery({ prizeMode: activeMode, language });
  const latest = useMemo(() => new Map<string, OpenedNumero>((opened.data?.list ?? []).map((draw) => [draw.gameCode, draw])), [opened.data]);
  const recent = useGetLotteryRecentQuery(filter === 'recent' ? { prizeMode: activeMode, device: launchDevice(), language } : skipToken);

  const pick = pickLotteryGame(games, gameCode, favourites);
  const selected = pick.game;

  useEffect(() => {
    if (isTrial) dispatch(realAccountRequired());
  }, [isTrial, dispatch]);

  // When the soonest draw time passes, read the draws again (spec: "latest opened numbers").
  useEffect(() => {
    if (games.length === 0) return undefined;
    const now = Date.now();
    const soonest = Math.min(...games.map((game) => Date.parse(game.nextDrawAt)).filter((at) => !Number.isNaN(at)));
    if (!Number.isFinite(soonest)) return undefined;
    const wait = soonest > now ? Math.min(soonest - now + DRAW_SETTLE_MS, DRAW_REFRESH_MAX_MS) : DRAW_RETRY_MS;
    const timer = setTimeout(() => {
      dispatch(lotteryApi.util.invalidateTags([LOTTERY_DRAW_TAG]));
    }, wait);
    return () => {
      clearTimeout(timer);
    };
  }, [games, dispatch]);

  const select = (game: LotteryGame) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(GAME_CODE_PARAM, game.gameCode);
        return next;
      },
      { replace: true },
    );
  };
  const changeMode = (mode: string) => {
    setTab(mode as PrizeMode);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(GAME_CODE_PARAM);
        return next;
      },
      { replace: true },
    );
  };

  const menuCodes = new Set(games.map((game) => game.gameCode));
  let shown: readonly LotteryGame[] = games;
  if (filter === 'fav') shown = games.filter((game) => favourites.includes(game.gameCode));
  else if (filter === 'recent') {
    // The member's recent games of this mode that this page lists, in recency order, as the menu has them.
    const byCode = new Map(games.map((game) => [game.gameCode, game]));
    shown = (recent.data?.list ?? []).filter((game) => menuCodes.has(game.gameCode)).map((game) => byCode.get(game.gameCode) ?? game);
  }
  const favouriteCount = games.filter((game) => favourites.includes(game.gameCode)).length;

  let list;
  const listError = menu.error ?? (filter === 'recent' ? recent.error : undefined);
  if (listError) {
    const message = toUserMessage(listError);
    list = (
      <ErrorState
        message={message.message ?? t(message.key ?? 'unknown_error')}
        retryLabel={t('retry')}
        onRetry={() => void (menu.error ? menu.refetch() : recent.refetch())}
      />
    );
  } else if (menu.isLoading || waitingForCode || (filter === 'recent' && recent.isLoading)) {
    list = <ListSkeleton />;
  } else if (shown.length === 0) {
    const emptyKey = games.length === 0 ? 'in_no_data' : filter === 'fav' ? 'lottery_no_favourites' : filter === 'recent' ? 'lottery_no_recent' : 'in_no_data';
    list = <EmptyState message={t(emptyKey)} />;
  } else {
    list = (
      <LotteryGameList
        games={shown}
        label={t('lottery_games')}
        selectedCode={selected?.gameCode}
        onSelect={select}
        isFavourite={isFavourite}
        onToggleFavourite={(game) => toggle(game.gameCode)}
        latest={latest}
      />
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t(config.titleKey)}</h1>
        {config.prizeModes.length > 1 ? (
          <Tabs
            items={config.prizeModes.map((mode) => ({ key: mode, label: t(`game_type_${mode}`) }))}
            value={activeMode}
            onChange={changeMode}
            ariaLabel={t('lottery_prize_modes')}
            variant="underline"
          />
        ) : null}
      </div>
      <div className={styles.layout}>
        <div className={styles.games}>
          <div className={styles.filters} role="group" aria-label={t('lottery_filter')}>
            {FILTERS.map(({ key, label }) => (
              <button
                key={key}
                type="button"
                className={styles.chip}
                aria-pressed={filter === key}
                onClick={() => {
                  setFilter(key);
                }}
              >
                {t(label)}
                {key === 'fav' && favouriteCount > 0 ? <span className={styles.count}>{favouriteCount}</span> : null}
              </button>
            ))}
          </div>
          {list}
        </div>
        <div className={styles.stage}>
          {pick.unknownCode && !waitingForCode && selected ? (
            <p className={styles.notice} role="status">
              {t('lottery_game_unavailable', { name: selected.gameName })}
            </p>
          ) : null}
          {selected ? (
            <>
              <LotteryGamePanel
                title={selected.gameName}
                refused={isTrial}
                request={{ vassalage: selected.vassalage, lottoArea: selected.lottoArea, lottoPrizeMode: selected.prizeMode, lottoGameCode: selected.gameCode, lottoView: view }}
                onViewChange={setView}
                header={
                  <div className={styles.selected}>
                    <h2 className={styles.selectedName}>{selected.gameName}</h2>
                    <NextDraw game={selected} />
                  </div>
                }
              />
              <DrawHistory key={selected.gameCode} gameCode={selected.gameCode} gameName={selected.gameName} />
            </>
          ) : menu.isLoading || waitingForCode ? (
            <div className={styles.stageSkeleton} aria-hidden="true" />
          ) : null}
        </div>
      </div>
    </div>
  );
}
