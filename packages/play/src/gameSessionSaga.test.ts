/**
 * The game session saga over the mock platform (api-client's handlers): a real store running
 * the saga, the real wallet moves and launches; each test waits for what the player would see
 * (`vi.waitFor` on the store or the platform), never for a fixed time.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, GAME_MESSAGE_SOURCE, SESSION_KEYS, request } from '@gamehall/api-client';
import { MOCK_ACCOUNTS, type PlayMockOptions, PlayMockState, createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { configureAppStore, loggedOut } from '@gamehall/shell';
import { loggedInSession, startTestServer } from '@gamehall/shell/testing';
import { gameSessionSaga } from './gameSessionSaga';
import {
  type GameSessionRequest,
  gameFrameLoaded,
  gameMessageReceived,
  gameSessionClosed,
  gameSessionPending,
  gameSessionRequested,
  gameSessionRetried,
  selectGameSession,
} from './gameSessionSlice';
import { openInNewTab } from './gameTabs';
import { forgetMerchantWallet } from './vendorWallets';

const db = makeMockCatalogue();
const server = startTestServer([]);
const TOKEN = 'test-token';

const slot = db.games.find((game) => game.gameType === 'RNG')!;
/** A game with a free trial (spec §4: supportPlay 0). */
const trialGame = db.games.find((game) => game.supportPlay === 0)!;
const live = db.games.find((game) => game.gameType === 'LIVE' && game.vassalage !== slot.vassalage)!;

const requestOf = (game: typeof slot, extra: Partial<GameSessionRequest> = {}): GameSessionRequest => ({
  title: game.gameName,
  vassalage: game.vassalage,
  launch: { endpoint: 'gameLaunchFB', body: { nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType } },
  ...extra,
});

let play: PlayMockState;
/** The launch bodies the platform received. */
let launchBodies: Record<string, unknown>[] = [];

/** Serves the mock platform: `player1` (token {@link TOKEN}) with `main` in the main wallet. */
function platform(options: PlayMockOptions & { main?: string; vendorWallets?: Record<string, string> } = {}) {
  const { main = '1000.00', vendorWallets, ...playOptions } = options;
  play = new PlayMockState(db, { isSingle: false, ...playOptions });
  const accounts = MOCK_ACCOUNTS.map((account) => (account.account === 'player1' ? { ...account, balance: main, ...(vendorWallets ? { vendorWallets } : {}) } : account));
  server.use(...createHandlers(db, { accounts: { accounts, sessions: { [TOKEN]: 'player1' } }, play }));
}

/** The launch requests the platform received (their signals show a given-up one). */
let launchRequests: Request[] = [];

/** Resolves when the next wallet transfer reaches the platform (it answers after its delay). */
let onTransfer: (() => void) | undefined;
const transferStarted = () => new Promise<void>((resolve) => (onTransfer = resolve));

server.events.on('request:start', ({ request: req }) => {
  const path = new URL(req.url).pathname;
  if (/\/(GCS_gameLaunchFB|launchGame)$/.test(path)) {
    launchRequests.push(req);
    void req.clone().json().then((body: Record<string, unknown>) => launchBodies.push(body));
  }
  if (/GCS_walletTransfer$/.test(path)) onTransfer?.();
});

const transfers = () => [...play.transfers.values()].map((t) => `${t.direction} ${t.vassalage}`);
async function wallets() {
  const balance = await request('balance');
  return { main: balance.mainBalance, vendors: Object.fromEntries((balance.vendorWallets ?? []).map((w) => [w.vassalage, w.balance])) };
}

function makeStore() {
  const navigate = vi.fn();
  const store = configureAppStore({ preloadedState: { session: loggedInSession() }, sagas: [gameSessionSaga], sagaContext: { navigate } });
  const session = () => selectGameSession(store.getState());
  return { store, navigate, session };
}

beforeEach(() => {
  forgetMerchantWallet();
  sessionStorage.setItem(SESSION_KEYS.token, TOKEN);
  launchBodies = [];
  launchRequests = [];
});
afterEach(() => {
  sessionStorage.removeItem(SESSION_KEYS.token);
  vi.unstubAllGlobals();
});

