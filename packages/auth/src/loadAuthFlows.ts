/** Loads the auth flows chunk and starts its saga (keeps the package's main entry tiny). */
import type { AppStore } from '@gamehall/shell';
import type * as FlowsModule from './flows';

/** The lazily loaded flows module (slice, saga, forms, modals). */
export type AuthFlows = typeof FlowsModule;

let flows: Promise<AuthFlows> | undefined;

/**
 * Loads the auth flows chunk (once) and starts its root saga on `store` (once per store:
 * `store.startSaga` ignores a second start). The saga first restores a session from session
 * storage or a `?token=` in the URL (spec §4), then runs every account flow.
 *
 * Call it at app start when a session token exists (restore), or before dispatching
 * `loginRequested` from code that renders without the flows (the header form does).
 *
 * @param store - the app store (`configureAppStore` from `@gamehall/shell`, with saga context
 *   `navigate`)
 * @returns the flows module
 * @throws the chunk load error when the chunk cannot be fetched
 * @example
 * ```ts
 * const store = configureAppStore({ sagaContext: { navigate: (to, o) => router.navigate(to, o) } });
 * if (sessionStorage.getItem('token') || new URLSearchParams(location.search).has('token')) void loadAuthFlows(store);
 * ```
 */
export async function loadAuthFlows(store: AppStore): Promise<AuthFlows> {
  flows ??= import('./flows');
  const module = await flows;
  store.startSaga(module.authSaga);
  return module;
}
