import type { ReactNode } from 'react';
import { useTranslation } from '@gamehall/i18n';
import { Button, GameFrame, IconButton, icons } from '@gamehall/ui-kit';
import { useLotteryLaunch, type LotteryLaunchRequest } from '../../model/useLotteryLaunch';
import styles from './LotteryGamePanel.module.css';

/** The two lottery launch views (spec §7 `lottoView`). */
export type LottoView = LotteryLaunchRequest['lottoView'];
const VIEWS: readonly LottoView[] = ['betting', 'lobby'];

/** Props of {@link LotteryGamePanel}. */
export interface LotteryGamePanelProps {
  /** The game's name: the frame's title and the panel's accessible name. */
  title: string;
  /** What to launch; null launches nothing (no game selected). */
  request: LotteryLaunchRequest | null;
  /** A trial account (spec §6): no launch, in_need_true_account instead of the game. */
  refused?: boolean;
  /** Shows the betting / lobby switch; called with the view picked. */
  onViewChange?(view: LottoView): void;
  /** Shown at the start of the toolbar (e.g. the game's next draw). */
  header?: ReactNode;
  /** `embedded` (default: a frame of fixed height in a page) or `fullPage` (fills the viewport under the header). */
  variant?: 'embedded' | 'fullPage';
  /** How long a loaded game page may take to say `ready` before the frame counts as blocked (ms; default shell's `GAME_READY_TIMEOUT_MS`, 15 s). */
  readyTimeoutMs?: number;
}

/**
 * A launched lottery game (spec §2 lottery pages and `/seamless`): a toolbar (optional
 * betting/lobby switch, reload, open in a new tab) over the ui-kit `GameFrame`, driven by
 * {@link useLotteryLaunch}. Reload and "open in a new tab" launch again, since a launch token
 * works once. After the game moved to a new tab the panel says so and offers to play here
 * again; when the browser blocked the tab, it offers a link that opens the game in a new tab
 * instead (the site never navigates away). A refused (trial) account gets in_need_true_account
 * and no launch.
 */
export function LotteryGamePanel({ title, request, refused = false, onViewChange, header, variant = 'embedded', readyTimeoutMs }: LotteryGamePanelProps) {
  // The game frame's texts (loading, blocked, open in a new tab) are the game popup's: namespace
  // `play`, searched after `lottery` (then the core keys).
  const { t } = useTranslation(['lottery', 'play'], { nsMode: 'fallback' });
  const launch = useLotteryLaunch(refused ? null : request, readyTimeoutMs);
  const labels = {
    loading: t('game_loading'),
    retry: t('retry'),
    openInNewTab: t('game_open_new_tab'),
    blocked: t('game_blocked'),
  };
  const canLaunch = !refused && request !== null;

  let frame;
  if (refused) {
    frame = <GameFrame title={title} state="error" errorMessage={t('in_need_true_account')} labels={labels} />;
  } else if (launch.state === 'elsewhere') {
    frame = (
      <div className={styles.elsewhere} role="status">
        <p>{launch.tabBlockedUrl ? t('game_tab_blocked') : t('lottery_opened_in_tab')}</p>
        {launch.tabBlockedUrl ? (
          <a className={styles.link} href={launch.tabBlockedUrl} target="_blank" rel="noopener" referrerPolicy="origin">
            {t('game_open_new_tab')}
          </a>
        ) : null}
        <Button variant="secondary" size="sm" onClick={launch.relaunch}>
          {t('lottery_play_here')}
        </Button>
      </div>
    );
  } else {
    frame = (
      <GameFrame
        src={launch.src}
        title={title}
        allowedOrigin={launch.origin}
        onMessage={launch.onMessage}
        onLoad={launch.onLoad}
        state={launch.state}
        errorMessage={launch.errorMessage}
        onRetry={canLaunch ? launch.relaunch : undefined}
        onOpenInNewTab={canLaunch ? launch.openInNewTab : undefined}
        labels={labels}
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
          <IconButton size="sm" label={t('lottery_reload_game')} icon={<icons.refresh size={18} />} disabled={!canLaunch} onClick={launch.relaunch} />
          <Button variant="ghost" size="sm" disabled={!canLaunch} onClick={launch.openInNewTab}>
            {t('game_open_new_tab')}
          </Button>
        </div>
      </div>
      <div className={styles.frame}>{frame}</div>
    </section>
  );
}
