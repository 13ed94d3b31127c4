import { useState } from 'react';
import type { LotteryGame, OpenedNumero } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { FALLBACK_ICON_PATH, useImageUrl } from '@gamehall/shell';
import { formatCountdown, msUntil } from '../../model/lotteryModel';
import { useNow } from '../../model/useNow';
import { NumberBalls } from '../NumberBalls/NumberBalls';
import styles from './LotteryGameList.module.css';

/** Balls shown per game in the list (the rest as "+n"). */
export const LIST_BALLS = 6;

/** Props of {@link LotteryGameList}. */
export interface LotteryGameListProps {
  /** The games to show, in order. */
  games: readonly LotteryGame[];
  /** Accessible name of the list (translated). */
  label: string;
  /** The selected game's code (marked `aria-current`). */
  selectedCode?: string;
  /** The player picked a game. */
  onSelect: (game: LotteryGame) => void;
  /** Whether a game is one of the player's lottery favourites. */
  isFavourite: (gameCode: string) => boolean;
  /** The player pressed a game's favourite star. */
  onToggleFavourite: (game: LotteryGame) => void;
  /** Fresher latest draws by game code (opened numbers), over each game's own `latest`. */
  latest?: ReadonlyMap<string, OpenedNumero>;
}

function GameIcon({ src }: { src: string }) {
  const imageUrl = useImageUrl();
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={styles.icon}
      src={imageUrl(failed ? FALLBACK_ICON_PATH : src)}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      onError={() => {
        setFailed(true);
      }}
    />
  );
}

function StarIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The lottery games of a page (spec §2 lottery pages): each with its icon, name, a countdown to
 * its next draw (`nextDrawAt`, "Drawing…" once passed), its latest opened numbers as balls and a
 * favourite star (LOTTFAV, spec §3). The name is the select button; the whole card is its
 * click target. Phones show the cards as a horizontal strip, wider screens as a column.
 */
export function LotteryGameList({ games, label, selectedCode, onSelect, isFavourite, onToggleFavourite, latest }: LotteryGameListProps) {
  const { t } = useTranslation('lottery');
  const now = useNow();
  return (
    <ul className={styles.list} aria-label={label}>
      {games.map((game) => {
        const selected = game.gameCode === selectedCode;
        const favourite = isFavourite(game.gameCode);
        const draw = latest?.get(game.gameCode) ?? game.latest;
        const left = msUntil(game.nextDrawAt, now);
        return (
          <li key={game.gameCode} className={styles.card} data-selected={selected || undefined}>
            <GameIcon src={game.iconUrl} />
            <div className={styles.body}>
              <button
                type="button"
                className={styles.select}
                aria-current={selected ? 'true' : undefined}
                onClick={() => {
                  onSelect(game);
                }}
              >
                {game.gameName}
              </button>
              <span className={styles.timer} role="timer">
                {left > 0 ? t('lottery_next_draw', { time: formatCountdown(left) }) : t('lottery_drawing')}
              </span>
              {draw ? (
                <NumberBalls numbers={draw.numbers} label={t('lottery_latest_numbers', { numero: draw.numero })} max={LIST_BALLS} size="sm" />
              ) : (
                <span className={styles.none}>{t('lottery_no_result')}</span>
              )}
            </div>
            <button
              type="button"
              className={styles.star}
              aria-pressed={favourite}
              aria-label={t('lottery_favourite_game', { name: game.gameName })}
              title={t(favourite ? 'remove_favourite' : 'add_favourite')}
              onClick={() => {
                onToggleFavourite(game);
              }}
            >
              <StarIcon />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
