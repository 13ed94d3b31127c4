import { expect, test } from '@gamehall/playwright-config';
import { openHeaderSearch } from './support/lobby';

// A new visitor browsing the lobby of the seeded platform (spec §2 "Home lobby"). The
// announcement popup is dismissed for this session up front (announcements.spec.ts covers it).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem('announcementClosed:B', 'closed'));
});

test('home shows banners, the notice marquee, sections and the winner board', async ({ page }, info) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('img[src*="/art/banner/"]').first()).toBeVisible();
  await expect(page.getByRole('marquee').or(page.getByRole('region', { name: /notice/i })).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /hot/i }).first()).toBeVisible();
  // The winner board loads at the first interaction (home page JS budget): the visitor scrolls.
  await page.mouse.wheel(0, 600);
  await page.getByRole('heading', { name: /big winners/i }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: /big winners/i })).toBeVisible();
  await page.screenshot({ path: `test-results/screens/home-${info.project.name}.png`, fullPage: true });
});

test('searching a word of a game name in ALL finds games and pages through results', async ({ page }) => {
  await page.goto('/?type=RNG');
  // The category's own search box (in the page, not the header's); the category browser is a
  // lazy chunk, so wait for it before typing.
  const search = page.getByRole('main').getByRole('searchbox', { name: /search games/i });
  await expect(search).toBeVisible();
  await search.fill('  Dragon ');
  await search.press('Enter');
  await expect(page).toHaveURL(/q=Dragon/);
  const tiles = page.getByTestId('game-tile');
  const allMatch = async () => {
    const texts = await tiles.locator('[data-testid="game-name"]').allInnerTexts();
    return texts.length > 0 && texts.every((name) => name.toLowerCase().includes('dragon'));
  };
  await expect.poll(allMatch).toBe(true);
  const names = await tiles.locator('[data-testid="game-name"]').allInnerTexts();
  const pager = page.getByRole('navigation', { name: /pagination/i });
  await expect(pager).toBeVisible();
  await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect.poll(async () => (await tiles.locator('[data-testid="game-name"]').allInnerTexts()).join()).not.toEqual(names.join());
  await expect.poll(allMatch).toBe(true);
});

test('the header search shows ranked results as the visitor types, forgiving a typo', async ({ page }) => {
  await page.goto('/');
  const box = page.locator('input[aria-autocomplete="list"]').first();
  await openHeaderSearch(page, box);
  await box.fill('bonanaza');
  const list = page.locator('[role="listbox"][data-term="bonanaza"]');
  await expect(list).toBeVisible();
  // Polled: the list can show for the term before its last answer has re-rendered the options.
  const names = () => list.getByRole('option').allInnerTexts();
  await expect.poll(async () => (await names()).length).toBeGreaterThan(1);
  // Every option but the last ("view all") is a game whose name holds "bonanza".
  await expect.poll(async () => (await names()).slice(0, -1).filter((text) => !text.toLowerCase().includes('bonanza'))).toEqual([]);
});

test('the header search answers from the local index first, then the server gives the same games with icons', async ({ page }) => {
  // The server's search answers only when released, so what shows before is the local index's.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/GCSGAME_gameList\?.*gameName=/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  const box = page.locator('input[aria-autocomplete="list"]').first();
  // The box's first focus loads the index.
  const index = page.waitForResponse((response) => response.url().includes('/wps/v2/game-search-index') && response.ok());
  await openHeaderSearch(page, box);
  await box.focus();
  await index;
  await box.fill('dragon');
  const list = page.locator('[role="listbox"][data-term="dragon"]');
  await expect(list).toBeVisible();
  const options = list.getByRole('option');
  await expect.poll(async () => (await options.allInnerTexts()).length).toBe(9);
  const local = await options.allInnerTexts();
  expect(local.slice(0, 8).every((text) => text.toLowerCase().includes('dragon'))).toBe(true);
  await expect(list.locator('img')).toHaveCount(0);
  release();
  await expect(list.locator('img')).toHaveCount(8);
  expect(await options.allInnerTexts()).toEqual(local);
});

test('a vendor filter narrows the list', async ({ page }) => {
  await page.goto('/?type=RNG');
  const tiles = page.getByTestId('game-tile');
  await expect(tiles.first()).toBeVisible();
  await page.getByRole('button', { name: /^JDB/ }).or(page.getByRole('tab', { name: /^JDB/ })).first().click();
  await expect(page).toHaveURL(/vendor=JDB/);
  await expect
    .poll(async () => [...new Set(await tiles.locator('[data-testid="game-vendor"]').allInnerTexts())])
    .toEqual(['JDB Gaming']);
});

test('/rng?vassalage=PG lists PG games', async ({ page }) => {
  await page.goto('/rng?vassalage=PG');
  const tiles = page.getByTestId('game-tile');
  await expect(tiles.first()).toBeVisible();
  const vendors = await tiles.locator('[data-testid="game-vendor"]').allInnerTexts();
  expect(vendors.length).toBeGreaterThan(0);
  expect(new Set(vendors)).toEqual(new Set([vendors[0]]));
  expect(vendors[0]).toMatch(/PG/i);
});

test('a broken game icon shows the fallback image', async ({ page }) => {
  await page.route(/\/art\/game\/[^/]+\.(svg|webp)(\?.*)?$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/?type=RNG');
  const img = page.getByTestId('game-tile').first().locator('img');
  await expect(img).toHaveAttribute('src', /\/art\/fallback\.svg/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  await expect(page.getByText(/not found|404/i).first()).toBeVisible();
});

test('the lobby reads in Tagalog', async ({ page }, info) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'TY'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', /^tl/);
  await page.screenshot({ path: `test-results/screens/home-tl-${info.project.name}.png` });
});
