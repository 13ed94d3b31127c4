/**
 * Bets through the demo game site's API (`POST /api/bet`, `GET /api/session`) and the betting
 * record (ODSFE2_MemTransDet): outcomes and payouts by the paytable, one transaction per bet
 * (wallet, BET/PAYOUT ledger entries, bet row), idempotency keys, insufficient funds, free play
 * on play money, transfer-wallet bets on the vendor wallet, dead sessions, bad input → 400 with
 * nothing written.
 */
import { randomUUID } from 'node:crypto';
import { type BetRecord, ERROR_CODES, type LaunchValue, type WalletTransferValue } from '@gamehall/api-client/contract';
import Big from 'big.js';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../src/db/database.ts';
import * as t from '../src/db/schema.ts';
import { GAME_SESSION_TTL_MS, hashGameToken } from '../src/play/launches.ts';
import { payoutOf } from '../src/play/money.ts';
import { PICK_MULTIPLIER, slotPay } from '../src/play/rtp.ts';
import { call, fakeClock } from './accountHelpers.ts';
import { seededDatabase } from './helpers.ts';
import {
  BACK_URL,
  type GameRow,
  type PlayEnv,
  bet,
  findGame,
  gameSession,
  login,
  memberIdOf,
  openLaunch,
  playCounts,
  playEnv,
  startGame,
  trialLogin,
  valueOf,
  walletsAndLedger,
} from './play.helpers.ts';

let database: Database;
let env: PlayEnv;
const clock = fakeClock();
let slot: GameRow;
let freeSlot: GameRow;
let lottery: GameRow;

beforeAll(async () => {
  database = await seededDatabase();
  env = await playEnv(database, clock);
  slot = await findGame(database.db, { gameType: 'RNG', supportPlay: 1, minBet: '0.20' });
  freeSlot = await findGame(database.db, { gameType: 'RNG', supportPlay: 0 });
  lottery = await findGame(database.db, { gameType: 'ELOTT' });
});

afterAll(async () => {
  await env.close();
  await database.close();
});

const ledgerHolds = async (account: string) => {
  for (const w of await walletsAndLedger(database.db, await memberIdOf(database.db, account))) expect(w.ledger, w.wallet).toBe(w.balance);
};

