import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { I18nProvider, changeLanguage, initI18n } from '@gamehall/i18n';
import { createTestI18n } from '@gamehall/i18n/testing';
import { gameSessionSaga } from '@gamehall/play/testing';
import { configureAppStore, lotteryPaths } from '@gamehall/shell';
import { startTestServer, LOTTERY_PATHS, isGamePagePath } from '@gamehall/shell/testing';
import { LOTTERY_PAGE_PATHS } from './paths';
import { lotteryRoutes } from './routes';
import { launchRequests, loggedInSession, lotteryHandlers, storeSessionToken } from './test/lotteryFixtures';

startTestServer(lotteryHandlers());

/** Renders at `path`; `appI18n` uses the app's i18n instance (only the core texts preloaded) instead of the test instance with every text. */
function renderAt(path: string, loggedIn: boolean, appI18n = false) {
  const session = loggedIn ? loggedInSession() : null;
  storeSessionToken(session);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        children: [...lotteryRoutes, { path: '/login', element: <p>Login page</p> }, { path: '*', element: <p>Not found</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nProvider i18n={appI18n ? undefined : createTestI18n('EN')}>
      <Provider store={configureAppStore({ ...(session ? { preloadedState: { session } } : {}), sagas: [gameSessionSaga], sagaContext: { navigate: (to: string) => void router.navigate(to) } })}>
        <RouterProvider router={router} />
      </Provider>
    </I18nProvider>,
  );
  return router;
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('lotteryRoutes', () => {
  it("covers exactly the shell's lottery paths plus /seamless, all game pages (no side menu)", () => {
    expect(LOTTERY_PAGE_PATHS.map(([path]) => path).sort()).toEqual([...LOTTERY_PATHS].sort());
    expect(lotteryRoutes.map((route) => route.path).sort()).toEqual([...LOTTERY_PATHS, '/seamless'].sort());
    for (const route of lotteryRoutes) expect(isGamePagePath(route.path ?? '')).toBe(true);
  });

  it.each([...LOTTERY_PATHS, lotteryPaths.seamless])('%s sends a visitor to /login', async (path) => {
    const router = renderAt(`${path}?gameCode=GW_642`, false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText('Login page')).toBeInTheDocument();
  });

  it.each([
    ['/lottery', 'Lottery'],
    ['/lottert', 'Lottery'],
    ['/seaLottery', 'SEA Lottery'],
    ['/sealottery', 'SEA Lottery'],
    ['/vnLottery', 'Vietnam Lottery'],
    ['/vnlottery', 'Vietnam Lottery'],
  ])('%s shows its lottery page (lazily) to a member', async (path, heading) => {
    renderAt(path, true);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Lottery games' })).toBeInTheDocument();
  });

  it('/seamless shows the seamless game page to a member', async () => {
    renderAt('/seamless', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'SEA Lottery' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('iframe')).toHaveAttribute('title', 'SEA Lottery 5D'));
  });

  it('going from one lottery page to another launches the new page’s game (the old panel’s close does not end it)', async () => {
    const router = renderAt('/lottery', true);
    await waitFor(() => expect(document.querySelector('iframe')).toHaveAttribute('title', 'Lotto 6/42'));
    await router.navigate('/vnLottery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vietnam Lottery' })).toBeVisible();
    await waitFor(() => expect(document.querySelector('iframe')).toHaveAttribute('title', 'North Vietnam Lotto'));
    expect(launchRequests.at(-1)).toMatchObject({ lottoGameCode: 'VN_NORTH', lottoArea: 'VN' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('iframe')).toHaveAttribute('title', 'North Vietnam Lotto');
  });

  it.each([
    ['EN', '/vnLottery', 'Vietnam Lottery', 'Lottery games', 'Open in a new tab'],
    ['TY', '/seaLottery', 'SEA Lotto', 'Mga laro ng lotto', 'Buksan sa bagong tab'],
  ] as const)('in %s the page waits for its lottery and game frame texts in the app language (no keys shown)', async (language, path, heading, list, newTab) => {
    await initI18n();
    await changeLanguage(language);
    try {
      renderAt(path, true, true);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await screen.findByRole('list', { name: list })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: newTab })).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/lottery_\w+|game_(loading|blocked|open_new_tab)/);
    } finally {
      await changeLanguage('EN');
    }
  });

  it('matches case-sensitively (only the spellings the spec names)', () => {
    renderAt('/LOTTERY', true);
    expect(screen.getByText('Not found')).toBeInTheDocument();
  });
});
