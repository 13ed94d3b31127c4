/**
 * The player site's routes (spec §2): one layout route (system status gate, layout, scroll
 * manager, announcement popup, help modal) whose children are the features' routes; unknown
 * paths show the not-found page; route errors (a chunk that failed or timed out, spec §9) show
 * the route error page.
 */
import { Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { HeaderSearch, lobbyRoutes } from '@gamehall/lobby';
import {
  AnnouncementPopup,
  AppLayout,
  HelpModal,
  NotFoundPage,
  RouteErrorPage,
  ScrollManager,
  SystemStatusGate,
  withChunkTimeout,
} from '@gamehall/shell';

/** The layout route's element: the gate first, then the site around the page. */
function Root() {
  return (
    <SystemStatusGate>
      <ScrollManager />
      <AppLayout header={{ search: <HeaderSearch /> }}>
        <Outlet />
      </AppLayout>
      <AnnouncementPopup />
      <HelpModal />
    </SystemStatusGate>
  );
}

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

/** The route tree (also used by tests with a memory router). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [...withChunkTimeouts(lobbyRoutes), { path: '*', element: <NotFoundPage /> }],
  },
];

/**
 * Creates the browser (history mode) router of the site.
 *
 * @returns the router for `<RouterProvider>`
 */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
