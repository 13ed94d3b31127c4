/**
 * Favourite games (spec §3 favGameIds / favGameList, §4 favourite toggle, §6 trial accounts,
 * §7 MCSFE_getFavoriteGames, MCSFE_getFavoriteGamesList, MCSFE_addFavoriteGameV2,
 * removeFavoriteGameV2). One row per member and game; adding twice or removing a game that is
 * not a favourite changes nothing (idempotent). Lists answer the catalogue's own `Game` objects.
 */
import { ERROR_CODES, type FavouriteListValue, type Game, type GameType, TRIAL_TYPE } from '@gamehall/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { TRIAL_MESSAGE } from '../accounts/accounts.ts';
import { type Session } from '../accounts/sessions.ts';
import { type CatalogueCache } from '../catalogue/cache.ts';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { BusinessError, NotFoundError } from '../http/envelope.ts';
import { gamesById } from './gameIndex.ts';
import { MEMBER_GAME_LISTS, memberGameIds, memberGamePage, memberGamesWhere } from './memberGames.ts';

/** Default page size of the favourite list (spec §9 "default async list pageNo 1, pageSize 42"). */
export const FAVOURITES_PAGE_DEFAULT = 42;
/** Largest favourite page (spec §7, §9: the home page fetches 999). */
export const FAVOURITES_PAGE_MAX = 999;

/** A game as the favourite calls name it (spec §7: nodeId, vendor, gameType). */
export interface GameRef {
  nodeId: number;
  /** The vendor code (`vassalage`). */
  vendor: string;
  gameType: GameType;
}

/** Filters and page of the favourite list. */
export interface FavouriteListRequest {
  gameType?: GameType;
  vassalage?: string;
  pageNo: number;
  pageSize: number;
}

/**
 * Refuses trial accounts (spec §6: favouriting needs a real account).
 * @throws BusinessError `member.trial`
 */
export function requireRealAccount(session: Session): void {
  if (session.member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
}

/** Favourites of members, over the database and the catalogue cache. */
export class FavouriteService {
  /**
   * @param db the database
   * @param cache the catalogue cache (games are answered from it)
   * @param now clock in ms (a favourite's time orders the list)
   */
  constructor(
    private readonly db: AppDb,
    private readonly cache: CatalogueCache,
    private readonly now: () => number,
  ) {}

  /**
   * The catalogue game named by `ref`.
   * @throws NotFoundError `game.not.found` (HTTP 404) unless a game has that nodeId, vendor and category
   */
  async game(ref: GameRef): Promise<Game> {
    const game = (await gamesById(this.cache)).get(ref.nodeId);
    if (!game || game.vassalage !== ref.vendor || game.gameType !== ref.gameType) {
      throw new NotFoundError(ERROR_CODES.gameNotFound, `No ${ref.gameType} game ${String(ref.nodeId)} of vendor ${ref.vendor}`);
    }
    return game;
  }

  /**
   * `favouriteIds`: the node ids of the member's favourite games (newest first), of one category when given.
   * @throws BusinessError `member.trial` for a trial account
   */
  async ids(session: Session, gameType?: GameType): Promise<number[]> {
    requireRealAccount(session);
    return memberGameIds(this.db, MEMBER_GAME_LISTS.favourites, memberGamesWhere(MEMBER_GAME_LISTS.favourites, session.member.id, { gameType }));
  }

  /**
   * `favouriteList`: one page of the member's favourite games, newest first.
   * @throws BusinessError `member.trial` for a trial account
   */
  async list(session: Session, request: FavouriteListRequest): Promise<FavouriteListValue> {
    requireRealAccount(session);
    const where = memberGamesWhere(MEMBER_GAME_LISTS.favourites, session.member.id, request);
    const { games, total, totalPages } = await memberGamePage(this.db, this.cache, MEMBER_GAME_LISTS.favourites, where, request);
    return { content: games, pageNum: request.pageNo, pageSize: request.pageSize, totalPages, total };
  }

  /**
   * `addFavourite`: makes the game a favourite; already one = nothing changes.
   * @throws BusinessError `member.trial` for a trial account
   * @throws NotFoundError `game.not.found` when no game matches (nothing written)
   */
  async add(session: Session, ref: GameRef): Promise<void> {
    requireRealAccount(session);
    await this.game(ref);
    await this.db
      .insert(t.favourites)
      .values({ memberId: session.member.id, nodeId: ref.nodeId, createdAt: new Date(this.now()) })
      .onConflictDoNothing();
  }

  /**
   * `removeFavourite`: the game is no longer a favourite; not one = nothing changes.
   * @throws BusinessError `member.trial` for a trial account
   * @throws NotFoundError `game.not.found` when no game matches (nothing written)
   */
  async remove(session: Session, ref: GameRef): Promise<void> {
    requireRealAccount(session);
    await this.game(ref);
    await this.db.delete(t.favourites).where(and(eq(t.favourites.memberId, session.member.id), eq(t.favourites.nodeId, ref.nodeId)));
  }
}
