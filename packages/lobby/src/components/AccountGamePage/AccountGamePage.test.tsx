import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createHandlers, envelope } from '@gamehall/api-client/mocks';
import { configureAppStore } from '@gamehall/shell';
import { renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { FAVOURITE_ACTION_TYPES } from '../../favourites/favouriteActions';
import { favouritesSaga } from '../../favourites/favouritesSaga';
import { memberPlatformHandlers, storeSessionToken } from '../../favourites/favouriteStoryData';
import { bigCatalogue, sessionOf, tileNames } from '../../test/lobbyFixtures';
import { AccountGamePage } from './AccountGamePage';

const server = startTestServer(createHandlers(bigCatalogue));
const ids = (count: number) => bigCatalogue.games.slice(0, count).map((game) => game.nodeId);
const names = (from: number, to: number) => bigCatalogue.games.slice(from, to).map((game) => game.gameName);

/** A member's store whose favourites saga starts on the first toggle, as in the app; the api client sends the member's token. */
const memberStore = () => {
  const session = sessionOf(0);
  storeSessionToken(session);
  return configureAppStore({ preloadedState: { session }, lazySagas: [{ actionTypes: FAVOURITE_ACTION_TYPES, load: async () => favouritesSaga }] });
};

afterEach(() => {
  sessionStorage.clear();
});

describe('AccountGamePage /favorite', () => {
  it('pages the favourites 18 at a time, newest first, with the page in the URL', async () => {
    server.use(...memberPlatformHandlers(bigCatalogue, { favourites: ids(20) }));
    const { user, router } = renderWithProviders(<AccountGamePage type="favorite" />, { store: memberStore(), route: '/favorite' });
    const grid = await screen.findByRole('list', { name: 'Favourites' });
    await waitFor(() => expect(tileNames(grid)).toEqual(names(0, 18)));
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(tileNames(grid)).toEqual(names(18, 20)));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('a page past the end moves to the last page', async () => {
    server.use(...memberPlatformHandlers(bigCatalogue, { favourites: ids(20) }));
    const { router } = renderWithProviders(<AccountGamePage type="favorite" />, { store: memberStore(), route: '/favorite?page=5' });
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(tileNames(screen.getByRole('list', { name: 'Favourites' }))).toEqual(names(18, 20)));
  });

  it('removing the only favourite of the last page goes back a page', async () => {
    server.use(...memberPlatformHandlers(bigCatalogue, { favourites: ids(19) }));
    const { user, router } = renderWithProviders(<AccountGamePage type="favorite" />, { store: memberStore(), route: '/favorite?page=2' });
    const grid = await screen.findByRole('list', { name: 'Favourites' });
    await waitFor(() => expect(tileNames(grid)).toEqual(names(18, 19)));
    await user.click(await within(grid).findByRole('button', { name: 'Remove from favourites' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(tileNames(screen.getByRole('list', { name: 'Favourites' }))).toEqual(names(0, 18)));
  });

  it('a retry after a failure shows the favourites', async () => {
    let fail = true;
    const working = memberPlatformHandlers(bigCatalogue, { favourites: ids(2) });
    server.use(
      http.get('*/wps/relay/MCSFE_getFavoriteGamesList', () => {
        if (fail) {
          fail = false;
          return HttpResponse.error();
        }
        return undefined;
      }),
      ...working,
    );
    const { user } = renderWithProviders(<AccountGamePage type="favorite" />, { store: memberStore(), route: '/favorite' });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tileNames(screen.getByRole('list', { name: 'Favourites' }))).toEqual(names(0, 2)));
  });
});

describe('AccountGamePage /recent', () => {
  it('asks for the recent games afresh on every visit (a game just played shows)', async () => {
    let calls = 0;
    const handlers = memberPlatformHandlers(bigCatalogue, { recent: ids(3) });
    server.use(
      http.get('*/wps/relay/GCS_recentGame', () => {
        calls += 1;
        return undefined;
      }),
      ...handlers,
    );
    const store = memberStore();
    const first = renderWithProviders(<AccountGamePage type="recent" />, { store, route: '/recent' });
    await waitFor(() => expect(tileNames(screen.getByRole('list', { name: 'Recent games' }))).toEqual(names(0, 3)));
    first.unmount();
    renderWithProviders(<AccountGamePage type="recent" />, { store, route: '/recent' });
    await waitFor(() => expect(calls).toBe(2));
  });

  it('sends clientType 3 and pageSize 12 (spec §7, §9)', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get('*/wps/relay/GCS_recentGame', ({ request }) => {
        query = new URL(request.url).searchParams;
        return envelope({ list: [], pageNo: 1, pageSize: 12, totalPages: 0, total: 0 });
      }),
    );
    renderWithProviders(<AccountGamePage type="recent" />, { store: memberStore(), route: '/recent' });
    expect(await screen.findByText('No data')).toBeVisible();
    expect(Object.fromEntries(query!)).toEqual({ clientType: '3', pageSize: '12', page: '1', language: 'EN' });
  });
});