describe('gameSessionSaga: money ready, then the launch (spec §4, §7)', () => {
  it('moves the main wallet into the game’s vendor wallet, then launches with this screen’s device, the page and the language', async () => {
    platform();
    const { store, session } = makeStore();
    store.dispatch(gameSessionRequested(requestOf(slot)));
    expect(session()).toMatchObject({ phase: 'launching', title: slot.gameName, surface: 'popup' });
    await vi.waitFor(() => expect(session()?.phase).toBe('loading'));
    expect(session()?.launch?.launchUrl).toMatch(/^https:\/\/games\.mock\.test\//);
    expect(transfers()).toEqual([`IN ${slot.vassalage}`]);
    expect(await wallets()).toEqual({ main: '0.00', vendors: { [slot.vassalage]: '1000.00' } });
    expect(launchBodies).toEqual([
      expect.objectContaining({ nodeId: slot.nodeId, device: expect.stringMatching(/^(WEB|H5)$/), backUrl: window.location.origin + window.location.pathname, language: 'EN' }),
    ]);
  });

  it('a free trial moves no money', async () => {
    platform();
    const { store, session } = makeStore();
    const { nodeId, vassalage, gameType } = trialGame;
    store.dispatch(gameSessionRequested(requestOf(trialGame, { freePlay: true, launch: { endpoint: 'gameLaunchFB', body: { nodeId, vassalage, gameType, freePlay: true } } })));
    await vi.waitFor(() => expect(session()?.phase).not.toBe('launching'));
    expect(session()).toMatchObject({ phase: 'loading' });
    expect(transfers()).toEqual([]);
    expect(launchBodies[0]).toMatchObject({ freePlay: true });
  });

  it('a refused launch shows our text for the platform’s code', async () => {
    platform({ failures: { gameLaunchFB: { errorCode: ERROR_CODES.gameNotFound, message: 'no such game' } } });
    const { store, session } = makeStore();
    store.dispatch(gameSessionRequested(requestOf(slot)));
    await vi.waitFor(() => expect(session()).toMatchObject({ phase: 'error', message: { key: 'game_not_found' } }));
  });

  it('a second game while the first launches gives up the first: its transfer completes, then moves back (IN X, OUT X, IN Y)', async () => {
    platform({ delays: { walletTransfer: 30 } });
    const { store, session } = makeStore();
    const started = transferStarted();
    store.dispatch(gameSessionRequested(requestOf(slot)));
    await started;
    store.dispatch(gameSessionRequested(requestOf(live)));
    await vi.waitFor(() => expect(session()?.phase).toBe('loading'));
    expect(session()?.title).toBe(live.gameName);
    expect(transfers()).toEqual([`IN ${slot.vassalage}`, `OUT ${slot.vassalage}`, `IN ${live.vassalage}`]);
    expect(launchBodies.map((body) => body.nodeId)).toEqual([live.nodeId]);
  });

  it('a launch given up while its request is in flight aborts the request; the money moves to the new game', async () => {
    platform({ delays: { gameLaunchFB: 200 } });
    const { store, session } = makeStore();
    store.dispatch(gameSessionRequested(requestOf(slot)));
    await vi.waitFor(() => expect(launchRequests).toHaveLength(1));
    store.dispatch(gameSessionRequested(requestOf(live)));
    await vi.waitFor(() => expect(session()?.phase).toBe('loading'), { timeout: 3000 });
    expect(launchRequests[0]?.signal.aborted).toBe(true);
    expect(session()?.title).toBe(live.gameName);
    expect(await wallets()).toEqual({ main: '0.00', vendors: { [live.vassalage]: '1000.00' } });
  });

  it('a pending session (a host still finding its game) gives up the launch in flight: its answer does not land there', async () => {
    platform({ delays: { gameLaunchFB: 200 } });
    const { store, session } = makeStore();
    store.dispatch(gameSessionRequested(requestOf(slot)));
    await vi.waitFor(() => expect(launchRequests).toHaveLength(1));
    store.dispatch(gameSessionPending({ title: 'SABA Sports' }));
    await vi.waitFor(() => expect(launchRequests[0]?.signal.aborted).toBe(true));
    expect(session()).toMatchObject({ phase: 'launching', title: 'SABA Sports' });
    expect(session()?.launch).toBeUndefined();
  });

  it('retry launches the same game again (a launch token is single use)', async () => {
    platform();
    const { store, session } = makeStore();
    store.dispatch(gameSessionRequested(requestOf(slot)));
    await vi.waitFor(() => expect(session()?.phase).toBe('loading'));
    const first = session()?.launch?.launchUrl;
    store.dispatch(gameSessionRetried());
    await vi.waitFor(() => expect(session()?.phase).not.toBe('launching'));
    expect(session()).toMatchObject({ phase: 'loading' });
    expect(session()?.launch?.launchUrl).not.toBe(first);
  });
});

describe('gameSessionSaga: the game’s frame and messages', () => {
  const message = (type: string, extra: Record<string, unknown> = {}) => gameMessageReceived({ source: GAME_MESSAGE_SOURCE, type, balance: '1000.00', ...extra });

  it('a game that says ready shows; one that stays silent after its page loaded counts as blocked', async () => {
    platform();
    const { store, session } = makeStore();
    store.dispatch(gameSessionRequested(requestOf(slot)));
    await vi.waitFor(() => expect(session()?.phase).toBe('loading'));
    store.dispatch(gameFrameLoaded({ readyTimeoutMs: 20 }));
    await vi.waitFor(() => expect(session()?.phase).toBe('blocked'));
    store.dispatch(message('ready'));
    await vi.waitFor(() => expect(session()?.phase).toBe('ready'));
  });

  it('the game’s error fails the session with its code’s text; anything not a game message is ignored', async () => {
    platform();
    const { store, session } = makeStore();
    store.dispatch(gameSessionRequested(requestOf(slot)));
    await vi.waitFor(() => expect(session()?.phase).toBe('loading'));
    store.dispatch(gameMessageReceived({ type: 'close' }));
    store.dispatch(message('error', { errorCode: ERROR_CODES.launchTokenInvalid }));
    await vi.waitFor(() => expect(session()).toMatchObject({ phase: 'error', message: { key: 'game_launch_expired' } }));
  });

  it('the game’s close ends the session, moves the money back and goes to the request’s closePath', async () => {
    platform();
    const { store, session, navigate } = makeStore();
    store.dispatch(gameSessionRequested(requestOf(slot, { surface: 'panel', closePath: '/' })));
    await vi.waitFor(() => expect(session()?.phase).toBe('loading'));
    store.dispatch(message('close'));
    expect(session()).toBeNull();
    await vi.waitFor(() => expect(transfers()).toEqual([`IN ${slot.vassalage}`, `OUT ${slot.vassalage}`]));
    expect(navigate).toHaveBeenCalledWith('/');
    expect(await wallets()).toEqual({ main: '1000.00', vendors: {} });
  });
});

describe('gameSessionSaga: closing', () => {
  it('a close during the transfer in gives up the launch, waits for the transfer, then moves all the money back', async () => {
    platform({ delays: { walletTransfer: 30 } });
    const { store, session } = makeStore();
    const started = transferStarted();
    store.dispatch(gameSessionRequested(requestOf(slot)));
    await started;
    store.dispatch(gameSessionClosed());
    await vi.waitFor(() => expect(transfers()).toEqual([`IN ${slot.vassalage}`, `OUT ${slot.vassalage}`]));
    expect(await wallets()).toEqual({ main: '1000.00', vendors: {} });
    expect(session()).toBeNull();
    expect(launchBodies).toEqual([]);
  });

  it('a fresh page finds money another vendor’s wallet holds and moves it back before moving in', async () => {
    platform({ main: '900.00', vendorWallets: { [live.vassalage]: '100.00' } });
    const { store, session } = makeStore();
    store.dispatch(gameSessionRequested(requestOf(slot)));
    await vi.waitFor(() => expect(session()?.phase).toBe('loading'));
    expect(transfers()).toEqual([`OUT ${live.vassalage}`, `IN ${slot.vassalage}`]);
    expect(await wallets()).toEqual({ main: '0.00', vendors: { [slot.vassalage]: '1000.00' } });
  });

  it('a logout gives up the launch and ends the session', async () => {
    platform({ delays: { gameLaunchFB: 'infinite' } });
    const { store, session } = makeStore();
    const started = transferStarted();
    store.dispatch(gameSessionRequested(requestOf(slot)));
    await started;
    store.dispatch(loggedOut());
    expect(session()).toBeNull();
  });
});

describe('gameSessionSaga: open in a new tab', () => {
  it('opens the tab in the click, launches again and sends the tab to the new launch', async () => {
    platform();
    const tab = { opener: {} as unknown, closed: false, location: { replace: vi.fn() }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => tab));
    const { store, session } = makeStore();
    store.dispatch(gameSessionRequested(requestOf(slot)));
    await vi.waitFor(() => expect(session()?.phase).toBe('loading'));
    const first = session()?.launch?.launchUrl;
    openInNewTab(store.dispatch);
    expect(tab.opener).toBeNull();
    await vi.waitFor(() => expect(session()).toMatchObject({ phase: 'tab', target: 'tab', tabBlocked: false }));
    expect(tab.location.replace).toHaveBeenCalledWith(session()?.launch?.launchUrl);
    expect(session()?.launch?.launchUrl).not.toBe(first);
  });

  it('a refused tab leaves a link to the new launch; a failed launch closes the blank tab', async () => {
    platform();
    vi.stubGlobal('open', vi.fn(() => null));
    const { store, session } = makeStore();
    store.dispatch(gameSessionRequested(requestOf(slot)));
    await vi.waitFor(() => expect(session()?.phase).toBe('loading'));
    openInNewTab(store.dispatch);
    await vi.waitFor(() => expect(session()).toMatchObject({ phase: 'tab', tabBlocked: true }));

    play.options.failures = { gameLaunchFB: { errorCode: ERROR_CODES.gameNotFound, message: 'gone' } };
    const tab = { opener: {} as unknown, closed: false, location: { replace: vi.fn() }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => tab));
    openInNewTab(store.dispatch);
    await vi.waitFor(() => expect(session()?.phase).toBe('error'));
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });
});
