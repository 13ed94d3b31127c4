/**
 * Opening the platform database: embedded PostgreSQL (PGlite, data on disk or in memory) or a
 * real PostgreSQL server through node-postgres. One Drizzle schema and one migration set for both.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

/** The Drizzle database type shared by the PGlite and node-postgres drivers. */
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open platform database. */
export interface Database {
  /** Which engine: embedded PGlite or a PostgreSQL server. */
  readonly kind: 'pglite' | 'pg';
  /** Human-readable location (data directory, `memory`, or the server URL without password). */
  readonly location: string;
  /** The Drizzle handle with the platform schema. */
  readonly db: AppDb;
  /** Applies the committed migrations (`drizzle/`); idempotent. */
  migrate(): Promise<void>;
  /** Closes the connection(s); the database files are left consistent. */
  close(): Promise<void>;
  /** The connection pool of a PostgreSQL server (the socket fan-out between instances listens on it); absent on PGlite. */
  readonly pool?: pg.Pool;
  /** The embedded PGlite client (the settlement job queue runs on it, src/contracts/queue.ts); absent on PostgreSQL. */
  readonly pglite?: PGlite;
}

/** Where to open the database. */
export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  url?: string;
  /** PGlite data directory (created when missing); omitted = in memory (tests). */
  dataDir?: string;
}

/**
 * Finds the migrations folder (`drizzle/` of this package) from the running module, so it works
 * from `src/` (tsx, vitest) and from the `dist/` bundle alike. `MIGRATIONS_DIR` overrides it.
 * @returns absolute path of the folder holding `meta/_journal.json`
 * @throws Error when no such folder is found above the module
 */
export function migrationsFolder(): string {
  const fromEnv = process.env.MIGRATIONS_DIR;
  if (fromEnv) return resolve(fromEnv);
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('platform-server: migrations folder drizzle/ not found (set MIGRATIONS_DIR).');
}

/**
 * Opens the platform database (does not migrate; call `migrate()`).
 * @param options `url` for PostgreSQL, else PGlite at `dataDir` (created) or in memory
 * @returns the open {@link Database}
 * @throws when the server cannot be reached or the data directory cannot be opened
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // Fail fast with a clear error when the server is unreachable.
    const client = await pool.connect();
    client.release();
    const db = drizzlePg({ client: pool, schema }) as unknown as AppDb;
    const safe = options.url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
    return {
      kind: 'pg',
      location: safe,
      db,
      pool,
      migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as AppDb;
  return {
    kind: 'pglite',
    location: options.dataDir ?? 'memory',
    db,
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
