import { expect, test } from '@gamehall/playwright-config';
import { type Locator, type Page } from '@playwright/test';
import { quietAnnouncements } from './support/accounts';

// Issue 11 §5: at every width from a small phone to a wide desktop the header's game-type menu
// and the game tiles' Play and Free trial buttons show whole labels. The menu may scroll sideways
// (with a visible affordance), but no link may run under the search box or the account actions,
// and the keyboard reaches every link fully in view. Each width is checked in English and in
// Tagalog (longer labels: "Subukan nang libre", "Pangingisda"), with touch (phone project: the
// buttons under the art) and with a mouse (desktop project: the buttons over the art).
test.beforeEach(async ({ page }) => {
  await quietAnnouncements(page);
});

const WIDTHS = [320, 390, 768, 1024, 1440, 1920] as const;
const HEIGHT = 900;

const LANGUAGES = [
  { code: 'EN', nav: 'Game types', freeTrial: 'Free trial', play: 'Play' },
  { code: 'TY', nav: 'Mga uri ng laro', freeTrial: 'Subukan nang libre', play: 'Maglaro' },
] as const;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * What the header shows: the other visible header controls (search, account actions, menu
 * button, logo) that the game-type menu's visible part runs into (its scroller's box, and any
 * link that shows outside it), and each menu link whose label is wider than its box.
 */
async function headerLayout(nav: Locator) {
  return nav.evaluate((navEl) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const intersects = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const list = navEl.querySelector('ul');
    if (!list) throw new Error('the game-type menu has no list');
    const header = navEl.closest('header');
    if (!header) throw new Error('the game-type menu is not in the header');
    const links = [...list.querySelectorAll(':scope > li > a')];
    // A list that clips its overflow shows only its own box; one that does not shows every link.
    const clips = getComputedStyle(list).overflowX !== 'visible';
    const shown = [box(list), ...(clips ? [] : links.map(box))];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const others = [...header.querySelectorAll('a, button, input, [role="search"]')]
      .filter((el) => !navEl.contains(el) && visible(el))
      .filter((el) => shown.some((part) => intersects(box(el), part)))
      .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}"`);
    const truncated = links.filter((a) => a.scrollWidth > a.clientWidth + 0.5).map((a) => a.textContent);
    return { links: links.length, overlapping: others, truncated };
  });
}

/** Waits for two animation frames (media queries, scroll and resize observers settled). */
async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Focuses each top-level menu link in turn with the keyboard (Tab from the first, Escape to
 * close a vendor drop-down on the way) and returns those that were never focused or were not
 * wholly in view, uncovered, when focused.
 */
async function walkMenuWithKeyboard(page: Page, nav: Locator) {
  const links = nav.locator(':scope ul > li > a');
  const count = await links.count();
  const labels = await links.allInnerTexts();
  await links.first().focus();
  const seen = new Map<number, string | null>();
  for (let presses = 0; presses < 3 * count && seen.size < count; presses += 1) {
    // The menu's scroll state (faded ends, scroll buttons) follows a scroll within a frame.
    await nextFrames(page);
    const state = await nav.evaluate((navEl) => {
      const active = document.activeElement;
      const list = navEl.querySelector('ul');
      if (!active || !list || !navEl.contains(active)) return { index: -1, problem: 'focus left the menu' };
      const top = [...list.querySelectorAll(':scope > li > a')];
      const index = top.indexOf(active);
      if (index < 0) return { index, problem: null };
      const r = active.getBoundingClientRect();
      const l = list.getBoundingClientRect();
      if (r.left < l.left - 0.5 || r.right > l.right + 0.5) return { index, problem: `outside the menu's visible part (${r.left}–${r.right} of ${l.left}–${l.right})` };
      const y = r.top + r.height / 2;
      // Centre and both ends: the link itself, not a fade, a scroll button or the search box.
      for (const x of [r.left + 3, r.left + r.width / 2, r.right - 3]) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !active.contains(hit)) return { index, problem: `covered at x=${Math.round(x)} by ${hit?.tagName ?? 'nothing'}.${String(hit?.className ?? '')}` };
      }
      return { index, problem: null };
    });
    if (state.index === -1 && state.problem) break;
    if (state.index >= 0 && !seen.has(state.index)) seen.set(state.index, state.problem);
    // Escape closes a category's vendor drop-down (opened by focus on desktop), so Tab goes on to
    // the next category instead of through its vendors.
    if (state.index >= 0) await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Escape');
  const problems: string[] = [];
  labels.forEach((label, index) => {
    if (!seen.has(index)) problems.push(`${label}: not reached by Tab`);
    else if (seen.get(index)) problems.push(`${label}: ${seen.get(index)}`);
  });
  return { count, problems };
}

