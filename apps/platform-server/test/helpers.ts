/** Test helpers: an in-memory PGlite database, migrated and seeded, and an app over it. */
import { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { ACCOUNT_DEFAULTS, type ServerConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { seedIfEmpty } from '../src/db/seed.ts';
import { buildSeed } from '../src/seed/catalogue.ts';

export const testConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  host: '127.0.0.1',
  port: 0,
  dataDir: '/nonexistent',
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
