import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchOptions } from '@gamehall/playwright-config';
import { defineConfig, devices } from '@playwright/test';

// The agent site's e2e suite runs against the real platform server (production build, fresh
// embedded database seeded on start) serving this build on its own origin (AGENT_STATIC_DIR,
// AGENT_PORT), as `npm start` does. Workers inherit the environment of the main process, so
// the ports and data directory are chosen once per run.
process.env.E2E_AGENT_PORT ??= String(19000 + Math.floor(Math.random() * 1000));
process.env.E2E_AGENT_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'gamehall-agent-e2e-'));
const agentPort = Number(process.env.E2E_AGENT_PORT);
const baseURL = `http://127.0.0.1:${agentPort}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: { baseURL, trace: 'retain-on-failure', screenshot: 'only-on-failure', launchOptions },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
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
      PORT: String(agentPort + 1000),
      AGENT_PORT: String(agentPort),
      // The demo game site (launched games) on any free port: its origin is in the launch answers.
      GAME_PORT: '0',
      AGENT_STATIC_DIR: join(import.meta.dirname, 'dist'),
      DATA_DIR: process.env.E2E_AGENT_DATA_DIR,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The demo (as `npm start`): the seeded agents the specs log in as.
      GAMEHALL_DEMO: '1',
    },
  },
});
