/**
 * Recently played games (spec §2 RECENT, §7 GCS_recentGame and /lgw/vn/games/game_menu/recent):
 * the `recent_games` rows that member launches write (one per member and game, `playedAt` the
 * latest launch), most recent first, answered as the catalogue's `Game` objects.
 */
import { type Game, type GameType, type LotteryGame, type PrizeMode } from '@gamehall/api-client/contract';
import { and, inArray } from 'drizzle-orm';
import { type CatalogueCache } from '../catalogue/cache.ts';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { type LotteryService, lotteryEntries } from '../lottery/draws.ts';
import { LOTTERY_TYPES } from '../lottery/rules.ts';
import { gamesById } from './gameIndex.ts';
import { MEMBER_GAME_LISTS, memberGameIds, memberGamePage, memberGamesWhere } from './memberGames.ts';

/** Default page size of recent games (spec §7 "Recent games: pageSize 12", §9 "home recent 12"). */
export const RECENT_PAGE_DEFAULT = 12;

/** A page request of recent games. */
export interface RecentRequest {
  gameType?: GameType;
  vassalage?: string;
  page: number;
  pageSize: number;
}

/** A page as the contract's `Page(...)`. */
export interface PageOf<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  totalPages: number;
  total: number;
}

/** Reads of the recent games of members. */
export class RecentGames {
  /**
   * @param db the database
   * @param cache the catalogue cache (games are answered from it)
   * @param lottery lottery rules and draws (for the lottery recent list)
   */
  constructor(
    private readonly db: AppDb,
    private readonly cache: CatalogueCache,
    private readonly lottery: LotteryService,
  ) {}

  /** `recentGames`: one page of the member's recent games, most recent first, optionally of one category/vendor. */
  async games(memberId: number, request: RecentRequest): Promise<PageOf<Game>> {
    const where = memberGamesWhere(MEMBER_GAME_LISTS.recent, memberId, request);
    const { games, total, totalPages } = await memberGamePage(this.db, this.cache, MEMBER_GAME_LISTS.recent, where, { pageNo: request.page, pageSize: request.pageSize });
    return { list: games, pageNo: request.page, pageSize: request.pageSize, totalPages, total };
  }

  /**
   * `lotteryRecent`: the member's recent games that are lottery games (types LOTT and ELOTT), as
   * lottery menu entries (next draw, latest draw), most recent first, optionally of one prize mode.
   */
  async lotteryGames(memberId: number, request: { prizeMode?: PrizeMode; page: number; pageSize: number }): Promise<PageOf<LotteryGame>> {
    // A member has at most one row per lottery game (a few dozen), so the prize mode is applied here.
    const ids = await memberGameIds(this.db, MEMBER_GAME_LISTS.recent, and(memberGamesWhere(MEMBER_GAME_LISTS.recent, memberId), inArray(t.games.gameType, [...LOTTERY_TYPES])));
    const byId = await gamesById(this.cache);
    const entries = lotteryEntries(ids.flatMap((id) => byId.get(id) ?? [])).filter((e) => !request.prizeMode || e.rule.prizeMode === request.prizeMode);
    const start = (request.page - 1) * request.pageSize;
    const list = await this.lottery.describe(entries.slice(start, start + request.pageSize));
    return { list, pageNo: request.page, pageSize: request.pageSize, totalPages: Math.ceil(entries.length / request.pageSize), total: entries.length };
  }
}
