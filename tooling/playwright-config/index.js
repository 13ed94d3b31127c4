// Shared Playwright set-up of the e2e suites (apps/player-web, apps/agent-web): Debian's Chromium
// with the flags docs/contributing.md "Set-up" lists (no browser download, no background networking on the closed
// network), and a `test` that collects every Content-Security-Policy violation on every page and
// frame it visits and fails the test on any (issue 10 §2).
import { test as base, expect } from '@playwright/test';

/** Chromium flags: headless, no sandbox (root), nothing that reaches out to the network. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Launch options for Debian's Chromium (`CHROME_PATH` overrides the path). */
export const launchOptions = { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS };

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
