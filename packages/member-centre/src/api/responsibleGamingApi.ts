/**
 * The responsible-gaming page's endpoints (issue 12; contract
 * `packages/api-client/src/contract/responsibleGaming.ts`), injected into the one `baseApi`.
 * Their routes are registered here, when the member centre's chunk loads (like `cashierRoutes`).
 */
/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query's convention for endpoints without an argument. */
import { baseApi, registerRoutes, responsibleGamingRoutes, type BodyOf, type ValueOf } from '@gamehall/api-client';
import { RESPONSIBLE_GAMING_TAG } from '@gamehall/shell';

registerRoutes(responsibleGamingRoutes);

/**
 * The responsible-gaming endpoints:
 * - `getResponsibleGaming`: the three deposit limits (amount in force, pending raise or removal,
 *   used and remaining in the current period, its end) and the reality-check interval;
 * - `setDepositLimit` (mutation): `{ period, amount }` (`amount: null` removes) → the settings,
 *   written into the cache at once;
 * - `setRealityCheck` (mutation): `{ minutes }` (15/30/60/120 or null) → the settings; the
 *   header's reality-check timer reads the same tag;
 * - `startExclusion` (mutation): `{ kind, duration }` → `{ kind, until }`; the server has ended
 *   every session of the member (the caller logs out here too).
 */
export const responsibleGamingApi = baseApi.enhanceEndpoints({ addTagTypes: [RESPONSIBLE_GAMING_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getResponsibleGaming: build.query<ValueOf<'responsibleGaming'>, void>({
      query: () => ({ endpoint: 'responsibleGaming' }),
      providesTags: [RESPONSIBLE_GAMING_TAG],
      keepUnusedDataFor: 0,
    }),
    setDepositLimit: build.mutation<ValueOf<'depositLimit'>, BodyOf<'depositLimit'>>({
      query: (body) => ({ endpoint: 'depositLimit', body }),
      invalidatesTags: (_result, error) => (error ? [] : [RESPONSIBLE_GAMING_TAG]),
    }),
    setRealityCheck: build.mutation<ValueOf<'realityCheck'>, BodyOf<'realityCheck'>>({
      query: (body) => ({ endpoint: 'realityCheck', body }),
      invalidatesTags: (_result, error) => (error ? [] : [RESPONSIBLE_GAMING_TAG]),
    }),
    startExclusion: build.mutation<ValueOf<'exclusion'>, BodyOf<'exclusion'>>({
      query: (body) => ({ endpoint: 'exclusion', body }),
    }),
  }),
});

/**
 * The page's hooks: `useGetResponsibleGamingQuery()`, `useSetDepositLimitMutation()`,
 * `useSetRealityCheckMutation()`, `useStartExclusionMutation()`.
 */
export const { useGetResponsibleGamingQuery, useSetDepositLimitMutation, useSetRealityCheckMutation, useStartExclusionMutation } = responsibleGamingApi;
