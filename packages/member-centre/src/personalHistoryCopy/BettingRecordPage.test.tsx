import { screen, waitFor, within } from '@testing-library/react';
import { type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedInSession, renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { memberHandlers } from '../test/cashierFixtures';
import { BettingRecordPage } from './BettingRecordPage';

startTestServer(memberHandlers());

afterEach(() => {
  sessionStorage.clear();
});

function renderPage(handlers: HttpHandler[] = memberHandlers()) {
  const session = loggedInSession();
  sessionStorage.setItem('token', session.token ?? '');
  return renderWithProviders(<BettingRecordPage />, { route: '/member/personalHistoryCopy', preloadedState: { session }, handlers });
}

describe('BettingRecordPage (spec §2 personalHistoryCopy)', () => {
  it('lists the bets newest first with stake, payout, signed win/loss and outcome, 20 a page', async () => {
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: 'Bets' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    const times = rows.map((row) => Date.parse(row.querySelector('time')?.getAttribute('datetime') ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await waitFor(() => expect(within(list).getAllByText(/^Stake: ₱/).length).toBe(20));
    expect(within(list).getAllByText('Lost').length).toBeGreaterThan(0);
    expect(within(list).getAllByText('Won').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Bets' })).getAllByRole('listitem')).toHaveLength(4));
  });

  it('filters by game type and vendor on the server', async () => {
    const { user } = renderPage();
    await screen.findByRole('list', { name: 'Bets' });
    // The game types and vendors come from the game menus, which may answer after the bets.
    const gameType = screen.getByLabelText('Game type');
    await waitFor(() => expect(gameType.querySelector('option[value="LIVE"]')).not.toBeNull());
    await user.selectOptions(gameType, 'LIVE');
    const vendor = screen.getByLabelText('Provider');
    await waitFor(() => expect(vendor.querySelector('option[value="EVO"]')).not.toBeNull());
    expect(within(vendor).queryByRole('option', { name: 'PG Soft' })).not.toBeInTheDocument();
    await user.selectOptions(vendor, 'EVO');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const rows = within(screen.getByRole('list', { name: 'Bets' })).getAllByRole('listitem');
      for (const row of rows) expect(row).toHaveTextContent('Evolution Live');
    });
  });

  it('refuses a day range that ends before it starts, and shows an empty range as no data', async () => {
    const { user } = renderPage();
    await screen.findByRole('list', { name: 'Bets' });
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-01-01');
    await user.clear(from);
    await user.type(from, '2026-01-02');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/no data/i)).toBeInTheDocument();
  });
});
