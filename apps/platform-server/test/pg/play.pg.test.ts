/**
 * Money on a real PostgreSQL (DATABASE_URL): two server instances (platform app + demo game site
 * each, their own connection pools) on one database take hundreds of concurrent bets and
 * transfers (IN and OUT mixed) on one member's main and vendor wallets. After everything settles
 * no money was lost or made: every wallet equals the sum of its ledger entries, main + vendor
 * wallets = opening + Σ payout − Σ stake, no balance was ever negative, an idempotency key or
 * transferId retried concurrently counted once, and both instances read the same balance. Bets
 * racing a logout are each booked and answered or refused with nothing written.
 */
import { randomUUID } from 'node:crypto';
import { type BalanceValue, ERROR_CODES, type WalletTransferValue } from '@gamehall/api-client/contract';
import Big from 'big.js';
import { and, eq, gt, lt, max, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema.ts';
import { type BetAnswer } from '../../src/play/bets.ts';
import { hashGameToken } from '../../src/play/launches.ts';
import { type Answer, call } from '../accountHelpers.ts';
import { type GameAnswer, type GameRow, type PlayEnv, bet, findGame, login, memberIdOf, playEnv, startGame, walletsAndLedger } from '../play.helpers.ts';
import { twoInstances } from './pgHelpers.ts';

let slot: GameRow;
const ACCOUNT = 'player1';
const OPENING = '1000.00';

// Each instance builds its own services over its own pool, as two processes would.
const pair = twoInstances((database) => playEnv(database), 120_000);
beforeAll(async () => {
  slot = await findGame(pair.dbA.db, { gameType: 'RNG', supportPlay: 1, minBet: '1.00' });
});

const setSingle = async (env: PlayEnv, single: boolean) => {
  const res = await env.app.inject({ method: 'PUT', url: '/dev/switches', payload: { singleWallet: single } });
  expect(res.json()).toMatchObject({ success: true });
  // The other instance re-reads switches at most every second.
  await new Promise((resolve) => setTimeout(resolve, 1100));
};

/** Shuffles in place (Fisher–Yates). */
function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

describe('concurrent bets and transfers on one member (two instances, PostgreSQL)', () => {
  it('never lose or make money, never go negative, count retries once', async () => {
    const token = await login(pair.a.app, ACCOUNT);
    const memberId = await memberIdOf(pair.dbA.db, ACCOUNT);
    // The member's bets before this run (the seeded history's) are not part of its sums.
    const [before] = await pair.dbA.db.select({ last: max(t.bets.id) }).from(t.bets);
    const firstNew = gt(t.bets.id, before?.last ?? 0);
    // A session on the main wallet (single mode), then one on the vendor wallet (transfer mode).
    const mainGame = await startGame(pair.a, token, slot);
    await setSingle(pair.b, false);
    const vendorGame = await startGame(pair.b, token, slot);
    const seedTransfer = await call<WalletTransferValue>(pair.a.app, 'walletTransfer', { token, body: { transferId: randomUUID(), vassalage: slot.vassalage, direction: 'IN', amount: '300.00' } });
    expect(seedTransfer.body).toMatchObject({ success: true, value: { balance: '700.00', vendorBalance: '300.00' } });

    type Op = () => Promise<{ kind: 'bet'; key: string; answer: GameAnswer<BetAnswer> } | { kind: 'transfer'; answer: Answer<WalletTransferValue> }>;
    const env = (i: number) => (i % 2 === 0 ? pair.a : pair.b);
    const ops: Op[] = [];
    const betOp = (i: number, gameToken: string, key = randomUUID(), stake = i % 3 === 0 ? '2.00' : '1.00'): Op => async () => ({ kind: 'bet', key, answer: await bet(env(i).game, gameToken, { idempotencyKey: key, stake }) });
    const transferOp = (i: number, body: Record<string, unknown>): Op => async () => ({ kind: 'transfer', answer: await call<WalletTransferValue>(env(i).app, 'walletTransfer', { token, body }) });
    for (let i = 0; i < 160; i += 1) ops.push(betOp(i, mainGame.token));
    for (let i = 0; i < 160; i += 1) ops.push(betOp(i, vendorGame.token));
    for (let i = 0; i < 100; i += 1) {
      const direction = i % 2 === 0 ? 'IN' : 'OUT';
      const amount = i % 10 === 9 ? undefined : `${String(5 + (i % 16))}.${String(10 + (i % 90)).padStart(2, '0')}`;
      ops.push(transferOp(i, { transferId: randomUUID(), vassalage: slot.vassalage, direction, ...(amount ? { amount } : {}) }));
    }
    // Retries: the same bet key 5 times, the same transferId 4 times, all at once across both instances.
    const retriedKeys = Array.from({ length: 20 }, () => randomUUID());
    for (const key of retriedKeys) for (let r = 0; r < 5; r += 1) ops.push(betOp(r, vendorGame.token, key, '1.00'));
    const retriedTransfers = Array.from({ length: 10 }, () => randomUUID());
    for (const id of retriedTransfers) for (let r = 0; r < 4; r += 1) ops.push(transferOp(r, { transferId: id, vassalage: slot.vassalage, direction: 'IN', amount: '3.00' }));

    const results = await Promise.all(shuffle(ops).map((op) => op()));
    expect(results.length).toBeGreaterThanOrEqual(500);
    for (const r of results) {
      // Every answer is a success or an insufficient-funds refusal; never a 5xx or a conflict.
      expect(r.answer.status).toBe(200);
      if (!r.answer.body.success) expect(r.answer.body.errorCode).toBe(ERROR_CODES.insufficientFunds);
    }

    // A retried key answered one bet (every successful answer the same), booked once.
    for (const key of retriedKeys) {
      const rows = await pair.dbA.db.select({ betId: t.bets.betId }).from(t.bets).where(eq(t.bets.idempotencyKey, key));
      const answers = results.flatMap((r) => (r.kind === 'bet' && r.key === key && r.answer.body.success ? [r.answer.body.value] : []));
      expect(rows).toHaveLength(answers.length > 0 ? 1 : 0);
      for (const answer of answers) expect(answer).toEqual({ ...answers[0], betId: rows[0]?.betId });
    }
    for (const id of retriedTransfers) {
      const rows = await pair.dbA.db.select().from(t.walletTransfers).where(eq(t.walletTransfers.transferId, id));
      expect(rows.length).toBeLessThanOrEqual(1);
      const entries = await pair.dbA.db.select().from(t.ledgerEntries).where(eq(t.ledgerEntries.reference, id));
      expect(entries).toHaveLength(rows.length * 2);
    }

    // Every wallet equals the sum of its ledger entries; none is or ever was negative.
    const wallets = await walletsAndLedger(pair.dbA.db, memberId);
    expect(wallets.map((w) => w.wallet).sort()).toEqual(['MAIN', slot.vassalage].sort());
    for (const w of wallets) {
      expect(w.balance, w.wallet).toBe(w.ledger);
      expect(new Big(w.balance).gte(0)).toBe(true);
    }
    const [negative] = await pair.dbA.db.select({ n: sql<number>`count(*)::int` }).from(t.ledgerEntries).where(lt(t.ledgerEntries.balanceAfter, '0'));
    expect(negative?.n).toBe(0);

    // Total = opening + Σ payout − Σ stake of the member's bets of this run (transfers move, never make money).
    const [totals] = await pair.dbA.db
      .select({ stake: sql<string>`coalesce(sum(${t.bets.stake}), 0)::numeric(18,2)::text`, payout: sql<string>`coalesce(sum(${t.bets.payout}), 0)::numeric(18,2)::text`, n: sql<number>`count(*)::int` })
      .from(t.bets)
      .where(and(eq(t.bets.memberId, memberId), firstNew));
    const expected = new Big(OPENING).plus(totals?.payout ?? '0').minus(totals?.stake ?? '0').toFixed(2);
    const held = wallets.reduce((sum, w) => sum.plus(w.balance), new Big(0)).toFixed(2);
    expect(held).toBe(expected);
    // The bets booked are exactly the distinct successful answers.
    const distinctBets = new Set(results.flatMap((r) => (r.kind === 'bet' && r.answer.body.success ? [r.answer.body.value.betId] : [])));
    expect(totals?.n).toBe(distinctBets.size);
    expect(distinctBets.size).toBeGreaterThan(100);

    // Both instances read the same balance.
    const viaA = await call<BalanceValue>(pair.a.app, 'balance', { token });
    const viaB = await call<BalanceValue>(pair.b.app, 'balance', { token });
    expect(viaA.body.value).toEqual(viaB.body.value);
    expect(viaA.body.value.balance).toBe(expected);
    await setSingle(pair.a, true);
  }, 120_000);

  it('a retried bet key answers the same bet on both instances', async () => {
    const token = await login(pair.b.app, 'agent1');
    const game = await startGame(pair.a, token, slot);
    const body = { idempotencyKey: randomUUID(), stake: '5.00' };
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => bet((i % 2 === 0 ? pair.a : pair.b).game, game.token, body)));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(answers[0]?.body.success).toBe(true);
    const rows = await pair.dbB.db.select().from(t.bets).where(eq(t.bets.idempotencyKey, body.idempotencyKey));
    expect(rows).toHaveLength(1);
    const entries = await pair.dbB.db.select().from(t.ledgerEntries).where(eq(t.ledgerEntries.reference, rows[0]?.betId ?? ''));
    expect(entries.filter((e) => e.kind === 'BET')).toHaveLength(1);
  });

  it('bets racing a logout on the other instance: each is booked and answered, or refused 401 with nothing written; none after it', async () => {
    const account = 'agent41';
    const token = await login(pair.a.app, account);
    const memberId = await memberIdOf(pair.dbA.db, account);
    const game = await startGame(pair.a, token, slot);
    // Four players bet one after another on both instances until refused; the logout (on B)
    // starts once 10 bets are answered. A bet sent after the logout answered is never booked, so
    // each player stops at the latest with its first bet sent after it (no fixed number of bets:
    // on a loaded machine the logout may take longer than any such number).
    let answeredSoFar = 0;
    let logoutDone = false;
    let startLogout: () => void = () => undefined;
    const logout = new Promise<void>((resolve) => {
      startLogout = resolve;
    })
      .then(() => call(pair.b.app, 'logout', { token }))
      .then((answer) => {
        logoutDone = true;
        return answer;
      });
    const worker = async (w: number) => {
      const answers: { afterLogout: boolean; answer: GameAnswer<BetAnswer> }[] = [];
      for (let i = 0; ; i += 1) {
        const afterLogout = logoutDone;
        const answer = await bet((w + i) % 2 === 0 ? pair.a.game : pair.b.game, game.token, { idempotencyKey: randomUUID(), stake: '1.00' });
        answers.push({ afterLogout, answer });
        answeredSoFar += 1;
        if (answeredSoFar === 10) startLogout();
        if (!answer.body.success || afterLogout) break;
      }
      return answers;
    };
    const [perWorker, out] = await Promise.all([Promise.all([0, 1, 2, 3].map(worker)), logout]);
    expect(out.status).toBe(200);
    const all = perWorker.flat();
    const answers = all.map((r) => r.answer);
    expect(answers.filter((r) => r.body.success).length).toBeGreaterThanOrEqual(10);
    for (const { afterLogout, answer } of all) {
      if (answer.body.success) expect(afterLogout).toBe(false);
      else expect(answer).toMatchObject({ status: 401, body: { errorCode: ERROR_CODES.launchTokenInvalid } });
    }
    // Every player was refused in the end.
    for (const answersOfWorker of perWorker) expect(answersOfWorker.at(-1)?.answer.status).toBe(401);
    // Booked bets are exactly the answered ones; the refused wrote nothing.
    const booked = await pair.dbA.db.select({ betId: t.bets.betId }).from(t.bets).where(eq(t.bets.gameSessionHash, hashGameToken(game.token)));
    const answered = answers.flatMap((r) => (r.body.success ? [r.body.value.betId] : []));
    expect(new Set(booked.map((r) => r.betId))).toEqual(new Set(answered));
    for (const w of await walletsAndLedger(pair.dbA.db, memberId)) expect(w.balance, w.wallet).toBe(w.ledger);
    // After the logout, both instances refuse the game.
    for (const env of [pair.a, pair.b]) expect((await bet(env.game, game.token, { idempotencyKey: randomUUID(), stake: '1.00' })).status).toBe(401);
  });
});
