/**
 * The lobby's lazily loaded play parts with the app's own i18n instance (only the core texts
 * loaded at start, as in the app): the game popup, the favourite notice and the /recent page
 * each wait for the `play` namespace, so they never show its keys, in either language.
 */
import { type ReactNode, act } from 'react';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHandlers, makeGame, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { startTestServer } from '@gamehall/shell/testing';
import { memberPlatformHandlers, storeSessionToken } from '../favourites/favouriteStoryData';
import { sessionOf } from '../test/lobbyFixtures';

const catalogue = makeMockCatalogue();
const server = startTestServer(createHandlers(catalogue));

/** Keys of the `play` namespace that would show if a part rendered before its texts arrived. */
const RAW_KEY = /\b(game_(close|in_new_tab|tab_blocked|not_found|launch_expired)|insufficient_funds|transfer_not_allowed|free_play_unsupported|recent_empty_hint|browse_games|favourite_(add|remove)_failed)\b/;

/**
 * Fresh copies of i18n (the app instance: nothing of `play` loaded), the api client, the shell
 * and the lobby, with the app initialised in `language`; `renderApp` renders routes with the app
 * instance.
 */
async function fresh(language: 'EN' | 'TY') {
  vi.resetModules();
  const { configureClient } = await import('@gamehall/api-client');
  const { mockClientConfig } = await import('@gamehall/api-client/mocks');
  configureClient(mockClientConfig());
  const i18n = await import('@gamehall/i18n');
  await i18n.initI18n();
  await i18n.changeLanguage(language);
  const { configureAppStore } = await import('@gamehall/shell');
  const renderApp = (routes: RouteObject[], path = '/', session = sessionOf(0)) => {
    const router = createMemoryRouter([{ path: '/', children: routes }], { initialEntries: [path] });
    storeSessionToken(session);
    const store = configureAppStore({ preloadedState: { session } });
    render(
      <i18n.I18nProvider>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </i18n.I18nProvider>,
    );
    return store;
  };
  const renderElement = (element: ReactNode) => renderApp([{ index: true, element }]);
  return { renderApp, renderElement };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('play texts with the app instance', () => {
  it('the game popup waits for its texts: a launch failure reads in Tagalog', async () => {
    const { renderElement } = await fresh('TY');
    const { LobbyPopups } = await import('./LobbyPopups');
    const { gameSessionFailed, gameSessionRequested } = await import('@gamehall/play');
    const { storyRequest } = await import('./test/playStories');
    const store = renderElement(<LobbyPopups />);
    act(() => {
      store.dispatch(gameSessionRequested(storyRequest));
      store.dispatch(gameSessionFailed({ message: { key: 'insufficient_funds' } }));
    });
    expect(await screen.findByText('Kulang ang iyong balanse.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it('the favourite notice waits for its texts (English)', async () => {
    const { renderElement } = await fresh('EN');
    const { FavouriteNotice } = await import('../components/FavouriteNotice/FavouriteNotice');
    const { favouriteToggleFailed } = await import('../favourites/favouritesSlice');
    const store = renderElement(<FavouriteNotice />);
    act(() => {
      store.dispatch(favouriteToggleFailed({ game: makeGame({ nodeId: 7, gameName: 'Lucky Neko Palace' }), adding: true, reason: { key: 'network_error' } }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't add Lucky Neko Palace to your favourites");
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it('/recent waits for its texts: the empty page reads in Tagalog', async () => {
    server.use(...memberPlatformHandlers(catalogue, { favourites: [], recent: [] }));
    const { renderApp } = await fresh('TY');
    const { lobbyRoutes } = await import('../routes');
    renderApp(lobbyRoutes, '/recent');
    expect(await screen.findByText('Dito lalabas ang mga larong nilaro mo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tumingin ng mga laro' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
