// `pnpm bench` for the player site: prints, without asserting, the figures we aim at —
// home-page JS (gzip), Lighthouse mobile (score, LCP, CLS, TBT) on the production build,
// search-to-results time in the browser over the 10k catalogue, and the catalogue endpoint's
// req/s + p99 under autocannon. Needs the production builds (turbo's bench task depends on build).
import autocannon from 'autocannon';
import { measureHomeJs } from './budget.mjs';
import { chromiumLaunch, startPlatform } from './platform.mjs';
import { measureSearch, measureServerSearch } from './search.mjs';

const platform = await startPlatform({ quiet: true });
const figures = [];
try {
  // 1. Size.
  const { totalKb } = await measureHomeJs(platform.url);
  figures.push(['home page JS (gzip)', `${totalKb.toFixed(1)} kB`, '≤ 170 kB']);

  // 2. Lighthouse, mobile preset (simulated throttling on a mid-range phone).
  try {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const chrome = await chromeLauncher.launch({ chromePath: chromiumLaunch.executablePath, chromeFlags: chromiumLaunch.args });
    try {
      const result = await lighthouse(`${platform.url}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const a = result.lhr.audits;
      figures.push(['Lighthouse mobile performance', String(Math.round(result.lhr.categories.performance.score * 100)), '≥ 97']);
      figures.push(['LCP', `${(a['largest-contentful-paint'].numericValue / 1000).toFixed(2)} s`, '≤ 1.8 s']);
      figures.push(['CLS', a['cumulative-layout-shift'].numericValue.toFixed(3), '≤ 0.02']);
      figures.push(['TBT', `${Math.round(a['total-blocking-time'].numericValue)} ms`, '≤ 50 ms']);
    } finally {
      await chrome.kill();
    }
  } catch (error) {
    figures.push(['Lighthouse', `not measured: ${error.message}`, '']);
  }

  // 3. Search: keystroke → painted results in the browser over the seeded 10k catalogue
  //    (bench/search.mjs, median of ≥ 7 words incl. prefixes and a typo), and the server's search alone.
  const server = await measureServerSearch(platform.url);
  figures.push(['server search (in process, 10k games)', `${server.perQueryMs} ms/query`, '']);
  const search = await measureSearch(platform.url);
  figures.push(['search keystroke → results painted (median)', `${search.medianMs} ms`, '≤ 50 ms']);
  console.log(`search samples (ms): ${search.samples.map((s) => `${s.word} ${s.ms}`).join(', ')}`);

  // 4. Catalogue throughput: a filtered game list page.
  const result = await autocannon({
    url: `${platform.url}/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageNo=2&pageSize=18&language=EN`,
    connections: 50,
    duration: 10,
  });
  figures.push(['GCSGAME_gameList req/s (autocannon, 50 conns)', String(Math.round(result.requests.average)), '≥ 5,000']);
  figures.push(['GCSGAME_gameList p99 latency', `${result.latency.p99} ms`, '']);
} finally {
  await platform.stop();
}
console.log('\nGamehall bench (no assertions)');
for (const [name, value, target] of figures) console.log(`  ${name.padEnd(46)} ${value.padStart(12)}   target ${target}`);
