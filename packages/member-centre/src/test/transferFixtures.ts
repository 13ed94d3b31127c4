/**
 * Story and test data of the transferFund and transferUpline pages: the mock platform with `player1` on a
 * transfer-wallet or single-wallet merchant, with or without money in vendor wallets.
 */
import type { HttpHandler } from 'msw';
import { CashierMockState, MOCK_ACCOUNTS, type MockAccount, PlayMockState, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { memberHandlers } from './cashierFixtures';

/** What a transfer story or test serves, and the states it can read afterwards. */
export interface TransferSetup {
  /** The play mocks' state (wallet mode, booked transfers). */
  play: PlayMockState;
  /** The accounts served (copied by the mock store: read the wallets through the page). */
  accounts: MockAccount[];
  /** The handlers. */
  handlers: HttpHandler[];
}

/**
 * The mock platform for the transfer page.
 *
 * @param options - `single`: the merchant's wallet mode (default false, transfer wallets);
 *   `vendorWallets`: `player1`'s vendor wallets (default PG ₱250.00); `balance`: main (default ₱1,000.00)
 * @returns the handlers and the states behind them
 */
export function transferSetup(options: { single?: boolean; vendorWallets?: Record<string, string>; balance?: string } = {}): TransferSetup {
  const play = new PlayMockState(makeMockCatalogue({ gamesPerVendor: 1 }), { isSingle: options.single ?? false });
  const accounts = MOCK_ACCOUNTS.map((a) => (a.account === 'player1' ? { ...a, balance: options.balance ?? a.balance, vendorWallets: { ...(options.vendorWallets ?? { PG: '250.00' }) } } : a));
  return { play, accounts, handlers: memberHandlers(new CashierMockState(), { play, accounts: { accounts } }) };
}

/**
 * The mock platform for the transferUpline page: `player1` (upline `agent2`, Agent Two) with the
 * payment password 135790, or without an upline, or without a payment password.
 *
 * @param options - `noUpline`: `player1` has no upline; `noPassword`: no payment password
 * @returns the handlers and the cashier state (its `uplineTransfers`, `ledger` and `messages`)
 */
export function uplineSetup(options: { noUpline?: boolean; noPassword?: boolean } = {}): { cashier: CashierMockState; handlers: HttpHandler[] } {
  const cashier = new CashierMockState(options.noPassword ? { paymentPasswords: {} } : {});
  const accounts = MOCK_ACCOUNTS.map((a) => (a.account === 'player1' && options.noUpline ? { ...a, parent: undefined } : a));
  return { cashier, handlers: memberHandlers(cashier, { accounts: { accounts } }) };
}
