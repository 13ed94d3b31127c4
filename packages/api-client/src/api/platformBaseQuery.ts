/**
 * The RTK Query base query over the transport: every injected endpoint names a contract
 * endpoint and its query; errors come back as a serialisable {@link PlatformQueryError}.
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { EndpointName } from '../contract/endpoints';
import { TRANSPORT_ERROR_CODES as ERROR_CODES } from '../contract/transportErrorCodes';
import { isNetworkError, isPlatformError } from '../transport/errors';
import { request } from '../transport/request';

/** What an injected endpoint's `query` returns: the contract endpoint, its query and body. */
export interface PlatformQueryArgs {
  /** Name in the contract's endpoint table. */
  endpoint: EndpointName;
  /** Query parameters (`undefined` and `''` are dropped, numbers stringified). */
  query?: Record<string, string | number | undefined>;
  /** Request body for POST/PUT/DELETE endpoints. */
  body?: unknown;
}

/**
 * The `error` of a failed RTK Query call (serialisable, so it can live in the store).
 * `status` is the HTTP status, or `'NETWORK_ERROR'` when no answer arrived (then `errorCode`
 * is `network.offline`, `network.timeout` or `network.aborted`).
 */
export interface PlatformQueryError {
  /** HTTP status, or `'NETWORK_ERROR'`. */
  status: number | 'NETWORK_ERROR';
  /** The platform's error code, or `network.<kind>` for a network error. */
  errorCode: string;
  /** The server's message ('' when none; translate `toUserMessage(error).key` then). */
  message: string;
  /** The envelope's `value` (e.g. a failed login's captcha flag). */
  value?: unknown;
}

/**
 * Converts anything a call threw into a {@link PlatformQueryError}.
 *
 * @param error - a PlatformError, NetworkError or anything else
 * @returns the serialisable error (`system.error` with status 0 for unknown errors)
 */
export function toPlatformQueryError(error: unknown): PlatformQueryError {
  if (isPlatformError(error)) return { status: error.status, errorCode: error.errorCode, message: error.message, value: error.value };
  if (isNetworkError(error)) return { status: 'NETWORK_ERROR', errorCode: `network.${error.kind}`, message: '' };
  return { status: 0, errorCode: ERROR_CODES.internal, message: error instanceof Error ? error.message : '' };
}

/**
 * Base query of {@link baseApi}: calls `request(args.endpoint, ...)` with RTK's abort signal.
 *
 * @param args - contract endpoint, query and body
 * @param api - RTK Query's base query API (its `signal` aborts the call)
 * @returns `{ data }` with the envelope's value, or `{ error }` as a {@link PlatformQueryError}
 */
export const platformBaseQuery: BaseQueryFn<PlatformQueryArgs, unknown, PlatformQueryError> = async (args, api) => {
  try {
    const data: unknown = await request(args.endpoint, { query: args.query as never, body: args.body, signal: api.signal });
    return { data };
  } catch (error) {
    return { error: toPlatformQueryError(error) };
  }
};
