/**
 * The agent site's entry (docs/architecture.md "Apps"): design tokens, then shell's `startApp`
 * (login code, platform client, i18n, store, router) with this site's routes, menus and store.
 * i18n also loads the `agent` and `account` namespaces (not in the core dictionary the player site loads), and
 * the auth flows load at once (this site is about logging in), restoring a stored session.
 */
import '@gamehall/ui-kit/tokens.css';
import { loadAuthFlows } from '@gamehall/auth';
import { loadNamespace } from '@gamehall/i18n';
import { startApp } from '@gamehall/shell';
import { menuEntries } from './menuEntries';
import { routes } from './router';
import { makeStore } from './store';

// Not awaited at the top level: a top-level await in any module turns off the bundler's chunk
// optimisations (rolldown merges the modules the entry shares with lazy chunks into the entry
// only without one), so the first page would load an extra shared chunk. A start that fails (no
// #root, a dictionary that cannot load) is reported on the console as before.
startApp({
  env: import.meta.env,
  makeStore: (navigate) => makeStore(undefined, navigate),
  routes,
  menuEntries,
  // The agent centre's texts and `account`'s (the navigation's platform messages label).
  prepare: () => Promise.all([loadNamespace('agent'), loadNamespace('account')]).then(() => undefined),
  onStoreReady: (store) => void loadAuthFlows(store),
}).catch((error: unknown) => {
  console.error('Gamehall: the app could not start', error);
});
