/**
 * `@gamehall/lottery`: the lottery game pages and the seamless page (spec §2 `/lottery`,
 * `/seaLottery`, `/vnLottery` with the aliases `/lottert`, `/vnlottery`, `/sealottery`, and
 * `/seamless`), lottery favourites kept per username in local storage (spec §1, §3 LOTTFAV) and
 * the lottery calls of spec §7 (menus, opened numbers, draw history, recent lottery games). The
 * public API is what the apps compose; everything else stays inside the package.
 *
 * - Routes: {@link lotteryRoutes} (children of the app's layout route; login-guarded; the pages
 *   are the lazy chunks Lottery and Seamless). The paths themselves (`lotteryPaths`,
 *   `lotteryPagePath`, `GAME_CODE_PARAM`) are the shell's: the lobby links to them too.
 * - Launch: the pages' game panel hosts `@gamehall/play`'s game session (surface `panel`): it
 *   dispatches `gameSessionRequested` with a `launchGame` call (`launchMode: 'LOTT'`) and shows
 *   play's `GameSessionFrame`; the session moves the money before the launch and back when the
 *   page is left.
 *
 * The pages need the app's providers: the store (`configureAppStore` from `@gamehall/shell`,
 * running play's game session saga: `GAME_SESSION_ACTION_TYPES` / `loadGameSessionFlows` with
 * saga context `navigate`), a data router and the i18n provider.
 *
 * @packageDocumentation
 */
export { lotteryRoutes } from './routes';
