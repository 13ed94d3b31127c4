/**
 * The symmetric half of encrypted calls (AES-256-CBC with PKCS#7, HMAC-SHA256) on crypto-js,
 * imported per module so the chunk carries only AES, HMAC-SHA256 and base64 — the same code on
 * HTTPS and on plain HTTP, so there is one format.
 */
import AES from 'crypto-js/aes';
import CryptoJS from 'crypto-js/core';
import Base64 from 'crypto-js/enc-base64';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import NoPadding from 'crypto-js/pad-nopadding';
import { SealedBodyError } from './format';

type WordArray = CryptoJS.lib.WordArray;

/** Bytes → crypto-js WordArray (big-endian 32-bit words). */
function toWordArray(bytes: Uint8Array): WordArray {
  const words: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) words[i >>> 2] = (words[i >>> 2] ?? 0) | ((bytes[i] ?? 0) << (24 - (i % 4) * 8));
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

/** crypto-js WordArray → bytes. */
function fromWordArray(wordArray: WordArray): Uint8Array {
  const bytes = new Uint8Array(wordArray.sigBytes);
  for (let i = 0; i < wordArray.sigBytes; i += 1) bytes[i] = ((wordArray.words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff;
  return bytes;
}

/**
 * Encrypts with AES-256-CBC and PKCS#7 padding.
 *
 * @param key - 32-byte key
 * @param iv - 16-byte IV
 * @param plaintext - bytes to encrypt
 * @returns the ciphertext, base64
 */
export function aesCbcEncrypt(key: Uint8Array, iv: Uint8Array, plaintext: Uint8Array): string {
  const sealed = AES.encrypt(toWordArray(plaintext), toWordArray(key), { iv: toWordArray(iv) });
  return Base64.stringify(sealed.ciphertext);
}

/**
 * Decrypts AES-256-CBC with PKCS#7 padding.
 *
 * @param key - 32-byte key
 * @param iv - 16-byte IV
 * @param ciphertext - base64 ciphertext
 * @returns the plaintext bytes
 * @throws SealedBodyError `encryption.invalid` when the ciphertext is not whole blocks or its padding is wrong
 */
export function aesCbcDecrypt(key: Uint8Array, iv: Uint8Array, ciphertext: string): Uint8Array {
  const data = Base64.parse(ciphertext);
  if (data.sigBytes === 0 || data.sigBytes % 16 !== 0) throw new SealedBodyError('encryption.invalid', 'ciphertext is not whole AES blocks');
  // Padding is checked here: crypto-js's Pkcs7.unpad trusts the last byte.
  const padded = fromWordArray(AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext: data }), toWordArray(key), { iv: toWordArray(iv), padding: NoPadding }));
  const pad = padded[padded.length - 1] ?? 0;
  if (pad < 1 || pad > 16 || padded.subarray(padded.length - pad).some((b) => b !== pad)) throw new SealedBodyError('encryption.invalid', 'bad padding');
  return padded.subarray(0, padded.length - pad);
}

/**
 * HMAC-SHA256 of a text (hashed as UTF-8).
 *
 * @param key - 32-byte MAC key
 * @param message - the text, e.g. from `macInput`
 * @returns the MAC, base64
 */
export function hmacSha256(key: Uint8Array, message: string): string {
  return Base64.stringify(HmacSHA256(message, toWordArray(key)));
}
