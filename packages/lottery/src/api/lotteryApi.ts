/**
 * The lottery's RTK Query endpoints (spec §7 "Games and wallet", "Query shapes": VN lottery
 * menus, opened numbers and the member's recent lottery games), injected into the one
 * `baseApi`. Callers pass `language` (from `getLanguage()`) so a language change refetches. The
 * lottery launch is not here: it is `@gamehall/play`'s game session (`gameSessionRequested` with
 * a `launchGame` call, `launchMode: 'LOTT'`).
 */
import { baseApi, lotteryApiRoutes, registerRoutes, type QueryOf, type ValueOf } from '@gamehall/api-client';

// The lottery endpoints reach the transport's table with this module (api-client `registerRoutes`).
registerRoutes(lotteryApiRoutes);

/** Cache tag of everything a new draw changes: menus (next draw, latest numbers), opened numbers, draw history. */
export const LOTTERY_DRAW_TAG = 'LotteryDraw' as const;
/**
 * Cache tag of the member's recent lottery games. A lottery launch writes them: the lottery game
 * panel invalidates it when its game session's launch answers.
 */
export const LOTTERY_RECENT_TAG = 'LotteryRecent' as const;

/** Draw history page size (rows per page of the opened-numbers history). */
export const NUMERO_HISTORY_PAGE_SIZE = 10;
/** Recent lottery games page size (spec §9: recent lists hold 12). */
export const LOTTERY_RECENT_PAGE_SIZE = 12;

/** Arguments of `getLotteryMenu` (spec §7 "VN lottery menus: prizeMode, device WEB"; `device` defaults to WEB). */
export type LotteryMenuArgs = QueryOf<'lotteryMenu'>;
/** Arguments of `getOpenedNumbers`: a prize mode or one game, and the language. */
export type OpenedNumbersArgs = QueryOf<'openedNumbers'>;
/** Arguments of `getNumeroHistory`: the game and a 1-based page (`pageSize` defaults to {@link NUMERO_HISTORY_PAGE_SIZE}). */
export interface NumeroHistoryArgs {
  /** The lottery game's code. */
  gameCode: string;
  /** 1-based page number. */
  pageNo: number;
  /** Rows per page, 1–100 (default {@link NUMERO_HISTORY_PAGE_SIZE}). */
  pageSize?: number;
}
/** Arguments of `getLotteryRecent` (page 1 and 12 games unless given). */
export type LotteryRecentArgs = Omit<QueryOf<'lotteryRecent'>, 'page' | 'pageSize'> & { page?: number; pageSize?: number };

/**
 * The lottery endpoints (spec §7):
 * - `getLotteryMenu`: `/lgw/vn/games/game_menu` → `{ list: LotteryGame[] }`, each game with its
 *   next draw (`nextDrawAt`, ISO UTC) and its latest opened numbers;
 * - `getOpenedNumbers`: `/lgw/vn/numeros/opened/game` → `{ list: OpenedNumero[] }`, the latest
 *   draw of each game of a prize mode (or of one game);
 * - `getNumeroHistory` (T): `/lotto/lgw/games/opened/numero` → a page of one game's draws,
 *   newest first;
 * - `getLotteryRecent` (T): `/lgw/vn/games/game_menu/recent` → a page of the member's
 *   recently launched lottery games ({@link LOTTERY_RECENT_TAG}).
 *
 * Draw reads provide {@link LOTTERY_DRAW_TAG}: invalidate it when a draw time passes. Errors
 * are `PlatformQueryError`s (`{ status, errorCode, message }`).
 */
export const lotteryApi = baseApi.enhanceEndpoints({ addTagTypes: [LOTTERY_DRAW_TAG, LOTTERY_RECENT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getLotteryMenu: build.query<ValueOf<'lotteryMenu'>, LotteryMenuArgs>({
      query: (query) => ({ endpoint: 'lotteryMenu', query: { device: 'WEB', ...query } }),
      providesTags: [LOTTERY_DRAW_TAG],
    }),
    getOpenedNumbers: build.query<ValueOf<'openedNumbers'>, OpenedNumbersArgs>({
      query: (query) => ({ endpoint: 'openedNumbers', query }),
      providesTags: [LOTTERY_DRAW_TAG],
    }),
    getNumeroHistory: build.query<ValueOf<'numeroHistory'>, NumeroHistoryArgs>({
      query: ({ gameCode, pageNo, pageSize = NUMERO_HISTORY_PAGE_SIZE }) => ({
        endpoint: 'numeroHistory',
        query: { gameCode, pageNo: String(pageNo), pageSize: String(pageSize) },
      }),
      providesTags: [LOTTERY_DRAW_TAG],
    }),
    getLotteryRecent: build.query<ValueOf<'lotteryRecent'>, LotteryRecentArgs>({
      query: ({ page = 1, pageSize = LOTTERY_RECENT_PAGE_SIZE, ...query }) => ({
        endpoint: 'lotteryRecent',
        query: { ...query, page: String(page), pageSize: String(pageSize) },
      }),
      providesTags: [LOTTERY_RECENT_TAG],
      // Another member on this browser must never see this one's recent games.
      keepUnusedDataFor: 0,
    }),
  }),
});

/**
 * Hooks of {@link lotteryApi}.
 *
 * @example
 * ```tsx
 * const menu = useGetLotteryMenuQuery({ prizeMode: 'SEA', lottoArea: 'SEA', language: getLanguage() });
 * ```
 */
export const { useGetLotteryMenuQuery, useGetOpenedNumbersQuery, useGetNumeroHistoryQuery, useGetLotteryRecentQuery } = lotteryApi;
