import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, launchOptions } from '@gamehall/playwright-config';
import { defineConfig, devices } from '@playwright/test';

// The e2e suite runs against the real platform server (production build, fresh embedded
// database seeded on start) serving the built player site on one origin. Workers inherit the
// environment of the main process, so the data directory is created once per run.
process.env.E2E_PORT ??= String(18000 + Math.floor(Math.random() * 1000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'gamehall-e2e-'));
// Short account rate limits (the server's defaults are 5 minutes), so the brute-force spec sees
// "too many requests" and waits out the block in seconds. The 60 s window still holds a whole
// brute-force run (5 failures with captchas) on a loaded machine, and the per-IP limits (30
// failed logins, 20 registrations, 20 SMS, 60 captchas per window) stay far above what the
// phone and desktop projects together do from 127.0.0.1 in one window (about 12 failed logins,
// 8 registrations, 6 SMS, 20 captchas per run). The specs read the block from here.
process.env.E2E_RATE_LIMIT_WINDOW_MS ??= '60000';
process.env.E2E_RATE_LIMIT_BLOCK_MS ??= '10000';
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// Debian's Chromium with the closed network's flags; specs import `test` from the same package,
// which fails a test on any Content-Security-Policy violation (issue 10 §2).
const args = CHROMIUM_ARGS;
// The same server under a non-loopback name over plain HTTP: not a secure context, so no
// `crypto.subtle` (the api-client seals login bodies with node-forge there).
const plainHttpLaunchOptions = { ...launchOptions, args: [...args, '--host-resolver-rules=MAP gamehall.test 127.0.0.1'] };

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
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions }, testIgnore: /system-status|plain-http|transfer-wallet/ },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, launchOptions }, testIgnore: /system-status|plain-http|transfer-wallet/ },
    {
      name: 'plain-http',
      use: { baseURL: `http://gamehall.test:${port}`, viewport: { width: 1280, height: 800 }, launchOptions: plainHttpLaunchOptions },
      testMatch: /plain-http/,
    },
    // Flips global switches: runs alone, after the others.
    { name: 'system-status', use: { viewport: { width: 1280, height: 800 }, launchOptions }, testMatch: /system-status/, dependencies: ['phone', 'desktop', 'plain-http'] },
    // Flips the merchant to transfer wallets (and back): alone, after every other project.
    {
      name: 'transfer-wallet',
      use: { viewport: { width: 1280, height: 800 }, launchOptions },
      testMatch: /play-transfer-wallet/,
      dependencies: ['phone', 'desktop', 'plain-http', 'system-status'],
    },
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
      // The demo game site (launched games) on any free port: its origin is in the launch answers.
      GAME_PORT: '0',
      DATA_DIR: process.env.E2E_DATA_DIR,
      STATIC_DIR: join(import.meta.dirname, 'dist'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The demo (as `npm start`): seeded accounts and the dev endpoints (SMS outbox, captcha
      // answers, wallet credit) the specs read from 127.0.0.1.
      GAMEHALL_DEMO: '1',
      RATE_LIMIT_WINDOW_MS: process.env.E2E_RATE_LIMIT_WINDOW_MS,
      RATE_LIMIT_BLOCK_MS: process.env.E2E_RATE_LIMIT_BLOCK_MS,
    },
  },
});
