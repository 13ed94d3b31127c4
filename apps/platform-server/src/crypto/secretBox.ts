/**
 * Seals small secrets kept in the database (the authenticator secrets of spec §4) with
 * AES-256-GCM under a key that is not in the database: `SECRETS_KEY` (at least 32 characters;
 * the AES key is its SHA-256). Without one, a demo server uses a fixed development key (its
 * data is demo data) and a production server has no box: the features that need it are off.
 * Sealed form: `v1.<iv base64url>.<ciphertext+tag base64url>`.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Shortest `SECRETS_KEY` accepted. */
export const SECRETS_KEY_MIN_LENGTH = 32;
/** The demo server's key material when `SECRETS_KEY` is unset (never used in production). */
const DEV_KEY_MATERIAL = 'gamehall-development-secrets-key-not-for-production';

/** Seals and opens short secrets. */
export class SecretBox {
  private readonly key: Buffer;

  /**
   * @param keyMaterial the `SECRETS_KEY` text (≥ {@link SECRETS_KEY_MIN_LENGTH} characters)
   * @throws Error when it is shorter
   */
  constructor(keyMaterial: string) {
    if (keyMaterial.length < SECRETS_KEY_MIN_LENGTH) throw new Error(`SECRETS_KEY must be at least ${String(SECRETS_KEY_MIN_LENGTH)} characters (e.g. openssl rand -hex 32)`);
    this.key = createHash('sha256').update(keyMaterial).digest();
  }

  /**
   * The box of a server: from `SECRETS_KEY`, else the development key on a demo server, else none.
   * @param keyMaterial the configured key, if any
   * @param demo whether this is a demo (non-production) server
   */
  static of(keyMaterial: string | undefined, demo: boolean): SecretBox | undefined {
    if (keyMaterial) return new SecretBox(keyMaterial);
    return demo ? new SecretBox(DEV_KEY_MATERIAL) : undefined;
  }

  /** Seals `plain` (UTF-8) with a fresh 96-bit IV. */
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
  }

  /**
   * Opens a sealed value.
   * @throws Error when it is malformed or was not sealed with this key (tampered)
   */
  open(sealed: string): string {
    const [version, iv, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !body) throw new Error('secret box: not a sealed value');
    const bytes = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
  }
}
