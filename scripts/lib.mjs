// Small helpers shared by the root scripts (serve, check). Node 24, no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

/** Prints a progress line with the seconds since the script started. */
export function step(msg) {
  const s = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  console.log(`\x1b[36m[gamehall ${s}s]\x1b[0m ${msg}`);
}

/** Runs a command with inherited output; resolves to its exit code. */
export function run(cmd, args, { env = {}, cwd = root } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Runs a command synchronously and returns { status, stdout }. */
export function capture(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  return { status: r.status ?? 1, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

/** The pnpm binary: the one running this script (npm_execpath) or pnpm on PATH. */
export const pnpm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['pnpm'];
