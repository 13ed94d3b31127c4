// `pnpm bench` for the player site: prints, without asserting, the figures we aim at (issue 14) —
// 1. the JS (gzip) of each route group (home page, member centre, agent centre; bench/budget.mjs,
//    whose --assert is the CI gate) and of the stack floor app (bench/floor);
// 2. Lighthouse 13.5 mobile (default mobile preset: simulated slow 4G, 4× CPU) on the floor app
//    and on the production home page, alternately, BENCH_RUNS runs each (default 5), a fresh
//    Chromium per run, as a side-by-side table of medians with the ratios home/floor, the
//    issue's targets and the machine's Lighthouse benchmark index;
// 3. search: keystroke → painted results in the browser over the 10k catalogue, and the
//    server's search alone (bench/search.mjs);
// 4. the catalogue endpoint's req/s + p99 under autocannon.
// The floor and the home page are served by two platform servers of the same build and settings
// (startPlatform's staticDir), so they differ only in the site. Needs the production builds
// (turbo's bench task depends on build; the agent centre needs apps/agent-web's build too).
import autocannon from 'autocannon';
import { groupLine, measureRouteGroups } from './budget.mjs';
import { buildFloor } from './floor/build.mjs';
import { chromiumLaunch, startPlatform } from './platform.mjs';
import { measureSearch, measureServerSearch } from './search.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5) || 5);
const figures = [];
const sizeLines = [];
let lighthouseLines;

// 1. Size: each route group (its own demo-mode server: the member and agent centres need the
//    seeded accounts), and the floor app.
try {
  for (const group of await measureRouteGroups()) sizeLines.push(groupLine(group));
} catch (error) {
  sizeLines.push(`route groups not measured: ${error.message}`);
}
const floor = await buildFloor();
sizeLines.push(`${'floor app JS'.padEnd(18)} ${floor.jsKb.toFixed(1).padStart(6)} kB gzip in ${String(floor.files.length).padStart(2)} files  (bench/floor: React 19 + data router + RTK Query + saga + i18next)`);

const platform = await startPlatform({ quiet: true });
const floorPlatform = await startPlatform({ quiet: true, staticDir: floor.dir });
try {
  // 2. Lighthouse, mobile preset, alternating floor and home (the order flips every pair).
  try {
    lighthouseLines = await lighthouseSideBySide({ floor: `${floorPlatform.url}/`, home: `${platform.url}/` });
  } catch (error) {
    lighthouseLines = [`Lighthouse not measured: ${error.message}`];
  }
  await floorPlatform.stop();

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
  await floorPlatform.stop();
  await platform.stop();
}
console.log('\nGamehall bench (no assertions; figures depend on the machine and its load)');
console.log('\nJS loaded until network idle, no interaction (gzip -9; budgets gated by bench/budget.mjs --assert):');
for (const line of sizeLines) console.log(`  ${line}`);
console.log('');
for (const line of lighthouseLines) console.log(line);
console.log('');
for (const [name, value, target] of figures) console.log(`  ${name.padEnd(46)} ${value.padStart(12)}   target ${target}`);

/** The median of numbers (the mean of the middle two for an even count); NaN for none. */
function median(values) {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return NaN;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

/**
 * One Lighthouse run (default mobile config, performance + accessibility) in a fresh Chromium.
 * @param {string} url page to audit
 * @returns {Promise<{ score: number, lcp: number, fcp: number, tbt: number, cls: number, a11y: number, benchmarkIndex: number }>} scores 0–100, times in ms
 */
async function lighthouseRun(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: chromiumLaunch.executablePath, chromeFlags: chromiumLaunch.args });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const a = lhr.audits;
    return {
      score: lhr.categories.performance.score * 100,
      lcp: a['largest-contentful-paint'].numericValue,
      fcp: a['first-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      a11y: lhr.categories.accessibility.score * 100,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Runs Lighthouse RUNS times on each site, alternately, and formats the table of medians.
 * @param {{ floor: string, home: string }} urls
 * @returns {Promise<string[]>} the lines to print
 */
async function lighthouseSideBySide(urls) {
  const runs = { floor: [], home: [] };
  const failures = [];
  for (let i = 0; i < RUNS; i += 1) {
    for (const site of i % 2 ? ['home', 'floor'] : ['floor', 'home']) {
      try {
        const r = await lighthouseRun(urls[site]);
        runs[site].push(r);
        console.log(`  Lighthouse ${i + 1}/${RUNS} ${site.padEnd(5)}  score ${Math.round(r.score)}  LCP ${(r.lcp / 1000).toFixed(2)} s  FCP ${(r.fcp / 1000).toFixed(2)} s  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}  a11y ${Math.round(r.a11y)}  BI ${Math.round(r.benchmarkIndex)}`);
      } catch (error) {
        failures.push(`${site} run ${i + 1}: ${error.message}`);
        console.log(`  Lighthouse ${i + 1}/${RUNS} ${site}: failed (${error.message})`);
      }
    }
  }
  if (!runs.floor.length || !runs.home.length) throw new Error(`no successful runs of ${runs.floor.length ? 'home' : 'floor'} (${failures.join('; ')})`);
  const med = (site, key) => median(runs[site].map((r) => r[key]));
  const f = (key) => med('floor', key);
  const h = (key) => med('home', key);
  const ratio = (key) => h(key) / f(key);
  const met = (ok) => (ok ? 'met' : 'NOT MET');
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const x = (r) => (Number.isFinite(r) ? `${r.toFixed(2)}×` : '–');
  const rows = [
    ['performance score', Math.round(f('score')), Math.round(h('score')), x(ratio('score')), `≥ floor − 2 (${Math.round(f('score')) - 2})`, met(h('score') >= f('score') - 2)],
    ['LCP', s(f('lcp')), s(h('lcp')), x(ratio('lcp')), '≤ 1.05×', met(h('lcp') <= 1.05 * f('lcp'))],
    ['FCP', s(f('fcp')), s(h('fcp')), x(ratio('fcp')), '≤ 1.05×', met(h('fcp') <= 1.05 * f('fcp'))],
    ['TBT', `${Math.round(f('tbt'))} ms`, `${Math.round(h('tbt'))} ms`, x(ratio('tbt')), '≤ 1.5×', met(h('tbt') <= 1.5 * f('tbt'))],
    ['CLS', f('cls').toFixed(3), h('cls').toFixed(3), '', '≤ 0.02', met(h('cls') <= 0.02)],
    ['accessibility', Math.round(f('a11y')), Math.round(h('a11y')), '', '100', met(Math.round(h('a11y')) === 100)],
  ];
  const index = median([...runs.floor, ...runs.home].map((r) => r.benchmarkIndex));
  return [
    `Lighthouse 13.5 mobile (simulated slow 4G, 4× CPU), medians of ${runs.floor.length} floor / ${runs.home.length} home runs, alternating, fresh Chromium each:`,
    `  ${''.padEnd(18)} ${'floor'.padStart(8)} ${'home'.padStart(8)} ${'home/floor'.padStart(11)}   ${'target'.padEnd(20)} status`,
    ...rows.map(([name, fv, hv, r, target, status]) => `  ${name.padEnd(18)} ${String(fv).padStart(8)} ${String(hv).padStart(8)} ${r.padStart(11)}   ${target.padEnd(20)} ${status}`),
    `  Lighthouse benchmark index (median of all runs): ${Math.round(index)} (floor ${Math.round(med('floor', 'benchmarkIndex'))}, home ${Math.round(med('home', 'benchmarkIndex'))})`,
    ...(failures.length ? [`  failed runs: ${failures.join('; ')}`] : []),
  ];
}
