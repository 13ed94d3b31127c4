/**
 * The in-process catalogue cache: the whole catalogue in memory, keyed by the catalogue version
 * (loaded once per version; the version row is re-read at most every 2 s), answering game list,
 * hot games, vendors and menus with the same semantics as {@link CatalogueRepository}.
 */
import { type Game, type GameMenu, GameSearchIndex, type GameSearchIndexValue, type VendorLane } from '@gamehall/api-client/contract';
import { type CatalogueRepository, assembleLanesAndMenus } from './repository.ts';
import { type CatalogueReader, type GameFilter, type GameSlice, HOT_GAMES_LIMIT, type PageRequest, normaliseTerm, toCents } from './types.ts';

/** How often the version row is re-read, in milliseconds. */
export const VERSION_CHECK_MS = 2000;
const MEMO_LIMIT = 5000;
/** Pages kept per snapshot (each holds its answer's JSON once served: ≤ 30 kB at 100 games a page). */
const PAGE_MEMO_LIMIT = 1000;

interface IndexedGame {
  game: Game;
  /** `game.gameName` (the search index reads it). */
  gameName: string;
  /** `game.isHot` (the search ranks hot games first). */
  isHot: number;
  minBetCents: number;
}

/** One loaded version of the catalogue, answering synchronously. */
export class CatalogueSnapshot {
  private readonly byKey = new Map<string, IndexedGame[]>();
  private readonly memo = new Map<string, IndexedGame[]>();
  private readonly pages = new Map<string, GameSlice>();
  private readonly hot = new Map<string, Game[]>();
  private searchIndex: GameSearchIndex<IndexedGame> | undefined;
  private rows: GameSearchIndexValue | undefined;
  readonly lanes: VendorLane[];
  readonly menus: GameMenu[];

  constructor(
    /** The catalogue version this snapshot holds. */
    readonly version: number,
    private readonly all: IndexedGame[],
    assembled: { lanes: VendorLane[]; menus: GameMenu[] },
  ) {
    this.lanes = assembled.lanes;
    this.menus = assembled.menus;
  }

  private base(gameType: string | undefined, vassalage: string | undefined): IndexedGame[] {
    const key = `${gameType ?? ''}|${vassalage ?? ''}`;
    let list = this.byKey.get(key);
    if (!list) {
      list = this.all.filter((g) => (!gameType || g.game.gameType === gameType) && (!vassalage || g.game.vassalage === vassalage));
      this.byKey.set(key, list);
    }
    return list;
  }

  /** The name search index (built on the first search of this version, ≈10 ms for 10k games). */
  get search(): GameSearchIndex<IndexedGame> {
    this.searchIndex ??= new GameSearchIndex(this.all);
    return this.searchIndex;
  }

  private matching(filter: GameFilter): { key: string; list: IndexedGame[] } {
    const term = normaliseTerm(filter.gameName)?.toLowerCase();
    const classify = filter.gameClassify && filter.gameClassify !== 'ALL' ? filter.gameClassify : undefined;
    const minBet = filter.minBet ? toCents(filter.minBet) : undefined;
    const minLine = filter.minLineNum;
    const nodeId = filter.nodeId;
    const key = `${filter.gameType ?? ''}|${filter.vassalage ?? ''}|${classify ?? ''}|${term ?? ''}|${minBet ?? ''}|${minLine ?? ''}|${nodeId ?? ''}`;
    const hit = this.memo.get(key);
    if (hit) return { key, list: hit };
    let list = this.base(filter.gameType, filter.vassalage);
    if (classify || minBet !== undefined || minLine !== undefined || nodeId !== undefined) {
      list = list.filter(
        (g) =>
          (nodeId === undefined || g.game.nodeId === nodeId) &&
          (!classify || g.game.gameClassify === classify) &&
          (minBet === undefined || g.minBetCents >= minBet) &&
          (minLine === undefined || g.game.minLineNum >= minLine),
      );
    }
    // A name search ranks by match then popularity (api-client gameSearch.ts), not by catalogue order.
    if (term) list = this.search.rank(term, list);
    if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
    this.memo.set(key, list);
    return { key, list };
  }

