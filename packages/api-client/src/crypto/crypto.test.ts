import { constants, createDecipheriv, createHmac, createPrivateKey, generateKeyPairSync, privateDecrypt, timingSafeEqual } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicKeyValue } from '../contract/accounts';
import { aesCbcEncrypt, hmacSha256 } from './cipher';
import { MAX_CLOCK_SKEW_MS, type SealedBody, SealedBodyError, formatEncryptionHeader, fromBase64, macInput, parseEncryptionHeader, toBase64 } from './format';
import { openSealedBody } from './openBody';
import { type RsaEngine, defaultRsaEngine, sealBody } from './sealBody';

const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KEY: PublicKeyValue = { kid: '0123456789abcdef', algorithm: 'RSA-OAEP-256', spki: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64') };
const OPENING = { kid: KEY.kid, pkcs8: pair.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64') };
const PATH = '/wps/session/login';
const PLAIN = { account: 'player1', password: 'Süper-secret pässword 🔑', captcha: '' };

/** An independent opener on node:crypto (what the platform server does), to prove interop. */
function openWithNode(header: string, bodyText: string, method: string, path: string): unknown {
  const { kid, key } = parseEncryptionHeader(header);
  const body = JSON.parse(bodyText) as SealedBody;
  const secret = privateDecrypt({ key: createPrivateKey(pair.privateKey.export({ type: 'pkcs8', format: 'pem' })), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(key, 'base64'));
  const mac = createHmac('sha256', secret.subarray(32)).update(macInput({ kid, method, path, ...body })).digest();
  if (!timingSafeEqual(mac, Buffer.from(body.mac, 'base64'))) throw new Error('MAC mismatch');
  const decipher = createDecipheriv('aes-256-cbc', secret.subarray(0, 32), Buffer.from(body.iv, 'base64'));
  return JSON.parse(Buffer.concat([decipher.update(Buffer.from(body.data, 'base64')), decipher.final()]).toString('utf8'));
}

afterEach(() => vi.unstubAllGlobals());

describe.each<RsaEngine>(['webcrypto', 'forge'])('sealBody with %s', (rsa) => {
  it('produces a v1 body and header that node:crypto opens to the same value', async () => {
    const { header, body } = await sealBody(PLAIN, { method: 'post', path: PATH, key: KEY, now: 1_700_000_000_000, rsa });
    expect(header).toMatch(/^v1;kid=0123456789abcdef;key=[A-Za-z0-9+/]+=*$/);
    expect(fromBase64(parseEncryptionHeader(header).key)).toHaveLength(256); // RSA-2048 block
    const sealed = JSON.parse(body) as SealedBody;
    expect(Object.keys(sealed)).toEqual(['v', 'ts', 'nonce', 'iv', 'data', 'mac']);
    expect(sealed).toMatchObject({ v: 1, ts: 1_700_000_000_000 });
    expect(fromBase64(sealed.nonce)).toHaveLength(16);
    expect(fromBase64(sealed.iv)).toHaveLength(16);
    expect(fromBase64(sealed.mac)).toHaveLength(32);
    expect(fromBase64(sealed.data).length % 16).toBe(0);
    expect(openWithNode(header, body, 'POST', PATH)).toEqual(PLAIN);
    expect(openSealedBody({ method: 'POST', path: PATH, header, body: sealed }, OPENING)).toEqual(PLAIN);
  });

  it('never lets the plaintext onto the wire, and draws fresh keys, IV and nonce every time', async () => {
    const a = await sealBody(PLAIN, { method: 'POST', path: PATH, key: KEY, rsa });
    const b = await sealBody(PLAIN, { method: 'POST', path: PATH, key: KEY, rsa });
    for (const text of [a.header, a.body]) {
      expect(text).not.toContain('player1');
      expect(text).not.toContain('secret');
      expect(text).not.toContain(toBase64(new TextEncoder().encode(JSON.stringify(PLAIN))).slice(0, 12));
    }
    const [sa, sb] = [JSON.parse(a.body) as SealedBody, JSON.parse(b.body) as SealedBody];
    expect(sa.nonce).not.toBe(sb.nonce);
    expect(sa.iv).not.toBe(sb.iv);
    expect(sa.data).not.toBe(sb.data);
    expect(a.header).not.toBe(b.header);
  });
});

describe('RSA engine choice', () => {
  it('uses Web Crypto where crypto.subtle exists and node-forge on a page without it (plain HTTP)', async () => {
    expect(defaultRsaEngine()).toBe('webcrypto');
    const getRandomValues = globalThis.crypto.getRandomValues.bind(globalThis.crypto);
    vi.stubGlobal('crypto', { getRandomValues });
    expect(defaultRsaEngine()).toBe('forge');
    const { header, body } = await sealBody(PLAIN, { method: 'POST', path: PATH, key: KEY });
    expect(openWithNode(header, body, 'POST', PATH)).toEqual(PLAIN);
  });

  it('refuses a body that is not JSON and a key that is not RSA SPKI', async () => {
    await expect(sealBody(undefined, { method: 'POST', path: PATH, key: KEY })).rejects.toThrow(TypeError);
    await expect(sealBody(PLAIN, { method: 'POST', path: PATH, key: { ...KEY, spki: 'AAAA' }, rsa: 'forge' })).rejects.toThrow();
    await expect(sealBody(PLAIN, { method: 'POST', path: PATH, key: { ...KEY, spki: 'AAAA' }, rsa: 'webcrypto' })).rejects.toThrow();
  });
});

describe('openSealedBody refuses', () => {
  const seal = async () => {
    const { header, body } = await sealBody(PLAIN, { method: 'POST', path: PATH, key: KEY, now: 1_000_000, rsa: 'forge' });
    return { header, body: JSON.parse(body) as SealedBody };
  };
  const codeOf = (fn: () => unknown): string => {
    try {
      fn();
    } catch (error) {
      expect(error).toBeInstanceOf(SealedBodyError);
      expect((error as SealedBodyError).status).toBe(400);
      return (error as SealedBodyError).errorCode;
    }
    throw new Error('expected a SealedBodyError');
  };
  const flip = (b64: string) => {
    const bytes = fromBase64(b64);
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    return toBase64(bytes);
  };

  it.each(['data', 'iv', 'mac', 'nonce'] as const)('a flipped byte in %s (encryption.invalid)', async (field) => {
    const { header, body } = await seal();
    expect(codeOf(() => openSealedBody({ method: 'POST', path: PATH, header, body: { ...body, [field]: flip(body[field]) } }, OPENING))).toBe('encryption.invalid');
  });

  it('another path, method, time stamp or key id, or a garbage header (encryption.invalid)', async () => {
    const { header, body } = await seal();
    const open = (over: Partial<{ method: string; path: string; header: string | undefined; body: unknown }>) =>
      codeOf(() => openSealedBody({ method: 'POST', path: PATH, header, body, ...over }, OPENING));
    expect(open({ path: '/wps/member/register' })).toBe('encryption.invalid');
    expect(open({ method: 'PUT' })).toBe('encryption.invalid');
    expect(open({ body: { ...body, ts: body.ts + 1 } })).toBe('encryption.invalid');
    expect(open({ header: header.replace('kid=0123456789abcdef', 'kid=fedcba9876543210') })).toBe('encryption.invalid');
    expect(open({ header: undefined })).toBe('encryption.invalid');
    expect(open({ header: 'v2;kid=x;key=AAAA' })).toBe('encryption.invalid');
    expect(open({ header: `v1;kid=${KEY.kid};key=${toBase64(new Uint8Array(256))}` })).toBe('encryption.invalid');
    expect(open({ body: { ...body, v: 2 } })).toBe('encryption.invalid');
    expect(open({ body: 'not an object' })).toBe('encryption.invalid');
  });

  it('a stale time stamp when a clock is given', async () => {
    const { header, body } = await seal();
    expect(openSealedBody({ method: 'POST', path: PATH, header, body }, OPENING, { now: 1_000_000 + MAX_CLOCK_SKEW_MS })).toEqual(PLAIN);
    expect(codeOf(() => openSealedBody({ method: 'POST', path: PATH, header, body }, OPENING, { now: 1_000_000 + MAX_CLOCK_SKEW_MS + 1 }))).toBe('encryption.stale');
    expect(codeOf(() => openSealedBody({ method: 'POST', path: PATH, header, body }, OPENING, { now: 1_000_000 - MAX_CLOCK_SKEW_MS - 1 }))).toBe('encryption.stale');
  });

  it('a correctly MACed body whose plaintext is not JSON', async () => {
    // Built by hand: sealBody only seals JSON.
    const { header } = await seal();
    const secret = privateDecrypt({ key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(parseEncryptionHeader(header).key, 'base64'));
    const iv = new Uint8Array(16);
    const data = aesCbcEncrypt(secret.subarray(0, 32), iv, new TextEncoder().encode('{not json'));
    const fields = { kid: KEY.kid, method: 'POST', path: PATH, ts: 5, nonce: toBase64(new Uint8Array(16)), iv: toBase64(iv), data };
    const body = { v: 1, ts: 5, nonce: fields.nonce, iv: fields.iv, data, mac: hmacSha256(secret.subarray(32), macInput(fields)) };
    expect(codeOf(() => openSealedBody({ method: 'POST', path: PATH, header: formatEncryptionHeader(parseEncryptionHeader(header)), body }, OPENING))).toBe('encryption.invalid');
  });
});
