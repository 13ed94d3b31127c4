import { expect, test } from '@gamehall/playwright-config';
import { type Page } from '@playwright/test';
import { NEW_PASSWORD, header, quietAnnouncements, registerByUsername, uniqueUsername } from './support/accounts';
import {
  creditWallet,
  expectGameReady,
  expectHeaderBalance,
  firstTileWith,
  gameFrame,
  gamePopup,
  gameTile,
  placeBet,
} from './support/play';

// Issue 5 "Play" as a player does it against the real platform server: favourites, the game
// popup with the demo game on the game site's own origin (a cross-origin iframe), bets, the
// balance, recent games, VASSALAGE vendors' game lists and free trial (spec §2, §4).
test.beforeEach(async ({ page }) => {
  await quietAnnouncements(page);
});

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in', exact: true });
const lobbyTab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Game types' }).getByRole('tab', { name, exact: true });

test('a new player favourites a game, plays it for money, and finds it under favourites and recent', async ({ page }, info) => {
  // The whole story of issue 5's first test: about 45 s on an idle desktop, so room for 2-core CI.
  test.setTimeout(120_000);
  const username = uniqueUsername(info, 'p');
  await page.goto('/');
  await registerByUsername(page, username, NEW_PASSWORD);
  // A new account starts at 0.00: the operator credits it (dev tools) and the player refreshes the balance.
  await creditWallet(page.request, username, '500.00');
  await expectHeaderBalance(page, 50_000, true);

  // Favourite a slot from the lobby with the tile's heart.
  await lobbyTab(page, 'Slots').click();
  await expect(lobbyTab(page, 'Slots')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/type=RNG/);
  const { tile, name } = await firstTileWith(page.locator('main'), 'Play');
  await tile.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(tile.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');

  // The FAV tab lists it.
  await lobbyTab(page, 'Favourites').click();
  const favourites = page.getByRole('region', { name: 'Favourites', exact: true });
  await expect(gameTile(favourites, name)).toBeVisible();
  await expect(favourites.getByTestId('game-tile')).toHaveCount(1);

  // Home's FAV section too, whose More leads to /favorite.
  await lobbyTab(page, 'Home').click();
  const favSection = page.getByRole('region', { name: 'Favourites', exact: true });
  await expect(gameTile(favSection, name)).toBeVisible();
  await favSection.getByRole('link', { name: 'More: Favourites' }).click();
  await expect(page).toHaveURL(/\/favorite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  const favouriteTile = gameTile(page.locator('main'), name);
  await expect(favouriteTile).toBeVisible();

  // Play it: the game popup shows the demo game from the game site, on the player's wallet.
  await favouriteTile.getByRole('button', { name: 'Play', exact: true }).click();
  const popup = gamePopup(page, name);
  await expect(popup).toBeVisible();
  const frame = gameFrame(popup);
  await expectGameReady(frame, name, 50_000);
  await expect(popup.locator('iframe')).toHaveAttribute('src', /\/play\?launch=/);

  // A bet: the game's balance moves by exactly payout − stake.
  const bet = await placeBet(frame);

  // The game's own Close button closes the popup (postMessage from the launch origin).
  await frame.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(popup).toHaveCount(0);
  await expectHeaderBalance(page, bet.after);

  // RECENT on home, and /recent through its More link.
  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recent', exact: true });
  await expect(gameTile(recent, name)).toBeVisible();
  await expectHeaderBalance(page, bet.after);
  await recent.getByRole('link', { name: 'More: Recent' }).click();
  await expect(page).toHaveURL(/\/recent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recent games' })).toBeVisible();
  await expect(gameTile(page.locator('main'), name)).toBeVisible();
});

for (const { label, path, vendor } of [
  { label: 'BBIN under Live Casino', path: '/live?vassalage=BBIN', vendor: 'BBIN Live' },
  { label: 'KY under Poker', path: '/pvp?vassalage=KY', vendor: 'Kaiyuan Chess' },
]) {
  test(`a VASSALAGE vendor (${label}) opens its game list, and a game from it launches`, async ({ page }, info) => {
    await page.goto('/');
    await registerByUsername(page, uniqueUsername(info, 'v'), NEW_PASSWORD);
    await page.goto(path);
    const { tile } = await firstTileWith(page.locator('main'), 'Play');
    await tile.getByRole('button', { name: 'Play', exact: true }).click();

    // The vendor's game list popup (GCSGAME_getVassGameType), not the game.
    const list = page.getByRole('dialog', { name: vendor, exact: true });
    await expect(list).toBeVisible();
    const { tile: listed, name } = await firstTileWith(list, 'Play');
    await expect(list.getByTestId('game-vendor').first()).toHaveText(vendor);
    await listed.getByRole('button', { name: 'Play', exact: true }).click();

    // The game opens in the game popup over the list; closing it comes back to the list.
    const popup = gamePopup(page, name);
    await expect(popup).toBeVisible();
    await expectGameReady(gameFrame(popup), name, 0);
    await popup.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(popup).toHaveCount(0);
    await expect(list).toBeVisible();
    await list.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(list).toHaveCount(0);
  });
}

test('free trial plays with play money logged out, and the popup ignores messages not from the game', async ({ page }) => {
  await page.goto('/rng');
  const { tile, name } = await firstTileWith(page.locator('main'), 'Free trial');
  await tile.getByRole('button', { name: 'Free trial', exact: true }).click();

  const popup = gamePopup(page, name);
  await expect(popup).toBeVisible();
  const frame = gameFrame(popup);
  await expectGameReady(frame, name, 200_000);
  await expect(frame.getByText('Free play', { exact: true })).toBeVisible();
  await expect(frame.getByText('Play money', { exact: true })).toBeVisible();
  await expect(loginDialog(page)).toHaveCount(0);

  // A well-formed `close` posted by the lobby's own window (not the game's frame, not the launch
  // origin) is ignored: the popup stays, and the game still plays.
  const delivered = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        // Added after the popup's listener, so it runs after it for the same event.
        window.addEventListener('message', (event) => resolve((event.data as { type?: string }).type === 'close'), { once: true });
        window.postMessage({ source: 'gamehall-game', type: 'close' }, '*');
      }),
  );
  expect(delivered).toBe(true);
  await expect(popup).toBeVisible();
  await placeBet(frame);
  await expect(popup).toBeVisible();

  // Play money: the bet is the game's, the visitor stays a visitor with no login popup.
  await popup.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(popup).toHaveCount(0);
  await expect(loginDialog(page)).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
});
