/**
 * Server configuration from the environment (README "Environment").
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
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
  /**
   * Uploaded files (`UPLOADS_DIR`, default `<DATA_DIR>/uploads`): withdrawal proof images (spec
   * §4), never served by the static route. With several instances on PostgreSQL point it at
   * storage they share.
   */
  uploadsDir: string;
  /**
   * Disk cache of the WebP art (`ART_CACHE_DIR`, default `<DATA_DIR>/art-cache`), made once per
   * drawing (src/art/raster.ts); absent = memory only. Safe to delete; shared by instances if shared.
   */
  artCacheDir?: string;
  /** `NODE_ENV === 'production'`: plain JSON logs (no pretty printing). The mode is {@link ServerConfig.demo}. */
  production: boolean;
  /** Folder of the built player site served on the same origin (`STATIC_DIR`). */
  staticDir?: string;
  /**
   * Whether the served `index.html` carries the first render's data and the home banner's preload
   * (src/routes/bootData.ts; issue 14). Default true; false for the agent site (`main.ts`), whose
   * pages use neither.
   */
  bootData?: boolean;
  /**
   * Fastify `trustProxy` (`TRUST_PROXY`): the client IP is read from `X-Forwarded-For` only
   * through these proxies: a hop count (`1`) or a comma-separated list of proxy addresses and
   * CIDRs (`10.0.0.0/8,127.0.0.1`). Absent = proxy headers are ignored. `true` (trust whoever
   * sends the header) is refused by {@link loadConfig} (issue 10 §1).
   */
  trustProxy?: number | string;
  /** Pino level (`LOG_LEVEL`, default info; `silent` turns logging off). */
  logLevel: string;
  /**
   * Unix socket of the admin channel: `<DATA_DIR>/admin.sock` (PGlite), else `ADMIN_SOCKET` or
   * `<tmp>/gamehall-admin-<PORT>/admin.sock`; its directory is made private (0700) before listen.
   */
  adminSocket: string;
  /**
   * Demo mode (docs: README "Demo and production"; issue 10 §1): seeded demo accounts with
   * documented passwords and the dev tools (`/dev/*`: switches, outbox, captcha answers, wallet
   * credit) for loopback clients only. On with `GAMEHALL_DEMO=1` (`npm start` sets it) or
   * outside production (`NODE_ENV` not `production`: `pnpm dev`, tests). Off = production: no
   * `/dev` route at all, no demo account.
   */
  demo: boolean;
  /**
   * `GAMEHALL_DEMO_PUBLIC=1`: the operator accepts a demo bound to a non-loopback address (the
   * demo accounts' passwords are public). Without it such a start is refused.
   */
  demoPublic: boolean;
  /**
   * `TEAM_SEED=1` (`npm start` sets it): in demo mode the first start also seeds agent1's big
   * team (issue 13 "Scale": 2,000 downlines, 300,000 bets; src/seed/team.ts, about a minute on
   * PGlite), once per database. Off by default so tests and `pnpm dev` start fast.
   */
  teamSeed?: boolean;
  /**
   * `Strict-Transport-Security` on every answer (`HSTS=1`), for a TLS proxy that does not send
   * `X-Forwarded-Proto`. Without it HSTS is sent only on requests that arrived over TLS (behind a
   * trusted proxy: `X-Forwarded-Proto: https`).
   */
  hsts: boolean;
  /** Fixed rate-limit window in ms (`RATE_LIMIT_WINDOW_MS`, default 300000 = 5 min). */
  rateLimitWindowMs: number;
  /** How long a key stays refused once over its limit, in ms (`RATE_LIMIT_BLOCK_MS`, default 300000). */
  rateLimitBlockMs: number;
  /** Session lifetime in ms (`SESSION_TTL_MS`, default 43200000 = 12 h). */
  sessionTtlMs: number;
  /**
   * Sliding idle time-out of a session in ms (`SESSION_IDLE_MS`, default 1800000 = 30 min; issue
   * 10 §3): a session that served no request for this long is over, before its absolute lifetime.
   */
  sessionIdleMs: number;
  /** The platform RSA private key, PKCS#8 PEM (`PLATFORM_RSA_PRIVATE_KEY`); absent = generated once and kept in the database. */
  platformPrivateKeyPem?: string;
  /**
   * Failed logins per rate-limit window, across all accounts and addresses, after which every
   * login needs the captcha until the window ends (`LOGIN_GLOBAL_FAILURE_BUDGET`, default 200;
   * issue 10 §3: credential stuffing spreads over many names and addresses, so the per-account
   * and per-address limits never trip).
   */
  loginGlobalFailureBudget: number;
  /** Password age in days after which login answers `passwordExpired` (`PASSWORD_MAX_AGE_DAYS`, default 90; only with the whitelabel flag PASSEXPIRY3). */
  passwordMaxAgeDays: number;
  /**
   * TCP port of the demo game site (`GAME_PORT`, default {@link DEFAULT_GAME_PORT}; 0 = any free
   * port): the launched games' own origin (docs/architecture.md "The platform server":
   * launches answer a URL of a demo game page the server serves on another origin). Absent = the default.
   */
  gamePort?: number;
  /**
   * Public origin of the demo game site (`GAME_ORIGIN`, e.g. `https://games.example.com`); launch
   * URLs use it. Absent = derived from the address the game site listens on (`main.ts`), or
   * `http://localhost:<gamePort>` for an app built without one (tests).
   */
  gameOrigin?: string;
  /**
   * TCP port of the demo payment provider (`PAYMENT_PORT`, default {@link DEFAULT_PAYMENT_PORT};
   * 0 = any free port; README "Deposits and the demo payment provider").
   */
  paymentPort?: number;
  /**
   * Public origin of the demo payment provider (`PAYMENT_ORIGIN`); payment URLs use it. Absent =
   * derived from the address it listens on (`main.ts`), or `http://localhost:<paymentPort>`.
   */
  paymentOrigin?: string;
  /**
   * The HMAC secret of payment callbacks and payment URLs (`PAYMENT_SECRET`, at least 32
   * characters). Absent: a demo start draws a random one for the provider and the platform (same
   * process); production starts no provider and serves no ONLINE deposit channel.
   */
  paymentSecret?: string;
  /**
   * Whether a login from an address the member has not used asks for the extra verification of
   * spec §4 (`LOGIN_IP_VERIFICATION`, on unless `off`). Absent = off: apps built from a bare
   * config (tests, whose seeded players log in from a fresh address each time) turn it on themselves.
   */
  loginIpVerification?: boolean;
  /**
   * Whether this instance runs the contract settlement schedule on pg-boss (`SETTLEMENT_QUEUE`,
   * on unless `off`; src/contracts/queue.ts). Absent = off: apps built from a bare config (the
   * unit tests) call `settleDue` themselves. Settlement stays correct with it on in several
   * instances (each period pays once).
   */
  settlementQueue?: boolean;
  /**
   * Key material sealing secrets kept in the database, e.g. authenticator secrets (`SECRETS_KEY`,
   * at least 32 characters). Absent: a demo server uses a development key; production has no
   * authenticator enrolment.
   */
  secretsKey?: string;
}

