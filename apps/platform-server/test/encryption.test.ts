/**
 * Encrypted calls on the server: bodies sealed by the api-client's `sealBody` (Web Crypto and
 * node-forge RSA) are opened by `EncryptionService` behind `encryptedBodyHook`; stale, replayed,
 * tampered, foreign-key and malformed bodies get their 400 error code; the key and the nonces
 * live in the database, so a second instance shares them.
 */
import { constants, createCipheriv, createHmac, createPublicKey, generateKeyPairSync, publicEncrypt, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { type PublicKeyValue } from '@gamehall/api-client/contract';
import { type RsaEngine, type SealedBody, fromBase64, sealBody, toBase64 } from '@gamehall/api-client/crypto';
import { count } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENCRYPTION_MESSAGES, EncryptionService, MAX_CLOCK_SKEW_MS, NONCE_RETENTION_MS, encryptedBodyHook } from '../src/crypto/encryption.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { platformKeys, usedNonces } from '../src/db/schema.ts';

const PATH = '/wps/session/login';
const LOGIN = { type: 'username', username: 'player1', password: 'Correct Horse 9!' };

let database: Database;
let clock = Date.UTC(2026, 0, 15, 12);
let service: EncryptionService;
let app: FastifyInstance;
let logLines: string[];

/** A small app: one encrypted route whose schema validates the opened plaintext, echoing it. */
async function smallApp(encryption: EncryptionService, lines: string[] = []): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const instance = Fastify({ logger: { level: 'trace', stream } });
  const schema = { body: { type: 'object', required: ['username'], properties: { username: { type: 'string', maxLength: 64 } } } };
  for (const method of ['POST', 'PUT'] as const) {
    instance.route({ method, url: PATH, schema, preValidation: encryptedBodyHook(encryption), handler: async (request) => ({ success: true, value: request.body, message: 'OK' }) });
  }
  instance.get('/wps/system/publicKey', async () => ({ success: true, value: await encryption.publicKey(), message: 'OK' }));
  await instance.ready();
  return instance;
}

async function seal(plain: unknown, options: { rsa?: RsaEngine; method?: string; path?: string; key?: PublicKeyValue; now?: number } = {}) {
  const key = options.key ?? (await service.publicKey());
  const sealed = await sealBody(plain, { method: options.method ?? 'POST', path: options.path ?? PATH, key, now: options.now ?? clock, rsa: options.rsa ?? 'webcrypto' });
  return { header: sealed.header, body: JSON.parse(sealed.body) as SealedBody };
}

/** Seals like the api-client (wire format v1) but with a chosen nonce: what an attacker holding the public key can send. */
async function sealByHand(plain: unknown, key: PublicKeyValue, fields: { nonce: string }) {
  const secret = randomBytes(64);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', secret.subarray(0, 32), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]).toString('base64');
  const body = { v: 1, ts: clock, nonce: fields.nonce, iv: iv.toString('base64'), data, mac: '' };
  const input = `v1\n${key.kid}\nPOST\n${PATH}\n${String(body.ts)}\n${body.nonce}\n${body.iv}\n${body.data}`;
  body.mac = createHmac('sha256', secret.subarray(32)).update(input, 'utf8').digest('base64');
  const publicKey = createPublicKey({ key: Buffer.from(key.spki, 'base64'), format: 'der', type: 'spki' });
  const wrapped = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, secret).toString('base64');
  return { header: `v1;kid=${key.kid};key=${wrapped}`, body };
}

async function send(target: FastifyInstance, sealed: { header?: string; body: unknown }, method: 'POST' | 'PUT' = 'POST') {
  const res = await target.inject({
    method,
    url: `${PATH}?ref=1`,
    headers: { 'content-type': 'application/json', ...(sealed.header === undefined ? {} : { encryption: sealed.header }) },
    payload: typeof sealed.body === 'string' ? sealed.body : JSON.stringify(sealed.body),
  });
  return { status: res.statusCode, body: res.json<{ success: boolean; value: unknown; errorCode?: string; message: string }>() };
}

