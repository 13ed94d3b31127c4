/**
 * `@gamehall/shell`: what both apps share around the features (docs/architecture.md "Layout"):
 *
 * - Accounts (spec §2, §4, §6): {@link AccountBar} (header actions: login/register or balance
 *   and avatar menu), {@link LogoutConfirm}, {@link RequireSession} and {@link AccountModalRoute}
 *   (route guards), {@link useRealAccountAction} (login / trial guard for actions), the session
 *   slice (login state and account modals, driven by the auth feature).
 * - App start: {@link startApp} (login code, platform client, i18n, store, router, first render)
 *   and {@link AppRoot} (the providers around the router), the same in both apps.
 * - State: {@link rootReducer} (`combineSlices(baseApi, shellSlice)` with lazily injected feature
 *   slices), {@link configureAppStore} (api + saga middleware, root saga spawning each feature
 *   saga), typed hooks, {@link shellSlice} (side menu, help modal, login popup request).
 * - Site data (spec §3, §4, §7): permission info, system status, game menus, vendors,
 *   announcements, help centre (RTK Query hooks), {@link useSiteSettings}, {@link useImageUrl}.
 * - Navigation (spec §2): {@link gameTypePath}, {@link HOME_PATH}, the lottery pages'
 *   {@link lotteryPaths} and {@link lotteryPagePath}, {@link useAppNavigate}, the menu registry,
 *   lazy chunk time-out (spec §9).
 * - Play requests (spec §4): {@link gameLaunchRequested} and {@link vendorLaunchRequested}, which
 *   any package dispatches (the lobby routes them; the game session itself is `@gamehall/play`'s);
 *   the cache tags {@link BALANCE_TAG} and {@link RECENT_TAG}.
 * - Layout and pages (spec §2, §4): {@link AppLayout}, {@link Header}, {@link GameTypeNav},
 *   {@link Footer}, {@link SideMenu}, {@link SystemStatusGate} and the system pages, popups and
 *   modals, the banners of every group ({@link SiteBanners}, {@link NoticeDialog}),
 *   {@link NotFoundPage}, {@link RouteErrorPage}, {@link ScrollManager}.
 *
 * Test helpers live in `@gamehall/shell/testing` (`renderWithProviders`).
 *
 * @packageDocumentation
 */

// App start (both apps)
export { AppRoot, type AppRootProps, type AppRouter } from './app/AppRoot';
export { startApp, type AppEnv, type SagaNavigate, type StartAppOptions } from './app/startApp';

// State
export { rootReducer, type LazyLoadedSlices, type RootState } from './store/rootReducer';
export { configureAppStore, type AppDispatch, type AppStore, type ConfigureAppStoreOptions, type LazySaga } from './store/store';
export { gameLaunchRequested, vendorLaunchRequested, PLAY_ACTION_TYPES, type GameLaunchRequest } from './store/playActions';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export {
  shellSlice,
  type ShellState,
  sideMenuToggled,
  sideMenuClosed,
  helpModalOpened,
  helpModalClosed,
  loginPopupRequested,
  realAccountRequired,
  realAccountNoticeClosed,
  selectSideMenuOpen,
  selectHelpModal,
  selectRealAccountNotice,
} from './store/shellSlice';
export {
  sessionSlice,
  type SessionState,
  type AccountModal,
  isAgentType,
  sessionStarted,
  memberInfoLoaded,
  sessionRestoreFailed,
  loggedOut,
  accountModalOpened,
  accountModalClosed,
  afterLoginShown,
  logoutRequested,
  selectIsLogin,
  selectIsAgent,
  selectIsTrial,
  selectToken,
  selectMember,
  selectAccountModal,
  selectPasswordChangeForced,
  selectAfterLogin,
  selectRestoreFailed,
} from './store/session';

// Site data
export {
  shellApi,
  LANGUAGE_TAG,
  RECENT_TAG,
  type AnnouncementsArgs,
  SITE_ANNOUNCEMENTS_ARGS,
  useGetSystemStatusQuery,
  useGetPermissionInfoQuery,
  useGetGameMenusQuery,
  useGetVendorsQuery,
  useGetAnnouncementsQuery,
  useGetHelpCenterQuery,
} from './api/shellApi';
export { FALLBACK_ICON_PATH, findResource, useImageUrl, useSiteSettings } from './site/siteSettings';
export { customerServiceLink, useCustomerServiceLink, type CustomerServiceLinkTarget } from './site/customerService';
export { accountApi, BALANCE_TAG, useGetBalanceQuery } from './api/accountApi';


