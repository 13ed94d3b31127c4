/**
 * The lobby's RTK Query endpoints (spec §7 "Query shapes"), injected into the one `baseApi`.
 * Callers pass `language` (from `getLanguage()`) in the arguments so a language change
 * refetches; the fixed parts of each query shape are filled in here.
 */
import { baseApi, getClientConfig, type QueryOf, type ValueOf } from '@gamehall/api-client';

/** Lobby page size (spec §9: lobby page size 18). */
export const LOBBY_PAGE_SIZE = 18;
/** Winner board length (spec §9: winner board request limit 20). */
export const WINNER_BOARD_LIMIT = 20;

/** The configured merchant code, or undefined before `configureClient` (the header carries it too). */
function merchantCode(): string | undefined {
  try {
    return getClientConfig().merchantCode;
  } catch {
    return undefined;
  }
}

/** Arguments of `getGameList` (spec §7 game list query; `pageNo` 1-based, `pageSize` default 18). */
export type GameListArgs = QueryOf<'gameList'>;
/** Arguments of `getHotGames` (spec §7 hot games query). */
export type HotGamesArgs = QueryOf<'hotGames'>;
/** Arguments of `getWinnerBoard` (spec §7 winner board query). */
export type WinnerBoardArgs = QueryOf<'winnerBoard'>;
/** Arguments of `getVassGameType` (games of a VASSALAGE vendor, spec §4). */
export type VassGameTypeArgs = QueryOf<'vassGameType'>;

/**
 * The lobby's endpoints (spec §7):
 * - `getGameList`: GCSGAME_gameList with clientType 3, platform html5-desktop, merchant,
 *   pageSize 18 unless given; answers `{ games, totalPages, ... }`;
 * - `getHotGames`: GCSGAME_hotGamesV2 with merchantCode, isPlatform 2, platform
 *   `flash,html5-desktop`; answers `{ list }`;
 * - `getWinnerBoard`: ODSFE2_getWinnerBoard with gameCategory ALL and limitNum 20 unless given;
 *   answers `{ list }` sorted by winAmount descending;
 * - `getVassGameType`: GCSGAME_getVassGameType, the games of a VASSALAGE vendor (paged).
 *
 * Errors are `PlatformQueryError`s (`{ status, errorCode, message }`).
 */
export const lobbyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGameList: build.query<ValueOf<'gameList'>, GameListArgs>({
      query: (query) => ({
        endpoint: 'gameList',
        query: { clientType: '3', platform: 'html5-desktop', merchant: merchantCode(), pageSize: String(LOBBY_PAGE_SIZE), ...query },
      }),
    }),
    getHotGames: build.query<ValueOf<'hotGames'>, HotGamesArgs>({
      query: (query) => ({
        endpoint: 'hotGames',
        query: { merchantCode: merchantCode(), isPlatform: '2', platform: 'flash,html5-desktop', ...query },
      }),
    }),
    getWinnerBoard: build.query<ValueOf<'winnerBoard'>, WinnerBoardArgs>({
      query: (query) => ({ endpoint: 'winnerBoard', query: { gameCategory: 'ALL', limitNum: String(WINNER_BOARD_LIMIT), ...query } }),
    }),
    getVassGameType: build.query<ValueOf<'vassGameType'>, VassGameTypeArgs>({
      query: (query) => ({ endpoint: 'vassGameType', query: { pageSize: String(LOBBY_PAGE_SIZE), ...query } }),
    }),
  }),
});

/**
 * Hooks of {@link lobbyApi}.
 *
 * @example
 * ```tsx
 * const { data, isFetching } = useGetGameListQuery({ gameType: 'RNG', pageNo: '1', language: getLanguage() });
 * ```
 */
export const { useGetGameListQuery, useGetHotGamesQuery, useGetWinnerBoardQuery, useGetVassGameTypeQuery } = lobbyApi;
