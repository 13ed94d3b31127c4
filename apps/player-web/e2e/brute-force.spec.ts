import { expect, test } from '@gamehall/playwright-config';
import {
  NEW_PASSWORD,
  RATE_LIMIT_BLOCK_MS,
  expectLoggedIn,
  logIn,
  logOut,
  openLogin,
  quietAnnouncements,
  registerByUsername,
  submitLogin,
  uniqueUsername,
} from './support/accounts';

// Spec §8, apps/platform-server README "Rate limits": 5 failed logins of one account from one
// IP within the window get "too many requests" for the block time (seconds in e2e,
// playwright.config.ts); the captcha is asked from the first failure on. After the block the
// right password from another browser (another client) logs in.
test('repeated wrong passwords end in too many requests; after the block another client logs in', async ({ page, browser, watchContext }, info) => {
  test.slow(); // waits out the block
  await quietAnnouncements(page);
  await page.goto('/');
  const username = uniqueUsername(info, 'b');
  await registerByUsername(page, username, NEW_PASSWORD);
  await logOut(page);

  const dialog = await openLogin(page);
  const alert = dialog.getByRole('alert');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await submitLogin(page, dialog, username, `Wrong${String(attempt)}Guess77`);
    await expect(alert, `attempt ${String(attempt)}`).toHaveText('Incorrect account or password');
    await expect(dialog.getByLabel('Captcha', { exact: true })).toBeVisible();
  }
  await submitLogin(page, dialog, username, 'Wrong6Guess77');
  await expect(alert).toHaveText('Too many requests, please try again after 5 minutes');
  const blockedAt = Date.now();
  await expect(page.getByTestId('balance')).toHaveCount(0);

  const other = await browser.newContext();
  await watchContext(other);
  try {
    const second = await other.newPage();
    await quietAnnouncements(second);
    await second.goto('/');
    await second.waitForTimeout(Math.max(0, blockedAt + RATE_LIMIT_BLOCK_MS + 500 - Date.now()));
    await logIn(second, await openLogin(second), username, NEW_PASSWORD);
    await expectLoggedIn(second, /0\.00$/);
  } finally {
    await other.close();
  }
});
