/**
 * Wallets (spec §3 balance, §7 GCS_merchantWallet, GCS_walletTransfer): the merchant's wallet
 * mode (admin command, /dev/switches), the balance as main + vendor wallets, transfers both ways
 * whole or not at all (on a single-wallet merchant only OUT, so vendor money never freezes), idempotent by transferId, refusals that write nothing, and per wallet
 * balance = the sum of its ledger entries.
 */
import { randomUUID } from 'node:crypto';
import { type BalanceValue, ERROR_CODES, type LaunchValue, type WalletTransferValue } from '@gamehall/api-client/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseAdminArgs, runAdminCommand } from '../src/admin/commands.ts';
import { type Database } from '../src/db/database.ts';
import { call } from './accountHelpers.ts';
import { seededDatabase } from './helpers.ts';
import { BACK_URL, type PlayEnv, findGame, login, memberIdOf, openLaunch, playCounts, playEnv, trialLogin, valueOf, walletsAndLedger } from './play.helpers.ts';

let database: Database;
let env: PlayEnv;
let player: string;

beforeAll(async () => {
  database = await seededDatabase();
  env = await playEnv(database);
  player = await login(env.app, 'player1');
});

afterAll(async () => {
  await env.close();
  await database.close();
});

const setSingle = async (single: boolean) => {
  const res = await env.app.inject({ method: 'PUT', url: '/dev/switches', payload: { singleWallet: single } });
  expect(res.json()).toMatchObject({ success: true, value: { singleWallet: single } });
};
const transfer = (token: string, body: Record<string, unknown>) => call<WalletTransferValue>(env.app, 'walletTransfer', { token, body });
const balanceOf = async (token: string) => valueOf(await call<BalanceValue>(env.app, 'balance', { token }));

