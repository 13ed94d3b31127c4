import { expect, test } from '@gamehall/playwright-config';

// Spec §4 "Popup announcements": shown once per session per audience unless closed. The popup
// opens at the visitor's first interaction, so the lobby paints first.
test('the announcement popup opens at the first interaction and stays closed for the session', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.mouse.move(200, 300);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('script')).toHaveCount(0);
  await dialog.getByRole('button', { name: /close/i }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await page.mouse.move(220, 320);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
