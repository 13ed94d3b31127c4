/**
 * The play wiring of the app: the lobby's play flows start lazily from the store (makeStore's
 * `lazySagas`) and the popups are mounted in the layout route (spec §2, §4).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '@gamehall/api-client';
import { MOCK_LAUNCH_ORIGIN, createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { startMockServer } from '@gamehall/api-client/mocks/node';
import { loggedInSession, announcementClosedKey, AppRoot } from '@gamehall/shell/testing';
import { createTestI18n } from '@gamehall/i18n/testing';
import { type RootState, selectAccountModal } from '@gamehall/shell';
import { menuEntries } from './menuEntries';
import { routes } from './router';
import { makeStore } from './store';

startMockServer(createHandlers(makeMockCatalogue({ gamesPerVendor: 4 }), { accounts: { sessions: { 'test-token': 'player1' } } }));

afterEach(() => {
  sessionStorage.clear();
});

function loggedIn(): Partial<RootState> {
  sessionStorage.setItem(SESSION_KEYS.token, 'test-token');
  return { session: loggedInSession({ nickname: 'Juan' }) };
}

function renderApp(path: string, preloadedState?: Partial<RootState>) {
  // The announcement popups would hold the focus.
  sessionStorage.setItem(announcementClosedKey('A'), 'closed');
  sessionStorage.setItem(announcementClosedKey('B'), 'closed');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = makeStore(preloadedState, (to, options) => void router.navigate(to, options));
  render(<AppRoot store={store} router={router} menuEntries={menuEntries} i18n={createTestI18n()} />);
  return { router, store, user: userEvent.setup() };
}

describe('player-web play wiring', () => {
  it('a member’s Play on a hot game opens the game popup with the launched game', async () => {
    const { user } = renderApp('/', loggedIn());
    const hot = await screen.findByRole('list', { name: 'Hot' }, { timeout: 5000 });
    const [tile] = await within(hot).findAllByRole('article', undefined, { timeout: 5000 });
    if (!tile) throw new Error('no hot game');
    const name = within(tile).getByRole('heading').textContent ?? '';
    await user.click(within(tile).getByRole('button', { name: 'Play' }));
    const dialog = await screen.findByRole('dialog', { name }, { timeout: 5000 });
    const frame = await within(dialog).findByTitle<HTMLIFrameElement>(name, undefined, { timeout: 5000 });
    expect(frame.src.startsWith(MOCK_LAUNCH_ORIGIN)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());
  });

  it('the header’s single-vendor category launches its vendor (spec §2 header nav click)', async () => {
    const { user, router } = renderApp('/', loggedIn());
    const nav = await screen.findByRole('navigation', { name: 'Game types' }, { timeout: 5000 });
    await user.click(await within(nav).findByRole('link', { name: 'Live Casino' }));
    expect(await screen.findByRole('dialog', { name: 'Evolution Live' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a visitor’s Play opens the login popup', async () => {
    const { user, store } = renderApp('/');
    const hot = await screen.findByRole('list', { name: 'Hot' }, { timeout: 5000 });
    const [tile] = await within(hot).findAllByRole('article', undefined, { timeout: 5000 });
    if (!tile) throw new Error('no hot game');
    await user.click(within(tile).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(selectAccountModal(store.getState())).toBe('login'), { timeout: 5000 });
  });
});
