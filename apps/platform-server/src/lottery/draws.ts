/**
 * Lottery menus and draws (spec §7 /lgw/vn/games/game_menu, /lgw/vn/numeros/opened/game,
 * /lotto/lgw/games/opened/numero). The draws live in `lottery_draws`; the seed writes the last
 * {@link DRAWS_KEPT} of each game, and every read first tops up the draws due since then (the
 * same deterministic numbers, `INSERT … ON CONFLICT DO NOTHING`, at most {@link DRAWS_KEPT} per
 * game), so any number of server instances agree and a long pause leaves a gap older than the
 * last {@link DRAWS_KEPT} draws rather than unbounded work.
 */
import { ERROR_CODES, type Game, type LotteryGame, type OpenedNumero, type PrizeMode } from '@gamehall/api-client/contract';
import { and, asc, count, desc, eq, inArray, lte } from 'drizzle-orm';
import { type CatalogueCache, type CatalogueSnapshot } from '../catalogue/cache.ts';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { NotFoundError } from '../http/envelope.ts';
import { DRAWS_KEPT, type Draw, type LotteryRule, LOTTERY_TYPES, drawsDue, latestDrawAt, lotteryRuleOf, nextDrawAt } from './rules.ts';

/** A catalogue game that is a lottery game, with its rule. */
export interface LotteryEntry {
  game: Game;
  rule: LotteryRule;
}

/** Rows per INSERT of draws (4 columns each). */
const INSERT_BATCH = 1000;

/**
 * Inserts draws, ignoring those already stored (same game code and numero).
 * @param db the database
 * @param draws the draws to store
 */
export async function insertDraws(db: AppDb, draws: readonly Draw[]): Promise<void> {
  for (let i = 0; i < draws.length; i += INSERT_BATCH) {
    const rows = draws.slice(i, i + INSERT_BATCH).map((d) => ({ gameCode: d.gameCode, numero: d.numero, openedAt: new Date(d.openedAt), numbers: d.numbers }));
    await db.insert(t.lotteryDraws).values(rows).onConflictDoNothing();
  }
}

/**
 * The lottery games of a list of catalogue games (those of type LOTT or ELOTT), in list order.
 * @param games catalogue games
 */
export function lotteryEntries(games: readonly Game[]): LotteryEntry[] {
  return games.flatMap((game) => {
    const rule = lotteryRuleOf(game);
    return rule ? [{ game, rule }] : [];
  });
}

const toOpened = (row: { gameCode: string; numero: string; openedAt: Date; numbers: unknown }): OpenedNumero => ({
  gameCode: row.gameCode,
  numero: row.numero,
  openedAt: row.openedAt.toISOString(),
  numbers: row.numbers as string[],
});

/** A filter of lottery games: prize mode, area and/or one game code. */
export interface LotteryFilter {
  prizeMode?: PrizeMode;
  lottoArea?: string;
  gameCode?: string;
}

/** The lottery reads of one app instance. */
export class LotteryService {
  private readonly entries = new WeakMap<CatalogueSnapshot, LotteryEntry[]>();
  /** Per game code: the latest draw time (ms) this process has made sure is stored. */
  private readonly toppedUntil = new Map<string, number>();

  /**
   * @param db the database
   * @param cache the catalogue cache (lottery games are its LOTT and ELOTT games)
   * @param now clock in ms
   */
  constructor(
    private readonly db: AppDb,
    private readonly cache: CatalogueCache,
    private readonly now: () => number,
  ) {}

  /** Every lottery game of the current catalogue, in catalogue order (memoised per catalogue version). */
  async games(): Promise<LotteryEntry[]> {
    const snapshot = await this.cache.snapshot();
    let list = this.entries.get(snapshot);
    if (!list) {
      const all = LOTTERY_TYPES.flatMap((gameType) => snapshot.listGames({ gameType }, { pageNo: 1, pageSize: Number.MAX_SAFE_INTEGER }).games);
      list = lotteryEntries(all);
      this.entries.set(snapshot, list);
    }
    return list;
  }

  /**
   * The lottery games matching a filter.
   * @param filter prize mode, area and/or game code (absent = any)
   * @throws NotFoundError `game.not.found` (HTTP 404) when `gameCode` names no lottery game
   */
  async select(filter: LotteryFilter): Promise<LotteryEntry[]> {
    const list = (await this.games()).filter(
      ({ game, rule }) =>
        (!filter.prizeMode || rule.prizeMode === filter.prizeMode) &&
        (!filter.lottoArea || rule.lottoArea === filter.lottoArea) &&
        (!filter.gameCode || game.gameCode === filter.gameCode),
    );
    if (filter.gameCode && !(await this.games()).some(({ game }) => game.gameCode === filter.gameCode)) {
      throw new NotFoundError(ERROR_CODES.gameNotFound, `No lottery game "${filter.gameCode}"`);
    }
    return list;
  }

