/**
 * Writes a contact sheet of generated art to a folder (default /tmp/art) for a visual check:
 * `npx tsx scripts/art-sheet.ts [dir] [offset]`, then screenshot `<dir>/sheet.html` with Chromium.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderBanner, renderFallbackIcon, renderGameIcon, renderLicence, renderLogo, renderVendorLogo } from '../src/art/index.ts';
import { buildSeed } from '../src/seed/catalogue.ts';

const dir = process.argv[2] ?? '/tmp/art';
const offset = Number(process.argv[3] ?? '0');
const word = process.argv[4] ?? '';
mkdirSync(dir, { recursive: true });
const seed = buildSeed();
const pool = seed.games.filter((g) => g.gameName.toLowerCase().includes(word) || g.gameType === word);
const step = Math.max(1, Math.floor(pool.length / 24));
const games = Array.from({ length: 24 }, (_, i) => pool[(i * step + offset * 37) % pool.length]).filter((g) => g !== undefined);
const vendors = seed.vendors.filter((_, i) => i % 9 === offset % 9).slice(0, 6);
const banners = seed.banners.filter((b) => b.groupName === 'w_home').filter((_, i) => i % 5 === offset % 5 || i === 6);
const write = (name: string, svg: string): string => {
  writeFileSync(join(dir, name), svg);
  return name;
};
let sizes = 0;
const tiles = games.map((g) => {
  const svg = renderGameIcon(g);
  sizes = Math.max(sizes, svg.length);
  return `<figure><img src="${write(`${g.gameCode}.svg`, svg)}"><figcaption>${g.gameName}<br><small>${g.vassalage}</small></figcaption></figure>`;
});
const logos = vendors.map((v) => `<img class="logo" src="${write(`v_${v.vassalage}.svg`, renderVendorLogo(v))}">`);
const bannerImgs = banners.slice(0, 2).map((b) => `<img class="banner" src="${write(`b_${String(b.id)}.svg`, renderBanner(b))}">`);
const html = `<!doctype html><meta charset="utf-8"><style>body{background:#0f1220;color:#f2f4ff;font:12px system-ui;margin:12px}
.grid{display:grid;grid-template-columns:repeat(8,128px);gap:10px}figure{margin:0}figure img{width:128px;height:128px;border-radius:10px;display:block}
figcaption{margin-top:4px;height:30px;overflow:hidden}small{color:#a9b0d0}.logo{width:200px;height:100px;margin:4px}.banner{width:560px;height:187px;margin:4px}
.row{display:flex;flex-wrap:wrap;align-items:center}</style>
<div class="grid">${tiles.join('')}</div><div class="row">${logos.join('')}</div><div class="row">${bannerImgs.join('')}
<img src="${write('fallback.svg', renderFallbackIcon())}" width="100"><img src="${write('licence.svg', renderLicence())}" width="90"><img src="${write('logo.svg', renderLogo('Gamehall'))}" height="40"></div>`;
writeFileSync(join(dir, 'sheet.html'), html);
console.log(`wrote ${join(dir, 'sheet.html')}; largest icon ${String(sizes)} bytes`);
