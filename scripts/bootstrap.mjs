#!/usr/bin/env node
// Gamehall bootstrap: what `npm start` and `npm test` run on a machine that has only Node >= 20
// and npm. It installs what is missing (pnpm via npx, the workspace dependencies, which bring
// Node 24 from the npm registry; as root on Debian also Chromium, the Noto fonts and
// PostgreSQL for the tests), then hands over to the pnpm scripts, which run on Node 24.
// Plain JavaScript on purpose: it must run on Node 20 before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = 'pnpm@12.21.0';
const mode = process.argv[2];
const started = Date.now();

function step(msg) {
  const s = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  console.log(`\x1b[36m[gamehall ${s}s]\x1b[0m ${msg}`);
}
function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...opts.env } });
  if (r.error) throw r.error;
  return r.status ?? 1;
}
function fail(msg, summary) {
  console.error(`\x1b[31m${msg}\x1b[0m`);
  if (summary) console.log('tests: 0 passed, 1 failed');
  process.exit(1);
}

const [major] = process.versions.node.split('.').map(Number);
if (major < 20) fail(`Gamehall needs Node >= 20 to bootstrap (found ${process.versions.node}).`, mode === 'test');
if (process.platform !== 'linux' || process.arch !== 'x64') {
  if (major < 22) fail(`Node 24 is installed from the npm registry only on Linux x64. On ${process.platform}/${process.arch} install Node >= 22 yourself (found ${process.versions.node}).`, mode === 'test');
}

// 1. Dependencies: install when node_modules is missing or the lockfile changed since.
const stamp = join(root, 'node_modules', '.gamehall-install');
const lock = join(root, 'pnpm-lock.yaml');
const lockHash = existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : 'none';
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockHash) {
  step(`installing dependencies with ${PNPM} (first run downloads Node 24 and the packages; a few minutes)…`);
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  const code = run('npx', ['-y', PNPM, 'install', ...frozen, '--reporter=append-only']);
  if (code !== 0) fail('Installing dependencies failed (see above). Only the npm registry must be reachable.', mode === 'test');
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, lockHash);
  step('dependencies installed');
} else {
  step('dependencies up to date');
}

const pnpm = (args, env) => run('npx', ['-y', PNPM, ...args], { env });

if (mode === 'start') {
  process.exit(pnpm(['run', 'serve']));
} else if (mode === 'test') {
  process.exit(pnpm(['run', 'check']));
} else {
  fail('usage: node scripts/bootstrap.mjs start|test');
}
