import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../src/db/database.ts';
import { BOOT_BANNER_CLASS, BOOT_DATA_ELEMENT_ID, type BootData, resolveImageUrl } from '@gamehall/api-client/contract';
import { BOOT_BANNER_BOX, jsonForHtml } from '../src/routes/bootData.ts';
import { seededDatabase, testApp } from './helpers.ts';

let database: Database;
let app: FastifyInstance;
let dir: string;
const INDEX =
  '<!doctype html><html><head><title>Gamehall</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root">' +
  `${BOOT_BANNER_BOX}</div></div></body></html>`;
const HTML = { accept: 'text/html' };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gh-boot-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), INDEX);
  await writeFile(join(dir, 'assets', 'index-abc.js'), 'export {};');
  database = await seededDatabase();
  app = await testApp(database, { staticDir: dir });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

const bootJson = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  return match?.[1];
};
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/g)].map((m) => m[1]);
/** The src of the images in the skeleton's banner box. */
const skeletonBanners = (html: string) => [...html.matchAll(new RegExp(`${BOOT_BANNER_BOX}<img class="${BOOT_BANNER_CLASS}" src="([^"]*)" alt="" fetchpriority="high">`, 'g'))].map((m) => m[1]);
const api = async (url: string) => (await app.inject({ method: 'GET', url })).json<{ value: unknown }>().value;

describe('index.html of the player site', () => {
  it('preloads the first w_home banner, at the URL the carousel shows it from, and shows it in the skeleton, on every home path', async () => {
    const announcements = (await api('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&execution=B&platform=W&language=EN')) as BootData['announcements']['value'];
    const first = announcements.banners.find((b) => b.groupName === 'w_home');
    expect(first).toBeDefined();
    for (const url of ['/', '/index', '/index.html', '/home', '/help', '/?x=1']) {
      const res = await app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(preloads(res.body), url).toEqual([resolveImageUrl(first?.url ?? '', [])]);
      // The same image paints in the skeleton, before any script.
      expect(skeletonBanners(res.body), url).toEqual([resolveImageUrl(first?.url ?? '', [])]);
    }
  });

  it('inlines the exact answers of the status, permission info, site announcements, game menus and (home) hot games calls', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: HTML });
    const json = bootJson(res.body);
    expect(json).toBeDefined();
    const data = JSON.parse(json ?? '') as BootData;
    expect(data.v).toBe(2);
    expect(data.language).toBe('EN');
    expect(data.merchant).toBe('GH001');
    expect(Math.abs(Date.now() - data.generatedAt)).toBeLessThan(10_000);
    expect(data.systemStatus).toEqual(await api('/wps/system/status'));
    expect(data.permissionInfo).toEqual(await api('/wps/system/permission/info?language=EN'));
    expect(data.catalogueVersion).toBe((data.permissionInfo as { catalogueVersion: number }).catalogueVersion);
    expect(data.announcements.query).toEqual({ types: 'B,PL,PU,PR', execution: 'B' });
    expect(data.announcements.value).toEqual(await api('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&execution=B&platform=W&language=EN'));
    expect(data.gameMenus.length).toBeGreaterThan(0);
    expect(data.gameMenus).toEqual(await api('/lgw/games/game_menus?language=EN'));
    expect(data.hotGames?.list.length).toBeGreaterThan(0);
    expect(data.hotGames).toEqual(await api('/wps/relay/GCSGAME_hotGamesV2?merchantCode=GH001&isPlatform=2&platform=flash%2Chtml5-desktop&language=EN'));
  });

  it('escapes < in the JSON, so no text of the data can close the element', async () => {
    expect(jsonForHtml({ t: '</script><script>alert(1)</script>\u2028' })).toBe('{"t":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u2028"}');
    const res = await app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(bootJson(res.body)).not.toContain('<');
    // One inline script only, of type application/json: nothing executable was added (the CSP is unchanged).
    expect([...res.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">`, '<script type="module" src="/assets/index-abc.js">'].sort((a, b) => res.body.indexOf(a) - res.body.indexOf(b)));
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('inlines the data but no banner preload or image on other pages (no w_home banner there)', async () => {
    for (const url of ['/gameCenter', '/member/center?tab=1', '/live']) {
      const res = await app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
      expect(preloads(res.body), url).toEqual([]);
      expect(skeletonBanners(res.body), url).toEqual([]);
      expect(res.body, url).toContain(`${BOOT_BANNER_BOX}</div>`);
      // The menus are on every page; HOT's games only on the home paths.
      const data = JSON.parse(bootJson(res.body) ?? '') as BootData;
      expect(data.gameMenus.length, url).toBeGreaterThan(0);
      expect(data.hotGames, url).toBeUndefined();
    }
  });

  it('is not injected into assets or API answers', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.body).toBe('export {};');
    for (const url of ['/wps/system/status', '/wps/nope', '/art/nope.svg']) {
      const res = await app.inject({ method: 'GET', url, headers: HTML });
      expect(res.body, url).not.toContain(BOOT_DATA_ELEMENT_ID);
      expect(res.headers['content-type'], url).toMatch(/json/);
    }
  });

  it('follows the maintenance switch at once: status 1 inlined, no banner preload or image', async () => {
    await app.platform.switches.set('maintenance', true);
    try {
      const res = await app.inject({ method: 'GET', url: '/', headers: HTML });
      const data = JSON.parse(bootJson(res.body) ?? '') as BootData;
      expect(data.systemStatus.status).toBe(1);
      expect(data.permissionInfo.maintenance).toBe(true);
      expect(preloads(res.body)).toEqual([]);
      expect(skeletonBanners(res.body)).toEqual([]);
    } finally {
      await app.platform.switches.set('maintenance', false);
    }
    const res = await app.inject({ method: 'GET', url: '/', headers: HTML });
    expect((JSON.parse(bootJson(res.body) ?? '') as BootData).systemStatus.status).toBe(0);
  });
});
