import { http } from 'msw';
import { expectSaga } from 'redux-saga-test-plan';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@gamehall/api-client';
import { makeGame, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { type AppStore, configureAppStore, loginPopupRequested, realAccountRequired, selectAccountModal } from '@gamehall/shell';
import { startTestServer, selectRealAccountNotice } from '@gamehall/shell/testing';
import { sessionOf } from '../test/lobbyFixtures';
import { favouriteToggled } from './favouriteActions';
import { type FavouriteListArgs, favouritesApi } from './favouritesApi';
import { favouriteMutationsApi, selectIsCachedFavourite } from './favouriteMutations';
import { MOCK_REFUSED, MOCK_REFUSED_MESSAGE, type MemberPlatformOptions, memberPlatformHandlers, storeSessionToken } from './favouriteStoryData';
import { FAVOURITE_TOGGLE_THROTTLE_MS, favouritesSaga } from './favouritesSaga';
import { favouriteToggleFailed, selectFavouriteFailure } from './favouritesSlice';

const server = startTestServer([]);
const account = 'player1';

const tiger = makeGame({ nodeId: 1, gameName: 'Fortune Tiger Gold' });
const mahjong = makeGame({ nodeId: 2, gameName: 'Mahjong Riches' });
const neko = makeGame({ nodeId: 3, gameName: 'Lucky Neko Palace' });
const baccarat = makeGame({ nodeId: 4, gameName: 'Speed Baccarat', gameType: 'LIVE', vassalage: 'EVO' });
/** The platform's catalogue: these four games. */
const db = { ...makeMockCatalogue({ gamesPerVendor: 1 }), games: [tiger, mahjong, neko, baccarat] };

/** The home list (999) and `/favorite`'s first page (18) and a LIVE-only list. */
const HOME_LIST: FavouriteListArgs = { account, language: 'EN', pageSize: '999' };
const PAGE_ONE: FavouriteListArgs = { account, language: 'EN', pageNo: '1', pageSize: '18' };
const LIVE_LIST: FavouriteListArgs = { account, language: 'EN', gameType: 'LIVE', pageSize: '999' };

type ApiState = Parameters<ReturnType<typeof favouritesApi.endpoints.getFavouriteIds.select>>[0];
const apiState = (store: AppStore) => store.getState() as unknown as ApiState;
const cachedIds = (store: AppStore) => favouritesApi.endpoints.getFavouriteIds.select({ account })(apiState(store)).data?.favGameIds;
const cachedNames = (store: AppStore, args: FavouriteListArgs) =>
  favouritesApi.endpoints.getFavouriteList.select(args)(apiState(store)).data?.content.map((game) => game.gameName);
const cachedTotal = (store: AppStore, args: FavouriteListArgs) => favouritesApi.endpoints.getFavouriteList.select(args)(apiState(store)).data?.total;

let unsubscribers: (() => void)[] = [];

/** A store of a member (type 0), a trial account (4) or a visitor (no session). */
function storeOf(kind: 'member' | 'trial' | 'visitor'): AppStore {
  if (kind === 'visitor') return configureAppStore();
  const session = sessionOf(kind === 'member' ? 0 : 4);
  storeSessionToken(session);
  return configureAppStore({ preloadedState: { session } });
}

/** Serves the mock platform and loads the ids and `lists` into the store (subscribed, as tiles and grids would). */
async function loadFavourites(store: AppStore, options: MemberPlatformOptions, lists: FavouriteListArgs[] = [HOME_LIST]) {
  server.use(...memberPlatformHandlers(db, options));
  const subscriptions = [
    store.dispatch(favouritesApi.endpoints.getFavouriteIds.initiate({ account })),
    ...lists.map((args) => store.dispatch(favouritesApi.endpoints.getFavouriteList.initiate(args))),
  ];
  await Promise.all(subscriptions.map((subscription) => subscription.unwrap()));
  unsubscribers.push(...subscriptions.map((subscription) => () => subscription.unsubscribe()));
}

/** A promise with its resolve and reject. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A favourite call the platform received: its contract name and what it carried (the POST body, the DELETE query). */
interface SentCall {
  name: 'addFavourite' | 'removeFavourite';
  options: { body: unknown } | { query: Record<string, string> };
}

/**
 * Runs the saga's puts (RTK Query's thunks included, so the mutations and their optimistic
 * updates run) and selects against the real store, records the favourite calls the platform
 * receives, and holds them until `gate` resolves when one is given. Call after
 * {@link loadFavourites}: its handlers go in front of the mock platform's, then fall through to it.
 */
function onStore(store: AppStore, { gate }: { gate?: Promise<void> } = {}) {
  const calls: SentCall[] = [];
  const record = (name: SentCall['name']) => async ({ request }: { request: Request }) => {
    const sent: SentCall['options'] =
      request.method === 'DELETE' ? { query: Object.fromEntries(new URL(request.url).searchParams) } : { body: (await request.clone().json()) as unknown };
    calls.push({ name, options: sent });
    await gate;
    return undefined;
  };
  server.use(http.post(`*${routes.addFavourite.path}`, record('addFavourite')), http.delete(`*${routes.removeFavourite.path}`, record('removeFavourite')));
  const providers: EffectProviders = {
    put: ({ action }) => store.dispatch(action as never),
    select: ({ selector, args }) => (selector as (state: unknown, ...rest: unknown[]) => unknown)(store.getState(), ...args),
  };
  return { providers, calls };
}

beforeEach(() => {
  unsubscribers = [];
});
afterEach(() => {
  for (const unsubscribe of unsubscribers) unsubscribe();
  sessionStorage.clear();
});

describe('favouritesSaga: who may toggle (spec §6)', () => {
  it('a visitor gets the login popup and nothing is called', async () => {
    const store = storeOf('visitor');
    const { providers, calls } = onStore(store);
    await expectSaga(favouritesSaga).provide(providers).dispatch(favouriteToggled({ game: tiger })).put(loginPopupRequested()).silentRun(50);
    expect(calls).toEqual([]);
    expect(selectAccountModal(store.getState())).toBe('login');
  });

  it('a trial account gets in_need_true_account and nothing is called', async () => {
    const store = storeOf('trial');
    const { providers, calls } = onStore(store);
    await expectSaga(favouritesSaga).provide(providers).dispatch(favouriteToggled({ game: tiger })).put(realAccountRequired()).silentRun(50);
    expect(calls).toEqual([]);
    expect(selectRealAccountNotice(store.getState())).toBe(true);
  });
});

describe('favouritesSaga: adding (spec §4 optimistic add, skipped if present)', () => {
  it('shows the game as a favourite before the server answers, then calls MCSFE_addFavoriteGameV2', async () => {
    const store = storeOf('member');
    await loadFavourites(store, { favourites: [2] }, [HOME_LIST, PAGE_ONE, LIVE_LIST]);
    const gate = deferred();
    const { providers, calls } = onStore(store, { gate: gate.promise });
    const run = expectSaga(favouritesSaga).provide(providers).dispatch(favouriteToggled({ game: tiger })).silentRun(300);
    await expect.poll(() => calls.length).toBe(1);
    // Optimistic: ids first, then the first pages that take an RNG game; the LIVE list does not.
    expect(cachedIds(store)).toEqual([2, 1]);
    expect(cachedNames(store, HOME_LIST)).toEqual(['Fortune Tiger Gold', 'Mahjong Riches']);
    expect(cachedTotal(store, HOME_LIST)).toBe(2);
    expect(cachedNames(store, PAGE_ONE)).toEqual(['Fortune Tiger Gold', 'Mahjong Riches']);
    expect(cachedNames(store, LIVE_LIST)).toEqual([]);
    expect(calls[0]).toEqual({ name: 'addFavourite', options: { body: { nodeId: 1, vendor: 'PG', gameType: 'RNG' } } });
    gate.resolve();
    await run;
    // The lists were fetched again from the server, which now has it.
    await expect.poll(() => cachedNames(store, HOME_LIST)).toEqual(['Fortune Tiger Gold', 'Mahjong Riches']);
    expect(selectFavouriteFailure(store.getState())).toBeNull();
  });

  it('does not add a game twice to a list that already shows it (ids stale)', async () => {
    const store = storeOf('member');
    await loadFavourites(store, { favourites: [1, 2] }, [HOME_LIST]);
    // Another tab removed it from the ids only: the toggle adds again, the list keeps one copy.
    store.dispatch(
      favouritesApi.util.updateQueryData('getFavouriteIds', { account }, (draft) => {
        draft.favGameIds = [2];
      }),
    );
    const { providers, calls } = onStore(store);
    await expectSaga(favouritesSaga).provide(providers).dispatch(favouriteToggled({ game: tiger })).silentRun(200);
    expect(calls.map((call) => call.name)).toEqual(['addFavourite']);
    expect(cachedNames(store, HOME_LIST)).toEqual(['Fortune Tiger Gold', 'Mahjong Riches']);
    expect(cachedTotal(store, HOME_LIST)).toBe(2);
  });

  it('a page already full drops its last game to make room', async () => {
    const store = storeOf('member');
    const small: FavouriteListArgs = { account, language: 'EN', pageNo: '1', pageSize: '2' };
    await loadFavourites(store, { favourites: [2, 3] }, [small]);
    const gate = deferred();
    const { providers, calls } = onStore(store, { gate: gate.promise });
    const run = expectSaga(favouritesSaga).provide(providers).dispatch(favouriteToggled({ game: tiger })).silentRun(300);
    await expect.poll(() => calls.length).toBe(1);
    expect(cachedNames(store, small)).toEqual(['Fortune Tiger Gold', 'Mahjong Riches']);
    expect(favouritesApi.endpoints.getFavouriteList.select(small)(apiState(store)).data).toMatchObject({ total: 3, totalPages: 2 });
    gate.resolve();
    await run;
  });

  it.each([
    ['no answer', 'network' as const, { key: 'network_error' }],
    ['a refusal', MOCK_REFUSED, { message: MOCK_REFUSED_MESSAGE }],
  ])('on %s the add is rolled back and the failure shown', async (_label, failure, reason) => {
    const store = storeOf('member');
    await loadFavourites(store, { favourites: [2], failures: { addFavourite: failure } }, [HOME_LIST]);
    const { providers } = onStore(store);
    await expectSaga(favouritesSaga)
      .provide(providers)
      .dispatch(favouriteToggled({ game: tiger }))
      .put(favouriteToggleFailed({ game: tiger, adding: true, reason }))
      .silentRun(200);
    expect(cachedIds(store)).toEqual([2]);
    expect(cachedNames(store, HOME_LIST)).toEqual(['Mahjong Riches']);
    expect(cachedTotal(store, HOME_LIST)).toBe(1);
    expect(selectFavouriteFailure(store.getState())).toMatchObject({ gameName: 'Fortune Tiger Gold', adding: true, reason });
  });
});

describe('favouritesSaga: removing (spec §4 lists updated locally, then the server)', () => {
  it('takes the game out of the ids and every list before the server answers, then calls removeFavoriteGameV2', async () => {
    const store = storeOf('member');
    await loadFavourites(store, { favourites: [1, 2, 4] }, [HOME_LIST, PAGE_ONE, LIVE_LIST]);
    const gate = deferred();
    const { providers, calls } = onStore(store, { gate: gate.promise });
    const run = expectSaga(favouritesSaga).provide(providers).dispatch(favouriteToggled({ game: baccarat })).silentRun(300);
    await expect.poll(() => calls.length).toBe(1);
    expect(cachedIds(store)).toEqual([1, 2]);
    expect(cachedNames(store, HOME_LIST)).toEqual(['Fortune Tiger Gold', 'Mahjong Riches']);
    expect(cachedTotal(store, HOME_LIST)).toBe(2);
    expect(cachedNames(store, PAGE_ONE)).toEqual(['Fortune Tiger Gold', 'Mahjong Riches']);
    expect(cachedNames(store, LIVE_LIST)).toEqual([]);
    expect(calls[0]).toEqual({ name: 'removeFavourite', options: { query: { nodeId: '4', vendor: 'EVO', gameType: 'LIVE' } } });
    gate.resolve();
    await run;
    await expect.poll(() => cachedNames(store, PAGE_ONE)).toEqual(['Fortune Tiger Gold', 'Mahjong Riches']);
    expect(selectFavouriteFailure(store.getState())).toBeNull();
  });

  it('a paged list fills the gap from the next page once the server has removed it', async () => {
    const store = storeOf('member');
    const pageOfTwo: FavouriteListArgs = { account, language: 'EN', pageNo: '1', pageSize: '2' };
    await loadFavourites(store, { favourites: [1, 2, 3] }, [pageOfTwo]);
    const { providers } = onStore(store);
    await expectSaga(favouritesSaga).provide(providers).dispatch(favouriteToggled({ game: tiger })).silentRun(100);
    await expect.poll(() => cachedNames(store, pageOfTwo)).toEqual(['Mahjong Riches', 'Lucky Neko Palace']);
  });

  it.each([
    ['no answer', 'network' as const, { key: 'network_error' }],
    ['a refusal', MOCK_REFUSED, { message: MOCK_REFUSED_MESSAGE }],
  ])('on %s the favourite comes back and the failure is shown', async (_label, failure, reason) => {
    const store = storeOf('member');
    await loadFavourites(store, { favourites: [1, 2], failures: { removeFavourite: failure } }, [HOME_LIST]);
    const { providers } = onStore(store);
    await expectSaga(favouritesSaga)
      .provide(providers)
      .dispatch(favouriteToggled({ game: tiger }))
      .put(favouriteToggleFailed({ game: tiger, adding: false, reason }))
      .silentRun(100);
    // The id at once; the list from the server again (its order restored).
    expect(cachedIds(store)).toContain(1);
    await expect.poll(() => cachedNames(store, HOME_LIST)).toEqual(['Fortune Tiger Gold', 'Mahjong Riches']);
    await expect.poll(() => cachedIds(store)).toEqual([1, 2]);
    expect(selectFavouriteFailure(store.getState())).toMatchObject({ gameName: 'Fortune Tiger Gold', adding: false, reason });
  });
});

describe('favouritesSaga: throttle (spec §9: one toggle per 1000 ms, per game)', () => {
  it('presses on three tiles within 1 s all take effect at once', async () => {
    const store = storeOf('member');
    await loadFavourites(store, { favourites: [] }, [HOME_LIST]);
    const { providers, calls } = onStore(store);
    const saga = expectSaga(favouritesSaga).provide(providers);
    const run = saga.silentRun(600);
    const started = Date.now();
    saga.dispatch(favouriteToggled({ game: tiger })).dispatch(favouriteToggled({ game: mahjong })).dispatch(favouriteToggled({ game: neko }));
    await expect.poll(() => calls.length).toBe(3);
    expect(Date.now() - started).toBeLessThan(FAVOURITE_TOGGLE_THROTTLE_MS / 2);
    await run;
    expect(calls.map((call) => [call.name, (call.options as { body: { nodeId: number } }).body.nodeId])).toEqual([
      ['addFavourite', 1],
      ['addFavourite', 2],
      ['addFavourite', 3],
    ]);
    expect(cachedIds(store)).toEqual([1, 2, 3]);
  });

  it('a double press on one tile adds it once (the second press is dropped, not run later)', async () => {
    const store = storeOf('member');
    await loadFavourites(store, { favourites: [] }, [HOME_LIST]);
    const { providers, calls } = onStore(store);
    const saga = expectSaga(favouritesSaga).provide(providers);
    const run = saga.silentRun(FAVOURITE_TOGGLE_THROTTLE_MS + 400);
    saga.dispatch(favouriteToggled({ game: tiger })).dispatch(favouriteToggled({ game: tiger }));
    await run;
    expect(calls.map((call) => call.name)).toEqual(['addFavourite']);
    expect(cachedIds(store)).toEqual([1]);
  });

  it('a second press on the same tile after the 1000 ms runs at once and removes it again', async () => {
    const store = storeOf('member');
    await loadFavourites(store, { favourites: [] }, [HOME_LIST]);
    const { providers, calls } = onStore(store);
    const saga = expectSaga(favouritesSaga).provide(providers);
    const run = saga.silentRun(FAVOURITE_TOGGLE_THROTTLE_MS + 800);
    saga.dispatch(favouriteToggled({ game: tiger }));
    await expect.poll(() => cachedIds(store)).toEqual([1]);
    await new Promise((resolve) => setTimeout(resolve, FAVOURITE_TOGGLE_THROTTLE_MS + 20));
    const pressed = Date.now();
    saga.dispatch(favouriteToggled({ game: tiger }));
    await expect.poll(() => calls.length).toBe(2);
    expect(Date.now() - pressed).toBeLessThan(FAVOURITE_TOGGLE_THROTTLE_MS / 2);
    await run;
    expect(calls.map((call) => call.name)).toEqual(['addFavourite', 'removeFavourite']);
    expect(cachedIds(store)).toEqual([]);
  });
});

describe('selectIsCachedFavourite', () => {
  it('reads the ids, or the lists while the ids are not loaded', async () => {
    const store = storeOf('member');
    server.use(...memberPlatformHandlers(db, { favourites: [2] }));
    const list = store.dispatch(favouritesApi.endpoints.getFavouriteList.initiate(HOME_LIST));
    await list.unwrap();
    unsubscribers.push(() => list.unsubscribe());
    const state = store.getState();
    expect(selectIsCachedFavourite(state, account, 2)).toBe(true);
    expect(selectIsCachedFavourite(state, account, 1)).toBe(false);
    // Another member's cache says nothing about this one.
    expect(selectIsCachedFavourite(state, 'someone-else', 2)).toBe(false);
  });
});

describe('favouritesApi mutations on their own (spec §4 optimistic; what useAddFavouriteMutation gives)', () => {
  it.each([
    ['add', [2], favouriteMutationsApi.endpoints.addFavourite, ['Mahjong Riches']],
    ['remove', [1, 2], favouriteMutationsApi.endpoints.removeFavourite, ['Fortune Tiger Gold', 'Mahjong Riches']],
  ] as const)('a refused %s is undone at once, then the ids and lists are fetched again', async (kind, favourites, endpoint, names) => {
    const store = storeOf('member');
    await loadFavourites(store, { favourites, failures: { [kind === 'add' ? 'addFavourite' : 'removeFavourite']: MOCK_REFUSED } }, [HOME_LIST]);
    // Hold the refetches, so what shows meanwhile is the undo alone.
    const refetch = deferred();
    const held = async () => {
      await refetch.promise;
      return undefined;
    };
    server.use(http.get(`*${routes.favouriteIds.path}`, held), http.get(`*${routes.favouriteList.path}`, held));
    const result = await store.dispatch(endpoint.initiate({ account, game: tiger }));
    expect(result).toMatchObject({ error: { message: MOCK_REFUSED_MESSAGE } });
    expect(cachedIds(store)).toEqual(favourites);
    expect(cachedNames(store, HOME_LIST)).toEqual(names);
    await expect.poll(() => favouritesApi.endpoints.getFavouriteIds.select({ account })(apiState(store)).status).toBe('pending');
    expect(favouritesApi.endpoints.getFavouriteList.select(HOME_LIST)(apiState(store)).status).toBe('pending');
    refetch.resolve();
    await expect.poll(() => favouritesApi.endpoints.getFavouriteList.select(HOME_LIST)(apiState(store)).status).toBe('fulfilled');
    expect(cachedNames(store, HOME_LIST)).toEqual(names);
  });
});