/** The demo game site's default port (`GAME_PORT`). */
export const DEFAULT_GAME_PORT = 8082;
/** The demo payment provider's default port (`PAYMENT_PORT`). */
export const DEFAULT_PAYMENT_PORT = 8083;
/** Shortest `PAYMENT_SECRET` accepted. */
export const PAYMENT_SECRET_MIN_LENGTH = 32;

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

/**
 * Why a game origin is unsafe next to the lobby origins, or undefined when it is safe: a launched
 * game on a lobby's own origin could read the lobby's session storage (the session token) and
 * the game frame's sandbox would be void (issue 10 §1). `localhost`, `127.0.0.1`, `[::1]` and
 * the any-address (`0.0.0.0`, `[::]`) count as one host.
 * @param gameOrigin the demo game site's origin (`GAME_ORIGIN` or where it listens)
 * @param lobbyOrigins the player and agent sites' origins
 * @returns a one-line reason, or undefined
 */
export function unsafeGameOrigin(gameOrigin: string, lobbyOrigins: readonly string[]): string | undefined {
  const canonical = (origin: string) => {
    const url = new URL(origin);
    const bare = url.hostname.replace(/^\[|\]$/g, '');
    // A server bound to every interface (0.0.0.0, ::) answers on loopback too.
    const host = isLoopbackHost(bare) || bare === '0.0.0.0' || bare === '::' ? 'loopback' : bare.toLowerCase();
    return `${url.protocol}//${host}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
  };
  const game = canonical(gameOrigin);
  const same = lobbyOrigins.find((lobby) => canonical(lobby) === game);
  return same ? `the game origin ${gameOrigin} is the lobby's origin ${same}: launched games would run with the lobby's storage and no sandbox; serve them on another origin (GAME_ORIGIN, GAME_PORT)` : undefined;
}

/** Defaults of the account settings (README "Environment"). */
export const ACCOUNT_DEFAULTS = {
  rateLimitWindowMs: 5 * 60_000,
  rateLimitBlockMs: 5 * 60_000,
  sessionTtlMs: 12 * 3_600_000,
  sessionIdleMs: 30 * 60_000,
  passwordMaxAgeDays: 90,
  loginGlobalFailureBudget: 200,
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

/**
 * Parses `TRUST_PROXY`: a hop count or a comma-separated list of proxy addresses / CIDRs.
 * @param value the variable's text
 * @returns the Fastify `trustProxy` value, or undefined (proxy headers ignored)
 * @throws Error in one line for `true` (trusts any client's `X-Forwarded-For`: a spoofed client
 *   IP would pass the dev tools' loopback check, rate limits and region restriction) and for a
 *   list entry that is not an address or CIDR
 */
export function parseTrustProxy(value: string | undefined): ServerConfig['trustProxy'] {
  if (value === undefined || value === '' || value === 'false' || value === '0') return undefined;
  if (value === 'true') {
    throw new Error('TRUST_PROXY=true trusts X-Forwarded-For from anyone: set the hop count of your proxies (e.g. TRUST_PROXY=1) or their addresses/CIDRs (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1)');
  }
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address ?? '') === 6 ? 128 : 32));
    if (!address || isIP(address) === 0 || !bitsOk || extra !== undefined) {
      throw new Error(`TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses/CIDRs, got "${entry}"`);
    }
  }
  return entries.join(',');
}

/** Whether `host` (an interface to bind, `HOST`) is a loopback name or address. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare) || /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/**
 * Checks `PAYMENT_SECRET`.
 * @param value the variable's text
 * @returns the secret, or undefined when unset or empty
 * @throws Error when it is shorter than {@link PAYMENT_SECRET_MIN_LENGTH} characters
 */
export function paymentSecretOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < PAYMENT_SECRET_MIN_LENGTH) throw new Error(`PAYMENT_SECRET must be at least ${String(PAYMENT_SECRET_MIN_LENGTH)} characters (e.g. openssl rand -hex 32)`);
  return value;
}

/**
 * Reads the configuration from environment variables.
 * @param env the environment (default `process.env`)
 * @returns the configuration
 * @throws Error naming the variable when a value is invalid (e.g. PORT=abc, SESSION_TTL_MS=0), and
 *   in one line for an unsafe configuration (issue 10 §1): `TRUST_PROXY=true`, demo mode bound to a
 *   non-loopback address without `GAMEHALL_DEMO_PUBLIC=1`
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
  const host = env.HOST || '127.0.0.1';
  const demo = env.GAMEHALL_DEMO === '1' || env.NODE_ENV !== 'production';
  const demoPublic = env.GAMEHALL_DEMO_PUBLIC === '1';
  if (demo && !demoPublic && !isLoopbackHost(host)) {
    throw new Error(`demo mode (seeded accounts with public passwords, dev tools) refuses to bind HOST=${host}: bind a loopback address, set GAMEHALL_DEMO_PUBLIC=1 to accept the risk, or start in production mode (NODE_ENV=production without GAMEHALL_DEMO=1)`);
  }
  return {
    host,
    port,
    databaseUrl,
    dataDir,
    uploadsDir: env.UPLOADS_DIR ? resolve(env.UPLOADS_DIR) : join(dataDir, 'uploads'),
    artCacheDir: env.ART_CACHE_DIR ? resolve(env.ART_CACHE_DIR) : join(dataDir, 'art-cache'),
    production: env.NODE_ENV === 'production',
    staticDir: env.STATIC_DIR ? resolve(env.STATIC_DIR) : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    adminSocket: databaseUrl ? (env.ADMIN_SOCKET ?? join(tmpdir(), `gamehall-admin-${String(port)}`, 'admin.sock')) : join(dataDir, 'admin.sock'),
    demo,
    demoPublic,
    teamSeed: env.TEAM_SEED === '1',
    hsts: env.HSTS === '1',
    rateLimitWindowMs: positiveInt(env, 'RATE_LIMIT_WINDOW_MS', ACCOUNT_DEFAULTS.rateLimitWindowMs),
    rateLimitBlockMs: positiveInt(env, 'RATE_LIMIT_BLOCK_MS', ACCOUNT_DEFAULTS.rateLimitBlockMs),
    sessionTtlMs: positiveInt(env, 'SESSION_TTL_MS', ACCOUNT_DEFAULTS.sessionTtlMs),
    sessionIdleMs: positiveInt(env, 'SESSION_IDLE_MS', ACCOUNT_DEFAULTS.sessionIdleMs),
    passwordMaxAgeDays: positiveInt(env, 'PASSWORD_MAX_AGE_DAYS', ACCOUNT_DEFAULTS.passwordMaxAgeDays),
    loginGlobalFailureBudget: positiveInt(env, 'LOGIN_GLOBAL_FAILURE_BUDGET', ACCOUNT_DEFAULTS.loginGlobalFailureBudget),
    platformPrivateKeyPem: env.PLATFORM_RSA_PRIVATE_KEY?.replace(/\\n/g, '\n') || undefined,
    gamePort: portOf('GAME_PORT', String(DEFAULT_GAME_PORT)),
    gameOrigin: env.GAME_ORIGIN ? parseOrigin('GAME_ORIGIN', env.GAME_ORIGIN) : undefined,
    paymentPort: portOf('PAYMENT_PORT', String(DEFAULT_PAYMENT_PORT)),
    paymentOrigin: env.PAYMENT_ORIGIN ? parseOrigin('PAYMENT_ORIGIN', env.PAYMENT_ORIGIN) : undefined,
    paymentSecret: paymentSecretOf(env.PAYMENT_SECRET),
    loginIpVerification: env.LOGIN_IP_VERIFICATION !== 'off',
    settlementQueue: env.SETTLEMENT_QUEUE !== 'off',
    secretsKey: env.SECRETS_KEY || undefined,
  };
}
