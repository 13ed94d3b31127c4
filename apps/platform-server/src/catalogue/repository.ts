/**
 * Catalogue reads in SQL (spec §7): the source of truth the {@link CatalogueCache} must match.
 * The name search is not done in SQL (PGlite ships no pg_trgm by default, and ILIKE cannot rank
 * or forgive typos): with a `gameName` the other filters run in SQL and the rows are ranked by the
 * same {@link GameSearchIndex} the cache uses, so both answer identically. The HTTP API reads the
 * cache; this path is the fallback and the reference in tests.
 */
import { type Game, type GameMenu, type GameType, type IsGame, type Vendor, type VendorLane } from '@gamehall/api-client/contract';
import { and, asc, count, eq, gte, type SQL } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { rasterArtUrl } from '../art/raster.ts';
import { toGame } from './rows.ts';
import { GameSearchIndex } from '@gamehall/api-client/contract';
import { type CatalogueReader, type GameFilter, type GameSlice, HOT_GAMES_LIMIT, type PageRequest, normaliseTerm } from './types.ts';

/** Escapes `\`, `%` and `_` so a search term matches literally inside ILIKE. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** SQL conditions of every filter but the name (the name search is ranked in JS, see the module comment). */
function whereOf(filter: GameFilter): SQL | undefined {
  const conditions = [
    filter.gameType ? eq(t.games.gameType, filter.gameType) : undefined,
    filter.vassalage ? eq(t.games.vassalage, filter.vassalage) : undefined,
    filter.gameClassify && filter.gameClassify !== 'ALL' ? eq(t.games.gameClassify, filter.gameClassify) : undefined,
    filter.minBet ? gte(t.games.minBet, filter.minBet) : undefined,
    filter.minLineNum !== undefined ? gte(t.games.minLineNum, filter.minLineNum) : undefined,
    filter.nodeId !== undefined ? eq(t.games.nodeId, filter.nodeId) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Vendor rows with their game counts, per category, in display order. */
interface VendorRows {
  menus: { gameType: GameType; title: string; sort: number }[];
  classes: { gameType: string; key: string; displayName: string }[];
  vendors: Vendor[];
  /** `gameType|gameClassify` -> vendor codes having games of that class. */
  classVendors: Set<string>;
}

/**
 * Builds lanes and menus from vendor rows. Shared by SQL and cache so both group alike.
 * @internal
 */
export function assembleLanesAndMenus(rows: VendorRows): { lanes: VendorLane[]; menus: GameMenu[] } {
  const byType = new Map<string, Vendor[]>();
  for (const v of rows.vendors) {
    const list = byType.get(v.gameType) ?? [];
    list.push(v);
    byType.set(v.gameType, list);
  }
  const lanes = rows.menus.map((m) => ({ gameType: m.gameType, title: m.title, vendors: byType.get(m.gameType) ?? [] }));
  const menus = rows.menus.map((m) => {
    const cards = byType.get(m.gameType) ?? [];
    return {
      gameType: m.gameType,
      title: m.title,
      sort: m.sort,
      cards,
      gameClassify: rows.classes
        .filter((c) => c.gameType === m.gameType)
        .map((c) => ({
          key: c.key,
          displayName: c.displayName,
          vendors: cards.filter((v) => rows.classVendors.has(`${m.gameType}|${c.key}|${v.vassalage}`)).map((v) => v.vassalage),
        })),
    };
  });
  return { lanes, menus };
}

/** Catalogue reads with SQL queries (PGlite or PostgreSQL). */
export class CatalogueRepository implements CatalogueReader {
  /** @param db an open, migrated, seeded database */
  constructor(private readonly db: AppDb) {}

  /** @inheritDoc */
  async listGames(filter: GameFilter, page: PageRequest): Promise<GameSlice> {
    const term = normaliseTerm(filter.gameName);
    if (term) {
      const rows = await this.db.select().from(t.games).where(whereOf(filter)).orderBy(asc(t.games.sort), asc(t.games.nodeId));
      const ranked = new GameSearchIndex(rows.map(toGame)).rank(term);
      const start = (page.pageNo - 1) * page.pageSize;
      return { games: ranked.slice(start, start + page.pageSize), total: ranked.length };
    }
    const where = whereOf(filter);
    const [total] = await this.db.select({ n: count() }).from(t.games).where(where);
    const rows = await this.db
      .select()
      .from(t.games)
      .where(where)
      .orderBy(asc(t.games.sort), asc(t.games.nodeId))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize);
    return { games: rows.map(toGame), total: total?.n ?? 0 };
  }

  /** @inheritDoc */
  async hotGames(filter: Pick<GameFilter, 'gameType' | 'vassalage'>): Promise<Game[]> {
    const where = and(eq(t.games.isHot, 1), whereOf({ gameType: filter.gameType, vassalage: filter.vassalage }));
    const rows = await this.db.select().from(t.games).where(where).orderBy(asc(t.games.sort), asc(t.games.nodeId)).limit(HOT_GAMES_LIMIT);
    return rows.map(toGame);
  }

  /** All games ordered by `sort`, `nodeId` (the cache's load). */
  async allGames(): Promise<Game[]> {
    const rows = await this.db.select().from(t.games).orderBy(asc(t.games.sort), asc(t.games.nodeId));
    return rows.map(toGame);
  }

  /** Menus, classes and vendors with counts (used by SQL answers and the cache's load). */
  async vendorRows(): Promise<VendorRows> {
    const menus = await this.db.select().from(t.menus).orderBy(asc(t.menus.sort), asc(t.menus.gameType));
    const classes = await this.db.select().from(t.menuClasses).orderBy(asc(t.menuClasses.gameType), asc(t.menuClasses.sort), asc(t.menuClasses.key));
    const vendorRows = await this.db.select().from(t.vendors).orderBy(asc(t.vendors.sort), asc(t.vendors.vassalage));
    const counts = await this.db
      .select({ vassalage: t.games.vassalage, gameType: t.games.gameType, n: count() })
      .from(t.games)
      .groupBy(t.games.vassalage, t.games.gameType);
    const classRows = await this.db
      .selectDistinct({ vassalage: t.games.vassalage, gameType: t.games.gameType, gameClassify: t.games.gameClassify })
      .from(t.games);
    const countOf = new Map(counts.map((c) => [`${c.gameType}|${c.vassalage}`, c.n]));
    return {
      menus: menus.map((m) => ({ gameType: m.gameType as GameType, title: m.title, sort: m.sort })),
      classes,
      vendors: vendorRows.map((v) => ({
        vassalage: v.vassalage,
        displayName: v.displayName,
        lagerIcon: rasterArtUrl(v.lagerIcon, `${v.vassalage}|${v.displayName}|${v.gameType}`),
        gameType: v.gameType as GameType,
        isGame: v.isGame as IsGame,
        gameCount: countOf.get(`${v.gameType}|${v.vassalage}`) ?? 0,
      })),
      classVendors: new Set(classRows.map((r) => `${r.gameType}|${r.gameClassify}|${r.vassalage}`)),
    };
  }

  /** @inheritDoc */
  async vendorLanes(): Promise<VendorLane[]> {
    return assembleLanesAndMenus(await this.vendorRows()).lanes;
  }

  /** @inheritDoc */
  async gameMenus(): Promise<GameMenu[]> {
    return assembleLanesAndMenus(await this.vendorRows()).menus;
  }

  /** The current catalogue version (0 before seeding). */
  async version(): Promise<number> {
    const [row] = await this.db.select({ v: t.catalogueVersion.version }).from(t.catalogueVersion).where(eq(t.catalogueVersion.id, 1));
    return row?.v ?? 0;
  }
}
