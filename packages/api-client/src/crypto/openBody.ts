/**
 * Opening a sealed body with node-forge and crypto-js, so it runs in the browser (Storybook's
 * MSW worker) as well as in Node: the mocks' side of encrypted calls. The platform server has its
 * own opener on node:crypto with the same checks plus freshness and replay.
 */
import type { pki } from 'node-forge';
import { aesCbcDecrypt, hmacSha256 } from './cipher';
import { forge, fromForgeBytes, oaepSha256, toForgeBytes } from './forge';
import { KEY_BYTES, MAX_CLOCK_SKEW_MS, SealedBodyError, constantTimeEqual, fromBase64, macInput, parseEncryptionHeader, parseSealedBody } from './format';

/** An RSA private key that opens sealed bodies. */
export interface OpeningKey {
  /** Key id the `Encryption` header must name. */
  kid: string;
  /** PKCS#8 PrivateKeyInfo (or PKCS#1 RSAPrivateKey), DER, base64. */
  pkcs8: string;
}

/** A received encrypted call. */
export interface SealedRequestParts {
  /** HTTP method. */
  method: string;
  /** Request path without query string. */
  path: string;
  /** The `Encryption` header (undefined when missing). */
  header: string | undefined | null;
  /** The parsed JSON body. */
  body: unknown;
}

const privateKeys = new Map<string, pki.rsa.PrivateKey>();

function privateKeyOf(key: OpeningKey): pki.rsa.PrivateKey {
  let parsed = privateKeys.get(key.pkcs8);
  if (!parsed) {
    parsed = forge.pki.privateKeyFromAsn1(forge.asn1.fromDer(toForgeBytes(fromBase64(key.pkcs8)))) as pki.rsa.PrivateKey;
    privateKeys.set(key.pkcs8, parsed);
  }
  return parsed;
}

/**
 * Opens a sealed body (wire format v1): checks the header and body shape, the key id, unwraps
 * `encKey || macKey` with RSA-OAEP-SHA256, verifies the HMAC-SHA256 in constant time, then
 * decrypts AES-256-CBC and parses the UTF-8 JSON.
 *
 * @param parts - method, path (no query), `Encryption` header and parsed JSON body
 * @param key - the private key and its id
 * @param options - `now` (ms): when given, `ts` farther than 5 minutes from it is stale
 * @returns the plaintext body (a JSON value)
 * @throws SealedBodyError `encryption.invalid` (bad header or body, other key id, unwrap failure,
 *   bad MAC, undecryptable or non-JSON plaintext) or `encryption.stale`
 */
export function openSealedBody(parts: SealedRequestParts, key: OpeningKey, options: { now?: number } = {}): unknown {
  const header = parseEncryptionHeader(parts.header);
  const sealed = parseSealedBody(parts.body);
  if (header.kid !== key.kid) throw new SealedBodyError('encryption.invalid', `unknown key id ${header.kid}`);
  let secret: Uint8Array;
  try {
    secret = fromForgeBytes(privateKeyOf(key).decrypt(toForgeBytes(fromBase64(header.key)), 'RSA-OAEP', oaepSha256()));
  } catch {
    throw new SealedBodyError('encryption.invalid', 'the wrapped key does not open');
  }
  if (secret.length !== KEY_BYTES.encKey + KEY_BYTES.macKey) throw new SealedBodyError('encryption.invalid', 'wrapped key of the wrong length');
  const encKey = secret.subarray(0, KEY_BYTES.encKey);
  const macKey = secret.subarray(KEY_BYTES.encKey);
  const expected = hmacSha256(macKey, macInput({ kid: header.kid, method: parts.method, path: parts.path, ...sealed }));
  if (!constantTimeEqual(expected, sealed.mac)) throw new SealedBodyError('encryption.invalid', 'MAC mismatch');
  if (options.now !== undefined && Math.abs(options.now - sealed.ts) > MAX_CLOCK_SKEW_MS) throw new SealedBodyError('encryption.stale', 'timestamp outside 5 minutes');
  const iv = fromBase64(sealed.iv);
  if (iv.length !== KEY_BYTES.iv) throw new SealedBodyError('encryption.invalid', 'IV of the wrong length');
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(aesCbcDecrypt(encKey, iv, sealed.data))) as unknown;
  } catch (error) {
    if (error instanceof SealedBodyError) throw error;
    throw new SealedBodyError('encryption.invalid', 'plaintext is not UTF-8 JSON');
  }
}
