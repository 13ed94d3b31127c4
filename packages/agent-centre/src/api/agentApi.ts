/**
 * The agent centre's endpoints, injected into the one `baseApi` (contract
 * `packages/api-client/src/contract/endpoints.ts`): the consolidated-funds flags (spec §3, §6)
 * that switch the contract pages on. Errors are `PlatformQueryError`s (`toUserMessage` gives the text).
 */
/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query's convention for endpoints without an argument. */
import { baseApi, type ValueOf } from '@gamehall/api-client';

/**
 * - `getFundsConsolidated`: which contract pages the merchant enables for the logged-in account
 *   (`dailysalreqtype`, `divtypereq`, `contracthoursalreq`, `realtimesalreqtype`: 1 = on). Called
 *   only for a logged-in real account with AGENTPOLICY3 on (see `useAgentFlags`); kept for the session.
 */
export const agentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFundsConsolidated: build.query<ValueOf<'fundsConsolidated'>, void>({
      query: () => ({ endpoint: 'fundsConsolidated' }),
    }),
  }),
});

export const { useGetFundsConsolidatedQuery } = agentApi;
