/**
 * Typed errors of the transport (docs/architecture.md "HTTP status"): the platform said no
 * ({@link PlatformError}) or the call never got an answer ({@link NetworkError}).
 */

/** Fields of a {@link PlatformError}. */
export interface PlatformErrorInit {
  /** The platform's error code, e.g. `login.not.session`, `request.invalid`, `system.error`. */
  errorCode: string;
  /** The server's message, shown to the user as is ('' when the server sent none). */
  message: string;
  /** The envelope's `value` (a failed login's `{ captcha: true }` travels here). */
  value?: unknown;
  /** HTTP status of the answer (200 for a business failure, 400, 401, 429, 5xx...). */
  status: number;
}

/**
 * The platform answered with `success: false` (or with something that is not an envelope).
 * `message` is the server's text; `errorCode` is machine-readable (see `ERROR_CODES`).
 */
export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  /** The platform's error code (see `ERROR_CODES` in the contract). */
  readonly errorCode: string;
  /** The envelope's `value`, or `null`/`undefined` when there was none. */
  readonly value: unknown;
  /** HTTP status of the answer. */
  readonly status: number;

  /** @param init - error code, server message, value and HTTP status */
  constructor(init: PlatformErrorInit) {
    super(init.message);
    this.errorCode = init.errorCode;
    this.value = init.value;
    this.status = init.status;
  }
}

/** Why a call got no answer: no connection, the time-out elapsed, or the caller aborted it. */
export type NetworkErrorKind = 'offline' | 'timeout' | 'aborted';

/** The call got no HTTP answer (offline, DNS, refused, CORS), timed out, or was aborted. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  /** What went wrong. */
  readonly kind: NetworkErrorKind;

  /**
   * @param kind - what went wrong
   * @param message - technical detail for logs (not for users)
   * @param options - the underlying error as `cause`
   */
  constructor(kind: NetworkErrorKind, message?: string, options?: { cause?: unknown }) {
    super(message ?? `network error: ${kind}`, options);
    this.kind = kind;
  }
}

/**
 * Tells whether `error` is a {@link PlatformError}.
 *
 * @param error - anything caught
 * @returns true for a PlatformError
 */
export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}

/**
 * Tells whether `error` is a {@link NetworkError}.
 *
 * @param error - anything caught
 * @returns true for a NetworkError
 */
export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}
