/**
 * The member centre's story and test data: api-client's mock platform (catalogue, accounts,
 * cashier) with `player1` logged in under shell's test session token, and helpers to put a
 * deposit in a given state or make one endpoint fail, wait or answer nothing.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Deposit } from '@gamehall/api-client/contract';
import { CashierMockState, type CashierMockOptions, type MockHandlerOptions, createHandlers, envelope, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { type AppStoryParameters, loggedInSession } from '@gamehall/shell/storybook';

/** The session token of shell's `loggedInSession()` (the mock platform knows it as `player1`). */
export const MEMBER_TOKEN = loggedInSession().token ?? '';

/**
 * The mock platform's handlers with `player1` logged in (token {@link MEMBER_TOKEN}).
 *
 * @param cashier - the cashier state to serve (keep it to play the provider or the operator), or options for a fresh one
 * @param more - the play mocks' state or options (wallet mode, transfers, bets), the accounts (e.g. vendor wallets) and the reward mocks' state (bets, rebate claims); `player1`'s session is kept
 * @returns MSW handlers
 */
export function memberHandlers(cashier: CashierMockState | CashierMockOptions = new CashierMockState(), more: Pick<MockHandlerOptions, 'play' | 'accounts' | 'rewards'> = {}): HttpHandler[] {
  return createHandlers(makeMockCatalogue({ gamesPerVendor: 1 }), {
    ...more,
    accounts: { ...more.accounts, sessions: { ...more.accounts?.sessions, [MEMBER_TOKEN]: 'player1' } },
    cashier,
  });
}

/**
 * A cashier state with one more deposit of `player1` (newest), e.g. an ONLINE deposit the
 * player returns to while it is PENDING.
 *
 * @param deposit - fields to change from a PENDING GCash deposit `D20261126001` of 500.00
 * @returns the state and the deposit
 */
export function stateWithDeposit(deposit: Partial<Deposit> = {}): { state: CashierMockState; deposit: Deposit } {
  const state = new CashierMockState();
  const value: Deposit = {
    depositId: 'D20261126001',
    channelId: 'GCASH',
    channelName: 'GCash',
    kind: 'ONLINE',
    amount: '500.00',
    status: 'PENDING',
    reference: 'GH4T7W2Z',
    paymentUrl: 'https://pay.mock.test/pay/D20261126001',
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    ...deposit,
  };
  state.deposits.push({ account: 'player1', value, request: 'seeded' });
  return { state, deposit: value };
}

/**
 * A handler that makes one GET path wait forever (loading states).
 *
 * @param path - the endpoint's path, e.g. `/wps/v2/deposit/channels`
 * @returns the handler (put it before the others)
 */
export function pending(path: string): HttpHandler {
  return http.get(`*${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/**
 * A handler answering one GET path with this value.
 *
 * @param path - the endpoint's path
 * @param value - the envelope's value
 * @returns the handler (put it before the others)
 */
export function answering(path: string, value: Parameters<typeof envelope>[0]): HttpHandler {
  return http.get(`*${path}`, () => envelope(value));
}

/** The story parameters of the member centre's stories: `player1` logged in, at `/member/depositv2`. */
export const memberStoryParameters = {
  route: '/member/depositv2',
  session: loggedInSession(),
} satisfies AppStoryParameters;
