/**
 * The agent contract endpoints, injected into the one `baseApi` (contract
 * `packages/api-client/src/contract/contracts.ts`; spec §2 records pages and contract popup, §4
 * contract offers, §6). Their routes are registered with the transport when this module loads
 * (api-client `registerRoutes`), so the first page load carries none of them. Errors are
 * `PlatformQueryError`s (`toUserMessage` gives the text).
 */
/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query's convention for endpoints without an argument. */
import { CONTRACT_ENDPOINTS, baseApi, contractRoutes, registerRoutes, type BodyOf, type ContractTypeName, type QueryOf, type ValueOf } from '@gamehall/api-client';
import type { ContractTierInput, DividendPeriod } from '@gamehall/api-client/contract';

registerRoutes(contractRoutes);

/** Cache tag of the logged-in member's contracts (own contract, pending offers, settlements). */
export const CONTRACT_TAG = 'AgentContract' as const;

/** Argument of {@link contractApi}'s `respondToContract`: the offer, the answer and, for spec §4, the agreement to end downline contracts. */
export interface ContractResponse {
  /** The offer's contract type (chooses the relay). */
  type: ContractTypeName;
  /** The pending offer's id. */
  contractId: number;
  /** `accept` or `reject`. */
  action: 'accept' | 'reject';
  /** `true`: agree to the auto-termination of the contracts listed by `contract.terminations.unconfirmed` (spec §4). */
  confirm?: boolean;
}

/** Argument of {@link contractApi}'s `getDownlineContracts`: a type and one direct downline's account. */
export interface DownlineContractsQuery {
  /** The contract type (chooses the relay). */
  type: ContractTypeName;
  /** The direct downline's account. */
  account: string;
}

/** Argument of {@link contractApi}'s `offerContract` (spec §4 contract offers). */
export interface ContractOffer {
  /** The contract type (chooses the relay). */
  type: ContractTypeName;
  /** The direct downline offered to. */
  account: string;
  /** Ascending tiers with exactly the thresholds of the type (`CONTRACT_TIER_FIELDS`); money and rates as decimal strings, rates in percent. */
  tiers: ContractTierInput[];
  /** DIVIDEND only (required there): the settlement period. */
  period?: DividendPeriod;
}

/** Argument of {@link contractApi}'s `terminateContract`. */
export interface ContractTermination {
  /** The contract type (chooses the relay). */
  type: ContractTypeName;
  /** The offered or active contract to end. */
  contractId: number;
}

/**
 * - `getContractView` (by type): the caller's active contract of the type (`own`), its pending
 *   offer and cap; only the first downline contract is asked for (`pageSize` 1), the records
 *   pages show only the caller's own contract.
 * - `getContractSettlements` (`{ type, pageNo, pageSize }`, page numbers as strings): the caller's
 *   settlements of the type, newest period first (records pages, spec §2).
 * - `getPendingContracts`: every pending offer to the caller, newest first (contract popup, spec §2).
 * - `respondToContract` (mutation, {@link ContractResponse}): accepts or rejects an offer → the
 *   contract after the action; fails with `contract.terminations.unconfirmed` (value
 *   `{ contracts }`: the caller's downline contracts the accept would end, spec §4; ask again with
 *   `confirm: true`), `contract.not.found`, `contract.state.invalid`. Invalidates the contracts.
 * - `getDownlineContracts` ({@link DownlineContractsQuery}): the type's view with only the open
 *   (offered or active) contracts the caller gave that direct downline in `downlines` (the first
 *   5, newest first), its `canOffer` and `maxRate` cap (team management contract dialog, spec §2).
 * - `offerContract` (mutation, {@link ContractOffer}): offers (or replaces the pending offer of)
 *   a contract of the type to a direct downline → the OFFERED contract; fails with
 *   `contract.rate.too.high` (value `{ maxRate }`), `contract.tiers.invalid`,
 *   `contract.downline.invalid`, `function.disabled`, `agent.only`. Invalidates the contracts.
 * - `terminateContract` (mutation, {@link ContractTermination}): ends an offered or active
 *   contract the caller gave → the TERMINATED contract; fails with `contract.not.found`,
 *   `contract.state.invalid`. Invalidates the contracts.
 */
export const contractApi = baseApi.enhanceEndpoints({ addTagTypes: [CONTRACT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getContractView: build.query<ValueOf<'dividendContract'>, ContractTypeName>({
      query: (type) => ({ endpoint: CONTRACT_ENDPOINTS[type].view, query: { pageNo: '1', pageSize: '1' } }),
      providesTags: [CONTRACT_TAG],
    }),
    getContractSettlements: build.query<ValueOf<'contractSettlements'>, QueryOf<'contractSettlements'>>({
      query: (query) => ({ endpoint: 'contractSettlements', query }),
      providesTags: [CONTRACT_TAG],
    }),
    getPendingContracts: build.query<ValueOf<'pendingContracts'>, void>({
      query: () => ({ endpoint: 'pendingContracts' }),
      providesTags: [CONTRACT_TAG],
      keepUnusedDataFor: 0,
    }),
    respondToContract: build.mutation<ValueOf<'dividendContractAction'>, ContractResponse>({
      query: ({ type, contractId, action, confirm }) => {
        const body: BodyOf<'dividendContractAction'> = { action, contractId, ...(confirm ? { confirm: true } : {}) };
        return { endpoint: CONTRACT_ENDPOINTS[type].action, body };
      },
      invalidatesTags: (_result, error) => (error ? [] : [CONTRACT_TAG]),
    }),
    getDownlineContracts: build.query<ValueOf<'dividendContract'>, DownlineContractsQuery>({
      query: ({ type, account }) => ({ endpoint: CONTRACT_ENDPOINTS[type].view, query: { account, pageNo: '1', pageSize: '5' } }),
      providesTags: [CONTRACT_TAG],
    }),
    offerContract: build.mutation<ValueOf<'dividendContractAction'>, ContractOffer>({
      query: ({ type, account, tiers, period }) => {
        const body: BodyOf<'dividendContractAction'> = { action: 'offer', account, tiers, ...(period ? { period } : {}) };
        return { endpoint: CONTRACT_ENDPOINTS[type].action, body };
      },
      invalidatesTags: (_result, error) => (error ? [] : [CONTRACT_TAG]),
    }),
    terminateContract: build.mutation<ValueOf<'dividendContractAction'>, ContractTermination>({
      query: ({ type, contractId }) => ({ endpoint: CONTRACT_ENDPOINTS[type].action, body: { action: 'terminate', contractId } satisfies BodyOf<'dividendContractAction'> }),
      invalidatesTags: (_result, error) => (error ? [] : [CONTRACT_TAG]),
    }),
  }),
});

export const {
  useGetContractViewQuery,
  useGetContractSettlementsQuery,
  useGetPendingContractsQuery,
  useRespondToContractMutation,
  useGetDownlineContractsQuery,
  useOfferContractMutation,
  useTerminateContractMutation,
} = contractApi;
