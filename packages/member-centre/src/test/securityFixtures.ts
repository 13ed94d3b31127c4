/**
 * The securityCenter page's story and test data: the mock platform with the test session logged
 * in as `player1` (payment password, mobile, e-mail and a payout account) or as `agent2`
 * (nothing bound yet).
 */
import type { HttpHandler } from 'msw';
import { CashierMockState, createHandlers, makeMockCatalogue, MOCK_ACCOUNTS, type MockAccount, type SecurityMockOptions } from '@gamehall/api-client/mocks';
import { MEMBER_TOKEN } from './cashierFixtures';

/** Who is logged in: `player1` has everything but an authenticator; `agent2` nothing; `secured` also has the authenticator on. */
export type SecurityAccount = 'player1' | 'agent2' | 'secured';

/**
 * The mock platform's handlers with the test session logged in as `who`.
 *
 * @param who - the account (default `player1`)
 * @param security - forced failures or delays of the security endpoints
 * @returns MSW handlers
 */
export function securityHandlers(who: SecurityAccount = 'player1', security: SecurityMockOptions = {}): HttpHandler[] {
  const accounts: MockAccount[] = MOCK_ACCOUNTS.map((a) => (who === 'secured' && a.account === 'player1' ? { ...a, authenticator: true } : { ...a }));
  const cashier = who === 'agent2' ? new CashierMockState({ paymentPasswords: {}, seedPlayer1: false }) : new CashierMockState();
  return createHandlers(makeMockCatalogue({ gamesPerVendor: 1 }), { accounts: { accounts, sessions: { [MEMBER_TOKEN]: who === 'agent2' ? 'agent2' : 'player1' } }, cashier, security });
}
