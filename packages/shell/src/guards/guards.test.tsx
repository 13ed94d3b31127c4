import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@gamehall/i18n';
import { createTestI18n } from '@gamehall/i18n/testing';
import { loggedInSession } from '../test/fixtures';
import { loggedOut, memberInfoLoaded, selectAccountModal, sessionRestoreFailed, sessionStarted } from '../store/session';
import { loginPopupRequested, selectRealAccountNotice } from '../store/shellSlice';
import { configureAppStore } from '../store/store';
import type { RootState } from '../store/rootReducer';
import { AccountBar } from '../components/AccountBar/AccountBar';
import { AccountModalRoute } from './AccountModalRoute';
import { RequireSession, type RequireSessionProps } from './RequireSession';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** A router with a guarded `/guarded`, `/`, `/login` (home + login popup, then `/`) and `/agent`. */
function renderGuard(path: string, guard: Omit<RequireSessionProps, 'children'>, preloadedState?: Partial<RootState>) {
  const store = configureAppStore({ preloadedState });
  const router = createMemoryRouter(
    [
      { path: '/guarded', element: <RequireSession {...guard}><h1>Guarded page</h1></RequireSession> },
      { path: '/login', element: <AccountModalRoute modal="login" redirectTo="/"><Where /></AccountModalRoute> },
      { path: '/register', element: <AccountModalRoute modal="register"><Where /></AccountModalRoute> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nProvider i18n={createTestI18n()}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </I18nProvider>,
  );
  return { store, router };
}

afterEach(() => {
  sessionStorage.clear();
});

describe('RequireSession', () => {
  it('sends a visitor of a lottery-like route to /login, which opens the login popup and lands on /', async () => {
    const { store, router } = renderGuard('/guarded', { redirectTo: '/login' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(selectAccountModal(store.getState())).toBe('login');
    expect(screen.queryByRole('heading', { name: 'Guarded page' })).not.toBeInTheDocument();
  });

  it('opens the login popup and goes home for a requiresAuth route when openLogin is set', async () => {
    const { store, router } = renderGuard('/guarded', { redirectTo: '/', openLogin: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(selectAccountModal(store.getState())).toBe('login');
  });

  it('shows the page to a logged-in member', async () => {
    renderGuard('/guarded', { redirectTo: '/login' }, { session: loggedInSession() });
    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
  });

  it('waits for a stored session to be restored, then shows the page', async () => {
    sessionStorage.setItem('token', 'stored-token');
    const { store } = renderGuard('/guarded', { redirectTo: '/login' });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    store.dispatch(sessionStarted({ token: 'stored-token', username: 'player1' }));
    const member = loggedInSession().member;
    if (member) store.dispatch(memberInfoLoaded(member));
    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
  });

  it('stops waiting when the restore fails without an answer: login popup, redirect, token kept in storage', async () => {
    sessionStorage.setItem('token', 'stored-token');
    const { store, router } = renderGuard('/guarded', { redirectTo: '/', openLogin: true });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    store.dispatch(sessionStarted({ token: 'stored-token', username: null }));
    store.dispatch(sessionRestoreFailed());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(selectAccountModal(store.getState())).toBe('login');
    expect(screen.queryByRole('heading', { name: 'Guarded page' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBe('stored-token');
  });

  it('refuses a trial account on a real-account route with in_need_true_account', async () => {
    const { store, router } = renderGuard('/guarded', { redirectTo: '/', requires: 'realAccount' }, { session: loggedInSession({ type: 4 }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(selectRealAccountNotice(store.getState())).toBe(true);
  });

  it('sends a member who is not an agent from an agent route to the agent login', async () => {
    const { router } = renderGuard('/guarded', { redirectTo: '/agent', requires: 'agent' }, { session: loggedInSession({ type: 0 }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
  });

  it.each([
    ['a lottery-like route', { redirectTo: '/login' }],
    ['a requiresAuth route', { redirectTo: '/', openLogin: true }],
  ] as const)('logging out on %s goes home without the login popup (spec §4 "Logout")', async (_label, guard) => {
    const { store, router } = renderGuard('/guarded', guard, { session: loggedInSession() });
    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
    store.dispatch(loggedOut());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/');
    expect(selectAccountModal(store.getState())).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a session that dies on the page goes home with the login popup its handler opened', async () => {
    const { store, router } = renderGuard('/guarded', { redirectTo: '/login' }, { session: loggedInSession() });
    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
    store.dispatch(loggedOut());
    store.dispatch(loginPopupRequested());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(selectAccountModal(store.getState())).toBe('login');
    expect(screen.queryByRole('heading', { name: 'Guarded page' })).not.toBeInTheDocument();
  });

  it('lets an agent (type 41) into an agent route', async () => {
    renderGuard('/guarded', { redirectTo: '/agent', requires: 'agent' }, { session: loggedInSession({ type: 41 }) });
    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
  });
});

describe('AccountModalRoute', () => {
  it('/register shows its page and opens the registration modal without leaving', async () => {
    const { store, router } = renderGuard('/register', { redirectTo: '/' });
    expect(await screen.findByTestId('where')).toHaveTextContent('/register');
    expect(selectAccountModal(store.getState())).toBe('register');
    expect(router.state.location.pathname).toBe('/register');
  });

  it('/login opens no modal for a logged-in user and still lands on /', async () => {
    const { store, router } = renderGuard('/login', { redirectTo: '/' }, { session: loggedInSession() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(selectAccountModal(store.getState())).toBeNull();
  });
});

describe('a restore without an answer (sessionRestoreFailed)', () => {
  it("the header's account bar offers Log in again instead of its placeholder", async () => {
    sessionStorage.setItem('token', 'stored-token');
    const store = configureAppStore();
    render(
      <I18nProvider i18n={createTestI18n()}>
        <Provider store={store}>
          <AccountBar />
        </Provider>
      </I18nProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    store.dispatch(sessionStarted({ token: 'stored-token', username: null }));
    store.dispatch(sessionRestoreFailed());
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