/** Every rendered tile's Play and Free trial button whose label is cut (ellipsis, clipped or outside its tile). */
async function truncatedTileLabels(scope: Locator) {
  return scope.evaluate((root) => {
    const cut: string[] = [];
    for (const tile of root.querySelectorAll('[data-testid="game-tile"]')) {
      const tileBox = tile.getBoundingClientRect();
      for (const button of tile.querySelectorAll('button:not([aria-pressed])')) {
        const label = button.querySelector('span') ?? button;
        const b = button.getBoundingClientRect();
        const l = label.getBoundingClientRect();
        const name = `${tile.querySelector('[data-testid="game-name"]')?.textContent ?? '?'} / ${label.textContent ?? ''}`;
        // scroll* and client* sizes are rounded to whole pixels separately: 1 px of slack.
        if (button.scrollWidth > button.clientWidth + 1) cut.push(`${name}: button content wider than the button`);
        else if (label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1) cut.push(`${name}: label clipped (${label.scrollWidth}×${label.scrollHeight} in ${label.clientWidth}×${label.clientHeight})`);
        else if (l.left < b.left - 0.5 || l.right > b.right + 0.5) cut.push(`${name}: label outside its button`);
        else if (b.left < tileBox.left - 0.5 || b.right > tileBox.right + 0.5) cut.push(`${name}: button outside its tile`);
      }
    }
    return cut;
  });
}

for (const lang of LANGUAGES) {
  test(`${lang.code}: header menu and tile buttons show whole labels from 320 to 1920 px`, async ({ page }, info) => {
    // 6 widths × 2 pages with a keyboard walk through the menu each: room for a loaded 2-core machine.
    test.setTimeout(300_000);
    await page.addInitScript((code) => window.localStorage.setItem('lang', code), lang.code);
    const nav = page.getByRole('banner').getByRole('navigation', { name: lang.nav });
    const main = page.locator('main');
    const trialTiles = main.getByTestId('game-tile').filter({ has: page.getByRole('button', { name: lang.freeTrial, exact: true }) });

    for (const path of ['/', '/rng']) {
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      await page.goto(path);
      await expect(nav.locator('ul > li > a').nth(3)).toBeVisible();
      await expect(main.getByTestId('game-tile').first()).toBeVisible();
      if (path === '/rng') await expect(trialTiles.first()).toBeVisible();

      for (const width of WIDTHS) {
        await test.step(`${path} at ${width} px`, async () => {
          await page.setViewportSize({ width, height: HEIGHT });
          await page.evaluate(() => window.scrollTo(0, 0));
          await nextFrames(page);

          // Soft: one run lists every width's problems, not only the first.
          const layout = await headerLayout(nav);
          expect.soft(layout.links, 'menu links').toBeGreaterThan(3);
          expect.soft(layout.overlapping, 'header controls over the game-type menu').toEqual([]);
          expect.soft(layout.truncated, 'menu links narrower than their labels').toEqual([]);
          expect.soft(await truncatedTileLabels(main), 'tile buttons with cut labels').toEqual([]);
          // The page itself never scrolls sideways.
          expect.soft(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

          if (path === '/') {
            const walk = await walkMenuWithKeyboard(page, nav);
            expect.soft(walk.problems, 'menu links the keyboard cannot bring wholly into view').toEqual([]);
            await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
            await page.mouse.move(0, HEIGHT - 1);
          } else {
            // A tile offering both Play and Free trial in view (hovered with a mouse: its buttons show).
            const tile = trialTiles.first();
            await tile.scrollIntoViewIfNeeded();
            await page.evaluate(() => window.scrollBy(0, -120));
            await expect(tile.getByRole('button', { name: lang.play, exact: true })).toBeAttached();
            if (info.project.name !== 'phone') {
              await tile.hover();
              // The buttons fade in over the art (200 ms).
              await expect.poll(() => tile.getByRole('button', { name: lang.play, exact: true }).evaluate((button) => getComputedStyle(button.parentElement ?? button).opacity)).toBe('1');
            }
          }
          await page.screenshot({ path: info.outputPath(`${path === '/' ? 'home' : 'rng'}-${lang.code.toLowerCase()}-${width}.png`), scale: 'css' });
        });
      }
    }
  });
}
