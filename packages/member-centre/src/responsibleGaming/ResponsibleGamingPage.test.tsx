import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResponsibleGamingMockState } from '@gamehall/api-client/mocks';
import { loggedInSession, renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { memberHandlers } from '../test/cashierFixtures';
import { rgHandlers } from '../test/responsibleGamingFixtures';
import { ResponsibleGamingPage } from './ResponsibleGamingPage';

startTestServer(memberHandlers());

afterEach(() => {
  sessionStorage.clear();
});

function renderPage(setup?: (state: ResponsibleGamingMockState) => void) {
  const session = loggedInSession();
  sessionStorage.setItem('token', session.token ?? '');
  const { handlers, state } = rgHandlers(setup);
  return { ...renderWithProviders(<ResponsibleGamingPage />, { route: '/member/responsibleGaming', preloadedState: { session }, handlers }), state };
}

describe('ResponsibleGamingPage (issue 12 responsible gaming)', () => {
  it('a first limit applies at once; a higher one is shown as waiting 24 h; a cut applies at once', async () => {
    const { user, state } = renderPage();
    const weekly = await screen.findByTestId('limit-weekly');
    await user.type(within(weekly).getByLabelText('New Weekly limit'), '1000.50');
    await user.click(within(weekly).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(within(weekly).getByRole('status')).toHaveTextContent('Your limit applies now.'));
    expect(state.settings('player1').limits[1]).toMatchObject({ amount: '1000.50' });

    await user.type(within(weekly).getByLabelText('New Weekly limit'), '3000');
    await user.click(within(weekly).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(within(weekly).getByRole('status')).toHaveTextContent('Saved. The higher limit applies on'));
    expect(await within(weekly).findByTestId('limit-weekly-pending')).toHaveTextContent('Rises to ₱3,000.00 on');
    expect(within(weekly).getAllByText('₱1,000.50').length).toBeGreaterThan(0);

    await user.type(within(weekly).getByLabelText('New Weekly limit'), '800');
    await user.click(within(weekly).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(within(weekly).queryByTestId('limit-weekly-pending')).not.toBeInTheDocument());
    expect(state.settings('player1').limits[1]).toMatchObject({ amount: '800.00' });
  });

  it('saves the reality-check interval when picked', async () => {
    const { user, state } = renderPage();
    await user.selectOptions(await screen.findByLabelText('Remind me every'), '60');
    expect(await screen.findByText('Reality check saved.')).toBeInTheDocument();
    expect(state.realityChecks.get('player1')).toBe(60);
  });

  it('a self-exclusion asks first, then starts and ends the session', async () => {
    const { user, state } = renderPage();
    await user.selectOptions(await screen.findByLabelText('Kind of break'), 'SELF_EXCLUSION');
    await user.selectOptions(screen.getByLabelText('Length'), '12');
    await user.click(screen.getByRole('button', { name: 'Start Self-exclusion' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('For 12 months');
    expect(dialog).toHaveTextContent('This logs you out now and cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(state.store.exclusions.size).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Start Self-exclusion' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, log me out' }));
    await waitFor(() => expect(state.store.exclusions.get('player1')?.kind).toBe('SELF_EXCLUSION'));
    expect(state.store.sessions.size).toBe(0);
  });
});
