import { screen, waitFor, within } from '@testing-library/react';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { readRequestBody } from '@gamehall/api-client/mocks';
import type { CashierMockState } from '@gamehall/api-client/mocks';
import { loggedInSession, renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { memberHandlers } from '../test/cashierFixtures';
import { everyWithdrawalStatus, withdrawState } from '../test/withdrawFixtures';
import { WithdrawPage } from './WithdrawPage';

startTestServer(memberHandlers());

afterEach(() => {
  sessionStorage.clear();
});

function renderPage(state: CashierMockState, handlers: HttpHandler[] = []) {
  const session = loggedInSession();
  sessionStorage.setItem('token', session.token ?? '');
  return renderWithProviders(<WithdrawPage />, { route: '/member/withdraw', preloadedState: { session }, handlers: [...handlers, ...memberHandlers(state)] });
}

describe('WithdrawPage (spec §2 withdraw)', () => {
  it('asks for a payment password first, then for a payout account', async () => {
    const state = withdrawState('noPassword');
    const { user } = renderPage(state);
    await user.type(await screen.findByLabelText('Payment password'), '24681');
    await user.click(screen.getByRole('button', { name: 'Save payment password' }));
    expect(await screen.findByText('6 digits', { selector: '[role="alert"]' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Payment password'), '0');
    await user.type(screen.getByLabelText('Enter it again'), '246810');
    await user.click(screen.getByRole('button', { name: 'Save payment password' }));
    expect(await screen.findByRole('heading', { name: 'Add a payout account' })).toBeInTheDocument();
    expect(screen.getByText('Your payment password is set.')).toHaveAttribute('role', 'status');
    expect(state.paymentPasswords.get('player1')).toBe('246810');
  });

  it('checks the account number against the method’s format, then binds the account and shows the withdraw form', async () => {
    const state = withdrawState('noAccount');
    const { user } = renderPage(state);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Bank or e-wallet' }), 'GCASH');
    await user.type(screen.getByLabelText("Account holder's name"), 'Juan Dela Cruz');
    await user.type(screen.getByLabelText('Account number'), '12345678');
    await user.type(screen.getByLabelText('Payment password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('This is not a valid GCash account number')).toBeInTheDocument();
    expect(state.payoutAccounts).toHaveLength(0);
    await user.clear(screen.getByLabelText('Account number'));
    await user.type(screen.getByLabelText('Account number'), '09171112222');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByRole('combobox', { name: 'Send to' })).toHaveDisplayValue('GCash •••••••2222 (Juan Dela Cruz)');
    expect(state.payoutAccounts.at(-1)?.value).toMatchObject({ methodCode: 'GCASH', accountName: 'Juan Dela Cruz', accountNumber: '09171112222' });
  });

  it('withdraws: the money leaves the balance and the withdrawal is listed as pending', async () => {
    const state = withdrawState('ready');
    const { user } = renderPage(state);
    await user.type(await screen.findByLabelText('Amount'), '200');
    await user.type(screen.getByLabelText('Payment password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Withdraw now' }));
    expect(await screen.findByText("Your withdrawal of ₱200.00 was sent. It waits for the operator's approval.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('withdraw-available')).toHaveTextContent('₱800.00'));
    const created = state.withdrawals.at(-1)?.value;
    expect(created).toMatchObject({ amount: '200.00', status: 'PENDING' });
    const row = await screen.findByTestId(`withdrawal-${created?.withdrawalId ?? ''}`);
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment password')).toHaveValue('');
  });

  it('shows a wrong payment password under its field and sends nothing more', async () => {
    const state = withdrawState('ready');
    const before = state.withdrawals.length;
    const { user } = renderPage(state);
    await user.type(await screen.findByLabelText('Amount'), '200');
    await user.type(screen.getByLabelText('Payment password'), '111111');
    await user.click(screen.getByRole('button', { name: 'Withdraw now' }));
    expect(await screen.findByText('The payment password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment password')).toHaveAttribute('aria-invalid', 'true');
    expect(state.withdrawals).toHaveLength(before);
  });

  it('retries a withdrawal that got no answer with the same requestId, so it is made once', async () => {
    const state = withdrawState('ready');
    const before = state.withdrawals.length;
    const requestIds: string[] = [];
    const flaky = http.post('*/wps/v2/withdraw', async ({ request }) => {
      const body = (await readRequestBody(request.clone(), 'encrypted')) as { requestId: string };
      requestIds.push(body.requestId);
      // The first call is lost; later ones reach the mock platform.
      return requestIds.length === 1 ? Response.error() : undefined;
    });
    const { user } = renderPage(state, [flaky]);
    await user.type(await screen.findByLabelText('Amount'), '300');
    await user.type(screen.getByLabelText('Payment password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Withdraw now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/network/i);
    await user.type(screen.getByLabelText('Payment password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Withdraw now' }));
    expect(await screen.findByText(/Your withdrawal of ₱300.00 was sent/)).toBeInTheDocument();
    expect(requestIds).toHaveLength(2);
    expect(requestIds[1]).toBe(requestIds[0]);
    expect(state.withdrawals).toHaveLength(before + 1);
  });
});

describe('WithdrawalList confirmation (spec §4)', () => {
  it('records "received" after the confirm', async () => {
    const { state, paid } = everyWithdrawalStatus();
    const { user } = renderPage(state);
    await user.click(within(await screen.findByRole('group', { name: 'Did ₱400.00 arrive?' })).getByRole('button', { name: 'Received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Did you receive ₱400.00?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Thank you. Your answer is recorded: Received.')).toBeInTheDocument();
    expect(state.withdrawals.find((w) => w.value.withdrawalId === paid.withdrawalId)?.value.status).toBe('RECEIVED');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Did ₱400.00 arrive?' })).not.toBeInTheDocument());
  });

  it('"partly received" takes an amount above 0 and below the withdrawal', async () => {
    const { state, paid } = everyWithdrawalStatus();
    const { user } = renderPage(state);
    await user.click(within(await screen.findByRole('group', { name: 'Did ₱400.00 arrive?' })).getByRole('button', { name: 'Partly received' }));
    const dialog = await screen.findByRole('dialog', { name: 'How much of ₱400.00 arrived?' });
    const field = within(dialog).getByLabelText('Amount received');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Enter the amount you received')).toBeInTheDocument();
    await user.type(field, '400');
    expect(await within(dialog).findByText('More than 0 and less than ₱400.00', { selector: '[role="alert"]' })).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '0');
    expect(await within(dialog).findByText('More than 0 and less than ₱400.00', { selector: '[role="alert"]' })).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '150.5');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Thank you. Your answer is recorded: Partly received.')).toBeInTheDocument();
    expect(state.withdrawals.find((w) => w.value.withdrawalId === paid.withdrawalId)?.value).toMatchObject({ status: 'PARTLY_RECEIVED', receivedAmount: '150.50' });
    expect(await screen.findByText('₱150.50 of ₱400.00 received')).toBeInTheDocument();
  });
});
