import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { I18nProvider } from '@gamehall/i18n';
import { createTestI18n } from '@gamehall/i18n/testing';
import { configureAppStore } from '@gamehall/shell';
import { startTestServer } from '@gamehall/shell/testing';
import { lobbyMenuEntries } from './menuEntries';
import { lobbyRoutes } from './routes';

startTestServer(createHandlers(makeMockCatalogue()));

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/', children: lobbyRoutes }], { initialEntries: [path] });
  render(
    <I18nProvider i18n={createTestI18n('EN')}>
      <Provider store={configureAppStore()}>
        <RouterProvider router={router} />
      </Provider>
    </I18nProvider>,
  );
  return router;
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

  it('every menu entry points to a lobby route', () => {
    const paths = new Set(['/', ...lobbyRoutes.map((route) => route.path).filter(Boolean)]);
    for (const entry of lobbyMenuEntries) expect(paths.has(entry.to)).toBe(true);
  });
});
