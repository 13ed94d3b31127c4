/** Helpers of the reward tests (spec §2 manualRebate, personalProfit): settled bets written as the demo game writes them. */
import { randomUUID } from 'node:crypto';
import { type AppDb } from '../src/db/database.ts';
import * as t from '../src/db/schema.ts';
import { findGame, memberIdOf } from './play.helpers.ts';

/** A bet to record: the game category, stake, payout (default 0.00) and time in ms (default `now`). */
export interface TestBet {
  gameType: string;
  stake: string;
  payout?: string;
  at?: number;
}

/**
 * Records settled bets of a member on the first game of each category.
 * @param db the platform database
 * @param account the member's account name
 * @param bets the bets
 * @param now the time of bets without `at`, ms
 */
export async function addBets(db: AppDb, account: string, bets: readonly TestBet[], now: number): Promise<void> {
  const memberId = await memberIdOf(db, account);
  for (const b of bets) {
    const game = await findGame(db, { gameType: b.gameType });
    await db.insert(t.bets).values({
      betId: randomUUID(),
      gameSessionHash: 'test-session',
      idempotencyKey: randomUUID(),
      memberId,
      nodeId: game.nodeId,
      wallet: 'MAIN',
      kind: 'slot',
      stake: b.stake,
      payout: b.payout ?? '0.00',
      outcome: {},
      createdAt: new Date(b.at ?? now),
    });
  }
}
