/**
 * The lottery's RTK Query endpoints (spec §7 "Games and wallet", "Query shapes": VN lottery
 * menus, opened numbers, the member's recent lottery games and the lottery launch), injected
 * into the one `baseApi`. Callers pass `language` (from `getLanguage()`) so a language change
 * refetches.
 */
import { baseApi, type LaunchValue, type PrizeMode, type QueryOf, type ValueOf, type Device } from '@gamehall/api-client';
import { RECENT_TAG } from '@gamehall/shell';

/** Cache tag of everything a new draw changes: menus (next draw, latest numbers), opened numbers, draw history. */
export const LOTTERY_DRAW_TAG = 'LotteryDraw' as const;
/** Cache tag of the member's recent lottery games (a lottery launch writes it). */
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
 * Arguments of the `launchLottery` mutation: the lottery launch query shape of spec §7
 * (`launchMode` is always `LOTT` and is filled in here).
 */
export interface LotteryLaunchArgs {
  /**
   * The game's vendor code (the menu game's `vassalage`, e.g. `TCG_LOTTO_VN`): the vendor wallet
   * the game plays on at a transfer-wallet merchant, where the money is moved before the launch.
   * Sent too, so the platform checks the game is that vendor's.
   */
  vassalage: string;
  /** The lottery area, e.g. `VN` or `SEA` (the game's `lottoArea`). */
  lottoArea: string;
  /** The prize mode (spec §9: LOTT, ZY, ELOTT, SEA). */
  lottoPrizeMode: PrizeMode;
  /** The lottery game; absent opens the vendor's lottery lobby (the seamless page). */
  lottoGameCode?: string;
  /** `betting` (the bet slip of the game) or `lobby` (the vendor's lottery lobby). */
  lottoView: 'betting' | 'lobby';
  /** `WEB` for screens 768 px wide or more, `H5` below (shell's `launchDevice`). */
  device: Device;
  /** Absolute http(s) URL the game goes back to (≤ 512 characters). */
  backUrl: string;
  /** Platform language code, e.g. `EN`, `TY`. */
  language?: string;
}

/**
 * The lottery endpoints (spec §7):
 * - `getLotteryMenu`: `/lgw/vn/games/game_menu` → `{ list: LotteryGame[] }`, each game with its
 *   next draw (`nextDrawAt`, ISO UTC) and its latest opened numbers;
 * - `getOpenedNumbers`: `/lgw/vn/numeros/opened/game` → `{ list: OpenedNumero[] }`, the latest
 *   draw of each game of a prize mode (or of one game);
 * - `getNumeroHistory` (T): `/lotto/lgw/games/opened/numero` → a page of one game's draws,
 *   newest first;
 * - `getLotteryRecent` (T): `/lgw/vn/games/game_menu/recent` → a page of the member's
 *   recently launched lottery games;
 * - `launchLottery` (T, mutation): `/wps/game/launchGame` with `launchMode: 'LOTT'` →
 *   `{ launchUrl, launchOrigin, freePlay, expiresIn }`. The launch token in the URL is single
 *   use: every frame load (retry, view switch, new tab) needs a new launch. It invalidates the
 *   recent lottery games and the lobby's recent games (shell's `RECENT_TAG`): a launch writes both.
 *
 * Draw reads provide {@link LOTTERY_DRAW_TAG}: invalidate it when a draw time passes. Errors
 * are `PlatformQueryError`s (`{ status, errorCode, message }`).
 */
export const lotteryApi = baseApi.enhanceEndpoints({ addTagTypes: [LOTTERY_DRAW_TAG, LOTTERY_RECENT_TAG, RECENT_TAG] }).injectEndpoints({
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
    launchLottery: build.mutation<LaunchValue, LotteryLaunchArgs>({
      query: (args) => ({ endpoint: 'launchGame', body: { launchMode: 'LOTT', ...args } }),
      invalidatesTags: (_result, error) => (error ? [] : [LOTTERY_RECENT_TAG, RECENT_TAG]),
    }),
  }),
});

/**
 * Hooks of {@link lotteryApi}.
 *
 * @example
 * ```tsx
 * const menu = useGetLotteryMenuQuery({ prizeMode: 'SEA', lottoArea: 'SEA', language: getLanguage() });
 * const [launch] = useLaunchLotteryMutation();
 * const { launchUrl } = await launch({ vassalage: 'TCG_LOTTO_VN', lottoArea: 'VN', lottoPrizeMode: 'LOTT', lottoGameCode: 'VN_NORTH',
 *   lottoView: 'betting', device: 'WEB', backUrl: 'https://gamehall.example/', language: 'EN' }).unwrap();
 * ```
 */
export const { useGetLotteryMenuQuery, useGetOpenedNumbersQuery, useGetNumeroHistoryQuery, useGetLotteryRecentQuery, useLaunchLotteryMutation } =
  lotteryApi;
