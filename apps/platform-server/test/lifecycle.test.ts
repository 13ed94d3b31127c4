import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { seedIfEmpty } from '../src/db/seed.ts';
import { buildSeed } from '../src/seed/catalogue.ts';
import { testApp } from './helpers.ts';
import { spawnTs } from './spawnTs.ts';

const pkg = join(import.meta.dirname, '..');

describe('config', () => {
  it('reads defaults and overrides from the environment', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({ host: '127.0.0.1', port: 8080, production: false, logLevel: 'info' });
    expect(defaults.dataDir).toMatch(/\.data[/\\]pglite$/);
    expect(defaults.adminSocket).toBe(join(defaults.dataDir, 'admin.sock'));
    const pgConfig = loadConfig({ DATABASE_URL: 'postgres://x@y/z', PORT: '9000', NODE_ENV: 'production', TRUST_PROXY: '1' });
    expect(pgConfig).toMatchObject({ databaseUrl: 'postgres://x@y/z', port: 9000, production: true, trustProxy: 1 });
    expect(pgConfig.adminSocket).toMatch(/gamehall-admin-9000\/admin\.sock$/);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});

describe('data directory', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('closes gracefully and reuses the data on the next start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gh-data-'));
    dirs.push(dir);
    const first = await openDatabase({ dataDir: join(dir, 'pglite') });
    await first.migrate();
    const started = Date.now();
    expect((await seedIfEmpty(first.db, buildSeed)).seeded).toBe(true);
    expect(Date.now() - started).toBeLessThan(20_000);
    const app = await testApp(first);
    expect((await app.inject({ method: 'GET', url: '/wps/system/status' })).statusCode).toBe(200);
    await app.close();
    await first.close();

    const second = await openDatabase({ dataDir: join(dir, 'pglite') });
    await second.migrate();
    const again = await seedIfEmpty(second.db, () => {
      throw new Error('must not reseed');
    });
    expect(again).toMatchObject({ seeded: false, games: buildSeed().games.length });
    await second.close();
  }, 60_000);

  it('main.ts starts, serves, answers the admin CLI via its socket, and stops on SIGINT', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gh-main-'));
    dirs.push(dir);
    const env = { ...process.env, DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development' };
    const child: ChildProcess = spawnTs('src/main.ts', [], { cwd: pkg, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const deadline = Date.now() + 60_000;
    // Seeding prints "done in …" before the server listens and prints its URL: wait for the URL.
    while (!/platform API\s+\S+/.test(out) && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 200));
    expect(out).toMatch(/migrating…/);
    expect(out).toMatch(/seeding [\d,]+ games…/);
    const url = /platform API\s+(\S+)/.exec(out)?.[1];
    expect(url, out).toBeDefined();
    const res = await fetch(url!);
    expect(await res.json()).toMatchObject({ success: true, value: { status: 0 } });
    expect(existsSync(join(dir, 'admin.sock'))).toBe(true);

    const cli = spawnTs('src/admin.ts', ['maintenance', 'on'], { cwd: pkg, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let cliOut = '';
    cli.stdout?.on('data', (c: Buffer) => (cliOut += c.toString()));
    expect(await new Promise((resolve) => cli.on('exit', resolve))).toBe(0);
    expect(cliOut).toMatch(/via running server/);
    expect(await (await fetch(url!)).json()).toMatchObject({ value: { status: 1 } });

    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(out).toMatch(/stopped/);
    expect(existsSync(join(dir, 'admin.sock'))).toBe(false);
  }, 120_000);
});
