import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The e2e suite runs against the real platform server (production build, fresh embedded
// database seeded on start) serving the built player site on one origin. Workers inherit the
// environment of the main process, so the data directory is created once per run.
process.env.E2E_PORT ??= String(18000 + Math.floor(Math.random() * 1000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'gamehall-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: { baseURL, trace: 'retain-on-failure', screenshot: 'only-on-failure', launchOptions },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions }, testIgnore: /system-status/ },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, launchOptions }, testIgnore: /system-status/ },
    // Flips global switches: runs alone, after the others.
    { name: 'system-status', use: { viewport: { width: 1280, height: 800 }, launchOptions }, testMatch: /system-status/, dependencies: ['phone', 'desktop'] },
  ],
  webServer: {
    command: 'node ../platform-server/dist/main.js',
    url: `${baseURL}/wps/system/status`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      STATIC_DIR: join(import.meta.dirname, 'dist'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  },
});
