// Shared Playwright set-up of the e2e suites (apps/player-web, apps/agent-web): Debian's Chromium
// with the flags docs/contributing.md "Set-up" lists (no browser download, no background networking on the closed
// network), and a `test` that collects every Content-Security-Policy violation on every page and
// frame it visits and fails the test on any (issue 10 §2).
import { test as base, devices, expect } from '@playwright/test';

/** Chromium flags: headless, no sandbox (root), nothing that reaches out to the network. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Launch options for Debian's Chromium (`CHROME_PATH` overrides the path). */
export const launchOptions = { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS };

/** A phone project's `use`: a Pixel 7 at 390×844 (the phone size every page is checked at). */
export const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions };

/** A desktop project's `use`: 1280×800. */
export const DESKTOP = { viewport: { width: 1280, height: 800 }, launchOptions };

/**
 * The Playwright configuration of an app's e2e suite: specs in `e2e/`, a 60 s test and 15 s
 * expect time-out, one retry on CI, list and JSON reports (`reports/playwright.json`, counted
 * by the root `npm test`), traces and screenshots of failures, and the real platform server
 * (production build of apps/platform-server, a fresh embedded database seeded on start, the demo
 * accounts and dev endpoints as `npm start` has them, the demo game site and the demo payment
 * provider on free ports) serving
 * the app's build.
 * @param {{ baseURL: string, workers?: number, projects: import('@playwright/test').PlaywrightTestConfig['projects'], serverEnv: Record<string, string | undefined> }} options
 *   `baseURL`: where the app is served (the server's status URL is under it); `workers`
 *   (default Playwright's); `projects`; `serverEnv`: the server's ports, data directory and
 *   static directories and whatever else the suite needs.
 * @returns {import('@playwright/test').PlaywrightTestConfig}
 */
export function e2eConfig(options) {
  return {
    testDir: 'e2e',
    outputDir: 'test-results',
    timeout: 60_000,
    expect: { timeout: 15_000 },
    fullyParallel: false,
    workers: options.workers,
    retries: process.env.CI ? 1 : 0,
    reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
    use: { baseURL: options.baseURL, trace: 'retain-on-failure', screenshot: 'only-on-failure', launchOptions },
    projects: options.projects,
    webServer: {
      command: 'node ../platform-server/dist/main.js',
      url: `${options.baseURL}/wps/system/status`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        // The demo game site (launched games) on any free port: its origin is in the launch answers.
        GAME_PORT: '0',
        // The demo payment provider (hosted payment pages, README "Deposits and the demo payment
        // provider") on any free port too: its origin is in the deposits' payment URLs.
        PAYMENT_PORT: '0',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // The demo (as `npm start`): the seeded accounts and the dev endpoints (SMS outbox,
        // captcha answers, wallet credit) the specs read from 127.0.0.1.
        GAMEHALL_DEMO: '1',
        ...options.serverEnv,
      },
    },
  };
}

/** Name of the binding the pages report violations through. */
const BINDING = '__gamehallCspViolation';

/**
 * Starts collecting CSP violations in a browser context: every page and frame (any origin) gets
 * a `securitypolicyviolation` listener before its own scripts run.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {Array<Record<string, unknown>>} [violations] the list to push to (default a new one)
 * @returns {Promise<Array<Record<string, unknown>>>} the list the violations are pushed to
 */
export async function collectCspViolations(context, violations = []) {
  await context.exposeBinding(BINDING, ({ frame }, violation) => {
    violations.push({ ...violation, frame: frame.url() });
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = window[binding];
      if (typeof report !== 'function') return;
      void report({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        documentURI: event.documentURI,
        sourceFile: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
        disposition: event.disposition,
      });
    });
  }, BINDING);
  return violations;
}

/**
 * Playwright's `test` with an automatic `cspViolations` fixture: the test's context collects
 * CSP violations ({@link collectCspViolations}) and the test fails when any was reported. A
 * context a test makes itself can be watched with `watchContext(context)`.
 */
export const test = base.extend({
  cspViolations: [
    async ({ context }, use) => {
      const violations = await collectCspViolations(context);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations on the pages this test visited').toEqual([]);
    },
    { auto: true },
  ],
  watchContext: async ({ cspViolations }, use) => {
    // Reported into the test's list, so the same check covers them.
    await use(async (context) => {
      await collectCspViolations(context, cspViolations);
    });
  },
});

export { expect };
