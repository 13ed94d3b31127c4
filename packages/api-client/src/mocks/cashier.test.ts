import { Value } from 'typebox/value';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../contract/endpoints';
import { ERROR_CODES } from '../contract/errorCodes';
import { request } from '../transport/request';
import { registerRoutes } from '../transport/routeTable';
import { CASHIER_ERROR_CODES, cashierRoutes } from '../contract/cashierRoutes';
import { CASHIER_ENDPOINTS, CashierMockState, MOCK_PAYMENT_ORIGIN, MOCK_PAYMENT_PASSWORD, type CashierMockOptions } from './cashier';
import { makeMockCatalogue } from './catalogue';
import { createHandlers } from './handlers';
import { startMockServer } from './node';
import { failureOf, TEST_MEMBERS, TEST_TOKENS, testUuid } from '../test/mockTestKit';

const server = startMockServer();
// The member centre registers these when its chunk loads; here the test does.
registerRoutes(cashierRoutes);
const db = makeMockCatalogue({ gamesPerVendor: 2 });
/** 26 Nov 2026 04:00:00 UTC. */
const T0 = Date.UTC(2026, 10, 26, 4);
const TOKENS = TEST_TOKENS;
const ACCOUNTS = TEST_MEMBERS;

/** A fresh mock platform over a cashier state with a settable clock. */
function fresh(options: CashierMockOptions = {}): { state: CashierMockState; clock: { now: number } } {
  const clock = { now: T0 };
  const state = new CashierMockState({ now: () => clock.now, ...options });
  server.use(...createHandlers(db, { cashier: state, accounts: { sessions: TOKENS, accounts: ACCOUNTS } }));
  return { state, clock };
}
const as = (token: keyof typeof TOKENS) => sessionStorage.setItem('token', token);
const balanceOf = async () => (await request('balance')).balance;

afterEach(() => sessionStorage.clear());

