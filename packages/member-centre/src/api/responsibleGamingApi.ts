/**
 * The responsible-gaming page's endpoints (issue 12; contract
 * `packages/api-client/src/contract/responsibleGaming.ts`), injected into the one `baseApi`.
 * Their routes are registered here, when the member centre's chunk loads (like `cashierRoutes`).
 */
import { baseApi, registerRoutes, responsibleGamingRoutes, type BodyOf, type ValueOf } from '@gamehall/api-client';
import { RESPONSIBLE_GAMING_TAG } from '@gamehall/shell';

registerRoutes(responsibleGamingRoutes);

/**
 * The responsible-gaming page's mutations (the settings themselves are read with `shell`'s
 * `useGetResponsibleGamingQuery`, the one query the header's reality check uses too):
 * - `setDepositLimit`: `{ period, amount }` (`amount: null` removes) → the settings; the
 *   settings query refetches (shared tag);
 * - `setRealityCheck`: `{ minutes }` (15/30/60/120 or null) → the settings; the header's
 *   reality-check timer reads the same query;
 * - `startExclusion`: `{ kind, duration }` → `{ kind, until }`; the server has ended every session
 *   of the member (the caller logs out here too).
 */
export const responsibleGamingApi = baseApi.enhanceEndpoints({ addTagTypes: [RESPONSIBLE_GAMING_TAG] }).injectEndpoints({
  endpoints: (build) => ({
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

/** The page's mutation hooks: `useSetDepositLimitMutation()`, `useSetRealityCheckMutation()`, `useStartExclusionMutation()`. */
export const { useSetDepositLimitMutation, useSetRealityCheckMutation, useStartExclusionMutation } = responsibleGamingApi;
