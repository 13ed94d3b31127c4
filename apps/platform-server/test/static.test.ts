import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database } from '../src/db/database.ts';
import { seededDatabase, testApp } from './helpers.ts';

let database: Database;
let app: FastifyInstance;
let dir: string;
const INDEX = '<!doctype html><html><head><title>Gamehall</title></head><body><div id="root"></div></body></html>';
const ASSET = `console.log(${JSON.stringify('gamehall '.repeat(400))});`;
/** A built chunk with the `.br` and `.gz` copies the build writes beside it (tooling/vite-config). */
const PRECOMPRESSED = `export const names = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `game ${i}`))};`;
const PRECOMPRESSED_BR = brotliCompressSync(PRECOMPRESSED);
const PRECOMPRESSED_GZ = gzipSync(PRECOMPRESSED, { level: 9 });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gh-static-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), INDEX);
  await writeFile(join(dir, 'assets', 'index-abc123.js'), ASSET);
  await writeFile(join(dir, 'assets', 'vendor-def456.js'), PRECOMPRESSED);
  await writeFile(join(dir, 'assets', 'vendor-def456.js.br'), PRECOMPRESSED_BR);
  await writeFile(join(dir, 'assets', 'vendor-def456.js.gz'), PRECOMPRESSED_GZ);
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  database = await seededDatabase();
  app = await testApp(database, { staticDir: dir });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

/** The page as built, without what the platform injects into `<head>` (the preload link and the boot JSON). */
const withoutInjected = (html: string) => html.replace(/<link rel="preload"[^>]*>/, '').replace(/<script type="application\/json" id="gh-boot">[^<]*<\/script>/, '');

it('serves index.html at / with no-cache', async () => {
  const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  expect(withoutInjected(res.body)).toBe(INDEX);
  expect(res.headers['cache-control']).toBe('no-cache');
});

it('serves hashed assets as immutable for a year, compressed when asked', async () => {
  const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.body).toBe(ASSET);
  const gz = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  const br = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.rawPayload.length).toBeLessThan(ASSET.length);
});

it("sends the build's precompressed copies as they are, by the browser's Accept-Encoding", async () => {
  const br = await app.inject({ method: 'GET', url: '/assets/vendor-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.rawPayload.equals(PRECOMPRESSED_BR)).toBe(true);
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PRECOMPRESSED);
  expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
  expect(br.headers['vary']).toMatch(/accept-encoding/i);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const gz = await app.inject({ method: 'GET', url: '/assets/vendor-def456.js', headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.rawPayload).toString()).toBe(PRECOMPRESSED);
  expect(gz.rawPayload.equals(PRECOMPRESSED_GZ)).toBe(true);
  const plain = await app.inject({ method: 'GET', url: '/assets/vendor-def456.js', headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(PRECOMPRESSED);
});

it('falls back to index.html for HTML navigations (SPA routes)', async () => {
  for (const url of ['/gameCenter', '/member/center?tab=1', '/help']) {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.statusCode, url).toBe(200);
    expect(withoutInjected(res.body)).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  }
});

it('does not fall back for API paths, non-HTML requests or missing assets', async () => {
  for (const url of ['/wps/nope', '/lgw/nope', '/lotto/x', '/art/nope.svg', '/dev/nope']) {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode, url).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'route.not.found' });
  }
  expect((await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } })).statusCode).toBe(404);
  expect((await app.inject({ method: 'POST', url: '/gameCenter', headers: { accept: 'text/html' } })).statusCode).toBe(404);
});

it('API routes still answer on the same origin', async () => {
  const res = await app.inject({ method: 'GET', url: '/wps/system/status' });
  expect(res.json()).toMatchObject({ success: true, value: { status: 0 } });
});
