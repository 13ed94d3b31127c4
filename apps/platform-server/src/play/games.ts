/**
 * Catalogue lookups of play: one game by node id or game code, a vendor's display name, and
 * whether a vendor exists (for vendor wallets). Straight primary-key and index reads (the
 * in-memory catalogue cache answers lists; launches and bets need one row).
 */
import { type GameType } from '@gamehall/api-client/contract';
import { eq } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';

/** A `games` row. */
export type GameRow = typeof t.games.$inferSelect;

/** Categories whose demo game is the lottery pick (the rest spin the slot). */
export const PICK_GAME_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];

/** Whether a game plays the lottery pick (LOTT, ELOTT) rather than the slot. */
export function isPickGame(game: Pick<GameRow, 'gameType'>): boolean {
  return PICK_GAME_TYPES.includes(game.gameType as GameType);
}

/**
 * The game of a node id.
 * @returns the row, or undefined when there is none
 */
export async function gameByNodeId(db: AppDb, nodeId: number): Promise<GameRow | undefined> {
  const [row] = await db.select().from(t.games).where(eq(t.games.nodeId, nodeId)).limit(1);
  return row;
}

/**
 * The game of a game code (spec §3 gameCode; lottery launches name the game by `lottoGameCode`).
 * @returns the row, or undefined when there is none
 */
export async function gameByCode(db: AppDb, gameCode: string): Promise<GameRow | undefined> {
  const [row] = await db.select().from(t.games).where(eq(t.games.gameCode, gameCode)).limit(1);
  return row;
}

/**
 * The display name of a vendor (e.g. `PG Soft` for `PG`).
 * @returns the name, or the code itself when the vendor row is missing
 */
export async function vendorName(db: AppDb, vassalage: string): Promise<string> {
  const [row] = await db.select({ displayName: t.vendors.displayName }).from(t.vendors).where(eq(t.vendors.vassalage, vassalage)).limit(1);
  return row?.displayName ?? vassalage;
}

/** Whether a vendor code is in the catalogue (any category): only those have vendor wallets. */
export async function vendorExists(db: AppDb, vassalage: string): Promise<boolean> {
  const [row] = await db.select({ vassalage: t.vendors.vassalage }).from(t.vendors).where(eq(t.vendors.vassalage, vassalage)).limit(1);
  return row !== undefined;
}
