/**
 * The withdraw page's endpoints (spec §2 withdraw, §4 withdrawal confirmation; contract
 * `packages/api-client/src/contract/cashier.ts`), injected into the one `baseApi`. The payment
 * password, payout account binding and withdrawal bodies are sealed by the api-client's
 * encrypted transport (their contract endpoints say `encoding: 'encrypted'`), like auth's login
 * and change password. Money is a decimal string with two decimals; errors are
 * `PlatformQueryError`s.
 */
/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query's convention for endpoints without an argument. */
import { baseApi, type BodyOf, type ValueOf } from '@gamehall/api-client';
import { BALANCE_TAG } from '@gamehall/shell';
import { LEDGER_TAG } from './cashierApi';

/** Cache tag of the member's withdrawals (the list). */
export const WITHDRAWAL_TAG = 'Withdrawal' as const;
/** Cache tag of the member's payout accounts. */
export const PAYOUT_ACCOUNT_TAG = 'PayoutAccount' as const;
/** Cache tag of the withdraw summary (balance, available, limits, whether a payment password is set). */
export const WITHDRAW_INFO_TAG = 'WithdrawInfo' as const;

/** Rows per page of the withdrawals list. */
export const WITHDRAWAL_PAGE_SIZE = 10;

/** Arguments of `getWithdrawList`: a 1-based page (`pageSize` defaults to {@link WITHDRAWAL_PAGE_SIZE}). */
export interface WithdrawListArgs {
  /** 1-based page number. */
  pageNo: number;
  /** Rows per page, 1–100. */
  pageSize?: number;
}

/** Whether a failed call got no answer (the request may still have been carried out). */
const noAnswer = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 'NETWORK_ERROR';

/**
 * The withdraw endpoints:
 * - `getPayoutAccounts`: the member's payout accounts (numbers masked) and the payout methods
 *   (each with its `accountNumberPattern`);
 * - `bindPayoutAccount` (mutation, encrypted): `{ methodCode, accountName, accountNumber,
 *   paymentPassword }` → the new account; refreshes the accounts;
 * - `paymentPassword` (mutation, encrypted): sets (`{ paymentPassword, confirmPaymentPassword }`)
 *   or changes (with `oldPaymentPassword`) the 6-digit payment password; refreshes the summary;
 * - `getWithdrawInfo`: balance, available, vendor wallets, limits, `hasPaymentPassword`,
 *   `confirmMinutes`;
 * - `withdraw` (mutation, encrypted): `{ requestId, accountId, amount, paymentPassword }` →
 *   the PENDING withdrawal (idempotent by `requestId`); refreshes the list, the summary, the
 *   header's balance and the ledger, also after a call that got no answer;
 * - `getWithdrawList`: the member's withdrawals, newest first, paged;
 * - `withdrawConfirm` (mutation): the answer to a PAID withdrawal `{ withdrawalId, outcome,
 *   receivedAmount? }` (spec §4) → the withdrawal; refreshes the list.
 *
 * Nothing is kept for another session: `keepUnusedDataFor: 0` on every read.
 */
export const withdrawApi = baseApi
  .enhanceEndpoints({ addTagTypes: [WITHDRAWAL_TAG, PAYOUT_ACCOUNT_TAG, WITHDRAW_INFO_TAG, BALANCE_TAG, LEDGER_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      getPayoutAccounts: build.query<ValueOf<'payoutAccounts'>, void>({
        query: () => ({ endpoint: 'payoutAccounts' }),
        providesTags: [PAYOUT_ACCOUNT_TAG],
        keepUnusedDataFor: 0,
      }),
      bindPayoutAccount: build.mutation<ValueOf<'bindPayoutAccount'>, BodyOf<'bindPayoutAccount'>>({
        query: (body) => ({ endpoint: 'bindPayoutAccount', body }),
        invalidatesTags: (_result, error) => (error && !noAnswer(error) ? [] : [PAYOUT_ACCOUNT_TAG]),
      }),
      paymentPassword: build.mutation<ValueOf<'paymentPassword'>, BodyOf<'paymentPassword'>>({
        query: (body) => ({ endpoint: 'paymentPassword', body }),
        invalidatesTags: (_result, error) => (error && !noAnswer(error) ? [] : [WITHDRAW_INFO_TAG]),
      }),
      getWithdrawInfo: build.query<ValueOf<'withdrawInfo'>, void>({
        query: () => ({ endpoint: 'withdrawInfo' }),
        providesTags: [WITHDRAW_INFO_TAG],
        keepUnusedDataFor: 0,
      }),
      withdraw: build.mutation<ValueOf<'withdraw'>, BodyOf<'withdraw'>>({
        query: (body) => ({ endpoint: 'withdraw', body }),
        invalidatesTags: (_result, error) => (error && !noAnswer(error) ? [] : [WITHDRAWAL_TAG, WITHDRAW_INFO_TAG, BALANCE_TAG, LEDGER_TAG]),
      }),
      getWithdrawList: build.query<ValueOf<'withdrawList'>, WithdrawListArgs>({
        query: ({ pageNo, pageSize = WITHDRAWAL_PAGE_SIZE }) => ({ endpoint: 'withdrawList', query: { pageNo: String(pageNo), pageSize: String(pageSize) } }),
        providesTags: [WITHDRAWAL_TAG],
        keepUnusedDataFor: 0,
      }),
      withdrawConfirm: build.mutation<ValueOf<'withdrawConfirm'>, BodyOf<'withdrawConfirm'>>({
        query: (body) => ({ endpoint: 'withdrawConfirm', body }),
        invalidatesTags: [WITHDRAWAL_TAG],
      }),
    }),
  });

/**
 * The hooks of {@link withdrawApi}: `useGetPayoutAccountsQuery()`, `useBindPayoutAccountMutation()`,
 * `usePaymentPasswordMutation()`, `useGetWithdrawInfoQuery()`, `useWithdrawMutation()`,
 * `useGetWithdrawListQuery({ pageNo })`, `useWithdrawConfirmMutation()`.
 */
export const {
  useGetPayoutAccountsQuery,
  useBindPayoutAccountMutation,
  usePaymentPasswordMutation,
  useGetWithdrawInfoQuery,
  useWithdrawMutation,
  useGetWithdrawListQuery,
  useWithdrawConfirmMutation,
} = withdrawApi;
