/**
 * `@gamehall/member-centre`: the member centre of the player site (spec §2 `/member` and its
 * pages transferFund, depositv2, withdraw, transferUpline, personalHistoryCopy, transactionHistory,
 * messageV2; §4 deposits, withdrawal
 * confirmation and notifications; §6 real accounts only). The public API is what the apps
 * compose; pages, endpoints and their parts stay inside the package.
 *
 * - Routes: {@link memberCentreRoutes} (children of the app's layout route; guarded; the layout
 *   and every page are lazy chunks of the MemberCenter group).
 * - Paths: {@link memberPaths} (every member centre page's path, for links from anywhere).
 * - Menus: {@link memberCentreMenuEntries} (header buttons, side menu and avatar menu entries).
 * - Pages for another app's frame: {@link memberCentrePages} (deposit, withdraw, platform
 *   messages; agent-web's /agentHome composes them, issue 13).
 *
 * The pages need the app's providers: the store (`configureAppStore` from `@gamehall/shell`), a
 * data router and the i18n provider.
 *
 * @packageDocumentation
 */
export { memberCentreRoutes } from './routes';
export { memberPaths, type MemberPageId } from './paths';
export { memberCentreMenuEntries } from './menuEntries';
export { memberCentrePages, type ComposablePageId } from './composable';
