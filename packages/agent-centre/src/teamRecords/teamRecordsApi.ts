/**
 * The team record endpoints of the agent centre (issue 13; contract `agentTeamRecords.ts`),
 * injected into the one `baseApi`; their routes are registered with the transport when this
 * module loads (it is in the team record pages' chunk).
 *
 * - `getTeamBets`: a page of the team's bets over a UTC day range (≤ 90 days), by account
 *   prefix, newest first, with the filter's totals; fails with `agent.range.invalid`,
 *   `agent.downline.not.in.team` or `agent.only`;
 * - `getTeamTransactions`: a page of the team's ledger entries (not bets) by account and kind
 *   group, newest first, with the sums in and out; same errors.
 */
import { agentTeamRecordRoutes, baseApi, registerRoutes, type QueryOf, type ValueOf } from '@gamehall/api-client';
import { TEAM_TAG } from '../api/agentApi';

registerRoutes(agentTeamRecordRoutes);

export const teamRecordsApi = baseApi.enhanceEndpoints({ addTagTypes: [TEAM_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getTeamBets: build.query<ValueOf<'agentTeamBets'>, QueryOf<'agentTeamBets'>>({
      query: (query) => ({ endpoint: 'agentTeamBets', query }),
      providesTags: [TEAM_TAG],
    }),
    getTeamTransactions: build.query<ValueOf<'agentTeamTransactions'>, QueryOf<'agentTeamTransactions'>>({
      query: (query) => ({ endpoint: 'agentTeamTransactions', query }),
      providesTags: [TEAM_TAG],
    }),
  }),
});

export const { useGetTeamBetsQuery, useGetTeamTransactionsQuery } = teamRecordsApi;
