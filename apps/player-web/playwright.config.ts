import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, DESKTOP, PHONE, e2eConfig, launchOptions } from '@gamehall/playwright-config';
import { defineConfig } from '@playwright/test';

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

// Flows whose point is the server side (money, login checks, rate limits): they
// run once, on the phone, the device most players use. The desktop layout of the same pages is
// covered by the layout-widths spec, the member centre's stories and the component tests, and
// running each flow twice cost about ten minutes of CI time.
const ONCE = /cashier|login-verification|brute-force|rebate|security-center/;
const ALONE = /system-status|plain-http|transfer-wallet/;

export default defineConfig(
  e2eConfig({
    baseURL,
    workers: process.env.CI ? 2 : undefined,
    projects: [
      { name: 'phone', use: PHONE, testIgnore: ALONE },
      { name: 'desktop', use: DESKTOP, testIgnore: [ALONE, ONCE] },
      { name: 'plain-http', use: { ...DESKTOP, baseURL: `http://gamehall.test:${port}`, launchOptions: plainHttpLaunchOptions }, testMatch: /plain-http/ },
      // Flips global switches: runs alone, after the others.
      { name: 'system-status', use: DESKTOP, testMatch: /system-status/, dependencies: ['phone', 'desktop', 'plain-http'] },
      // Flips the merchant to transfer wallets (and back): alone, after every other project.
      { name: 'transfer-wallet', use: DESKTOP, testMatch: /play-transfer-wallet/, dependencies: ['phone', 'desktop', 'plain-http', 'system-status'] },
    ],
    serverEnv: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      STATIC_DIR: join(import.meta.dirname, 'dist'),
      RATE_LIMIT_WINDOW_MS: process.env.E2E_RATE_LIMIT_WINDOW_MS,
      RATE_LIMIT_BLOCK_MS: process.env.E2E_RATE_LIMIT_BLOCK_MS,
      // The browsers all come from 127.0.0.1: the login-IP verification specs (spec §4) send
      // `X-Forwarded-For` with a TEST-NET address to log in "from a new address". Requests without
      // the header keep 127.0.0.1 (rate limits, dev tools, which refuse any proxy header anyway).
      TRUST_PROXY: '127.0.0.1',
    },
  }),
);
