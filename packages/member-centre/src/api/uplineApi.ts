/**
 * The transferUpline page's endpoints (spec §2 transferUpline, §6; contract
 * `packages/api-client/src/contract/upline.ts`), injected into the one `baseApi`. The transfer's
 * body (with the payment password) is sealed by the api-client's encrypted transport. Money is a
 * decimal string with two decimals; errors are `PlatformQueryError`s.
 */
/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query's convention for endpoints without an argument. */
import { baseApi, type BodyOf, type ValueOf } from '@gamehall/api-client';
import { BALANCE_TAG } from '@gamehall/shell';
import { LEDGER_TAG } from './cashierApi';

/** Cache tag of the upline summary (upline, main wallet, minimum, payment password state). */
export const UPLINE_TAG = 'Upline' as const;

/**
 * The upline endpoints:
 * - `getUplineInfo`: `{ upline?: { account, nickname }, balance, minAmount, hasPaymentPassword }`;
 * - `transferUpline` (mutation, encrypted): `{ requestId, amount, paymentPassword }` → the
 *   transfer (idempotent by `requestId`); refreshes the summary, the header's balance and the
 *   ledger, also after a call that got no answer.
 */
export const uplineApi = baseApi.enhanceEndpoints({ addTagTypes: [UPLINE_TAG, BALANCE_TAG, LEDGER_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getUplineInfo: build.query<ValueOf<'uplineInfo'>, void>({
      query: () => ({ endpoint: 'uplineInfo' }),
      providesTags: [UPLINE_TAG],
      keepUnusedDataFor: 0,
    }),
    transferUpline: build.mutation<ValueOf<'transferUpline'>, BodyOf<'transferUpline'>>({
      query: (body) => ({ endpoint: 'transferUpline', body }),
      invalidatesTags: [UPLINE_TAG, BALANCE_TAG, LEDGER_TAG],
    }),
  }),
});

/** The hooks of {@link uplineApi}: `useGetUplineInfoQuery()`, `useTransferUplineMutation()`. */
export const { useGetUplineInfoQuery, useTransferUplineMutation } = uplineApi;
