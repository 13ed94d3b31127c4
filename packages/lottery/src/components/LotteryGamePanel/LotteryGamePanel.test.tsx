import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_MESSAGE_SOURCE } from '@gamehall/api-client';
import { envelope } from '@gamehall/api-client/mocks';
import { useGetBalanceQuery } from '@gamehall/shell';
import { renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { MOCK_GAME_ORIGIN, launchRequests, loggedInSession, lotteryHandlers, postGameMessage, storeSessionToken } from '../../test/lotteryFixtures';
import { LotteryGamePanel } from './LotteryGamePanel';

const server = startTestServer(lotteryHandlers());
const request = { lottoArea: 'VN', lottoPrizeMode: 'LOTT', lottoGameCode: 'VN_NORTH', lottoView: 'betting' } as const;

let balanceCalls = 0;

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
      return envelope({ balance: balanceCalls === 1 ? '1000.00' : '990.00', currency: 'PHP', currencySymbol: '₱' });
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
  return document.querySelector('iframe')!;
}

beforeEach(() => {
  balanceCalls = 0;
  launchRequests.length = 0;
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
      }),
    ]);
  });

  it("refreshes the header balance when the game reports a bet, and goes home when it closes", async () => {
    const { router } = renderPanel();
    await launchedFrame();
    expect(await screen.findByLabelText('Balance')).toHaveTextContent('1000.00');
    postGameMessage(document.body, { source: GAME_MESSAGE_SOURCE, type: 'ready', balance: '1000.00' });
    postGameMessage(document.body, { source: GAME_MESSAGE_SOURCE, type: 'balance', balance: '990.00' });
    await waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent('990.00'));
    postGameMessage(document.body, { source: GAME_MESSAGE_SOURCE, type: 'close' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('ignores messages from other origins and malformed messages', async () => {
    const { router } = renderPanel();
    await launchedFrame();
    await screen.findByLabelText('Balance');
    postGameMessage(document.body, { source: GAME_MESSAGE_SOURCE, type: 'close' }, 'https://evil.example');
    postGameMessage(document.body, { source: 'other', type: 'close' }, MOCK_GAME_ORIGIN);
    postGameMessage(document.body, { source: GAME_MESSAGE_SOURCE, type: 'balance', balance: 990 }, MOCK_GAME_ORIGIN);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/vnLottery');
    expect(balanceCalls).toBe(1);
  });

  it('"open in a new tab" launches again (single-use token) into a tab opened at the click', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderPanel();
    const frame = await launchedFrame();
    const firstUrl = frame.getAttribute('src');
    await user.click(screen.getByRole('button', { name: 'Open in a new tab' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toMatch(/^https:\/\/games\.gamehall\.test\/play\/\?token=/));
    expect(tab.location.href).not.toBe(firstUrl);
    expect(tab.opener).toBeNull();
    expect(launchRequests).toHaveLength(2);
    expect(await screen.findByText('The game is open in a new tab.')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play here instead' }));
    await launchedFrame();
    expect(launchRequests).toHaveLength(3);
  });

  it('reload launches again with a new token', async () => {
    const { user } = renderPanel();
    const first = (await launchedFrame()).getAttribute('src');
    await user.click(screen.getByRole('button', { name: 'Reload the game' }));
    await waitFor(() => expect(document.querySelector('iframe')?.getAttribute('src')).not.toBe(first));
    expect(launchRequests).toHaveLength(2);
  });
});