describe('cashier mocks', () => {
  it('answer schema-valid values for player1 on every read endpoint', async () => {
    fresh();
    as('tok-player1');
    const reads: EndpointName[] = ['depositChannels', 'depositList', 'payoutAccounts', 'withdrawInfo', 'withdrawList', 'transactionHistory', 'messages', 'unreadCount'];
    for (const name of reads) {
      const value = await request(name as 'depositList');
      expect(Value.Errors(endpoints[name].value, value), name).toEqual([]);
    }
    expect(CASHIER_ENDPOINTS).toEqual(expect.arrayContaining(reads));
  });

  it('player1’s seeded ledger ends at the balance and pages newest first', async () => {
    fresh();
    as('tok-player1');
    const page = await request('transactionHistory', { query: { pageSize: '10' } });
    expect(page).toMatchObject({ pageNo: 1, pageSize: 10, total: 50, totalPages: 5 });
    expect(page.list[0]?.balanceAfter).toBe(await balanceOf());
    const bets = await request('transactionHistory', { query: { type: 'BET', pageSize: '100' } });
    expect(bets.list.length).toBeGreaterThan(0);
    expect(bets.list.every((e) => e.kind === 'BET')).toBe(true);
    const withdrawals = await request('transactionHistory', { query: { type: 'WITHDRAW' } });
    expect(withdrawals.list.map((e) => e.amount)).toEqual(['-200.00']);
    const none = await request('transactionHistory', { query: { from: '2020-01-01', to: '2020-01-31' } });
    expect(none.total).toBe(0);
  });

  it('an ONLINE deposit answers the provider page, is idempotent and credits once when settled', async () => {
    const { state } = fresh();
    as('tok-player1');
    const body = { requestId: testUuid(1), channelId: 'GCASH', amount: '500' };
    const deposit = await request('deposit', { body });
    expect(deposit).toMatchObject({ status: 'PENDING', amount: '500.00', kind: 'ONLINE', paymentUrl: `${MOCK_PAYMENT_ORIGIN}/pay/${deposit.depositId}` });
    expect(await request('deposit', { body })).toEqual(deposit);
    expect((await failureOf(request('deposit', { body: { ...body, amount: '600' } }))).errorCode).toBe(ERROR_CODES.idempotencyConflict);
    state.settleDeposit(deposit.depositId, 'CREDITED');
    state.settleDeposit(deposit.depositId, 'CREDITED');
    expect(await balanceOf()).toBe('1500.00');
    expect(await request('depositDetail', { query: { depositId: deposit.depositId } })).toMatchObject({ status: 'CREDITED' });
    const [message] = (await request('messages')).list;
    expect(message).toMatchObject({ kind: 'DEPOSIT_CREDITED', amount: '500.00', reference: deposit.depositId, read: false });
  });

  it('refuses amounts outside the channel limits, unknown channels and trial accounts; BANK answers the details', async () => {
    fresh();
    as('tok-player1');
    expect((await failureOf(request('deposit', { body: { requestId: testUuid(2), channelId: 'BANK_BDO', amount: '499.99' } }))).errorCode).toBe(CASHIER_ERROR_CODES.amountOutOfRange);
    expect((await failureOf(request('deposit', { body: { requestId: testUuid(3), channelId: 'NOPE', amount: '500' } }))).errorCode).toBe(CASHIER_ERROR_CODES.cashierNotFound);
    const bank = await request('deposit', { body: { requestId: testUuid(4), channelId: 'BANK_BDO', amount: '500' } });
    expect(bank.bank).toMatchObject({ bankName: 'BDO Unibank' });
    expect(bank.paymentUrl).toBeUndefined();
    as('tok-trial');
    expect((await failureOf(request('depositChannels'))).errorCode).toBe(ERROR_CODES.trialAccount);
  });

  it('withdraws with the payment password, refunds on rejection and takes the confirmation once paid', async () => {
    const { state, clock } = fresh();
    as('tok-player1');
    const body = { requestId: testUuid(5), accountId: 1, amount: '300', paymentPassword: MOCK_PAYMENT_PASSWORD };
    expect((await failureOf(request('withdraw', { body: { ...body, paymentPassword: '000000' } }))).errorCode).toBe(CASHIER_ERROR_CODES.paymentPasswordWrong);
    const withdrawal = await request('withdraw', { body });
    expect(withdrawal).toMatchObject({ status: 'PENDING', amount: '300.00', methodName: 'GCash' });
    expect(await balanceOf()).toBe('700.00');
    expect((await failureOf(request('withdrawConfirm', { body: { withdrawalId: withdrawal.withdrawalId, outcome: 'RECEIVED' } }))).errorCode).toBe(CASHIER_ERROR_CODES.cashierState);
    state.approveWithdrawal(withdrawal.withdrawalId);
    expect((await failureOf(request('withdrawConfirm', { body: { withdrawalId: withdrawal.withdrawalId, outcome: 'PARTLY_RECEIVED', receivedAmount: '300' } }))).errorCode).toBe(
      CASHIER_ERROR_CODES.amountOutOfRange,
    );
    expect(await request('withdrawConfirm', { body: { withdrawalId: withdrawal.withdrawalId, outcome: 'PARTLY_RECEIVED', receivedAmount: '250' } })).toMatchObject({
      status: 'PARTLY_RECEIVED',
      receivedAmount: '250.00',
    });
    const second = await request('withdraw', { body: { ...body, requestId: testUuid(6) } });
    state.rejectWithdrawal(second.withdrawalId, 'Account name does not match');
    expect(await balanceOf()).toBe('700.00');
    const third = await request('withdraw', { body: { ...body, requestId: testUuid(7), amount: '100' } });
    state.approveWithdrawal(third.withdrawalId);
    clock.now += 31 * 60_000;
    const list = await request('withdrawList');
    expect(list.list.map((w) => w.status).slice(0, 3)).toEqual(['AUTO_RECEIVED', 'REJECTED', 'PARTLY_RECEIVED']);
    expect((await failureOf(request('withdraw', { body: { ...body, requestId: testUuid(8), amount: '5000' } }))).errorCode).toBe(ERROR_CODES.insufficientFunds);
  });

  it('sets the payment password, then binds payout accounts by the method’s pattern', async () => {
    fresh({ paymentPasswords: {} });
    as('tok-newbie');
    expect(await request('withdrawInfo')).toMatchObject({ hasPaymentPassword: false, balance: '0.00', confirmMinutes: 30 });
    const bind = { methodCode: 'GCASH', accountName: 'New Bie', accountNumber: '09170000000', paymentPassword: '246810' };
    expect((await failureOf(request('bindPayoutAccount', { body: bind }))).errorCode).toBe(CASHIER_ERROR_CODES.paymentPasswordMissing);
    expect((await failureOf(request('paymentPassword', { body: { paymentPassword: '246810', confirmPaymentPassword: '246811' } }))).errorCode).toBe(ERROR_CODES.fieldInvalid);
    await request('paymentPassword', { body: { paymentPassword: '246810', confirmPaymentPassword: '246810' } });
    expect((await failureOf(request('bindPayoutAccount', { body: { ...bind, accountNumber: '12345678' } }))).errorCode).toBe(ERROR_CODES.fieldInvalid);
    const account = await request('bindPayoutAccount', { body: bind });
    expect(account.accountNumberMasked).toBe('•••••••0000');
    expect((await failureOf(request('bindPayoutAccount', { body: bind }))).errorCode).toBe(CASHIER_ERROR_CODES.payoutAccountRefused);
    expect((await request('payoutAccounts')).accounts).toHaveLength(1);
  });

  it('reads and deletes only the member’s own messages and counts the unread ones', async () => {
    fresh();
    as('tok-player1');
    expect(await request('unreadCount')).toEqual({ count: 2 });
    const ids = (await request('messages')).list.map((m) => m.messageId);
    expect(await request('readMessages', { body: { messageIds: ids.slice(0, 1) } })).toEqual({ count: 1 });
    expect(await request('deleteMessages', { body: { messageIds: ids } })).toEqual({ count: 0 });
    expect((await request('messages')).total).toBe(0);
    as('tok-newbie');
    expect(await request('unreadCount')).toEqual({ count: 0 });
  });
});
