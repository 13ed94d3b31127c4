import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedInSession, renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { memberHandlers } from '../test/cashierFixtures';
import { addWithdrawal, withdrawState } from '../test/withdrawFixtures';
import { WithdrawPage } from '../withdraw/WithdrawPage';
import { useRefreshOnNotification } from './useRefreshOnNotification';

startTestServer(memberHandlers());

afterEach(() => {
  sessionStorage.clear();
});

/** The withdraw page as the member centre shows it (with the hook the layout calls). */
function Page() {
  useRefreshOnNotification();
  return <WithdrawPage />;
}

describe('useRefreshOnNotification (spec §4 notifications)', () => {
  it('reads the withdrawals again when a notification arrives: a paid-out one offers its answers without a reload', async () => {
    const state = withdrawState('ready');
    const pending = addWithdrawal(state, { status: 'PENDING', amount: '100.00' });
    const session = loggedInSession();
    sessionStorage.setItem('token', session.token ?? '');
    const { store } = renderWithProviders(<Page />, { route: '/member/withdraw', preloadedState: { session }, handlers: memberHandlers(state) });
    const row = await screen.findByTestId(`withdrawal-${pending.withdrawalId}`);
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Received' })).not.toBeInTheDocument();

    // The operator pays it out; the socket brings WITHDRAWAL_APPROVED.
    const now = state.now();
    const stored = state.withdrawals.find((w) => w.value.withdrawalId === pending.withdrawalId);
    if (!stored) throw new Error('withdrawal not in the mock state');
    stored.value = { ...stored.value, status: 'PAID', paidAt: new Date(now).toISOString(), confirmBy: new Date(now + 30 * 60_000).toISOString() };
    store.dispatch({ type: 'notifications/notificationReceived', payload: { memberId: 1, messageId: 99, kind: 'WITHDRAWAL_APPROVED', amount: '100.00', reference: pending.withdrawalId } });

    const paid = await screen.findByRole('group', { name: 'Did ₱100.00 arrive?' });
    expect(within(paid).getByRole('button', { name: 'Received' })).toBeInTheDocument();
    expect(within(screen.getByTestId(`withdrawal-${pending.withdrawalId}`)).getByText('Paid out')).toBeInTheDocument();
  });
});
