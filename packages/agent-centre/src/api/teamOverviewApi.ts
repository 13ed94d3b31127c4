/**
 * The team overview (issue 13; spec §2 agentTeamOverview; contract `agent.ts` `TeamOverview`),
 * injected into the one `baseApi`; the agent routes are registered with the transport when this
 * module loads. `getTeamOverview`: `{ from, to }` (UTC days `yyyy-MM-dd`, at most 90 days) → the
 * team's size and the range's figures with one entry a day. Errors are `PlatformQueryError`s
 * (`useErrorText` gives the text): `agent.range.invalid`, `agent.only`.
 */
import { agentRoutes, baseApi, registerRoutes, type QueryOf, type ValueOf } from '@gamehall/api-client';

registerRoutes(agentRoutes);

/** The overview endpoint (see the module comment); nothing kept for another visit. */
export const teamOverviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeamOverview: build.query<ValueOf<'agentTeamOverview'>, QueryOf<'agentTeamOverview'>>({
      query: (query) => ({ endpoint: 'agentTeamOverview', query }),
      keepUnusedDataFor: 0,
    }),
  }),
});

/** RTK Query hook of `getTeamOverview`. */
export const { useGetTeamOverviewQuery } = teamOverviewApi;
