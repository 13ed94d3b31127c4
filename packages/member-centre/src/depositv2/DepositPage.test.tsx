import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CashierMockState } from '@gamehall/api-client/mocks';
import { loggedInSession, renderWithProviders, startTestServer, useGetBalanceQuery } from '@gamehall/shell/testing';
import { memberHandlers, stateWithDeposit } from '../test/cashierFixtures';
import { DepositPage } from './DepositPage';
import { goToPaymentPage } from './paymentPage';

// jsdom's window.location cannot be redefined: the page leaves through this one function, stubbed here.
vi.mock('./paymentPage', () => ({ goToPaymentPage: vi.fn() }));

startTestServer(memberHandlers());

afterEach(() => {
  vi.mocked(goToPaymentPage).mockClear();
  sessionStorage.clear();
});

/** The header's balance as the shell reads it (refreshed by BALANCE_TAG). */
function BalanceProbe() {
  const { data } = useGetBalanceQuery();
  return <output aria-label="balance">{data?.balance ?? ''}</output>;
}

function renderPage(route: string, state: CashierMockState, extra: Parameters<typeof renderWithProviders>[1] = {}) {
  const session = loggedInSession();
  sessionStorage.setItem('token', session.token ?? '');
  return renderWithProviders(
    <>
      <BalanceProbe />
      <DepositPage />
    </>,
    { route, preloadedState: { session }, ...extra, handlers: [...(extra.handlers ?? []), ...memberHandlers(state)] },
  );
}

describe('DepositPage', () => {
  it('ONLINE: a preset amount and submit send the deposit and go to the provider’s payment page', async () => {
    const state = new CashierMockState();
    const { user } = renderPage('/member/depositv2', state);
    await user.click(await screen.findByRole('radio', { name: /Maya/ }));
    await user.click(screen.getByRole('button', { name: '₱2,000.00' }));
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledTimes(1));
    const created = state.deposits.at(-1)?.value;
    expect(created).toMatchObject({ channelId: 'MAYA', amount: '2000.00', status: 'PENDING' });
    expect(goToPaymentPage).toHaveBeenCalledWith(created?.paymentUrl);
    expect(await screen.findByRole('button', { name: 'Taking you to Maya…' })).toBeDisabled();
  });

  it('BANK: shows the bank details, amount and reference to quote, credited once the operator confirms', async () => {
    const state = new CashierMockState();
    const { user } = renderPage('/member/depositv2', state);
    await user.click(await screen.findByRole('radio', { name: /BDO bank transfer/ }));
    await user.type(screen.getByLabelText('Amount'), '750.5');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    const panel = await screen.findByRole('region', { name: 'Pay ₱750.50 by bank transfer' });
    const reference = state.deposits.at(-1)?.value.reference ?? '';
    expect(within(panel).getByText(reference)).toBeInTheDocument();
    expect(within(panel).getByText('001234567890')).toBeInTheDocument();
    expect(within(panel).getByText('Gamehall Demo Merchant')).toBeInTheDocument();
    expect(within(panel).getByText("We'll credit it once the operator confirms your transfer.")).toBeInTheDocument();
    expect(goToPaymentPage).not.toHaveBeenCalled();
    // The history below lists it.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Deposit history' })).getAllByText(/BDO bank transfer/).length).toBe(1));
  });

  it('a retry after no answer sends the same requestId, so the platform makes one deposit', async () => {
    const state = new CashierMockState();
    const sent: { requestId: string; amount: string }[] = [];
    let calls = 0;
    const recorder = http.post('*/wps/v2/deposit', async ({ request }) => {
      sent.push((await request.clone().json()) as { requestId: string; amount: string });
      calls += 1;
      if (calls === 1) return HttpResponse.error();
      return undefined;
    });
    const { user } = renderPage('/member/depositv2', state, { handlers: [recorder] });
    await user.type(await screen.findByLabelText('Amount'), '600');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Network link is abnormal, please try again' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(2);
    expect(sent[1]?.requestId).toBe(sent[0]?.requestId);
    expect(sent[0]?.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(state.deposits.filter((d) => d.value.amount === '600.00')).toHaveLength(1);

  });

  it('a platform refusal forgets the key: the next submit of the same amount is a new attempt', async () => {
    const state = new CashierMockState();
    const sent: string[] = [];
    let calls = 0;
    const recorder = http.post('*/wps/v2/deposit', async ({ request }) => {
      sent.push(((await request.clone().json()) as { requestId: string }).requestId);
      calls += 1;
      if (calls === 1) return HttpResponse.json({ success: false, value: null, message: 'The amount must be between 100.00 and 50000.00', errorCode: 'cashier.amount.out.of.range' });
      return undefined;
    });
    const { user } = renderPage('/member/depositv2', state, { handlers: [recorder] });
    await user.type(await screen.findByLabelText('Amount'), '600');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    const dialog = await screen.findByRole('dialog', { name: 'The amount must be between 100.00 and 50000.00' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(2);
    expect(sent[1]).not.toBe(sent[0]);
  });

  it('back from the provider with ?depositId=: PENDING is read every 3 s until CREDITED, then the header balance is read again', async () => {
    const { state, deposit } = stateWithDeposit();
    renderPage(`/member/depositv2?depositId=${deposit.depositId}`, state);
    expect(await screen.findByText('Waiting for the payment to be confirmed…')).toBeInTheDocument();
    expect(await screen.findByLabelText('balance')).toHaveTextContent('1000.00');
    state.settleDeposit(deposit.depositId, 'CREDITED');
    expect(await screen.findByText('₱500.00 has been added to your balance.', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('balance')).toHaveTextContent('1500.00'));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('"Make another deposit" after a settled deposit returns to the form', async () => {
    const { state, deposit } = stateWithDeposit({ status: 'FAILED' });
    const { user, router } = renderPage(`/member/depositv2?depositId=${deposit.depositId}`, state);
    await user.click(await screen.findByRole('button', { name: 'Make another deposit' }));
    expect(await screen.findByRole('radio', { name: /GCash/ })).toBeChecked();
    expect(router.state.location.search).toBe('');
  });
});