const nonceCount = async (db = database) => (await db.db.select({ n: count() }).from(usedNonces))[0]?.n ?? 0;

const flip = (b64: string) => {
  const bytes = fromBase64(b64);
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  return toBase64(bytes);
};

beforeAll(async () => {
  database = await openDatabase();
  await database.migrate();
  service = new EncryptionService(database.db, () => clock);
  logLines = [];
  app = await smallApp(service, logLines);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(() => {
  clock += 1000;
});

describe('EncryptionService key', () => {
  it('creates one RSA-2048 key on first use, stores it, and never hands out the private half', async () => {
    const key = await service.publicKey();
    expect(key).toEqual({ kid: expect.stringMatching(/^[0-9a-f]{16}$/), algorithm: 'RSA-OAEP-256', spki: expect.any(String) });
    expect(Object.keys(key)).toEqual(['kid', 'algorithm', 'spki']);
    const rows = await database.db.select().from(platformKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kid: key.kid, publicKey: key.spki, active: true });
    expect(await service.publicKey()).toEqual(key);
    const res = await app.inject({ method: 'GET', url: '/wps/system/publicKey' });
    expect(res.json<{ value: PublicKeyValue }>().value).toEqual(key);
    expect(res.body).not.toContain(rows[0]!.privateKey.slice(0, 40));
  });
});

describe('opening sealed bodies', () => {
  it.each<RsaEngine>(['webcrypto', 'forge'])('opens a body sealed with %s RSA and validates the plaintext', async (rsa) => {
    const res = await send(app, await seal(LOGIN, { rsa }));
    expect(res).toEqual({ status: 200, body: { success: true, value: LOGIN, message: 'OK' } });
  });

  it('validates the opened plaintext against the route schema', async () => {
    const res = await send(app, await seal({ type: 'username' }));
    expect(res.status).toBe(400);
  });

  it('refuses a body more than 5 minutes old or ahead (encryption.stale), and records no nonce for it', async () => {
    const before = await nonceCount();
    for (const ts of [clock - MAX_CLOCK_SKEW_MS - 1, clock + MAX_CLOCK_SKEW_MS + 1]) {
      const res = await send(app, await seal(LOGIN, { now: ts }));
      expect(res).toEqual({ status: 400, body: { success: false, value: null, errorCode: 'encryption.stale', message: ENCRYPTION_MESSAGES['encryption.stale'] } });
    }
    expect((await send(app, await seal(LOGIN, { now: clock - MAX_CLOCK_SKEW_MS }))).status).toBe(200);
    expect(await nonceCount()).toBe(before + 1);
  });

  it('refuses the same body twice (encryption.replayed)', async () => {
    const sealed = await seal(LOGIN);
    expect((await send(app, sealed)).status).toBe(200);
    const again = await send(app, sealed);
    expect(again).toMatchObject({ status: 400, body: { success: false, errorCode: 'encryption.replayed' } });
  });

  it.each(['data', 'iv', 'mac', 'nonce'] as const)('refuses a flipped byte in %s (encryption.invalid) without recording its nonce', async (field) => {
    const before = await nonceCount();
    const sealed = await seal(LOGIN);
    const res = await send(app, { header: sealed.header, body: { ...sealed.body, [field]: flip(sealed.body[field]) } });
    expect(res).toEqual({ status: 400, body: { success: false, value: null, errorCode: 'encryption.invalid', message: ENCRYPTION_MESSAGES['encryption.invalid'] } });
    expect(await nonceCount()).toBe(before);
    // The untouched body still goes through: the refusal did not burn its nonce.
    expect((await send(app, sealed)).status).toBe(200);
  });

  it('refuses a body sealed for another path, another method or another time stamp (encryption.invalid)', async () => {
    const invalid = { status: 400, body: expect.objectContaining({ errorCode: 'encryption.invalid' }) };
    expect(await send(app, await seal(LOGIN, { path: '/wps/member/register' }))).toEqual(invalid);
    expect(await send(app, await seal(LOGIN, { method: 'PUT' }), 'POST')).toEqual(invalid);
    expect(await send(app, await seal(LOGIN, { method: 'POST' }), 'PUT')).toEqual(invalid);
    const sealed = await seal(LOGIN);
    expect(await send(app, { header: sealed.header, body: { ...sealed.body, ts: sealed.body.ts - 1 } })).toEqual(invalid);
    // PUT sealed for PUT is fine.
    expect((await send(app, await seal(LOGIN, { method: 'PUT' }), 'PUT')).status).toBe(200);
  });

  it('refuses an unknown key id, a wrapped key that does not open, a garbage or missing header, and a plain body (encryption.invalid)', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const strangerKey: PublicKeyValue = { kid: 'feedfacecafebeef', algorithm: 'RSA-OAEP-256', spki: stranger.publicKey.export({ type: 'spki', format: 'der' }).toString('base64') };
    const own = await service.publicKey();
    const sealed = await seal(LOGIN);
    const cases: { header?: string; body: unknown }[] = [
      await seal(LOGIN, { key: strangerKey }),
      // Our key id, wrapped for another key.
      { header: (await seal(LOGIN, { key: strangerKey })).header.replace('feedfacecafebeef', own.kid), body: sealed.body },
      { header: sealed.header.replace(own.kid, 'feedfacecafebeef'), body: sealed.body },
      { header: 'v1;kid=;key=', body: sealed.body },
      { header: 'Bearer abc', body: sealed.body },
      { header: `v2;kid=${own.kid};key=AAAA`, body: sealed.body },
      { body: sealed.body },
      { header: sealed.header, body: LOGIN },
      { header: sealed.header, body: { ...sealed.body, v: 2 } },
      { header: sealed.header, body: { ...sealed.body, data: 'not base64!' } },
      { header: sealed.header, body: '[1,2]' },
    ];
    for (const bad of cases) {
      expect(await send(app, bad)).toMatchObject({ status: 400, body: { success: false, errorCode: 'encryption.invalid' } });
    }
  });

  it('attack: oversized or wrong-length nonce, IV, MAC, wrapped key or ciphertext → 400 encryption.invalid before any RSA or database work; no nonce recorded, no value logged (issue 10 §3)', async () => {
    const sealed = await seal(LOGIN);
    const own = await service.publicKey();
    const huge = 'A'.repeat(20_000);
    const nonces = async () => (await database.db.select({ n: count() }).from(usedNonces))[0]?.n ?? 0;
    const before = await nonces();
    const linesBefore = logLines.length;
    const cases: { header?: string; body: unknown }[] = [
      { header: sealed.header, body: { ...sealed.body, nonce: huge } },
      { header: sealed.header, body: { ...sealed.body, nonce: `${sealed.body.nonce.slice(0, 20)}==` } },
      { header: sealed.header, body: { ...sealed.body, iv: huge } },
      { header: sealed.header, body: { ...sealed.body, iv: 'AAAA' } },
      { header: sealed.header, body: { ...sealed.body, mac: huge } },
      { header: sealed.header, body: { ...sealed.body, mac: `${sealed.body.mac}AAAA` } },
      { header: sealed.header, body: { ...sealed.body, data: `${sealed.body.data.slice(0, -4)}` } },
      { header: `v1;kid=${own.kid};key=${toBase64(new Uint8Array(128))}`, body: sealed.body },
    ];
    // A body the attacker sealed correctly (their own AES and MAC keys) around a 20 KB nonce: the MAC holds, the shape does not.
    cases.push(await sealByHand(LOGIN, own, { nonce: huge }));
    for (const bad of cases) {
      expect(await send(app, bad)).toMatchObject({ status: 400, body: { success: false, errorCode: 'encryption.invalid' } });
    }
    expect(await nonces()).toBe(before);
    expect(logLines.slice(linesBefore).join('')).not.toContain(huge.slice(0, 64));
    // The untouched body still opens (nothing above spent its nonce).
    expect((await send(app, sealed)).status).toBe(200);
  });

  it('never logs the plaintext, also when a body is refused', async () => {
    const secretBody = { username: 'logcheck-user', password: 'Zebra-Pass-4417' };
    const sealed = await seal(secretBody);
    expect((await send(app, sealed)).status).toBe(200);
    expect((await send(app, sealed)).status).toBe(400);
    expect((await send(app, await seal({ password: 'Zebra-Pass-4417' }))).status).toBe(400);
    const log = logLines.join('');
    expect(log).toContain('sealed body refused');
    expect(log).not.toContain('Zebra-Pass-4417');
    expect(log).not.toContain('logcheck-user');
  });

  it('purges nonces older than 10 minutes (at most once a minute), after which they are stale anyway', async () => {
    const sealed = await seal(LOGIN);
    expect((await send(app, sealed)).status).toBe(200);
    expect(await nonceCount()).toBeGreaterThan(0);
    clock += NONCE_RETENTION_MS + 60_000;
    expect(await service.purgeNonces()).toBeGreaterThan(0);
    expect(await nonceCount()).toBe(0);
    expect(await service.purgeNonces()).toBe(0); // within the minute
    expect((await send(app, sealed)).body.errorCode).toBe('encryption.stale');
  });
});

