/**
 * Encrypted calls, server side (docs/architecture.md "Encrypted calls", spec §7 "encrypted"): the
 * platform RSA key (generated on first use and kept in `platform_keys`, or given by the
 * `PLATFORM_RSA_PRIVATE_KEY` env), and opening sealed bodies (wire format v1, the format of
 * `@gamehall/api-client`'s `sealBody`) with node:crypto: RSA-OAEP-SHA256 key unwrap,
 * HMAC-SHA256 checked in constant time, freshness (5 minutes), replay refusal through
 * `used_nonces` (shared by every instance on the database), then AES-256-CBC.
 *
 * Plaintext bodies are never logged: errors carry a fixed reason, never parser messages.
 */
import {
  type KeyObject,
  constants,
  createDecipheriv,
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { ERROR_CODES, type PublicKeyValue } from '@gamehall/api-client/contract';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { type FastifyReply, type FastifyRequest, type preValidationAsyncHookHandler } from 'fastify';
import { type AppDb } from '../db/database.ts';
import { platformKeys, usedNonces } from '../db/schema.ts';
import { fail } from '../http/envelope.ts';

/** Largest accepted |server time − body `ts`| in milliseconds (5 minutes). */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** How long a seen nonce is kept (10 minutes: a body within the skew can no longer be replayed after). */
export const NONCE_RETENTION_MS = 10 * 60 * 1000;
/** Purge old nonces at most this often per instance (1 minute). */
export const NONCE_PURGE_INTERVAL_MS = 60 * 1000;
/** How long an instance trusts its cached active key before reading the table again (1 minute). */
export const ACTIVE_KEY_TTL_MS = 60 * 1000;

/** The error codes of refused sealed bodies. */
export type EncryptionErrorCode = typeof ERROR_CODES.encryptionInvalid | typeof ERROR_CODES.encryptionStale | typeof ERROR_CODES.encryptionReplayed;

/** What the client is told (English, like the platform's other messages), by error code. */
export const ENCRYPTION_MESSAGES: Record<EncryptionErrorCode, string> = {
  [ERROR_CODES.encryptionInvalid]: 'The request could not be verified, please try again',
  [ERROR_CODES.encryptionStale]: "The request has expired, please check your device's date and time and try again",
  [ERROR_CODES.encryptionReplayed]: 'This request was already received, please try again',
};

/**
 * A sealed body was refused: HTTP 400 with `errorCode` `encryption.invalid` (bad header or body,
 * unknown key id, unwrap failure, bad MAC, undecryptable or non-JSON plaintext),
 * `encryption.stale` (more than 5 minutes off) or `encryption.replayed` (nonce seen before).
 * `reason` is for logs and never holds plaintext; `message` is the client-facing text.
 */
export class EncryptionError extends Error {
  /** HTTP status. */
  readonly statusCode = 400;
  /** Why, for logs (never plaintext). */
  readonly reason: string;

  /** @param errorCode envelope error code @param reason what failed, for logs */
  constructor(
    readonly errorCode: EncryptionErrorCode,
    reason: string,
  ) {
    super(ENCRYPTION_MESSAGES[errorCode]);
    this.reason = reason;
  }
}

/** A received encrypted call. */
export interface SealedRequest {
  /** HTTP method. */
  method: string;
  /** Request path without query string (what the client MACed: the contract path). */
  path: string;
  /** The `Encryption` header; undefined when missing. */
  header: string | undefined;
  /** The parsed JSON body. */
  body: unknown;
}

interface SealedBody {
  v: 1;
  ts: number;
  nonce: string;
  iv: string;
  data: string;
  mac: string;
}

interface LoadedKey {
  value: PublicKeyValue;
  privateKey: KeyObject;
}

const invalid = (reason: string) => new EncryptionError(ERROR_CODES.encryptionInvalid, reason);
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/**
 * Exact base64 shapes of the fixed-size fields of wire format v1 (issue 10 §3; ASVS 5.0 V2.2.1): a 16-byte nonce
 * and IV are 24 characters, a 32-byte HMAC-SHA256 tag 44. Checked before any key lookup, RSA or
 * database work, so an oversized field costs nothing and never reaches a query or a log.
 */
export const SEALED_FIELD_SHAPES = {
  nonce: /^[A-Za-z0-9+/]{22}==$/,
  iv: /^[A-Za-z0-9+/]{22}==$/,
  mac: /^[A-Za-z0-9+/]{43}=$/,
} as const;
const HEADER = /^v1;kid=([A-Za-z0-9._-]{1,64});key=([A-Za-z0-9+/]+={0,2})$/;

function parseHeader(header: string | undefined): { kid: string; key: Buffer } {
  const [, kid, key] = HEADER.exec((header ?? '').trim()) ?? [];
  if (!kid || !key || key.length > 2048) throw invalid('missing or malformed Encryption header');
  return { kid, key: Buffer.from(key, 'base64') };
}

function parseBody(body: unknown): SealedBody {
  const b = body as Partial<Record<keyof SealedBody, unknown>> | null;
  const ok =
    typeof b === 'object' &&
    b !== null &&
    b.v === 1 &&
    typeof b.ts === 'number' &&
    Number.isSafeInteger(b.ts) &&
    typeof b.data === 'string' &&
    BASE64.test(b.data) &&
    (['nonce', 'iv', 'mac'] as const).every((k) => typeof b[k] === 'string' && SEALED_FIELD_SHAPES[k].test(b[k]));
  if (!ok) throw invalid('body is not a v1 sealed body (field missing, malformed or of the wrong length)');
  // AES-CBC with PKCS#7 padding: whole 16-byte blocks, at least one.
  const sealed = b as SealedBody;
  const dataBytes = Buffer.byteLength(sealed.data, 'base64');
  if (dataBytes === 0 || dataBytes % 16 !== 0) throw invalid('ciphertext is not whole AES blocks');
  return sealed;
}

/** The MAC input of wire format v1 (same text as the api-client's `macInput`). */
function macInput(kid: string, method: string, path: string, body: SealedBody): string {
  return `v1\n${kid}\n${method.toUpperCase()}\n${path}\n${body.ts}\n${body.nonce}\n${body.iv}\n${body.data}`;
}

function loadKey(kid: string, privateKey: KeyObject): LoadedKey {
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
  return { value: { kid, algorithm: 'RSA-OAEP-256', spki }, privateKey };
}

function fromRow(row: { kid: string; privateKey: string }): LoadedKey {
  return loadKey(row.kid, createPrivateKey({ key: Buffer.from(row.privateKey, 'base64'), format: 'der', type: 'pkcs8' }));
}

/**
 * The platform's side of encrypted calls. One instance per app; every instance on the same
 * database shares the key and the seen nonces.
 */
export class EncryptionService {
  private readonly fixedKey: LoadedKey | null;
  private active: { key: Promise<LoadedKey>; at: number } | null = null;
  private readonly byKid = new Map<string, LoadedKey>();
  private lastPurge = Number.NEGATIVE_INFINITY;

  /**
   * @param db the platform database (`platform_keys`, `used_nonces`)
   * @param now clock in milliseconds (tests move it)
   * @param options `privateKeyPem`: a PKCS#8 PEM RSA key (env `PLATFORM_RSA_PRIVATE_KEY`) used
   *   instead of the table; its key id is the first 16 hex digits of SHA-256 of its SPKI, so
   *   every instance given the same key names it alike
   * @throws Error when `privateKeyPem` is not an RSA private key of at least 2048 bits
   */
  constructor(
    private readonly db: AppDb,
    private readonly now: () => number,
    options: { privateKeyPem?: string } = {},
  ) {
    if (options.privateKeyPem) {
      const privateKey = createPrivateKey(options.privateKeyPem);
      if (privateKey.asymmetricKeyType !== 'rsa' || (privateKey.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) {
        throw new Error('PLATFORM_RSA_PRIVATE_KEY must be an RSA private key of at least 2048 bits (PKCS#8 PEM)');
      }
      const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
      this.fixedKey = loadKey(createHash('sha256').update(spki).digest('hex').slice(0, 16), privateKey);
    } else {
      this.fixedKey = null;
    }
  }

  /**
   * The public key clients seal with (endpoint `publicKey`). On first use without an env key and
   * without an active row, generates an RSA-2048 pair with a random 8-byte hex key id and stores
   * it; two instances racing store one key (advisory lock + `on conflict do nothing`).
   * @returns `{ kid, algorithm: 'RSA-OAEP-256', spki }` (SPKI DER, base64); never the private key
   */
  async publicKey(): Promise<PublicKeyValue> {
    return (await this.activeKey()).value;
  }

  private activeKey(): Promise<LoadedKey> {
    if (this.fixedKey) return Promise.resolve(this.fixedKey);
    const now = this.now();
    if (!this.active || now - this.active.at > ACTIVE_KEY_TTL_MS) {
      const key = this.loadOrCreateActiveKey();
      this.active = { key, at: now };
      key.catch(() => {
        if (this.active?.key === key) this.active = null;
      });
    }
    return this.active.key;
  }

  private async newestActiveRow(db: Pick<AppDb, 'select'> = this.db) {
    const [row] = await db
      .select({ kid: platformKeys.kid, privateKey: platformKeys.privateKey })
      .from(platformKeys)
      .where(eq(platformKeys.active, true))
      .orderBy(desc(platformKeys.createdAt), desc(platformKeys.kid))
      .limit(1);
    return row;
  }

  private async loadOrCreateActiveKey(): Promise<LoadedKey> {
    let row = await this.newestActiveRow();
    if (!row) {
      // Generated outside the transaction (it takes a while); used only if still no key inside.
      const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const candidate = {
        kid: randomBytes(8).toString('hex'),
        publicKey: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
        privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
        active: true,
        createdAt: new Date(this.now()),
      };
      row = await this.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gamehall.platform_keys'))`);
        const existing = await this.newestActiveRow(tx);
        if (existing) return existing;
        await tx.insert(platformKeys).values(candidate).onConflictDoNothing();
        return this.newestActiveRow(tx);
      });
      if (!row) throw new Error('platform_keys: no active key after insert');
    }
    const key = fromRow(row);
    this.byKid.set(key.value.kid, key);
    return key;
  }

  private async keyFor(kid: string): Promise<LoadedKey> {
    if (this.fixedKey) {
      if (kid !== this.fixedKey.value.kid) throw invalid(`unknown key id ${kid}`);
      return this.fixedKey;
    }
    const cached = this.byKid.get(kid);
    if (cached) return cached;
    const [row] = await this.db
      .select({ kid: platformKeys.kid, privateKey: platformKeys.privateKey })
      .from(platformKeys)
      .where(and(eq(platformKeys.kid, kid), eq(platformKeys.active, true)))
      .limit(1);
    if (!row) throw invalid(`unknown key id ${kid}`);
    const key = fromRow(row);
    this.byKid.set(kid, key);
    return key;
  }

  /**
   * Opens a sealed body. Checks, in order: header and body shape (nonce, IV and MAC of their exact
   * lengths, whole AES blocks), key id, the wrapped key's length (the modulus), RSA-OAEP unwrap of
   * the 64 key bytes, HMAC-SHA256 (constant time), freshness, then records the nonce (a primary-key
   * conflict means replay) and decrypts. Purges nonces older than 10 minutes about once a minute.
   * @param request method, path without query, `Encryption` header and parsed JSON body
   * @returns the plaintext body (a JSON value)
   * @throws EncryptionError (HTTP 400) `encryption.invalid`, `encryption.stale` or `encryption.replayed`
   */
  async open(request: SealedRequest): Promise<unknown> {
    const header = parseHeader(request.header);
    const body = parseBody(request.body);
    const key = await this.keyFor(header.kid);
    // RSA-OAEP output is exactly the modulus length: anything else is refused before the RSA work.
    if (header.key.length !== (key.privateKey.asymmetricKeyDetails?.modulusLength ?? 0) / 8) throw invalid('wrapped key of the wrong length for the key id');
    let secret: Buffer;
    try {
      secret = privateDecrypt({ key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, header.key);
    } catch {
      throw invalid('the wrapped key does not open');
    }
    if (secret.length !== 64) throw invalid('wrapped key of the wrong length');
    const expected = createHmac('sha256', secret.subarray(32)).update(macInput(header.kid, request.method, request.path, body), 'utf8').digest();
    const given = Buffer.from(body.mac, 'base64');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid('MAC mismatch');

    const now = this.now();
    if (Math.abs(now - body.ts) > MAX_CLOCK_SKEW_MS) throw new EncryptionError(ERROR_CODES.encryptionStale, `ts ${body.ts} is ${now - body.ts} ms off`);
    await this.purgeNonces(now);
    const recorded = await this.db.insert(usedNonces).values({ nonce: body.nonce, seenAt: new Date(now) }).onConflictDoNothing().returning({ nonce: usedNonces.nonce });
    if (recorded.length === 0) throw new EncryptionError(ERROR_CODES.encryptionReplayed, 'nonce already seen');

    const iv = Buffer.from(body.iv, 'base64');
    if (iv.length !== 16) throw invalid('IV of the wrong length');
    let text: string;
    try {
      const decipher = createDecipheriv('aes-256-cbc', secret.subarray(0, 32), iv);
      text = Buffer.concat([decipher.update(Buffer.from(body.data, 'base64')), decipher.final()]).toString('utf8');
    } catch {
      throw invalid('ciphertext does not decrypt');
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // The parser's message quotes the text: not repeated here.
      throw invalid('plaintext is not JSON');
    } finally {
      secret.fill(0);
    }
  }

  /**
   * Deletes nonces seen more than 10 minutes ago, at most once a minute per instance.
   * @param now current time in milliseconds
   * @returns the number of rows deleted (0 when skipped)
   */
  async purgeNonces(now = this.now()): Promise<number> {
    if (now - this.lastPurge < NONCE_PURGE_INTERVAL_MS) return 0;
    this.lastPurge = now;
    const deleted = await this.db.delete(usedNonces).where(lt(usedNonces.seenAt, new Date(now - NONCE_RETENTION_MS))).returning({ nonce: usedNonces.nonce });
    return deleted.length;
  }
}

/**
 * A Fastify `preValidation` hook for endpoints whose contract `encoding` is `encrypted`: opens
 * the sealed body with `service` and puts the plaintext in `request.body`, so the schema
 * validates and the handler reads the plaintext. A refused body is answered here with HTTP 400
 * and the envelope `{ success: false, errorCode: 'encryption.*', message }` (the reason is logged
 * at debug level; the plaintext never is).
 * @param service the app's {@link EncryptionService}
 * @returns the hook
 */
export function encryptedBodyHook(service: EncryptionService): preValidationAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.encryption;
    try {
      request.body = await service.open({
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
        header: typeof header === 'string' ? header : undefined,
        body: request.body,
      });
    } catch (error) {
      if (!(error instanceof EncryptionError)) throw error;
      request.log.debug({ errorCode: error.errorCode, reason: error.reason }, 'sealed body refused');
      return reply.code(error.statusCode).send(fail(error.errorCode, error.message));
    }
  };
}
