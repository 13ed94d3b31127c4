import { useState } from 'react';
import type { Game } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { FALLBACK_ICON_PATH, useImageUrl } from '@gamehall/shell';
import styles from './HeaderSearchOptions.module.css';

/** Props of {@link HeaderSearchOptions}. */
export interface HeaderSearchOptionsProps {
  /** The listbox's id: option `i` is `${listId}-${i}`, "view all" comes after the games. */
  listId: string;
  /** The matching games (at most `HEADER_SEARCH_LIMIT`). */
  games: readonly Game[];
  /** How many games match in all (for "view all"), once known. */
  total?: number;
  /** The search failed (network): the list says so. */
  isError: boolean;
  /** The highlighted option's index (arrow keys, pointer), or -1. */
  active: number;
  /** A game's vendor name. */
  vendorName: (game: Game) => string;
  /** A game was picked. */
  onPick: (game: Game) => void;
  /** "View all" was picked. */
  onViewAll: () => void;
  /** The pointer is over option `index`. */
  onActive: (index: number) => void;
}

/**
 * The header search's drop-down options (spec §2 search by game name): the matching games (icon,
 * name, vendor) or in_no_data / network_error, then "view all" with the number of matches.
 * Rendered inside `HeaderSearch`'s listbox, as its own chunk.
 */
export function HeaderSearchOptions({ listId, games, total, isError, active, vendorName, onPick, onViewAll, onActive }: HeaderSearchOptionsProps) {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  return (
    <>
      {games.length === 0 ? <p className={styles.empty}>{isError ? t('network_error') : t('in_no_data')}</p> : null}
      {games.map((game, index) => (
        <GameOption
          key={game.nodeId}
          id={`${listId}-${index}`}
          game={game}
          vendorName={vendorName(game)}
          iconUrl={imageUrl(game.iconUrl)}
          fallbackIconUrl={imageUrl(FALLBACK_ICON_PATH)}
          selected={index === active}
          onPick={() => onPick(game)}
          onHover={() => onActive(index)}
        />
      ))}
      <div
        id={`${listId}-${games.length}`}
        role="option"
        aria-selected={active === games.length}
        className={`${styles.option} ${styles.viewAll}`}
        onClick={onViewAll}
        onMouseEnter={() => onActive(games.length)}
      >
        {t('view_all')}
        {total !== undefined ? <span className={styles.total}>{t('search_results', { count: total })}</span> : null}
      </div>
    </>
  );
}

/** One game in the drop-down: icon (falls back once), name and vendor. */
function GameOption(props: {
  id: string;
  game: Game;
  vendorName: string;
  iconUrl: string;
  fallbackIconUrl: string;
  selected: boolean;
  onPick(): void;
  onHover(): void;
}) {
  const { id, game, vendorName, iconUrl, fallbackIconUrl, selected, onPick, onHover } = props;
  const [failed, setFailed] = useState(false);
  return (
    <div
      id={id}
      role="option"
      aria-label={`${game.gameName}, ${vendorName}`}
      aria-selected={selected}
      className={styles.option}
      onClick={onPick}
      onMouseEnter={onHover}
    >
      <img className={styles.thumb} src={failed ? fallbackIconUrl : iconUrl} alt="" width={40} height={40} onError={() => setFailed(true)} />
      <span className={styles.text}>
        <span className={styles.name}>{game.gameName}</span>
        <span className={styles.vendor}>{vendorName}</span>
      </span>
    </div>
  );
}
