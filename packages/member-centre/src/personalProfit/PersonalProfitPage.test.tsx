import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CashierMockState, RewardsMockState } from '@gamehall/api-client/mocks';
import { loggedInSession, renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { memberHandlers } from '../test/cashierFixtures';
import { periodRange } from '../model/periods';
import { PersonalProfitPage } from './PersonalProfitPage';

startTestServer(memberHandlers());

afterEach(() => {
  sessionStorage.clear();
});

const DAY = 86_400_000;

describe('PersonalProfitPage (spec §2 personalProfit)', () => {
  it('asks for each period’s UTC days and shows its figures per category with totals', async () => {
    const rewards = new RewardsMockState({ seedPlayer1: false });
    const now = Date.now();
    rewards.addBet('player1', 'RNG', '100.00', '250.50', now);
    rewards.addBet('player1', 'LIVE', '20.00', '0.00', now);
    rewards.addBet('player1', 'RNG', '999.00', '0.00', now - 3 * DAY);
    const asked: { from: string | null; to: string | null }[] = [];
    const spy = http.get('*/wps/v2/profit', ({ request }) => {
      const url = new URL(request.url);
      asked.push({ from: url.searchParams.get('from'), to: url.searchParams.get('to') });
      return undefined;
    });
    const session = loggedInSession();
    sessionStorage.setItem('token', session.token ?? '');
    const { user } = renderWithProviders(<PersonalProfitPage />, {
      route: '/member/personalProfit',
      preloadedState: { session },
      handlers: [spy, ...memberHandlers(new CashierMockState({ seedPlayer1: false }), { rewards })],
    });
    const table = await screen.findByRole('table', { name: 'By game category' });
    expect(asked[0]).toEqual(periodRange('today', new Date()));
    // The currency symbol comes with the site settings (they may answer after the figures).
    await waitFor(() => expect(within(table).getByRole('row', { name: /^Slots/ })).toHaveTextContent(/^Slots1₱100\.00₱100\.00₱250\.50\+₱150\.50$/));
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent(/^Total2₱120\.00₱120\.00₱250\.50\+₱130\.50$/);

    await user.click(screen.getByRole('tab', { name: 'Last 7 days' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'By game category' })).getByRole('row', { name: /^Total/ })).toHaveTextContent(/^Total3/));
    expect(asked.at(-1)).toEqual(periodRange('last7', new Date()));

    await user.click(screen.getByRole('tab', { name: 'Yesterday' }));
    expect(await screen.findByText('No bets in this period')).toBeInTheDocument();
  });

  it('asks for a custom range once it is valid', async () => {
    const asked: string[] = [];
    const spy = http.get('*/wps/v2/profit', ({ request }) => {
      asked.push(new URL(request.url).search);
      return undefined;
    });
    const session = loggedInSession();
    sessionStorage.setItem('token', session.token ?? '');
    const { user } = renderWithProviders(<PersonalProfitPage />, { route: '/member/personalProfit', preloadedState: { session }, handlers: [spy, ...memberHandlers()] });
    await screen.findByRole('table', { name: 'By game category' });
    await user.click(screen.getByRole('tab', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.clear(to);
    await user.type(to, '2026-06-30');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at most 92 days.');
    await user.clear(to);
    await user.type(to, '2026-01-31');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?from=2026-01-01&to=2026-01-31'));
    expect(screen.getByText('2026-01-01 to 2026-01-31 (UTC days)')).toBeInTheDocument();
  });
});
