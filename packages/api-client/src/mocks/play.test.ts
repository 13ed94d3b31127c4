import Big from 'big.js';
import { Value } from 'typebox/value';
import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from '../contract/entities';
import { endpoints } from '../contract/endpoints';
import type { OpenedNumero } from '../contract/play';
import { ERROR_CODES } from '../contract/errorCodes';
import { NetworkError } from '../transport/errors';
import { request } from '../transport/request';
import { makeMockCatalogue } from './catalogue';
import { makeGame } from './factories';
import { createHandlers, handlers, playMockState } from './handlers';
import { DAY_S, makeLotteryGame, makeOpenedNumero, mockLotteryRuleOf, mockNumeroOf } from './lottery';
import { startMockServer } from './node';
import { MOCK_LAUNCH_ORIGIN, PLAY_ENDPOINTS, type PlayMockOptions, PlayMockState, makeBetRecord } from './play';
import { failureOf } from '../test/mockTestKit';

const server = startMockServer();
const db = makeMockCatalogue({ lottery: true });
/** 23 Nov 2026 06:07:30 UTC. */
const T0 = Date.UTC(2026, 10, 23, 6, 7, 30);
const TOKENS = { 'tok-player1': 'player1', 'tok-agent1': 'agent1', 'tok-newbie': 'newbie' };
const TRIAL = { account: 'trial9', password: '', nickname: 'Trial', type: 4, balance: '2000.00' };

/** A fresh mock platform (catalogue with lottery vendors, preset sessions and a trial account); its play state. */
function fresh(options: PlayMockOptions = {}): { state: PlayMockState; clock: { now: number } } {
  const clock = { now: T0 };
  const state = new PlayMockState(db, { now: () => clock.now, ...options });
  server.use(...createHandlers(db, { play: state, accounts: { sessions: { ...TOKENS, 'tok-trial': 'trial9' }, accounts: [...mockAccounts(), TRIAL] } }));
  return { state, clock };
}
function mockAccounts() {
  return [
    { account: 'player1', password: 'x', nickname: 'Player One', type: 0, balance: '1000.00' },
    { account: 'agent1', password: 'x', nickname: 'Agent One', type: 1, balance: '50000.00' },
    { account: 'newbie', password: 'x', nickname: 'Newbie', type: 0, balance: '0.10' },
  ];
}
const as = (token: keyof typeof TOKENS | 'tok-trial' | null) => (token ? sessionStorage.setItem('token', token) : sessionStorage.removeItem('token'));
const ref = (g: Game) => ({ nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType });
const gameOf = (vassalage: string, index = 0) => db.games.filter((g) => g.vassalage === vassalage)[index]!;
const url = (path: string) => `${window.location.origin}${path}`;

afterEach(() => {
  sessionStorage.clear();
});

