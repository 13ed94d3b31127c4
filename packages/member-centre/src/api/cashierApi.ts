/**
 * The member centre's cashier endpoints (spec §2 depositv2 and transactionHistory; contract
 * `packages/api-client/src/contract/cashier.ts`), injected into the one `baseApi`. Money is a
 * decimal string with two decimals. Errors are `PlatformQueryError`s (`{ status, errorCode,
 * message }`; `toUserMessage` gives the text).
 */
/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query's convention for endpoints without an argument. */
import { baseApi, cashierRoutes, registerRoutes, type BodyOf, type ValueOf } from '@gamehall/api-client';
import type { LedgerFilter } from '@gamehall/api-client/contract';
import { BALANCE_TAG } from '@gamehall/shell';

// The cashier endpoints join the transport's table with the member centre's chunk (the first
// page load carries only the core endpoints; api-client `registerRoutes`).
registerRoutes(cashierRoutes);

/** Cache tag of the member's deposits (the list and each deposit's detail). */
export const DEPOSIT_TAG = 'Deposit' as const;
/** Cache tag of the member's ledger (transaction history). */
export const LEDGER_TAG = 'Ledger' as const;

/** Rows per page of the deposit history. */
export const DEPOSIT_PAGE_SIZE = 10;
/** Rows per page of the transaction history. */
export const LEDGER_PAGE_SIZE = 20;

/** Arguments of `getDepositList`: a 1-based page (`pageSize` defaults to {@link DEPOSIT_PAGE_SIZE}). */
export interface DepositListArgs {
  /** 1-based page number. */
  pageNo: number;
  /** Rows per page, 1–100. */
  pageSize?: number;
}

/** Arguments of `getTransactionHistory`: type filter (absent: all), day range (`yyyy-MM-dd`, the merchant's days) and a 1-based page. */
export interface TransactionHistoryArgs {
  /** A group of ledger kinds; absent for every kind. */
  type?: LedgerFilter;
  /** First day, inclusive (`yyyy-MM-dd`). */
  from: string;
  /** Last day, inclusive (`yyyy-MM-dd`). */
  to: string;
  /** 1-based page number. */
  pageNo: number;
  /** Rows per page, 1–100 (default {@link LEDGER_PAGE_SIZE}). */
  pageSize?: number;
}

/**
 * The cashier endpoints:
 * - `getDepositChannels`: the merchant's deposit channels with limits and preset amounts;
 * - `deposit` (mutation): starts a deposit `{ requestId, channelId, amount }` (idempotent by
 *   `requestId`: a retry with the same key answers the same deposit) → the `Deposit` (ONLINE:
 *   `paymentUrl`; BANK: `bank` and `reference`); invalidates the deposit list and the ledger;
 * - `getDepositDetail`: one deposit by `depositId` (its status while the player pays);
 * - `getDepositList`: the member's deposits, newest first, paged;
 * - `getTransactionHistory`: the member's ledger entries, newest first, filtered and paged.
 *
 * Nothing is kept for another session: `keepUnusedDataFor: 0` on every member read.
 */
export const cashierApi = baseApi.enhanceEndpoints({ addTagTypes: [DEPOSIT_TAG, LEDGER_TAG, BALANCE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getDepositChannels: build.query<ValueOf<'depositChannels'>, void>({
      query: () => ({ endpoint: 'depositChannels' }),
      keepUnusedDataFor: 0,
    }),
    deposit: build.mutation<ValueOf<'deposit'>, BodyOf<'deposit'>>({
      query: (body) => ({ endpoint: 'deposit', body }),
      invalidatesTags: (_result, error) => (error ? [] : [DEPOSIT_TAG, LEDGER_TAG]),
    }),
    getDepositDetail: build.query<ValueOf<'depositDetail'>, string>({
      query: (depositId) => ({ endpoint: 'depositDetail', query: { depositId } }),
      providesTags: [DEPOSIT_TAG],
      keepUnusedDataFor: 0,
    }),
    getDepositList: build.query<ValueOf<'depositList'>, DepositListArgs>({
      query: ({ pageNo, pageSize = DEPOSIT_PAGE_SIZE }) => ({ endpoint: 'depositList', query: { pageNo: String(pageNo), pageSize: String(pageSize) } }),
      providesTags: [DEPOSIT_TAG],
      keepUnusedDataFor: 0,
    }),
    getTransactionHistory: build.query<ValueOf<'transactionHistory'>, TransactionHistoryArgs>({
      query: ({ type, from, to, pageNo, pageSize = LEDGER_PAGE_SIZE }) => ({
        endpoint: 'transactionHistory',
        query: { type, from, to, pageNo: String(pageNo), pageSize: String(pageSize) },
      }),
      providesTags: [LEDGER_TAG],
      keepUnusedDataFor: 0,
    }),
  }),
});

/**
 * The hooks of {@link cashierApi}: `useGetDepositChannelsQuery()`, `useDepositMutation()`,
 * `useGetDepositDetailQuery(depositId, { pollingInterval })`, `useGetDepositListQuery({ pageNo })`,
 * `useGetTransactionHistoryQuery({ type, from, to, pageNo })`.
 */
export const { useGetDepositChannelsQuery, useDepositMutation, useGetDepositDetailQuery, useGetDepositListQuery, useGetTransactionHistoryQuery } = cashierApi;

/**
 * Asks the header's balance again (shell's {@link BALANCE_TAG}): after a deposit was credited.
 *
 * @returns the action to dispatch
 */
export const balanceChanged = () => cashierApi.util.invalidateTags([BALANCE_TAG]);
