import { expect, test } from '@gamehall/playwright-config';
import { SEEDED_PASSWORD, logIn, openLogin, quietAnnouncements } from './support/accounts';

// The `plain-http` project (playwright.config.ts): the site under a non-loopback name over
// plain HTTP is not a secure context, so the browser has no `crypto.subtle`; the api-client
// seals the login body with node-forge instead, and logging in works the same.
test('login over plain HTTP (no Web Crypto) through the login modal shows the balance', async ({ page }) => {
  await quietAnnouncements(page);
  await page.goto('/');
  expect(new URL(page.url()).hostname).toBe('gamehall.test');
  expect(await page.evaluate(() => typeof crypto.subtle)).toBe('undefined');
  expect(await page.evaluate(() => isSecureContext)).toBe(false);

  await logIn(page, await openLogin(page), 'player2', SEEDED_PASSWORD);
  await expect(page.getByTestId('balance')).toHaveText(/250\.50$/);
});
