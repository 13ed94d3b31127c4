import { type ReactNode, useEffect, useEffectEvent, useLayoutEffect } from 'react';
import { useLanguage, useTranslation } from '@gamehall/i18n';
import { Button, GameFrame, IconButton, icons } from '@gamehall/ui-kit';
import { GameSessionFrame, gameSessionClosed, gameSessionRequested, selectGameSession, useGameSessionActions } from '@gamehall/play';
import { useAppDispatch, useAppSelector, useAppStore } from '@gamehall/shell';
import { LOTTERY_RECENT_TAG, lotteryApi } from '../../api/lotteryApi';
import { type LotteryLaunchRequest, lotterySessionRequest } from '../../model/lotteryModel';
import styles from './LotteryGamePanel.module.css';

/** The two lottery launch views (spec §7 `lottoView`). */
export type LottoView = LotteryLaunchRequest['lottoView'];
const VIEWS: readonly LottoView[] = ['betting', 'lobby'];

/** Props of {@link LotteryGamePanel}. */
export interface LotteryGamePanelProps {
  /** The game's name: the frame's title and the panel's accessible name. */
  title: string;
  /** What to launch; null launches nothing (no game selected yet). */
  request: LotteryLaunchRequest | null;
  /** A trial account (spec §6): no launch, in_need_true_account instead of the game. */
  refused?: boolean;
  /** Shows the betting / lobby switch; called with the view picked. */
  onViewChange?: (view: LottoView) => void;
  /** Shown at the start of the toolbar (e.g. the game's next draw). */
  header?: ReactNode;
  /** `embedded` (default: a frame of fixed height in a page) or `fullPage` (fills the viewport under the header). */
  variant?: 'embedded' | 'fullPage';
  /** How long a loaded game page may take to say `ready` before the frame counts as blocked (ms; default play's `GAME_READY_TIMEOUT_MS`, 15 s). */
  readyTimeoutMs?: number;
}

/**
 * A launched lottery game (spec §2 lottery pages and `/seamless`): a toolbar (optional
 * betting/lobby switch, reload, open in a new tab) over the game, as a host of
 * `@gamehall/play`'s game session with surface `panel`.
 *
 * - On mount, and whenever the request (vendor, area, prize mode, game, view) or the language
 *   changes, it asks for a session (`gameSessionRequested`: `launchGame` with `launchMode: 'LOTT'`;
 *   the session makes the money ready first, fills in `device`, `backUrl` and `language`, and
 *   the game's own close goes home). A game another host shows (the lobby's game popup over this
 *   page) is left alone: the panel then offers to play here again.
 * - The frame is play's `GameSessionFrame`: spinner, the game once it says `ready`, "blocked"
 *   with "open in a new tab", the error with retry; while the game plays in a new tab a note
 *   (or a link, when the browser refused the tab) with "play here instead". Reload and "open in
 *   a new tab" launch again, since a launch token works once.
 * - Leaving (unmount) ends the session if it is still the panel's: the money moves back.
 * - Each launch of its session invalidates the recent lottery games ({@link LOTTERY_RECENT_TAG}).
 *
 * A refused (trial) account gets in_need_true_account and no launch.
 */
export function LotteryGamePanel({ title, request, refused = false, onViewChange, header, variant = 'embedded', readyTimeoutMs }: LotteryGamePanelProps) {
  // The game frame's texts are the game session's (namespace `play`), searched after `lottery`
  // (then the core keys).
  const { t } = useTranslation(['lottery', 'play'], { nsMode: 'fallback' });
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const session = useAppSelector(selectGameSession);
  const actions = useGameSessionActions();
  const own = session?.surface === 'panel' ? session : null;

  const launchable = refused ? null : request;
  const sessionRequest = launchable ? lotterySessionRequest(title, launchable) : null;
  // What makes a new launch: the lottery fields (the title alone does not).
  const launchKey = launchable
    ? JSON.stringify([launchable.vassalage, launchable.lottoArea, launchable.lottoPrizeMode, launchable.lottoGameCode ?? '', launchable.lottoView])
    : null;

  /** Launches the request here (replacing whatever session is open). */
  const launchHere = () => {
    if (sessionRequest) dispatch(gameSessionRequested(sessionRequest));
  };

  const requestChanged = useEffectEvent(() => {
    const current = selectGameSession(store.getState());
    if (!sessionRequest) {
      if (current?.surface === 'panel') dispatch(gameSessionClosed());
      return;
    }
    // The lobby's game popup over this page keeps its game; the panel offers "play here".
    if (current && current.surface !== 'panel') return;
    dispatch(gameSessionRequested(sessionRequest));
  });
  // Layout effects, so the launch is asked for before the first paint (no flash of the idle
  // view) and, when one lottery page replaces another, the old panel's close (below) runs
  // before the new panel's launch.
  useLayoutEffect(() => {
    requestChanged();
  }, [launchKey, language]);
  useLayoutEffect(
    () => () => {
      if (selectGameSession(store.getState())?.surface === 'panel') dispatch(gameSessionClosed());
    },
    [store, dispatch],
  );

  // A lottery launch writes the member's recent lottery games (the session saga refreshes the
  // lobby's recent games itself).
  const launchUrl = own?.launch?.launchUrl;
  useEffect(() => {
    if (launchUrl) dispatch(lotteryApi.util.invalidateTags([LOTTERY_RECENT_TAG]));
  }, [launchUrl, dispatch]);

  const canLaunch = sessionRequest !== null;
  const reload = () => {
    if (own?.request) actions.retry();
    else launchHere();
  };
  const openInNewTab = () => {
    // Inside the click (pop-up blockers); the session must be the panel's first.
    if (!own?.request) launchHere();
    actions.openInNewTab();
  };

  // The frame without a session: a trial account's refusal, or no game to launch yet.
  const labels = { loading: t('game_loading'), retry: t('retry'), openInNewTab: t('game_open_new_tab'), blocked: t('game_blocked') };
  let frame;
  if (refused) {
    frame = <GameFrame title={title} state="error" errorMessage={t('in_need_true_account')} labels={labels} />;
  } else if (!request) {
    frame = <GameFrame title={title} state="loading" labels={labels} />;
  } else {
    frame = (
      <GameSessionFrame
        surface="panel"
        tabAction="playHere"
        readyTimeoutMs={readyTimeoutMs}
        idle={
          <div className={styles.idle}>
            <Button variant="secondary" onClick={launchHere}>
              {t('game_play_here')}
            </Button>
          </div>
        }
      />
    );
  }

  return (
    <section className={`${styles.panel} ${variant === 'fullPage' ? styles.fullPage : ''}`} aria-label={title}>
      <div className={styles.toolbar}>
        {header ? <div className={styles.header}>{header}</div> : null}
        {onViewChange && request ? (
          <div className={styles.views} role="group" aria-label={t('lottery_view')}>
            {VIEWS.map((view) => (
              <button
                key={view}
                type="button"
                className={styles.view}
                aria-pressed={request.lottoView === view}
                onClick={() => {
                  if (request.lottoView !== view) onViewChange(view);
                }}
              >
                {t(`lottery_view_${view}`)}
              </button>
            ))}
          </div>
        ) : null}
        <div className={styles.actions}>
          <IconButton size="sm" label={t('lottery_reload_game')} icon={<icons.refresh size={18} />} disabled={!canLaunch} onClick={reload} />
          <Button variant="ghost" size="sm" disabled={!canLaunch} onClick={openInNewTab}>
            {t('game_open_new_tab')}
          </Button>
        </div>
      </div>
      <div className={styles.frame}>{frame}</div>
    </section>
  );
}
