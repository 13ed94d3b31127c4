/**
 * Banners (docs/architecture.md "Art"): 1260×420 (21:7) gradients with a headline, subtitle and a
 * call-to-action pill. Text stays inside the centred 960×420 area that a 16:7 phone crop keeps.
 */
import { glyph, type GlyphName } from './glyphs.ts';
import { escapeXml, hash, svgOpen, textWidth, wrap } from './svg.ts';

/** What a banner is drawn from (a subset of the stored banner). */
export interface BannerInput {
  id: number;
  title: string;
  subtitle: string;
  groupName: string;
  /** Text of the call-to-action pill; without it the pill shows an arrow only. */
  cta?: string;
}

const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#2b0f5c', '#7b1fa2', '#f5b82e'],
  ['#061a40', '#0d6efd', '#ffd166'],
  ['#3a0a0a', '#c62828', '#ffcf5c'],
  ['#04291f', '#0f9d6b', '#f5e663'],
  ['#1b1035', '#e0457b', '#ffd6a5'],
  ['#0b1f3a', '#00a8c6', '#f9f871'],
];
const DECOR: readonly GlyphName[] = ['coin', 'star', 'gem', 'crown', 'dice', 'spade', 'cherry', 'seven', 'dragon', 'cards', 'ball', 'heart'];

/** Safe text width: the 16:7 crop keeps x 150..1110; leave a margin inside it. */
const SAFE = 860;

/**
 * Draws a banner.
 * @param banner id (chooses palette and ornaments), headline, subtitle, group and optional CTA text
 * @returns a 1260×420 SVG document
 */
export function renderBanner(banner: BannerInput): string {
  const h = hash(`${String(banner.id)}:${banner.groupName}`);
  const [dark, mid, accent] = PALETTES[h % PALETTES.length] ?? PALETTES[0] ?? ['#000', '#333', '#fc0'];
  const lines = wrap(banner.title, 2, 24);
  const widest = Math.max(...lines.map((l) => textWidth(l, 1)));
  const size = Math.max(34, Math.min(76, Math.floor(SAFE / widest)));
  const lh = Math.round(size * 1.08);
  const sub = wrap(banner.subtitle, 2, 56);
  const subSize = Math.max(18, Math.min(30, Math.floor(SAFE / Math.max(...sub.map((l) => textWidth(l, 1)), 1))));
  const blockHeight = lines.length * lh + sub.length * subSize * 1.3 + 90;
  let y = Math.round((420 - blockHeight) / 2 + size);
  const title = lines.map((l, i) => `<text x="630" y="${String(y + i * lh)}">${escapeXml(l)}</text>`).join('');
  y += (lines.length - 1) * lh + Math.round(subSize * 1.5);
  const subtitle = banner.subtitle.trim()
    ? sub.map((l, i) => `<text x="630" y="${String(y + Math.round(i * subSize * 1.3))}">${escapeXml(l)}</text>`).join('')
    : '';
  y += Math.round((sub.length - 1) * subSize * 1.3) + 24;
  const cta = banner.cta?.trim() ?? '';
  const pillWidth = cta ? Math.ceil(textWidth(cta, 22) + 84) : 120;
  const pillX = 630 - pillWidth / 2;
  const decor = [0, 1, 2, 3].map((i) => {
    const g = glyph(DECOR[(h >>> (i * 4)) % DECOR.length] ?? 'star');
    const left = i % 2 === 0;
    const x = left ? 20 + ((h >>> (i * 3)) % 90) : 1060 + ((h >>> (i * 3)) % 90);
    const gy = i < 2 ? 40 + ((h >>> i) % 60) : 230 + ((h >>> (i + 5)) % 80);
    const s = 0.9 + ((h >>> (i * 6)) % 8) / 10;
    const r = ((h >>> (i * 2)) % 50) - 25;
    return `<g transform="translate(${String(x)} ${String(gy)}) rotate(${String(r)}) scale(${s.toFixed(1)})"><path d="${g.d}" fill="url(#a)"${g.evenodd ? ' fill-rule="evenodd"' : ''}/>${g.detail ? `<path d="${g.detail}" fill="#000" fill-opacity=".3"/>` : ''}${g.line ? `<path d="${g.line}" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="2.5"/>` : ''}</g>`;
  });
  return [
    svgOpen(1260, 420, banner.title),
    '<defs>',
    `<linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset=".55" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    `<radialGradient id="l" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="a" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff7d6"/><stop offset=".5" stop-color="${accent}"/><stop offset="1" stop-color="#8a5a00"/></linearGradient>`,
    '<filter id="s" x="-10%" y="-30%" width="120%" height="160%"><feDropShadow dx="0" dy="4" stdDeviation="5" flood-color="#000" flood-opacity=".55"/></filter>',
    '</defs>',
    '<rect width="1260" height="420" fill="url(#b)"/>',
    '<ellipse cx="630" cy="200" rx="560" ry="260" fill="url(#l)"/>',
    `<g fill="none" stroke="${accent}" stroke-opacity=".25" stroke-width="2"><circle cx="${String(120 + (h % 80))}" cy="330" r="180"/><circle cx="${String(1130 - (h % 70))}" cy="80" r="150"/><circle cx="630" cy="210" r="330" stroke-opacity=".1"/></g>`,
    `<g filter="url(#s)" opacity=".9">${decor.join('')}</g>`,
    `<g filter="url(#s)" text-anchor="middle">`,
    `<g font-size="${String(size)}" font-weight="900" fill="url(#a)" stroke="#1a0d00" stroke-width="2" paint-order="stroke">${title}</g>`,
    subtitle ? `<g font-size="${String(subSize)}" font-weight="600" fill="#fff">${subtitle}</g>` : '',
    '</g>',
    `<g filter="url(#s)"><rect x="${pillX.toFixed(0)}" y="${String(y)}" width="${String(pillWidth)}" height="52" rx="26" fill="${accent}"/>`,
    cta
      ? `<text x="${(630 - 14).toFixed(0)}" y="${String(y + 34)}" font-size="22" font-weight="800" text-anchor="middle" fill="#1a1300">${escapeXml(cta)}</text><path d="M${(pillX + pillWidth - 40).toFixed(0)} ${String(y + 16)}l14 10-14 10z" fill="#1a1300"/>`
      : `<path d="M${String(620)} ${String(y + 14)}l18 12-18 12z" fill="#1a1300"/>`,
    '</g>',
    '</svg>',
  ].join('');
}
