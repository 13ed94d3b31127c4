/**
 * The logged-in member's account data the header shows (spec §2 "Header": balance with refresh,
 * unread platform messages; spec §7 /wps/v2/wallets/balance (T), CSP_unreadCount): endpoints
 * injected into the one api of api-client.
 */
/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query's convention for endpoints without an argument. */
import { baseApi, type ValueOf } from '@gamehall/api-client';

/** Cache tag of the balance; features that move money (deposit, transfer, game launch) invalidate it. */
export const BALANCE_TAG = 'Balance' as const;

/**
 * Cache tag of the unread platform messages count (spec §2 badges); the member centre's message
 * mutations (read, delete) invalidate it, so the header's badges follow.
 */
export const UNREAD_MESSAGES_TAG = 'UnreadMessages' as const;

/**
 * The shell's account endpoints: `getBalance` (needs a session; money as a decimal string) and
 * `getUnreadCount` (relay CSP_unreadCount, `{ count }`; needs a real member's session).
 */
export const accountApi = baseApi.enhanceEndpoints({ addTagTypes: [BALANCE_TAG, UNREAD_MESSAGES_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<ValueOf<'balance'>, void>({
      query: () => ({ endpoint: 'balance' }),
      providesTags: [BALANCE_TAG],
      // A balance is never reused from another session's cache.
      keepUnusedDataFor: 0,
    }),
    getUnreadCount: build.query<ValueOf<'unreadCount'>, void>({
      query: () => ({ endpoint: 'unreadCount' }),
      providesTags: [UNREAD_MESSAGES_TAG],
      // Like the balance: never shown to the next session.
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

/**
 * `useGetUnreadCountQuery()`: the unread platform messages `{ count: 3 }` (pass `skip` for
 * visitors and trial accounts, spec §2, §6); read it through `useUnreadMessages`.
 */
export const { useGetUnreadCountQuery } = accountApi;
