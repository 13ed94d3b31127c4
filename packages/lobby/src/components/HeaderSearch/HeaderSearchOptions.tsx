import { useState } from 'react';
import { useTranslation } from '@gamehall/i18n';
import { FALLBACK_ICON_PATH, useImageUrl } from '@gamehall/shell';
import type { SearchGame } from './localSearch';
import styles from './HeaderSearchOptions.module.css';

export { loadLocalSearch } from './localSearch';

/** Props of {@link HeaderSearchOptions}. */
export interface HeaderSearchOptionsProps {
  /** The listbox's id: option `i` is `${listId}-${i}`, "view all" comes after the games. */
  listId: string;
  /** The matching games (at most `HEADER_SEARCH_LIMIT`): the server's, or the local index's (no icon yet). */
  games: readonly SearchGame[];
  /** How many games match in all (for "view all"), once known. */
  total?: number;
  /** The search failed (network): the list says so. */
  isError: boolean;
  /** The highlighted option's index (arrow keys, pointer), or -1. */
  active: number;
  /** A game's vendor name. */
  vendorName: (game: SearchGame) => string;
  /** A game was picked. */
  onPick: (game: SearchGame) => void;
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
          iconUrl={game.iconUrl === undefined ? undefined : imageUrl(game.iconUrl)}
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

/**
 * The names carry the Element Timing attribute (`elementtiming`, the field's real-user hook for a
 * paint): the browser reports when each painted, which `pnpm bench` reads for the keystroke →
 * painted results figure (issue 14). A spread, as React's types do not list the attribute.
 */
const SEARCH_RESULT_TIMING = { elementtiming: 'search-result' } as Record<string, string>;

/** One game in the drop-down: icon (falls back once; an empty box until the server's answer gives it), name and vendor. */
function GameOption(props: {
  id: string;
  game: SearchGame;
  vendorName: string;
  iconUrl: string | undefined;
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
      {iconUrl === undefined ? (
        <span className={styles.thumb} />
      ) : (
        <img className={styles.thumb} src={failed ? fallbackIconUrl : iconUrl} alt="" width={40} height={40} onError={() => setFailed(true)} />
      )}
      <span className={styles.text}>
        <span className={styles.name} {...SEARCH_RESULT_TIMING}>
          {game.gameName}
        </span>
        <span className={styles.vendor}>{vendorName}</span>
      </span>
    </div>
  );
}
