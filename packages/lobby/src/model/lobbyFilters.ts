/**
 * Lobby filter state in the URL search params (shareable links, the back button works):
 * `type` (HOME default, FAV, BG or a game type), `vendor` (vassalage), `classify` (ALL default),
 * `q` (search text) and `page` (1-based). Spec §2 "Home lobby", §4 "Current game type".
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { GAME_TYPES } from '@gamehall/api-client';
import type { GameType } from '@gamehall/api-client';

/**
 * The lobby's game-type menu value: HOME, FAV (the member's favourites, spec §2), BG (the bingo
 * type, offered with TY, spec §9; shell's `useBingoMenu`) or a game category.
 */
export type LobbyType = 'HOME' | 'FAV' | 'BG' | GameType;

/** The lobby's filters as read from the URL. */
export interface LobbyFilters {
  /** Current game type (default HOME). */
  type: LobbyType;
  /** Vendor code (vassalage), or undefined for all vendors. */
  vendor: string | undefined;
  /** Game class key (default `ALL`). */
  classify: string;
  /** Search text, trimmed ('' = no search). */
  q: string;
  /** Current page, 1-based (default 1). */
  page: number;
}

/** Where the vendor lives in the URL: `vendor` in the lobby, `vassalage` on `/rng?vassalage=PG`. */
export type VendorParam = 'vendor' | 'vassalage';

const VENDOR_CODE = /^[A-Z0-9_]{1,32}$/;
const CLASSIFY_KEY = /^[A-Z0-9_]{1,16}$/;

/**
 * Whether a string is a game type code.
 *
 * @param value - any string
 * @returns true for LOTT, ELOTT, LIVE, SPORTS, ESPORTS, FISH, PVP, RNG, COCKFIGHT
 */
export function isGameType(value: string | null | undefined): value is GameType {
  return (GAME_TYPES as readonly string[]).includes(value ?? '');
}

/**
 * Reads the lobby filters from URL search params; unknown or malformed values fall back to the
 * defaults (HOME, all vendors, ALL, no search, page 1). (Whether BG is offered is the lobby's
 * to decide: it shows HOME when it is not.)
 *
 * @param params - the URL's search params
 * @param options - `fixedType` (a game list page's type) and `vendorParam` (default `vendor`)
 * @returns the filters
 */
export function parseLobbyFilters(params: URLSearchParams, options: { fixedType?: GameType; vendorParam?: VendorParam } = {}): LobbyFilters {
  const rawType = params.get('type')?.toUpperCase();
  const type: LobbyType = options.fixedType ?? (isGameType(rawType) || rawType === 'FAV' || rawType === 'BG' ? rawType : 'HOME');
  const rawVendor = params.get(options.vendorParam ?? 'vendor')?.toUpperCase() ?? '';
  const rawClassify = params.get('classify')?.toUpperCase() ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    type,
    vendor: VENDOR_CODE.test(rawVendor) ? rawVendor : undefined,
    classify: CLASSIFY_KEY.test(rawClassify) ? rawClassify : 'ALL',
    q: (params.get('q') ?? '').trim().slice(0, 64),
    page: Number.isFinite(page) && page >= 1 && page <= 100000 ? page : 1,
  };
}

/**
 * Writes filters to search params, leaving out defaults so URLs stay short.
 *
 * @param filters - the filters
 * @param options - `fixedType` (the type is the route, not a param) and `vendorParam`
 * @returns the search params
 */
export function lobbySearchParams(filters: LobbyFilters, options: { fixedType?: GameType; vendorParam?: VendorParam } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (!options.fixedType && filters.type !== 'HOME') params.set('type', filters.type);
  if (filters.vendor) params.set(options.vendorParam ?? 'vendor', filters.vendor);
  if (filters.classify !== 'ALL') params.set('classify', filters.classify);
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** What {@link useLobbyFilters} returns: the filters and the ways to change them. */
export interface LobbyFilterControls {
  filters: LobbyFilters;
  /**
   * Changes the game type: resets vendor, classify, search and page; scrolls to top (spec §4).
   * `replace` replaces the history entry (a redirect, e.g. FAV refused to a visitor).
   */
  setType(type: LobbyType, options?: { replace?: boolean }): void;
  /** Picks a vendor (undefined = all); resets the page. */
  setVendor(vendor: string | undefined): void;
  /** Picks a class (ALL = all); resets the page and, unless ALL, the search (search is ALL-only, spec §2). */
  setClassify(classify: string): void;
  /** Sets the search text (trimmed); resets the page. Replaces the history entry while typing. */
  setQuery(q: string, options?: { replace?: boolean }): void;
  /** Moves to a 1-based page. */
  setPage(page: number): void;
}

/**
 * The lobby filters of the current URL and setters that write them back (spec §2, §4).
 *
 * @param options - `fixedType` for a game list page (`/rng`), `vendorParam` `vassalage` there
 * @returns {@link LobbyFilterControls}
 * @example
 * ```tsx
 * const { filters, setType } = useLobbyFilters();
 * <button onClick={() => setType('RNG')}>Slots</button>
 * ```
 */
export function useLobbyFilters(options: { fixedType?: GameType; vendorParam?: VendorParam } = {}): LobbyFilterControls {
  const { fixedType, vendorParam } = options;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseLobbyFilters(params, { fixedType, vendorParam }), [params, fixedType, vendorParam]);
  const write = useCallback(
    (next: LobbyFilters, replace = false) => {
      setParams(lobbySearchParams(next, { fixedType, vendorParam }), { replace, preventScrollReset: true });
    },
    [setParams, fixedType, vendorParam],
  );
  return useMemo(
    () => ({
      filters,
      setType: (type, opts) => {
        if (type === filters.type) return;
        write({ type, vendor: undefined, classify: 'ALL', q: '', page: 1 }, opts?.replace ?? false);
        if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
      },
      setVendor: (vendor) => write({ ...filters, vendor, page: 1 }),
      setClassify: (classify) => write({ ...filters, classify, q: classify === 'ALL' ? filters.q : '', page: 1 }),
      setQuery: (q, opts) => {
        const trimmed = q.trim();
        if (trimmed === filters.q) return;
        write({ ...filters, q: trimmed, page: 1 }, opts?.replace ?? false);
      },
      setPage: (page) => write({ ...filters, page }),
    }),
    [filters, write],
  );
}