describe('several instances on one database', () => {
  it('a second instance uses the key the first made, and refuses a nonce the first accepted', async () => {
    const second = new EncryptionService(database.db, () => clock);
    const secondApp = await smallApp(second);
    try {
      expect(await second.publicKey()).toEqual(await service.publicKey());
      const sealed = await seal(LOGIN);
      expect((await send(secondApp, sealed)).status).toBe(200);
      expect((await send(app, sealed)).body.errorCode).toBe('encryption.replayed');
    } finally {
      await secondApp.close();
    }
  });

  it('two instances starting together on an empty database make a single key', async () => {
    const fresh = await openDatabase();
    await fresh.migrate();
    try {
      const a = new EncryptionService(fresh.db, () => clock);
      const b = new EncryptionService(fresh.db, () => clock);
      const [ka, kb] = await Promise.all([a.publicKey(), b.publicKey()]);
      expect(ka).toEqual(kb);
      expect(await fresh.db.select().from(platformKeys)).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('a key given by PLATFORM_RSA_PRIVATE_KEY is used instead of the table, with the same key id on every instance', async () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const fresh = await openDatabase();
    await fresh.migrate();
    try {
      const a = new EncryptionService(fresh.db, () => clock, { privateKeyPem: pem });
      const b = new EncryptionService(fresh.db, () => clock, { privateKeyPem: pem });
      const key = await a.publicKey();
      expect(await b.publicKey()).toEqual(key);
      expect(key.kid).toMatch(/^[0-9a-f]{16}$/);
      expect(await fresh.db.select().from(platformKeys)).toHaveLength(0);
      const sealed = await sealBody(LOGIN, { method: 'POST', path: PATH, key, now: clock, rsa: 'forge' });
      await expect(b.open({ method: 'POST', path: PATH, header: sealed.header, body: JSON.parse(sealed.body) })).resolves.toEqual(LOGIN);
      // A body for the table's key is not accepted by an instance on the env key.
      const other = await seal(LOGIN);
      await expect(b.open({ method: 'POST', path: PATH, header: other.header, body: other.body })).rejects.toMatchObject({ statusCode: 400, errorCode: 'encryption.invalid' });
    } finally {
      await fresh.close();
    }
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => new EncryptionService(database.db, () => clock, { privateKeyPem: ec })).toThrow(/RSA private key/);
  });
});
