import { expect, type Locator, type Page } from '@playwright/test';

// Helpers of the lobby e2e specs (the header's game search).

/**
 * Waits for the header's search (the app renders over the HTML's skeleton in slices, after the
 * load event) and opens it: phones collapse it to a Search button, which is clicked.
 * @param page the page, on a lobby route
 * @param box the spec's locator of the search field
 */
export async function openHeaderSearch(page: Page, box: Locator): Promise<void> {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
  await expect(box.or(toggle).filter({ visible: true }).first()).toBeVisible();
  if (!(await box.isVisible())) await toggle.click();
}
