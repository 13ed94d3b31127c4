import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedInSession, renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { memberHandlers } from '../test/cashierFixtures';
import { transferSetup } from '../test/transferFixtures';
import { TransferFundPage } from './TransferFundPage';

startTestServer(memberHandlers());

afterEach(() => {
  sessionStorage.clear();
});

function renderPage(handlers: HttpHandler[]) {
  const session = loggedInSession();
  sessionStorage.setItem('token', session.token ?? '');
  return renderWithProviders(<TransferFundPage />, { route: '/member/transferFund', preloadedState: { session }, handlers });
}

describe('TransferFundPage (spec §2 transferFund)', () => {
  it('lists the main wallet and every vendor wallet with its balance', async () => {
    renderPage(transferSetup().handlers);
    await waitFor(() => expect(screen.getByTestId('wallet-MAIN')).toHaveTextContent('₱1,000.00'));
    expect(screen.getByTestId('wallet-PG')).toHaveTextContent('₱250.00');
    expect(screen.getByTestId('wallet-EVO')).toHaveTextContent('₱0.00');
    expect(screen.getByRole('heading', { name: 'Transfer between wallets' })).toBeInTheDocument();
  });

  it('moves money from the main wallet to a vendor wallet once, however often Transfer is pressed', async () => {
    const setup = transferSetup();
    const { user } = renderPage(setup.handlers);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'To' }), 'EVO');
    await user.type(screen.getByLabelText('Amount'), '100.50');
    const submit = screen.getByRole('button', { name: 'Transfer now' });
    await user.dblClick(submit);
    expect(await screen.findByText('₱100.50 moved from Main wallet to Evolution Live.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByTestId('wallet-MAIN')).toHaveTextContent('₱899.50'));
    expect(screen.getByTestId('wallet-EVO')).toHaveTextContent('₱100.50');
    expect(setup.play.transfers.size).toBe(1);
    expect(screen.getByLabelText('Amount')).toHaveValue('');
  });

  it('checks the amount: decimals, more than the source holds; All fills the source balance', async () => {
    const setup = transferSetup();
    const { user } = renderPage(setup.handlers);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'From' }), 'PG');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('MAIN');
    await user.type(screen.getByLabelText('Amount'), '1.234');
    await user.click(screen.getByRole('button', { name: 'Transfer now' }));
    expect(await screen.findByText('Enter an amount with at most 2 decimals')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '300');
    expect(await screen.findByText('This wallet holds ₱250.00')).toBeInTheDocument();
    expect(setup.play.transfers.size).toBe(0);
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('250.00');
    await user.click(screen.getByRole('button', { name: 'Transfer now' }));
    await waitFor(() => expect(screen.getByTestId('wallet-PG')).toHaveTextContent('₱0.00'));
    expect(screen.getByTestId('wallet-MAIN')).toHaveTextContent('₱1,250.00');
  });

  it('recalls every vendor wallet to the main wallet', async () => {
    const setup = transferSetup({ vendorWallets: { PG: '250.00', EVO: '40.25' } });
    const { user } = renderPage(setup.handlers);
    await user.click(await screen.findByRole('button', { name: 'Recall all to main wallet' }));
    expect(await screen.findByText('All game wallets were moved back to the main wallet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('wallet-MAIN')).toHaveTextContent('₱1,290.25'));
    expect(screen.getByTestId('wallet-PG')).toHaveTextContent('₱0.00');
    expect(screen.getByTestId('wallet-EVO')).toHaveTextContent('₱0.00');
  });

  it('reuses the transfer id when the same transfer is retried after no answer', async () => {
    const setup = transferSetup();
    const ids: string[] = [];
    let calls = 0;
    const flaky = http.post('*/wps/relay/GCS_walletTransfer', async ({ request }) => {
      const body = (await request.clone().json()) as { transferId: string };
      ids.push(body.transferId);
      calls += 1;
      if (calls === 1) return HttpResponse.error();
      return undefined;
    });
    const { user } = renderPage([flaky, ...setup.handlers]);
    await user.type(await screen.findByLabelText('Amount'), '10');
    await user.click(screen.getByRole('button', { name: 'Transfer now' }));
    expect(await screen.findByText('Network link is abnormal, please try again')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Transfer now' }));
    expect(await screen.findByText(/₱10\.00 moved from Main wallet to/)).toBeInTheDocument();
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('explains that a single-wallet merchant needs no transfer', async () => {
    renderPage(transferSetup({ single: true, vendorWallets: {} }).handlers);
    expect(await screen.findByText(/no transfer is needed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recall all to main wallet' })).not.toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    renderPage([http.get('*/wps/relay/GCS_merchantWallet', () => HttpResponse.error()), ...transferSetup().handlers]);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
