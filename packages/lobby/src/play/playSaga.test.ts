import { expectSaga } from 'redux-saga-test-plan';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, type LaunchValue, NetworkError, PlatformError, SESSION_KEYS, request } from '@gamehall/api-client';
import { MOCK_ACCOUNTS, PlayMockState, createHandlers, makeGame, makeGameMenu, makeMockCatalogue, makeVendor } from '@gamehall/api-client/mocks';
import {
  type RootState,
  forgetMerchantWallet,
  gameLaunchRequested,
  launchDevice,
  loggedOut,
  loginPopupRequested,
  memberInfoLoaded,
  prepareVendorWallet,
  realAccountRequired,
  releaseVendorWallets,
  rootReducer,
  sessionStarted,
  shellApi,
  vendorLaunchRequested,
} from '@gamehall/shell';
import { startTestServer } from '@gamehall/shell/testing';
import { lobbyBackUrl } from './launchParams';
import { playSaga } from './playSaga';
import { gameClosed, gameLaunchFailed, gameLaunchStarted, gameLaunchSucceeded, gameTabRequested, vendorListOpened } from './playSlice';

const mockDb = makeMockCatalogue();
const server = startTestServer([]);

// ---- state -------------------------------------------------------------------------------

const member = (type: 0 | 4) => ({
  id: 7,
  account: 'player1',
  nickname: 'Juan',
  type,
  mobileNum: null,
  countryDialingCode: null,
  email: null,
  registeredAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  passwordExpired: false,
});

const visitorState = (): RootState => rootReducer(undefined, { type: 'init' });
function loggedInState(type: 0 | 4 = 0): RootState {
  const state = rootReducer(visitorState(), sessionStarted({ token: 'tok', username: 'player1' }));
  return rootReducer(state, memberInfoLoaded(member(type)));
}

// ---- providers ---------------------------------------------------------------------------

const launch = (n = 1): LaunchValue => ({
  launchUrl: `https://games.example.com/play?t=token${n}`,
  launchOrigin: 'https://games.example.com',
  freePlay: false,
  expiresIn: 60,
});

type Answer = unknown | ((options: unknown) => unknown);

/** How the wallet moves are answered: recorded (`moves`), optionally failing, or run for real over the mock platform. */
type WalletOption = { prepareError?: Error } | 'real';

/**
 * Answers `call(request, name, options)` from `answers` (an Error is thrown; a function gets the
 * options), records the calls, and provides `navigate`, the device and the back URL. Shell's
 * wallet moves are recorded in `moves` (`prepare PG`, `release`) unless `wallet` is `'real'`.
 */
function provide(answers: Record<string, Answer>, wallet: WalletOption = {}) {
  const calls: { name: string; options: unknown }[] = [];
  const moves: string[] = [];
  const navigate = vi.fn();
  const providers: EffectProviders = {
    getContext(key, next) {
      return key === 'navigate' ? navigate : next();
    },
    call(effect, next) {
      if (effect.fn === launchDevice) return 'WEB';
      if (effect.fn === lobbyBackUrl) return 'https://play.example.com/';
      if ((effect.fn === prepareVendorWallet || effect.fn === releaseVendorWallets) && wallet === 'real') return next();
      if (effect.fn === prepareVendorWallet) {
        moves.push(`prepare ${String(effect.args[0])}`);
        if (wallet !== 'real' && wallet.prepareError) throw wallet.prepareError;
        return undefined;
      }
      if (effect.fn === releaseVendorWallets) {
        moves.push('release');
        return undefined;
      }
      if (effect.fn !== request) return next();
      const [name, options] = effect.args as [string, unknown];
      calls.push({ name, options });
      if (!(name in answers)) throw new Error(`unexpected request('${name}')`);
      const answer = answers[name];
      if (answer instanceof Error) throw answer;
      return typeof answer === 'function' ? (answer as (o: unknown) => unknown)(options) : answer;
    },
  };
  return { providers, calls, moves, navigate };
}

const failure = (errorCode: string, message = 'Server says no') => new PlatformError({ errorCode, message, value: null, status: 200 });
const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const bodyOf = (call: { options: unknown } | undefined) => (call?.options as { body: Record<string, unknown> }).body;

