import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { take } from 'redux-saga/effects';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContractsMockState, createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { startMockServer } from '@gamehall/api-client/mocks/node';
import { loadAuthFlows } from '@gamehall/auth';
import { createTestI18n } from '@gamehall/i18n/testing';
import { configureAppStore, logoutRequested, memberInfoLoaded, sessionStarted } from '@gamehall/shell';
import { menuEntries } from './menuEntries';
import { routes } from './router';
import { makeStore } from './store';
import { loggedIn, member } from './test/members';
import { AppRoot } from '@gamehall/shell/testing';
import { windowWidth } from './test/viewport';

const server = startMockServer(createHandlers(makeMockCatalogue({ gamesPerVendor: 1 })));

let restoreWidth = () => {};

beforeEach(() => {
  // A desktop window (the navigation a left column) unless a test says otherwise.
  restoreWidth = windowWidth(true);
});

afterEach(() => {
  restoreWidth();
  sessionStorage.clear();
});

function renderApp(path: string, store = makeStore()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<AppRoot store={store} router={router} menuEntries={menuEntries} i18n={createTestI18n()} />);
  return { router, store };
}

describe('agent-web', () => {
  it('sends / to the agent login page, which has no site header', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Agent login' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('sends a visitor of /agentHome to /agent', async () => {
    const { router } = renderApp('/agentHome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'), { timeout: 5000 });
  });

  it('sends a logged-in member who is not an agent from /agentHome to /agent', async () => {
    const { router } = renderApp('/agentHome', makeStore(loggedIn(member(0, 'Juan'))));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'), { timeout: 5000 });
  });

  it('shows an agent the centre: clock with the merchant GMT offset, nickname, account info, logout', async () => {
    renderApp('/agentHome', makeStore(loggedIn(member(2))));
    const nav = await screen.findByRole('navigation', { name: 'Agent centre' }, { timeout: 5000 });
    await waitFor(() => expect(within(nav).getByTestId('gmt-offset')).toHaveTextContent('GMT+8'));
    expect(within(nav).getByTestId('agent-clock')).toHaveTextContent(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(within(nav).getByTestId('agent-nickname')).toHaveTextContent('Agent Ana');
    expect(within(nav).getByRole('link', { name: 'Agent centre' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Welcome, Agent Ana' });
    expect(within(panel).getByText('agent1')).toBeInTheDocument();
    expect(within(panel).getByText('Agent (type 2)')).toBeInTheDocument();
  });

  it('waits for a stored session to be restored before deciding', async () => {
    sessionStorage.setItem('token', 'stored-token');
    // The restore's member info call stays unanswered, so the guard is seen waiting.
    server.use(
      http.get('*/wps/member/info', async () => {
        await delay('infinite');
        return new Response(null);
      }),
    );
    const store = makeStore();
    const { router } = renderApp('/agentHome', store);
    // Re-queried until found: a lazy chunk's own Loading… status may show first and be replaced by the guard's.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument(), { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/agentHome');
    store.dispatch(sessionStarted({ token: 'stored-token', username: 'agent1' }));
    store.dispatch(memberInfoLoaded(member(41)));
    expect(await screen.findByRole('region', { name: 'Welcome, Agent Ana' })).toBeInTheDocument();
  });

  it('a stored session that has ended (idle time-out) sends the agent to /agent, which says so, without a login modal', async () => {
    sessionStorage.setItem('token', 'ended-token');
    const store = makeStore();
    void loadAuthFlows(store);
    const { router } = renderApp('/agentHome', store);
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'), { timeout: 5000 });
    expect(await screen.findByText('Your session has ended. Please log in again.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Agent login' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('logs out from the navigation after the in_sure_logout confirm', async () => {
    const seen: string[] = [];
    const store = configureAppStore({
      preloadedState: loggedIn(member(1)),
      sagas: [
        function* recordLogout() {
          yield take(logoutRequested.match);
          seen.push('logout');
        },
      ],
    });
    renderApp('/agentHome', store);
    const nav = await screen.findByRole('navigation', { name: 'Agent centre' }, { timeout: 5000 });
    within(nav).getByRole('button', { name: 'Log out' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to log out?' });
    within(dialog).getByRole('button', { name: 'Confirm' }).click();
    await waitFor(() => expect(seen).toEqual(['logout']));
  });

  it('lists the navigation in spec §2 order: deposit, withdraw, the agent pages, platform messages, customer service', async () => {
    renderApp('/agentHome', makeStore(loggedIn(member(1))));
    const nav = await screen.findByRole('navigation', { name: 'Agent centre' }, { timeout: 5000 });
    await within(nav).findByRole('link', { name: 'Customer service' }, { timeout: 5000 });
    const names = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['Agent centre', 'Deposit', 'Withdraw', 'Announcement', 'Team overview', 'Register account', 'Team management', 'Team betting', 'User loss', 'My income', 'Account details', 'Platform messages', 'Customer service']);
  });

  it('lists the contract records pages at the end of the agent pages when the merchant enables their flags (spec §6)', async () => {
    // The mock platform knows the test session as agent1, whose consolidated-funds flags are all on.
    server.use(...createHandlers(makeMockCatalogue({ gamesPerVendor: 1 }), { accounts: { sessions: { 'test-token': 'agent1' } } }));
    sessionStorage.setItem('token', 'test-token');
    renderApp('/agentHome', makeStore(loggedIn(member(1))));
    const nav = await screen.findByRole('navigation', { name: 'Agent centre' }, { timeout: 5000 });
    await within(nav).findByRole('link', { name: 'Real-time salary' }, { timeout: 5000 });
    const names = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['Agent centre', 'Deposit', 'Withdraw', 'Announcement', 'Team overview', 'Register account', 'Team management', 'Team betting', 'User loss', 'My income', 'Account details', 'Dividend record', 'Daily wages', 'Hourly salary', 'Real-time salary', 'Platform messages', 'Customer service']);
  });

  it("shows the agent's pending contract offers in the contract popup over the centre (spec §2, §4)", async () => {
    const contracts = new ContractsMockState();
    contracts.addContract({ type: 'HOURLY_SALARY', status: 'OFFERED', upline: { account: 'master', nickname: 'Master Agent' }, member: { account: 'agent1', nickname: 'Agent Ana' }, tiers: [{ betAmount: '5000.00', rate: '0.30' }], offeredAt: '2026-11-20T08:00:00.000Z' });
    server.use(...createHandlers(makeMockCatalogue({ gamesPerVendor: 1 }), { accounts: { sessions: { 'test-token': 'agent1' } }, contracts }));
    sessionStorage.setItem('token', 'test-token');
    renderApp('/agentHome', makeStore(loggedIn(member(1))));
    const dialog = await screen.findByRole('dialog', { name: 'Contract offers' }, { timeout: 5000 });
    const offer = within(dialog).getByRole('article', { name: 'Hourly salary offer from Master Agent' });
    within(offer).getByRole('button', { name: 'Reject' }).click();
    // The popup confirms the answer, then Close closes it.
    expect(await within(dialog).findByText('Hourly salary offer rejected', {}, { timeout: 5000 })).toBeInTheDocument();
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    (closes[closes.length - 1] as HTMLElement).click();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contract offers' })).not.toBeInTheDocument(), { timeout: 5000 });
    expect(contracts.contracts[0]?.status).toBe('REJECTED');
  });

  it("opens an agent page as a child route, and the member centre's deposit page under /agentHome", async () => {
    // The mock platform knows the test session as agent1.
    server.use(...createHandlers(makeMockCatalogue({ gamesPerVendor: 1 }), { accounts: { sessions: { 'test-token': 'agent1' } } }));
    sessionStorage.setItem('token', 'test-token');
    const { router } = renderApp('/agentHome/registerCenter', makeStore(loggedIn(member(1))));
    expect(await screen.findByRole('heading', { level: 1, name: 'Register account' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Register a downline' }, { timeout: 5000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Agent centre' });
    expect(within(nav).getByRole('link', { name: 'Register account' })).toHaveAttribute('aria-current', 'page');
    within(nav).getByRole('link', { name: 'Deposit' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome/depositv2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('replaces an unknown /agentHome path by /agentHome', async () => {
    const { router } = renderApp('/agentHome/noSuchPage', makeStore(loggedIn(member(1))));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'), { timeout: 5000 });
  });

  it('on a phone opens the navigation as a drawer: focus inside, Escape closes it and focus returns to the menu button; a followed link closes it', async () => {
    restoreWidth();
    restoreWidth = windowWidth(false);
    const { router } = renderApp('/agentHome', makeStore(loggedIn(member(1))));
    const open = await screen.findByRole('button', { name: 'Open menu' }, { timeout: 5000 });
    expect(screen.queryByRole('navigation', { name: 'Agent centre' })).not.toBeInTheDocument();
    expect(open).toHaveAttribute('aria-expanded', 'false');
    open.focus();
    open.click();
    const drawer = await screen.findByRole('dialog', { name: 'Agent centre menu' });
    expect(drawer).toHaveFocus();
    expect(within(drawer).getByTestId('agent-nickname')).toHaveTextContent('Agent Ana');
    drawer.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agent centre menu' })).not.toBeInTheDocument());
    expect(open).toHaveFocus();
    open.click();
    const again = await screen.findByRole('dialog', { name: 'Agent centre menu' });
    within(again).getByRole('link', { name: 'Announcement' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome/agentAnnouncement'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agent centre menu' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcement' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it("sends the payment provider's return to /member/depositv2 on to /agentHome/depositv2 with its query", async () => {
    const { router } = renderApp('/member/depositv2?depositId=D20261126001', makeStore(loggedIn(member(1))));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome/depositv2'));
    expect(router.state.location.search).toBe('?depositId=D20261126001');
  });
});
