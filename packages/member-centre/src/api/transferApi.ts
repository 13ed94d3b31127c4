/**
 * The transferFund page's endpoints (spec §2 transferFund; spec §7 GCS_merchantWallet,
 * GCS_walletTransfer, /wps/v2/wallets/balance, GCSGAME_newGameVendor), injected into the one
 * `baseApi`. Money is a decimal string with two decimals; errors are `PlatformQueryError`s.
 */
/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query's convention for endpoints without an argument. */
import { baseApi, type BodyOf, type ValueOf } from '@gamehall/api-client';
import { getLanguage } from '@gamehall/i18n';
import { BALANCE_TAG } from '@gamehall/shell';
import { LEDGER_TAG } from './cashierApi';

/**
 * The transfer endpoints:
 * - `getMerchantWallet`: `{ isSingle }`, whether the merchant runs one wallet for every vendor;
 * - `getWallets`: the balance `{ balance, mainBalance, vendorWallets }` (vendor wallets holding
 *   money), shell's {@link BALANCE_TAG}, so the header's balance and this page refresh together;
 * - `getWalletVendors`: every vendor of the merchant's lanes (a wallet each on a transfer-wallet merchant);
 * - `walletTransfer` (mutation): `{ transferId, vassalage, direction: IN | OUT, amount? }` →
 *   the amount moved and both wallets after it (idempotent by `transferId`); refreshes the
 *   balance and the ledger, also after a call that got no answer.
 */
export const transferApi = baseApi.enhanceEndpoints({ addTagTypes: [BALANCE_TAG, LEDGER_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getMerchantWallet: build.query<ValueOf<'merchantWallet'>, void>({
      query: () => ({ endpoint: 'merchantWallet' }),
      keepUnusedDataFor: 0,
    }),
    getWallets: build.query<ValueOf<'balance'>, void>({
      query: () => ({ endpoint: 'balance' }),
      providesTags: [BALANCE_TAG],
      keepUnusedDataFor: 0,
    }),
    getWalletVendors: build.query<ValueOf<'vendors'>, void>({
      query: () => ({ endpoint: 'vendors', query: { platform: 'html5-desktop', language: getLanguage() } }),
    }),
    walletTransfer: build.mutation<ValueOf<'walletTransfer'>, BodyOf<'walletTransfer'>>({
      query: (body) => ({ endpoint: 'walletTransfer', body }),
      // Even a failed call may have moved money (no answer): the balances are asked again.
      invalidatesTags: [BALANCE_TAG, LEDGER_TAG],
    }),
  }),
});

/**
 * The hooks of {@link transferApi}: `useGetMerchantWalletQuery()`, `useGetWalletsQuery()`,
 * `useGetWalletVendorsQuery()`, `useWalletTransferMutation()`.
 */
export const { useGetMerchantWalletQuery, useGetWalletsQuery, useGetWalletVendorsQuery, useWalletTransferMutation } = transferApi;
