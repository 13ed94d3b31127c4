/**
 * `@gamehall/shell`: what both apps share around the features (docs/architecture.md "Layout").
 * It exports what the apps and feature packages use; the rest (header, footer, side menu, system
 * pages, the slices themselves) is reached through {@link AppLayout} and {@link SystemStatusGate}.
 *
 * - App start: {@link startApp} (login code, platform client, i18n, store, router, first render);
 *   {@link seedBootData} (the first render's API answers inlined in `index.html` by the platform).
 * - State: {@link rootReducer} (`combineSlices(baseApi, shellSlice)` with lazily injected feature
 *   slices), {@link configureAppStore} (api + saga middleware, root saga spawning each feature
 *   saga, lazy sagas), typed hooks, the session actions and selectors (login state and account
 *   modals, driven by the auth feature), the help modal and login popup requests.
 * - Accounts (spec §2, §4, §6): {@link AccountBar} (header actions: login/register or balance
 *   and avatar menu), {@link LogoutConfirm}, {@link RequireSession} and {@link AccountModalRoute}
 *   (route guards), {@link useRealAccountAction} (login / trial guard for actions), the stored
 *   session and login code hand-over the auth flows read.
 * - Site data (spec §3, §4, §7): game menus and announcements (RTK Query hooks),
 *   {@link useSiteSettings}, {@link useImageUrl}, {@link useCustomerServiceLink}, the cache tags
 *   {@link BALANCE_TAG}, {@link UNREAD_MESSAGES_TAG} and {@link RECENT_TAG}, the unread platform
 *   messages count {@link useUnreadMessages} and its {@link UnreadBadge} (spec §2 badges),
 *   whitelabel flags ({@link isWhitelabelEnabled}, {@link useWhitelabelEnabled}), money, time and
 *   error texts ({@link useMoney}, {@link useDateTime}, {@link useErrorText}).
 * - Forms (spec §5): the server's registration rules as yup schemas ({@link ruleSchema},
 *   {@link passwordRule}, {@link confirmSchema}, …), shared by the auth and agent centre forms.
 * - Navigation (spec §2): {@link gameTypePath}, {@link HOME_PATH}, the lottery pages'
 *   {@link lotteryPaths} and {@link lotteryPagePath}, {@link useAppNavigate}, the menu registry's
 *   {@link useMenuEntries}, the bingo type ({@link useBingoMenu}), lazy chunk time-out (spec §9).
 * - Play requests (spec §4): {@link gameLaunchRequested} and {@link vendorLaunchRequested}, which
 *   any package dispatches (the lobby routes them; the game session itself is `@gamehall/play`'s).
 * - Layout and pages (spec §2, §4): {@link AppLayout}, {@link SystemStatusGate}, the banners of
 *   every group ({@link SiteBanners}, {@link NoticeDialog}), {@link AnnouncementPopup},
 *   {@link HelpModal}, {@link CustomerServiceLink}, {@link NotFoundPage}, {@link RouteErrorPage},
 *   {@link ScrollManager}.
 *
 * Test and story helpers live in `@gamehall/shell/testing` (`withAppProviders`,
 * `renderWithProviders`, `AppRoot`, fixtures and the selectors only tests read).
 *
 * @packageDocumentation
 */

// App start (both apps)
export { startApp, type AppEnv, type SagaNavigate, type StartAppOptions } from './app/startApp';
export { BOOT_DATA_MAX_AGE_MS, readBootData, seedBootData } from './app/bootData';

// State
export { rootReducer, type LazyLoadedSlices, type RootState } from './store/rootReducer';
export { configureAppStore, type AppDispatch, type AppStore, type ConfigureAppStoreOptions, type LazySaga } from './store/store';
export { gameLaunchRequested, vendorLaunchRequested, PLAY_ACTION_TYPES, type GameLaunchRequest } from './store/playActions';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export { helpModalOpened, loginPopupRequested, realAccountRequired } from './store/shellSlice';
export {
  type AccountModal,
  isAgentType,
  sessionStarted,
  memberInfoLoaded,
  sessionRestoreFailed,
  loggedOut,
  accountModalOpened,
  accountModalClosed,
  logoutRequested,
  selectIsLogin,
  selectIsAgent,
  selectIsTrial,
  selectToken,
  selectMember,
  selectAccountModal,
  selectPasswordChangeForced,
} from './store/session';

