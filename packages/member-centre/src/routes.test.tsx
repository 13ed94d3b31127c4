import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@gamehall/i18n';
import { createTestI18n } from '@gamehall/i18n/testing';
import { configureAppStore, selectAccountModal } from '@gamehall/shell';
import { loggedInSession, selectRealAccountNotice, startTestServer } from '@gamehall/shell/testing';
import { MEMBER_PAGES } from './pages';
import { memberPaths } from './paths';
import { memberCentreRoutes } from './routes';
import { memberHandlers } from './test/cashierFixtures';

startTestServer(memberHandlers());

afterEach(() => {
  sessionStorage.clear();
});

/** The member centre's routes under a layout route with a home page, at `path`; `type` 4 is a trial account, null a visitor. */
function renderAt(path: string, type: number | null) {
  const session = type === null ? null : loggedInSession({ type });
  if (session?.token) sessionStorage.setItem('token', session.token);
  const store = configureAppStore(session ? { preloadedState: { session } } : {});
  const router = createMemoryRouter([{ path: '/', children: [{ index: true, element: <p>Home page</p> }, ...memberCentreRoutes] }], { initialEntries: [path] });
  render(
    <I18nProvider i18n={createTestI18n('EN')}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </I18nProvider>,
  );
  return { router, store };
}

describe('memberCentreRoutes', () => {
  it('is one route, /member/*, and every page lives under /member', () => {
    expect(memberCentreRoutes.map((route) => route.path)).toEqual([`${memberPaths.root}/*`]);
    for (const page of MEMBER_PAGES) expect(page.path.startsWith(`${memberPaths.root}/`)).toBe(true);
  });

  it('an unknown page under /member is replaced by /member', async () => {
    const { router } = renderAt('/member/noSuchPage', 0);
    await waitFor(() => expect(router.state.location.pathname).toBe(memberPaths.root));
    expect(await screen.findByRole('navigation', { name: 'Member centre pages' })).toBeInTheDocument();
  });

  it.each([memberPaths.root, memberPaths.depositv2, memberPaths.transactionHistory])('%s sends a visitor home with the login popup', async (path) => {
    const { router, store } = renderAt(path, null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(selectAccountModal(store.getState())).toBe('login');
  });

  it('sends a trial account home with in_need_true_account', async () => {
    const { router, store } = renderAt(memberPaths.depositv2, 4);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(selectRealAccountNotice(store.getState())).toBe(true);
    expect(selectAccountModal(store.getState())).toBeNull();
  });

  it('shows a member the page (lazily, with its texts) inside the member centre layout', async () => {
    renderAt(memberPaths.transactionHistory, 0);
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction history' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Transactions' })).toBeInTheDocument();
  });

  it('/member on a phone lists the pages', async () => {
    renderAt(memberPaths.root, 0);
    expect(await screen.findByRole('navigation', { name: 'Member centre pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', memberPaths.depositv2);
  });
});
