/**
 * Test helpers for packages built on the shell (`@gamehall/shell/testing`): render a component
 * with the real store, a memory data router, i18n and the menu registry, over MSW (Node only:
 * imports `msw/node`); it re-exports the story decorator of `@gamehall/shell/storybook`
 * (`withAppProviders`), which browsers (Storybook) must import from there.
 *
 * @packageDocumentation
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { HttpHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import { I18nProvider, type PlatformLanguage } from '@gamehall/i18n';
import { createTestI18n } from '@gamehall/i18n/testing';
import { startMockServer } from '@gamehall/api-client/mocks/node';
import { Providers, createSlotRouter, type SlotRouter } from './test/Providers';
import type { MenuEntry } from './menu/MenuRegistry';
import type { RootState } from './store/rootReducer';
import { configureAppStore, type AppStore } from './store/store';

let testServer: SetupServer | undefined;

/**
 * Starts the MSW server for a test file (api-client's `startMockServer`: listen before all,
 * reset after each, close after all; client configured for tests) and remembers it, so
 * {@link renderWithProviders}' `handlers` option can add handlers to it. Call at the top level
 * of a test or setup file.
 *
 * @param handlers - default handlers (default: api-client's `handlers`)
 * @returns the server
 */
export function startTestServer(handlers?: HttpHandler[]): SetupServer {
  testServer = startMockServer(handlers);
  return testServer;
}

/**
 * Remembers a server started with api-client's `startMockServer`, for the `handlers` option.
 *
 * @param server - the running MSW server
 */
export function setTestServer(server: SetupServer): void {
  testServer = server;
}

/** Options of {@link renderWithProviders}. */
export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Store state to start from. */
  preloadedState?: Partial<RootState>;
  /** A store to use instead of a new one. */
  store?: AppStore;
  /** The memory router's starting URL (default `/`). */
  route?: string;
  /** Language of the test i18n instance (default `EN`). */
  language?: PlatformLanguage;
  /** Handlers to add for this test (`server.use`); needs {@link startTestServer} or {@link setTestServer}. */
  handlers?: HttpHandler[];
  /** Menu entries for `MenuRegistryProvider`. */
  menuEntries?: readonly MenuEntry[];
}

/** What {@link renderWithProviders} returns: testing-library's result plus the store, user, router and i18n. */
export interface RenderWithProvidersResult extends RenderResult {
  /** The store the component used. */
  store: AppStore;
  /** A user-event instance (`await user.click(...)`). */
  user: UserEvent;
  /** The memory router (`router.state.location`, `router.navigate`). */
  router: SlotRouter;
  /** The test i18n instance. */
  i18n: I18n;
}

/**
 * Renders `ui` with the real store ({@link configureAppStore}), a memory data router at
 * `route` (the element is rendered for every path), `I18nProvider` with `createTestI18n` and
 * the menu registry. MSW must run (see {@link startTestServer}).
 *
 * @param ui - the element under test
 * @param options - state, route, language, extra handlers, render options
 * @returns `{ store, user, router, i18n, ...render() }` (`router.state.location` is the current location)
 * @throws Error when `handlers` are given but no test server is known
 * @example
 * ```tsx
 * startTestServer();
 * it('lists categories', async () => {
 *   const { user } = renderWithProviders(<Header />, { route: '/' });
 *   expect(await screen.findByRole('link', { name: 'Slots' })).toBeInTheDocument();
 * });
 * ```
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  const { preloadedState, store: given, route = '/', language = 'EN', handlers, menuEntries = [], ...renderOptions } = options;
  if (handlers && handlers.length > 0) {
    if (!testServer) throw new Error('renderWithProviders: start MSW with startTestServer() (or setTestServer) to use `handlers`');
    testServer.use(...handlers);
  }
  const store = given ?? configureAppStore({ preloadedState });
  const i18n = createTestI18n(language);
  const router = createSlotRouter(route);
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <Providers store={store} router={router} menuEntries={menuEntries}>
        {children}
      </Providers>
    </I18nProvider>
  );
  const result: RenderResult = render(ui, { ...(renderOptions as RenderOptions), wrapper: Wrapper });
  return { store, i18n, router, user: userEvent.setup(), ...result };
}

export { withAppProviders, loggedInSession, type AppStoryParameters } from './storybook';

// What only tests and stories read (the apps and features do not need them).
export { AppRoot, type AppRootProps } from './app/AppRoot';
export { MenuRegistryProvider } from './menu/MenuRegistry';
export { selectHelpModal, selectRealAccountNotice } from './store/shellSlice';
export type { SessionState } from './store/session';
export { useGetBalanceQuery } from './api/accountApi';
export { LOTTERY_PATHS, isGamePagePath } from './navigation/paths';
export { announcementClosedKey } from './components/AnnouncementPopup/announcementStorage';