describe('favourite mocks', () => {
  it('add, list newest first with the catalogue games, stay idempotent and remove', async () => {
    const { state } = fresh();
    as('tok-player1');
    const [a, b] = [gameOf('PG', 0), gameOf('EVO', 1)];
    await request('addFavourite', { body: ref(a) });
    await request('addFavourite', { body: ref(b) });
    await request('addFavourite', { body: ref(a) });
    expect(await request('favouriteIds')).toEqual({ favGameIds: [b.nodeId, a.nodeId] });
    expect(await request('favouriteIds', { query: { gameType: 'RNG' } })).toEqual({ favGameIds: [a.nodeId] });
    expect(await request('favouriteList', { query: { pageSize: '999' } })).toEqual({ content: [b, a], pageNum: 1, pageSize: 999, totalPages: 1, total: 2 });
    expect(await request('favouriteList', { query: { pageNo: '2', pageSize: '1', vassalage: 'PG' } })).toEqual({ content: [], pageNum: 2, pageSize: 1, totalPages: 1, total: 1 });
    const remove = { nodeId: String(b.nodeId), vendor: b.vassalage, gameType: b.gameType };
    await request('removeFavourite', { query: remove });
    await expect(request('removeFavourite', { query: remove })).resolves.toBeNull();
    expect(state.favouritesOf('PLAYER1')).toEqual([a.nodeId]);
    as('tok-agent1');
    expect(await request('favouriteIds')).toEqual({ favGameIds: [] });
  });

  it('answer 404 game.not.found for a game that does not match and write nothing; member.trial for trial accounts', async () => {
    const { state } = fresh({ favourites: { player1: [1001] } });
    as('tok-player1');
    const game = gameOf('PG', 2);
    for (const body of [{ ...ref(game), vendor: 'EG2' }, { ...ref(game), gameType: 'LIVE' as const }, { ...ref(game), nodeId: 99_999 }]) {
      const error = await failureOf(request('addFavourite', { body }));
      expect([error.status, error.errorCode]).toEqual([404, ERROR_CODES.gameNotFound]);
    }
    expect(state.favouritesOf('player1')).toEqual([1001]);
    as('tok-trial');
    for (const call of [request('addFavourite', { body: ref(game) }), request('favouriteIds'), request('favouriteList')]) {
      expect((await failureOf(call)).errorCode).toBe(ERROR_CODES.trialAccount);
    }
    expect(state.favouritesOf('trial9')).toEqual([]);
  });

  it('answer 401 without a session and 400 naming the field for a malformed body or query', async () => {
    fresh();
    const noSession = await failureOf(request('favouriteIds'));
    expect([noSession.status, noSession.errorCode]).toEqual([401, ERROR_CODES.notSession]);
    as('tok-player1');
    const missing = await failureOf(request('addFavourite', { body: { nodeId: 1001, vendor: 'PG' } }));
    expect([missing.status, missing.errorCode, missing.message]).toEqual([400, ERROR_CODES.badRequest, 'body field "gameType" is required']);
    expect((await failureOf(request('addFavourite', { body: { nodeId: 'x', vendor: 'PG', gameType: 'RNG' } }))).message).toMatch(/"nodeId"/);
    expect((await failureOf(request('favouriteList', { query: { pageSize: '1000' } }))).status).toBe(400);
    const raw = await fetch(url(endpoints.addFavourite.path), { method: 'POST', headers: { Authorization: 'tok-player1', 'Content-Type': 'application/json' }, body: '{not json' });
    expect([raw.status, ((await raw.json()) as { errorCode: string }).errorCode]).toEqual([400, ERROR_CODES.badRequest]);
  });
});

