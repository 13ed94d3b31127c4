/**
 * `@gamehall/lobby`: the home lobby, game catalogue, search and game pages (spec §2 "Home
 * lobby", §4 current game type, §7 game queries, §9 lobby constants). The public API is what
 * the apps compose; everything else stays inside the package.
 *
 * - Routes: {@link lobbyRoutes} (children of the app's layout route: the game list, game
 *   centre and account game pages are lazy chunks), {@link lobbyPaths},
 *   {@link lobbyMenuEntries}.
 * - The home page and the header: {@link HomePage} (with {@link HOME_ANNOUNCEMENTS_ARGS}, which
 *   the app prefetches) and {@link HeaderSearch} (for the shell header's `search` slot).
 * - Play and favourites (spec §4 "Starting a game", "Favourite toggle"): {@link LobbyPopups}
 *   (the game popup and the vendor game list, a lazy chunk) and {@link FavouriteNotice}, both
 *   mounted once in the app's layout route; {@link LOBBY_FLOW_ACTION_TYPES} and
 *   {@link loadLobbyFlows} for `configureAppStore({ lazySagas })` (the lobby's flows chunk: the
 *   play routing and the favourite toggle, started by the first play or favourite action). The
 *   game session itself is `@gamehall/play`'s.
 *
 * Components need the app's providers: the store (`configureAppStore` from `@gamehall/shell`),
 * a data router and the i18n provider.
 *
 * @packageDocumentation
 */
export { lobbyRoutes } from './routes';
export { lobbyPaths } from './paths';
export { lobbyMenuEntries } from './menuEntries';
export { HomePage, HOME_ANNOUNCEMENTS_ARGS, prefetchHomePage, type HomePageProps } from './components/HomePage/HomePage';
export { HeaderSearch } from './components/HeaderSearch/HeaderSearch';
export { LobbyPopups } from './play/LobbyPopups';
export { LOBBY_FLOW_ACTION_TYPES, loadLobbyFlows } from './play/lobbyFlows';
export { FavouriteNotice, type FavouriteNoticeProps } from './components/FavouriteNotice/FavouriteNotice';