const slot = makeGame({ nodeId: 1001, gameName: 'Fortune Tiger Gold', vassalage: 'PG', gameType: 'RNG' });
const pvp = makeGame({ nodeId: 2001, gameName: 'Texas Poker', vassalage: 'LEG', gameType: 'PVP', gameCode: 'LEG_2001' });

afterEach(() => {
  vi.useRealTimers();
});

describe('playSaga: who may start a game (spec §4, §6)', () => {
  it('opens the login popup for a visitor and calls nothing', async () => {
    const { providers, calls } = provide({});
    const { storeState } = await expectSaga(playSaga)
      .withReducer(rootReducer, visitorState())
      .provide(providers)
      .dispatch(gameLaunchRequested({ game: slot }))
      .put(loginPopupRequested())
      .not.put.actionType(gameLaunchStarted.type)
      .silentRun(50);
    expect(calls).toEqual([]);
    expect(storeState.session.modal).toBe('login');
  });

  it('shows in_need_true_account to a trial account', async () => {
    const { providers, calls } = provide({});
    const { storeState } = await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState(4))
      .provide(providers)
      .dispatch(gameLaunchRequested({ game: slot }))
      .put(realAccountRequired())
      .silentRun(50);
    expect(calls).toEqual([]);
    expect(storeState.shell.realAccountNotice).toBe(true);
    expect(storeState.play?.popup ?? null).toBeNull();
  });

  it('starts a free trial for a visitor with play money: no login, no wallet moves', async () => {
    const { providers, calls, moves } = provide({ gameLaunchFB: { ...launch(), freePlay: true } });
    const { storeState } = await expectSaga(playSaga)
      .withReducer(rootReducer, visitorState())
      .provide(providers)
      .dispatch(gameLaunchRequested({ game: slot, freePlay: true }))
      .not.put(loginPopupRequested())
      .silentRun(50);
    expect(calls.map((c) => c.name)).toEqual(['gameLaunchFB']);
    expect(moves).toEqual([]);
    expect(bodyOf(calls[0])).toMatchObject({ nodeId: 1001, freePlay: true, device: 'WEB', backUrl: 'https://play.example.com/' });
    expect(storeState.play?.popup).toMatchObject({ status: 'open', title: 'Fortune Tiger Gold', freePlay: true });
  });
});

describe('playSaga: routing by vendor and type (spec §4)', () => {
  it.each([
    ['TCG_LOTTO_VN', 'LOTT', 'VN_NORTH', '/vnLottery?gameCode=VN_NORTH'],
    ['TCG_SEA', 'LOTT', 'SEA_1', '/seaLottery?gameCode=SEA_1'],
    ['GW', 'LOTT', 'GW_642', '/lottery?gameCode=GW_642'],
    ['TCG', 'ELOTT', 'TCG_K3', '/lottery?gameCode=TCG_K3'],
  ] as const)('sends a %s %s game to its page', async (vassalage, gameType, gameCode, path) => {
    const { providers, calls, navigate } = provide({});
    await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(gameLaunchRequested({ game: makeGame({ vassalage, gameType, gameCode }) }))
      .not.put.actionType(gameLaunchStarted.type)
      .silentRun(50);
    expect(navigate).toHaveBeenCalledWith(path);
    expect(calls).toEqual([]);
  });

  it('opens the game list of a VASSALAGE game’s vendor, named from the game menus', async () => {
    const { providers, calls } = provide({});
    const menus = [makeGameMenu({ gameType: 'LIVE', cards: [makeVendor({ vassalage: 'BBIN', displayName: 'BBIN Live', gameType: 'LIVE', isGame: 'VASSALAGE' })] })];
    let state = loggedInState();
    state = rootReducer(state, shellApi.util.upsertQueryEntries([{ endpointName: 'getGameMenus', arg: undefined, value: menus }]));
    const { storeState } = await expectSaga(playSaga)
      .withReducer(rootReducer, state)
      .provide(providers)
      .dispatch(gameLaunchRequested({ game: makeGame({ vassalage: 'BBIN', gameType: 'LIVE', isGame: 'VASSALAGE' }) }))
      .put(vendorListOpened({ vassalage: 'BBIN', displayName: 'BBIN Live', gameType: 'LIVE' }))
      .silentRun(50);
    expect(calls).toEqual([]);
    expect(storeState.play?.vendorList).toEqual({ vassalage: 'BBIN', displayName: 'BBIN Live', gameType: 'LIVE' });
  });

  it('starts a VASSALAGE game chosen inside its vendor list', async () => {
    const { providers, calls, moves } = provide({ gameLaunchFB: launch() });
    const game = makeGame({ vassalage: 'BBIN', gameType: 'LIVE', isGame: 'VASSALAGE', gameName: 'Baccarat A' });
    const { storeState } = await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(gameLaunchRequested({ game, fromVendorList: true }))
      .not.put.actionType(vendorListOpened.type)
      .silentRun(50);
    expect(moves).toEqual(['prepare BBIN']);
    expect(calls.map((c) => c.name)).toEqual(['gameLaunchFB']);
    expect(storeState.play?.popup).toMatchObject({ status: 'open', title: 'Baccarat A' });
  });
});