  /**
   * Stores the draws due since the last top-up of each game (at most {@link DRAWS_KEPT} per game;
   * draws already stored by the seed or another instance are left as they are).
   * @param entries the games to top up
   */
  async topUp(entries: readonly LotteryEntry[]): Promise<void> {
    const now = this.now();
    const due: Draw[] = [];
    const reached: [string, number][] = [];
    for (const { game, rule } of entries) {
      const latest = latestDrawAt(rule, now);
      const done = this.toppedUntil.get(game.gameCode);
      if (done !== undefined && done >= latest) continue;
      due.push(...drawsDue(game.gameCode, rule, now, DRAWS_KEPT, done));
      reached.push([game.gameCode, latest]);
    }
    // Rows go in catalogue order, then oldest first, so concurrent top-ups on PostgreSQL meet their conflicts in the same order (no deadlock).
    if (due.length > 0) await insertDraws(this.db, due);
    for (const [code, latest] of reached) this.toppedUntil.set(code, Math.max(latest, this.toppedUntil.get(code) ?? latest));
  }

  /** The latest opened draw of each game (after a top-up), keyed by game code. */
  private async latest(entries: readonly LotteryEntry[]): Promise<Map<string, OpenedNumero>> {
    if (entries.length === 0) return new Map();
    await this.topUp(entries);
    const rows = await this.db
      .selectDistinctOn([t.lotteryDraws.gameCode])
      .from(t.lotteryDraws)
      .where(and(inArray(t.lotteryDraws.gameCode, entries.map((e) => e.game.gameCode)), lte(t.lotteryDraws.openedAt, new Date(this.now()))))
      .orderBy(asc(t.lotteryDraws.gameCode), desc(t.lotteryDraws.openedAt));
    return new Map(rows.map((row) => [row.gameCode, toOpened(row)]));
  }

  /**
   * Lottery games as a lottery menu lists them: rule fields, next draw time and latest draw.
   * @param entries the games, in the order to answer
   */
  async describe(entries: readonly LotteryEntry[]): Promise<LotteryGame[]> {
    const latest = await this.latest(entries);
    const now = this.now();
    return entries.map(({ game, rule }) => {
      const opened = latest.get(game.gameCode);
      return {
        nodeId: game.nodeId,
        gameCode: game.gameCode,
        gameName: game.gameName,
        vassalage: game.vassalage,
        gameType: game.gameType,
        prizeMode: rule.prizeMode,
        lottoArea: rule.lottoArea,
        iconUrl: game.iconUrl,
        drawInterval: rule.drawInterval,
        nextDrawAt: new Date(nextDrawAt(rule, now)).toISOString(),
        ...(opened ? { latest: opened } : {}),
      };
    });
  }

  /**
   * `lotteryMenu`: the lottery games of a prize mode and/or area with next and latest draws.
   * @param filter prize mode and/or area (absent = any)
   */
  async menu(filter: Pick<LotteryFilter, 'prizeMode' | 'lottoArea'>): Promise<LotteryGame[]> {
    return this.describe(await this.select(filter));
  }

  /**
   * `openedNumbers`: the latest opened draw of each lottery game of a prize mode, or of one game.
   * @param filter prize mode and/or game code (absent = every lottery game)
   * @throws NotFoundError `game.not.found` for an unknown `gameCode`
   */
  async opened(filter: Pick<LotteryFilter, 'prizeMode' | 'gameCode'>): Promise<OpenedNumero[]> {
    const entries = await this.select(filter);
    const latest = await this.latest(entries);
    return entries.flatMap(({ game }) => latest.get(game.gameCode) ?? []);
  }

  /**
   * `numeroHistory`: one game's opened draws, newest first, paged.
   * @param gameCode the lottery game
   * @param page 1-based page number and page size
   * @throws NotFoundError `game.not.found` for an unknown game or one that is not a lottery game
   */
  async history(gameCode: string, page: { pageNo: number; pageSize: number }): Promise<{ list: OpenedNumero[]; total: number }> {
    const entries = await this.select({ gameCode });
    await this.topUp(entries);
    const where = and(eq(t.lotteryDraws.gameCode, gameCode), lte(t.lotteryDraws.openedAt, new Date(this.now())));
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(t.lotteryDraws)
        .where(where)
        .orderBy(desc(t.lotteryDraws.openedAt))
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize),
      this.db.select({ n: count() }).from(t.lotteryDraws).where(where),
    ]);
    return { list: rows.map(toOpened), total: total?.n ?? 0 };
  }
}
