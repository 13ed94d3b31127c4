import { expect, test } from '@gamehall/playwright-config';
import { type Page } from '@playwright/test';
import { NEW_PASSWORD, openLogin, quietAnnouncements, registerByUsername, submitLogin, uniqueUsername } from './support/accounts';

// Issue 12, responsible gaming against the real platform server: a daily deposit limit set on
// /member/responsibleGaming refuses a deposit over it with what is left; a self-exclusion logs the
// player out at once and the next login is refused with the date it ends.

test.beforeEach(async ({ page }) => {
  await quietAnnouncements(page);
});

/** The card of one limit on the responsible-gaming page. */
const limitCard = (page: Page, period: 'Daily' | 'Weekly' | 'Monthly') => page.getByRole('region', { name: `${period} limit` });

test('a daily deposit limit refuses a deposit over it, saying what is left', async ({ page }, info) => {
  const username = uniqueUsername(info, 'rg');
  await page.goto('/');
  await registerByUsername(page, username, NEW_PASSWORD);

  await page.goto('/member/responsibleGaming');
  const daily = limitCard(page, 'Daily');
  await expect(daily.getByText('No limit', { exact: true })).toBeVisible();
  await daily.getByLabel('New Daily limit', { exact: true }).fill('300');
  await daily.getByRole('button', { name: 'Save limit', exact: true }).click();
  await expect(daily.getByRole('status')).toHaveText('Your limit applies now.');
  await expect(daily.getByText('₱300.00').first()).toBeVisible();

  // A higher limit waits 24 hours: the page says when it applies, the limit now stays 300.
  await daily.getByLabel('New Daily limit', { exact: true }).fill('1000');
  await daily.getByRole('button', { name: 'Save limit', exact: true }).click();
  await expect(daily.getByText(/^Rises to ₱1,000\.00 on /)).toBeVisible();

  // 500 by GCash is over the daily limit of 300: refused before the provider's page, with what is left.
  await page.goto('/member/depositv2');
  const channels = page.getByRole('radiogroup', { name: 'Payment method' });
  await channels.getByText('GCash', { exact: true }).click();
  await page.getByLabel('Amount', { exact: true }).fill('500');
  await page.getByRole('button', { name: 'Deposit now', exact: true }).click();
  const refusal = page.getByRole('dialog').filter({ hasText: 'over your daily deposit limit' });
  await expect(refusal).toContainText('You can deposit up to ₱300.00 more this period.');
  expect(new URL(page.url()).pathname).toBe('/member/depositv2');
});

test('a self-exclusion logs the player out and the next login is refused until it ends', async ({ page }, info) => {
  const username = uniqueUsername(info, 'rx');
  await page.goto('/');
  await registerByUsername(page, username, NEW_PASSWORD);

  await page.goto('/member/responsibleGaming');
  await page.getByLabel('Kind of break', { exact: true }).selectOption('SELF_EXCLUSION');
  await page.getByLabel('Length', { exact: true }).selectOption('6');
  await page.getByRole('button', { name: 'Start Self-exclusion', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Start a Self-exclusion?' });
  await expect(confirm).toContainText('This logs you out now and cannot be undone.');
  await confirm.getByRole('button', { name: 'Yes, log me out', exact: true }).click();

  // Logged out, back home as a visitor.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  // The right password is refused with the date the self-exclusion ends (6 months from now).
  const dialog = await openLogin(page);
  await submitLogin(page, dialog, username, NEW_PASSWORD);
  const until = new Date();
  until.setUTCMonth(until.getUTCMonth() + 6);
  await expect(dialog.getByRole('alert')).toContainText('Your account is self-excluded until');
  await expect(dialog.getByRole('alert')).toContainText(String(until.getUTCFullYear()));
  await expect(page.getByTestId('balance')).toHaveCount(0);
});
