/**
 * The v1 wire format of encrypted calls (docs/architecture.md "Encrypted calls", spec §7
 * "encrypted"): the sealed body, the `Encryption` header and the string the MAC covers. Shared by
 * the sealing side (the browser transport) and the opening side of the mocks; the platform server
 * re-implements the same format with node:crypto and is tested against {@link sealBody}.
 */

/** Format version, sent as `v` in the body and `v1` in the header. */
export const ENCRYPTION_VERSION = 1;

/** Name of the request header carrying the wrapped keys. */
export const ENCRYPTION_HEADER = 'Encryption';

/** Bytes of the AES-256 key, of the HMAC-SHA256 key, of the CBC IV and of the nonce. */
export const KEY_BYTES = { encKey: 32, macKey: 32, iv: 16, nonce: 16 } as const;

/** Largest accepted |server time − `ts`| in milliseconds (5 minutes). */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * The JSON body of an encrypted call, as sent with `Content-Type: application/json`.
 * Every binary field is standard base64 (with padding).
 */
export interface SealedBody {
  /** Format version, always 1. */
  v: 1;
  /** Client time of sealing, milliseconds since the epoch. */
  ts: number;
  /** 16 random bytes, base64; the server refuses a nonce it has seen (`encryption.replayed`). */
  nonce: string;
  /** The 16-byte AES-CBC IV, base64. */
  iv: string;
  /** AES-256-CBC (PKCS#7) ciphertext of the UTF-8 JSON body, base64. */
  data: string;
  /** HMAC-SHA256 over {@link macInput}, base64. */
  mac: string;
}

/** What the `Encryption` header says: the key id and the RSA-OAEP-wrapped `encKey || macKey`. */
export interface EncryptionHeader {
  /** Key id of the platform public key used (`PublicKeyValue.kid`). */
  kid: string;
  /** RSA-OAEP-SHA256 ciphertext of the 64 key bytes, base64. */
  key: string;
}

/** Why a sealed body was refused: the `ERROR_CODES` the platform answers with (HTTP 400). */
export type SealedBodyErrorCode = 'encryption.invalid' | 'encryption.stale' | 'encryption.replayed';

/**
 * A sealed body could not be opened. `errorCode` is the platform error code to answer with
 * (`encryption.invalid` for a bad header, unknown key id, bad MAC, undecryptable data or a
 * non-JSON plaintext; `encryption.stale`; `encryption.replayed`) and `status` is always 400.
 * The message names the reason for logs; it never contains the plaintext.
 */
export class SealedBodyError extends Error {
  override readonly name = 'SealedBodyError';
  /** HTTP status to answer with. */
  readonly status = 400;
  /** The platform error code (see `ERROR_CODES.encryption*`). */
  readonly errorCode: SealedBodyErrorCode;

  /** @param errorCode - platform error code @param message - reason, for logs */
  constructor(errorCode: SealedBodyErrorCode, message: string) {
    super(message);
    this.errorCode = errorCode;
  }
}

/**
 * The exact text the MAC covers:
 * `v1\n${kid}\n${METHOD}\n${path}\n${ts}\n${nonce}\n${iv}\n${data}`.
 *
 * @param fields - key id, HTTP method (upper-cased here), the endpoint path without query string,
 *   `ts` in ms, and nonce, iv and data as the base64 strings that are sent
 * @returns the MAC input (hashed as UTF-8)
 */
export function macInput(fields: { kid: string; method: string; path: string; ts: number; nonce: string; iv: string; data: string }): string {
  const { kid, method, path, ts, nonce, iv, data } = fields;
  return `v${ENCRYPTION_VERSION}\n${kid}\n${method.toUpperCase()}\n${path}\n${ts}\n${nonce}\n${iv}\n${data}`;
}

/**
 * Formats the `Encryption` header value: `v1;kid=<kid>;key=<base64>`.
 *
 * @param header - key id and wrapped key (base64)
 * @returns the header value
 */
export function formatEncryptionHeader(header: EncryptionHeader): string {
  return `v${ENCRYPTION_VERSION};kid=${header.kid};key=${header.key}`;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Parses an `Encryption` header value.
 *
 * @param value - the header as received (`undefined` when missing)
 * @returns key id and wrapped key (base64)
 * @throws SealedBodyError `encryption.invalid` when missing, of another version, or malformed
 */
export function parseEncryptionHeader(value: string | undefined | null): EncryptionHeader {
  const [, kid, key] = /^v1;kid=([A-Za-z0-9._-]{1,64});key=([A-Za-z0-9+/=]{1,2048})$/.exec((value ?? '').trim()) ?? [];
  if (!kid || !key || !BASE64.test(key)) throw new SealedBodyError('encryption.invalid', 'missing or malformed Encryption header');
  return { kid, key };
}

/**
 * Checks the shape of a sealed body (fields present, right types, base64 strings).
 *
 * @param body - the parsed JSON request body
 * @returns the body, typed
 * @throws SealedBodyError `encryption.invalid` when it is not a v1 sealed body
 */
export function parseSealedBody(body: unknown): SealedBody {
  const b = body as Partial<Record<keyof SealedBody, unknown>> | null;
  const ok =
    typeof b === 'object' &&
    b !== null &&
    b.v === ENCRYPTION_VERSION &&
    typeof b.ts === 'number' &&
    Number.isSafeInteger(b.ts) &&
    (['nonce', 'iv', 'data', 'mac'] as const).every((k) => typeof b[k] === 'string' && BASE64.test(b[k]));
  if (!ok) throw new SealedBodyError('encryption.invalid', 'body is not a v1 sealed body');
  return b as SealedBody;
}

/**
 * Encodes bytes as standard base64.
 * @param bytes - the bytes
 * @returns base64 with padding
 */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Decodes standard base64.
 * @param text - base64 (with or without padding)
 * @returns the bytes
 * @throws DOMException (`InvalidCharacterError`) for text that is not base64
 */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Compares two strings in time that depends only on their lengths (MAC comparison).
 * @returns true when equal
 */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i % (b.length || 1));
  return diff === 0;
}
