/**
 * The player site's routes (spec §2): one layout route (system status gate, layout with the
 * account bar, scroll manager, announcement popup, help modal, auth's account modals loaded
 * when one first opens) whose children are the features' routes, `/login`, `/register` and the
 * lottery package's login-guarded pages (`/lottery`, `/seaLottery`, `/vnLottery`, the aliases
 * `/lottert`, `/vnlottery`, `/sealottery`, and `/seamless`: a visitor is sent to `/login`), and
 * the member centre (`/member` and its pages, real accounts only: a visitor gets the login popup
 * over home, a trial account in_need_true_account); unknown paths show the not-found page; route errors (a chunk
 * that failed or timed out, spec §9) show the route error page.
 */
import { Outlet, type RouteObject } from 'react-router';
import { FavouriteNotice, HeaderSearch, HomePage, LobbyPopups, lobbyRoutes } from '@gamehall/lobby';
import { lotteryRoutes } from '@gamehall/lottery';
import { memberCentreRoutes } from '@gamehall/member-centre';
import {
  AccountModalRoute,
  AnnouncementPopup,
  AppLayout,
  HelpModal,
  HOME_PATH,
  LOGIN_PATH,
  NotFoundPage,
  REGISTER_PATH,
  RouteErrorPage,
  ScrollManager,
  SystemStatusGate,
  withChunkTimeout,
} from '@gamehall/shell';
import { HeaderActions } from './HeaderActions';
import { LazyAccountModals } from './lazyAuth';

/** The layout route's element: the gate first, then the site around the page. */
function Root() {
  return (
    <SystemStatusGate>
      <ScrollManager />
      <AppLayout header={{ search: <HeaderSearch />, actions: <HeaderActions /> }}>
        <Outlet />
      </AppLayout>
      <AnnouncementPopup />
      <HelpModal />
      <LazyAccountModals />
      <LobbyPopups />
      <FavouriteNotice />
    </SystemStatusGate>
  );
}

/**
 * The account routes (spec §2): `/login` shows home, opens the login popup and redirects to
 * `/`; `/register` shows home with the registration modal. Routes that need a session wrap
 * their element in the shell's `RequireSession` (lottery: `redirectTo="/login"`; member pages:
 * `requires="realAccount" redirectTo="/" openLogin`).
 */
const accountRoutes: RouteObject[] = [
  {
    path: LOGIN_PATH,
    element: (
      <AccountModalRoute modal="login" redirectTo={HOME_PATH}>
        <HomePage />
      </AccountModalRoute>
    ),
  },
  {
    path: REGISTER_PATH,
    element: (
      <AccountModalRoute modal="register">
        <HomePage />
      </AccountModalRoute>
    ),
  },
];

/**
 * Wraps every `lazy` of a route tree with the 120 s chunk time-out (spec §9), so a lazy route a
 * feature forgot to wrap still fails with a chunk-load error instead of hanging.
 */
function withChunkTimeouts(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const next = { ...route } as RouteObject;
    if (typeof route.lazy === 'function') next.lazy = withChunkTimeout(route.lazy) as typeof route.lazy;
    if (route.children) next.children = withChunkTimeouts(route.children);
    return next;
  });
}

/** The route tree (`startApp` makes a browser router over it; tests a memory router). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [...withChunkTimeouts(lobbyRoutes), ...accountRoutes, ...lotteryRoutes, ...memberCentreRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];

