import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SESSION_KEYS, configureClient } from '@gamehall/api-client';
import { bootLanguage, bootText, getLanguage, initI18n } from '@gamehall/i18n';
import { shellApi } from '../api/shellApi';
import { captureLoginCode } from '../guards/storedSession';
import type { MenuEntry } from '../menu/MenuRegistry';
import type { AppStore } from '../store/store';
import { AppRoot } from './AppRoot';

/** The class of the HTML skeleton's empty "Loading" status (@gamehall/vite-config's `BOOT_SKELETON_HTML`, visually hidden). */
const BOOT_STATUS_CLASS = 'gh-boot-status';

/** Resolves in a new task (after a `setTimeout(0)`): what came before it may end its task there. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
   * Runs once i18n is ready and is awaited (the store exists by then, the skeleton shows): what
   * must be loaded before the app renders (the agent site: its `agent` i18n namespace, `loadNamespace('agent')`).
   */
  prepare?: () => Promise<void>;
  /**
   * Runs once the store exists and i18n and `prepare` are ready, before the app renders: start the auth flows, restore a stored
   * session, prefetch the first page's data.
   */
  onStoreReady?: (store: AppStore) => void;
  /**
   * Runs right after the store is made, before the status and permission info are asked for:
   * seed the cache with data the page already holds (the player site: the platform's inline
   * first-render answers, `seedBootData`), so those requests are not sent.
   */
  seedStore?: (store: AppStore) => void;
}

/**
 * Starts an app, the same way in both (docs/architecture.md "Apps"), with nothing on the network
 * in front of the first paint (issue 14): a login link's one-time code leaves the address bar
 * before anything else runs (`captureLoginCode`, spec §4: not in history, bookmarks or a
 * Referer); the HTML's static skeleton of the lobby stays in `#root` (its status labelled
 * "Loading" from the entry script's English texts when the visitor starts in English, word-less
 * otherwise); the platform client is configured (merchant, origin, the start language, the
 * session token from session storage `token`); the store is made with the router's navigation
 * for its sagas, `seedStore` runs, and the system status and site settings are asked for at
 * once, while i18n loads the stored language's dictionary and `prepare` runs; then
 * `onStoreReady` runs and
 * {@link AppRoot} replaces the skeleton (its {@link SystemStatusGate} shows the lobby's
 * `PageSkeleton` until the status is known), rendered as a transition (time-sliced, not one long task).
 * The steps after the store run in tasks of their own (seeding, the router, `onStoreReady`, the
 * render), so the browser paints and answers input between them.
 *
 * @param options - see {@link StartAppOptions}
 * @returns once the first render of the app is under way
 * @throws Error when index.html has no `#root`; the rejection of
 *   `initI18n` or `prepare` (e.g. a dictionary that cannot be loaded)
 */
export async function startApp(options: StartAppOptions): Promise<void> {
  captureLoginCode();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // The HTML's skeleton (every build: @gamehall/vite-config's appHead()) stays until the app
  // renders, its status filled in. Replacing it at once with React's equal skeleton would, on the
  // platform's home page, remove the banner the HTML painted before Chrome reported it as the
  // largest paint, which then became the carousel's banner, hundreds of milliseconds later.
  const bootStatus = container.querySelector(`.${BOOT_STATUS_CLASS}`);
  if (bootStatus) bootStatus.textContent = bootText('loading') ?? '';

  let i18nReady = false;
  configureClient({
    merchantCode: options.env.VITE_MERCHANT_CODE ?? 'GH001',
    baseUrl: options.env.VITE_API_ORIGIN ?? '',
    // Requests sent before the dictionary is in (the status) already carry the start language.
    getLanguage: () => (i18nReady ? getLanguage() : bootLanguage()),
    getToken: () => sessionStorage.getItem(SESSION_KEYS.token),
  });
  const ready = initI18n().then(async () => {
    i18nReady = true;
    await options.prepare?.();
  });

  // Sagas navigate through the router, which is made after the store.
  const routing: { router?: ReturnType<typeof createBrowserRouter> } = {};
  const store = options.makeStore((to, navigateOptions) => void routing.router?.navigate(to, navigateOptions));
  // Each step from here starts a task of its own, so the browser may paint and answer input in
  // between: one long start-up task becomes several short ones (issue 14: Total Blocking Time).
  await nextTask();
  options.seedStore?.(store);
  // What SystemStatusGate waits for, asked for alongside the dictionary instead of after it
  // (no request when `seedStore` already put it in the cache).
  store.dispatch(shellApi.util.prefetch('getSystemStatus', undefined, {}));
  store.dispatch(shellApi.util.prefetch('getPermissionInfo', undefined, {}));
  await ready;
  await nextTask();
  const router = createBrowserRouter(options.routes);
  routing.router = router;
  await nextTask();
  options.onStoreReady?.(store);
  await nextTask();

  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the
  // browser between them, instead of in one long task (issue 14: Total Blocking Time). Until it
  // commits, the HTML's skeleton stays.
  startTransition(() => {
    root.render(<AppRoot store={store} router={router} menuEntries={options.menuEntries} />);
  });
}