describe('playSaga: vendor launches (spec §2 vendor tile, header nav)', () => {
  it('sends an RNG vendor to /rng?vassalage=, logged in or not', async () => {
    const { providers, navigate } = provide({});
    await expectSaga(playSaga)
      .withReducer(rootReducer, visitorState())
      .provide(providers)
      .dispatch(vendorLaunchRequested(makeVendor({ vassalage: 'PG', gameType: 'RNG' })))
      .not.put(loginPopupRequested())
      .silentRun(50);
    expect(navigate).toHaveBeenCalledWith('/rng?vassalage=PG');
  });

  it('asks a visitor to log in before any other vendor', async () => {
    const { providers, calls } = provide({});
    await expectSaga(playSaga)
      .withReducer(rootReducer, visitorState())
      .provide(providers)
      .dispatch(vendorLaunchRequested(makeVendor({ vassalage: 'SABA', gameType: 'SPORTS', isGame: 'GAME' })))
      .put(loginPopupRequested())
      .silentRun(50);
    expect(calls).toEqual([]);
  });

  it('opens a VASSALAGE vendor’s game list', async () => {
    const { providers } = provide({});
    await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(vendorLaunchRequested(makeVendor({ vassalage: 'KY', displayName: 'Kaiyuan Chess', gameType: 'PVP', isGame: 'VASSALAGE' })))
      .put(vendorListOpened({ vassalage: 'KY', displayName: 'Kaiyuan Chess', gameType: 'PVP' }))
      .silentRun(50);
  });

  it.each([
    ['TCG_SEA', '/seaLottery'],
    ['TCG_LOTTO_VN', '/vnLottery'],
  ])('sends the %s vendor to %s, even when it is a VASSALAGE vendor (spec §4 order)', async (vassalage, path) => {
    for (const isGame of ['GAME', 'VASSALAGE'] as const) {
      const { providers, navigate } = provide({});
      await expectSaga(playSaga)
        .withReducer(rootReducer, loggedInState())
        .provide(providers)
        .dispatch(vendorLaunchRequested(makeVendor({ vassalage, gameType: 'LOTT', isGame })))
        .not.put.actionType(vendorListOpened.type)
        .silentRun(50);
      expect(navigate).toHaveBeenCalledWith(path);
    }
  });

  it('launches another vendor’s first game (game list, pageSize 1) under the vendor’s name', async () => {
    const saba = makeGame({ nodeId: 3001, vassalage: 'SABA', gameType: 'SPORTS', gameName: 'SABA Sportsbook', gameCode: 'SABA_1' });
    const { providers, calls } = provide({
      gameList: { games: [saba], pageNo: 1, pageSize: 1, totalPages: 3, total: 3 },
      gameLaunchFB: launch(),
    });
    const vendor = makeVendor({ vassalage: 'SABA', displayName: 'SABA Sports', gameType: 'SPORTS', isGame: 'GAME' });
    const { storeState } = await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(vendorLaunchRequested(vendor))
      .put(gameLaunchStarted({ title: 'SABA Sports', request: { vendor }, target: 'frame' }))
      .silentRun(50);
    expect(calls.map((c) => c.name)).toEqual(['gameList', 'gameLaunchFB']);
    expect((calls[0]?.options as { query: unknown }).query).toMatchObject({ vassalage: 'SABA', gameType: 'SPORTS', pageNo: '1', pageSize: '1' });
    expect(bodyOf(calls[1])).toMatchObject({ nodeId: 3001, vassalage: 'SABA', gameType: 'SPORTS', gameCode: 'SABA_1' });
    expect(storeState.play?.popup).toMatchObject({ status: 'open', title: 'SABA Sports', launchUrl: launch().launchUrl });
  });

  it('sends a lottery vendor’s first game to /lottery without a popup', async () => {
    const { providers, navigate } = provide({ gameList: { games: [makeGame({ vassalage: 'GW', gameType: 'LOTT', gameCode: 'GW_642' })], pageNo: 1, pageSize: 1, totalPages: 5, total: 5 } });
    await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(vendorLaunchRequested(makeVendor({ vassalage: 'GW', gameType: 'LOTT' })))
      .not.put.actionType(gameLaunchStarted.type)
      .silentRun(50);
    expect(navigate).toHaveBeenCalledWith('/lottery?gameCode=GW_642');
  });

  it('shows in_no_data for a vendor without games', async () => {
    const { providers } = provide({ gameList: { games: [], pageNo: 1, pageSize: 1, totalPages: 0, total: 0 } });
    const vendor = makeVendor({ vassalage: 'UG', displayName: 'UG Sports', gameType: 'SPORTS', isGame: 'GAME' });
    const { storeState } = await expectSaga(playSaga).withReducer(rootReducer, loggedInState()).provide(providers).dispatch(vendorLaunchRequested(vendor)).silentRun(50);
    expect(storeState.play?.popup).toEqual({ status: 'error', title: 'UG Sports', request: { vendor }, message: { key: 'in_no_data' } });
  });
});

