import { screen, waitFor, within } from '@testing-library/react';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CashierMockState, RewardsMockState } from '@gamehall/api-client/mocks';
import { loggedInSession, renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { memberHandlers } from '../test/cashierFixtures';
import { ManualRebatePage, formatRate } from './ManualRebatePage';

startTestServer(memberHandlers());

afterEach(() => {
  sessionStorage.clear();
});

function renderPage(rewards: RewardsMockState, cashier = new CashierMockState(), handlers: HttpHandler[] = []) {
  const session = loggedInSession();
  sessionStorage.setItem('token', session.token ?? '');
  return renderWithProviders(<ManualRebatePage />, { route: '/member/manualRebate', preloadedState: { session }, handlers: [...handlers, ...memberHandlers(cashier, { rewards })] });
}

describe('ManualRebatePage (spec §2 manualRebate)', () => {
  it('claims the rebate: the wallet gets it with a REBATE ledger entry, and the same bets cannot be claimed again', async () => {
    const rewards = new RewardsMockState({ seedPlayer1: false });
    rewards.addBet('player1', 'RNG', '1012.34', '0.00');
    rewards.addBet('player1', 'LIVE', '333.33', '50.00');
    const cashier = new CashierMockState();
    const { user } = renderPage(rewards, cashier);
    const table = await screen.findByRole('table', { name: 'Rebate by game category' });
    await waitFor(() => expect(within(table).getByRole('row', { name: /^Slots/ })).toHaveTextContent(/1,012\.34.*0\.8%.*8\.09/));
    expect(within(table).getByRole('row', { name: /^Live Casino/ })).toHaveTextContent(/333\.33.*0\.5%.*1\.66/);
    await user.click(screen.getByRole('button', { name: 'Claim rebate' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('₱9.75 has been added to your wallet.'));
    const claimed = cashier.ledger.filter((e) => e.value.kind === 'REBATE' && e.value.reference === rewards.claims[0]?.value.claimId);
    expect(claimed.map((e) => e.value.amount)).toEqual(['9.75']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled());
    expect(screen.getByText('No rebate yet: play to earn one.')).toBeInTheDocument();
    expect(rewards.claims).toHaveLength(1);
  });

  it('retries a claim that got no answer with the same requestId, so it is paid once', async () => {
    const rewards = new RewardsMockState();
    const requestIds: string[] = [];
    const flaky = http.post('*/wps/v2/rebate/claim', async ({ request }) => {
      requestIds.push(((await request.clone().json()) as { requestId: string }).requestId);
      return requestIds.length === 1 ? Response.error() : undefined;
    });
    const { user } = renderPage(rewards, new CashierMockState(), [flaky]);
    await user.click(await screen.findByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/network/i);
    await user.click(screen.getByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('has been added to your wallet.');
    expect(requestIds).toHaveLength(2);
    expect(requestIds[1]).toBe(requestIds[0]);
    expect(rewards.claims).toHaveLength(1);
  });

  it('shows the server’s reason when a claim is refused, and a new attempt uses a new requestId', async () => {
    const rewards = new RewardsMockState({ failures: { rebateClaim: { message: 'The smallest rebate you can claim is 1.00', errorCode: 'cashier.rebate.below.minimum' } } });
    const requestIds: string[] = [];
    const spy = http.post('*/wps/v2/rebate/claim', async ({ request }) => {
      requestIds.push(((await request.clone().json()) as { requestId: string }).requestId);
      return undefined;
    });
    const { user } = renderPage(rewards, new CashierMockState(), [spy]);
    await user.click(await screen.findByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The smallest rebate you can claim is 1.00');
    await user.click(screen.getByRole('button', { name: 'Claim rebate' }));
    await waitFor(() => expect(requestIds).toHaveLength(2));
    expect(requestIds[1]).not.toBe(requestIds[0]);
  });
});

describe('formatRate', () => {
  it('drops trailing zeros of the percentage', () => {
    expect(formatRate('0.8000')).toBe('0.8%');
    expect(formatRate('1.2500')).toBe('1.25%');
    expect(formatRate('2.0000')).toBe('2%');
  });
});
