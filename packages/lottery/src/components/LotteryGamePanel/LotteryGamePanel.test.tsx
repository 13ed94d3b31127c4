/**
 * The lottery game panel as a host of `@gamehall/play`'s game session (surface `panel`), with
 * the real session saga over the lottery mock platform: the launch it asks for, the money around
 * it, the game's messages, reload, new tab, language and leaving. The frame's own states are
 * play's, tested there too.
 */
import type { ReactElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, GAME_MESSAGE_SOURCE, request as platformRequest } from '@gamehall/api-client';
import { MOCK_ACCOUNTS, PlayMockState, envelope, failure, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { I18nProvider, changeLanguage, initI18n, loadNamespace } from '@gamehall/i18n';
import { gameSessionRequested, selectGameSession } from '@gamehall/play';
import { forgetMerchantWallet, gameSessionSaga } from '@gamehall/play/testing';
import { configureAppStore } from '@gamehall/shell';
import { type RenderWithProvidersResult, renderWithProviders, startTestServer, type SessionState, useGetBalanceQuery } from '@gamehall/shell/testing';
import { useGetLotteryRecentQuery } from '../../api/lotteryApi';
import { MOCK_GAME_ORIGIN, launchRequests, loggedInSession, lotteryHandlers, postGameMessage, storeSessionToken } from '../../test/lotteryFixtures';
import { LotteryGamePanel } from './LotteryGamePanel';

const server = startTestServer(lotteryHandlers());
const request = { vassalage: 'TCG_LOTTO_VN', lottoArea: 'VN', lottoPrizeMode: 'LOTT', lottoGameCode: 'VN_NORTH', lottoView: 'betting' } as const;
const seaRequest = { vassalage: 'TCG_SEA', lottoArea: 'SEA', lottoPrizeMode: 'SEA', lottoGameCode: 'SEA_5D', lottoView: 'lobby' } as const;

let balanceCalls = 0;
/** What the platform's balance answers now (a bet in the game changes it). */
let balanceNow = '1000.00';
let recentCalls = 0;

function BalanceProbe() {
  const { data } = useGetBalanceQuery();
  return <output aria-label="Balance">{data?.balance}</output>;
}

/** A store running play's game session saga; its `navigate` (saga context) moves the test's router. */
function sessionStore(session: SessionState) {
  const target: { router?: RenderWithProvidersResult['router'] } = {};
  const store = configureAppStore({
    preloadedState: { session },
    sagas: [gameSessionSaga],
    sagaContext: { navigate: (to: string) => void target.router?.navigate(to) },
  });
  return { store, target };
}

/** Renders `ui` over a session store as `session` at `route`. */
function renderHost(ui: ReactElement, session: SessionState = loggedInSession(), route = '/vnLottery', reactStrictMode = false) {
  storeSessionToken(session);
  const { store, target } = sessionStore(session);
  const view = renderWithProviders(ui, { route, store, reactStrictMode });
  target.router = view.router;
  return view;
}

function renderPanel(route = '/vnLottery') {
  server.use(
    http.get('*/wps/v2/wallets/balance', () => {
      balanceCalls += 1;
      return envelope({ balance: balanceNow, currency: 'PHP', currencySymbol: '₱' });
    }),
  );
  return renderHost(
    <>
      <BalanceProbe />
      <LotteryGamePanel title="North Vietnam Lotto" request={request} />
    </>,
    loggedInSession(),
    route,
  );
}

async function launchedFrame() {
  await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
  // The frame's message listener is attached in an effect after the frame is in the DOM: let
  // React run the pending effects before a test posts a game message.
  await act(async () => undefined);
  return document.querySelector('iframe')!;
}

beforeEach(() => {
  balanceCalls = 0;
  recentCalls = 0;
  balanceNow = '1000.00';
  launchRequests.length = 0;
  // The page remembers the merchant's wallet mode; each test serves its own.
  forgetMerchantWallet();
});

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('LotteryGamePanel', () => {
  it('launches with the spec §7 lottery query shape; the back URL is the page without its query', async () => {
    window.history.replaceState(null, '', '/vnLottery?gameCode=VN_NORTH');
    const { store } = renderPanel();
    await launchedFrame();
    expect(launchRequests).toEqual([
      {
        launchMode: 'LOTT',
        lottoArea: 'VN',
        lottoPrizeMode: 'LOTT',
        lottoGameCode: 'VN_NORTH',
        lottoView: 'betting',
        device: expect.stringMatching(/^(WEB|H5)$/) as unknown,
        backUrl: `${window.location.origin}/vnLottery`,
        language: 'EN',
        vassalage: 'TCG_LOTTO_VN',
      },
    ]);
    expect(selectGameSession(store.getState())).toMatchObject({ surface: 'panel', title: 'North Vietnam Lotto', request: { closePath: '/' } });
  });

  it('refreshes the header balance when the game reports a bet, and goes home when it closes', async () => {
    const { router, store } = renderPanel();
    await launchedFrame();
    expect(await screen.findByLabelText('Balance')).toHaveTextContent('1000.00');
    postGameMessage(document.body, { source: GAME_MESSAGE_SOURCE, type: 'ready', balance: '1000.00' });
    balanceNow = '990.00';
    postGameMessage(document.body, { source: GAME_MESSAGE_SOURCE, type: 'balance', balance: '990.00' });
    await waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent('990.00'));
    postGameMessage(document.body, { source: GAME_MESSAGE_SOURCE, type: 'close' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(selectGameSession(store.getState())).toBeNull();
    // One launch: the lottery texts loading or the session's re-renders did not relaunch the game.
    expect(launchRequests).toHaveLength(1);
  });

  it('ignores messages from other origins and malformed messages', async () => {
    const { router } = renderPanel();
    await launchedFrame();
    await waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent('1000.00'));
    const readsBefore = balanceCalls;
    postGameMessage(document.body, { source: GAME_MESSAGE_SOURCE, type: 'close' }, 'https://evil.example');
    postGameMessage(document.body, { source: 'other', type: 'close' }, MOCK_GAME_ORIGIN);
    postGameMessage(document.body, { source: GAME_MESSAGE_SOURCE, type: 'balance', balance: 990 }, MOCK_GAME_ORIGIN);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/vnLottery');
    expect(balanceCalls).toBe(readsBefore);
  });

  it('"open in a new tab" launches again (single-use token) into a tab opened at the click', async () => {
    const tab = { opener: {} as unknown, closed: false, location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderPanel();
    const frame = await launchedFrame();
    const firstUrl = frame.getAttribute('src');
    await user.click(screen.getByRole('button', { name: 'Open in a new tab' }));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/games\.gamehall\.test\/play\/\?token=/)));
    expect(tab.location.replace).not.toHaveBeenCalledWith(firstUrl);
    expect(tab.opener).toBeNull();
    expect(launchRequests).toHaveLength(2);
    expect(await screen.findByText('The game is open in a new tab.')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play here instead' }));
    await launchedFrame();
    expect(launchRequests).toHaveLength(3);
  });

  it('"open in a new tab" blocked by the browser offers a link and never navigates the site away', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, href: window.location.href });
    const { user } = renderPanel();
    await launchedFrame();
    await user.click(screen.getByRole('button', { name: 'Open in a new tab' }));
    expect(await screen.findByText('Your browser blocked the new tab. Open the game with the button below.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open in a new tab' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/games\.gamehall\.test\/play\/\?token=/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(assign).not.toHaveBeenCalled();
    expect(launchRequests).toHaveLength(2);
  });

  it('reload launches again with a new token', async () => {
    const { user } = renderPanel();
    const first = (await launchedFrame()).getAttribute('src');
    await user.click(screen.getByRole('button', { name: 'Reload the game' }));
    await waitFor(() => expect(document.querySelector('iframe')?.getAttribute('src')).not.toBe(first));
    expect(launchRequests).toHaveLength(2);
  });

  it('a changed request (another game or view) launches again', async () => {
    const { rerender } = renderHost(<LotteryGamePanel title="North Vietnam Lotto" request={request} />);
    await launchedFrame();
    rerender(<LotteryGamePanel title="North Vietnam Lotto" request={{ ...request, lottoView: 'lobby' }} />);
    await waitFor(() => expect(document.querySelector('iframe')?.getAttribute('src')).toContain('view=lobby'));
    rerender(<LotteryGamePanel title="South Vietnam Lotto" request={{ ...request, lottoGameCode: 'VN_SOUTH', lottoView: 'lobby' }} />);
    await waitFor(() => expect(document.querySelector('iframe')?.getAttribute('src')).toContain('game=VN_SOUTH'));
    expect(launchRequests.map((body) => [body.lottoGameCode, body.lottoView])).toEqual([
      ['VN_NORTH', 'betting'],
      ['VN_NORTH', 'lobby'],
      ['VN_SOUTH', 'lobby'],
    ]);
    // The title alone does not relaunch.
    rerender(<LotteryGamePanel title="Miền Nam" request={{ ...request, lottoGameCode: 'VN_SOUTH', lottoView: 'lobby' }} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(launchRequests).toHaveLength(3);
  });

  it('a language change launches the game again in the new language', async () => {
    await initI18n();
    await Promise.all([loadNamespace('lottery'), loadNamespace('play')]);
    const session = loggedInSession();
    storeSessionToken(session);
    const { store } = sessionStore(session);
    const router = createMemoryRouter([{ path: '*', element: <LotteryGamePanel title="North Vietnam Lotto" request={request} /> }], { initialEntries: ['/vnLottery'] });
    render(
      <I18nProvider>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </I18nProvider>,
    );
    try {
      await launchedFrame();
      expect(launchRequests).toEqual([expect.objectContaining({ language: 'EN' })]);
      await act(() => changeLanguage('TY'));
      await waitFor(() => expect(launchRequests).toEqual([expect.objectContaining({ language: 'EN' }), expect.objectContaining({ language: 'TY' })]));
      expect(await screen.findByRole('button', { name: 'Buksan sa bagong tab' })).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('EN'));
    }
  });

  it('a launch refreshes the member’s recent lottery games', async () => {
    server.use(
      http.get('*/lgw/vn/games/game_menu/recent', () => {
        recentCalls += 1;
        return envelope({ list: [], pageNo: 1, pageSize: 12, totalPages: 0, total: 0 });
      }),
    );
    function RecentProbe() {
      useGetLotteryRecentQuery({ prizeMode: 'LOTT', device: 'WEB', language: 'EN' });
      return null;
    }
    const { user } = renderHost(
      <>
        <RecentProbe />
        <LotteryGamePanel title="North Vietnam Lotto" request={request} />
      </>,
    );
    await launchedFrame();
    await waitFor(() => expect(recentCalls).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Reload the game' }));
    await waitFor(() => expect(recentCalls).toBe(3));
    expect(launchRequests).toHaveLength(2);
  });

  it('a refused (trial) account launches nothing and says why', async () => {
    renderHost(<LotteryGamePanel title="North Vietnam Lotto" request={request} refused />, loggedInSession('trial01', 4));
    expect(screen.getByRole('alert')).toHaveTextContent('Please use a real account for this action');
    expect(screen.getByRole('button', { name: 'Reload the game' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Open in a new tab' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(launchRequests).toEqual([]);
  });
});

describe('LotteryGamePanel beside the lobby’s game popup', () => {
  const popupGame = gameSessionRequested({
    title: 'SEA Lottery 5D',
    vassalage: 'TCG_SEA',
    launch: { endpoint: 'launchGame', body: { launchMode: 'LOTT', ...seaRequest } },
    surface: 'popup',
  });

  it('a popup game replaces the panel’s; the panel offers to play here again and does not end the popup’s game when left', async () => {
    const { store, user, unmount } = renderHost(<LotteryGamePanel title="North Vietnam Lotto" request={request} />);
    await launchedFrame();
    act(() => {
      store.dispatch(popupGame);
    });
    await waitFor(() => expect(document.querySelector('iframe')).toBeNull());
    expect(selectGameSession(store.getState())?.surface).toBe('popup');

    // Reload here launches the panel's own game (not the popup's again).
    await user.click(screen.getByRole('button', { name: 'Reload the game' }));
    await waitFor(() => expect(selectGameSession(store.getState())).toMatchObject({ surface: 'panel', request: { launch: { body: { lottoGameCode: 'VN_NORTH' } } } }));
    await launchedFrame();

    act(() => {
      store.dispatch(popupGame);
    });
    expect(await screen.findByRole('button', { name: 'Play here instead' })).toBeInTheDocument();
    unmount();
    expect(selectGameSession(store.getState())).toMatchObject({ surface: 'popup', title: 'SEA Lottery 5D' });
    // The popup's game goes on launching (and is not left half way into the next test).
    await waitFor(() => expect(selectGameSession(store.getState())).toMatchObject({ surface: 'popup', phase: 'loading' }));
  });

  it('a panel mounted under the popup’s game leaves it alone', async () => {
    const session = loggedInSession();
    storeSessionToken(session);
    const { store } = sessionStore(session);
    store.dispatch(popupGame);
    renderWithProviders(<LotteryGamePanel title="North Vietnam Lotto" request={request} />, { route: '/vnLottery', store });
    expect(await screen.findByRole('button', { name: 'Play here instead' })).toBeInTheDocument();
    await waitFor(() => expect(selectGameSession(store.getState())).toMatchObject({ surface: 'popup', phase: 'loading' }));
    expect(launchRequests.map((body) => body.lottoGameCode)).toEqual(['SEA_5D']);
  });
});

describe('LotteryGamePanel on a transfer-wallet merchant (spec §7 GCS_walletTransfer)', () => {
  /** Serves a transfer-wallet merchant; player1 holds `main` and `vendorWallets`. */
  function transferMerchant(main: string, vendorWallets?: Record<string, string>) {
    const play = new PlayMockState(makeMockCatalogue({ gamesPerVendor: 2 }), { isSingle: false });
    const accounts = MOCK_ACCOUNTS.map((account) => (account.account === 'player1' ? { ...account, balance: main, ...(vendorWallets ? { vendorWallets } : {}) } : account));
    server.use(...lotteryHandlers({ play, accounts }));
    return play;
  }
  const movesOf = (play: PlayMockState) => [...play.transfers.values()].map((t) => `${t.direction} ${t.vassalage}`);
  const wallets = async () => {
    const balance = await platformRequest('balance');
    return { main: balance.mainBalance, vendors: Object.fromEntries((balance.vendorWallets ?? []).map((w) => [w.vassalage, w.balance])) };
  };

  it('moves the money into the game’s vendor wallet before the launch, and back when the page is left', async () => {
    const play = transferMerchant('900.00', { EVO: '100.00' });
    const view = renderHost(<LotteryGamePanel title="SEA Lottery 5D" request={seaRequest} />, loggedInSession(), '/seamless');
    await launchedFrame();
    // Another vendor's money first (read from the balance), then all of main into TCG_SEA, then the launch.
    expect(movesOf(play)).toEqual(['OUT EVO', 'IN TCG_SEA']);
    expect(launchRequests).toHaveLength(1);
    expect(await wallets()).toEqual({ main: '0.00', vendors: { TCG_SEA: '1000.00' } });
    view.unmount();
    await waitFor(() => expect(movesOf(play)).toEqual(['OUT EVO', 'IN TCG_SEA', 'OUT TCG_SEA']));
    expect(await wallets()).toEqual({ main: '1000.00', vendors: {} });
  });

  it('the game’s close button brings the money back and goes home', async () => {
    const play = transferMerchant('1000.00');
    const { router } = renderHost(<LotteryGamePanel title="SEA Lottery 5D" request={seaRequest} />, loggedInSession(), '/seamless');
    await launchedFrame();
    postGameMessage(document.body, { source: GAME_MESSAGE_SOURCE, type: 'close' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(movesOf(play)).toEqual(['IN TCG_SEA', 'OUT TCG_SEA']));
    expect(await wallets()).toEqual({ main: '1000.00', vendors: {} });
    expect(launchRequests).toHaveLength(1);
  });

  it('under StrictMode (as in the app) the panel ends up with one game and the money in its wallet; leaving brings it back', async () => {
    const play = transferMerchant('1000.00');
    const view = renderHost(<LotteryGamePanel title="SEA Lottery 5D" request={seaRequest} />, loggedInSession(), '/seamless', true);
    await launchedFrame();
    expect(selectGameSession(view.store.getState())).toMatchObject({ surface: 'panel', phase: 'loading' });
    await waitFor(async () => expect(await wallets()).toEqual({ main: '0.00', vendors: { TCG_SEA: '1000.00' } }));
    view.unmount();
    await waitFor(async () => expect(await wallets()).toEqual({ main: '1000.00', vendors: {} }));
    expect(movesOf(play).at(-1)).toBe('OUT TCG_SEA');
  });

  it('shows the platform’s message and does not launch when the money cannot go in', async () => {
    transferMerchant('1000.00');
    server.use(http.post('*/wps/relay/GCS_walletTransfer', () => failure('Wallet service is busy', ERROR_CODES.internal)));
    renderHost(<LotteryGamePanel title="SEA Lottery 5D" request={seaRequest} />, loggedInSession(), '/seamless');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wallet service is busy');
    expect(launchRequests).toEqual([]);
  });
});
