/**
 * Encrypted calls on a real PostgreSQL (DATABASE_URL): two services on one database, each with
 * its own connection pool, make a single platform key when they start together, open each
 * other's bodies, and share the seen nonces (a body accepted by one is a replay on the other).
 */
import { randomBytes } from 'node:crypto';
import { sealBody } from '@gamehall/api-client/crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EncryptionService } from '../../src/crypto/encryption.ts';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { platformKeys } from '../../src/db/schema.ts';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('DATABASE_URL is required for the PostgreSQL tests');
const dbName = `gamehall_test_${randomBytes(6).toString('hex')}`;
const urlFor = (name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

const PATH = '/wps/member/password/verification';
const BODY = { newPassword: 'New pass 123!', mobileNum: '9171234567', verificationCode: '123456' };
let first: Database;
let second: Database;
const clock = () => Date.now();

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  first = await openDatabase({ url: urlFor(dbName) });
  await first.migrate();
  second = await openDatabase({ url: urlFor(dbName) });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
});

describe('encrypted calls on PostgreSQL, two instances', () => {
  it('make one key when they start together, and share it and the seen nonces', async () => {
    const a = new EncryptionService(first.db, clock);
    const b = new EncryptionService(second.db, clock);
    const [ka, kb] = await Promise.all([a.publicKey(), b.publicKey()]);
    expect(ka).toEqual(kb);
    expect(await first.db.select().from(platformKeys)).toHaveLength(1);

    for (const rsa of ['webcrypto', 'forge'] as const) {
      const sealed = await sealBody(BODY, { method: 'POST', path: PATH, key: ka, rsa });
      const request = { method: 'POST', path: PATH, header: sealed.header, body: JSON.parse(sealed.body) as unknown };
      await expect(b.open(request)).resolves.toEqual(BODY);
      await expect(a.open(request)).rejects.toMatchObject({ statusCode: 400, errorCode: 'encryption.replayed' });
    }
  });

  it('a third instance started later opens bodies sealed with the key it finds', async () => {
    const c = new EncryptionService(first.db, clock);
    const key = await c.publicKey();
    const sealed = await sealBody(BODY, { method: 'POST', path: PATH, key });
    await expect(new EncryptionService(second.db, clock).open({ method: 'POST', path: PATH, header: sealed.header, body: JSON.parse(sealed.body) })).resolves.toEqual(BODY);
  });
});
