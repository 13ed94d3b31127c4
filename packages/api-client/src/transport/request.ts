/**
 * The HTTP transport (spec §7, docs/architecture.md "The platform contract"): the only place in
 * Gamehall that calls `fetch`. Builds the URL from the endpoint table, sends the platform
 * headers and unwraps the `{ success, value, message, errorCode }` envelope.
 */
import type { PublicKeyValue } from '../contract/accounts';
import type { EndpointName, QueryOf, ValueOf } from '../contract/endpoints';
import { type RouteDef } from '../contract/routes';
import { TRANSPORT_ERROR_CODES as ERROR_CODES } from '../contract/transportErrorCodes';
import { routeOf } from './routeTable';
import { getClientConfig } from './config';
import { NetworkError, PlatformError } from './errors';

/** A query parameter value: `undefined`, `null` and `''` are left out; numbers are stringified. */
export type QueryValue = string | number | boolean | null | undefined;

/** Options of one {@link request}. */
export interface RequestOptions<Q = Record<string, QueryValue>> {
  /** Query string parameters (spec §7 "Query shapes"). */
  query?: Q;
  /**
   * Body: a plain value is sent as JSON, or form-encoded / sealed when the endpoint's `encoding`
   * is `form` / `encrypted`; `FormData`, `URLSearchParams` or a string as is.
   */
  body?: unknown;
  /** Aborts the call; the promise then rejects with a `NetworkError` of kind `aborted`. */
  signal?: AbortSignal;
  /**
   * The session token to send instead of the configured `getToken()` one, e.g. a session a login
   * code just made that is not stored yet (issue 10 §3). Ignored by endpoints of auth `none`.
   */
  token?: string;
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

/** An encoded body and the headers it needs. */
interface EncodedBody {
  body?: BodyInit;
  headers?: Record<string, string>;
}

function encodeBody(body: unknown, encoding: RouteDef['encoding']): EncodedBody {
  if (body === undefined) return {};
  if (typeof body === 'string' || body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return { body };
  if (encoding === 'form') {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body as object) as [string, unknown][]) {
      if (value !== undefined && value !== null) form.append(key, String(value));
    }
    return { body: form.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
  }
  return { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
}

let publicKey: Promise<PublicKeyValue> | null = null;

/**
 * Forgets the platform public key held in memory, so the next encrypted call fetches it again
 * (the transport does this itself on `encryption.invalid`; tests call it between cases).
 */
export function forgetPublicKey(): void {
  publicKey = null;
}

/** Seals `body` for `def` with the platform key (fetched once, or again when `refresh`). */
async function seal(def: RouteDef, body: unknown, refresh: boolean): Promise<EncodedBody> {
  if (refresh || !publicKey) {
    // Shared by concurrent calls, so no caller's signal aborts it (it has the time-out).
    const pending = request('publicKey');
    publicKey = pending;
    pending.catch(() => {
      if (publicKey === pending) publicKey = null;
    });
  }
  // Loaded on demand: crypto-js and node-forge stay out of the pages that make no encrypted call.
  const [{ sealBody }, key] = await Promise.all([import('../crypto/sealBody'), publicKey]);
  const sealed = await sealBody(body ?? {}, { method: def.method, path: def.path, key });
  return { body: sealed.body, headers: { 'Content-Type': 'application/json', Encryption: sealed.header } };
}

/**
 * Calls one endpoint of the contract and returns the envelope's `value`.
 *
 * Headers: `Merchant` (configured merchant code), `Language` (current platform language),
 * `Device: web`, `Accept: application/json`, and `Authorization: <token>` when the endpoint's
 * auth is `required`, or `optional` and a token exists.
 *
 * Body by the endpoint's `encoding`: JSON (default); `multipart` takes a `FormData` and sends it
 * as is (the browser writes the boundary; `fetch` reports no upload progress); `form` sends a plain object as
 * `application/x-www-form-urlencoded` (`undefined`/`null` fields left out); `encrypted` seals it
 * (`sealBody`, docs/architecture.md "Encrypted calls") with the platform public key — fetched with
 * `publicKey` on first use and kept in memory — and sends the `Encryption` header. When the
 * server answers `encryption.invalid` (e.g. its key was rotated), the key is fetched again and
 * the call sealed afresh and retried once.
 *
 * @param name - endpoint name in the contract table (`endpoints`)
 * @param args - query parameters, body and abort signal
 * @returns the envelope's `value` on `success: true`
 * @throws PlatformError on `success: false` (any HTTP status: `status`, `errorCode`, server
 *   `message`, `value`), or on an answer that is not an envelope (`system.error` for non-JSON
 *   or 5xx; `request.invalid`/`login.not.session`/`route.not.found`/`request.too.many` for a
 *   bare 400/401/404/429); `encryption.invalid`/`encryption.stale`/`encryption.replayed` when
 *   a sealed body is refused (after the one retry)
 * @throws NetworkError `offline` when no answer arrived, `timeout` after `timeoutMs`, `aborted`
 *   when `signal` aborted
 * @throws Error when `configureClient` was not called
 * @example
 * ```ts
 * const page = await request('gameList', { query: { gameType: 'RNG', pageNo: '1', pageSize: '18' } });
 * const session = await request('login', { body: { account, password, type: 'username' } }); // sealed
 * ```
 */
export async function request<N extends EndpointName>(
  name: N,
  args: RequestOptions<QueryOf<N>> = {},
): Promise<ValueOf<N>> {
  const def: RouteDef = routeOf(name);
  if (def.method === 'GET') return send(name, args, {});
  if (def.encoding !== 'encrypted') return send(name, args, encodeBody(args.body, def.encoding));
  try {
    return await send(name, args, await seal(def, args.body, false));
  } catch (error) {
    if (!(error instanceof PlatformError && error.errorCode === ERROR_CODES.encryptionInvalid)) throw error;
  }
  return send(name, args, await seal(def, args.body, true));
}

async function send<N extends EndpointName>(name: N, args: RequestOptions<QueryOf<N>>, encoded: EncodedBody): Promise<ValueOf<N>> {
  const config = getClientConfig();
  const def = routeOf(name);
  const headers = new Headers({
    Accept: 'application/json',
    Merchant: config.merchantCode,
    Language: config.getLanguage(),
    Device: 'web',
    ...encoded.headers,
  });
  const token = def.auth === 'none' ? null : (args.token ?? config.getToken());
  if (token) headers.set('Authorization', token);
  const body = encoded.body;
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
