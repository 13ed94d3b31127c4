/**
 * The catalogue read model shared by the SQL repository and the in-process cache, so both
 * answer with the same semantics (spec §7 game list, hot games, vendors, menus).
 */
import { type Game, type GameMenu, type GameType, type VendorLane } from '@gamehall/api-client/contract';

/** Filters of the game list (spec §7 "Game list"). Empty / `ALL` values mean "any". */
export interface GameFilter {
  gameType?: GameType;
  vassalage?: string;
  /** A class key; `ALL` or absent = any class. */
  gameClassify?: string;
  /**
   * Trimmed, case-insensitive name search; `%` and `_` match literally. Typo-tolerant and ranked
   * by match then popularity instead of catalogue order (see api-client gameSearch.ts, spec §2).
   */
  gameName?: string;
  /** Games whose minimum bet is at least this (decimal string). */
  minBet?: string;
  /** Games with at least this many lines. */
  minLineNum?: number;
  /** Only the game with this nodeId (a GAME banner's linkage). */
  nodeId?: number;
}

/** A page request: 1-based page number and page size (1..100). */
export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

/** One page of games and the total matching count. */
export interface GameSlice {
  games: Game[];
  total: number;
}

/** Most hot games answered (spec §7 "Hot games"). */
export const HOT_GAMES_LIMIT = 60;

/** Reads of the catalogue; implemented by SQL ({@link CatalogueRepository}) and memory ({@link CatalogueCache}). */
export interface CatalogueReader {
  /**
   * Games matching `filter`, ordered by `sort` then `nodeId` (with a `gameName`: by match tier,
   * hot first, then `sort`, `nodeId`; see api-client gameSearch.ts), one page, with the total.
   */
  listGames(filter: GameFilter, page: PageRequest): Promise<GameSlice>;
  /** Hot games (`isHot` 1) matching the category/vendor filter, by `sort`, at most 60. */
  hotGames(filter: Pick<GameFilter, 'gameType' | 'vassalage'>): Promise<Game[]>;
  /** One lane per category (menu order), its vendors in order with their game counts. */
  vendorLanes(): Promise<VendorLane[]>;
  /** Categories by `sort`, with vendor cards and each class's vendors. */
  gameMenus(): Promise<GameMenu[]>;
}

/** Normalises a name search term: trimmed; empty means no filter. */
export function normaliseTerm(term: string | undefined): string | undefined {
  const trimmed = term?.trim();
  return trimmed ? trimmed : undefined;
}

/** Converts a decimal money string ("12.5", "3.00") to integer cents without floats. */
export function toCents(money: string): number {
  const negative = money.startsWith('-');
  const [whole = '0', frac = ''] = money.replace(/^-/, '').split('.');
  const cents = Number(whole) * 100 + Number((frac + '00').slice(0, 2));
  return negative ? -cents : cents;
}
