import { collectCspViolations, expect, test } from '@gamehall/playwright-config';
import { quietAnnouncements } from './support/accounts';

// Issue 10 §2: the site runs under a strict Content-Security-Policy. Every spec fails on a
// violation (the `test` of @gamehall/playwright-config); this one checks the policy itself and
// that the watch really catches a violation.
test('the site is served with a strict CSP and the security headers', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "connect-src 'self'"]) {
    expect(csp).toContain(directive);
  }
  expect(csp).toMatch(/frame-src http:\/\/(localhost|127\.0\.0\.1):\d+/);
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  await expect(page.getByRole('banner')).toBeVisible();
  // Source maps are built hidden: no bundle names one, and none is served.
  const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(await response!.text())?.[1] ?? '';
  const script = await page.request.get(entry);
  expect(await script.text()).not.toContain('sourceMappingURL');
  expect((await page.request.get(`${entry}.map`)).status()).toBe(404);
});

test('an injected inline script is blocked and reported (the watch every spec runs works)', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const violations = await collectCspViolations(context);
    const page = await context.newPage();
    await quietAnnouncements(page);
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.title = "injected"';
      document.body.append(script);
    });
    await expect.poll(() => violations.map((v) => v.directive)).toContain('script-src-elem');
    expect(await page.title()).not.toBe('injected');
  } finally {
    await context.close();
  }
});
