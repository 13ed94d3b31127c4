// @ts-check
/**
 * Shared Vitest settings. Every workspace writes a JSON report to `reports/vitest.json`, which
 * the root test command reads to count test cases for the `tests: N passed, N failed` line.
 */
import { fileURLToPath } from 'node:url';

const setupDom = fileURLToPath(new URL('./setup-dom.js', import.meta.url));

/**
 * Vitest `test` options for a workspace.
 * @param {{ environment?: 'node' | 'happy-dom' | 'jsdom', setupFiles?: string[], include?: string[] }} [options]
 *   `environment` defaults to happy-dom (components); the server uses 'node'. Use 'jsdom'
 *   (install jsdom in the workspace) where DOMPurify runs: it does not work under happy-dom.
 * @returns {import('vitest/config').ViteUserConfig['test']}
 */
export function testOptions(options = {}) {
  const environment = options.environment ?? 'happy-dom';
  return {
    environment,
    include: options.include ?? ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: [...(environment === 'node' ? [] : [setupDom]), ...(options.setupFiles ?? [])],
    reporters: process.env.CI ? ['dot', 'json'] : ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  };
}
