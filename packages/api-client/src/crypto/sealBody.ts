/**
 * Sealing the body of an encrypted call (docs/architecture.md "Encrypted calls", spec §7
 * "encrypted"). The browser transport loads this module with `await import(...)` only when an
 * encrypted call is made, so crypto-js and node-forge stay out of the home page's JavaScript.
 */
import type { pki } from 'node-forge';
import type { PublicKeyValue } from '../contract/accounts';
import { aesCbcEncrypt, hmacSha256 } from './cipher';
import { ENCRYPTION_VERSION, KEY_BYTES, type SealedBody, formatEncryptionHeader, fromBase64, macInput, toBase64 } from './format';

/** Which RSA implementation wraps the keys: Web Crypto (`crypto.subtle`) or node-forge. */
export type RsaEngine = 'webcrypto' | 'forge';

/** Where and when a body is sent, and with which platform key. */
export interface SealContext {
  /** HTTP method of the call, e.g. `POST`. */
  method: string;
  /** The endpoint path as in the contract and as the server receives it, without query string. */
  path: string;
  /** The platform public key (`publicKey` endpoint). */
  key: PublicKeyValue;
  /** Client time in milliseconds since the epoch; default `Date.now()`. */
  now?: number;
  /**
   * RSA implementation; default Web Crypto where `globalThis.crypto.subtle` exists, else
   * node-forge. Tests force `forge` to cover the plain-HTTP path.
   */
  rsa?: RsaEngine;
}

/** A sealed request: the `Encryption` header value and the JSON body text. */
export interface SealedRequest {
  /** Value of the `Encryption` header: `v1;kid=<kid>;key=<base64>`. */
  header: string;
  /** `JSON.stringify` of a {@link SealedBody}; send with `Content-Type: application/json`. */
  body: string;
}

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

/**
 * The RSA engine used when none is forced: Web Crypto where `crypto.subtle` exists (secure
 * contexts: HTTPS and localhost), node-forge elsewhere (plain HTTP on another host name).
 * @returns `webcrypto` or `forge`
 */
export function defaultRsaEngine(): RsaEngine {
  return globalThis.crypto?.subtle ? 'webcrypto' : 'forge';
}

/** RSA-OAEP-SHA256 encryption of `secret` with the SPKI (DER) public key. */
async function wrapKeys(spki: Uint8Array<ArrayBuffer>, secret: Uint8Array<ArrayBuffer>, engine: RsaEngine): Promise<Uint8Array> {
  if (engine === 'webcrypto') {
    const subtle = globalThis.crypto.subtle;
    const key = await subtle.importKey('spki', spki, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    return new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, key, secret));
  }
  const { forge, fromForgeBytes, oaepSha256, toForgeBytes } = await import('./forge');
  const publicKey = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(toForgeBytes(spki))) as pki.rsa.PublicKey;
  return fromForgeBytes(publicKey.encrypt(toForgeBytes(secret), 'RSA-OAEP', oaepSha256(randomBytes(32))));
}

/**
 * Seals a request body for an encrypted endpoint (wire format v1): draws a fresh 32-byte AES
 * key, 32-byte HMAC key, 16-byte IV and 16-byte nonce from `crypto.getRandomValues`; encrypts
 * the UTF-8 JSON of `plain` with AES-256-CBC (PKCS#7, crypto-js); MACs
 * `v1\n kid\n METHOD\n path\n ts\n nonce\n iv\n data` with HMAC-SHA256; wraps `encKey || macKey`
 * with RSA-OAEP-SHA256 under the platform key (Web Crypto, or node-forge without `crypto.subtle`).
 *
 * @param plain - the body as the endpoint's contract describes it (any JSON value)
 * @param ctx - method, path (no query string), platform public key, optional clock (ms) and RSA engine
 * @returns the `Encryption` header value and the JSON body text
 * @throws TypeError when `plain` cannot be serialised as JSON (e.g. `undefined`)
 * @throws Error (DOMException from Web Crypto, Error from node-forge) when `ctx.key.spki` is not an RSA SubjectPublicKeyInfo
 * @example
 * ```ts
 * const { header, body } = await sealBody({ account: 'player1', password }, { method: 'POST', path: '/wps/session/login', key });
 * await fetch(url, { method: 'POST', headers: { Encryption: header, 'Content-Type': 'application/json' }, body });
 * ```
 */
export async function sealBody(plain: unknown, ctx: SealContext): Promise<SealedRequest> {
  const json = JSON.stringify(plain) as string | undefined;
  if (json === undefined) throw new TypeError('sealBody: the body is not a JSON value');
  const encKey = randomBytes(KEY_BYTES.encKey);
  const macKey = randomBytes(KEY_BYTES.macKey);
  const iv = toBase64(randomBytes(KEY_BYTES.iv));
  const nonce = toBase64(randomBytes(KEY_BYTES.nonce));
  const ts = Math.round(ctx.now ?? Date.now());
  const data = aesCbcEncrypt(encKey, fromBase64(iv), new TextEncoder().encode(json));
  const mac = hmacSha256(macKey, macInput({ kid: ctx.key.kid, method: ctx.method, path: ctx.path, ts, nonce, iv, data }));

  const secret = new Uint8Array(KEY_BYTES.encKey + KEY_BYTES.macKey);
  secret.set(encKey, 0);
  secret.set(macKey, KEY_BYTES.encKey);
  const wrapped = await wrapKeys(fromBase64(ctx.key.spki), secret, ctx.rsa ?? defaultRsaEngine());
  secret.fill(0);
  encKey.fill(0);
  macKey.fill(0);

  const body: SealedBody = { v: ENCRYPTION_VERSION, ts, nonce, iv, data, mac };
  return { header: formatEncryptionHeader({ kid: ctx.key.kid, key: toBase64(wrapped) }), body: JSON.stringify(body) };
}
