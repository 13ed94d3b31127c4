/**
 * What to tell the user about a failed call. api-client has no i18n: it returns either the
 * server's own message (already in the user's language) or an i18n key for the caller.
 */
import { isNetworkError, isPlatformError } from '../transport/errors';

/** Either a server `message` to show as is, or an i18n `key` to translate. */
export interface UserMessage {
  /** i18n key: `network_error` or `unknown_error`. */
  key?: string;
  /** The server's message, shown as is. */
  message?: string;
}

/**
 * Chooses the text for a failed call.
 *
 * @param error - a PlatformError, NetworkError, an RTK Query `PlatformQueryError`, or anything
 * @returns `{ message }` with the server's message for a platform error that has one;
 *   `{ key: 'network_error' }` when no answer arrived; `{ key: 'unknown_error' }` otherwise
 */
export function toUserMessage(error: unknown): UserMessage {
  if (isNetworkError(error)) return { key: 'network_error' };
  if (isPlatformError(error)) return error.message ? { message: error.message } : { key: 'unknown_error' };
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status, message, errorCode } = error as { status: unknown; message?: unknown; errorCode?: unknown };
    if (status === 'NETWORK_ERROR' || status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { key: 'network_error' };
    if (typeof errorCode === 'string' && typeof message === 'string' && message !== '') return { message };
  }
  return { key: 'unknown_error' };
}
