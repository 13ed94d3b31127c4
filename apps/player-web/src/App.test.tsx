import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractsMockState, createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { startMockServer } from '@gamehall/api-client/mocks/node';
import { loggedInSession, LOTTERY_PATHS, announcementClosedKey, AppRoot } from '@gamehall/shell/testing';
import { createTestI18n } from '@gamehall/i18n/testing';
import { type RootState, selectAccountModal } from '@gamehall/shell';
import { agentSiteUrl } from './agentUrl';
import { menuEntries } from './menuEntries';
import { routes } from './router';
import { makeStore } from './store';

const server = startMockServer(createHandlers(makeMockCatalogue({ gamesPerVendor: 4 })));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** A logged-in member (type 0). */
function loggedIn(): Partial<RootState> {
  return { session: loggedInSession({ nickname: 'Juan' }) };
}

/** Makes `matchMedia` answer as a screen `width` px wide would (min-width queries). */
function stubScreenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return { matches: min ? width >= Number(min[1]) : false, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  });
}

function renderApp(path: string, preloadedState?: Partial<RootState>) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = makeStore(preloadedState, (to, options) => void router.navigate(to, options));
  render(<AppRoot store={store} router={router} menuEntries={menuEntries} i18n={createTestI18n()} />);
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

  it('on a wide screen, Log in opens the header login popover (auth loaded then); an empty submit hands over to the login modal', async () => {
    stubScreenWidth(1280);
    // The visitor has closed the announcement popups (they would hold the focus).
    sessionStorage.setItem(announcementClosedKey('B'), 'closed');
    const user = userEvent.setup();
    const { store } = renderApp('/');
    const login = await screen.findByRole('button', { name: 'Log in' }, { timeout: 5000 });
    expect(login).toHaveAttribute('aria-expanded', 'false');
    await user.click(login);
    const popover = await screen.findByRole('dialog', { name: 'Log in' });
    const username = await within(popover).findByLabelText('Username', undefined, { timeout: 5000 });
    await waitFor(() => expect(username).toHaveFocus());
    expect(within(popover).getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(within(popover).getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(selectAccountModal(store.getState())).toBeNull();
    await user.click(within(popover).getByRole('button', { name: 'Log in' }));
    expect(selectAccountModal(store.getState())).toBe('login');
    expect(screen.queryByTestId('login-popover')).not.toBeInTheDocument();
  });

  it('on a phone, Log in opens the login modal', async () => {
    stubScreenWidth(390);
    const user = userEvent.setup();
    const { store } = renderApp('/');
    const login = await screen.findByRole('button', { name: 'Log in' }, { timeout: 5000 });
    expect(login).not.toHaveAttribute('aria-expanded');
    await user.click(login);
    expect(selectAccountModal(store.getState())).toBe('login');
    expect(await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('login-popover')).not.toBeInTheDocument();
  });

  it('sends a visitor at /lottery to /login, which ends at / with the login modal open', async () => {
    const router = renderApp('/lottery');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(selectAccountModal(router.store.getState())).toBe('login');
    expect(await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it.each(LOTTERY_PATHS.filter((path) => path !== '/lottery'))('guards %s the same way', async (path) => {
    const router = renderApp(`${path}?gameCode=VN_HCM`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(selectAccountModal(router.store.getState())).toBe('login');
  });

  it('shows a logged-in user the lottery page (a lazy chunk) on the lottery paths', async () => {
    const router = renderApp('/seaLottery', loggedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'SEA Lottery' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seaLottery');
    expect(selectAccountModal(router.store.getState())).toBeNull();
  });

  it('after login shows the pending contract offers in the contract popup (loaded from the logged-in header), and accepts one (spec §2, §4)', async () => {
    const contracts = new ContractsMockState();
    contracts.addContract({ type: 'DAILY_SALARY', status: 'OFFERED', upline: { account: 'agent2', nickname: 'Agent Two' }, member: { account: 'player1', nickname: 'Juan' }, tiers: [{ betAmount: '10000.00', activeMembers: 3, rate: '0.50' }], offeredAt: '2026-11-20T08:00:00.000Z' });
    server.use(...createHandlers(makeMockCatalogue({ gamesPerVendor: 4 }), { accounts: { sessions: { 'test-token': 'player1' } }, contracts }));
    sessionStorage.setItem('token', 'test-token');
    renderApp('/', loggedIn());
    const dialog = await screen.findByRole('dialog', { name: 'Contract offers' }, { timeout: 5000 });
    const offer = within(dialog).getByRole('article', { name: 'Daily wages offer from Agent Two' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    // The popup confirms the answer, then Close closes it.
    expect(await within(dialog).findByText('Daily wages contract accepted', {}, { timeout: 5000 })).toBeInTheDocument();
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closes[closes.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contract offers' })).not.toBeInTheDocument(), { timeout: 5000 });
    expect(contracts.contracts[0]?.status).toBe('ACTIVE');
  });

  it('guards /seamless like the lottery pages', async () => {
    const visitor = renderApp('/seamless');
    await waitFor(() => expect(visitor.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(selectAccountModal(visitor.store.getState())).toBe('login');
  });

  it('/login shows home, opens the login popup and redirects to /', async () => {
    const router = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(selectAccountModal(router.store.getState())).toBe('login');
    expect(await screen.findByRole('heading', { name: /hot/i }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('/register shows home with the registration modal asked for', async () => {
    const router = renderApp('/register');
    // The home sections' HOT heading (first drawn with the skeletons, then again once the first
    // screen's answers land together).
    await waitFor(() => expect(screen.getByRole('heading', { name: /hot/i })).toBeInTheDocument(), { timeout: 5000 });
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
