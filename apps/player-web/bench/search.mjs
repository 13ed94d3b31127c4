// Search figures for `pnpm bench` (issue 14, spec §2 search by game name):
// - measureSearch(url): keystroke → painted results in the browser, on the production home page's
//   header search over the seeded 10k catalogue. Timed inside the page: from the `input` event's
//   timeStamp (a capturing listener) to the paint of that word's results, once the drop-down
//   shows them (its `data-term`; on builds without it, the first settled list after the input):
//   the Element Timing renderTime of a result name (`elementtiming` on the names; on builds
//   without it, a double requestAnimationFrame). One input event per word (Playwright `fill`),
//   each word new to the page (no client cache hit). Whatever answers first counts: the local
//   index's results, or the server's where there is no index.
// - measureServerSearch(url): the server's search alone, in process (ms per query over the 10k
//   snapshot, cold: a fresh index's first answer for each word), plus the HTTP round trip.
// Run alone: `node bench/search.mjs` (starts the built platform server like run.mjs).
import { chromium } from '@playwright/test';
import { chromiumLaunch, startPlatform } from './platform.mjs';

/** Words typed: whole words, prefixes and typos ("bonanaza" must find Bonanza). */
export const SEARCH_WORDS = ['dragon', 'fortu', 'bonanaza', 'lucky', 'roy', 'treas', 'fortnue', 'gold', 'wild', 'koi'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (ms) => Math.round(ms * 10) / 10;

/** In the page: resolves with the ms from the next input event on `input` to the painted results for `word`. */
function installProbe(word) {
  const input = document.querySelector('input[aria-autocomplete="list"]');
  const list = document.getElementById(input.getAttribute('aria-controls'));
  window.__searchTiming = new Promise((resolve) => {
    let t0;
    let shown = false;
    let done = false;
    const finish = (ms) => {
      if (done) return;
      done = true;
      observer.disconnect();
      paints.disconnect();
      resolve(ms);
    };
    // The paint of the results: Element Timing's renderTime of a result name in the list
    // (`elementtiming` on the names), after the input.
    const paintOf = (entries) => entries.find((e) => e.element && list.contains(e.element) && e.renderTime >= t0);
    const seen = [];
    const paints = new PerformanceObserver((entries) => {
      seen.push(...entries.getEntries());
      const entry = shown ? paintOf(seen) : undefined;
      if (entry) finish(entry.renderTime - t0);
    });
    paints.observe({ type: 'element' });
    const ready = () => {
      if (t0 === undefined || list.hidden) return false;
      if (list.hasAttribute('data-term') || document.querySelector('[role="listbox"][data-term]')) return list.getAttribute('data-term') === word;
      // Builds without data-term: the list settled (not busy) with options rendered after the input.
      return list.getAttribute('aria-busy') !== 'true' && list.querySelector('[role="option"]') !== null && list.__changed === true;
    };
    const observer = new MutationObserver(() => {
      list.__changed = t0 !== undefined;
      if (shown || !ready()) return;
      shown = true;
      const entry = paintOf(seen);
      if (entry) finish(entry.renderTime - t0);
      // Builds without elementtiming: a double requestAnimationFrame (the frame holding the
      // results has been painted; up to a frame late when the commit ran in a frame callback).
      else if (!document.querySelector('[elementtiming]')) requestAnimationFrame(() => requestAnimationFrame(() => finish(performance.now() - t0)));
    });
    observer.observe(list, { subtree: true, childList: true, attributes: true, characterData: true });
    input.addEventListener(
      'input',
      (event) => {
        t0 = event.timeStamp > 0 ? Math.min(event.timeStamp, performance.now()) : performance.now();
        list.__changed = false;
      },
      { once: true, capture: true },
    );
    setTimeout(() => finish(Number.NaN), 10_000);
  });
}

/**
 * Keystroke → painted search results in the browser (see the module comment).
 * @param {string} url the platform server's origin serving the production build
 * @param {{ words?: string[] }} [options]
 * @returns {Promise<{ medianMs: number, samples: { word: string, ms: number }[] }>} times in milliseconds
 * @throws Error when the page or the search box does not load.
 */
export async function measureSearch(url, options = {}) {
  const words = options.words ?? SEARCH_WORDS;
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${url}/`);
    const box = page.locator('input[aria-autocomplete="list"]').first();
    await box.waitFor();
    await box.click();
    // Warm-up (the drop-down's chunk, the connection); not counted.
    // (Functions, not strings: the site's CSP forbids eval.)
    const listShown = () => document.getElementById(document.querySelector('input[aria-autocomplete="list"]').getAttribute('aria-controls'))?.hidden === false;
    const listHidden = () => document.getElementById(document.querySelector('input[aria-autocomplete="list"]').getAttribute('aria-controls'))?.hidden !== false;
    await box.fill('zq');
    await page.waitForFunction(listShown);
    const samples = [];
    for (const word of words) {
      await box.fill('');
      await page.waitForFunction(listHidden);
      await page.evaluate(installProbe, word);
      await box.fill(word);
      const ms = await page.evaluate(() => window.__searchTiming);
      samples.push({ word, ms: round(ms) });
      // The visitor looks at the results before the next word: their icons are in (a fresh
      // platform converts each icon to WebP on its first request, which would otherwise load
      // the 2 cores during the next word).
      await page
        .waitForFunction(
          () => {
            const list = document.getElementById(document.querySelector('input[aria-autocomplete="list"]').getAttribute('aria-controls'));
            const images = [...(list?.querySelectorAll('img') ?? [])];
            return images.length > 0 && images.every((img) => img.complete);
          },
          undefined,
          { timeout: 10_000 },
        )
        .catch(() => undefined);
    }
    const valid = samples.map((s) => s.ms).filter((ms) => Number.isFinite(ms));
    return { medianMs: round(median(valid)), samples };
  } finally {
    await browser.close();
  }
}

/**
 * The server's search alone: the 10k catalogue fetched from `url`, indexed in this process with
 * the platform server's own search module, and each word answered cold; plus the HTTP round trip
 * of a search page (fresh words, so no server memo hit).
 * @param {string} url the platform server's origin
 * @returns {Promise<{ games: number, buildMs: number, perQueryMs: number, httpMedianMs: number, samples: { word: string, ms: number, hits: number }[] }>}
 */
export async function measureServerSearch(url, words = SEARCH_WORDS) {
  const games = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const res = await fetch(`${url}/wps/relay/GCSGAME_gameList?pageNo=${pageNo}&pageSize=100&language=EN`);
    const { value } = await res.json();
    games.push(...value.games);
    if (value.games.length < 100) break;
  }
  const { GameSearchIndex } = await import('../../../packages/api-client/src/contract/gameSearch.ts');
  const t0 = performance.now();
  const index = new GameSearchIndex(games);
  const buildMs = performance.now() - t0;
  const samples = [];
  for (const word of words) {
    const fresh = new GameSearchIndex(games); // cold: no warmed caches of a previous word
    const s = performance.now();
    const hits = fresh.rank(word).length;
    samples.push({ word, ms: round(performance.now() - s), hits });
  }
  // Warm loop: the steady per-query cost of one index.
  const loops = 20;
  const s = performance.now();
  for (let i = 0; i < loops; i += 1) for (const word of words) index.rank(word);
  const perQueryMs = (performance.now() - s) / (loops * words.length);
  const http = [];
  for (const word of words) {
    const s2 = performance.now();
    await (await fetch(`${url}/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(`${word} `)}&pageNo=1&pageSize=8&language=EN`)).json();
    http.push(performance.now() - s2);
  }
  return { games: games.length, buildMs: round(buildMs), perQueryMs: round(perQueryMs), httpMedianMs: round(median(http)), samples };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const platform = await startPlatform({ quiet: true });
  try {
    const server = await measureServerSearch(platform.url);
    console.log(`server search over ${server.games} games: index ${server.buildMs} ms, ${server.perQueryMs} ms/query warm, HTTP median ${server.httpMedianMs} ms`);
    console.log(`  cold per word: ${server.samples.map((s) => `${s.word} ${s.ms} ms (${s.hits})`).join(', ')}`);
    const browser = await measureSearch(platform.url);
    console.log(`browser keystroke → painted results: median ${browser.medianMs} ms`);
    console.log(`  ${browser.samples.map((s) => `${s.word} ${s.ms}`).join(', ')}`);
  } finally {
    await platform.stop();
  }
}
