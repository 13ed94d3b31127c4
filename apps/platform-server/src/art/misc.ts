/**
 * Site art: the fallback game icon (spec §8 broken game icon), the licence certificate and the
 * header logo word-mark.
 */
import { glyph } from './glyphs.ts';
import { escapeXml, svgOpen, textWidth } from './svg.ts';

/**
 * The default image shown when a game icon fails to load (spec §8).
 * @returns a 256×256 SVG document: a muted tile with a card-and-star emblem, no text
 */
export function renderFallbackIcon(): string {
  const c = glyph('cards');
  return [
    svgOpen(256, 256, 'Game'),
    '<defs><radialGradient id="b" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="#2a3050"/><stop offset="1" stop-color="#0f1220"/></radialGradient></defs>',
    '<rect width="256" height="256" fill="url(#b)"/>',
    '<rect x="8" y="8" width="240" height="240" rx="24" fill="none" stroke="#3a4270" stroke-width="3" stroke-dasharray="10 8"/>',
    `<g transform="translate(78 70)"><path d="${c.d}" fill="#3a4270"/><path d="${c.detail ?? ''}" fill="#0f1220" fill-opacity=".6"/></g>`,
    '<path d="M84 214h88" stroke="#3a4270" stroke-width="8" stroke-linecap="round"/>',
    '</svg>',
  ].join('');
}

/**
 * The legal licence image shown from the side menu (spec §2).
 * @returns a 600×800 SVG certificate
 */
export function renderLicence(): string {
  const crown = glyph('crown');
  const text = (y: number, size: number, weight: number, fill: string, value: string): string =>
    `<text x="300" y="${String(y)}" font-size="${String(size)}" font-weight="${String(weight)}" fill="${fill}">${escapeXml(value)}</text>`;
  return [
    svgOpen(600, 800, 'Gaming licence certificate'),
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff4c2"/><stop offset=".5" stop-color="#f5b82e"/><stop offset="1" stop-color="#a35f00"/></linearGradient></defs>',
    '<rect width="600" height="800" fill="#fbf7ec"/>',
    '<rect x="20" y="20" width="560" height="760" fill="none" stroke="url(#g)" stroke-width="12"/>',
    '<rect x="40" y="40" width="520" height="720" fill="none" stroke="#a35f00" stroke-width="1.5"/>',
    `<g transform="translate(250 70)"><path d="${crown.d}" fill="url(#g)" stroke="#a35f00"/></g>`,
    `<g text-anchor="middle">`,
    text(230, 34, 800, '#3b2a00', 'CERTIFICATE OF LICENCE'),
    text(270, 18, 500, '#6b5a30', 'Online Gaming Operations'),
    text(350, 18, 400, '#3b2a00', 'This is to certify that'),
    text(400, 40, 800, '#0f1220', 'Gamehall'),
    text(450, 18, 400, '#3b2a00', 'is licensed to offer online casino, sports,'),
    text(476, 18, 400, '#3b2a00', 'lottery and sabong games to adult players.'),
    text(540, 16, 600, '#6b5a30', 'Licence No. GH-2026-0001'),
    text(566, 16, 600, '#6b5a30', 'Valid 1 January 2026 – 31 December 2027'),
    '</g>',
    '<circle cx="300" cy="665" r="56" fill="url(#g)" stroke="#a35f00" stroke-width="3"/>',
    '<circle cx="300" cy="665" r="44" fill="none" stroke="#fff4c2" stroke-width="2" stroke-dasharray="4 4"/>',
    `<text x="300" y="673" font-size="22" font-weight="900" text-anchor="middle" fill="#5a3500">18+</text>`,
    '</svg>',
  ].join('');
}

/**
 * The header logo word-mark (spec §2 header).
 * @param siteName the site name drawn in gold
 * @returns an SVG about 64 px tall whose width follows the name
 */
export function renderLogo(siteName: string): string {
  const name = siteName.trim() || 'Gamehall';
  const width = Math.ceil(76 + textWidth(name, 34) + 12);
  const crown = glyph('crown');
  return [
    svgOpen(width, 64, name),
    '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4c2"/><stop offset=".55" stop-color="#f5b82e"/><stop offset="1" stop-color="#b87400"/></linearGradient></defs>',
    '<rect x="4" y="6" width="52" height="52" rx="14" fill="#1f2440" stroke="url(#g)" stroke-width="3"/>',
    `<g transform="translate(10 12) scale(.4)"><path d="${crown.d}" fill="url(#g)"/></g>`,
    `<text x="68" y="44" font-size="34" font-weight="900" fill="url(#g)" letter-spacing=".5">${escapeXml(name)}</text>`,
    '</svg>',
  ].join('');
}
