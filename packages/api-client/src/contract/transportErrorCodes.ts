/**
 * The error codes the transport itself gives (an HTTP status without a platform answer, a key
 * rotation): apart from the whole `ERROR_CODES` so the first page load carries only these.
 */
export const TRANSPORT_ERROR_CODES = {
  badRequest: 'request.invalid',
  notFound: 'route.not.found',
  notSession: 'login.not.session',
  tooManyRequests: 'request.too.many',
  internal: 'system.error',
  /** Encrypted body tampered, wrong key id or undecryptable. */
  encryptionInvalid: 'encryption.invalid',
} as const;
