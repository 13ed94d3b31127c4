/**
 * Vendor logos (docs/architecture.md "Art"): 400×200 word-marks in the vendor's colours on a dark card.
 */
import { type GameType } from '@gamehall/api-client/contract';
import { glyph, type GlyphName } from './glyphs.ts';
import { vendorStyle } from './styles.ts';
import { escapeXml, hsl, svgOpen, textWidth, wrap } from './svg.ts';

/** What a vendor logo is drawn from (a subset of the contract's Vendor). */
export interface VendorLogoInput {
  vassalage: string;
  displayName: string;
  gameType: GameType;
}

const CAPTION: Record<GameType, string> = {
  RNG: 'SLOTS', LIVE: 'LIVE CASINO', SPORTS: 'SPORTS', ESPORTS: 'ESPORTS', FISH: 'FISHING',
  PVP: 'POKER', LOTT: 'LOTTERY', ELOTT: 'E-LOTTERY', COCKFIGHT: 'SABONG',
};
const EMBLEM: Record<GameType, GlyphName> = {
  RNG: 'seven', LIVE: 'cards', SPORTS: 'ball', ESPORTS: 'trophy', FISH: 'fish',
  PVP: 'spade', LOTT: 'coin', ELOTT: 'bolt', COCKFIGHT: 'rooster',
};

/**
 * Draws a vendor's word-mark.
 * @param vendor code, display name and category
 * @returns a 400×200 SVG document
 */
export function renderVendorLogo(vendor: VendorLogoInput): string {
  const style = vendorStyle(vendor.vassalage);
  const e = glyph(EMBLEM[vendor.gameType]);
  const lines = wrap(vendor.displayName, 2, 12);
  const widest = Math.max(...lines.map((l) => textWidth(l, 1)));
  const size = Math.max(20, Math.min(52, Math.floor(216 / widest)));
  const lh = Math.round(size * 1.05);
  const top = 100 - ((lines.length - 1) * lh) / 2 + size * 0.2;
  return [
    svgOpen(400, 200, vendor.displayName),
    '<defs>',
    `<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(style.accent, 95, 82)}"/><stop offset="1" stop-color="${hsl(style.accent, 85, 55)}"/></linearGradient>`,
    `<linearGradient id="e" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(style.hue, style.sat, 58)}"/><stop offset="1" stop-color="${hsl(style.hue + 25, style.sat, 30)}"/></linearGradient>`,
    '</defs>',
    `<rect x="4" y="4" width="392" height="192" rx="20" fill="${hsl(style.hue, 35, 10)}" fill-opacity=".85" stroke="${hsl(style.hue, 50, 30)}" stroke-width="2"/>`,
    `<rect x="24" y="40" width="120" height="120" rx="${String([28, 60, 10, 40, 20, 60][style.frame] ?? 28)}" fill="url(#e)" stroke="url(#w)" stroke-width="4"/>`,
    `<g transform="translate(44 60) scale(.8)"><path d="${e.d}" fill="#fff"${e.evenodd ? ' fill-rule="evenodd"' : ''}/>${e.detail ? `<path d="${e.detail}" fill="${hsl(style.hue, style.sat, 30)}"/>` : ''}</g>`,
    `<g font-weight="800" fill="url(#w)" font-size="${String(size)}">`,
    lines.map((l, i) => `<text x="164" y="${(top + i * lh).toFixed(0)}">${escapeXml(l)}</text>`).join(''),
    '</g>',
    `<text x="166" y="${(top + (lines.length - 1) * lh + 30).toFixed(0)}" font-size="15" font-weight="600" letter-spacing="3" fill="${hsl(style.hue, 30, 72)}">${CAPTION[vendor.gameType]}</text>`,
    '</svg>',
  ].join('');
}
