/**
 * The lobby's play routing (spec §4 "Starting a game", §2 vendor tile, header nav): where each
 * request goes and what it hands to `@gamehall/play`'s game session. The session's money,
 * launch and frame are play's, tested there (gameSessionSaga.test.ts). The saga makes no
 * platform call of its own but a vendor's first game (provided here), so each run is short.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError, request } from '@gamehall/api-client';
import { makeGame, makeGameMenu, makeVendor } from '@gamehall/api-client/mocks';
import { gameSessionClosed, gameSessionFailed, gameSessionPending, gameSessionRequested } from '@gamehall/play';
import {
  type RootState,
  gameLaunchRequested,
  loggedOut,
  loginPopupRequested,
  memberInfoLoaded,
  realAccountRequired,
  rootReducer,
  sessionStarted,
  shellApi,
  vendorLaunchRequested,
} from '@gamehall/shell';
import { playSaga } from './playSaga';
import { vendorListOpened } from './playSlice';

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

/**
 * Answers `call(request, name, options)` from `answers` (an Error is thrown; a Promise is
 * awaited), records the calls, and provides `navigate`.
 */
function provide(answers: Record<string, unknown>) {
  const calls: { name: string; options: unknown }[] = [];
  const navigate = vi.fn();
  const providers: EffectProviders = {
    getContext(key, next) {
      return key === 'navigate' ? navigate : next();
    },
    call(effect, next) {
      if (effect.fn !== request) return next();
      const [name, options] = effect.args as [string, unknown];
      calls.push({ name, options });
      if (!(name in answers)) throw new Error(`unexpected request('${name}')`);
      const answer = answers[name];
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { providers, calls, navigate };
}

const slot = makeGame({ nodeId: 1001, gameName: 'Fortune Tiger Gold', vassalage: 'PG', gameType: 'RNG', gameCode: 'PG_1001' });
const pvp = makeGame({ nodeId: 2001, gameName: 'Texas Poker', vassalage: 'LEG', gameType: 'PVP', gameCode: 'LEG_2001' });

/** The session request the lobby hands to play for `game`. */
const sessionFor = (game: typeof slot, title = game.gameName, retry: UnknownAction = gameLaunchRequested({ game })) =>
  gameSessionRequested({
    title,
    vassalage: game.vassalage,
    freePlay: false,
    launch: { endpoint: 'gameLaunchFB', body: { nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType, gameCode: game.gameCode } },
    surface: 'popup',
    retry,
  });

describe('playSaga: who may start a game (spec §4, §6)', () => {
  it('opens the login popup for a visitor and calls nothing', async () => {
    const { providers, calls } = provide({});
    const { storeState } = await expectSaga(playSaga)
      .withReducer(rootReducer, visitorState())
      .provide(providers)
      .dispatch(gameLaunchRequested({ game: slot }))
      .put(loginPopupRequested())
      .not.put.actionType(gameSessionRequested.type)
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
  });

  it('starts a free trial for a visitor with play money: no login; the session moves no money', async () => {
    const { providers } = provide({});
    const trial = makeGame({ ...slot, supportPlay: 0 });
    await expectSaga(playSaga)
      .withReducer(rootReducer, visitorState())
      .provide(providers)
      .dispatch(gameLaunchRequested({ game: trial, freePlay: true }))
      .not.put(loginPopupRequested())
      .put(
        gameSessionRequested({
          title: 'Fortune Tiger Gold',
          vassalage: 'PG',
          freePlay: true,
          launch: { endpoint: 'gameLaunchFB', body: { nodeId: 1001, vassalage: 'PG', gameType: 'RNG', gameCode: 'PG_1001', freePlay: true } },
          surface: 'popup',
          retry: gameLaunchRequested({ game: trial, freePlay: true }),
        }),
      )
      .silentRun(50);
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
      .not.put.actionType(gameSessionRequested.type)
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
    const { providers } = provide({});
    const game = makeGame({ vassalage: 'BBIN', gameType: 'LIVE', isGame: 'VASSALAGE', gameName: 'Baccarat A' });
    await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(gameLaunchRequested({ game, fromVendorList: true }))
      .not.put.actionType(vendorListOpened.type)
      .put(sessionFor(game, 'Baccarat A', gameLaunchRequested({ game, fromVendorList: true })))
      .silentRun(50);
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
    const { providers, calls } = provide({ gameList: { games: [saba], pageNo: 1, pageSize: 1, totalPages: 3, total: 3 } });
    const vendor = makeVendor({ vassalage: 'SABA', displayName: 'SABA Sports', gameType: 'SPORTS', isGame: 'GAME' });
    await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(vendorLaunchRequested(vendor))
      .put(gameSessionPending({ title: 'SABA Sports', surface: 'popup', retry: vendorLaunchRequested(vendor) }))
      .put(sessionFor(saba, 'SABA Sports', vendorLaunchRequested(vendor)))
      .silentRun(50);
    expect(calls.map((c) => c.name)).toEqual(['gameList']);
    expect((calls[0]?.options as { query: unknown }).query).toMatchObject({ vassalage: 'SABA', gameType: 'SPORTS', pageNo: '1', pageSize: '1' });
  });

  it('sends a lottery vendor’s first game to /lottery without a popup', async () => {
    const { providers, navigate } = provide({ gameList: { games: [makeGame({ vassalage: 'GW', gameType: 'LOTT', gameCode: 'GW_642' })], pageNo: 1, pageSize: 1, totalPages: 5, total: 5 } });
    await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(vendorLaunchRequested(makeVendor({ vassalage: 'GW', gameType: 'LOTT' })))
      .not.put.actionType(gameSessionRequested.type)
      .silentRun(50);
    expect(navigate).toHaveBeenCalledWith('/lottery?gameCode=GW_642');
  });

  it('shows in_no_data for a vendor without games', async () => {
    const { providers } = provide({ gameList: { games: [], pageNo: 1, pageSize: 1, totalPages: 0, total: 0 } });
    const vendor = makeVendor({ vassalage: 'UG', displayName: 'UG Sports', gameType: 'SPORTS', isGame: 'GAME' });
    await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(vendorLaunchRequested(vendor))
      .put(gameSessionPending({ title: 'UG Sports', surface: 'popup', retry: vendorLaunchRequested(vendor) }))
      .put(gameSessionFailed({ message: { key: 'in_no_data' } }))
      .silentRun(50);
  });
});

describe('playSaga: what it hands to the game session (spec §4, §7)', () => {
  it('a game: GCS_gameLaunchFB in the popup; retry is the same request', async () => {
    const { providers, calls } = provide({});
    await expectSaga(playSaga).withReducer(rootReducer, loggedInState()).provide(providers).dispatch(gameLaunchRequested({ game: slot })).put(sessionFor(slot)).silentRun(50);
    expect(calls).toEqual([]);
  });

  it('a PVP game with money: launchGame', async () => {
    const { providers } = provide({});
    await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(gameLaunchRequested({ game: pvp }))
      .put(
        gameSessionRequested({
          title: 'Texas Poker',
          vassalage: 'LEG',
          freePlay: false,
          launch: { endpoint: 'launchGame', body: { nodeId: 2001, vassalage: 'LEG', gameType: 'PVP' } },
          surface: 'popup',
          retry: gameLaunchRequested({ game: pvp }),
        }),
      )
      .silentRun(50);
  });
});

describe('playSaga: giving up', () => {
  it('a logout while a vendor’s first game is looked up gives up the launch', async () => {
    const vendor = makeVendor({ vassalage: 'SABA', displayName: 'SABA Sports', gameType: 'SPORTS', isGame: 'GAME' });
    const { providers } = provide({ gameList: new Promise(() => undefined) });
    await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(vendorLaunchRequested(vendor))
      .dispatch(loggedOut())
      .not.put.actionType(gameSessionRequested.type)
      .not.put.actionType(gameSessionFailed.type)
      .silentRun(50);
  });

  it('a closed popup while a vendor’s first game is looked up gives up the launch', async () => {
    const vendor = makeVendor({ vassalage: 'SABA', displayName: 'SABA Sports', gameType: 'SPORTS', isGame: 'GAME' });
    const { providers } = provide({ gameList: new Promise(() => undefined) });
    await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(vendorLaunchRequested(vendor))
      .put(gameSessionPending({ title: 'SABA Sports', surface: 'popup', retry: vendorLaunchRequested(vendor) }))
      .dispatch(gameSessionClosed())
      .not.put.actionType(gameSessionRequested.type)
      .silentRun(50);
  });

  it('a failed look-up shows its message in the popup', async () => {
    const vendor = makeVendor({ vassalage: 'SABA', displayName: 'SABA Sports', gameType: 'SPORTS', isGame: 'GAME' });
    const { providers } = provide({ gameList: new NetworkError('offline') });
    await expectSaga(playSaga)
      .withReducer(rootReducer, loggedInState())
      .provide(providers)
      .dispatch(vendorLaunchRequested(vendor))
      .put(gameSessionFailed({ message: { key: 'network_error' } }))
      .silentRun(50);
  });
});
