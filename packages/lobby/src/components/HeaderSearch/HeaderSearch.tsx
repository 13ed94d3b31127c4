import { type KeyboardEvent, lazy, Suspense, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import type { Game } from '@gamehall/api-client';
import { useLanguage, useTranslation } from '@gamehall/i18n';
import { IconButton, icons } from '@gamehall/ui-kit';
import { gameLaunchRequested, useAppDispatch, useAppNavigate, withChunkTimeout } from '@gamehall/shell';
import { lobbyApi, useGetGameListQuery } from '../../api/lobbyApi';
import { useCatalogue } from '../../model/useCatalogue';
import type { LocalSearch, SearchGame } from './localSearch';
import styles from './HeaderSearch.module.css';

/** Characters needed before the header search asks the server (trimmed). */
export const HEADER_SEARCH_MIN_CHARS = 2;
/** Games shown in the header search's drop-down. */
export const HEADER_SEARCH_LIMIT = 8;

/** The drop-down's options: a chunk of their own (home page JS budget), fetched when the box gets the focus. */
const loadOptions = withChunkTimeout(() => import('./HeaderSearchOptions'));
const HeaderSearchOptions = lazy(() => loadOptions().then((m) => ({ default: m.HeaderSearchOptions })));

/** The lobby URL that lists every game matching `term` (HOME with a search, spec §2). */
export function searchAllPath(term: string): string {
  return `/?${new URLSearchParams({ q: term.trim() }).toString()}`;
}

/**
 * The header's search box across ALL game types (spec §2 search by game name; text trimmed).
 * From 2 characters, as the visitor types, a drop-down (listbox: arrow keys, Enter, Escape) shows
 * the best 8 matching games (icon, name, vendor; ranked by name match then popularity) and
 * "view all", which opens
 * the home lobby with the search (`/?q=<term>`); Enter does the same. Picking a game starts it
 * (shell's `gameLaunchRequested`: the login popup for a visitor, the game popup or its page for
 * a member, spec §4).
 *
 * Where the results come from (issue 14): the box's first focus loads the drop-down's chunk and the
 * catalogue's local search index (`loadLocalSearch`), which ranks exactly as the server does, so
 * the names show in the frame of the keystroke. Each keystroke also asks the server (no debounce;
 * its answer gives the icons and replaces the local results; React's deferred value keeps typing
 * responsive). Without the index (a platform without it, or not loaded yet) the previous results
 * stay shown, `aria-busy`, until the server's arrive. A game picked before the server's answer
 * starts once that answer has it. The listbox's `data-term` names the term whose results it shows.
 * On phones it collapses to an icon button that expands a full-width field.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useAppNavigate();
  const dispatch = useAppDispatch();
  const { vendors } = useCatalogue();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const [local, setLocal] = useState<LocalSearch | null>(null);
  // A game picked from the local results, started once the server's answer has it.
  const [pending, setPending] = useState<number>();
  const query = text.trim();
  const term = useDeferredValue(query);
  const enabled = term.length >= HEADER_SEARCH_MIN_CHARS;
  const argsOf = (name: string) => ({ gameName: name, pageNo: '1', pageSize: String(HEADER_SEARCH_LIMIT), language });
  const { data, currentData, isFetching, isError } = useGetGameListQuery(argsOf(term), { skip: !enabled });
  // Without the local index, the request leaves from the input handler, not after the deferred
  // render's effects (about 20 ms sooner): the query above then finds it in flight (one request,
  // same cache entry). With it, the handler only renders the local results (the keystroke's frame
  // is not kept waiting), and the query above sends the request.
  const prefetch = lobbyApi.usePrefetch('getGameList');
  const typed = query.length >= HEADER_SEARCH_MIN_CHARS;
  // The server's answer for what is typed, else the local index's, else the previous answer.
  const server = term === query ? currentData : undefined;
  const found = server ?? (typed ? local?.search(query, HEADER_SEARCH_LIMIT) : undefined);
  const shown = found ?? data;
  const games: SearchGame[] = shown?.games ?? [];
  const showList = open && typed && (shown !== undefined || isError);
  const optionCount = games.length + 1;
  const ready = server?.games.find((game) => game.nodeId === pending);

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
    if (!query) return;
    done();
    navigate(searchAllPath(query));
  };
  const pick = (game: SearchGame) => {
    // A local result has no gameCode: wait for the server's answer (below).
    if (game.gameCode === undefined) return setPending(game.nodeId);
    setPending(undefined);
    setText('');
    done();
    dispatch(gameLaunchRequested({ game: game as Game }));
  };
  useEffect(() => {
    if (ready) pick(ready);
  });

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
            const value = event.target.value;
            if (!local && value.trim().length >= HEADER_SEARCH_MIN_CHARS) prefetch(argsOf(value.trim()));
            setText(value);
            setOpen(true);
            setActive(-1);
            setPending(undefined);
          }}
          onFocus={() => {
            setOpen(true);
            void loadOptions()
              .then((chunk) => chunk.loadLocalSearch())
              .then(setLocal);
          }}
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
          // The term whose results are shown (absent while showing the previous term's): the bench's hook.
          data-term={showList && found ? query : undefined}
          // Keep the focus in the input while clicking an option.
          onMouseDown={(event) => event.preventDefault()}
        >
          {showList ? (
            <Suspense fallback={null}>
              <HeaderSearchOptions
                listId={listId}
                games={games}
                total={shown?.total}
                isError={isError}
                active={active}
                vendorName={(game) => vendors.get(game.vassalage)?.displayName ?? game.vassalage}
                onPick={pick}
                onViewAll={viewAll}
                onActive={setActive}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
    </div>
  );
}
