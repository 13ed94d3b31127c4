/**
 * Node-only test helper (`@gamehall/api-client/mocks/node`): an MSW `setupServer` wired into
 * Vitest's lifecycle, and the client configured for tests.
 *
 * @packageDocumentation
 */
import type { HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureClient, type ClientConfig } from '../transport/config';
import { SESSION_KEYS } from '../transport/storage';
import { handlers as defaultHandlers } from './handlers';

/**
 * Origin the client uses in tests: the test page's own origin when there is a DOM (happy-dom's
 * `http://localhost:3000`; a cross-origin URL would make happy-dom's `fetch` send a CORS preflight
 * and refuse the answer), otherwise `http://localhost`.
 */
export const TEST_BASE_URL: string = (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost';

/**
 * The client configuration for tests: base URL {@link TEST_BASE_URL}, merchant `GH01`, language
 * `EN`, token read from session storage (`SESSION_KEYS.token`) when a DOM exists, 2000 ms
 * time-out.
 *
 * @param overrides - fields to replace
 * @returns a complete configuration
 */
export function testClientConfig(overrides: Partial<ClientConfig> = {}): ClientConfig {
  return {
    baseUrl: TEST_BASE_URL,
    merchantCode: 'GH01',
    getLanguage: () => 'EN',
    getToken: () => (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(SESSION_KEYS.token)),
    timeoutMs: 2000,
    ...overrides,
  };
}

/** Options of {@link startMockServer}. */
export interface StartMockServerOptions {
  /** Client configuration to use; `false` leaves `configureClient` alone. Default: {@link testClientConfig}(). */
  client?: Partial<ClientConfig> | false;
}

/**
 * Starts an MSW server for the current Vitest file or setup file: `listen` before all tests
 * (unhandled requests are errors: msw 3's `onUnhandledFrame: 'error'`), `resetHandlers` after each test, `close` after all; and
 * configures the client for tests ({@link testClientConfig}).
 *
 * Call it at the top level of a Vitest setup file or test file.
 *
 * @param handlers - handlers to serve (default: `handlers` over the default catalogue)
 * @param options - client configuration overrides
 * @returns the server, e.g. for `server.use(...)` in a test
 * @example
 * ```ts
 * // vitest.setup.ts
 * import { startMockServer } from '@gamehall/api-client/mocks/node';
 * export const server = startMockServer();
 * ```
 */
export function startMockServer(handlers: HttpHandler[] = defaultHandlers, options: StartMockServerOptions = {}): SetupServer {
  const server = setupServer(...handlers);
  if (options.client !== false) configureClient(testClientConfig(options.client));
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
