import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, type PlatformError, SESSION_KEYS, request, routes } from '@gamehall/api-client';
import { MOCK_ACCOUNTS, type MockAccount, type PlayMockOptions, PlayMockState, createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { startTestServer } from '@gamehall/shell/testing';
import { forgetMerchantWallet, newTransferId, prepareVendorWallet, releaseVendorWallets } from './vendorWallets';

const db = makeMockCatalogue();
const server = startTestServer([]);
const TOKEN = 'wallet-test-token';

let play: PlayMockState;
/** The platform calls made, in order: endpoint name, and for transfers `direction vassalage`. */
let log: string[] = [];
/** Transfers answering at the same time, and the most seen at once. */
let inFlight = 0;
let mostInFlight = 0;

const NAMES = new Map<string, string>(Object.entries(routes).map(([name, route]) => [`${route.method} ${route.path}`, name]));
const nameOf = (req: Request) => NAMES.get(`${req.method} ${new URL(req.url).pathname}`) ?? new URL(req.url).pathname;

server.events.on('request:start', ({ request: req }) => {
  const name = nameOf(req);
  if (name !== 'walletTransfer') {
    log.push(name);
    return;
  }
  inFlight += 1;
  mostInFlight = Math.max(mostInFlight, inFlight);
  void req
    .clone()
    .json()
    .then((body: { direction: string; vassalage: string }) => log.push(`${body.direction} ${body.vassalage}`));
});
server.events.on('response:mocked', ({ request: req }) => {
  if (nameOf(req) === 'walletTransfer') inFlight -= 1;
});

/** Serves a fresh mock platform: `player1` logged in with `main` in the main wallet and `vendorWallets`. */
function platform(options: PlayMockOptions & { main?: string; vendorWallets?: Record<string, string> } = {}) {
  const { main = '1000.00', vendorWallets, ...playOptions } = options;
  play = new PlayMockState(db, playOptions);
  const accounts: MockAccount[] = MOCK_ACCOUNTS.map((account) => (account.account === 'player1' ? { ...account, balance: main, ...(vendorWallets ? { vendorWallets } : {}) } : account));
  server.use(...createHandlers(db, { accounts: { accounts, sessions: { [TOKEN]: 'player1' } }, play }));
}

/** The member's wallets now: main and the vendor wallets holding money. */
async function wallets() {
  const balance = await request('balance');
  return { main: balance.mainBalance, vendors: Object.fromEntries((balance.vendorWallets ?? []).map((w) => [w.vassalage, w.balance])) };
}

const transfers = () => log.filter((entry) => / /.test(entry));

beforeEach(() => {
  forgetMerchantWallet();
  sessionStorage.setItem(SESSION_KEYS.token, TOKEN);
  log = [];
  inFlight = 0;
  mostInFlight = 0;
});
afterEach(() => {
  sessionStorage.clear();
});

describe('prepareVendorWallet on a transfer-wallet merchant (spec §7 GCS_walletTransfer)', () => {
  it('moves all of main into the game’s vendor wallet', async () => {
    platform({ isSingle: false });
    await prepareVendorWallet('PG');
    expect(transfers()).toEqual(['IN PG']);
    expect(await wallets()).toEqual({ main: '0.00', vendors: { PG: '1000.00' } });
  });

  it('first moves back money another vendor’s wallet holds (read from the balance, not from page memory)', async () => {
    platform({ isSingle: false, main: '900.00', vendorWallets: { EVO: '100.00' } });
    await prepareVendorWallet('PG');
    expect(transfers()).toEqual(['OUT EVO', 'IN PG']);
    expect(await wallets()).toEqual({ main: '0.00', vendors: { PG: '1000.00' } });
  });

  it('keeps what the game’s own wallet holds, and an empty main wallet is not an error', async () => {
    platform({ isSingle: false, main: '0.00', vendorWallets: { PG: '250.00' } });
    await expect(prepareVendorWallet('PG')).resolves.toBeUndefined();
    expect(transfers()).toEqual(['IN PG']);
    expect(await wallets()).toEqual({ main: '0.00', vendors: { PG: '250.00' } });
  });

  it('asks the merchant wallet mode once for the page', async () => {
    platform({ isSingle: false });
    await prepareVendorWallet('PG');
    await prepareVendorWallet('EVO');
    expect(log.filter((entry) => entry === 'merchantWallet')).toHaveLength(1);
    expect(transfers()).toEqual(['IN PG', 'OUT PG', 'IN EVO']);
  });

  it('fails with the platform’s error when the money cannot go in (and moves nothing)', async () => {
    platform({ isSingle: false });
    const error = (await prepareVendorWallet('NOPE').catch((e: unknown) => e)) as PlatformError;
    expect(error.errorCode).toBe(ERROR_CODES.transferNotAllowed);
    // Not-allowed asked the wallet mode again once: still transfer mode, so it is a real refusal.
    expect(log.filter((entry) => entry === 'merchantWallet')).toHaveLength(2);
    expect(await wallets()).toEqual({ main: '1000.00', vendors: {} });
  });
});

describe('prepareVendorWallet on a single-wallet merchant', () => {
  it('moves nothing in, and brings back money vendor wallets still hold', async () => {
    platform({ isSingle: true, main: '700.00', vendorWallets: { EVO: '200.00', PG: '100.00' } });
    await prepareVendorWallet('PG');
    expect(transfers()).toEqual(['OUT EVO', 'OUT PG']);
    expect(await wallets()).toEqual({ main: '1000.00', vendors: {} });
  });

  it('asks the mode again when a transfer in is not allowed (the merchant switched to one wallet)', async () => {
    platform({ isSingle: false });
    await prepareVendorWallet('PG');
    play.setSingleWallet(true);
    await expect(prepareVendorWallet('EVO')).resolves.toBeUndefined();
    expect(log.filter((entry) => entry === 'merchantWallet')).toHaveLength(2);
    // The second call: PG back, EVO refused (single now), then, asked again, single: PG is empty already.
    expect(transfers()).toEqual(['IN PG', 'OUT PG', 'IN EVO']);
    expect(await wallets()).toEqual({ main: '1000.00', vendors: {} });
  });
});

describe('moves run one after another, never cut off', () => {
  it('two launches at once end with the money in the second game’s wallet only', async () => {
    platform({ isSingle: false, delays: { walletTransfer: 20 } });
    await Promise.all([prepareVendorWallet('PG'), prepareVendorWallet('EVO')]);
    expect(transfers()).toEqual(['IN PG', 'OUT PG', 'IN EVO']);
    expect(mostInFlight).toBe(1);
    expect(await wallets()).toEqual({ main: '0.00', vendors: { EVO: '1000.00' } });
  });

  it('a release asked while the money is going in waits for it, then brings it all back', async () => {
    platform({ isSingle: false, delays: { walletTransfer: 20 } });
    const moving = prepareVendorWallet('PG');
    const releasing = releaseVendorWallets();
    await Promise.all([moving, releasing]);
    expect(transfers()).toEqual(['IN PG', 'OUT PG']);
    expect(await wallets()).toEqual({ main: '1000.00', vendors: {} });
  });

  it('a failed move does not stop the next one', async () => {
    platform({ isSingle: false });
    await expect(prepareVendorWallet('NOPE')).rejects.toMatchObject({ errorCode: ERROR_CODES.transferNotAllowed });
    await prepareVendorWallet('PG');
    expect(await wallets()).toEqual({ main: '0.00', vendors: { PG: '1000.00' } });
  });
});

describe('releaseVendorWallets', () => {
  it('moves every vendor wallet holding money back to main, in either wallet mode', async () => {
    platform({ isSingle: true, main: '500.00', vendorWallets: { EVO: '200.00', PG: '300.00', SABA: '0.00' } });
    await releaseVendorWallets();
    expect(transfers()).toEqual(['OUT EVO', 'OUT PG']);
    expect(await wallets()).toEqual({ main: '1000.00', vendors: {} });
  });

  it('fails without moving anything when the balance cannot be read', async () => {
    platform({ isSingle: false, vendorWallets: { PG: '1.00' } });
    sessionStorage.removeItem(SESSION_KEYS.token);
    await expect(releaseVendorWallets()).rejects.toMatchObject({ errorCode: ERROR_CODES.notSession });
    expect(transfers()).toEqual([]);
  });
});

describe('newTransferId', () => {
  it('draws a fresh version 4 UUID each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newTransferId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
