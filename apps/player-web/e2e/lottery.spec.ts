import { expect, test } from '@gamehall/playwright-config';
import { type Locator, type Page } from '@playwright/test';
import { NEW_PASSWORD, logIn, logOut, openLogin, quietAnnouncements, registerByUsername, uniqueUsername } from './support/accounts';
import { expectGameReady, firstTileWith, gameFrame } from './support/play';

// The lottery pages (spec §2 `/lottery`, `/seaLottery`, `/vnLottery`; §3 LOTTFAV lottery
// favourites per user in local storage; §4 a LOTT game opens `/lottery?gameCode=`).
test.beforeEach(async ({ page }) => {
  await quietAnnouncements(page);
});

const gameList = (page: Page) => page.getByRole('list', { name: 'Lottery games', exact: true });
const star = (page: Page, name: string) => gameList(page).getByRole('button', { name: `Favourite: ${name}`, exact: true });
const starred = (page: Page) => gameList(page).getByRole('button', { name: /^Favourite: /, pressed: true });

/** The lottery game selected on the page (its name button is `aria-current`). */
function selectedGame(page: Page): Locator {
  return gameList(page).locator('button[aria-current="true"]');
}

for (const path of ['/lottery', '/seaLottery', '/vnLottery']) {
  test(`a visitor at ${path} is sent to the login popup over home`, async ({ page }) => {
    await page.goto(`${path}?gameCode=LOTTO`);
    await expect(page.getByRole('dialog', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(gameList(page)).toHaveCount(0);
  });
}

/**
 * Logs out, then reloads: logging out clears session storage, so the announcement popups of
 * both audiences would show again (one may pop up over the next login modal); the reload runs
 * quietAnnouncements' init script, which closes them for this session again.
 */
async function logOutAndReload(page: Page): Promise<void> {
  await logOut(page);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
}

test('lottery favourites (LOTTFAV) are kept per user across reloads and logins', async ({ page }, info) => {
  // Two registrations, two logouts and a login: longer than one player's story.
  test.setTimeout(150_000);
  const userA = uniqueUsername(info, 'la');
  const userB = uniqueUsername(info, 'lb');
  await page.goto('/');
  await registerByUsername(page, userA, NEW_PASSWORD);

  // A LOTT game tile (GW Lotto on the lottery game centre) opens /lottery with its gameCode.
  await page.goto('/lott?vassalage=GW');
  const { tile, name } = await firstTileWith(page.locator('main'), 'Play');
  await tile.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=[^&]+/);
  await expect(selectedGame(page)).toHaveText(name);
  // The selected game is launched beside the list: the demo game's lottery pick.
  const panel = page.getByRole('region', { name, exact: true });
  const frame = gameFrame(panel);
  await expectGameReady(frame, name, 0);
  await expect(frame.getByRole('button', { name: 'Place bet', exact: true })).toBeVisible();

  // Star it; a reload keeps the star.
  await expect(star(page, name)).toHaveAttribute('aria-pressed', 'false');
  await star(page, name).click();
  await expect(star(page, name)).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(star(page, name)).toHaveAttribute('aria-pressed', 'true');
  await expect(starred(page)).toHaveCount(1);
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: /^Favourites/ }).click();
  // The Favourites filter lists that game alone (one star per game card).
  await expect(gameList(page).getByRole('button', { name: /^Favourite: / })).toHaveCount(1);
  await expect(star(page, name)).toBeVisible();

  // Another user in the same browser has none of A's favourites.
  await logOutAndReload(page);
  await registerByUsername(page, userB, NEW_PASSWORD);
  await page.goto('/lottery');
  await expect(star(page, name)).toHaveAttribute('aria-pressed', 'false');
  await expect(starred(page)).toHaveCount(0);
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: /^Favourites/ }).click();
  await expect(page.getByText('No favourite lottery games yet. Tap the star on a game to add it.')).toBeVisible();

  // A again: still starred.
  await page.goto('/');
  await logOutAndReload(page);
  await logIn(page, await openLogin(page), userA, NEW_PASSWORD);
  await page.goto('/lottery');
  await expect(star(page, name)).toHaveAttribute('aria-pressed', 'true');
  await expect(starred(page)).toHaveCount(1);
});
