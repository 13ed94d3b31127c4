// The size budgets (a CI gate with --assert, scripts/check.mjs "size budget"): the gzip size of
// all JavaScript a page loads in Chromium on a fresh load until the network is idle after load,
// with no interaction — the entry, its preloads and every lazy chunk the page requests by
// itself — on the production builds, per route group (issue 14):
//   home           `/` of the player site, a visitor                         ≤ 170 kB
//   member centre  `/member/depositv2` of the player site, player1 logged in  ≤ MEMBER_BUDGET_KB
//   agent centre   `/agentHome` of the agent site, agent1 logged in           ≤ AGENT_BUDGET_KB
// The logged-in pages get the session storage of a login through the site's own login form
// (the seeded demo accounts, apps/platform-server README "Seeded accounts") before they load.
// The two new budgets were set at today's size rounded up to a whole kB plus 5 kB of headroom.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { agentDist, chromiumLaunch, startPlatform } from './platform.mjs';

/** Home page budget, kB gzip (the target). */
export const BUDGET_KB = 170;
/** Member centre page budget, kB gzip (2026-11-27 on main fca971b: 270.03 kB in 45 files → 271 + 5). */
export const MEMBER_BUDGET_KB = 276;
/** Agent centre page budget, kB gzip (2026-11-27 on main fca971b: 364.94 kB in 47 files → 365 + 5). */
export const AGENT_BUDGET_KB = 370;

/** The seeded demo accounts' password (apps/platform-server README "Seeded accounts"). */
const SEEDED_PASSWORD = 'Gamehall2026';
/** The session storage keys of a login (spec §3 "Storage"; packages/api-client SESSION_KEYS). */
const SESSION_KEYS = ['token', 'isAgent', 'username', 'merchant', 'merchantCode'];
const PHONE = { width: 390, height: 844 };

/**
 * Measures the JavaScript a fresh browser loads for a page until the network is idle after load.
 * @param {string} pageUrl the page's absolute URL
 * @param {Record<string, string>} [session] session storage items set before the page's scripts run
 * @returns {Promise<{ totalKb: number, files: { url: string, kb: number }[] }>} sizes in kB (1000 bytes), gzip -9
 */
export async function measurePageJs(pageUrl, session = {}) {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext({ viewport: PHONE });
    if (Object.keys(session).length) {
      await context.addInitScript((items) => {
        for (const [key, value] of Object.entries(items)) window.sessionStorage.setItem(key, value);
      }, session);
    }
    const page = await context.newPage();
    const bodies = [];
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (res.request().resourceType() === 'script' || type.includes('javascript')) bodies.push(res.body().then((b) => ({ url: res.url(), b })).catch(() => null));
    });
    await page.goto(pageUrl, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(bodies)).filter(Boolean).map(({ url: u, b }) => ({ url: new URL(u).pathname, kb: gzipSync(b, { level: 9 }).length / 1000 }));
    return { totalKb: files.reduce((n, f) => n + f.kb, 0), files };
  } finally {
    await browser.close();
  }
}

/**
 * Measures the home page's JavaScript (a visitor).
 * @param {string} url origin of a running platform server with the built player site
 * @returns {Promise<{ totalKb: number, files: { url: string, kb: number }[] }>} sizes in kB (1000 bytes), gzip -9
 */
export function measureHomeJs(url) {
  return measurePageJs(`${url}/`);
}

/** Reads the login's session storage items of a page. */
async function sessionOf(page) {
  await page.waitForFunction(() => window.sessionStorage.getItem('token'));
  return page.evaluate((keys) => Object.fromEntries(keys.map((k) => [k, window.sessionStorage.getItem(k)]).filter(([, v]) => v !== null)), SESSION_KEYS);
}

/**
 * Logs a seeded account in through a site's own login form and returns the session storage of
 * that login.
 * @param {'player' | 'agent'} site the player site's login modal or the agent site's `/agent` form
 * @param {string} origin the site's origin (a demo-mode platform server)
 * @param {string} account seeded account name
 * @returns {Promise<Record<string, string>>} session storage items (token, isAgent, username, …)
 * @throws Error when the login does not end with a token in session storage within 30 s
 */
export async function loginSession(site, origin, account) {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext({ viewport: PHONE });
    // Keeps the popup announcements out of the way of the login form (spec §4: closed per session).
    await context.addInitScript(() => {
      window.sessionStorage.setItem('announcementClosed:A', 'closed');
      window.sessionStorage.setItem('announcementClosed:B', 'closed');
    });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    if (site === 'agent') {
      await page.goto(`${origin}/agent`);
      const form = page.getByRole('form', { name: 'Agent login' });
      await form.getByLabel(/user ?name/i).fill(account);
      await form.getByLabel(/^password/i).fill(SEEDED_PASSWORD);
      await form.getByRole('button', { name: 'Log in' }).click();
    } else {
      await page.goto(`${origin}/`);
      await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Log in', exact: true });
      await dialog.getByLabel('Username', { exact: true }).fill(account);
      await dialog.getByLabel('Password', { exact: true }).fill(SEEDED_PASSWORD);
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    }
    return await sessionOf(page);
  } finally {
    await browser.close();
  }
}

/**
 * Measures every route group against one demo-mode platform server serving both built sites.
 * @returns {Promise<{ name: string, path: string, budgetKb: number, totalKb: number, files: { url: string, kb: number }[] }[]>}
 * @throws Error when a build is missing or a login fails
 */
export async function measureRouteGroups() {
  const platform = await startPlatform({ quiet: true, demo: true, agentStaticDir: agentDist });
  try {
    const home = await measureHomeJs(platform.url);
    const member = await measurePageJs(`${platform.url}/member/depositv2`, await loginSession('player', platform.url, 'player1'));
    const agent = await measurePageJs(`${platform.agentUrl}/agentHome`, await loginSession('agent', platform.agentUrl, 'agent1'));
    return [
      { name: 'home page', path: '/ (visitor)', budgetKb: BUDGET_KB, ...home },
      { name: 'member centre', path: '/member/depositv2 (player1)', budgetKb: MEMBER_BUDGET_KB, ...member },
      { name: 'agent centre', path: 'agent site /agentHome (agent1)', budgetKb: AGENT_BUDGET_KB, ...agent },
    ];
  } finally {
    await platform.stop();
  }
}

/** One line per route group: size, files, budget, headroom. */
export function groupLine(group) {
  const over = `OVER by ${(group.totalKb - group.budgetKb).toFixed(1)} kB`;
  const status = group.totalKb <= group.budgetKb ? 'ok' : over;
  return `${`${group.name} JS`.padEnd(18)} ${group.totalKb.toFixed(1).padStart(6)} kB gzip in ${String(group.files.length).padStart(2)} files  budget ${group.budgetKb} kB  ${status}  (${group.path})`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const groups = await measureRouteGroups();
  for (const group of groups) {
    if (process.argv.includes('--files')) for (const f of group.files.sort((a, b) => b.kb - a.kb)) console.log(`  ${f.kb.toFixed(1).padStart(7)} kB  ${f.url}`);
    console.log(groupLine(group));
  }
  if (process.argv.includes('--assert') && groups.some((g) => g.totalKb > g.budgetKb)) process.exitCode = 1;
}
