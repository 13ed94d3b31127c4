/**
 * The reward and report endpoints of the member centre (spec §2 manualRebate, personalProfit;
 * contract `packages/api-client/src/contract/rewards.ts`), injected into the one `baseApi`. Their
 * routes are in the cashier table (registered by `./cashierApi`). Money is a decimal string with
 * two decimals; errors are `PlatformQueryError`s.
 */
/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query's convention for endpoints without an argument. */
import { baseApi, type BodyOf, type ValueOf } from '@gamehall/api-client';
import { BALANCE_TAG } from '@gamehall/shell';
import { LEDGER_TAG } from './cashierApi';

/** Cache tag of the claimable rebate. */
export const REBATE_TAG = 'Rebate' as const;
/** Cache tag of the profit and loss figures (they include rebates received). */
export const PROFIT_TAG = 'Profit' as const;

/** Whether a failed call got no answer (the claim may still have been carried out). */
const noAnswer = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 'NETWORK_ERROR';

/**
 * The reward endpoints:
 * - `getRebateInfo`: per game category the valid bets since the last claim, the rate and the
 *   rebate; the total, the minimum claim, the last claim's time;
 * - `claimRebate` (mutation): `{ requestId }` → the claim (idempotent by `requestId`); refreshes
 *   the rebate, the header's balance, the ledger and the profit figures, also after a call that
 *   got no answer;
 * - `getPersonalProfit`: `{ from, to }` (UTC days, inclusive) → bets, valid bets, payouts and
 *   win/loss per category with totals, bonuses, rebates, deposits, withdrawals, profit.
 *
 * Nothing is kept for another session: `keepUnusedDataFor: 0` on every read.
 */
export const rewardsApi = baseApi.enhanceEndpoints({ addTagTypes: [REBATE_TAG, PROFIT_TAG, BALANCE_TAG, LEDGER_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getRebateInfo: build.query<ValueOf<'rebateInfo'>, void>({
      query: () => ({ endpoint: 'rebateInfo' }),
      providesTags: [REBATE_TAG],
      keepUnusedDataFor: 0,
    }),
    claimRebate: build.mutation<ValueOf<'rebateClaim'>, BodyOf<'rebateClaim'>>({
      query: (body) => ({ endpoint: 'rebateClaim', body }),
      invalidatesTags: (_result, error) => (error && !noAnswer(error) ? [] : [REBATE_TAG, BALANCE_TAG, LEDGER_TAG, PROFIT_TAG]),
    }),
    getPersonalProfit: build.query<ValueOf<'personalProfit'>, { from: string; to: string }>({
      query: ({ from, to }) => ({ endpoint: 'personalProfit', query: { from, to } }),
      providesTags: [PROFIT_TAG],
      keepUnusedDataFor: 0,
    }),
  }),
});

/** The hooks of {@link rewardsApi}: `useGetRebateInfoQuery()`, `useClaimRebateMutation()`, `useGetPersonalProfitQuery({ from, to })`. */
export const { useGetRebateInfoQuery, useClaimRebateMutation, useGetPersonalProfitQuery } = rewardsApi;
