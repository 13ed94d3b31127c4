/**
 * The agent centre's endpoints, injected into the one `baseApi` (contract
 * `packages/api-client/src/contract/endpoints.ts`): the consolidated-funds flags (spec §3, §6)
 * that switch the contract pages on. Errors are `PlatformQueryError`s (`toUserMessage` gives the text).
 */
/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query's convention for endpoints without an argument. */
import { agentAccountRoutes, baseApi, registerRoutes, type BodyOf, type ValueOf } from '@gamehall/api-client';

// The register centre's and consolidated funds' endpoints reach the transport's table with this module (api-client `registerRoutes`).
registerRoutes(agentAccountRoutes);

/** Cache tag of the agent's team (a registered downline changes it; the team pages provide it). */
export const TEAM_TAG = 'AgentTeam' as const;

/**
 * - `getFundsConsolidated`: which contract pages the merchant enables for the logged-in account
 *   (`dailysalreqtype`, `divtypereq`, `contracthoursalreq`, `realtimesalreqtype`: 1 = on). Called
 *   only for a logged-in real account with AGENTPOLICY3 on (see `useAgentFlags`); kept for the session.
 * - `getAgentRegisterInfo`: the agent's invitation code and player-site link, and the downline
 *   agent type it may create (absent: members only);
 * - `agentRegister` (mutation, encrypted): registers a downline `{ username, password,
 *   confirmPassword, kind }` under the agent → `{ account, type, parent }`; fails with
 *   `member.field.invalid`, `member.account.exists`, `member.password.weak`,
 *   `agent.downline.type.refused` or `agent.only`. Invalidates the team.
 */
export const agentApi = baseApi.enhanceEndpoints({ addTagTypes: [TEAM_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getFundsConsolidated: build.query<ValueOf<'fundsConsolidated'>, void>({
      query: () => ({ endpoint: 'fundsConsolidated' }),
    }),
    getAgentRegisterInfo: build.query<ValueOf<'agentRegisterInfo'>, void>({
      query: () => ({ endpoint: 'agentRegisterInfo' }),
      keepUnusedDataFor: 0,
    }),
    agentRegister: build.mutation<ValueOf<'agentRegister'>, BodyOf<'agentRegister'>>({
      query: (body) => ({ endpoint: 'agentRegister', body }),
      invalidatesTags: (_result, error) => (error ? [] : [TEAM_TAG]),
    }),
  }),
});

export const { useGetFundsConsolidatedQuery, useGetAgentRegisterInfoQuery, useAgentRegisterMutation } = agentApi;