describe('playSaga: launching (spec §4, §7)', () => {
  it('gets the money ready for the vendor, launches, and refreshes the recent games', async () => {
    const { providers, calls, moves } = provide({ gameLaunchFB: launch() });
    const { storeState, effects } = await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(gameLaunchRequested({ game: slot }))
      .put(gameLaunchStarted({ title: 'Fortune Tiger Gold', request: { game: slot }, target: 'frame' }))
      .put(gameLaunchSucceeded(launch()))
      .silentRun(50);
    expect(moves).toEqual(['prepare PG']);
    expect(calls.map((c) => c.name)).toEqual(['gameLaunchFB']);
    expect(bodyOf(calls[0])).toEqual({
      nodeId: 1001,
      vassalage: 'PG',
      gameType: 'RNG',
      gameCode: slot.gameCode,
      device: 'WEB',
      backUrl: 'https://play.example.com/',
      language: 'EN',
    });
    expect(storeState.play?.popup).toMatchObject({ status: 'open', launchOrigin: 'https://games.example.com', target: 'frame' });
    const invalidations = (effects.put ?? []).map((e) => (e as { payload: { action: { type: string; payload?: unknown } } }).payload.action).filter((a) => a.type === 'api/invalidateTags');
    expect(invalidations.map((a) => a.payload)).toEqual([['Recent']]);
  });

  it('launches a PVP game with launchGame', async () => {
    const { providers, calls, moves } = provide({ launchGame: launch() });
    await expectSaga(playSaga).withReducer(rootReducer, loggedInState()).provide(providers).dispatch(gameLaunchRequested({ game: pvp })).put(gameLaunchSucceeded(launch())).silentRun(50);
    expect(moves).toEqual(['prepare LEG']);
    expect(calls.map((c) => c.name)).toEqual(['launchGame']);
    expect(bodyOf(calls[0])).toEqual({ nodeId: 2001, vassalage: 'LEG', gameType: 'PVP', device: 'WEB', backUrl: 'https://play.example.com/', language: 'EN' });
  });

  it('shows the server’s message and does not launch when the money could not be moved in', async () => {
    const { providers, calls } = provide({}, { prepareError: failure(ERROR_CODES.internal, 'Wallet service is busy') });
    const { storeState } = await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(gameLaunchRequested({ game: slot }))
      .put(gameLaunchFailed({ message: { message: 'Wallet service is busy' } }))
      .silentRun(50);
    expect(calls).toEqual([]);
    expect(storeState.play?.popup).toEqual({ status: 'error', title: 'Fortune Tiger Gold', request: { game: slot }, message: { message: 'Wallet service is busy' } });
  });

  it.each([
    [failure(ERROR_CODES.gameNotFound), { key: 'game_not_found' }],
    [failure(ERROR_CODES.freePlayUnsupported), { key: 'free_play_unsupported' }],
    [new NetworkError('timeout'), { key: 'network_error' }],
  ])('translates a known failure (%s)', async (error, message) => {
    const { providers } = provide({ gameLaunchFB: error });
    const { storeState } = await expectSaga(playSaga).withReducer(rootReducer, loggedInState()).provide(providers).dispatch(gameLaunchRequested({ game: slot })).silentRun(50);
    expect(storeState.play?.popup).toMatchObject({ status: 'error', message });
  });
});

