import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { I18nProvider } from '@gamehall/i18n';
import { createTestI18n } from '@gamehall/i18n/testing';
import { configureAppStore, selectAccountModal } from '@gamehall/shell';
import { startTestServer, type SessionState, selectRealAccountNotice } from '@gamehall/shell/testing';
import { memberPlatformHandlers, storeSessionToken } from './favourites/favouriteStoryData';
import { sessionOf } from './test/lobbyFixtures';
import { lobbyMenuEntries } from './menuEntries';
import { lobbyRoutes } from './routes';

const catalogue = makeMockCatalogue();
const server = startTestServer(createHandlers(catalogue));

afterEach(() => {
  sessionStorage.clear();
});

/** The lobby's routes at `path` over a real store; the api client sends `session`'s token. */
function renderAt(path: string, session?: SessionState) {
  storeSessionToken(session);
  const router = createMemoryRouter([{ path: '/', children: lobbyRoutes }], { initialEntries: [path] });
  const store = configureAppStore({ preloadedState: session ? { session } : undefined });
  render(
    <I18nProvider i18n={createTestI18n('EN')}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </I18nProvider>,
  );
  return { router, store };
}

describe('lobbyRoutes', () => {
  it.each(['/', '/index', '/index.html', '/home', '/help'])('%s shows the home lobby', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('tablist', { name: 'Game types' })).toBeInTheDocument();
  });

  it('loads the game list page lazily for /rng', async () => {
    renderAt('/rng?vassalage=PG');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots games' })).toBeVisible();
  });

  it('loads the game centre page lazily for /sports', async () => {
    renderAt('/sports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
  });

  it.each([
    ['/favorite', 'Favourites'],
    ['/recent', 'Recent games'],
  ])('loads the account game page lazily for %s (a real account)', async (path, title) => {
    server.use(...memberPlatformHandlers(catalogue, { favourites: [catalogue.games[0]!.nodeId], recent: [catalogue.games[1]!.nodeId] }));
    renderAt(path, sessionOf(0));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await screen.findByRole('list', { name: title })).toBeVisible();
  });

  it('/favorite sends a visitor home with the login popup (spec §6)', async () => {
    const { router, store } = renderAt('/favorite');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(selectAccountModal(store.getState())).toBe('login');
  });

  it('/recent sends a trial account home with in_need_true_account (spec §6)', async () => {
    const { router, store } = renderAt('/recent', sessionOf(4));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(selectRealAccountNotice(store.getState())).toBe(true);
  });

  it('every menu entry points to a lobby route', () => {
    const paths = new Set(['/', ...lobbyRoutes.map((route) => route.path).filter(Boolean)]);
    for (const entry of lobbyMenuEntries) expect(paths.has(entry.to)).toBe(true);
  });
});
