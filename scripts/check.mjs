// `npm test` after the bootstrap: installs the system packages the tests need (as root on
// Debian: Chromium, the Noto fonts, PostgreSQL; elsewhere it names them and fails), starts a
// throwaway PostgreSQL server, then runs every check: the repository rules (scripts/repo-rules.mjs:
// docs, changesets, turbo), typecheck, lint, unit/component/story and
// contract tests, the real-PostgreSQL tests, the production build, the JS size budgets (home page,
// member centre, agent centre) and the
// Playwright e2e suite. It ends with one line `tests: N passed, N failed` (test cases from the
// runners' JSON reports, plus one per non-test check) and exits non-zero on any failure.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { capture, root, run, step } from './lib.mjs';
import { repoRules } from './repo-rules.mjs';

const results = [];
const bin = (name) => join(root, 'node_modules', '.bin', name);
const stageTimes = [];
/** Names (and the first line of the error) of the failed test cases, printed again at the end so a CI log's tail shows them. */
const failures = [];

async function stage(name, fn) {
  const t0 = Date.now();
  step(`── ${name}`);
  try {
    await fn();
  } catch (error) {
    console.error(error);
    results.push({ name, passed: 0, failed: 1 });
  }
  stageTimes.push(`${name} ${((Date.now() - t0) / 1000).toFixed(0)}s`);
}
function check(name, ok) {
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  step(`${ok ? '✔' : '✘'} ${name}`);
}
function finish() {
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log('');
  for (const r of results) console.log(`  ${r.failed ? '✘' : '✔'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  if (failures.length) {
    console.log('  failed cases:');
    for (const f of failures.slice(0, 30)) console.log(`    ✘ ${f.replace(/\x1b\[[0-9;]*m/g, '')}`);
  }
  console.log(`  stage times: ${stageTimes.join(', ')}`);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

// ── System packages ─────────────────────────────────────────────────────────────────────────
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const pgBinDir = () => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'postgres'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
};
const hasFonts = () => capture('fc-list', [':', 'family']).stdout.includes('Noto Sans');
const missing = () => [
  ...(existsSync(chrome) ? [] : ['chromium']),
  ...(hasFonts() ? [] : ['fonts-noto-core', 'fonts-noto-cjk']),
  ...(process.env.DATABASE_URL || pgBinDir() ? [] : ['postgresql']),
];
await stage('system packages', async () => {
  let need = missing();
  const isRoot = process.getuid?.() === 0;
  if (need.length && isRoot && existsSync('/usr/bin/apt-get')) {
    step(`installing ${need.join(' ')} with apt-get (a few minutes the first time)…`);
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    await run('apt-get', ['update', '-qq'], { env });
    await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...need, 'fontconfig'], { env });
    need = missing();
  }
  if (need.length) {
    console.error(
      `Missing system packages: ${need.join(', ')}.\n` +
        'Install them (Debian/Ubuntu: `sudo apt-get install -y chromium fonts-noto-core fonts-noto-cjk postgresql`),\n' +
        'or point CHROME_PATH at a Chromium and DATABASE_URL at a PostgreSQL >= 15 database, then run `npm test` again.',
    );
    check('system packages installed', false);
    finish();
  }
  check('system packages installed', true);
});

// ── A throwaway PostgreSQL server for the real-PostgreSQL tests ─────────────────────────────
let databaseUrl = process.env.DATABASE_URL;
let stopPostgres = () => {};
if (!databaseUrl) {
  await stage('start PostgreSQL', async () => {
    const binDir = pgBinDir();
    const dir = mkdtempSync(join(tmpdir(), 'gamehall-pg-'));
    const port = String(55000 + Math.floor(Math.random() * 5000));
    const asRoot = process.getuid?.() === 0;
    if (asRoot) {
      const uid = Number(capture('id', ['-u', 'postgres']).stdout.trim());
      const gid = Number(capture('id', ['-g', 'postgres']).stdout.trim());
      chownSync(dir, uid, gid);
    }
    const as = (cmd, args) => (asRoot ? capture('runuser', ['-u', 'postgres', '--', cmd, ...args]) : capture(cmd, args));
    const init = as(join(binDir, 'initdb'), ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
    const start = as(join(binDir, 'pg_ctl'), ['-D', join(dir, 'data'), '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
    if (start.status !== 0) throw new Error(`PostgreSQL did not start: ${start.stderr}${start.stdout}`);
    databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    stopPostgres = () => {
      as(join(binDir, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    };
    process.on('exit', () => stopPostgres());
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130)); // runs the exit handler
    step(`PostgreSQL listening on 127.0.0.1:${port}`);
  });
}

// ── Checks ──────────────────────────────────────────────────────────────────────────────────
const workspaces = ['apps', 'packages', 'tooling'].flatMap((d) =>
  existsSync(join(root, d)) ? readdirSync(join(root, d)).map((n) => join(root, d, n)).filter((p) => existsSync(join(p, 'package.json'))) : [],
);
const scriptsOf = (ws) => JSON.parse(readFileSync(join(ws, 'package.json'), 'utf8')).scripts ?? {};

function countVitest(ws, file, label) {
  const report = join(ws, 'reports', file);
  if (!existsSync(report)) {
    results.push({ name: `${label}: no report (the run crashed)`, passed: 0, failed: 1 });
    return;
  }
  const r = JSON.parse(readFileSync(report, 'utf8'));
  let failed = r.numFailedTests ?? 0;
  if (!r.success && failed === 0) failed = 1; // a suite that failed to load
  for (const file of r.testResults ?? []) {
    const where = file.name?.slice(root.length + 1) ?? '?';
    const cases = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of cases) failures.push(`${label} › ${where} › ${a.fullName ?? a.title}: ${firstLine(a.failureMessages?.[0])}`);
    if (!cases.length && file.status === 'failed') failures.push(`${label} › ${where}: ${firstLine(file.message)}`);
  }
  results.push({ name: label, passed: r.numPassedTests ?? 0, failed });
}
function firstLine(text) {
  return String(text ?? '').split('\n').find((l) => l.trim())?.trim().slice(0, 300) ?? '';
}
/** Collects the unexpected results of a Playwright JSON report (suites nest). */
function playwrightFailures(suite, app, trail = []) {
  const title = suite.title ? [...trail, suite.title] : trail;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status !== 'unexpected') continue;
      const last = t.results?.at(-1);
      failures.push(`playwright ${app} [${t.projectName}] › ${[...title, spec.title].join(' › ')}: ${firstLine(last?.error?.message ?? last?.errors?.[0]?.message)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, app, title);
}
function clearReports() {
  for (const ws of workspaces) rmSync(join(ws, 'reports'), { recursive: true, force: true });
}

await stage('repository rules', async () => {
  for (const rule of repoRules()) {
    for (const problem of rule.problems) console.error(`    ${problem}`);
    check(rule.name, rule.ok);
  }
});
// Two packages at a time, like the tests: since the transit task no typecheck waits for
// another, so turbo would otherwise start up to 10 tsc (or eslint) processes on 2 cores.
await stage('typecheck', async () => check('typecheck', (await run(bin('turbo'), ['run', 'typecheck', '--continue', '--concurrency=2', '--output-logs=errors-only'])) === 0));
await stage('lint', async () => check('lint (dependency direction, typescript-eslint strict)', (await run(bin('turbo'), ['run', 'lint', '--continue', '--concurrency=2', '--output-logs=errors-only'])) === 0));
await stage('unit, component, story and contract tests', async () => {
  clearReports();
  // Two packages at a time: each vitest run already uses both cores, and more at once made
  // timing-sensitive component tests flaky on a 2-core machine.
  await run(bin('turbo'), ['run', 'test', '--continue', '--concurrency=2', '--output-logs=new-only']);
  for (const ws of workspaces) if (scriptsOf(ws).test) countVitest(ws, 'vitest.json', `vitest ${ws.slice(root.length + 1)}`);
});
await stage('real PostgreSQL tests', async () => {
  const ws = join(root, 'apps', 'platform-server');
  await run(join(ws, 'node_modules', '.bin', 'vitest'), ['run', '--config', 'vitest.pg.config.ts', '--outputFile.json=reports/vitest-pg.json'], { cwd: ws, env: { DATABASE_URL: databaseUrl } });
  countVitest(ws, 'vitest-pg.json', 'vitest platform-server (PostgreSQL)');
});
await stage('production build', async () =>
  check('production build', (await run(bin('turbo'), ['run', 'build', '--filter=@gamehall/player-web', '--filter=@gamehall/agent-web', '--filter=@gamehall/platform-server', '--output-logs=errors-only'])) === 0),
);
// One line per route group (home page, member centre, agent centre; budgets in bench/budget.mjs):
// it serves both sites' builds (player-web and agent-web, made by the production build stage).
await stage('size budget', async () => check('size budget: home page, member centre and agent centre JS within their gzip budgets', (await run(process.execPath, ['bench/budget.mjs', '--assert'], { cwd: join(root, 'apps', 'player-web') })) === 0));
// Each site's Playwright suite against its own real platform server (player-web, then agent-web).
await stage('e2e', async () => {
  for (const app of ['player-web', 'agent-web']) {
    const ws = join(root, 'apps', app);
    const report = join(ws, 'reports', 'playwright.json');
    rmSync(report, { force: true });
    await run(join(ws, 'node_modules', '.bin', 'playwright'), ['test'], { cwd: ws, env: { DATABASE_URL: '' } });
    if (!existsSync(report)) {
      results.push({ name: `playwright ${app}: no report`, passed: 0, failed: 1 });
      continue;
    }
    const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));
    for (const suite of suites ?? []) playwrightFailures(suite, app);
    results.push({ name: `playwright e2e ${app}`, passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 });
  }
});
stopPostgres();
finish();
