import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { readRequestBody } from '@gamehall/api-client/mocks';
import { loggedInSession, renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { memberHandlers } from '../test/cashierFixtures';
import { uplineSetup } from '../test/transferFixtures';
import { TransferUplinePage } from './TransferUplinePage';

startTestServer(memberHandlers());

afterEach(() => {
  sessionStorage.clear();
});

function renderPage(handlers: HttpHandler[]) {
  const session = loggedInSession();
  sessionStorage.setItem('token', session.token ?? '');
  return renderWithProviders(<TransferUplinePage />, { route: '/member/transferUpline', preloadedState: { session }, handlers });
}

describe('TransferUplinePage (spec §2 transferUpline, §6)', () => {
  it('sends money to the upline once, however often Send is pressed, and says what was sent', async () => {
    const { cashier, handlers } = uplineSetup();
    const { user } = renderPage(handlers);
    expect(await screen.findByTestId('upline-name')).toHaveTextContent('Agent Two (agent2)');
    await waitFor(() => expect(screen.getByTestId('upline-balance')).toHaveTextContent('₱1,000.00'));
    await user.type(screen.getByLabelText('Amount'), '150.25');
    await user.type(screen.getByLabelText('Payment password'), '135790');
    await user.dblClick(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('₱150.25 sent to Agent Two. Your main wallet now holds ₱849.75.');
    await waitFor(() => expect(screen.getByTestId('upline-balance')).toHaveTextContent('₱849.75'));
    expect(cashier.uplineTransfers).toHaveLength(1);
    expect(cashier.ledger.filter((e) => e.value.kind === 'TRANSFER_DOWNLINE_IN' && e.account === 'agent2')).toHaveLength(1);
    expect(cashier.messages.at(-1)).toMatchObject({ account: 'agent2', value: { kind: 'TRANSFER_FROM_DOWNLINE', amount: '150.25' } });
    expect(screen.getByLabelText('Payment password')).toHaveValue('');
  });

  it('checks the amount against the minimum and the main wallet before sending', async () => {
    const { cashier, handlers } = uplineSetup();
    const { user } = renderPage(handlers);
    await user.type(await screen.findByLabelText('Amount'), '9.99');
    await user.type(screen.getByLabelText('Payment password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('The smallest transfer is ₱10.00')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '1000.01');
    expect(await screen.findByText('Your main wallet holds ₱1,000.00')).toBeInTheDocument();
    expect(cashier.uplineTransfers).toHaveLength(0);
  });

  it('shows a wrong payment password under its field and moves nothing', async () => {
    const { cashier, handlers } = uplineSetup();
    const { user } = renderPage(handlers);
    await user.type(await screen.findByLabelText('Amount'), '20');
    await user.type(screen.getByLabelText('Payment password'), '111111');
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('The payment password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment password')).toHaveAttribute('aria-invalid', 'true');
    expect(cashier.uplineTransfers).toHaveLength(0);
  });

  it('reuses the request id when the same transfer is sent again after no answer: the money moves once', async () => {
    const { cashier, handlers } = uplineSetup();
    const requestIds: string[] = [];
    const flaky = http.post('*/wps/v2/transfer/upline', async ({ request }) => {
      const body = (await readRequestBody(request.clone(), 'encrypted')) as { requestId: string };
      requestIds.push(body.requestId);
      // The first call is lost; later ones reach the mock platform.
      return requestIds.length === 1 ? HttpResponse.error() : undefined;
    });
    const { user } = renderPage([flaky, ...handlers]);
    await user.type(await screen.findByLabelText('Amount'), '20');
    await user.type(screen.getByLabelText('Payment password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Network link is abnormal, please try again')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Payment password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('₱20.00 sent to Agent Two.');
    expect(requestIds).toHaveLength(2);
    expect(requestIds[1]).toBe(requestIds[0]);
    expect(cashier.uplineTransfers).toHaveLength(1);
  });

  it('tells a member without an upline that there is no one to transfer to', async () => {
    renderPage(uplineSetup({ noUpline: true }).handlers);
    expect(await screen.findByText('Your account has no upline agent, so there is no one to transfer to.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument();
  });

  it('sends a member without a payment password to set one', async () => {
    renderPage(uplineSetup({ noPassword: true }).handlers);
    expect(await screen.findByRole('link', { name: 'Set a payment password' })).toHaveAttribute('href', '/member/withdraw');
    expect(screen.queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument();
  });
});