// Accounts: guards and the header's account actions
export { useRealAccountAction } from './account/useRealAccountAction';
export { RequireSession, type RequireSessionProps, type SessionRequirement } from './guards/RequireSession';
export { AccountModalRoute, type AccountModalRouteProps } from './guards/AccountModalRoute';
export { LOGIN_CODE_PARAM, captureLoginCode, hasStoredSession, loginCodeSettled, takeLoginCode, useSessionRestoring } from './guards/storedSession';
export { AccountBar, type AccountBarProps } from './components/AccountBar/AccountBar';
export { LogoutConfirm, type LogoutConfirmProps } from './components/LogoutConfirm/LogoutConfirm';
export { RealAccountNotice } from './components/RealAccountNotice/RealAccountNotice';

// Navigation
export {
  HOME_PATH,
  LOGIN_PATH,
  REGISTER_PATH,
  AGENT_LOGIN_PATH,
  AGENT_HOME_PATH,
  LOTTERY_PATHS,
  lotteryPaths,
  gameTypePath,
  isGamePagePath,
  type LotteryPageKind,
} from './navigation/paths';
export { GAME_CODE_PARAM, lotteryPagePath } from './navigation/lotteryPagePath';
export { useAppNavigate } from './navigation/useAppNavigate';
export { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, withChunkTimeout } from './navigation/chunks';
export {
  BINGO_CATEGORY,
  BINGO_CLASSIFY,
  BINGO_GAME_TYPE,
  BINGO_LANGUAGE,
  bingoMenu,
  bingoPath,
  useBingoMenu,
  type BingoMenu,
} from './menu/bingoType';
export {
  MenuRegistryProvider,
  useMenuEntries,
  type MenuArea,
  type MenuEntry,
  type MenuRegistryProviderProps,
} from './menu/MenuRegistry';

// Layout, system pages, popups
export { AppLayout, type AppLayoutProps } from './components/AppLayout/AppLayout';
export { Header, SIDE_MENU_ID, type HeaderProps } from './components/Header/Header';
export { GameTypeNav, type GameTypeNavProps } from './components/GameTypeNav/GameTypeNav';
export { LARGE_VENDOR_MENU, navTarget, type NavTarget } from './components/GameTypeNav/gameTypeNavModel';
export { Footer, FOOTER_VENDORS, type FooterProps } from './components/Footer/Footer';
export { SideMenu, type SideMenuProps } from './components/SideMenu/SideMenu';
export { DownloadQrPopup, type DownloadQrPopupProps } from './components/DownloadQrPopup/DownloadQrPopup';
export { LicenceDialog, type LicenceDialogProps } from './components/LicenceDialog/LicenceDialog';
export { CustomerServiceLink, type CustomerServiceLinkProps } from './components/CustomerServiceLink/CustomerServiceLink';
export { AnnouncementPopup } from './components/AnnouncementPopup/AnnouncementPopup';
export { NoticeDialog, type NoticeDialogProps } from './components/NoticeDialog/NoticeDialog';
export { SiteBanners, type BannerGroup, type SiteBannersProps } from './components/SiteBanners/SiteBanners';
export { announcementClosedKey, type PopupAudience } from './components/AnnouncementPopup/announcementStorage';
export { HelpModal, HELP_PATH } from './components/HelpModal/HelpModal';
export { SystemStatusGate, STATUS_RECHECK_MS, type SystemStatusGateProps } from './components/SystemStatusGate/SystemStatusGate';
export { MaintenancePage, type MaintenancePageProps } from './components/MaintenancePage/MaintenancePage';
export { RegionBlockedPage, type RegionBlockedPageProps } from './components/RegionBlockedPage/RegionBlockedPage';
export { AccessRestrictedPage, type AccessRestrictedPageProps } from './components/AccessRestrictedPage/AccessRestrictedPage';
export { FullPageLoader } from './components/FullPageLoader/FullPageLoader';
export { NotFoundPage } from './components/NotFoundPage/NotFoundPage';
export { RouteErrorPage, type RouteErrorPageProps } from './components/RouteErrorPage/RouteErrorPage';
export { ScrollManager } from './components/ScrollManager/ScrollManager';
