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
 * - Favourites and recent games (spec §2 FAV, RECENT, `/favorite`, `/recent`; §4 favourite
 *   toggle): {@link favouriteToggled} (tiles dispatch it; the favourites saga, in the play flows'
 *   chunk, handles it), {@link favouritesApi} and its hooks, {@link useFavouriteIds},
 *   {@link AccountGamePage} (lazy route group AccountGame), {@link FavouriteNotice} (mount once
 *   in the app's layout route, beside `LobbyPopups`).
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
export {
  lobbyPaths,
  GAME_LIST_TYPES,
  GAME_CENTRE_TYPES,
  ACCOUNT_GAME_TYPES,
  isGameListType,
  type GameListType,
  type GameCentreType,
  type AccountGameType,
} from './paths';
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
export { favouriteToggled, FAVOURITE_ACTION_TYPES, type FavouriteToggle } from './favourites/favouriteActions';
export {
  favouritesApi,
  useGetFavouriteIdsQuery,
  useGetFavouriteListQuery,
  useAddFavouriteMutation,
  useRemoveFavouriteMutation,
  useGetRecentGamesQuery,
  homeFavouritesArgs,
  FAVOURITE_TAG,
  FAVOURITE_IDS_TAG,
  FAVOURITE_LIST_TAG,
  HOME_FAVOURITE_PAGE_SIZE,
  FAVOURITE_PAGE_SIZE,
  RECENT_PAGE_SIZE,
  type MemberKey,
  type FavouriteIdsArgs,
  type FavouriteListArgs,
  type RecentGamesArgs,
} from './favourites/favouritesApi';
export { useFavouriteIds, useMemberAccount } from './favourites/useFavourites';
export type { FavouriteFailure, FavouritesState } from './favourites/favouritesSlice';
export { FavouriteNotice, FAVOURITE_NOTICE_MS, type FavouriteNoticeProps } from './components/FavouriteNotice/FavouriteNotice';
export { AccountGamePage, type AccountGamePageProps } from './components/AccountGamePage/AccountGamePage';
