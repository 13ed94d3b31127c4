import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { startMockServer } from '@gamehall/api-client/mocks/node';
import { createTestI18n } from '@gamehall/i18n/testing';
import { App } from './App';
import { routes } from './router';
import { makeStore } from './store';

startMockServer(createHandlers(makeMockCatalogue({ gamesPerVendor: 4 })));

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<App store={makeStore()} router={router} i18n={createTestI18n()} />);
  return router;
}

describe('player-web', () => {
  it('renders the home page at / with the header categories and a home section', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Game types' }, { timeout: 5000 });
    await within(nav).findByRole('link', { name: 'Live Casino' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Slots', 'Live Casino', 'Sports', 'Fishing', 'Poker / PVP', 'Lottery']);
    expect(await screen.findByRole('heading', { name: /hot/i }, { timeout: 5000 })).toBeInTheDocument();
    // The footer arrives with the visitor's first interaction (home page JS budget).
    window.dispatchEvent(new Event('pointerdown'));
    expect(await screen.findByRole('contentinfo', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows the not-found page on an unknown path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('opens the help modal on /help with the topic of the hash', async () => {
    renderApp('/help#deposit');
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  });
});
