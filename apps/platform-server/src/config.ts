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
  /**
   * Dev tools (`/dev/*`: switches, outbox, captcha answers): on outside production, or in
   * production with `DEV_TOOLS=1` (`npm start` sets it so the local demo can read SMS codes).
   */
  devTools: boolean;
  /** Fixed rate-limit window in ms (`RATE_LIMIT_WINDOW_MS`, default 300000 = 5 min). */
  rateLimitWindowMs: number;
  /** How long a key stays refused once over its limit, in ms (`RATE_LIMIT_BLOCK_MS`, default 300000). */
  rateLimitBlockMs: number;
  /** Session lifetime in ms (`SESSION_TTL_MS`, default 43200000 = 12 h). */
  sessionTtlMs: number;
  /** The platform RSA private key, PKCS#8 PEM (`PLATFORM_RSA_PRIVATE_KEY`); absent = generated once and kept in the database. */
  platformPrivateKeyPem?: string;
  /** Password age in days after which login answers `passwordExpired` (`PASSWORD_MAX_AGE_DAYS`, default 90; only with the whitelabel flag PASSEXPIRY3). */
  passwordMaxAgeDays: number;
  /**
   * TCP port of the demo game site (`GAME_PORT`, default {@link DEFAULT_GAME_PORT}; 0 = any free
   * port): the launched games' own origin (ARCHITECTURE.md "Game launch returns a URL of a demo
   * game page the server itself serves on another origin"). Absent = the default.
   */
  gamePort?: number;
  /**
   * Public origin of the demo game site (`GAME_ORIGIN`, e.g. `https://games.example.com`); launch
   * URLs use it. Absent = derived from the address the game site listens on (`main.ts`), or
   * `http://localhost:<gamePort>` for an app built without one (tests).
   */
  gameOrigin?: string;
}

/** The demo game site's default port (`GAME_PORT`). */
export const DEFAULT_GAME_PORT = 8082;

/**
 * Checks and normalises an origin (`GAME_ORIGIN`): an http(s) URL with no path, query or hash.
 * @param name the variable name (for the error)
 * @param text the value
 * @returns the origin, e.g. `https://games.example.com` (no trailing slash)
 * @throws Error naming the variable when it is not such an origin
 */
export function parseOrigin(name: string, text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an origin like https://games.example.com, got "${text}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`${name} must be an origin like https://games.example.com (no path, query or credentials), got "${text}"`);
  }
  return url.origin;
}

/** Defaults of the account settings (README "Environment"). */
export const ACCOUNT_DEFAULTS = {
  rateLimitWindowMs: 5 * 60_000,
  rateLimitBlockMs: 5 * 60_000,
  sessionTtlMs: 12 * 3_600_000,
  passwordMaxAgeDays: 90,
} as const;

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,12}$/.test(text) || Number(text) < 1) throw new Error(`${name} must be a positive whole number, got "${text}"`);
  return Number(text);
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
 * @throws Error naming the variable when a value is invalid (e.g. PORT=abc, SESSION_TTL_MS=0)
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const portOf = (name: string, fallback: string) => {
    const text = env[name] || fallback;
    const value = Number(text);
    if (!/^\d{1,5}$/.test(text) || value > 65535) throw new Error(`${name} must be an integer 0..65535, got "${text}"`);
    return value;
  };
  const port = portOf('PORT', env.PORT ?? '8080');
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
    devTools: env.NODE_ENV !== 'production' || env.DEV_TOOLS === '1',
    rateLimitWindowMs: positiveInt(env, 'RATE_LIMIT_WINDOW_MS', ACCOUNT_DEFAULTS.rateLimitWindowMs),
    rateLimitBlockMs: positiveInt(env, 'RATE_LIMIT_BLOCK_MS', ACCOUNT_DEFAULTS.rateLimitBlockMs),
    sessionTtlMs: positiveInt(env, 'SESSION_TTL_MS', ACCOUNT_DEFAULTS.sessionTtlMs),
    passwordMaxAgeDays: positiveInt(env, 'PASSWORD_MAX_AGE_DAYS', ACCOUNT_DEFAULTS.passwordMaxAgeDays),
    platformPrivateKeyPem: env.PLATFORM_RSA_PRIVATE_KEY?.replace(/\\n/g, '\n') || undefined,
    gamePort: portOf('GAME_PORT', String(DEFAULT_GAME_PORT)),
    gameOrigin: env.GAME_ORIGIN ? parseOrigin('GAME_ORIGIN', env.GAME_ORIGIN) : undefined,
  };
}
