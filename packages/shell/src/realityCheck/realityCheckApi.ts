/**
 * The member's responsible-gaming settings (issue 12), the one read of them: the header's reality
 * check and the member centre's responsible-gaming page both use {@link useGetResponsibleGamingQuery}
 * (what two features share lives below them, in `shell`). Injected into the one `baseApi` when
 * first imported — from the logged-in header's chunk or the member centre's — so visitors load
 * none of it. The routes of the responsible-gaming endpoints are registered here too (the member
 * centre registers them again for its mutations; registering twice is harmless).
 */
/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query's convention for endpoints without an argument. */
import { baseApi, registerRoutes, responsibleGamingRoutes, type ValueOf } from '@gamehall/api-client';
import { RESPONSIBLE_GAMING_TAG } from './tag';

registerRoutes(responsibleGamingRoutes);

/**
 * `getResponsibleGaming`: the member's responsible-gaming settings (contract endpoint
 * `responsibleGaming`): the three deposit limits (amount in force, pending raise or removal, used
 * and remaining in the current period, its end) and the reality-check interval in minutes (null =
 * off). Provides {@link RESPONSIBLE_GAMING_TAG}, so the member centre's changes refetch it; not kept
 * once nothing reads it.
 */
export const realityCheckApi = baseApi.enhanceEndpoints({ addTagTypes: [RESPONSIBLE_GAMING_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getResponsibleGaming: build.query<ValueOf<'responsibleGaming'>, void>({
      query: () => ({ endpoint: 'responsibleGaming' }),
      providesTags: [RESPONSIBLE_GAMING_TAG],
      keepUnusedDataFor: 0,
    }),
  }),
});

/**
 * `useGetResponsibleGamingQuery()`: the member's responsible-gaming settings (see
 * {@link realityCheckApi}), refetched when the member centre changes them (shared tag).
 */
export const { useGetResponsibleGamingQuery } = realityCheckApi;
