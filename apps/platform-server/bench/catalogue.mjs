// Load test of the catalogue: starts the built server (dist/main.js) on a free port with a
// temporary DATA_DIR, runs autocannon for 10 s with 50 connections against one game-list page,
// prints req/s and p99 latency, and stops the server. No assertion.
// Usage: pnpm --filter @gamehall/platform-server build && pnpm --filter @gamehall/platform-server bench
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const pkg = fileURLToPath(new URL('..', import.meta.url));
const path = '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageNo=2&pageSize=18&language=EN';

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const dataDir = await mkdtemp(join(tmpdir(), 'gamehall-bench-'));
const port = await freePort();
const server = spawn(process.execPath, [join(pkg, 'dist', 'main.js')], {
  cwd: pkg,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let out = '';
server.stdout.on('data', (chunk) => {
  out += chunk;
  process.stdout.write(chunk);
});
const deadline = Date.now() + 120_000;
while (!out.includes('done in')) {
  if (server.exitCode !== null || Date.now() > deadline) {
    console.error('server did not start');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 200));
}
const url = `http://127.0.0.1:${port}${path}`;
await fetch(url); // warm the cache
const result = await autocannon({ url, connections: 50, duration: 10 });
console.log(`\nGET ${path}`);
console.log(`requests/s: ${Math.round(result.requests.average)} (total ${result.requests.total}, non-2xx ${result.non2xx}, errors ${result.errors})`);
console.log(`latency p50: ${result.latency.p50} ms, p99: ${result.latency.p99} ms`);
server.kill('SIGTERM');
await new Promise((resolve) => server.on('exit', resolve));
await rm(dataDir, { recursive: true, force: true });
