/**
 * Module-level configuration of the platform client (docs/architecture.md "The platform contract"),
 * set once by the app at start-up and by test setups.
 */

/** What the transport needs from the app (spec §7 headers, spec §1 merchant code). */
export interface ClientConfig {
  /**
   * Origin (and optional path prefix) the platform paths are appended to, e.g.
   * `https://api.example.com`. Default `''`: same origin as the page.
   */
  baseUrl?: string;
  /** The configured merchant code, sent as the `Merchant` header (spec §1 "Multi-merchant"). */
  merchantCode: string;
  /** Returns the current platform language code (e.g. `'EN'`, `'TY'`), sent as `Language`. */
  getLanguage: () => string;
  /** Returns the session token (spec §3 session storage `token`) or `null` when logged out. */
  getToken: () => string | null;
  /** `fetch` to use; default: the global `fetch`, looked up at call time (so MSW can patch it). */
  fetchImpl?: typeof fetch;
  /** Time-out of one call in milliseconds, including reading the body. Default 20000. */
  timeoutMs?: number;
}

/** {@link ClientConfig} with its defaults filled in. */
export type ResolvedClientConfig = Required<Omit<ClientConfig, 'fetchImpl'>> & Pick<ClientConfig, 'fetchImpl'>;

/** Default time-out of a call, in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 20_000;

let current: ResolvedClientConfig | null = null;

/**
 * Sets the client configuration used by every later {@link request}. Call it once at app start
 * (and in test setups); a later call replaces the whole configuration.
 *
 * @param config - merchant code, language and token getters, optional base URL, fetch and time-out
 * @example
 * ```ts
 * configureClient({
 *   merchantCode: import.meta.env.VITE_MERCHANT_CODE,
 *   getLanguage: () => i18n.platformLanguage,
 *   getToken: () => sessionStorage.getItem(SESSION_KEYS.token),
 * });
 * ```
 */
export function configureClient(config: ClientConfig): void {
  current = {
    baseUrl: (config.baseUrl ?? '').replace(/\/+$/, ''),
    merchantCode: config.merchantCode,
    getLanguage: config.getLanguage,
    getToken: config.getToken,
    fetchImpl: config.fetchImpl,
    timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
}

/**
 * Returns the configuration set by {@link configureClient}.
 *
 * @returns the resolved configuration (defaults filled in)
 * @throws Error when `configureClient` has not been called yet
 */
export function getClientConfig(): ResolvedClientConfig {
  if (!current) throw new Error('@gamehall/api-client: call configureClient(...) before making requests');
  return current;
}