// Site data
export { shellApi, RECENT_TAG, SITE_ANNOUNCEMENTS_ARGS, type AnnouncementsArgs, useGetGameMenusQuery, useGetAnnouncementsQuery } from './api/shellApi';
export { FALLBACK_ICON_PATH, useImageUrl, useSiteSettings } from './site/siteSettings';
export { isWhitelabelEnabled, useWhitelabelEnabled } from './site/whitelabel';
export { useDateTime, useErrorText, useMoney } from './site/format';
export {
  DEFAULT_PASSWORD_RULE,
  PASSWORD_FIELDS,
  PASSWORD_LENGTH,
  SMS_CODE_PATTERN,
  confirmSchema,
  dialingCodeSchema,
  findRule,
  lengthText,
  matchesRule,
  mobileSchema,
  passwordRule,
  ruleMessage,
  ruleSchema,
  smsCodeSchema,
  type Translate,
} from './forms/registerRules';
export { useCustomerServiceLink, type CustomerServiceLinkTarget } from './site/customerService';
export { BALANCE_TAG, UNREAD_MESSAGES_TAG } from './api/accountApi';
export { RESPONSIBLE_GAMING_TAG } from './realityCheck/tag';
export { useGetResponsibleGamingQuery } from './realityCheck/realityCheckApi';

// Accounts: guards and the header's account actions
export { useRealAccountAction } from './account/useRealAccountAction';
export { useUnreadMessages } from './account/useUnreadMessages';
// Live notifications (spec §4, §6): the lazy socket flows and what member pages read of them.
export { REALTIME_ACTION_TYPES, loadRealtimeFlows } from './realtime/index';
export { selectNotificationsReceived } from './realtime/notificationsSlice';
export { UnreadBadge, type UnreadBadgeProps } from './components/UnreadBadge/UnreadBadge';
export { CopyValue, type CopyValueProps } from './components/CopyValue/CopyValue';
export { RequireSession, type RequireSessionProps, type SessionRequirement } from './guards/RequireSession';
export { AccountModalRoute, type AccountModalRouteProps } from './guards/AccountModalRoute';
export { hasStoredSession, loginCodeSettled, takeLoginCode, useSessionRestoring } from './guards/storedSession';
export { AccountBar, type AccountBarProps, type AfterLoginLoader } from './components/AccountBar/AccountBar';
export { LogoutConfirm, type LogoutConfirmProps } from './components/LogoutConfirm/LogoutConfirm';

// Navigation
export {
  HOME_PATH,
  LOGIN_PATH,
  REGISTER_PATH,
  AGENT_LOGIN_PATH,
  AGENT_HOME_PATH,
  lotteryPaths,
  gameTypePath,
  type LotteryPageKind,
} from './navigation/paths';
export { GAME_CODE_PARAM, lotteryPagePath } from './navigation/lotteryPagePath';
export { useAppNavigate } from './navigation/useAppNavigate';
export { withChunkTimeout } from './navigation/chunks';
export { BINGO_GAME_TYPE, useBingoMenu } from './menu/bingoType';
export { useMenuEntries, type MenuArea, type MenuBadge, type MenuEntry } from './menu/MenuRegistry';

// Layout, system pages, popups
export { AppLayout, type AppLayoutProps } from './components/AppLayout/AppLayout';
export { CustomerServiceLink, type CustomerServiceLinkProps } from './components/CustomerServiceLink/CustomerServiceLink';
export { AnnouncementPopup } from './components/AnnouncementPopup/AnnouncementPopup';
export { NoticeDialog, type NoticeDialogProps } from './components/NoticeDialog/NoticeDialog';
export { SiteBanners, type BannerGroup, type SiteBannersProps } from './components/SiteBanners/SiteBanners';
export { HelpModal } from './components/HelpModal/HelpModal';
export { SystemStatusGate, type SystemStatusGateProps } from './components/SystemStatusGate/SystemStatusGate';
export { NotFoundPage } from './components/NotFoundPage/NotFoundPage';
export { RouteErrorPage, type RouteErrorPageProps } from './components/RouteErrorPage/RouteErrorPage';
export { ScrollManager } from './components/ScrollManager/ScrollManager';
