/**
 * `@gamehall/lottery`: the lottery game pages and the seamless page (spec §2 `/lottery`,
 * `/seaLottery`, `/vnLottery` with the aliases `/lottert`, `/vnlottery`, `/sealottery`, and
 * `/seamless`), lottery favourites kept per username in local storage (spec §1, §3 LOTTFAV) and
 * the lottery calls of spec §7 (menus, opened numbers, draw history, recent lottery games,
 * lottery launch).
 *
 * - Routes: {@link lotteryRoutes} (children of the app's layout route; login-guarded; the pages
 *   are the lazy chunks Lottery and Seamless), {@link LOTTERY_PAGE_PATHS}. The paths themselves
 *   (`lotteryPaths`, `lotteryPagePath`, `GAME_CODE_PARAM`) are the shell's: the lobby links to
 *   them too.
 * - Data: {@link lotteryApi} (RTK Query endpoints injected into the one `baseApi`) and its hooks.
 * - Favourites: {@link useLotteryFavourites} and the LOTTFAV helpers.
 * - Launch: {@link useLotteryLaunch} (the money moved with shell's `prepareVendorWallet` before
 *   a launch and back with `releaseVendorWallets` when the page is left).
 * - Pages and components: {@link LotteryPage}, {@link SeamlessPage}, {@link LotteryGamePanel},
 *   {@link LotteryGameList}, {@link DrawHistory}, {@link NumberBalls}.
 *
 * Components need the app's providers: the store (`configureAppStore` from `@gamehall/shell`),
 * a data router and the i18n provider.
 *
 * @packageDocumentation
 */
export {
  lotteryApi,
  useGetLotteryMenuQuery,
  useGetOpenedNumbersQuery,
  useGetNumeroHistoryQuery,
  useGetLotteryRecentQuery,
  useLaunchLotteryMutation,
  LOTTERY_DRAW_TAG,
  LOTTERY_RECENT_TAG,
  NUMERO_HISTORY_PAGE_SIZE,
  LOTTERY_RECENT_PAGE_SIZE,
  type LotteryMenuArgs,
  type OpenedNumbersArgs,
  type NumeroHistoryArgs,
  type LotteryRecentArgs,
  type LotteryLaunchArgs,
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
export { useLotteryLaunch, type LotteryLaunch, type LotteryLaunchRequest } from './model/useLotteryLaunch';
export { pickLotteryGame, formatCountdown, msUntil, launchBackUrl, type LotteryGamePick } from './model/lotteryModel';
export { LotteryPage, DRAW_SETTLE_MS, DRAW_RETRY_MS, DRAW_REFRESH_MAX_MS, type LotteryPageProps, type LotteryFilter } from './components/LotteryPage/LotteryPage';
export { SeamlessPage, SEAMLESS_LAUNCH } from './components/SeamlessPage/SeamlessPage';
export { LotteryGamePanel, type LotteryGamePanelProps, type LottoView } from './components/LotteryGamePanel/LotteryGamePanel';
export { LotteryGameList, LIST_BALLS, type LotteryGameListProps } from './components/LotteryGameList/LotteryGameList';
export { DrawHistory, type DrawHistoryProps } from './components/DrawHistory/DrawHistory';
export { NumberBalls, type NumberBallsProps } from './components/NumberBalls/NumberBalls';
