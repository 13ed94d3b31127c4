import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers, envelope } from '@gamehall/api-client/mocks';
import { renderWithProviders, startTestServer, type SessionState, selectRealAccountNotice } from '@gamehall/shell/testing';
import { configureAppStore, gameLaunchRequested, selectAccountModal } from '@gamehall/shell';
import { FAVOURITE_ACTION_TYPES } from '../../favourites/favouriteActions';
import { favouritesSaga } from '../../favourites/favouritesSaga';
import { bigCatalogue, sessionOf, tileNames, tileVendors } from '../../test/lobbyFixtures';
import { GameLobby } from './GameLobby';

const server = startTestServer(createHandlers(bigCatalogue));

const grid = (name: RegExp | string) => screen.findByRole('list', { name });

/** A store whose favourites saga starts on the first toggle, as in the app. */
const storeWithFavourites = (session?: SessionState) =>
  configureAppStore({ preloadedState: session ? { session } : undefined, lazySagas: [{ actionTypes: FAVOURITE_ACTION_TYPES, load: async () => favouritesSaga }] });

describe('GameLobby login-needing actions (spec §4, §6)', () => {
  it('FAV for a visitor resets to HOME and opens the login popup', async () => {
    const { user, router, store } = renderWithProviders(<GameLobby />, { route: '/?type=RNG' });
    await user.click(await screen.findByRole('tab', { name: 'Favourites' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    expect(selectAccountModal(store.getState())).toBe('login');
  });

  it('FAV for a trial account shows in_need_true_account', async () => {
    const { user, store } = renderWithProviders(<GameLobby />, { preloadedState: { session: sessionOf(4) } });
    await user.click(await screen.findByRole('tab', { name: 'Favourites' }));
    expect(selectRealAccountNotice(store.getState())).toBe(true);
    expect(selectAccountModal(store.getState())).toBeNull();
  });

  it('a visitor\'s heart on a tile opens the login popup (favourites saga)', async () => {
    const { user, store } = renderWithProviders(<GameLobby />, { store: storeWithFavourites() });
    const hot = await grid('Hot');
    await waitFor(() => expect(tileNames(hot)).toHaveLength(12));
    const [tile] = within(hot).getAllByTestId('game-tile');
    await user.click(within(tile!).getByRole('button', { name: 'Add to favourites' }));
    await waitFor(() => expect(selectAccountModal(store.getState())).toBe('login'));
  });

  it('a trial account\'s heart shows in_need_true_account', async () => {
    const { user, store } = renderWithProviders(<GameLobby />, { store: storeWithFavourites(sessionOf(4)) });
    const hot = await grid('Hot');
    await waitFor(() => expect(tileNames(hot)).toHaveLength(12));
    await user.click(within(within(hot).getAllByTestId('game-tile')[0]!).getByRole('button', { name: 'Add to favourites' }));
    await waitFor(() => expect(selectRealAccountNotice(store.getState())).toBe(true));
  });

  it('play asks the game-launch flow to start the game, whoever presses it (it decides, spec §4)', async () => {
    const store = storeWithFavourites();
    const dispatched: unknown[] = [];
    const dispatch = store.dispatch;
    store.dispatch = ((action: unknown) => {
      dispatched.push(action);
      return dispatch(action as never);
    }) as typeof store.dispatch;
    const { user } = renderWithProviders(<GameLobby />, { store });
    const hot = await grid('Hot');
    await waitFor(() => expect(tileNames(hot)).toHaveLength(12));
    const tile = within(hot).getAllByTestId('game-tile')[0]!;
    const game = bigCatalogue.games.find((g) => g.gameName === within(tile).getByRole('heading').textContent)!;
    await user.click(within(tile).getByRole('button', { name: 'Play' }));
    expect(dispatched).toContainEqual(gameLaunchRequested({ game }));
  });
});

describe('GameLobby', () => {
  it('shows HOME, FAV and the server-sorted categories, and the home sections by default', async () => {
    renderWithProviders(<GameLobby />);
    const types = await screen.findByRole('tablist', { name: /game types/i });
    await waitFor(() => expect(within(types).getAllByRole('tab').length).toBeGreaterThan(2));
    expect(within(types).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Home', 'Favourites', 'Slots', 'Live Casino', 'Sports', 'Fishing', 'Poker / PVP', 'Lottery',
    ]);
    expect(within(types).getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Hot' })).toBeVisible();
    const hot = await grid('Hot');
    expect(tileNames(hot)).toHaveLength(12);
  });

  it('choosing a category shows its vendors, classes and games, and resets the filters', async () => {
    const { user, router } = renderWithProviders(<GameLobby />, { route: '/?q=gold&page=2' });
    await user.click(await screen.findByRole('tab', { name: 'Slots' }));
    expect(router.state.location.search).toBe('?type=RNG');
    const vendors = await screen.findByRole('group', { name: 'Providers' });
    expect(within(vendors).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'PG Soft', 'EG Slots', 'JDB Gaming']);
    expect(screen.getByRole('tablist', { name: 'Category' })).toBeVisible();
    const games = await grid('Slots');
    await waitFor(() => expect(tileNames(games)).toHaveLength(18));
    expect(new Set(tileVendors(games))).toEqual(new Set(['PG Soft']));
  });

  it('a vendor chip narrows the list to that vendor', async () => {
    const { user, router } = renderWithProviders(<GameLobby />, { route: '/?type=RNG' });
    await user.click(await screen.findByRole('button', { name: 'JDB Gaming' }));
    expect(router.state.location.search).toBe('?type=RNG&vendor=JDB');
    expect(screen.getByRole('button', { name: 'JDB Gaming' })).toHaveAttribute('aria-pressed', 'true');
    const games = await grid('Slots');
    await waitFor(() => expect(new Set(tileVendors(games))).toEqual(new Set(['JDB Gaming'])));
  });

  it('FISH shows only the ALL class (no classify menu)', async () => {
    renderWithProviders(<GameLobby />, { route: '/?type=FISH' });
    await grid('Fishing');
    expect(screen.queryByRole('tablist', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toBeVisible();
  });

  it('the search box is only there in the ALL class', async () => {
    const { user } = renderWithProviders(<GameLobby />, { route: '/?type=RNG' });
    const classes = await screen.findByRole('tablist', { name: 'Category' });
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toBeVisible();
    await user.click(within(classes).getByRole('tab', { name: 'Jackpot' }));
    expect(screen.queryByRole('searchbox', { name: 'Search games' })).not.toBeInTheDocument();
  });

  it('typing a word shows only matching games (trimmed, case-insensitive) and paginates', async () => {
    const { user, router } = renderWithProviders(<GameLobby />, { route: '/?type=RNG' });
    const box = await screen.findByRole('searchbox', { name: 'Search games' });
    await user.type(box, '  FORTUNE ');
    await waitFor(() => expect(router.state.location.search).toBe('?type=RNG&q=FORTUNE'));
    const games = await grid('Slots');
    await waitFor(() => expect(tileNames(games).every((name) => name.toLowerCase().includes('fortune'))).toBe(true));
    const page1 = tileNames(games);
    expect(page1).toHaveLength(18);
    expect(await screen.findByText(/20 games found/)).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
    await waitFor(() => expect(tileNames(games)).toHaveLength(2));
    expect(tileNames(games).every((name) => name.toLowerCase().includes('fortune'))).toBe(true);
    expect(router.state.location.search).toBe('?type=RNG&q=FORTUNE&page=2');
  });

  it('Enter searches at once, without waiting for the debounce', async () => {
    const { user, router } = renderWithProviders(<GameLobby />, { route: '/?type=RNG' });
    const box = await screen.findByRole('searchbox', { name: 'Search games' });
    await user.type(box, 'koi{Enter}');
    expect(router.state.location.search).toBe('?type=RNG&q=koi');
    const games = await grid('Slots');
    await waitFor(() => expect(tileNames(games)[0]).toMatch(/^Koi Fortune/));
  });

  it('a search without matches shows in_no_data; clearing shows the whole list again', async () => {
    const { user } = renderWithProviders(<GameLobby />, { route: '/?type=RNG' });
    const box = await screen.findByRole('searchbox', { name: 'Search games' });
    await user.type(box, 'zzzz{Enter}');
    expect(await screen.findByText('No data')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    const games = await grid('Slots');
    await waitFor(() => expect(tileNames(games)).toHaveLength(18));
  });

  it('HOME with a search lists matching games of every type', async () => {
    renderWithProviders(<GameLobby />, { route: '/?q=dragon' });
    expect(await screen.findByRole('heading', { name: 'Results for “dragon”' })).toBeVisible();
    const games = await grid('Results for “dragon”');
    await waitFor(() => expect(tileNames(games).length).toBeGreaterThan(0));
    const matching = bigCatalogue.games.filter((g) => g.gameName.toLowerCase().includes('dragon'));
    expect(new Set(matching.map((g) => g.gameType)).size).toBeGreaterThan(1);
    expect(await screen.findByText(`${matching.length} games found`)).toBeVisible();
    expect(tileNames(games).every((name) => name.toLowerCase().includes('dragon'))).toBe(true);
  });

  it('shows the error with a retry that repeats the call', async () => {
    let calls = 0;
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : envelope({ games: [bigCatalogue.games[0]], pageNo: 1, pageSize: 18, totalPages: 1, total: 1 });
      }),
    );
    const { user } = renderWithProviders(<GameLobby />, { route: '/?type=RNG' });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    const games = await grid('Slots');
    await waitFor(() => expect(tileNames(games)).toEqual([bigCatalogue.games[0]!.gameName]));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('renders the home sections once the menus and hot games have both answered, HOT skeletons meanwhile', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/wps/relay/GCSGAME_hotGamesV2', async () => {
        await held;
        await delay(0);
        return envelope({ list: bigCatalogue.games.slice(0, 3) });
      }),
    );
    renderWithProviders(<GameLobby />);
    // The menus answer first: the category tabs show, the sections still wait for the hot games.
    expect(await screen.findByRole('tab', { name: 'Slots' })).toBeInTheDocument();
    expect(screen.getAllByTestId('game-tile-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Slots' })).not.toBeInTheDocument();
    release();
    expect(tileNames(await grid('Hot'))).toEqual(bigCatalogue.games.slice(0, 3).map((g) => g.gameName));
    expect(await screen.findByRole('heading', { name: 'Slots' })).toBeInTheDocument();
  });
});
