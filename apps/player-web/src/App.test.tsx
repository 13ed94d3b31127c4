import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { startMockServer } from '@gamehall/api-client/mocks/node';
import { createTestI18n } from '@gamehall/i18n/testing';
import { selectAccountModal } from '@gamehall/shell';
import { agentSiteUrl } from './agentUrl';
import { App } from './App';
import { routes } from './router';
import { makeStore } from './store';

startMockServer(createHandlers(makeMockCatalogue({ gamesPerVendor: 4 })));

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = makeStore(undefined, (to, options) => void router.navigate(to, options));
  render(<App store={store} router={router} i18n={createTestI18n()} />);
  return Object.assign(router, { store });
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

  it('shows Log in and Register in the header to a visitor', async () => {
    const { store } = renderApp('/');
    const login = await screen.findByRole('button', { name: 'Log in' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    login.click();
    expect(selectAccountModal(store.getState())).toBe('login');
  });

  it('/login shows home, opens the login popup and redirects to /', async () => {
    const router = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(selectAccountModal(router.store.getState())).toBe('login');
    expect(await screen.findByRole('heading', { name: /hot/i }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('/register shows home with the registration modal asked for', async () => {
    const router = renderApp('/register');
    expect(await screen.findByRole('heading', { name: /hot/i }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(selectAccountModal(router.store.getState())).toBe('register');
  });
});

describe('agentSiteUrl', () => {
  it('uses VITE_AGENT_URL when set', () => {
    expect(agentSiteUrl({ protocol: 'https:', hostname: 'www.example.com', port: '' }, 'https://agent.example.com/agentHome')).toBe('https://agent.example.com/agentHome');
  });

  it('defaults to agent-web beside the platform server (8081) or beside the Vite dev server (5174)', () => {
    expect(agentSiteUrl({ protocol: 'http:', hostname: '127.0.0.1', port: '8080' }, undefined)).toBe('http://127.0.0.1:8081/agentHome');
    expect(agentSiteUrl({ protocol: 'http:', hostname: 'localhost', port: '5173' }, undefined)).toBe('http://localhost:5174/agentHome');
  });
});