describe('playSaga: cancelling and closing', () => {
  it('cancels a launch in flight when another starts: only the last one opens', async () => {
    const other = makeGame({ nodeId: 1002, gameName: 'Mahjong Ways', vassalage: 'PG', gameType: 'RNG' });
    const { providers, calls } = provide({
      gameLaunchFB: (options: unknown) => {
        const body = (options as { body: { nodeId: number } }).body;
        return body.nodeId === 1001 ? later(launch(1), 40) : launch(2);
      },
    });
    const { storeState } = await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(gameLaunchRequested({ game: slot }))
      .delay(10)
      .dispatch(gameLaunchRequested({ game: other }))
      .not.put(gameLaunchSucceeded(launch(1)))
      .silentRun(100);
    expect(calls).toHaveLength(2);
    expect(storeState.play?.popup).toMatchObject({ status: 'open', title: 'Mahjong Ways', launchUrl: launch(2).launchUrl });
  });

  it('gives up a launch when the popup closes meanwhile', async () => {
    const { providers } = provide({ gameLaunchFB: later(launch(), 40) });
    const { storeState } = await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(gameLaunchRequested({ game: slot }))
      .delay(10)
      .dispatch(gameClosed())
      .not.put(gameLaunchSucceeded(launch()))
      .silentRun(100);
    expect(storeState.play?.popup).toBeNull();
  });

  it('on close moves the vendor wallets back, then refreshes the balance', async () => {
    const { providers, moves } = provide({ gameLaunchFB: launch() });
    const { effects } = await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(gameLaunchRequested({ game: slot }))
      .delay(20)
      .dispatch(gameClosed())
      .silentRun(80);
    expect(moves).toEqual(['prepare PG', 'release']);
    const tags = (effects.put ?? []).map((e) => (e as { payload: { action: { type: string; payload?: unknown } } }).payload.action).filter((a) => a.type === 'api/invalidateTags');
    expect(tags.map((a) => a.payload)).toEqual([['Recent'], ['Balance']]);
  });

  it('a logout gives up the launch and closes the popups', async () => {
    const { providers } = provide({ gameLaunchFB: later(launch(), 40) });
    const { storeState } = await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(gameLaunchRequested({ game: slot }))
      .delay(10)
      .dispatch(loggedOut())
      .not.put(gameLaunchSucceeded(launch()))
      .silentRun(100);
    expect(storeState.play?.popup).toBeNull();
  });
});

