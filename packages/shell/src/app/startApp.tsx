import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SESSION_KEYS, configureClient } from '@gamehall/api-client';
import { getLanguage, initI18n } from '@gamehall/i18n';
import { captureLoginCode } from '../guards/storedSession';
import type { MenuEntry } from '../menu/MenuRegistry';
import type { AppStore } from '../store/store';
import { AppRoot } from './AppRoot';

/** How sagas change route (saga context `navigate`, `getContext('navigate')`). */
export type SagaNavigate = (to: string, options?: { replace?: boolean }) => void;

/** The build-time settings {@link startApp} reads (an app passes its `import.meta.env`). */
export interface AppEnv {
  /** The merchant code sent as `Merchant` (spec §1 "Multi-merchant"); default `GH001`. */
  readonly VITE_MERCHANT_CODE?: string;
  /** The platform's origin; default '' (same origin: the dev server proxies, production serves both). */
  readonly VITE_API_ORIGIN?: string;
}

/** Options of {@link startApp}. */
export interface StartAppOptions {
  /** The app's `import.meta.env`. */
  env: AppEnv;
  /** Builds the store; `navigate` is the router's navigation, for the sagas' context. */
  makeStore: (navigate: SagaNavigate) => AppStore;
  /** The app's routes (a browser router is made over them). */
  routes: RouteObject[];
  /** What the app puts in the shared menus. */
  menuEntries: readonly MenuEntry[];
  /**
   * Runs once i18n is ready, before the store is made, and is awaited: what must be loaded before
   * anything renders (the agent site: its `agent` i18n namespace, `loadNamespace('agent')`).
   */
  prepare?: () => Promise<void>;
  /**
   * Runs once the store exists, before the first render: start the auth flows, restore a stored
   * session, prefetch the first page's data.
   */
  onStoreReady?: (store: AppStore) => void;
}

/**
 * Starts an app, the same way in both (docs/architecture.md "Apps"): a login link's one-time code
 * leaves the address bar before anything else runs (`captureLoginCode`, spec §4: not in history,
 * bookmarks or a Referer); the platform client is configured (merchant, origin, the current
 * language, the session token from session storage `token`); i18n loads the stored language's
 * dictionary; `prepare` runs; the store is made with the router's navigation for its sagas;
 * `onStoreReady` runs; then {@link AppRoot} renders into `#root`.
 *
 * @param options - see {@link StartAppOptions}
 * @returns once the first render is under way
 * @throws Error when index.html has no `#root`; the rejection of
 *   `initI18n` or `prepare` (e.g. a dictionary that cannot be loaded)
 */
export async function startApp(options: StartAppOptions): Promise<void> {
  captureLoginCode();
  configureClient({
    merchantCode: options.env.VITE_MERCHANT_CODE ?? 'GH001',
    baseUrl: options.env.VITE_API_ORIGIN ?? '',
    getLanguage,
    getToken: () => sessionStorage.getItem(SESSION_KEYS.token),
  });
  await initI18n();
  await options.prepare?.();

  // Sagas navigate through the router, which is made after the store.
  const routing: { router?: ReturnType<typeof createBrowserRouter> } = {};
  const store = options.makeStore((to, navigateOptions) => void routing.router?.navigate(to, navigateOptions));
  const router = createBrowserRouter(options.routes);
  routing.router = router;
  options.onStoreReady?.(store);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<AppRoot store={store} router={router} menuEntries={options.menuEntries} />);
}