describe('launch and recent mocks', () => {
  it('launch on the mock game origin and write recent games, most recent first', async () => {
    const { state } = fresh();
    as('tok-player1');
    const [a, b] = [gameOf('PG', 0), gameOf('KM', 3)];
    const first = await request('gameLaunchFB', { body: { nodeId: a.nodeId, vassalage: a.vassalage, gameType: a.gameType, device: 'WEB', backUrl: 'http://localhost:3000/' } });
    expect(first).toEqual({ launchUrl: `${MOCK_LAUNCH_ORIGIN}/play?launch=mock-1`, launchOrigin: MOCK_LAUNCH_ORIGIN, freePlay: false, expiresIn: 300 });
    await request('launchGame', { body: { nodeId: b.nodeId, device: 'WEB', backUrl: 'http://localhost:3000/' } });
    await request('gameLaunchFB', { body: { nodeId: a.nodeId, vassalage: a.vassalage, gameType: a.gameType, device: 'H5', backUrl: 'http://localhost:3000/' } });
    expect((await request('recentGames')).list).toEqual([a, b]);
    expect(await request('recentGames', { query: { gameType: 'PVP', page: '1', pageSize: '12' } })).toEqual({ list: [b], pageNo: 1, pageSize: 12, totalPages: 1, total: 1 });
    expect(state.launches.map((l) => [l.n, l.account, l.nodeId, l.wallet])).toEqual([
      [1, 'player1', a.nodeId, 'MAIN'],
      [2, 'player1', b.nodeId, 'MAIN'],
      [3, 'player1', a.nodeId, 'MAIN'],
    ]);
  });

  it('free play needs no session on a supportPlay 0 game; other launches need a real account', async () => {
    const { state } = fresh();
    const trialGame = db.games.find((g) => g.supportPlay === 0)!;
    const realOnly = db.games.find((g) => g.supportPlay === 1 && g.gameType === 'RNG')!;
    const body = (g: Game, freePlay?: boolean) => ({ nodeId: g.nodeId, vassalage: g.vassalage, gameType: g.gameType, device: 'WEB' as const, backUrl: 'http://localhost:3000/', ...(freePlay ? { freePlay } : {}) });
    await expect(request('gameLaunchFB', { body: body(trialGame, true) })).resolves.toMatchObject({ freePlay: true });
    expect(state.launches[0]).toMatchObject({ account: null, wallet: 'FUN' });
    expect((await failureOf(request('gameLaunchFB', { body: body(realOnly, true) }))).errorCode).toBe(ERROR_CODES.freePlayUnsupported);
    const anonymous = await failureOf(request('gameLaunchFB', { body: body(realOnly) }));
    expect([anonymous.status, anonymous.errorCode]).toEqual([401, ERROR_CODES.notSession]);
    as('tok-trial');
    expect((await failureOf(request('gameLaunchFB', { body: body(realOnly) }))).errorCode).toBe(ERROR_CODES.trialAccount);
    expect((await failureOf(request('launchGame', { body: { nodeId: realOnly.nodeId, device: 'WEB', backUrl: 'http://localhost:3000/' } }))).errorCode).toBe(ERROR_CODES.trialAccount);
    as('tok-player1');
    const wrong = await failureOf(request('gameLaunchFB', { body: { ...body(realOnly), vassalage: 'EVO' } }));
    expect([wrong.status, wrong.errorCode]).toEqual([404, ERROR_CODES.gameNotFound]);
    expect(state.launches).toHaveLength(1);
  });

  it('launch a lottery by game code (launchMode LOTT) and list it among the recent lottery games', async () => {
    const { state } = fresh();
    as('tok-player1');
    const vn = gameOf('TCG_LOTTO_VN', 3);
    const slot = gameOf('PG', 1);
    const lotto = { lottoArea: 'VN', launchMode: 'LOTT' as const, lottoPrizeMode: 'LOTT' as const, lottoView: 'betting' as const, device: 'WEB' as const, backUrl: 'http://localhost:3000/vnLottery', language: 'EN' };
    await request('launchGame', { body: { ...lotto, lottoGameCode: vn.gameCode } });
    await request('gameLaunchFB', { body: { nodeId: slot.nodeId, vassalage: slot.vassalage, gameType: slot.gameType, device: 'WEB', backUrl: 'http://localhost:3000/' } });
    expect(state.launches[0]).toMatchObject({ nodeId: vn.nodeId, lottoView: 'betting' });
    const recent = await request('lotteryRecent', { query: { prizeMode: 'LOTT' } });
    expect(recent).toMatchObject({ pageNo: 1, pageSize: 12, total: 1, totalPages: 1 });
    expect(recent.list[0]).toMatchObject({ nodeId: vn.nodeId, gameCode: vn.gameCode, prizeMode: 'LOTT', lottoArea: 'VN' });
    expect((await request('lotteryRecent', { query: { prizeMode: 'SEA' } })).list).toEqual([]);
    const notLottery = await failureOf(request('launchGame', { body: { ...lotto, lottoGameCode: slot.gameCode } }));
    expect([notLottery.status, notLottery.errorCode]).toEqual([404, ERROR_CODES.gameNotFound]);
    expect((await failureOf(request('launchGame', { body: { device: 'WEB', backUrl: 'http://localhost:3000/' } }))).message).toMatch(/"nodeId"/);
  });
});