describe('merchant wallet mode', () => {
  afterEach(async () => {
    await setSingle(true);
  });

  it('is single by default, and flips by /dev/switches and the admin command', async () => {
    expect(valueOf(await call(env.app, 'merchantWallet'))).toEqual({ isSingle: true });
    await setSingle(false);
    expect(valueOf(await call(env.app, 'merchantWallet', { token: player }))).toEqual({ isSingle: false });
    expect(parseAdminArgs(['wallet', 'single'])).toEqual({ cmd: 'wallet', single: true });
    expect(() => parseAdminArgs(['wallet', 'double'])).toThrow(/usage/);
    const result = await runAdminCommand(env.app.platform, { cmd: 'wallet', single: true });
    expect(result).toMatchObject({ ok: true, state: { singleWallet: true }, message: expect.stringContaining('single') as unknown });
    expect(valueOf(await call(env.app, 'merchantWallet'))).toEqual({ isSingle: true });
  });

  it('/dev/switches refuses a non-boolean mode', async () => {
    const res = await env.app.inject({ method: 'PUT', url: '/dev/switches', payload: { singleWallet: 'no' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('balance', () => {
  it('is the main wallet plus every vendor wallet, with the non-zero vendor wallets listed', async () => {
    const token = await login(env.app, 'agent42');
    expect(await balanceOf(token)).toEqual({ balance: '3000.00', currency: 'PHP', currencySymbol: '₱', mainBalance: '3000.00', vendorWallets: [] });
    await setSingle(false);
    valueOf(await transfer(token, { transferId: randomUUID(), vassalage: 'PG', direction: 'IN', amount: '0.10' }));
    valueOf(await transfer(token, { transferId: randomUUID(), vassalage: 'EVO', direction: 'IN', amount: '0.20' }));
    await setSingle(true);
    expect(await balanceOf(token)).toEqual({
      balance: '3000.00',
      currency: 'PHP',
      currencySymbol: '₱',
      mainBalance: '2999.70',
      vendorWallets: [
        { vassalage: 'EVO', balance: '0.20' },
        { vassalage: 'PG', balance: '0.10' },
      ],
    });
  });

  it('a trial account sees its play money', async () => {
    const trial = await trialLogin(env.app);
    expect(await balanceOf(trial)).toMatchObject({ balance: '2000.00', mainBalance: '2000.00', vendorWallets: [] });
    const memberId = (await call<{ id: number }>(env.app, 'memberInfo', { token: trial })).body.value.id;
    expect(await walletsAndLedger(database.db, memberId)).toEqual([{ wallet: 'MAIN', balance: '2000.00', ledger: '2000.00' }]);
  });
});

describe('GCS_walletTransfer', () => {
  beforeAll(async () => {
    await setSingle(false);
  });
  afterAll(async () => {
    await setSingle(true);
  });

  it('moves money in and out whole, with two ledger entries each, balance unchanged in total', async () => {
    const token = await login(env.app, 'agent41');
    const memberId = await memberIdOf(database.db, 'agent41');
    const into = valueOf(await transfer(token, { transferId: randomUUID(), vassalage: 'JDB', direction: 'IN', amount: '1234.56' }));
    expect(into).toMatchObject({ amount: '1234.56', balance: '6765.44', vendorBalance: '1234.56' });
    const out = valueOf(await transfer(token, { transferId: randomUUID(), vassalage: 'JDB', direction: 'OUT', amount: '0.56' }));
    expect(out).toMatchObject({ amount: '0.56', balance: '6766.00', vendorBalance: '1234.00' });
    // No amount: everything in the source wallet.
    const all = valueOf(await transfer(token, { transferId: randomUUID(), vassalage: 'JDB', direction: 'OUT' }));
    expect(all).toMatchObject({ amount: '1234.00', balance: '8000.00', vendorBalance: '0.00' });
    expect(await balanceOf(token)).toMatchObject({ balance: '8000.00', mainBalance: '8000.00', vendorWallets: [] });
    for (const w of await walletsAndLedger(database.db, memberId)) expect(w.ledger).toBe(w.balance);
  });

  it('is idempotent by transferId: a retry answers the first result and moves nothing', async () => {
    const token = await login(env.app, 'agent2');
    const body = { transferId: randomUUID(), vassalage: 'PG', direction: 'IN', amount: '100.00' };
    const first = valueOf(await transfer(token, body));
    const counts = await playCounts(database.db);
    const again = valueOf(await transfer(token, body));
    expect(again).toEqual(first);
    expect(valueOf(await transfer(token, { ...body, transferId: body.transferId.toUpperCase() }))).toEqual(first);
    expect(await playCounts(database.db)).toEqual(counts);
    expect(await balanceOf(token)).toMatchObject({ mainBalance: '11900.00', vendorWallets: [{ vassalage: 'PG', balance: '100.00' }] });
  });

  it('the same transferId with other fields, or by another member, is request.idempotency.conflict', async () => {
    const token = await login(env.app, 'agent2');
    const body = { transferId: randomUUID(), vassalage: 'PG', direction: 'IN', amount: '1.00' };
    valueOf(await transfer(token, body));
    const counts = await playCounts(database.db);
    for (const other of [{ ...body, amount: '2.00' }, { ...body, direction: 'OUT' }, { ...body, vassalage: 'JDB' }, { transferId: body.transferId, vassalage: 'PG', direction: 'IN' }]) {
      const res = await transfer(token, other);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: false, errorCode: ERROR_CODES.idempotencyConflict });
    }
    const stranger = await transfer(player, body);
    expect(stranger.body.errorCode).toBe(ERROR_CODES.idempotencyConflict);
    expect(await playCounts(database.db)).toEqual(counts);
  });

  it('not enough money is wallet.insufficient.funds and moves nothing', async () => {
    const token = await login(env.app, 'player2');
    const counts = await playCounts(database.db);
    const res = await transfer(token, { transferId: randomUUID(), vassalage: 'PG', direction: 'IN', amount: '250.51' });
    expect(res).toMatchObject({ status: 200, body: { success: false, errorCode: ERROR_CODES.insufficientFunds } });
    const out = await transfer(token, { transferId: randomUUID(), vassalage: 'PG', direction: 'OUT', amount: '0.01' });
    expect(out.body.errorCode).toBe(ERROR_CODES.insufficientFunds);
    expect(await playCounts(database.db)).toEqual(counts);
    expect(await balanceOf(token)).toMatchObject({ balance: '250.50', mainBalance: '250.50' });
  });

  it('everything of an empty wallet moves 0.00 and is remembered (a retry moves nothing later)', async () => {
    const token = await login(env.app, 'newbie');
    const body = { transferId: randomUUID(), vassalage: 'PG', direction: 'IN' };
    expect(valueOf(await transfer(token, body))).toMatchObject({ amount: '0.00', balance: '0.00', vendorBalance: '0.00' });
    expect(valueOf(await transfer(token, body))).toMatchObject({ amount: '0.00' });
  });

  it('an unknown vendor is wallet.transfer.not.allowed; a trial account member.trial; no session 401', async () => {
    const counts = await playCounts(database.db);
    const unknown = await transfer(player, { transferId: randomUUID(), vassalage: 'NOPE', direction: 'IN', amount: '1.00' });
    expect(unknown.body).toMatchObject({ success: false, errorCode: ERROR_CODES.transferNotAllowed });
    const trial = await trialLogin(env.app);
    const refused = await transfer(trial, { transferId: randomUUID(), vassalage: 'PG', direction: 'IN', amount: '1.00' });
    expect(refused.body.errorCode).toBe(ERROR_CODES.trialAccount);
    const anonymous = await call(env.app, 'walletTransfer', { body: { transferId: randomUUID(), vassalage: 'PG', direction: 'IN' } });
    expect(anonymous.status).toBe(401);
    const after = await playCounts(database.db);
    expect({ ...after, ledger: counts.ledger }).toEqual(counts);
  });

  it('malformed bodies are 400 and write nothing', async () => {
    const counts = await playCounts(database.db);
    for (const body of [
      { transferId: randomUUID(), vassalage: 'PG', direction: 'IN', amount: '1.234' },
      { transferId: randomUUID(), vassalage: 'PG', direction: 'IN', amount: '-5.00' },
      { transferId: randomUUID(), vassalage: 'PG', direction: 'IN', amount: 'ten' },
      { transferId: randomUUID(), vassalage: 'PG', direction: 'IN', amount: '0' },
      { transferId: randomUUID(), vassalage: 'PG', direction: 'SIDEWAYS', amount: '1.00' },
      { transferId: 'not-a-uuid', vassalage: 'PG', direction: 'IN', amount: '1.00' },
      { vassalage: 'PG', direction: 'IN', amount: '1.00' },
      { transferId: randomUUID(), vassalage: 'pg lower', direction: 'IN' },
    ]) {
      const res = await call(env.app, 'walletTransfer', { token: player, body, raw: true });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorCode).toBe(ERROR_CODES.badRequest);
    }
    expect(await playCounts(database.db)).toEqual(counts);
  });

  it('a launch plays on the vendor wallet in transfer mode and on the main wallet in single mode', async () => {
    const token = await login(env.app, 'agent1');
    const slot = await findGame(database.db, { gameType: 'RNG', vassalage: 'PP' });
    valueOf(await transfer(token, { transferId: randomUUID(), vassalage: 'PP', direction: 'IN', amount: '77.00' }));
    const body = { nodeId: slot.nodeId, vassalage: 'PP', gameType: 'RNG', device: 'WEB', backUrl: BACK_URL };
    const vendorLaunch = valueOf(await call<LaunchValue>(env.app, 'gameLaunchFB', { token, body }));
    expect((await openLaunch(env.game, vendorLaunch.launchUrl)).data?.balance).toBe('77.00');
    await setSingle(true);
    const mainLaunch = valueOf(await call<LaunchValue>(env.app, 'gameLaunchFB', { token, body }));
    expect((await openLaunch(env.game, mainLaunch.launchUrl)).data?.balance).toBe('49923.00');
    // The vendor money stays in the balance while single.
    expect(await balanceOf(token)).toMatchObject({ balance: '50000.00', mainBalance: '49923.00', vendorWallets: [{ vassalage: 'PP', balance: '77.00' }] });
    await setSingle(false);
  });
});

describe('GCS_walletTransfer on a single-wallet merchant', () => {
  it('refuses IN (wallet.transfer.not.allowed, nothing written)', async () => {
    expect(valueOf(await call(env.app, 'merchantWallet'))).toEqual({ isSingle: true });
    const counts = await playCounts(database.db);
    for (const amount of ['1.00', undefined]) {
      const res = await transfer(player, { transferId: randomUUID(), vassalage: 'PG', direction: 'IN', ...(amount ? { amount } : {}) });
      expect(res).toMatchObject({ status: 200, body: { success: false, errorCode: ERROR_CODES.transferNotAllowed, message: expect.stringContaining('one wallet') as unknown } });
    }
    expect(await playCounts(database.db)).toEqual(counts);
  });

  it('still moves money left in a vendor wallet back to the main wallet (OUT), so nothing is frozen there', async () => {
    const token = await login(env.app, 'agent41');
    const memberId = await memberIdOf(database.db, 'agent41');
    await setSingle(false);
    valueOf(await transfer(token, { transferId: randomUUID(), vassalage: 'JDB', direction: 'IN', amount: '40.00' }));
    await setSingle(true);
    const before = await balanceOf(token);
    expect(before.vendorWallets).toEqual([{ vassalage: 'JDB', balance: '40.00' }]);
    const part = valueOf(await transfer(token, { transferId: randomUUID(), vassalage: 'JDB', direction: 'OUT', amount: '15.50' }));
    expect(part).toMatchObject({ amount: '15.50', vendorBalance: '24.50' });
    // No amount: the rest of the vendor wallet.
    const rest = valueOf(await transfer(token, { transferId: randomUUID(), vassalage: 'JDB', direction: 'OUT' }));
    expect(rest).toMatchObject({ amount: '24.50', vendorBalance: '0.00' });
    const after = await balanceOf(token);
    expect(after).toMatchObject({ balance: before.balance, mainBalance: before.balance, vendorWallets: [] });
    expect(rest.balance).toBe(before.balance);
    for (const w of await walletsAndLedger(database.db, memberId)) expect(w.ledger, w.wallet).toBe(w.balance);
    // An unknown vendor is still refused.
    const unknown = await transfer(token, { transferId: randomUUID(), vassalage: 'NOPE', direction: 'OUT' });
    expect(unknown.body).toMatchObject({ success: false, errorCode: ERROR_CODES.transferNotAllowed });
  });
});