describe('playSaga: the money on a transfer-wallet merchant (shell’s wallet moves over the mock platform)', () => {
  const TOKEN = 'play-saga-token';
  /** How long the saga runs: several platform calls (each transfer waits 30 ms), slow on a loaded 2-core machine. */
  const MONEY_MOVES_MS = 1500;
  const evo = makeGame({ nodeId: 1101, gameName: 'Speed Baccarat', vassalage: 'EVO', gameType: 'LIVE' });
  let play: PlayMockState;

  /** Serves a transfer-wallet merchant; `player1` has `main` in the main wallet and `vendorWallets`. */
  function platform(main: string, vendorWallets?: Record<string, string>) {
    play = new PlayMockState(mockDb, { isSingle: false, delays: { walletTransfer: 30 } });
    const accounts = MOCK_ACCOUNTS.map((account) => (account.account === 'player1' ? { ...account, balance: main, ...(vendorWallets ? { vendorWallets } : {}) } : account));
    server.use(...createHandlers(mockDb, { accounts: { accounts, sessions: { [TOKEN]: 'player1' } }, play }));
  }
  const transfers = () => [...play.transfers.values()].map((t) => `${t.direction} ${t.vassalage}`);
  const wallets = async () => {
    const balance = await request('balance');
    return { main: balance.mainBalance, vendors: Object.fromEntries((balance.vendorWallets ?? []).map((w) => [w.vassalage, w.balance])) };
  };

  beforeEach(() => {
    forgetMerchantWallet();
    sessionStorage.setItem(SESSION_KEYS.token, TOKEN);
  });
  afterEach(() => {
    sessionStorage.removeItem(SESSION_KEYS.token);
  });

  it('a launch of X cancelled by a launch of Y while X’s transfer in runs leaves nothing in X (IN X, OUT X, IN Y)', async () => {
    platform('1000.00');
    const { providers, calls } = provide({ gameLaunchFB: (options: unknown) => launch((options as { body: { nodeId: number } }).body.nodeId) }, 'real');
    const { storeState } = await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(gameLaunchRequested({ game: slot }))
      .delay(15)
      .dispatch(gameLaunchRequested({ game: evo }))
      .silentRun(MONEY_MOVES_MS);
    expect(transfers()).toEqual(['IN PG', 'OUT PG', 'IN EVO']);
    expect(await wallets()).toEqual({ main: '0.00', vendors: { EVO: '1000.00' } });
    // Only Y was launched.
    expect(calls.map((c) => bodyOf(c).nodeId)).toEqual([1101]);
    expect(storeState.play?.popup).toMatchObject({ status: 'open', title: 'Speed Baccarat' });
  });

  it('a fresh page finds money another vendor’s wallet holds (the balance’s vendorWallets) and moves it back before moving in', async () => {
    platform('900.00', { EVO: '100.00' });
    const { providers } = provide({ gameLaunchFB: launch() }, 'real');
    await expectSaga(playSaga).withReducer(rootReducer, loggedInState()).provide(providers).dispatch(gameLaunchRequested({ game: slot })).put(gameLaunchSucceeded(launch())).silentRun(MONEY_MOVES_MS);
    expect(transfers()).toEqual(['OUT EVO', 'IN PG']);
    expect(await wallets()).toEqual({ main: '0.00', vendors: { PG: '1000.00' } });
  });

  it('a close during the transfer in waits for it, then moves all the money back', async () => {
    platform('1000.00');
    const { providers } = provide({ gameLaunchFB: launch() }, 'real');
    const { storeState } = await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(gameLaunchRequested({ game: slot }))
      .delay(10)
      .dispatch(gameClosed())
      .not.put(gameLaunchSucceeded(launch()))
      .put.like({ action: { type: 'api/invalidateTags', payload: ['Balance'] } })
      .silentRun(MONEY_MOVES_MS);
    expect(transfers()).toEqual(['IN PG', 'OUT PG']);
    expect(await wallets()).toEqual({ main: '1000.00', vendors: {} });
    expect(storeState.play?.popup).toBeNull();
  });
});

describe('playSaga: open in a new tab', () => {
  it('launches the open game again (single-use token) for a new tab', async () => {
    const { providers, calls } = provide({ gameLaunchFB: (() => { let n = 0; return () => launch((n += 1)); })() });
    const { storeState } = await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(gameLaunchRequested({ game: slot }))
      .delay(20)
      .dispatch(gameTabRequested())
      .put(gameLaunchStarted({ title: 'Fortune Tiger Gold', request: { game: slot }, target: 'tab' }))
      .silentRun(80);
    expect(calls.map((c) => c.name)).toEqual(['gameLaunchFB', 'gameLaunchFB']);
    expect(storeState.play?.popup).toMatchObject({ status: 'open', target: 'tab', launchUrl: launch(2).launchUrl });
  });

  it('does nothing without an open popup', async () => {
    const { providers, calls } = provide({});
    await expectSaga(playSaga).withReducer(rootReducer, loggedInState()).provide(providers).dispatch(gameTabRequested()).not.put.actionType(gameLaunchStarted.type).silentRun(30);
    expect(calls).toEqual([]);
  });
});