  /**
   * @see CatalogueReader.listGames
   * @returns the same (immutable) slice object for the same filter and page of this version, so
   *   its answer is serialized once (`shared` in src/http/envelope.ts)
   */
  listGames(filter: GameFilter, page: PageRequest): GameSlice {
    const { key, list } = this.matching(filter);
    const pageKey = `${key}|${page.pageNo}|${page.pageSize}`;
    let slice = this.pages.get(pageKey);
    if (!slice) {
      const start = (page.pageNo - 1) * page.pageSize;
      slice = { games: list.slice(start, start + page.pageSize).map((g) => g.game), total: list.length };
      if (this.pages.size >= PAGE_MEMO_LIMIT) this.pages.clear();
      this.pages.set(pageKey, slice);
    }
    return slice;
  }

  /**
   * @see CatalogueReader.hotGames
   * @returns the same (immutable) list for the same filter of this version
   */
  hotGames(filter: Pick<GameFilter, 'gameType' | 'vassalage'>): Game[] {
    const key = `${filter.gameType ?? ''}|${filter.vassalage ?? ''}`;
    let out = this.hot.get(key);
    if (!out) {
      out = [];
      for (const g of this.base(filter.gameType, filter.vassalage)) {
        if (g.game.isHot === 1) out.push(g.game);
        if (out.length >= HOT_GAMES_LIMIT) break;
      }
      if (this.hot.size >= MEMO_LIMIT) this.hot.clear();
      this.hot.set(key, out);
    }
    return out;
  }

  /**
   * Every game as a search row `[nodeId, gameName, vassalage, isHot]` in catalogue order, with
   * this snapshot's version (the client's search index, issue 14); built once per version.
   */
  get searchRows(): GameSearchIndexValue {
    this.rows ??= { version: this.version, games: this.all.map(({ game }) => [game.nodeId, game.gameName, game.vassalage, game.isHot]) };
    return this.rows;
  }

  /** Finds a game by its code (art routes). */
  gameByCode(gameCode: string): Game | undefined {
    return this.all.find((g) => g.game.gameCode === gameCode)?.game;
  }
}

/** The cache; see the module comment. */
export class CatalogueCache implements CatalogueReader {
  private current: CatalogueSnapshot | undefined;
  private checkedAt = -Infinity;
  private pending: Promise<CatalogueSnapshot> | undefined;
  private loads = 0;

  /**
   * @param repository the SQL reads the cache loads from
   * @param now clock in milliseconds (tests pass a fake one)
   */
  constructor(
    private readonly repository: CatalogueRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /** How many times a version was loaded (tests). */
  get loadCount(): number {
    return this.loads;
  }

  /** Forces the next read to re-check the version (after an operator change in this process). */
  invalidate(): void {
    this.checkedAt = -Infinity;
  }

  /**
   * The snapshot of the current version: re-reads the version row at most every 2 s and loads
   * a new snapshot only when it changed. Concurrent callers share one load.
   */
  snapshot(): Promise<CatalogueSnapshot> | CatalogueSnapshot {
    if (this.current && this.now() - this.checkedAt < VERSION_CHECK_MS) return this.current;
    this.pending ??= this.refresh().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async refresh(): Promise<CatalogueSnapshot> {
    const version = await this.repository.version();
    this.checkedAt = this.now();
    if (this.current && this.current.version === version) return this.current;
    const [games, rows] = await Promise.all([this.repository.allGames(), this.repository.vendorRows()]);
    this.loads += 1;
    this.current = new CatalogueSnapshot(
      version,
      games.map((game) => ({ game, gameName: game.gameName, isHot: game.isHot, minBetCents: toCents(game.minBet) })),
      assembleLanesAndMenus(rows),
    );
    return this.current;
  }

  /** @inheritDoc */
  async listGames(filter: GameFilter, page: PageRequest): Promise<GameSlice> {
    return (await this.snapshot()).listGames(filter, page);
  }

  /** @inheritDoc */
  async hotGames(filter: Pick<GameFilter, 'gameType' | 'vassalage'>): Promise<Game[]> {
    return (await this.snapshot()).hotGames(filter);
  }

  /** The current snapshot's {@link CatalogueSnapshot.searchRows} (the game-search-index call). */
  async searchRows(): Promise<GameSearchIndexValue> {
    return (await this.snapshot()).searchRows;
  }

  /** @inheritDoc */
  async vendorLanes(): Promise<VendorLane[]> {
    return (await this.snapshot()).lanes;
  }

  /** @inheritDoc */
  async gameMenus(): Promise<GameMenu[]> {
    return (await this.snapshot()).menus;
  }
}