describe('wallet mocks', () => {
  it('answer isSingle and refuse transfers on a single-wallet merchant until the setter switches it', async () => {
    const { state } = fresh();
    as('tok-player1');
    expect(await request('merchantWallet')).toEqual({ isSingle: true });
    const body = { transferId: '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f', vassalage: 'PG', direction: 'IN' as const, amount: '100.00' };
    expect((await failureOf(request('walletTransfer', { body }))).errorCode).toBe(ERROR_CODES.transferNotAllowed);
    state.setSingleWallet(false);
    expect(await request('merchantWallet')).toEqual({ isSingle: false });
    expect(await request('walletTransfer', { body })).toEqual({ transferId: body.transferId, amount: '100.00', balance: '900.00', vendorBalance: '100.00' });
    expect(await request('balance')).toEqual({ balance: '1000.00', currency: 'PHP', currencySymbol: '₱', mainBalance: '900.00', vendorWallets: [{ vassalage: 'PG', balance: '100.00' }] });
  });

  it('on a single-wallet merchant refuse only transfers IN: OUT still brings a vendor wallet back to main', async () => {
    const { state } = fresh({ isSingle: false });
    as('tok-player1');
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    await request('walletTransfer', { body: { transferId: id(1), vassalage: 'PG', direction: 'IN', amount: '250.00' } });
    state.setSingleWallet(true);
    const refused = await failureOf(request('walletTransfer', { body: { transferId: id(2), vassalage: 'PG', direction: 'IN' } }));
    expect([refused.errorCode, refused.message]).toEqual([ERROR_CODES.transferNotAllowed, 'This merchant uses one wallet for every vendor: no transfer into a vendor wallet is needed']);
    expect(await request('walletTransfer', { body: { transferId: id(3), vassalage: 'PG', direction: 'OUT' } })).toEqual({ transferId: id(3), amount: '250.00', balance: '1000.00', vendorBalance: '0.00' });
    expect(await request('balance')).toMatchObject({ balance: '1000.00', mainBalance: '1000.00', vendorWallets: [] });
  });

  it('move money whole or not at all, exactly, idempotent by transferId', async () => {
    fresh({ isSingle: false });
    as('tok-player1');
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const into = (n: number, amount?: string) => request('walletTransfer', { body: { transferId: id(n), vassalage: 'EVO', direction: 'IN', ...(amount ? { amount } : {}) } });
    await into(1, '0.10');
    await into(2, '0.20');
    expect(await into(2, '0.20')).toEqual({ transferId: id(2), amount: '0.20', balance: '999.70', vendorBalance: '0.30' });
    expect((await failureOf(into(2, '0.30'))).errorCode).toBe(ERROR_CODES.idempotencyConflict);
    expect((await failureOf(into(3, '5000.00'))).errorCode).toBe(ERROR_CODES.insufficientFunds);
    expect((await failureOf(into(4, '0.00'))).status).toBe(400);
    expect((await failureOf(request('walletTransfer', { body: { transferId: id(5), vassalage: 'NOPE', direction: 'IN' } }))).errorCode).toBe(ERROR_CODES.transferNotAllowed);
    const back = await request('walletTransfer', { body: { transferId: id(6), vassalage: 'EVO', direction: 'OUT' } });
    expect(back).toEqual({ transferId: id(6), amount: '0.30', balance: '1000.00', vendorBalance: '0.00' });
    expect(await request('balance')).toMatchObject({ balance: '1000.00', mainBalance: '1000.00', vendorWallets: [] });
    as('tok-agent1');
    expect((await failureOf(into(6))).errorCode).toBe(ERROR_CODES.idempotencyConflict);
    as('tok-trial');
    expect((await failureOf(into(7, '1.00'))).errorCode).toBe(ERROR_CODES.trialAccount);
    expect((await request('balance')).balance).toBe('2000.00');
  });
});

