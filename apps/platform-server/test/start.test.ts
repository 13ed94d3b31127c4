/**
 * The documented starts (README "Demo and production"; issue 10 §1): a production start says
 * so, serves no dev surface, seeds no account and takes `admin create-agent`; unsafe
 * configurations stop the start with a one-line reason.
 */
import { spawnTs } from './spawnTs.ts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const pkg = join(import.meta.dirname, '..');
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Runs a script to its end; output is stdout and stderr together. */
function runToEnd(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; out: string }> {
  const child = spawnTs(script, args, { cwd: pkg, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

const baseEnv = (dir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv => {
  const unset = new Set(['GAMEHALL_DEMO', 'GAMEHALL_DEMO_PUBLIC', 'TRUST_PROXY', 'STATIC_DIR', 'AGENT_STATIC_DIR', 'GAME_ORIGIN', 'PAYMENT_ORIGIN', 'PAYMENT_SECRET']);
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !unset.has(name)));
  return { ...inherited, DATA_DIR: dir, HOST: '127.0.0.1', PORT: '0', GAME_PORT: '0', PAYMENT_PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: '', ...extra };
};

describe('starts', () => {
  it('production: says so first, both sites without a /dev route, no demo account, the first agent from admin create-agent', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gh-prod-'));
    dirs.push(dir);
    const site = join(dir, 'site');
    await mkdir(site);
    await writeFile(join(site, 'index.html'), '<!doctype html><title>site</title><div id="root"></div>');
    const agentPort = String(20_000 + Math.floor(Math.random() * 5000));
    const env = baseEnv(dir, { NODE_ENV: 'production', STATIC_DIR: site, AGENT_STATIC_DIR: site, AGENT_PORT: agentPort });
    const child = spawnTs('src/main.ts', [], { cwd: pkg, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const deadline = Date.now() + 90_000;
    while (!/done in/.test(out) && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 200));
    expect(out.split('\n')[0]).toMatch(/^production mode: no demo accounts, no dev tools/);
    expect(out).not.toMatch(/seeded accounts|dev outbox|demo payments/);
    // No PAYMENT_SECRET in production: no payment provider, bank transfers only.
    expect(out).toMatch(/payments: PAYMENT_SECRET not set, so no payment provider and no online deposit channel/);
    const api = /platform API\s+(\S+)\/wps\/system\/status/.exec(out)?.[1] ?? '';
    expect(api, out).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const agent = /agent site\s+(\S+)\/agent/.exec(out)?.[1] ?? '';
    expect(agent, out).toBe(`http://127.0.0.1:${agentPort}`);
    for (const origin of [api, agent]) {
      const page = await fetch(`${origin}/`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      for (const path of ['/dev/outbox', '/dev/switches', '/dev/captcha', '/dev/outbox.html']) expect((await fetch(`${origin}${path}`)).status, `${origin}${path}`).toBe(404);
    }
    const seeded = await fetch(`${api}/wps/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(seeded.status).toBe(400); // encrypted endpoint: a clear body is refused before any lookup

    const cli = await runToEnd('src/admin.ts', ['create-agent', 'operator1'], env);
    expect(cli.code, cli.out).toBe(0);
    expect(cli.out).toMatch(/created agent operator1 \(affiliate code AG\d{6}\) with the one-time password [A-Za-z2-9]{16}/);

    child.kill('SIGINT');
    expect(await exited).toBe(0);

    // A game origin equal to the lobby's stops the start in one line.
    const unsafeOrigin = await runToEnd('src/main.ts', [], { ...env, PORT: '18999', GAME_ORIGIN: 'http://localhost:18999' });
    expect(unsafeOrigin.code).toBe(1);
    expect(unsafeOrigin.out.trim().split('\n').at(-1)).toMatch(/^the game origin http:\/\/localhost:18999 is the lobby's origin http:\/\/127\.0\.0\.1:18999/);
  }, 150_000);

  it('refuses TRUST_PROXY=true and a public demo in one line, before touching the database', async () => {
    const dir = join(tmpdir(), 'gh-never-created');
    const trust = await runToEnd('src/main.ts', [], baseEnv(dir, { NODE_ENV: 'production', TRUST_PROXY: 'true' }));
    expect(trust.code).toBe(1);
    expect(trust.out.trim().split('\n')).toEqual([expect.stringMatching(/^TRUST_PROXY=true trusts X-Forwarded-For from anyone/) as unknown]);
    const publicDemo = await runToEnd('src/main.ts', [], baseEnv(dir, { NODE_ENV: 'production', GAMEHALL_DEMO: '1', HOST: '0.0.0.0' }));
    expect(publicDemo.code).toBe(1);
    expect(publicDemo.out.trim().split('\n')).toEqual([expect.stringMatching(/^demo mode .* refuses to bind HOST=0\.0\.0\.0/) as unknown]);
  }, 60_000);
});
