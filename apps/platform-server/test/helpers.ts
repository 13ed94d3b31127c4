/** Test helpers: an in-memory PGlite database, migrated and seeded, and an app over it. */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ACCOUNT_DEFAULTS, type ServerConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { seedIfEmpty } from '../src/db/seed.ts';
import { buildSeed } from '../src/seed/catalogue.ts';
import { type FakeClock, fakeClock } from './accountHelpers.ts';

export const testConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  host: '127.0.0.1',
  port: 0,
  dataDir: '/nonexistent',
  // Made on the first upload; one per app so tests never share files.
  uploadsDir: join(tmpdir(), `gamehall-test-uploads-${randomBytes(6).toString('hex')}`),
  production: false,
  logLevel: 'silent',
  adminSocket: '/nonexistent/admin.sock',
  demo: true,
  demoPublic: false,
  hsts: false,
  ...ACCOUNT_DEFAULTS,
  ...overrides,
});

export async function seededDatabase(): Promise<Database> {
  const database = await openDatabase();
  await database.migrate();
  await seedIfEmpty(database.db, buildSeed);
  return database;
}

export async function testApp(database: Database, overrides: Partial<ServerConfig> = {}, clock?: () => Date): Promise<FastifyInstance> {
  return buildApp({ database, config: testConfig(overrides), clock });
}

/** The app of a test file (or describe block) over its own seeded database; see {@link seededApp}. */
export interface SeededApp {
  readonly database: Database;
  readonly app: FastifyInstance;
  /** The app's clock when built with `fakeClock: true` (otherwise a clock the app does not read). */
  readonly clock: FakeClock;
}

/**
 * Builds the app over a fresh seeded in-memory database before the tests of the calling file (or
 * describe block) and closes both after them. Read the fields inside tests and hooks only.
 * @param options `fakeClock`: the app reads a {@link FakeClock} (started in `beforeAll`) instead of
 *   the real time; `config`: config overrides
 */
export function seededApp(options: { fakeClock?: boolean; config?: Partial<ServerConfig> } = {}): SeededApp {
  const env = {} as { database: Database; app: FastifyInstance; clock: FakeClock };
  beforeAll(async () => {
    env.database = await seededDatabase();
    env.clock = fakeClock();
    env.app = await testApp(env.database, options.config, options.fakeClock ? env.clock : undefined);
  });
  afterAll(async () => {
    await env.app.close();
    await env.database.close();
  });
  return env;
}

/**
 * A source of client IPs `<prefix>.x.y`, a new one per call, so per-address limits and captcha
 * needs do not leak between tests (give each test file its own prefix).
 * @param prefix the first two octets, e.g. `10.0`
 */
export function ipSequence(prefix: string): () => string {
  let next = 1;
  return () => `${prefix}.${String(Math.floor(next / 250))}.${String((next++ % 250) + 1)}`;
}

/** GET a path and return status and parsed JSON. */
export async function getJson<T = { success: boolean; value: unknown; message: string; errorCode?: string }>(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json<T>() };
}

/** Prints one line of the abuse suite's report (an attack and its outcome, issue 10 "Tests and figures"). */
export const abuseFigure = (line: string): void => {
  process.stdout.write(`  abuse: ${line}\n`);
};