describe('slot bets', () => {
  it('settle stake and payout by the paytable in one transaction, with ledger entries and the session list', async () => {
    const token = await login(env.app, 'player1');
    const page = await startGame(env, token, slot);
    expect(page.stakes[0]).toBe('0.20');
    let balance = new Big(page.balance);
    for (let i = 0; i < 25; i += 1) {
      const stake = i % 2 === 0 ? '0.20' : '1.00';
      const answer = valueOf(await bet(env.game, page.token, { idempotencyKey: randomUUID(), stake }));
      if (answer.outcome.kind !== 'slot') throw new Error('not a slot outcome');
      const pay = slotPay(answer.outcome.reels);
      expect(answer.outcome.multiplier).toBe(pay?.multiplier ?? '0');
      expect(answer.payout).toBe(payoutOf(stake, answer.outcome.multiplier));
      balance = balance.minus(stake).plus(answer.payout);
      expect(answer.balance).toBe(balance.toFixed(2));
      const entries = await database.db.select().from(t.ledgerEntries).where(eq(t.ledgerEntries.reference, answer.betId)).orderBy(asc(t.ledgerEntries.id));
      expect(entries.map((e) => [e.wallet, e.kind, e.amount])).toEqual([['MAIN', 'BET', `-${stake}`], ...(answer.payout === '0.00' ? [] : [['MAIN', 'PAYOUT', answer.payout]])]);
      expect(entries.at(-1)?.balanceAfter).toBe(answer.balance);
    }
    await ledgerHolds('player1');
    const info = valueOf(await gameSession(env.game, page.token));
    expect(info).toMatchObject({ balance: balance.toFixed(2), currencySymbol: '₱', freePlay: false, gameName: slot.gameName, kind: 'slot' });
    expect(info.bets).toHaveLength(10);
    // The member's balance moved the same way.
    const total = valueOf(await call<{ balance: string }>(env.app, 'balance', { token }));
    expect(total.balance).toBe(balance.toFixed(2));
  });

  it('a retried idempotency key answers the first bet and changes nothing; other fields conflict', async () => {
    const token = await login(env.app, 'player2');
    const page = await startGame(env, token, slot);
    const body = { idempotencyKey: randomUUID(), stake: '0.40' };
    const first = valueOf(await bet(env.game, page.token, body));
    const counts = await playCounts(database.db);
    const again = valueOf(await bet(env.game, page.token, { ...body, idempotencyKey: body.idempotencyKey.toUpperCase() }));
    expect(again).toEqual(first);
    expect(await playCounts(database.db)).toEqual(counts);
    const conflict = await bet(env.game, page.token, { ...body, stake: '0.60' });
    expect(conflict).toMatchObject({ status: 200, body: { success: false, errorCode: ERROR_CODES.idempotencyConflict } });
    expect(await playCounts(database.db)).toEqual(counts);
    // The same key in another game session is another bet.
    const other = await startGame(env, token, slot);
    expect(valueOf(await bet(env.game, other.token, body)).betId).not.toBe(first.betId);
  });

  it('a stake the wallet cannot cover is wallet.insufficient.funds and writes nothing', async () => {
    const token = await login(env.app, 'newbie');
    const page = await startGame(env, token, slot);
    expect(page.balance).toBe('0.00');
    const counts = await playCounts(database.db);
    const res = await bet(env.game, page.token, { idempotencyKey: randomUUID(), stake: '0.20' });
    expect(res).toMatchObject({ status: 200, body: { success: false, errorCode: ERROR_CODES.insufficientFunds } });
    expect(await playCounts(database.db)).toEqual(counts);
  });

  it('bad input is a 400 envelope and writes nothing', async () => {
    const token = await login(env.app, 'player2');
    const page = await startGame(env, token, slot);
    const counts = await playCounts(database.db);
    const key = randomUUID();
    for (const body of [
      {},
      { stake: '0.20' },
      { idempotencyKey: 'not-a-uuid', stake: '0.20' },
      { idempotencyKey: key, stake: 0.2 },
      { idempotencyKey: key, stake: '0.205' },
      { idempotencyKey: key, stake: '0.10' },
      { idempotencyKey: key, stake: '0.30' },
      { idempotencyKey: key, stake: '1000.20' },
      { idempotencyKey: key, stake: '0.00' },
      { idempotencyKey: key, stake: '0.20', pick: 3 },
      { idempotencyKey: key, stake: '0.20', extra: 1 },
      '{"idempotencyKey":',
    ]) {
      const res = await bet(env.game, page.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: ERROR_CODES.badRequest });
    }
    expect(await playCounts(database.db)).toEqual(counts);
  });

  it('without a live game session it is 401 game.launch.token.invalid (no token, unknown, expired, member disabled)', async () => {
    const counts = await playCounts(database.db);
    const body = () => ({ idempotencyKey: randomUUID(), stake: '0.20' });
    expect((await bet(env.game, undefined, body())).status).toBe(401);
    const unknown = await bet(env.game, 'A'.repeat(43), body());
    expect(unknown).toMatchObject({ status: 401, body: { errorCode: ERROR_CODES.launchTokenInvalid } });
    const player = await login(env.app, 'agent42');
    const page = await startGame(env, player, slot);
    clock.advance(GAME_SESSION_TTL_MS + 1);
    expect((await bet(env.game, page.token, body())).body.errorCode).toBe(ERROR_CODES.launchTokenInvalid);
    expect((await env.game.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Game ${page.token}` } })).statusCode).toBe(401);
    expect(await playCounts(database.db)).toMatchObject({ bets: counts.bets, ledger: counts.ledger });
    const fresh = await startGame(env, await login(env.app, 'agent42'), slot);
    const memberId = await memberIdOf(database.db, 'agent42');
    await database.db.update(t.members).set({ disabled: true }).where(eq(t.members.id, memberId));
    try {
      expect((await bet(env.game, fresh.token, body())).status).toBe(401);
    } finally {
      await database.db.update(t.members).set({ disabled: false }).where(eq(t.members.id, memberId));
    }
  });
});

describe('lottery pick bets', () => {
  it('pay 9.60× on a match, need a digit 0–9', async () => {
    const token = await login(env.app, 'agent1');
    const page = await startGame(env, token, lottery);
    expect(page.kind).toBe('pick');
    let wins = 0;
    for (let i = 0; i < 30; i += 1) {
      const answer = valueOf(await bet(env.game, page.token, { idempotencyKey: randomUUID(), stake: '1.00', pick: i % 10 }));
      if (answer.outcome.kind !== 'pick') throw new Error('not a pick outcome');
      expect(answer.outcome.pick).toBe(i % 10);
      expect(answer.outcome.drawn >= 0 && answer.outcome.drawn <= 9).toBe(true);
      const won = answer.outcome.drawn === answer.outcome.pick;
      if (won) wins += 1;
      expect(answer.payout).toBe(won ? payoutOf('1.00', PICK_MULTIPLIER) : '0.00');
    }
    expect(wins).toBeLessThan(30);
    const counts = await playCounts(database.db);
    for (const body of [{ idempotencyKey: randomUUID(), stake: '1.00' }, { idempotencyKey: randomUUID(), stake: '1.00', pick: 10 }, { idempotencyKey: randomUUID(), stake: '1.00', pick: '3' }]) {
      expect((await bet(env.game, page.token, body)).status).toBe(400);
    }
    expect(await playCounts(database.db)).toEqual(counts);
    await ledgerHolds('agent1');
  });
});

describe('free play', () => {
  it('bets on the session’s play money: no ledger, no member, not in any betting record', async () => {
    const page = await startGame(env, undefined, freeSlot, { freePlay: true });
    const ledgerBefore = (await playCounts(database.db)).ledger;
    const stake = page.stakes[0] ?? '0.01';
    const answer = valueOf(await bet(env.game, page.token, { idempotencyKey: randomUUID(), stake }));
    expect(answer.balance).toBe(new Big('2000.00').minus(stake).plus(answer.payout).toFixed(2));
    expect((await playCounts(database.db)).ledger).toBe(ledgerBefore);
    const [row] = await database.db.select().from(t.bets).where(eq(t.bets.betId, answer.betId));
    expect(row).toMatchObject({ memberId: null, wallet: 'FUN' });
    const [session] = await database.db.select({ fun: t.gameSessions.funBalance }).from(t.gameSessions).where(eq(t.gameSessions.tokenHash, hashGameToken(page.token)));
    expect(session?.fun).toBe(answer.balance);
    expect(valueOf(await gameSession(env.game, page.token))).toMatchObject({ freePlay: true, balance: answer.balance });
  });

  it('cannot bet more play money than is left (nothing written)', async () => {
    const page = await startGame(env, await trialLogin(env.app), freeSlot, { freePlay: true });
    const hash = hashGameToken(page.token);
    const stake = page.stakes[1] ?? '1.00';
    const short = new Big(stake).minus('0.01').toFixed(2);
    await database.db.update(t.gameSessions).set({ funBalance: short }).where(eq(t.gameSessions.tokenHash, hash));
    const counts = await playCounts(database.db);
    const res = await bet(env.game, page.token, { idempotencyKey: randomUUID(), stake });
    expect(res).toMatchObject({ status: 200, body: { success: false, errorCode: ERROR_CODES.insufficientFunds } });
    expect(await playCounts(database.db)).toEqual(counts);
    const [session] = await database.db.select({ fun: t.gameSessions.funBalance }).from(t.gameSessions).where(eq(t.gameSessions.tokenHash, hash));
    expect(session?.fun).toBe(short);
    // What is left still covers a smaller stake.
    expect((await bet(env.game, page.token, { idempotencyKey: randomUUID(), stake: page.stakes[0] ?? '0.01' })).body.success).toBe(true);
  });
});

describe('transfer-wallet bets', () => {
  it('take the stake from the vendor wallet and answer its balance', async () => {
    await env.app.inject({ method: 'PUT', url: '/dev/switches', payload: { singleWallet: false } });
    try {
      const token = await login(env.app, 'agent2');
      const empty = await startGame(env, token, slot);
      expect(empty.balance).toBe('0.00');
      expect((await bet(env.game, empty.token, { idempotencyKey: randomUUID(), stake: '0.20' })).body.errorCode).toBe(ERROR_CODES.insufficientFunds);
      const moved = await call<WalletTransferValue>(env.app, 'walletTransfer', { token, body: { transferId: randomUUID(), vassalage: slot.vassalage, direction: 'IN', amount: '10.00' } });
      expect(moved.body.success).toBe(true);
      const page = await startGame(env, token, slot);
      expect(page.balance).toBe('10.00');
      const answer = valueOf(await bet(env.game, page.token, { idempotencyKey: randomUUID(), stake: '2.00' }));
      expect(answer.balance).toBe(new Big('8.00').plus(answer.payout).toFixed(2));
      const memberId = await memberIdOf(database.db, 'agent2');
      const [wallet] = await database.db
        .select({ balance: t.vendorWallets.balance })
        .from(t.vendorWallets)
        .where(and(eq(t.vendorWallets.memberId, memberId), eq(t.vendorWallets.vassalage, slot.vassalage)));
      expect(wallet?.balance).toBe(answer.balance);
      await ledgerHolds('agent2');
    } finally {
      await env.app.inject({ method: 'PUT', url: '/dev/switches', payload: { singleWallet: true } });
    }
  });

  it('a lottery launched by launchGame (launchMode LOTT) after a transfer IN plays on its vendor wallet', async () => {
    await env.app.inject({ method: 'PUT', url: '/dev/switches', payload: { singleWallet: false } });
    try {
      const token = await login(env.app, 'player1');
      const memberId = await memberIdOf(database.db, 'player1');
      const lott = await findGame(database.db, { gameType: 'LOTT' });
      const moved = valueOf(await call<WalletTransferValue>(env.app, 'walletTransfer', { token, body: { transferId: randomUUID(), vassalage: lott.vassalage, direction: 'IN', amount: '20.00' } }));
      const mainBefore = moved.balance;
      const launch = valueOf(
        await call<LaunchValue>(env.app, 'launchGame', {
          token,
          body: { device: 'WEB', backUrl: BACK_URL, language: 'EN', launchMode: 'LOTT', lottoArea: 'VN', lottoPrizeMode: 'LOTT', lottoGameCode: lott.gameCode, lottoView: 'betting' },
        }),
      );
      const opened = await openLaunch(env.game, launch.launchUrl);
      expect(opened.status).toBe(200);
      expect(opened.data).toMatchObject({ kind: 'pick', balance: moved.vendorBalance });
      const stake = opened.data?.stakes[0] ?? '1.00';
      const answer = valueOf(await bet(env.game, opened.data?.token, { idempotencyKey: randomUUID(), stake, pick: 4 }));
      expect(answer.balance).toBe(new Big(moved.vendorBalance).minus(stake).plus(answer.payout).toFixed(2));
      const [row] = await database.db.select({ wallet: t.bets.wallet, nodeId: t.bets.nodeId }).from(t.bets).where(eq(t.bets.betId, answer.betId));
      expect(row).toEqual({ wallet: lott.vassalage, nodeId: lott.nodeId });
      const entries = await database.db.select({ wallet: t.ledgerEntries.wallet }).from(t.ledgerEntries).where(eq(t.ledgerEntries.reference, answer.betId));
      expect(entries.length).toBe(answer.payout === '0.00' ? 1 : 2);
      expect(new Set(entries.map((e) => e.wallet))).toEqual(new Set([lott.vassalage]));
      // The main wallet is untouched by the bet.
      const balances = await walletsAndLedger(database.db, memberId);
      expect(balances.find((w) => w.wallet === 'MAIN')?.balance).toBe(mainBefore);
      expect(balances.find((w) => w.wallet === lott.vassalage)?.balance).toBe(answer.balance);
      await ledgerHolds('player1');
    } finally {
      await env.app.inject({ method: 'PUT', url: '/dev/switches', payload: { singleWallet: true } });
    }
  });
});

describe('ODSFE2_MemTransDet (betting record)', () => {
  it('lists the member’s bets newest first, paged, winLoss = payout − stake, filtered by category and vendor', async () => {
    const token = await login(env.app, 'agent41');
    const page = await startGame(env, token, slot);
    const placed = [];
    for (let i = 0; i < 5; i += 1) placed.push(valueOf(await bet(env.game, page.token, { idempotencyKey: randomUUID(), stake: '0.20' })));
    const pick = await startGame(env, token, lottery);
    placed.push(valueOf(await bet(env.game, pick.token, { idempotencyKey: randomUUID(), stake: '1.00', pick: 7 })));
    const all = valueOf(await call<{ list: BetRecord[]; total: number; totalPages: number; pageNo: number; pageSize: number }>(env.app, 'bettingRecords', { token }));
    expect(all).toMatchObject({ total: 6, totalPages: 1, pageNo: 1, pageSize: 20 });
    expect(all.list.map((r) => r.betId)).toEqual(placed.map((p) => p.betId).reverse());
    for (const record of all.list) {
      expect(record.winLoss).toBe(new Big(record.payout).minus(record.stake).toFixed(2));
      expect(record.betTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    expect(all.list[0]).toMatchObject({ nodeId: lottery.nodeId, gameName: lottery.gameName, vassalage: lottery.vassalage, gameType: 'ELOTT', stake: '1.00' });
    const second = valueOf(await call<{ list: BetRecord[]; totalPages: number }>(env.app, 'bettingRecords', { token, query: '?pageNo=2&pageSize=4' }));
    expect(second.totalPages).toBe(2);
    expect(second.list.map((r) => r.betId)).toEqual(placed.slice(0, 2).map((p) => p.betId).reverse());
    const slots = valueOf(await call<{ total: number }>(env.app, 'bettingRecords', { token, query: `?gameType=RNG&vassalage=${slot.vassalage}` }));
    expect(slots.total).toBe(5);
    expect(valueOf(await call<{ total: number }>(env.app, 'bettingRecords', { token, query: '?gameType=LIVE' })).total).toBe(0);
    // The day range (UTC days, inclusive): the bets' day finds them, the day before and after do not.
    const day = all.list[0]!.betTime.slice(0, 10);
    const shift = (days: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
    expect(valueOf(await call<{ total: number }>(env.app, 'bettingRecords', { token, query: `?from=${day}&to=${day}` })).total).toBe(6);
    expect(valueOf(await call<{ total: number }>(env.app, 'bettingRecords', { token, query: `?from=${shift(1)}` })).total).toBe(0);
    expect(valueOf(await call<{ total: number }>(env.app, 'bettingRecords', { token, query: `?to=${shift(-1)}` })).total).toBe(0);
    expect(valueOf(await call<{ total: number }>(env.app, 'bettingRecords', { token, query: `?gameType=ELOTT&from=${shift(-1)}&to=${shift(1)}` })).total).toBe(1);
  });

  it('refuses trial accounts (member.trial), no session (401) and bad paging (400)', async () => {
    expect((await call(env.app, 'bettingRecords', { token: await trialLogin(env.app) })).body.errorCode).toBe(ERROR_CODES.trialAccount);
    expect((await call(env.app, 'bettingRecords')).status).toBe(401);
    const token = await login(env.app, 'player1');
    for (const query of ['?pageSize=0', '?pageSize=101', '?pageNo=0', '?gameType=CARDS', '?from=2026-13', '?to=yesterday']) {
      expect((await call(env.app, 'bettingRecords', { token, query })).status, query).toBe(400);
    }
  });
});
