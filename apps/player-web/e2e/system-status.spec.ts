import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@gamehall/playwright-config';
import { BOOT, rewriteDocument } from './support/bootData';

// Operator switches flipped with the admin command while the server runs (spec §4 system
// status 0/1/2). Runs alone after the lobby projects (playwright.config.ts).
test.describe.configure({ mode: 'serial' });

function admin(...args: string[]) {
  const r = spawnSync(process.execPath, [join(import.meta.dirname, '..', '..', 'platform-server', 'dist', 'admin.js'), ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, NODE_ENV: 'production', DATABASE_URL: '', PORT: process.env.E2E_PORT },
    encoding: 'utf8',
  });
  expect(r.status, r.stderr || r.stdout).toBe(0);
}

test('maintenance shows the maintenance page, and switching it off brings the lobby back', async ({ page }) => {
  admin('maintenance', 'on');
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /maintenance/i })).toBeVisible();
    await expect(page.getByRole('link', { name: /customer service/i }).or(page.getByRole('button', { name: /customer service/i })).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/maintenance.png' });
  } finally {
    admin('maintenance', 'off');
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: /maintenance/i })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('the first paint is the skeleton, and maintenance wins before any lobby content shows (issue 14)', async ({ page }) => {
  admin('maintenance', 'on');
  try {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/wps/system/status*', async (route) => {
      await held;
      await route.continue();
    });
    // As a static deployment serves it: without the platform's inline status, so the status call is made.
    await rewriteDocument(page, (html) => html.replace(BOOT, ''));
    await page.goto('/');
    // Painted without the status: the skeleton with its Loading text, no header or lobby.
    await expect(page.getByTestId('page-skeleton')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(0);
    answer();
    await expect(page.getByRole('heading', { name: /maintenance/i })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  } finally {
    admin('maintenance', 'off');
  }
});

test('region restriction shows the blocked page with the visitor’s IP', async ({ page }) => {
  admin('region', 'block', '127.0.0.0/8');
  admin('region', 'on');
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /access restricted/i })).toBeVisible();
    await expect(page.getByText('127.0.0.1').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/region-blocked.png' });
  } finally {
    admin('region', 'off');
    admin('region', 'unblock', '127.0.0.0/8');
  }
});

test('maintenance wins over the inlined data: status 1 inlined, no banner preload, no lobby', async ({ page }) => {
  admin('maintenance', 'on');
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /maintenance/i })).toBeVisible();
    const json = await page.locator('#gh-boot').textContent();
    expect((JSON.parse(json ?? '{}') as { systemStatus?: { status?: number } }).systemStatus?.status).toBe(1);
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
    await expect(page.locator('img[src*="/art/banner/"]')).toHaveCount(0);
  } finally {
    admin('maintenance', 'off');
  }
});

test('maintenance wins over stale inlined data that says normal', async ({ page }) => {
  // An index.html whose inline data says status 0 but is too old: the gate asks the API, which says 1.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(/"generatedAt":\d+/, '"generatedAt":1').replace(/"status":1/, '"status":0');
      await route.fulfill({ response, body: html });
    },
  );
  admin('maintenance', 'on');
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /maintenance/i })).toBeVisible();
  } finally {
    admin('maintenance', 'off');
  }
});

test('region block wins over the inlined data', async ({ page }) => {
  admin('region', 'block', '127.0.0.0/8');
  admin('region', 'on');
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /access restricted/i })).toBeVisible();
    const json = await page.locator('#gh-boot').textContent();
    expect((JSON.parse(json ?? '{}') as { systemStatus?: { status?: number } }).systemStatus?.status).toBe(2);
    await expect(page.locator('img[src*="/art/banner/"]')).toHaveCount(0);
  } finally {
    admin('region', 'off');
    admin('region', 'unblock', '127.0.0.0/8');
  }
});
