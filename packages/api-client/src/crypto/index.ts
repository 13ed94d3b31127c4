/**
 * Encrypted calls (`@gamehall/api-client/crypto`, docs/architecture.md "Encrypted calls", spec §7
 * "encrypted"): the v1 wire format, {@link sealBody} (what the transport sends) and
 * {@link openSealedBody} (what the mocks and tests open with). The browser transport does not
 * import this entry: it loads `./sealBody` on demand.
 *
 * @packageDocumentation
 */
export {
  ENCRYPTION_HEADER,
  ENCRYPTION_VERSION,
  KEY_BYTES,
  MAX_CLOCK_SKEW_MS,
  SealedBodyError,
  type EncryptionHeader,
  type SealedBody,
  type SealedBodyErrorCode,
  constantTimeEqual,
  formatEncryptionHeader,
  fromBase64,
  macInput,
  parseEncryptionHeader,
  parseSealedBody,
  toBase64,
} from './format';
export { type RsaEngine, type SealContext, type SealedRequest, defaultRsaEngine, sealBody } from './sealBody';
export { type OpeningKey, type SealedRequestParts, openSealedBody } from './openBody';
