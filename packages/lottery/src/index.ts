/**
 * `@gamehall/lottery`: the lottery game pages and the seamless page (spec §2 `/lottery`,
 * `/seaLottery`, `/vnLottery` with the aliases `/lottert`, `/vnlottery`, `/sealottery`, and
 * `/seamless`), lottery favourites kept per username in local storage (spec §1, §3 LOTTFAV) and
 * the lottery calls of spec §7 (menus, opened numbers, draw history, recent lottery games).
 *
 * - Routes: {@link lotteryRoutes} (children of the app's layout route; login-guarded; the pages
 *   are the lazy chunks Lottery and Seamless), {@link LOTTERY_PAGE_PATHS}. The paths themselves
 *   (`lotteryPaths`, `lotteryPagePath`, `GAME_CODE_PARAM`) are the shell's: the lobby links to
 *   them too.
 * - Data: {@link lotteryApi} (RTK Query endpoints injected into the one `baseApi`) and its hooks.
 * - Favourites: {@link useLotteryFavourites} and the LOTTFAV helpers.
 * - Launch: {@link LotteryGamePanel} hosts `@gamehall/play`'s game session (surface `panel`): it
 *   dispatches `gameSessionRequested` with a `launchGame` call (`launchMode: 'LOTT'`,
 *   {@link lotterySessionRequest}) and shows play's `GameSessionFrame`; the session moves the
 *   money before the launch and back when the page is left.
 * - Pages and components: {@link LotteryPage}, {@link SeamlessPage}, {@link LotteryGamePanel},
 *   {@link LotteryGameList}, {@link DrawHistory}, {@link NumberBalls}.
 *
 * Components need the app's providers: the store (`configureAppStore` from `@gamehall/shell`,
 * running play's game session saga: `GAME_SESSION_ACTION_TYPES` / `loadGameSessionFlows` with
 * saga context `navigate`), a data router and the i18n provider.
 *
 * @packageDocumentation
 */
export {
  lotteryApi,
  useGetLotteryMenuQuery,
  useGetOpenedNumbersQuery,
  useGetNumeroHistoryQuery,
  useGetLotteryRecentQuery,
  LOTTERY_DRAW_TAG,
  LOTTERY_RECENT_TAG,
  NUMERO_HISTORY_PAGE_SIZE,
  LOTTERY_RECENT_PAGE_SIZE,
  type LotteryMenuArgs,
  type OpenedNumbersArgs,
  type NumeroHistoryArgs,
  type LotteryRecentArgs,
} from './api/lotteryApi';
export { lotteryRoutes } from './routes';
export { LOTTERY_PAGE_PATHS } from './paths';
export { LOTTERY_PAGES, type LotteryPageConfig } from './model/lotteryPages';
export {
  LOTTFAV_KEY,
  MAX_LOTTERY_FAVOURITES,
  getLotteryFavourites,
  setLotteryFavourites,
  toggleLotteryFavourite,
  parseLotteryFavourites,
  lotteryFavouritesUserKey,
  readRawLotteryFavourites,
  subscribeLotteryFavourites,
  type LotteryFavouritesByUser,
} from './model/lotteryFavourites';
export { useLotteryFavourites, LOTTERY_FAVOURITE_THROTTLE_MS, type LotteryFavourites } from './model/useLotteryFavourites';
export { pickLotteryGame, formatCountdown, msUntil, lotterySessionRequest, type LotteryGamePick, type LotteryLaunchRequest } from './model/lotteryModel';
export { LotteryPage, DRAW_SETTLE_MS, DRAW_RETRY_MS, DRAW_REFRESH_MAX_MS, type LotteryPageProps, type LotteryFilter } from './components/LotteryPage/LotteryPage';
export { SeamlessPage, SEAMLESS_LAUNCH } from './components/SeamlessPage/SeamlessPage';
export { LotteryGamePanel, type LotteryGamePanelProps, type LottoView } from './components/LotteryGamePanel/LotteryGamePanel';
export { LotteryGameList, LIST_BALLS, type LotteryGameListProps } from './components/LotteryGameList/LotteryGameList';
export { DrawHistory, type DrawHistoryProps } from './components/DrawHistory/DrawHistory';
export { NumberBalls, type NumberBallsProps } from './components/NumberBalls/NumberBalls';
