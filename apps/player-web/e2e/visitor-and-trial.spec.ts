import { expect, test } from '@gamehall/playwright-config';
import { type Page } from '@playwright/test';
import { expectLoggedIn, openLoginModal, quietAnnouncements } from './support/accounts';

// Spec §4 "Starting a game: not logged in opens the login popup; trial account shows an info
// dialog", §6 roles, §2 /login and /register.
test.beforeEach(async ({ page }) => {
  await quietAnnouncements(page);
});

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in', exact: true });
const firstTile = (page: Page) => page.getByTestId('game-tile').first();

async function closeDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name, exact: true });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a visitor’s play, favourite and Favourites open the login popup', async ({ page }) => {
  await page.goto('/');
  await expect(firstTile(page)).toBeVisible();
  await firstTile(page).getByRole('button', { name: 'Play' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await closeDialog(page, 'Log in');

  await firstTile(page).getByRole('button', { name: 'Add to favourites' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await closeDialog(page, 'Log in');

  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(loginDialog(page)).toBeVisible();
});

test('/login opens the login popup over home and goes to /', async ({ page }) => {
  await page.goto('/login');
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(firstTile(page)).toBeAttached();
});

test('/register opens the register popup over home', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('dialog', { name: 'Register', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(firstTile(page)).toBeAttached();
});

test('a trial account plays with play money but real-account actions say so', async ({ page }) => {
  await page.goto('/');
  const dialog = await openLoginModal(page);
  await dialog.getByRole('button', { name: 'Try a demo account' }).click();
  await expectLoggedIn(page, /2,000\.00$/);
  await expect(page.getByRole('banner').getByText('Trial account')).toBeVisible();

  const notice = page.getByRole('dialog', { name: 'Please use a real account for this action' });
  await firstTile(page).getByRole('button', { name: 'Play' }).click();
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Confirm' }).click();
  await expect(notice).toHaveCount(0);

  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(notice).toBeVisible();
  await expect(loginDialog(page)).toHaveCount(0);
});
