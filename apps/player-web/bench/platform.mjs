// Starts the built platform server (apps/platform-server/dist) serving the built player site
// (apps/player-web/dist, or another built site: `staticDir`, e.g. the bench's floor app) on a free
// loopback port with a fresh embedded database, for the size budget, the benchmarks and the e2e
// suite; optionally in demo mode (the seeded accounts) and with the built agent site on a second
// port. Returns { url, agentUrl, dataDir, admin(args), stop() }.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const appDir = join(here, '..');
export const serverDir = join(appDir, '..', 'platform-server');

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** The built agent site (apps/agent-web/dist). */
export const agentDist = join(appDir, '..', 'agent-web', 'dist');

/**
 * Starts the platform server in production mode. The demo game site and payment provider it
 * starts beside it take free ports (GAME_PORT=0, PAYMENT_PORT=0), so several can run at once.
 * @param {{ port?: number, dataDir?: string, quiet?: boolean, staticDir?: string, demo?: boolean, agentStaticDir?: string }} [options]
 *   staticDir: the built site to serve (default apps/player-web/dist); demo: GAMEHALL_DEMO=1 (seeded
 *   accounts, /dev tools); agentStaticDir: also serve this built agent site on a second free port.
 * @returns {Promise<{ url: string, agentUrl: string | undefined, dataDir: string, admin: (args: string[]) => string, stop: () => Promise<void> }>}
 * @throws Error when the builds are missing or the server does not answer within 120 s.
 */
export async function startPlatform(options = {}) {
  const entry = join(serverDir, 'dist', 'main.js');
  const staticDir = options.staticDir ?? join(appDir, 'dist');
  const missing = [entry, join(staticDir, 'index.html'), ...(options.agentStaticDir ? [join(options.agentStaticDir, 'index.html')] : [])].filter((f) => !existsSync(f));
  if (missing.length) {
    throw new Error(`Build first (missing ${missing.join(', ')}): pnpm turbo run build --filter=@gamehall/player-web --filter=@gamehall/agent-web --filter=@gamehall/platform-server`);
  }
  const port = options.port ?? (await freePort());
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'gamehall-data-'));
  const env = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: staticDir, LOG_LEVEL: 'warn', GAME_PORT: '0', PAYMENT_PORT: '0' };
  delete env.DATABASE_URL;
  delete env.AGENT_STATIC_DIR;
  delete env.GAMEHALL_DEMO;
  if (options.demo) env.GAMEHALL_DEMO = '1';
  const agentPort = options.agentStaticDir ? await freePort() : undefined;
  if (options.agentStaticDir) Object.assign(env, { AGENT_STATIC_DIR: options.agentStaticDir, AGENT_PORT: String(agentPort) });
  const child = spawn(process.execPath, [entry], { cwd: serverDir, env, stdio: options.quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const agentUrl = agentPort ? `http://127.0.0.1:${agentPort}` : undefined;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`platform server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/wps/system/status`);
      if (res.ok && (!agentUrl || (await fetch(`${agentUrl}/wps/system/status`)).ok)) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('platform server did not answer within 120 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const admin = (args) => {
    const r = spawnSync(process.execPath, [join(serverDir, 'dist', 'admin.js'), ...args], { env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`admin ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
    return r.stdout;
  };
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.on('exit', () => {
        if (ownDir) rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { url, agentUrl, dataDir, admin, stop };
}

/** Chromium launch options for Debian's Chromium (docs/contributing.md "Set-up"). */
export const chromiumLaunch = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
