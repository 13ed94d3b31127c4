import { type Game, GameSearchIndex, registerRoutes, request, searchRoutes } from '@gamehall/api-client';

/**
 * A game as the local search index knows it (issue 14): the fields of the platform's search
 * index; a game from the server's answer has them all (`gameCode`, `iconUrl`, ...).
 */
export type SearchGame = Pick<Game, 'nodeId' | 'gameName' | 'vassalage' | 'isHot'> & Partial<Game>;

/** The best `limit` games matching a term, and how many match in all. */
export interface LocalSearchResult {
  games: SearchGame[];
  total: number;
}

/** Searches the whole catalogue in the browser, as the platform ranks (api-client `GameSearchIndex`). */
export interface LocalSearch {
  /**
   * The best `limit` games for `term` (trimmed, ≥ 1 character) and the number of matches, in the
   * server's order (name match, then hot, then catalogue order). Memoised per term.
   */
  search(term: string, limit: number): LocalSearchResult;
}

registerRoutes(searchRoutes);

/** Terms remembered per page (a visitor types a few dozen). */
const MEMO_LIMIT = 200;

let loading: Promise<LocalSearch | null> | undefined;

/**
 * Loads the catalogue's search index once per page (`GET /wps/v2/game-search-index`, ≈85 kB
 * compressed for 10k games) and builds a {@link LocalSearch} over it, so the header search shows
 * its results in the frame of the keystroke while the server's answer (with icons) is on its way (issue 14).
 * Kept out of the store: it is a search structure, not state a component renders, and 10k rows
 * would be walked by the store's development checks on every action.
 *
 * @returns the local search, or null when the platform has no index (a platform without this
 *   Gamehall extension answers 404) or it failed to load: the header then searches on the server
 *   only. Never rejects; a failure is not retried on this page.
 */
export function loadLocalSearch(): Promise<LocalSearch | null> {
  loading ??= request('gameSearchIndex')
    .then(async ({ games }): Promise<LocalSearch> => {
      const rows = games.map(([nodeId, gameName, vassalage, isHot]): SearchGame => ({ nodeId, gameName, vassalage, isHot }));
      // In slices between tasks: the visitor may be typing already.
      const index = await GameSearchIndex.build(rows, () => new Promise((resolve) => setTimeout(resolve, 0)));
      const memo = new Map<string, SearchGame[]>();
      return {
        search(term, limit) {
          const key = term.trim().toLowerCase();
          let found = memo.get(key);
          if (!found) {
            if (memo.size >= MEMO_LIMIT) memo.clear();
            found = index.rank(key);
            memo.set(key, found);
          }
          return { games: found.slice(0, limit), total: found.length };
        },
      };
    })
    .catch(() => null);
  return loading;
}
