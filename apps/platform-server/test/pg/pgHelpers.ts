/** Helpers of the PostgreSQL tests. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { seedIfEmpty } from '../../src/db/seed.ts';
import { buildSeed } from '../../src/seed/catalogue.ts';

/** A fresh database of its own on the `DATABASE_URL` server. */
export interface TestDatabase {
  /** Connection string of the new database. */
  url: string;
  /** Drops it (see {@link dropTestDatabase}); call after closing every pool on it. */
  drop(): Promise<void>;
}

/**
 * Creates an empty database `gamehall_test_<random>` on the server of `DATABASE_URL`, so each
 * test file works on its own data.
 * @returns its connection string and a `drop()` for `afterAll`
 * @throws Error when DATABASE_URL is not set
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is required for the PostgreSQL tests');
  const name = `gamehall_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropTestDatabase(adminUrl, name) };
}

/**
 * Drops a test database once the closed pools' connections are gone. Pool connections close
 * asynchronously; terminating one that is still closing (`WITH (FORCE)`) makes it report an
 * unhandled error, so this waits up to 5 s for them and forces only what is left after that.
 * @param adminUrl a connection string to another database of the server (e.g. `postgres`)
 * @param name the database to drop
 */
export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let i = 0; i < 50; i += 1) {
      const { rows } = await admin.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0]?.n === '0') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Two instances on one seeded PostgreSQL database, each over its own pool; see {@link twoInstances}. */
export interface TwoInstances<T> {
  readonly dbA: Database;
  readonly dbB: Database;
  readonly a: T;
  readonly b: T;
}

/**
 * Before the tests of the calling file: a fresh database ({@link createTestDatabase}), migrated
 * and seeded through pool A (the seed must insert the demo accounts), a second pool B on it, and
 * an instance built over each pool, as two processes would run. After them: closes the instances,
 * then the pools, and drops the database. Read the fields inside tests and hooks only.
 * @param build builds one instance over one pool (e.g. `testApp`, `playEnv`)
 * @param timeout of the `beforeAll` hook in ms (vitest's default when not given)
 */
export function twoInstances<T extends { close(): Promise<void> }>(build: (database: Database) => Promise<T>, timeout?: number): TwoInstances<T> {
  let testDb: TestDatabase | undefined;
  const env = {} as { dbA?: Database; dbB?: Database; a?: T; b?: T };
  beforeAll(async () => {
    testDb = await createTestDatabase();
    env.dbA = await openDatabase({ url: testDb.url });
    await env.dbA.migrate();
    expect((await seedIfEmpty(env.dbA.db, buildSeed)).accountsSeeded).toBe(true);
    env.dbB = await openDatabase({ url: testDb.url });
    env.a = await build(env.dbA);
    env.b = await build(env.dbB);
  }, timeout);
  afterAll(async () => {
    await env.a?.close();
    await env.b?.close();
    await env.dbA?.close();
    await env.dbB?.close();
    await testDb?.drop();
  });
  return env as TwoInstances<T>;
}
