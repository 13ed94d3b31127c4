/**
 * The logged-in member's wallet data the header shows (spec §2 "Header": balance with refresh;
 * spec §7 /wps/v2/wallets/balance (T)): an endpoint injected into the one api of api-client.
 */
/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query's convention for endpoints without an argument. */
import { baseApi, type ValueOf } from '@gamehall/api-client';

/** Cache tag of the balance; features that move money (deposit, transfer, game launch) invalidate it. */
export const BALANCE_TAG = 'Balance' as const;

/** The shell's account endpoints: `getBalance` (needs a session; money as a decimal string). */
export const accountApi = baseApi.enhanceEndpoints({ addTagTypes: [BALANCE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<ValueOf<'balance'>, void>({
      query: () => ({ endpoint: 'balance' }),
      providesTags: [BALANCE_TAG],
      // A balance is never reused from another session's cache.
      keepUnusedDataFor: 0,
    }),
  }),
});

/**
 * `useGetBalanceQuery()`: the wallet balance `{ balance: "1234.50", currency: "PHP",
 * currencySymbol: "₱" }` of the logged-in member (pass `skip` while logged out); `refetch()`
 * asks the server again (spec §2 refresh button).
 */
export const { useGetBalanceQuery } = accountApi;
