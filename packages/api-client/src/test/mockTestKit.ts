/**
 * Test-only parts the mocks' own tests share (not exported from the package): the members and
 * session tokens they log in with, request ids, and a catcher for an expected failure.
 */
import type { PlatformError } from '../transport/errors';

/** Session tokens of {@link TEST_MEMBERS}, by token. */
export const TEST_TOKENS = { 'tok-player1': 'player1', 'tok-newbie': 'newbie', 'tok-trial': 'trial9' };

/** A member with money, a member without, and a trial account (type 4). */
export const TEST_MEMBERS = [
  { account: 'player1', password: 'x', nickname: 'Player One', type: 0, balance: '1000.00' },
  { account: 'newbie', password: 'x', nickname: 'Newbie', type: 0, balance: '0.00' },
  { account: 'trial9', password: 'x', nickname: 'Trial', type: 4, balance: '2000.00' },
];

/**
 * The n-th request id: a version-4 UUID ending in n.
 * @param n a whole number
 */
export const testUuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * The failure a call is expected to end in.
 * @param promise the call
 * @returns its PlatformError; rejects when the call succeeded
 */
export const failureOf = (promise: Promise<unknown>): Promise<PlatformError> =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as PlatformError,
  );
