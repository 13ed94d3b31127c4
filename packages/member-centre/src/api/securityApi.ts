/**
 * The securityCenter page's endpoints (spec §2; contract
 * `packages/api-client/src/contract/security.ts`), injected into the one `baseApi`: the overview,
 * binding a mobile number and an e-mail with a code, the authenticator app, and the password and
 * payment password changes (the payment password is the withdraw page's endpoint). Errors are
 * `PlatformQueryError`s. Nothing is kept for another session (`keepUnusedDataFor: 0`).
 */
/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query's convention for endpoints without an argument. */
import { authRoutes, baseApi, registerRoutes, securityRoutes, type BodyOf, type ValueOf } from '@gamehall/api-client';
import { WITHDRAW_INFO_TAG } from './withdrawApi';

// The security endpoints are not in the core route table (the player site's first load carries
// only the core endpoints; api-client `registerRoutes`).
registerRoutes(securityRoutes);
// changePassword is one of the account flows' endpoints.
registerRoutes(authRoutes);

/** Cache tag of the security overview. */
export const SECURITY_TAG = 'Security' as const;

/**
 * The security endpoints:
 * - `getSecurityOverview`: which items are set (masked mobile and e-mail, authenticator,
 *   recovery codes left, payment password, payout account, the login verification's methods);
 * - `sendBindMobileCode` / `bindMobile`: an SMS code to the number, then the number with it;
 * - `sendBindEmailCode` / `bindEmail`: an e-mail code to the address, then the address with it;
 * - `enrolAuthenticator` → `{ secret, otpauthUri }`; `confirmAuthenticator({ code })` → the 10
 *   recovery codes (shown once); `disableAuthenticator({ code })` (a current or a recovery code);
 * - `changeLoginPassword` (encrypted): `{ oldPassword, newPassword, confirmNewPassword }`;
 * The payment password is the withdraw page's `paymentPassword` mutation (PaymentPasswordForm).
 * Every change refreshes the overview.
 */
export const securityApi = baseApi.enhanceEndpoints({ addTagTypes: [SECURITY_TAG, WITHDRAW_INFO_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getSecurityOverview: build.query<ValueOf<'securityOverview'>, void>({
      query: () => ({ endpoint: 'securityOverview' }),
      providesTags: [SECURITY_TAG],
      keepUnusedDataFor: 0,
    }),
    sendBindMobileCode: build.mutation<ValueOf<'bindMobileCode'>, BodyOf<'bindMobileCode'>>({
      query: (body) => ({ endpoint: 'bindMobileCode', body }),
    }),
    bindMobile: build.mutation<ValueOf<'bindMobile'>, BodyOf<'bindMobile'>>({
      query: (body) => ({ endpoint: 'bindMobile', body }),
      invalidatesTags: (_r, error) => (error ? [] : [SECURITY_TAG]),
    }),
    sendBindEmailCode: build.mutation<ValueOf<'bindEmailCode'>, BodyOf<'bindEmailCode'>>({
      query: (body) => ({ endpoint: 'bindEmailCode', body }),
    }),
    bindEmail: build.mutation<ValueOf<'bindEmail'>, BodyOf<'bindEmail'>>({
      query: (body) => ({ endpoint: 'bindEmail', body }),
      invalidatesTags: (_r, error) => (error ? [] : [SECURITY_TAG]),
    }),
    enrolAuthenticator: build.mutation<ValueOf<'authenticatorEnrol'>, void>({
      query: () => ({ endpoint: 'authenticatorEnrol' }),
    }),
    confirmAuthenticator: build.mutation<ValueOf<'authenticatorConfirm'>, BodyOf<'authenticatorConfirm'>>({
      query: (body) => ({ endpoint: 'authenticatorConfirm', body }),
    }),
    disableAuthenticator: build.mutation<ValueOf<'authenticatorDisable'>, BodyOf<'authenticatorDisable'>>({
      query: (body) => ({ endpoint: 'authenticatorDisable', body }),
      invalidatesTags: (_r, error) => (error ? [] : [SECURITY_TAG]),
    }),
    changeLoginPassword: build.mutation<ValueOf<'changePassword'>, BodyOf<'changePassword'>>({
      query: (body) => ({ endpoint: 'changePassword', body }),
      invalidatesTags: (_r, error) => (error ? [] : [SECURITY_TAG]),
    }),
  }),
});

export const {
  useGetSecurityOverviewQuery,
  useSendBindMobileCodeMutation,
  useBindMobileMutation,
  useSendBindEmailCodeMutation,
  useBindEmailMutation,
  useEnrolAuthenticatorMutation,
  useConfirmAuthenticatorMutation,
  useDisableAuthenticatorMutation,
  useChangeLoginPasswordMutation,
} = securityApi;
