/**
 * Encrypted calls on a real PostgreSQL (DATABASE_URL): two services on one database, each with
 * its own connection pool, make a single platform key when they start together, open each
 * other's bodies, and share the seen nonces (a body accepted by one is a replay on the other).
 */
import { sealBody } from '@gamehall/api-client/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EncryptionService } from '../../src/crypto/encryption.ts';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { platformKeys } from '../../src/db/schema.ts';
import { type TestDatabase, createTestDatabase } from './pgHelpers.ts';

let testDb: TestDatabase;

const PATH = '/wps/member/password/verification';
const BODY = { newPassword: 'New pass 123!', mobileNum: '9171234567', verificationCode: '123456' };
let first: Database;
let second: Database;
const clock = () => Date.now();

beforeAll(async () => {
  testDb = await createTestDatabase();
  first = await openDatabase({ url: testDb.url });
  await first.migrate();
  second = await openDatabase({ url: testDb.url });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await testDb.drop();
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
