/**
 * A member's own lists of games, favourites and recent games: one row per member and game with a
 * time, read newest first (ties by node id) and answered as the catalogue's `Game` objects.
 */
import { type Game, type GameType } from '@gamehall/api-client/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { type CatalogueCache } from '../catalogue/cache.ts';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { gamesById } from './gameIndex.ts';

/** The per-member game lists: their table and the time that orders them. */
export const MEMBER_GAME_LISTS = {
  favourites: { table: t.favourites, memberId: t.favourites.memberId, nodeId: t.favourites.nodeId, time: t.favourites.createdAt },
  recent: { table: t.recentGames, memberId: t.recentGames.memberId, nodeId: t.recentGames.nodeId, time: t.recentGames.playedAt },
} as const;

/** One of {@link MEMBER_GAME_LISTS}. */
export type MemberGameList = (typeof MEMBER_GAME_LISTS)[keyof typeof MEMBER_GAME_LISTS];

/**
 * The condition on a list's rows joined with `games`: the member's, of one category and one
 * vendor when given.
 */
export function memberGamesWhere(list: MemberGameList, memberId: number, filter: { gameType?: GameType; vassalage?: string } = {}): SQL | undefined {
  return and(
    eq(list.memberId, memberId),
    filter.gameType ? eq(t.games.gameType, filter.gameType) : undefined,
    filter.vassalage ? eq(t.games.vassalage, filter.vassalage) : undefined,
  );
}

/** The node ids of a list's rows (joined with `games`) matching `where`, newest first. */
function newestIds(db: AppDb, list: MemberGameList, where: SQL | undefined) {
  return db
    .select({ nodeId: list.nodeId })
    .from(list.table)
    .innerJoin(t.games, eq(t.games.nodeId, list.nodeId))
    .where(where)
    .orderBy(desc(list.time), desc(list.nodeId))
    .$dynamic();
}

/**
 * All node ids of a list's games matching `where`, newest first.
 * @param where from {@link memberGamesWhere} (or narrower)
 */
export async function memberGameIds(db: AppDb, list: MemberGameList, where: SQL | undefined): Promise<number[]> {
  return (await newestIds(db, list, where)).map((r) => r.nodeId);
}

/** One page of a member's games, with the count of all that match. */
export interface MemberGamePage {
  games: Game[];
  total: number;
  totalPages: number;
}

/**
 * One page (1-based) of a list's games matching `where`, newest first, as catalogue games (a row
 * whose game is not in the loaded catalogue is left out of the page but counted).
 * @param where from {@link memberGamesWhere}
 */
export async function memberGamePage(db: AppDb, cache: CatalogueCache, list: MemberGameList, where: SQL | undefined, page: { pageNo: number; pageSize: number }): Promise<MemberGamePage> {
  const [rows, [total]] = await Promise.all([
    newestIds(db, list, where)
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db.select({ n: count() }).from(list.table).innerJoin(t.games, eq(t.games.nodeId, list.nodeId)).where(where),
  ]);
  const byId = await gamesById(cache);
  const n = total?.n ?? 0;
  return { games: rows.flatMap((r) => byId.get(r.nodeId) ?? []), total: n, totalPages: Math.ceil(n / page.pageSize) };
}
