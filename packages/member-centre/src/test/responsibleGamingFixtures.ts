/**
 * Story and test data of the responsible-gaming page: the mock platform with `player1` logged in
 * and a responsible-gaming state set up by the caller (limits, pending raises, reality check).
 */
import type { HttpHandler } from 'msw';
import { CashierMockState, ResponsibleGamingMockState, type ResponsibleGamingMockOptions, createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { MEMBER_TOKEN } from './cashierFixtures';

/** 24 hours in ms (the raise delay). */
export const DAY_MS = 86_400_000;

/**
 * The mock platform's handlers with `player1` logged in and a responsible-gaming state.
 *
 * @param setup - changes the fresh state (e.g. `state.setLimit('player1', 'DAILY', '1000')`)
 * @param options - forced failures and delays of the responsible-gaming endpoints
 * @returns the handlers and the state (to read what the page wrote)
 */
export function rgHandlers(setup?: (state: ResponsibleGamingMockState) => void, options: ResponsibleGamingMockOptions = {}): { handlers: HttpHandler[]; state: ResponsibleGamingMockState } {
  const cashier = new CashierMockState();
  const state = new ResponsibleGamingMockState(cashier, options);
  setup?.(state);
  const handlers = createHandlers(makeMockCatalogue({ gamesPerVendor: 1 }), { accounts: { sessions: { [MEMBER_TOKEN]: 'player1' } }, cashier, responsibleGaming: state });
  return { handlers, state };
}

/**
 * A state with every kind of limit: a daily limit of 1000.00, a weekly one of 2000.00 rising to
 * 5000.00 tomorrow, a monthly one of 8000.00 being removed, and a 30-minute reality check.
 *
 * @param state - the state to set up
 */
export function everyLimitState(state: ResponsibleGamingMockState): void {
  state.setLimit('player1', 'DAILY', '1000');
  state.setLimit('player1', 'WEEKLY', '2000');
  state.setLimit('player1', 'WEEKLY', '5000');
  state.setLimit('player1', 'MONTHLY', '8000');
  state.setLimit('player1', 'MONTHLY', null);
  state.realityChecks.set('player1', 30);
}