describe('lottery mocks', () => {
  it('list the lottery games by prize mode and area with next and latest draws of the clock', async () => {
    const { clock } = fresh();
    const sea = await request('lotteryMenu', { query: { prizeMode: 'SEA', device: 'WEB' } });
    expect(new Set(sea.list.map((g) => g.vassalage))).toEqual(new Set(['TCG_SEA']));
    const vn = await request('lotteryMenu', { query: { prizeMode: 'LOTT', lottoArea: 'VN' } });
    expect(vn.list).toHaveLength(20);
    expect(vn.list[0]).toMatchObject({ gameName: 'North Vietnam Lotto', drawInterval: DAY_S, latest: { numero: '20261122', numbers: [expect.stringMatching(/^\d{5}$/)] } });
    const elott = (await request('lotteryMenu', { query: { prizeMode: 'ELOTT' } })).list;
    const fast3 = elott.find((g) => g.gameName === '1-Minute Fast 3')!;
    expect(fast3).toMatchObject({ lottoArea: 'ASIA', drawInterval: 60, nextDrawAt: '2026-11-23T06:08:00.000Z', latest: { numero: '20261123-0367', openedAt: '2026-11-23T06:07:00.000Z' } });
    expect(fast3.latest?.numbers.join(' ')).toMatch(/^[1-6] [1-6] [1-6]$/);
    clock.now += 60_000;
    const [opened] = (await request('openedNumbers', { query: { gameCode: fast3.gameCode } })).list;
    expect(opened?.numero).toBe('20261123-0368');
  });

  it('page the history newest first: the 30 draws before the state, then every draw since; 404 for an unknown game', async () => {
    const { clock } = fresh();
    as('tok-player1');
    const pk10 = db.games.find((g) => g.gameName === '3-Minute PK10')!;
    const first = await request('numeroHistory', { query: { gameCode: pk10.gameCode } });
    expect(first).toMatchObject({ pageNo: 1, pageSize: 10, total: 30, totalPages: 3 });
    expect(first.list[0]?.numero).toBe('20261123-0122');
    expect(first.list.map((d: OpenedNumero) => d.numero)).toEqual(Array.from({ length: 10 }, (_, i) => `20261123-${String(122 - i).padStart(4, '0')}`));
    expect([...(first.list[0]?.numbers ?? [])].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    clock.now += 9 * 60_000;
    const later = await request('numeroHistory', { query: { gameCode: pk10.gameCode, pageNo: '4', pageSize: '10' } });
    expect(later).toMatchObject({ total: 33, totalPages: 4 });
    expect(later.list.map((d: OpenedNumero) => d.numero)).toEqual(['20261123-0095', '20261123-0094', '20261123-0093']);
    const unknown = await failureOf(request('numeroHistory', { query: { gameCode: 'NOPE' } }));
    expect([unknown.status, unknown.errorCode]).toEqual([404, ERROR_CODES.gameNotFound]);
    expect((await failureOf(request('openedNumbers', { query: { gameCode: gameOf('PG').gameCode } }))).status).toBe(404);
  });

  it('add the lottery vendors only on request, every lottery game with a rule whose interval divides a day', () => {
    expect(makeMockCatalogue().menus.map((m) => m.gameType)).toEqual(['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT']);
    expect(db.menus.map((m) => m.gameType)).toEqual(['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT']);
    expect(db.menus.find((m) => m.gameType === 'LOTT')?.cards.map((c) => c.vassalage)).toEqual(['TCG_SEA', 'TCG_LOTTO_VN']);
    const lottery = db.games.filter((g) => g.gameType === 'LOTT' || g.gameType === 'ELOTT');
    expect(lottery).toHaveLength(60);
    for (const game of lottery) {
      const rule = mockLotteryRuleOf(game);
      expect(rule, game.gameName).toBeDefined();
      expect(DAY_S % rule!.drawInterval, game.gameName).toBe(0);
    }
    expect(new Set(lottery.map((g) => mockLotteryRuleOf(g)?.prizeMode))).toEqual(new Set(['SEA', 'LOTT', 'ELOTT']));
  });

  it('map games and number draws as the platform server does', () => {
    expect(mockLotteryRuleOf({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameName: 'PCSO 6/42', gameClassify: 'LOTT' })).toMatchObject({ prizeMode: 'SEA', lottoArea: 'SEA', drawInterval: DAY_S });
    expect(mockLotteryRuleOf({ vassalage: 'GW', gameType: 'LOTT', gameName: 'Keno 80', gameClassify: 'KENO' })).toMatchObject({ prizeMode: 'LOTT', lottoArea: 'PH', drawInterval: 300 });
    expect(mockLotteryRuleOf({ vassalage: 'PG', gameType: 'RNG', gameName: 'Keno', gameClassify: 'SLOT' })).toBeUndefined();
    expect(mockNumeroOf({ drawInterval: 60 }, Date.UTC(2026, 10, 24))).toBe('20261123-1440');
    expect(Value.Check(endpoints.lotteryMenu.value, { list: [makeLotteryGame(), makeLotteryGame({ latest: undefined, prizeMode: 'SEA' })] })).toBe(true);
    expect(Value.Check(endpoints.openedNumbers.value, { list: [makeOpenedNumero()] })).toBe(true);
  });
});

describe('betting record mocks', () => {
  it('page player1\'s bets newest first with exact win/loss; filters; trial refused', async () => {
    fresh();
    as('tok-player1');
    const page1 = await request('bettingRecords');
    expect(page1).toMatchObject({ pageNo: 1, pageSize: 20, total: 24, totalPages: 2 });
    const times = page1.list.map((b) => Date.parse(b.betTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const bet of page1.list) expect(bet.winLoss).toBe(new Big(bet.payout).minus(bet.stake).toFixed(2));
    const pg = await request('bettingRecords', { query: { vassalage: 'PG', pageSize: '100' } });
    expect(pg.list.every((b) => b.vassalage === 'PG') && pg.total > 0 && pg.total < 24).toBe(true);
    as('tok-agent1');
    expect((await request('bettingRecords')).total).toBe(0);
    as('tok-trial');
    expect((await failureOf(request('bettingRecords'))).errorCode).toBe(ERROR_CODES.trialAccount);
    expect(makeBetRecord({ stake: '2.50', payout: '10.00' }).winLoss).toBe('7.50');
  });
});

describe('play mocks', () => {
  it('answer every play endpoint with a schema-valid value for a logged-in member', async () => {
    fresh({ isSingle: false, favourites: { player1: [1001] }, recent: { player1: [db.games.find((g) => g.gameType === 'ELOTT')!.nodeId] } });
    as('tok-player1');
    const vn = gameOf('TCG_LOTTO_VN');
    const pg = gameOf('PG');
    const backUrl = 'http://localhost:3000/';
    const calls: Record<(typeof PLAY_ENDPOINTS)[number], () => Promise<unknown>> = {
      launchGame: () => request('launchGame', { body: { launchMode: 'LOTT', lottoGameCode: vn.gameCode, device: 'WEB', backUrl } }),
      gameLaunchFB: () => request('gameLaunchFB', { body: { nodeId: pg.nodeId, vassalage: 'PG', gameType: 'RNG', device: 'WEB', backUrl } }),
      merchantWallet: () => request('merchantWallet'),
      walletTransfer: () => request('walletTransfer', { body: { transferId: '11111111-2222-4333-8444-555555555555', vassalage: 'PG', direction: 'IN', amount: '1.00' } }),
      favouriteIds: () => request('favouriteIds'),
      favouriteList: () => request('favouriteList'),
      addFavourite: () => request('addFavourite', { body: ref(pg) }),
      removeFavourite: () => request('removeFavourite', { query: { nodeId: String(pg.nodeId), vendor: 'PG', gameType: 'RNG' } }),
      recentGames: () => request('recentGames'),
      lotteryRecent: () => request('lotteryRecent'),
      lotteryMenu: () => request('lotteryMenu'),
      openedNumbers: () => request('openedNumbers', { query: { prizeMode: 'ELOTT' } }),
      numeroHistory: () => request('numeroHistory', { query: { gameCode: vn.gameCode } }),
      bettingRecords: () => request('bettingRecords'),
    };
    for (const name of PLAY_ENDPOINTS) {
      const value = await calls[name]();
      expect([...Value.Errors(endpoints[name].value, value)].slice(0, 1), name).toEqual([]);
    }
  });

  it('force failures and pending answers per endpoint (stories)', async () => {
    fresh({ failures: { favouriteList: { errorCode: ERROR_CODES.internal, message: 'Down for a moment', status: 503 } }, delays: { merchantWallet: 'infinite' } });
    as('tok-player1');
    const forced = await failureOf(request('favouriteList'));
    expect([forced.status, forced.message]).toEqual([503, 'Down for a moment']);
    const call = request('merchantWallet');
    call.catch(() => undefined); // the client's time-out ends it after the test
    const pending = await Promise.race([call, new Promise((resolve) => setTimeout(() => resolve('pending'), 100))]);
    expect(pending).toBe('pending');
  });

  it('force "no answer" per endpoint: the call rejects as offline, nothing is written, the other endpoints answer', async () => {
    const { state } = fresh({ favourites: { player1: [gameOf('PG', 1).nodeId] }, failures: { addFavourite: 'network', recentGames: 'network' } });
    as('tok-player1');
    const error = await request('addFavourite', { body: ref(gameOf('PG', 0)) }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).kind).toBe('offline');
    expect(state.favouritesOf('player1')).toEqual([gameOf('PG', 1).nodeId]);
    await expect(request('recentGames')).rejects.toBeInstanceOf(NetworkError);
    expect(await request('favouriteIds')).toEqual({ favGameIds: [gameOf('PG', 1).nodeId] });
    // Before the session is looked at: a visitor gets no answer either.
    as(null);
    await expect(request('recentGames')).rejects.toBeInstanceOf(NetworkError);
  });

  it('serve seeded favourites and recent games to their member only, in order, from any catalogue', async () => {
    const games = [makeGame({ nodeId: 1, gameName: 'One' }), makeGame({ nodeId: 2, gameName: 'Two', gameType: 'LIVE', vassalage: 'EVO' }), makeGame({ nodeId: 3, gameName: 'Three' })];
    const small = { ...makeMockCatalogue({ gamesPerVendor: 1 }), games };
    server.use(...createHandlers(small, { accounts: { sessions: TOKENS }, play: { favourites: { Player1: [3, 1, 404] }, recent: { player1: [2, 3] } } }));
    as('tok-player1');
    expect(await request('favouriteIds')).toEqual({ favGameIds: [3, 1] });
    expect((await request('favouriteList', { query: { pageSize: '999' } })).content.map((g) => g.gameName)).toEqual(['Three', 'One']);
    expect((await request('recentGames')).list.map((g) => g.gameName)).toEqual(['Two', 'Three']);
    await request('removeFavourite', { query: { nodeId: '3', vendor: 'PG', gameType: 'RNG' } });
    expect(await request('favouriteIds')).toEqual({ favGameIds: [1] });
    as('tok-agent1');
    expect(await request('favouriteIds')).toEqual({ favGameIds: [] });
    expect((await request('recentGames')).list).toEqual([]);
  });

  it('serve the default handlers over the exported playMockState', async () => {
    server.use(...handlers);
    playMockState.setSingleWallet(false);
    try {
      expect(await request('merchantWallet')).toEqual({ isSingle: false });
    } finally {
      playMockState.setSingleWallet(true);
    }
    expect(await request('merchantWallet')).toEqual({ isSingle: true });
  });
});
