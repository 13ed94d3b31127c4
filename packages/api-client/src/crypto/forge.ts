/**
 * node-forge, loaded module by module (ASN.1, RSA with OAEP, SHA-256, utilities) instead of the
 * whole library: the RSA half of encrypted calls where Web Crypto is missing (a page on plain
 * HTTP has no `crypto.subtle`), and the mocks' opener.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient types of the per-module imports, also for workspaces that type-check this file through the package exports
/// <reference path="./node-forge-modules.d.ts" />
import forge from 'node-forge/lib/forge';
import 'node-forge/lib/asn1';
import 'node-forge/lib/rsa';
import 'node-forge/lib/sha256';
import 'node-forge/lib/util';

/** The shared node-forge object with `asn1`, `pki` (RSA keys), `md.sha256` and `util` registered. */
export { forge };

/** Uint8Array → forge binary string. */
export function toForgeBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return binary;
}

/** forge binary string → Uint8Array. */
export function fromForgeBytes(binary: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** OAEP options: SHA-256 for the label hash and for MGF1, as Web Crypto's RSA-OAEP `hash: 'SHA-256'`. */
export function oaepSha256(seed?: Uint8Array): { md: ReturnType<typeof forge.md.sha256.create>; mgf1: { md: ReturnType<typeof forge.md.sha256.create> }; seed?: string } {
  return { md: forge.md.sha256.create(), mgf1: { md: forge.md.sha256.create() }, ...(seed ? { seed: toForgeBytes(seed) } : {}) };
}
