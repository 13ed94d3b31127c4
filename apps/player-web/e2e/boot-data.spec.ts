import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '@gamehall/playwright-config';
import { BOOT, rewriteDocument } from './support/bootData';

// The platform's index.html (issue 14): the first w_home banner preloaded, the first render's
// answers inlined as JSON (#gh-boot), and the lobby still working when that data is missing,
// stale or malformed (it then asks the API); and the build's compressed copies sent as they are.

async function expectLobbyFromApi(page: Page) {
  await expect(page.locator('img[src*="/art/banner/"]').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /hot/i }).first()).toBeVisible();
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
}

test('the preloaded banner is the one the carousel shows first', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="preload"][as="image"][fetchpriority="high"]').getAttribute('href');
  expect(href).toBeTruthy();
  // The home carousel's first banner is its eager, high-priority image in every carousel mode
  // (static, stacked autoplay, swiper). On desktop the side menu's own w_leftmenu banner comes
  // earlier in the document, so the lookup is scoped to the page's main content.
  const first = page.getByRole('main').locator('img[fetchpriority="high"][src*="/art/banner/"]').first();
  await expect(first).toBeVisible();
  expect(new URL((await first.getAttribute('src')) ?? '', page.url()).pathname).toBe(new URL(href ?? '', page.url()).pathname);
});

test('the page paints before its scripts: the banner image is in the HTML, the scripts load at low priority', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // The static skeleton's banner box holds the first banner (the largest paint, before any script).
  expect(html).toMatch(/<img class="gh-boot-banner-img" src="[^"]*\/art\/banner\/[^"]+" alt="" fetchpriority="high">/);
  const scripts = html.match(/<script type="module"[^>]*>/g) ?? [];
  const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  expect(preloads.length).toBeGreaterThan(0);
  for (const tag of [...scripts, ...preloads]) expect(tag).toContain('fetchpriority="low"');
});

test('the first render asks no status, settings, banner, game menus or hot games call when the data is inlined', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/system\/status|permission\/info|getListAnnouncements|game_menus|hotGames/.test(r.url())) calls.push(r.url());
  });
  await page.goto('/');
  await expect(page.locator('img[src*="/art/banner/"]').first()).toBeVisible();
  // HOT's tiles and the header's game types come from the inline answers.
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: /game types/i }).first().getByRole('link').nth(1)).toBeVisible();
  expect(calls.filter((u) => !/types=PU/.test(u))).toEqual([]);
});

test('the lobby works with the inline data missing', async ({ page }) => {
  await rewriteDocument(page, (html) => html.replace(BOOT, ''));
  await page.goto('/');
  await expectLobbyFromApi(page);
});

test('the lobby works with the inline data malformed', async ({ page }) => {
  await rewriteDocument(page, (html) => html.replace(BOOT, '<script type="application/json" id="gh-boot">{"v":1,</script>'));
  await page.goto('/');
  await expectLobbyFromApi(page);
});

test('the lobby works with stale inline data (and does not use it)', async ({ page }) => {
  await rewriteDocument(page, (html) => html.replace(/"generatedAt":\d+/, '"generatedAt":1'));
  const status = page.waitForRequest(/system\/status/);
  await page.goto('/');
  await status;
  await expectLobbyFromApi(page);
});

test("the site's scripts are sent as the build compressed them, not compressed again per request", async ({ page }) => {
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  const entry = /src="\/assets\/(index-[^"]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  // The build's copies (tooling/vite-config): the reply is that file, with its length up front (a
  // reply compressed on the fly is streamed without one).
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'assets');
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
    const reply = await page.request.get(`/assets/${entry}`, { headers: { 'accept-encoding': encoding } });
    expect(reply.headers()['content-encoding'], encoding).toBe(encoding);
    expect(Number(reply.headers()['content-length']), encoding).toBe(statSync(join(dist, `${entry}${suffix}`)).size);
    expect(reply.headers()['vary'], encoding).toMatch(/accept-encoding/i);
    expect(await reply.text()).toBe(readFileSync(join(dist, entry!), 'utf8'));
  }
});
