/**
 * Server configuration from the environment (README "Environment").
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Settings of one server process. */
export interface ServerConfig {
  /** Interface to listen on (`HOST`, default 127.0.0.1). */
  host: string;
  /** TCP port (`PORT`, default 8080; 0 = any free port). */
  port: number;
  /** PostgreSQL connection string (`DATABASE_URL`); absent = embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory (`DATA_DIR`, default `<repo root>/.data/pglite`). */
  dataDir: string;
  /** `NODE_ENV === 'production'`: disables the /dev endpoints and pretty logs. */
  production: boolean;
  /** Folder of the built player site served on the same origin (`STATIC_DIR`). */
  staticDir?: string;
  /** Fastify `trustProxy` (`TRUST_PROXY`): client IP from X-Forwarded-For only when set. */
  trustProxy?: boolean | number | string;
  /** Pino level (`LOG_LEVEL`, default info; `silent` turns logging off). */
  logLevel: string;
  /** Unix socket of the admin channel (`<DATA_DIR>/admin.sock`, or `ADMIN_SOCKET`). */
  adminSocket: string;
}

/** The monorepo root (folder holding pnpm-workspace.yaml above this module), or the cwd. */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i += 1) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

function parseTrustProxy(value: string | undefined): ServerConfig['trustProxy'] {
  if (value === undefined || value === '' || value === 'false' || value === '0') return undefined;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * Reads the configuration from environment variables.
 * @param env the environment (default `process.env`)
 * @returns the configuration
 * @throws Error naming the variable when a value is invalid (e.g. PORT=abc)
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const portText = env.PORT ?? '8080';
  const port = Number(portText);
  if (!/^\d{1,5}$/.test(portText) || port > 65535) throw new Error(`PORT must be an integer 0..65535, got "${portText}"`);
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot(), '.data', 'pglite'));
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    host: env.HOST || '127.0.0.1',
    port,
    databaseUrl,
    dataDir,
    production: env.NODE_ENV === 'production',
    staticDir: env.STATIC_DIR ? resolve(env.STATIC_DIR) : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    adminSocket: databaseUrl ? (env.ADMIN_SOCKET ?? join(tmpdir(), `gamehall-admin-${port}.sock`)) : join(dataDir, 'admin.sock'),
  };
}
