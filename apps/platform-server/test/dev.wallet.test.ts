import { describe, expect, it } from 'vitest';
import { seededApp, testApp } from './helpers.ts';
import { memberIdOf, walletsAndLedger } from './play.helpers.ts';

// POST /dev/wallet/credit: the e2e specs fund the players they register (who start at 0.00).
describe('dev wallet credit', () => {
  const env = seededApp();

  const credit = (payload: unknown) => env.app.inject({ method: 'POST', url: '/dev/wallet/credit', payload: payload as object });

  it('adds the amount to the main wallet with a ledger entry, so the wallet still equals its ledger', async () => {
    const res = await credit({ account: 'Player2', amount: '49.5' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: { account: 'player2', amount: '49.50', balance: '300.00' } });
    const wallets = await walletsAndLedger(env.database.db, await memberIdOf(env.database.db, 'player2'));
    expect(wallets[0]).toEqual({ wallet: 'MAIN', balance: '300.00', ledger: '300.00' });
  });

  it('refuses bad amounts and unknown accounts, writing nothing', async () => {
    const id = await memberIdOf(env.database.db, 'player1');
    const before = await walletsAndLedger(env.database.db, id);
    for (const amount of ['0', '0.00', '-1.00', '1.001', '100000.01', '1e3', ' 1.00']) {
      const res = await credit({ account: 'player1', amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
    const unknown = await credit({ account: 'nobody-here', amount: '1.00' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false });
    expect(await walletsAndLedger(env.database.db, id)).toEqual(before);
  });

  it('does not exist in production without dev tools', async () => {
    const prod = await testApp(env.database, { production: true, demo: false });
    const res = await prod.inject({ method: 'POST', url: '/dev/wallet/credit', payload: { account: 'player1', amount: '1.00' } });
    expect(res.statusCode).toBe(404);
    await prod.close();
  });
});
