/** Client configuration for tests and Storybook, over the mock platform. */
import type { ClientConfig } from '../transport/config';
import { SESSION_KEYS } from '../transport/storage';

/**
 * A client configuration for tests and Storybook: base URL = the page's own origin when there
 * is a `location` (Storybook, happy-dom's `http://localhost:3000`), else `http://localhost`;
 * merchant `GH01`; language `EN`; token read from session storage (`SESSION_KEYS.token`), so a
 * test logs in with `sessionStorage.setItem('token', ...)`; time-out 2000 ms.
 *
 * @param overrides - fields to replace
 * @returns a complete configuration for `configureClient`
 * @example
 * ```ts
 * // .storybook/preview.tsx
 * configureClient(mockClientConfig());
 * ```
 */
export function mockClientConfig(overrides: Partial<ClientConfig> = {}): ClientConfig {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return {
    baseUrl: origin && origin !== 'null' ? origin : 'http://localhost',
    merchantCode: 'GH01',
    getLanguage: () => 'EN',
    getToken: () => (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(SESSION_KEYS.token)),
    timeoutMs: 2000,
    ...overrides,
  };
}
