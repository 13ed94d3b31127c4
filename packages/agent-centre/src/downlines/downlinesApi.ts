/**
 * The team management endpoints of the agent centre (page downlineManagmentView, spec §2; issue 13;
 * contract `packages/api-client/src/contract/agent.ts`), injected into the one `baseApi`; their
 * routes are registered with the transport when this module loads.
 *
 * - `getDownlines`: a page of downlines — without `account`, the direct downlines of `parentId`
 *   (default: the caller); with `account`, the whole team by account prefix — each with its
 *   balance (decimal string), last login, team size and registration; fails with
 *   `agent.downline.not.in.team` or `agent.only`. Provides the team tag.
 * - `downlineTransfer` (mutation): moves `amount` (decimal string, at least
 *   `DOWNLINE_TRANSFER_MIN_AMOUNT`) from the agent's main wallet to a direct downline; the
 *   `requestId` makes a repeated submit move money once. Invalidates the team and the balance.
 */
import { agentRoutes, baseApi, registerRoutes, type BodyOf, type QueryOf, type ValueOf } from '@gamehall/api-client';
import { BALANCE_TAG } from '@gamehall/shell';
import { TEAM_TAG } from '../api/agentApi';

registerRoutes(agentRoutes);

export const downlinesApi = baseApi.enhanceEndpoints({ addTagTypes: [TEAM_TAG, BALANCE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getDownlines: build.query<ValueOf<'agentDownlines'>, QueryOf<'agentDownlines'>>({
      query: (query) => ({ endpoint: 'agentDownlines', query }),
      providesTags: [TEAM_TAG],
    }),
    downlineTransfer: build.mutation<ValueOf<'agentDownlineTransfer'>, BodyOf<'agentDownlineTransfer'>>({
      query: (body) => ({ endpoint: 'agentDownlineTransfer', body }),
      invalidatesTags: (_result, error) => (error ? [] : [TEAM_TAG, BALANCE_TAG]),
    }),
  }),
});

export const { useGetDownlinesQuery, useDownlineTransferMutation } = downlinesApi;
