/**
 * The player site's entry (docs/architecture.md "Apps"): design tokens, then shell's `startApp`
 * (login code, platform client, i18n, store, router) with this site's routes, menus and store.
 * Once the store exists: the inline boot data seeded, the session restore when a token is stored,
 * and the home page's banners, the game menus and (on the home paths) HOT's games seeded or asked for.
 */
import '@gamehall/ui-kit/tokens.css';
import type { BootData } from '@gamehall/api-client';
import { HOME_ANNOUNCEMENTS_ARGS, prefetchHomePage } from '@gamehall/lobby';
import { seedBootData, shellApi, startApp } from '@gamehall/shell';
import { restoreStoredSession } from './lazyAuth';
import { menuEntries } from './menuEntries';
import { routes } from './router';
import { makeStore } from './store';

/** The inline data seeded at start (`seedStore`), for the home page's HOT games. */
let boot: BootData | undefined;

// Not awaited at the top level: a top-level await in any module turns off the bundler's chunk
// optimisations (rolldown merges the modules the entry shares with lazy chunks into the entry
// only without one), which cost the home page a separate shared chunk. A start that fails (no
// #root, a dictionary that cannot load) is reported on the console as before.
startApp({
  env: import.meta.env,
  makeStore: (navigate) => makeStore(undefined, navigate),
  routes,
  menuEntries,
  // The first render's answers the platform inlined in index.html (status, site settings,
  // banners, game menus; HOT's games on the home paths, seeded below): in the cache before
  // anything asks for them, so nothing waits for them. Absent (a static deployment), stale or
  // malformed: startApp's, the calls below and the gate's ask the API.
  seedStore: (store) => {
    boot = seedBootData(store);
  },
  onStoreReady: (store) => {
    // A stored session (session storage `token`) or a login link's code is restored by the auth
    // flows; without one they load when an account modal first opens.
    restoreStoredSession(store);
    // The site's announcements (the home page's banners, its largest paint; the side menu's and
    // the account modals' banners) would otherwise wait for the system status gate to resolve
    // before being asked for: ask for them alongside it, on every page (one cache entry for all
    // of them). A no-op when the inline data seeded them.
    store.dispatch(shellApi.util.prefetch('getAnnouncements', HOME_ANNOUNCEMENTS_ARGS, {}));
    // Likewise the game menus (the header's category bar and the footer, on every page) and, on
    // the home page, its hot games: asked for before the first render, not by its effects (issue 14).
    store.dispatch(shellApi.util.prefetch('getGameMenus', undefined, {}));
    prefetchHomePage(store, window.location.pathname, boot?.hotGames);
  },
}).catch((error: unknown) => {
  console.error('Gamehall: the app could not start', error);
});
