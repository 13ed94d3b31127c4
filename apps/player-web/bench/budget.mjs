// The size budget (a CI gate with --assert): the gzip size of all JavaScript that `/` loads in
// Chromium until the network is idle after load — the entry, its preloads and every lazy chunk
// the home page requests by itself — on the production build. Budget: 170 kB (gzip -9).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunch, startPlatform } from './platform.mjs';

export const BUDGET_KB = 170;

/**
 * Measures the home page's JavaScript.
 * @param {string} url origin of a running platform server with the built player site
 * @returns {Promise<{ totalKb: number, files: { url: string, kb: number }[] }>} sizes in kB (1000 bytes), gzip -9
 */
export async function measureHomeJs(url) {
  const browser = await chromium.launch(chromiumLaunch);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const bodies = [];
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (res.request().resourceType() === 'script' || type.includes('javascript')) bodies.push(res.body().then((b) => ({ url: res.url(), b })).catch(() => null));
  });
  await page.goto(`${url}/`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(bodies)).filter(Boolean).map(({ url: u, b }) => ({ url: new URL(u).pathname, kb: gzipSync(b, { level: 9 }).length / 1000 }));
  await browser.close();
  const totalKb = files.reduce((n, f) => n + f.kb, 0);
  return { totalKb, files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const platform = await startPlatform({ quiet: true });
  try {
    const { totalKb, files } = await measureHomeJs(platform.url);
    for (const f of files.sort((a, b) => b.kb - a.kb)) console.log(`  ${f.kb.toFixed(1).padStart(7)} kB  ${f.url}`);
    console.log(`home page JS: ${totalKb.toFixed(1)} kB gzip in ${files.length} files (budget ${BUDGET_KB} kB)`);
    if (process.argv.includes('--assert') && totalKb > BUDGET_KB) {
      console.error(`over budget by ${(totalKb - BUDGET_KB).toFixed(1)} kB`);
      process.exitCode = 1;
    }
  } finally {
    await platform.stop();
  }
}
