/**
 * The reality check's read of the member's responsible-gaming settings (issue 12), injected into
 * the one `baseApi` from the logged-in header's chunk: visitors load none of it. The routes of
 * the responsible-gaming endpoints are registered here too (the member centre registers them
 * again when its chunk loads; registering twice is harmless).
 */
/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query's convention for endpoints without an argument. */
import { baseApi, registerRoutes, responsibleGamingRoutes, type ValueOf } from '@gamehall/api-client';
import { RESPONSIBLE_GAMING_TAG } from './tag';

registerRoutes(responsibleGamingRoutes);

/** `getRealityCheckSettings`: the member's responsible-gaming settings (the reality-check interval is what the header uses). */
export const realityCheckApi = baseApi.enhanceEndpoints({ addTagTypes: [RESPONSIBLE_GAMING_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getRealityCheckSettings: build.query<ValueOf<'responsibleGaming'>, void>({
      query: () => ({ endpoint: 'responsibleGaming' }),
      providesTags: [RESPONSIBLE_GAMING_TAG],
    }),
  }),
});

/** `useGetRealityCheckSettingsQuery()`: the settings, refetched when the member centre changes them (shared tag). */
export const { useGetRealityCheckSettingsQuery } = realityCheckApi;
