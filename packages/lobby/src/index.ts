/**
 * `@gamehall/lobby`: the home lobby, game catalogue, search and game pages (spec §2 "Home
 * lobby", §4 current game type, §7 game queries, §9 lobby constants).
 *
 * - Routes: {@link lobbyRoutes} (children of the app's layout route; the game list and game
 *   centre pages are lazy chunks), {@link lobbyPaths}, {@link lobbyMenuEntries}.
 * - Pages and components: {@link HomePage}, {@link GameLobby}, {@link GameListPage},
 *   {@link GameCentrePage}, {@link HeaderSearch} (for the shell header's `search` slot).
 * - Data: {@link lobbyApi} (RTK Query endpoints injected into the one `baseApi`) and its hooks.
 * - Filters: the lobby's state lives in the URL (`type`, `vendor`, `classify`, `q`, `page`);
 *   {@link useLobbyFilters} reads and writes it.
 * - Play (spec §4 "Starting a game"): {@link LobbyPopups} (the game popup and the vendor game
 *   list, a lazy chunk) for the app's layout route; {@link LOBBY_FLOW_ACTION_TYPES} and
 *   {@link loadLobbyFlows} for `configureAppStore({ lazySagas })` (the game-launch saga and the
 *   favourites saga, a lazy chunk started by the first play or favourite action); the play
 *   slice's events and selectors.
 *
 * Components need the app's providers: the store (`configureAppStore` from `@gamehall/shell`),
 * a data router and the i18n provider.
 *
 * @packageDocumentation
 */
export {
  lobbyApi,
  useGetGameListQuery,
  useGetHotGamesQuery,
  useGetWinnerBoardQuery,
  useGetVassGameTypeQuery,
  LOBBY_PAGE_SIZE,
  WINNER_BOARD_LIMIT,
  type GameListArgs,
  type HotGamesArgs,
  type WinnerBoardArgs,
  type VassGameTypeArgs,
} from './api/lobbyApi';
export { lobbyRoutes } from './routes';
export { lobbyPaths, GAME_LIST_TYPES, GAME_CENTRE_TYPES, isGameListType, type GameListType, type GameCentreType } from './paths';
export { lobbyMenuEntries } from './menuEntries';
export {
  useLobbyFilters,
  parseLobbyFilters,
  lobbySearchParams,
  isGameType,
  type LobbyFilters,
  type LobbyFilterControls,
  type LobbyType,
  type VendorParam,
} from './model/lobbyFilters';
export { HomePage, HOME_ANNOUNCEMENTS_ARGS, type HomePageProps } from './components/HomePage/HomePage';
export { GameLobby } from './components/GameLobby/GameLobby';
export { GameListPage, type GameListPageProps } from './components/GameListPage/GameListPage';
export { GameCentrePage, type GameCentrePageProps } from './components/GameCentrePage/GameCentrePage';
export { HeaderSearch, HEADER_SEARCH_LIMIT, HEADER_SEARCH_MIN_CHARS, searchAllPath } from './components/HeaderSearch/HeaderSearch';
export { LobbyPopups } from './play/LobbyPopups';
export { LOBBY_FLOW_ACTION_TYPES, loadLobbyFlows } from './play/lobbyFlows';
export {
  playSlice,
  gameLaunchStarted,
  gameLaunchSucceeded,
  gameLaunchFailed,
  gameClosed,
  gameTabRequested,
  vendorListOpened,
  vendorListClosed,
  selectGamePopup,
  selectVendorList,
  selectHasPlayPopup,
  type PlayState,
  type PlayRequest,
  type GamePopupState,
  type LaunchTarget,
  type VendorListTarget,
} from './play/playSlice';
