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
import { mockClientConfig } from './clientConfig';
import { handlers as defaultHandlers } from './handlers';

/**
 * The client configuration for tests ({@link mockClientConfig}): the page's origin under
 * happy-dom (`http://localhost:3000`, a cross-origin URL would make happy-dom's `fetch` send a
 * CORS preflight), `http://localhost` without a DOM; merchant `GH01`, language `EN`, token from
 * session storage, 2000 ms time-out.
 */
export const testClientConfig = mockClientConfig;

/** Options of {@link startMockServer}. */
export interface StartMockServerOptions {
  /** Overrides of {@link mockClientConfig}; `false` leaves `configureClient` alone. */
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
  if (options.client !== false) configureClient(mockClientConfig(options.client));
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
