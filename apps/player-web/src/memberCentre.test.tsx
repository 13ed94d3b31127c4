import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { startMockServer } from '@gamehall/api-client/mocks/node';
import { createTestI18n } from '@gamehall/i18n/testing';
import { type RootState } from '@gamehall/shell';
import { AppRoot, announcementClosedKey, loggedInSession } from '@gamehall/shell/testing';
import { menuEntries } from './menuEntries';
import { routes } from './router';
import { makeStore } from './store';

const session = loggedInSession({ nickname: 'Juan' });
// The mock platform knows the test session's token as player1 (cashier data seeded for player1).
startMockServer(createHandlers(makeMockCatalogue({ gamesPerVendor: 2 }), { accounts: { sessions: { [session.token ?? '']: 'player1' } } }));

afterEach(() => {
  sessionStorage.clear();
});

function renderApp(path: string, preloadedState?: Partial<RootState>) {
  sessionStorage.setItem('token', session.token ?? '');
  for (const audience of ['A', 'B'] as const) sessionStorage.setItem(announcementClosedKey(audience), 'closed');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = makeStore(preloadedState, (to, options) => void router.navigate(to, options));
  render(<AppRoot store={store} router={router} menuEntries={menuEntries} i18n={createTestI18n()} />);
  return router;
}

describe('player-web: member centre', () => {
  it("a logged-in member reaches /member/depositv2 from the header's Deposit button", async () => {
    const user = userEvent.setup();
    const router = renderApp('/', { session });
    const [header] = await screen.findAllByRole('banner', undefined, { timeout: 5000 });
    if (!header) throw new Error('no header');
    await user.click(await within(header).findByRole('link', { name: 'Deposit' }, { timeout: 5000 }));
    expect(router.state.location.pathname).toBe('/member/depositv2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /GCash/ }, { timeout: 5000 })).toBeChecked();
    expect(await screen.findByRole('list', { name: 'Deposit history' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('the avatar menu lists My account, Betting record and Transaction history', async () => {
    const user = userEvent.setup();
    const router = renderApp('/', { session });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }, { timeout: 5000 }));
    expect(await screen.findByRole('link', { name: 'My account' })).toHaveAttribute('href', '/member');
    expect(screen.getByRole('link', { name: 'Betting record' })).toHaveAttribute('href', '/member/personalHistoryCopy');
    await user.click(screen.getByRole('link', { name: 'Transaction history' }));
    expect(router.state.location.pathname).toBe('/member/transactionHistory');
    expect(await screen.findByRole('list', { name: 'Transactions' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
