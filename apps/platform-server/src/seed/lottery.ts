/**
 * Seeded lottery draws (spec §7 opened numbers): the last {@link DRAWS_KEPT} draws of every
 * lottery game at seed time, with the same deterministic numbers the top-up on read writes
 * (src/lottery/rules.ts), so a fresh database shows history at once.
 */
import { type Game } from '@gamehall/api-client/contract';
import { type AppDb } from '../db/database.ts';
import { insertDraws, lotteryEntries } from '../lottery/draws.ts';
import { DRAWS_KEPT, type Draw, drawsDue } from '../lottery/rules.ts';

/**
 * The last `perGame` draws due at `nowMs` of each lottery game (types LOTT and ELOTT) of `games`.
 * @param games catalogue games (others are skipped)
 * @param nowMs the seed time, ms since the epoch
 * @param perGame draws per game (default {@link DRAWS_KEPT})
 * @returns the draws, per game oldest first
 */
export function seedDraws(games: readonly Game[], nowMs: number, perGame = DRAWS_KEPT): Draw[] {
  return lotteryEntries(games).flatMap(({ game, rule }) => drawsDue(game.gameCode, rule, nowMs, perGame));
}

/**
 * Inserts {@link seedDraws} (draws already stored are kept).
 * @param db an open, migrated database
 * @param games the seeded games
 * @param nowMs the seed time, ms since the epoch
 * @returns how many draws were offered
 */
export async function seedLotteryDraws(db: AppDb, games: readonly Game[], nowMs: number): Promise<number> {
  const draws = seedDraws(games, nowMs);
  await insertDraws(db, draws);
  return draws.length;
}
