import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { Game } from '@gamehall/api-client';
import { useLanguage, useTranslation } from '@gamehall/i18n';
import { IconButton, icons } from '@gamehall/ui-kit';
import { FALLBACK_ICON_PATH, gameLaunchRequested, useAppDispatch, useAppNavigate, useImageUrl } from '@gamehall/shell';
import { useGetGameListQuery } from '../../api/lobbyApi';
import { useCatalogue } from '../../model/useCatalogue';
import { useDebouncedValue } from '../../model/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS } from '../SearchBox/SearchBox';
import styles from './HeaderSearch.module.css';

/** Characters needed before the header search asks the server (trimmed). */
export const HEADER_SEARCH_MIN_CHARS = 2;
/** Games shown in the header search's drop-down. */
export const HEADER_SEARCH_LIMIT = 8;

/** The lobby URL that lists every game matching `term` (HOME with a search, spec §2). */
export function searchAllPath(term: string): string {
  return `/?${new URLSearchParams({ q: term.trim() }).toString()}`;
}

/**
 * The header's search box across ALL game types (spec §2 search by game name; text trimmed).
 * From 2 characters, ~200 ms after typing stops, a drop-down (listbox: arrow keys, Enter,
 * Escape) shows the first 8 matching games (icon, name, vendor) and "view all", which opens
 * the home lobby with the search (`/?q=<term>`); Enter does the same. Picking a game starts it
 * (shell's `gameLaunchRequested`: the login popup for a visitor, the game popup or its page for
 * a member, spec §4).
 * On phones it collapses to an icon button that expands a full-width field.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useAppNavigate();
  const dispatch = useAppDispatch();
  const imageUrl = useImageUrl();
  const { vendors } = useCatalogue();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = term.length >= HEADER_SEARCH_MIN_CHARS;
  const { data, isFetching, isError } = useGetGameListQuery(
    { gameName: term, pageNo: '1', pageSize: String(HEADER_SEARCH_LIMIT), language },
    { skip: !enabled },
  );
  const games: Game[] = enabled && data ? data.games : [];
  const showList = open && enabled && text.trim().length >= HEADER_SEARCH_MIN_CHARS && (data !== undefined || isError);
  const optionCount = games.length + 1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const done = () => {
    close();
    setExpanded(false);
    inputRef.current?.blur();
  };
  const viewAll = () => {
    const value = text.trim();
    if (!value) return;
    done();
    navigate(searchAllPath(value));
  };
  const pick = (game: Game) => {
    setText('');
    done();
    dispatch(gameLaunchRequested({ game }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!showList) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => {
        const next = index + step;
        return next >= optionCount ? 0 : next < 0 ? optionCount - 1 : next;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const game = showList && active >= 0 ? games[active] : undefined;
      if (game) pick(game);
      else viewAll();
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        close();
      } else if (expanded) {
        setExpanded(false);
      }
    }
  };

  const activeId = showList && active >= 0 && active < optionCount ? `${listId}-${active}` : undefined;

  return (
    <div className={styles.root} data-expanded={expanded || undefined}>
      <IconButton
        className={styles.toggle}
        label={t('search')}
        icon={<icons.search />}
        aria-expanded={expanded}
        onClick={() => {
          setExpanded(true);
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      />
      <div className={styles.field} role="search">
        <icons.search className={styles.icon} size={18} />
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          aria-label={t('search_placeholder')}
          placeholder={t('search_placeholder')}
          aria-autocomplete="list"
          aria-controls={listId}
          aria-activedescendant={activeId}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={64}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => close()}
          onKeyDown={onKeyDown}
        />
        {expanded ? (
          <IconButton className={styles.collapse} size="sm" label={t('close')} icon={<icons.close size={16} />} onClick={() => setExpanded(false)} />
        ) : null}
        <div
          id={listId}
          role="listbox"
          aria-label={t('search_placeholder')}
          className={styles.list}
          hidden={!showList}
          aria-busy={isFetching}
          // Keep the focus in the input while clicking an option.
          onMouseDown={(event) => event.preventDefault()}
        >
          {showList && games.length === 0 ? (
            <p className={styles.empty}>{isError ? t('network_error') : t('in_no_data')}</p>
          ) : null}
          {showList
            ? games.map((game, index) => (
                <GameOption
                  key={game.nodeId}
                  id={`${listId}-${index}`}
                  game={game}
                  vendorName={vendors.get(game.vassalage)?.displayName ?? game.vassalage}
                  iconUrl={imageUrl(game.iconUrl)}
                  fallbackIconUrl={imageUrl(FALLBACK_ICON_PATH)}
                  selected={index === active}
                  onPick={() => pick(game)}
                  onHover={() => setActive(index)}
                />
              ))
            : null}
          {showList ? (
            <div
              id={`${listId}-${games.length}`}
              role="option"
              aria-selected={active === games.length}
              className={`${styles.option} ${styles.viewAll}`}
              onClick={viewAll}
              onMouseEnter={() => setActive(games.length)}
            >
              {t('view_all')}
              {data ? <span className={styles.total}>{t('search_results', { count: data.total })}</span> : null}
            </div>
          ) : null}
        </div>
      </div>
    </div>
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
