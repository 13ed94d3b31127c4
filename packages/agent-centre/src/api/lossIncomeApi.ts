/**
 * The user loss and my income reports (issue 13; contract `agentLossIncome.ts`), injected into the
 * one `baseApi`; their routes are registered with the transport when this chunk loads (the first
 * page load carries only the core endpoints; api-client `registerRoutes`). Errors are
 * `PlatformQueryError`s (`useErrorText` gives the text): `agent.range.invalid`, `agent.only`.
 *
 * - `getTeamProfitLoss`: `{ from, to, account?, sort?, pageNo?, pageSize? }` → a page of team
 *   members with bets, valid bets, payouts, P&L, deposits, withdrawals, and totals of all of them;
 * - `getAgentIncome`: `{ from, to }` → salaries, dividends, rebates, income and transfers received,
 *   per day (newest first) and in total.
 *
 * Nothing is kept for another visit: `keepUnusedDataFor: 0`.
 */
import { agentLossIncomeRoutes, baseApi, registerRoutes, type QueryOf, type ValueOf } from '@gamehall/api-client';

registerRoutes(agentLossIncomeRoutes);

export const lossIncomeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeamProfitLoss: build.query<ValueOf<'agentTeamProfitLoss'>, QueryOf<'agentTeamProfitLoss'>>({
      query: (query) => ({ endpoint: 'agentTeamProfitLoss', query }),
      keepUnusedDataFor: 0,
    }),
    getAgentIncome: build.query<ValueOf<'agentIncome'>, QueryOf<'agentIncome'>>({
      query: (query) => ({ endpoint: 'agentIncome', query }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetTeamProfitLossQuery, useGetAgentIncomeQuery } = lossIncomeApi;
