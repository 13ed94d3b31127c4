/**
 * The betting record's endpoint (spec §2 personalHistoryCopy; relay ODSFE2_MemTransDet),
 * injected into the one `baseApi`. Money is a decimal string with two decimals.
 */
import { baseApi, bettingRoutes, registerRoutes, type ValueOf } from '@gamehall/api-client';
import type { GameType } from '@gamehall/api-client/contract';

// The betting records endpoint reaches the transport's table with this module (api-client `registerRoutes`).
registerRoutes(bettingRoutes);

/** Rows per page of the betting record. */
export const BETS_PAGE_SIZE = 20;

/** Arguments of `getBettingRecords`: category and vendor (absent: all), day range (`yyyy-MM-dd`, inclusive) and a 1-based page. */
export interface BettingRecordsArgs {
  gameType?: GameType;
  vassalage?: string;
  from: string;
  to: string;
  pageNo: number;
  /** Rows per page, 1–100 (default {@link BETS_PAGE_SIZE}). */
  pageSize?: number;
}

/** `getBettingRecords`: the member's bets, newest first, filtered and paged by the server; never kept for another session. */
export const bettingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBettingRecords: build.query<ValueOf<'bettingRecords'>, BettingRecordsArgs>({
      query: ({ gameType, vassalage, from, to, pageNo, pageSize = BETS_PAGE_SIZE }) => ({
        endpoint: 'bettingRecords',
        query: { gameType, vassalage, from, to, pageNo: String(pageNo), pageSize: String(pageSize) },
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

/** `useGetBettingRecordsQuery({ gameType?, vassalage?, from, to, pageNo })`. */
export const { useGetBettingRecordsQuery } = bettingApi;
