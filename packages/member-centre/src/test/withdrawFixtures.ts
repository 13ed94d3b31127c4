/**
 * Story and test data of the withdraw and messageV2 pages: `player1`'s cashier state with no
 * payment password, no payout account, withdrawals in every state, or messages of every kind.
 */
import type { Withdrawal, WithdrawalStatus } from '@gamehall/api-client/contract';
import { CashierMockState, type CashierMockOptions } from '@gamehall/api-client/mocks';

/** `player1`'s seeded GCash account as a withdrawal shows it. */
const GCASH = { accountId: 1, methodName: 'GCash', accountName: 'Player One', accountNumberMasked: '•••••••4567' } as const;

/**
 * A cashier state of `player1` at a given step of the withdraw page.
 *
 * @param step - `noPassword` (no payment password, no account), `noAccount` (a payment password, no account) or `ready` (both: the seeded state)
 * @param options - more options of the state
 * @returns the state
 */
export function withdrawState(step: 'noPassword' | 'noAccount' | 'ready' = 'ready', options: CashierMockOptions = {}): CashierMockState {
  const state = new CashierMockState({ ...(step === 'noPassword' ? { paymentPasswords: {} } : {}), ...options });
  if (step !== 'ready') state.payoutAccounts.splice(0);
  return state;
}

/**
 * Adds one withdrawal of `player1` (newest) to a state.
 *
 * @param state - the cashier state
 * @param withdrawal - fields to change from a PENDING withdrawal of 500.00 to GCash
 * @returns the withdrawal
 */
export function addWithdrawal(state: CashierMockState, withdrawal: Partial<Withdrawal> & { status: WithdrawalStatus }): Withdrawal {
  const now = state.now();
  const value: Withdrawal = {
    withdrawalId: state.nextId('W'),
    amount: '500.00',
    createdAt: new Date(now - 3_600_000).toISOString(),
    ...GCASH,
    ...withdrawal,
  };
  state.withdrawals.push({ account: 'player1', value, request: `seeded-${value.withdrawalId}` });
  return value;
}

/**
 * A ready state whose list shows a withdrawal in every state (newest first: PAID with 25
 * minutes left to answer, PENDING, REJECTED with its reason, PARTLY_RECEIVED with the amount,
 * NOT_RECEIVED, AUTO_RECEIVED, and the seeded RECEIVED one).
 *
 * @returns the state and the PAID withdrawal
 */
export function everyWithdrawalStatus(): { state: CashierMockState; paid: Withdrawal } {
  const state = withdrawState('ready');
  const now = state.now();
  addWithdrawal(state, { status: 'AUTO_RECEIVED', amount: '150.00', paidAt: new Date(now - 50 * 3_600_000).toISOString() });
  addWithdrawal(state, { status: 'NOT_RECEIVED', amount: '250.00', paidAt: new Date(now - 30 * 3_600_000).toISOString() });
  addWithdrawal(state, { status: 'PARTLY_RECEIVED', amount: '1000.00', receivedAmount: '600.00', paidAt: new Date(now - 20 * 3_600_000).toISOString() });
  addWithdrawal(state, { status: 'REJECTED', amount: '300.00', rejectReason: 'Account name does not match' });
  addWithdrawal(state, { status: 'PENDING', amount: '200.00' });
  const paid = addWithdrawal(state, { status: 'PAID', amount: '400.00', paidAt: new Date(now - 5 * 60_000).toISOString(), confirmBy: new Date(now + 25 * 60_000).toISOString() });
  return { state, paid };
}

/**
 * A state of `player1` with one message of each notification kind (unread, newest first) over
 * the seeded ones (two notices and a read DEPOSIT_CREDITED).
 *
 * @returns the state
 */
export function messagesOfEveryKind(): CashierMockState {
  const state = new CashierMockState();
  state.notify('player1', 'DEPOSIT_FAILED', '300.00', 'D20261102001', 'Deposit failed', 'Your deposit D20261102001 of 300.00 failed.');
  state.notify('player1', 'WITHDRAWAL_REJECTED', '250.00', 'W20261120001', 'Withdrawal rejected', 'Your withdrawal W20261120001 of 250.00 was rejected.');
  state.notify('player1', 'WITHDRAWAL_APPROVED', '400.00', 'W20261125001', 'Withdrawal approved', 'Your withdrawal W20261125001 of 400.00 has been paid out.');
  return state;
}

/**
 * A state of `player1` whose messages are all read.
 *
 * @returns the state
 */
export function allMessagesRead(): CashierMockState {
  const state = new CashierMockState();
  for (const m of state.messages) m.value = { ...m.value, read: true };
  return state;
}
