import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, GAME_MESSAGE_SOURCE, request as platformRequest } from '@gamehall/api-client';
import { MOCK_ACCOUNTS, PlayMockState, envelope, failure, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { forgetMerchantWallet, useGetBalanceQuery } from '@gamehall/shell';
import { renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { MOCK_GAME_ORIGIN, launchRequests, loggedInSession, lotteryHandlers, postGameMessage, storeSessionToken } from '../../test/lotteryFixtures';
import { LotteryGamePanel } from './LotteryGamePanel';

const server = startTestServer(lotteryHandlers());
const request = { vassalage: 'TCG_LOTTO_VN', lottoArea: 'VN', lottoPrizeMode: 'LOTT', lottoGameCode: 'VN_NORTH', lottoView: 'betting' } as const;

let balanceCalls = 0;
/** What the platform's balance answers now (a bet in the game changes it). */
let balanceNow = '1000.00';

function BalanceProbe() {
  const { data } = useGetBalanceQuery();
  return <output aria-label="Balance">{data?.balance}</output>;
}

function renderPanel(route = '/vnLottery') {
  const session = loggedInSession();
  storeSessionToken(session);
  server.use(
    http.get('*/wps/v2/wallets/balance', () => {
      balanceCalls += 1;
      return envelope({ balance: balanceNow, currency: 'PHP', currencySymbol: '₱' });
    }),
  );
  return renderWithProviders(
    <>
      <BalanceProbe />
      <LotteryGamePanel title="North Vietnam Lotto" request={request} />
    </>,
    { route, preloadedState: { session } },
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
  balanceNow = '1000.00';
  launchRequests.length = 0;
  // The page remembers the merchant's wallet mode; each test serves its own.
  forgetMerchantWallet();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LotteryGamePanel', () => {
  it('launches with the spec §7 lottery query shape', async () => {
    renderPanel();
    await launchedFrame();
    expect(launchRequests).toEqual([
      expect.objectContaining({
        launchMode: 'LOTT',
        lottoArea: 'VN',
        lottoPrizeMode: 'LOTT',
        lottoGameCode: 'VN_NORTH',
        lottoView: 'betting',
        device: expect.stringMatching(/^(WEB|H5)$/) as unknown,
        backUrl: `${window.location.origin}/`,
        language: 'EN',
        vassalage: 'TCG_LOTTO_VN',
      }),
    ]);
  });

  it("refreshes the header balance when the game reports a bet, and goes home when it closes", async () => {
    const { router } = renderPanel();
    await launchedFrame();
    expect(await screen.findByLabelText('Balance')).toHaveTextContent('1000.00');
    postGameMessage(document.body, { source: GAME_MESSAGE_SOURCE, type: 'ready', balance: '1000.00' });
    balanceNow = '990.00';
    postGameMessage(document.body, { source: GAME_MESSAGE_SOURCE, type: 'balance', balance: '990.00' });
    await waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent('990.00'));
    postGameMessage(document.body, { source: GAME_MESSAGE_SOURCE, type: 'close' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
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
});

describe('LotteryGamePanel on a transfer-wallet merchant (spec §7 GCS_walletTransfer)', () => {
  const seaRequest = { vassalage: 'TCG_SEA', lottoArea: 'SEA', lottoPrizeMode: 'SEA', lottoGameCode: 'SEA_5D', lottoView: 'lobby' } as const;

  /** Serves a transfer-wallet merchant; player1 holds `main` and `vendorWallets`. */
  function transferMerchant(main: string, vendorWallets?: Record<string, string>) {
    const play = new PlayMockState(makeMockCatalogue({ gamesPerVendor: 2 }), { isSingle: false });
    const accounts = MOCK_ACCOUNTS.map((account) => (account.account === 'player1' ? { ...account, balance: main, ...(vendorWallets ? { vendorWallets } : {}) } : account));
    const session = loggedInSession();
    server.use(...lotteryHandlers({ play, accounts }));
    storeSessionToken(session);
    return { play, session };
  }
  const movesOf = (play: PlayMockState) => [...play.transfers.values()].map((t) => `${t.direction} ${t.vassalage}`);
  const wallets = async () => {
    const balance = await platformRequest('balance');
    return { main: balance.mainBalance, vendors: Object.fromEntries((balance.vendorWallets ?? []).map((w) => [w.vassalage, w.balance])) };
  };

  it('moves the money into the game’s vendor wallet before the launch, and back when the page is left', async () => {
    const { play, session } = transferMerchant('900.00', { EVO: '100.00' });
    const view = renderWithProviders(<LotteryGamePanel title="SEA Lottery 5D" request={seaRequest} />, { route: '/seamless', preloadedState: { session } });
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
    const { play, session } = transferMerchant('1000.00');
    const { router } = renderWithProviders(<LotteryGamePanel title="SEA Lottery 5D" request={seaRequest} />, { route: '/seamless', preloadedState: { session } });
    await launchedFrame();
    postGameMessage(document.body, { source: GAME_MESSAGE_SOURCE, type: 'close' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(movesOf(play)).toEqual(['IN TCG_SEA', 'OUT TCG_SEA']));
    expect(await wallets()).toEqual({ main: '1000.00', vendors: {} });
    // One launch: the lottery texts finishing loading did not relaunch (and replace) the game.
    expect(launchRequests).toHaveLength(1);
  });

  it('shows the platform’s message and does not launch when the money cannot go in', async () => {
    const { session } = transferMerchant('1000.00');
    server.use(http.post('*/wps/relay/GCS_walletTransfer', () => failure('Wallet service is busy', ERROR_CODES.internal)));
    renderWithProviders(<LotteryGamePanel title="SEA Lottery 5D" request={seaRequest} />, { route: '/seamless', preloadedState: { session } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Wallet service is busy');
    expect(launchRequests).toEqual([]);
  });
});
