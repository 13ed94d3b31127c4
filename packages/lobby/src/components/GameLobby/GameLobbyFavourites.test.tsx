import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@gamehall/api-client';
import { createHandlers } from '@gamehall/api-client/mocks';
import { configureAppStore, loggedOut, selectAccountModal } from '@gamehall/shell';
import { renderWithProviders, startTestServer, type SessionState, selectRealAccountNotice } from '@gamehall/shell/testing';
import { FAVOURITE_ACTION_TYPES } from '../../favourites/favouriteActions';
import { favouritesSaga } from '../../favourites/favouritesSaga';
import { memberPlatformHandlers, storeSessionToken } from '../../favourites/favouriteStoryData';
import { bigCatalogue, sessionOf, tileNames } from '../../test/lobbyFixtures';
import { GameLobby } from './GameLobby';

const server = startTestServer(createHandlers(bigCatalogue));
const game = (index: number) => bigCatalogue.games[index]!;

/** A store whose favourites saga starts on the first toggle, as in the app; the api client sends the session's token. */
const storeOf = (session?: SessionState) => {
  if (session) storeSessionToken(session);
  return configureAppStore({ preloadedState: session ? { session } : undefined, lazySagas: [{ actionTypes: FAVOURITE_ACTION_TYPES, load: async () => favouritesSaga }] });
};

afterEach(() => {
  sessionStorage.clear();
});

describe('GameLobby FAV (spec §2, §4)', () => {
  it('a member sees their favourites under FAV, asked for with the home query shape (999)', async () => {
    let query: Record<string, string> | undefined;
    server.use(
      http.get('*/wps/relay/MCSFE_getFavoriteGamesList', ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return undefined;
      }),
      ...memberPlatformHandlers(bigCatalogue, { favourites: [game(2).nodeId, game(0).nodeId] }),
    );
    const { user, router } = renderWithProviders(<GameLobby />, { store: storeOf(sessionOf(0)) });
    await user.click(await screen.findByRole('tab', { name: 'Favourites' }));
    expect(router.state.location.search).toBe('?type=FAV');
    const grid = await screen.findByRole('list', { name: 'Favourites' });
    await waitFor(() => expect(tileNames(grid)).toEqual([game(2).gameName, game(0).gameName]));
    expect(query).toEqual({ clientType: '3', platform: 'flash', pageNo: '1', pageSize: '999', language: 'EN' });
  });

  it('a favourite added on a HOT tile is under FAV at once, its heart pressed everywhere', async () => {
    server.use(...memberPlatformHandlers(bigCatalogue, { favourites: [] }));
    const { user } = renderWithProviders(<GameLobby />, { store: storeOf(sessionOf(0)) });
    const hot = await screen.findByRole('list', { name: 'Hot' });
    await waitFor(() => expect(tileNames(hot)).toHaveLength(12));
    const tile = within(hot).getAllByTestId('game-tile')[0]!;
    const name = within(tile).getByRole('heading').textContent!;
    await user.click(within(tile).getByRole('button', { name: 'Add to favourites' }));
    await waitFor(() => expect(within(tile).getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true'));
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    const grid = await screen.findByRole('list', { name: 'Favourites' });
    await waitFor(() => expect(tileNames(grid)).toEqual([name]));
    expect(within(grid).getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a visitor opening a ?type=FAV link is sent back to HOME with the login popup', async () => {
    const { router, store } = renderWithProviders(<GameLobby />, { store: storeOf(), route: '/?type=FAV' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(selectAccountModal(store.getState())).toBe('login');
    expect(await screen.findByRole('tab', { name: 'Home', selected: true })).toBeVisible();
  });

  it('a trial account opening a ?type=FAV link gets in_need_true_account and HOME', async () => {
    const { router, store } = renderWithProviders(<GameLobby />, { store: storeOf(sessionOf(4)), route: '/?type=FAV' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(selectRealAccountNotice(store.getState())).toBe(true);
    expect(selectAccountModal(store.getState())).toBeNull();
  });

  it('logging out on FAV goes back to HOME without opening the login popup', async () => {
    server.use(...memberPlatformHandlers(bigCatalogue, { favourites: [game(0).nodeId] }));
    const { router, store } = renderWithProviders(<GameLobby />, { store: storeOf(sessionOf(0)), route: '/?type=FAV' });
    await waitFor(() => expect(tileNames(screen.getByRole('list', { name: 'Favourites' }))).toEqual([game(0).gameName]));
    act(() => {
      // As auth's logout flow: session storage cleared (the token with it), then loggedOut().
      sessionStorage.clear();
      store.dispatch(loggedOut());
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(selectAccountModal(store.getState())).toBeNull();
  });

  it('while a stored session is restored, FAV waits (skeletons) instead of refusing', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'stored-token');
    const { router, store } = renderWithProviders(<GameLobby />, { store: storeOf(), route: '/?type=FAV' });
    expect(await screen.findByRole('tab', { name: 'Favourites', selected: true })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.location.search).toBe('?type=FAV');
    expect(selectAccountModal(store.getState())).toBeNull();
    expect(document.querySelectorAll('[data-testid="game-tile-skeleton"]').length).toBeGreaterThan(0);
  });
});
