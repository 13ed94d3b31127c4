/**
 * The HTTP transport (spec §7, ARCHITECTURE.md "The platform contract"): the only place in
 * Gamehall that calls `fetch`. Builds the URL from the endpoint table, sends the platform
 * headers and unwraps the `{ success, value, message, errorCode }` envelope.
 */
import type { EndpointName, QueryOf, ValueOf } from '../contract/endpoints';
import { ERROR_CODES, routes } from '../contract/routes';
import { getClientConfig } from './config';
import { NetworkError, PlatformError } from './errors';

/** A query parameter value: `undefined`, `null` and `''` are left out; numbers are stringified. */
export type QueryValue = string | number | boolean | null | undefined;

/** Options of one {@link request}. */
export interface RequestOptions<Q = Record<string, QueryValue>> {
  /** Query string parameters (spec §7 "Query shapes"). */
  query?: Q;
  /** Body: a plain value is sent as JSON; `FormData`, `URLSearchParams` or a string as is. */
  body?: unknown;
  /** Aborts the call; the promise then rejects with a `NetworkError` of kind `aborted`. */
  signal?: AbortSignal;
}

/**
 * Builds `path?query` from a path and query parameters, dropping empty values.
 *
 * @param path - path as in the endpoint table, e.g. `/wps/relay/GCSGAME_gameList`
 * @param query - parameters; `undefined`, `null` and `''` are dropped, numbers and booleans stringified
 * @returns the path with its query string (no `?` when nothing is left)
 */
export function buildPath(path: string, query?: object): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {}) as [string, unknown][]) {
    if (raw === undefined || raw === null || raw === '') continue;
    params.append(key, typeof raw === 'string' ? raw : String(raw));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The error code a non-envelope answer of this HTTP status stands for. */
function codeForStatus(status: number): string {
  if (status === 400) return ERROR_CODES.badRequest;
  if (status === 401) return ERROR_CODES.notSession;
  if (status === 404) return ERROR_CODES.notFound;
  if (status === 429) return ERROR_CODES.tooManyRequests;
  return ERROR_CODES.internal;
}

interface WireEnvelope {
  success: boolean;
  value?: unknown;
  message?: unknown;
  errorCode?: unknown;
}

function isEnvelope(body: unknown): body is WireEnvelope {
  return typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) {
    return body;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

/**
 * Calls one endpoint of the contract and returns the envelope's `value`.
 *
 * Headers: `Merchant` (configured merchant code), `Language` (current platform language),
 * `Device: web`, `Accept: application/json`, and `Authorization: <token>` when the endpoint's
 * auth is `required`, or `optional` and a token exists.
 *
 * @param name - endpoint name in the contract table (`endpoints`)
 * @param args - query parameters, body and abort signal
 * @returns the envelope's `value` on `success: true`
 * @throws PlatformError on `success: false` (any HTTP status: `status`, `errorCode`, server
 *   `message`, `value`), or on an answer that is not an envelope (`system.error` for non-JSON
 *   or 5xx; `request.invalid`/`login.not.session`/`route.not.found`/`request.too.many` for a
 *   bare 400/401/404/429)
 * @throws NetworkError `offline` when no answer arrived, `timeout` after `timeoutMs`, `aborted`
 *   when `signal` aborted
 * @throws Error when `configureClient` was not called
 * @example
 * ```ts
 * const page = await request('gameList', { query: { gameType: 'RNG', pageNo: '1', pageSize: '18' } });
 * ```
 */
export async function request<N extends EndpointName>(
  name: N,
  args: RequestOptions<QueryOf<N>> = {},
): Promise<ValueOf<N>> {
  const config = getClientConfig();
  const def = routes[name];
  const headers = new Headers({
    Accept: 'application/json',
    Merchant: config.merchantCode,
    Language: config.getLanguage(),
    Device: 'web',
  });
  const token = def.auth === 'none' ? null : config.getToken();
  if (token) headers.set('Authorization', token);
  const body = def.method === 'GET' ? undefined : encodeBody(args.body, headers);
  const url = `${config.baseUrl}${buildPath(def.path, args.query as object | undefined)}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeoutMs);
  const onAbort = () => controller.abort();
  if (args.signal?.aborted) controller.abort();
  args.signal?.addEventListener('abort', onAbort, { once: true });

  const noAnswer = (cause: unknown): NetworkError => {
    if (timedOut) return new NetworkError('timeout', `${name}: no answer within ${config.timeoutMs} ms`, { cause });
    if (args.signal?.aborted) return new NetworkError('aborted', `${name}: aborted`, { cause });
    return new NetworkError('offline', `${name}: ${cause instanceof Error ? cause.message : 'network failure'}`, { cause });
  };

  let status: number;
  let text: string;
  try {
    const fetchImpl = config.fetchImpl ?? globalThis.fetch;
    const response = await fetchImpl(url, { method: def.method, headers, body, signal: controller.signal });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw noAnswer(error);
  } finally {
    clearTimeout(timer);
    args.signal?.removeEventListener('abort', onAbort);
  }

  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!isEnvelope(parsed)) {
    throw new PlatformError({ errorCode: status >= 500 || status < 400 ? ERROR_CODES.internal : codeForStatus(status), message: '', value: null, status });
  }
  if (parsed.success && status >= 200 && status < 300) return parsed.value as ValueOf<N>;
  throw new PlatformError({
    errorCode: typeof parsed.errorCode === 'string' && parsed.errorCode !== '' ? parsed.errorCode : codeForStatus(status),
    message: typeof parsed.message === 'string' ? parsed.message : '',
    value: parsed.value ?? null,
    status,
  });
}
