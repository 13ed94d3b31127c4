/**
 * Game icons (docs/architecture.md "Art"): 256×256 SVGs drawn from the game's name and vendor. Each vendor
 * has its own palette, frame and medallion; each game varies the hue, glyph and ornaments.
 */
import { type GameType } from '@gamehall/api-client/contract';
import { glyph, glyphFor } from './glyphs.ts';
import { TONES, type VendorStyle, vendorStyle } from './styles.ts';
import { escapeXml, hash, hsl, svgOpen, textWidth, wrap } from './svg.ts';

/** What a game icon is drawn from (a subset of the contract's Game). */
export interface GameIconInput {
  gameCode: string;
  gameName: string;
  vassalage: string;
  gameType: GameType;
}

/** A sunburst as one dashed circle: each dash of a stroke as wide as the radius is a ray. */
const rays = (cx: number, cy: number, r: number, n: number, turn: number, opacity: string): string => {
  const dash = ((Math.PI * r) / n).toFixed(1);
  return `<circle cx="${String(cx)}" cy="${String(cy)}" r="${String(r / 2)}" fill="none" stroke="#fff" stroke-opacity="${opacity}" stroke-width="${String(r)}" stroke-dasharray="${dash} ${dash}" transform="rotate(${(turn * 57).toFixed(0)} ${String(cx)} ${String(cy)})"/>`;
};

const polygon = (cx: number, cy: number, r: number, n: number, turn: number): string => {
  const pts: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const a = (i / n) * 2 * Math.PI + turn;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(0)} ${(cy + r * Math.sin(a)).toFixed(0)}`);
  }
  return `M${pts.join('L')}z`;
};

const PATTERNS = [
  '<pattern id="p" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="2" fill="#fff"/></pattern>',
  '<pattern id="p" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="5" height="14" fill="#fff"/></pattern>',
  '<pattern id="p" width="32" height="16" patternUnits="userSpaceOnUse"><path d="M0 8q8-8 16 0t16 0" fill="none" stroke="#fff" stroke-width="2"/></pattern>',
  '<pattern id="p" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M20 0H0V20" fill="none" stroke="#fff"/></pattern>',
  '<pattern id="p" width="24" height="12" patternUnits="userSpaceOnUse"><path d="M0 12a12 12 0 0 1 24 0" fill="none" stroke="#fff" stroke-width="1.5"/></pattern>',
];

const frame = (style: VendorStyle): string => {
  const a = 'fill="none" stroke="url(#f)"';
  switch (style.frame) {
    case 1:
      return `<path d="M22 246V104a106 106 0 0 1 212 0v142" ${a} stroke-width="5"/><rect x="5" y="5" width="246" height="246" rx="20" ${a} stroke-width="3"/>`;
    case 2:
      return `<path d="M30 7h196l23 23v196l-23 23H30L7 226V30z" ${a} stroke-width="5"/><path d="M34 15h188l19 19v188l-19 19H34l-19-19V34z" fill="none" stroke="#fff" stroke-opacity=".25"/>`;
    case 3:
      return `<path d="${polygon(128, 128, 126, 6, Math.PI / 6)}" ${a} stroke-width="5"/><path d="M0 0h256v256H0z${polygon(128, 128, 126, 6, Math.PI / 6)}" fill="#000" fill-opacity=".35" fill-rule="evenodd"/>`;
    case 4:
      return `<rect x="6" y="6" width="244" height="244" rx="30" ${a} stroke-width="10"/><rect x="16" y="16" width="224" height="224" rx="22" fill="none" stroke="#fff" stroke-opacity=".3"/>`;
    case 5:
      return `<path d="M12 56V12h44M200 12h44v44M244 200v44h-44M56 244H12v-44" ${a} stroke-width="7" stroke-linecap="round"/>`;
    default:
      return `<rect x="7" y="7" width="242" height="242" rx="26" ${a} stroke-width="4"/><rect x="15" y="15" width="226" height="226" rx="19" ${a} stroke-width="1.5" opacity=".6"/>`;
  }
};

const medallion = (style: VendorStyle, turn: number): string => {
  const m = 'fill="#fff" fill-opacity=".1" stroke="url(#f)" stroke-width="3"';
  switch (style.medallion) {
    case 1:
      return `<path d="M128 30l72 72-72 72-72-72z" ${m}/>`;
    case 2:
      return `${style.pattern === 5 ? '' : rays(128, 102, 150, 14, turn, '.09')}<circle cx="128" cy="102" r="58" ${m}/>`;
    case 3:
      return `<path d="${polygon(128, 102, 70, 6, 0)}" ${m}/>`;
    case 4:
      return `<path d="M128 30l60 20v44c0 38-26 62-60 76-34-14-60-38-60-76V50z" ${m}/>`;
    case 5:
      return '<circle cx="128" cy="102" r="78" fill="#fff" fill-opacity=".08"/>';
    default:
      return `<circle cx="128" cy="102" r="66" ${m}/>`;
  }
};

const SPARKLE = 'l3 9 9 3-9 3-3 9-3-9-9-3 9-3z';

/**
 * Draws a game icon.
 * @param game the game's code, name, vendor and category
 * @returns a 256×256 SVG document (UTF-8 text, no external references, about 2–3 kB)
 */
export function renderGameIcon(game: GameIconInput): string {
  const style = vendorStyle(game.vassalage);
  const h = hash(game.gameCode);
  const hue = style.hue + ((h % 41) - 20);
  const name = game.gameName.trim() || game.gameCode;
  const g = glyph(glyphFor(name, h >>> 7));
  const tone = TONES[style.tone] ?? TONES[0] ?? ['#fff', '#f5b82e', '#a35f00'];
  const turn = ((h >>> 12) % 30) / 10;
  const rotate = ((h >>> 4) % 17) - 8;
  const scale = 1.05 + ((h >>> 16) % 5) * 0.05;
  const lines = wrap(name, 2, 13);
  const widest = Math.max(...lines.map((l) => textWidth(l, 1)));
  const size = Math.max(14, Math.min(32, Math.floor(220 / widest)));
  const lineHeight = Math.round(size * 1.1);
  const firstY = 234 - lineHeight * (lines.length - 1);
  const sparkles = [0, 1, 2]
    .map((i) => {
      const x = 40 + ((h >>> (i * 5)) % 176);
      const y = 28 + ((h >>> (i * 7 + 3)) % 100);
      return `M${String(x)} ${String(y - 12)}${SPARKLE}`;
    })
    .join('');
  const tagWidth = Math.ceil(textWidth(game.vassalage, 11) + 16);
  const pattern = style.pattern < 5 ? PATTERNS[style.pattern] ?? '' : '';
  return [
    svgOpen(256, 256, name),
    '<defs>',
    `<radialGradient id="b" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="${hsl(hue, style.sat, 52)}"/><stop offset=".55" stop-color="${hsl(hue + 12, style.sat, 30)}"/><stop offset="1" stop-color="${hsl(hue + 24, style.sat, 12)}"/></radialGradient>`,
    `<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tone[0]}"/><stop offset=".5" stop-color="${tone[1]}"/><stop offset="1" stop-color="${tone[2]}"/></linearGradient>`,
    `<linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(style.accent, 95, 78)}"/><stop offset=".5" stop-color="${hsl(style.accent, 85, 52)}"/><stop offset="1" stop-color="${hsl(style.accent, 80, 34)}"/></linearGradient>`,
    '<linearGradient id="r" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".8"/></linearGradient>',
    '<filter id="s" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="3" stdDeviation="3" flood-color="#000" flood-opacity=".6"/></filter>',
    pattern,
    '</defs>',
    '<rect width="256" height="256" fill="url(#b)"/>',
    pattern ? '<rect width="256" height="256" fill="url(#p)" opacity=".1"/>' : rays(128, 102, 300, 18, turn, '.08'),
    medallion(style, turn),
    `<path d="${sparkles}" fill="#fff" fill-opacity=".7"/>`,
    `<g filter="url(#s)" transform="translate(128 102) rotate(${String(rotate)}) scale(${scale.toFixed(2)}) translate(-50 -50)">`,
    `<path d="${g.d}" fill="url(#g)"${g.evenodd ? ' fill-rule="evenodd"' : ''} stroke="${tone[2]}" stroke-width="1.5"/>`,
    g.detail ? `<path d="${g.detail}" fill="#000" fill-opacity=".35"/>` : '',
    g.line ? `<path d="${g.line}" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="2.5" stroke-linejoin="round"/>` : '',
    '</g>',
    '<rect y="150" width="256" height="106" fill="url(#r)"/>',
    frame(style),
    `<g filter="url(#s)" font-weight="800" text-anchor="middle" fill="#fff" stroke="${hsl(hue, 60, 12)}" stroke-width="3" paint-order="stroke" font-size="${String(size)}">`,
    lines.map((l, i) => `<text x="128" y="${String(firstY + i * lineHeight)}">${escapeXml(l)}</text>`).join(''),
    '</g>',
    `<rect x="14" y="14" width="${String(tagWidth)}" height="20" rx="10" fill="${hsl(style.accent, 60, 14)}" fill-opacity=".85" stroke="url(#f)"/>`,
    `<text x="${String(14 + tagWidth / 2)}" y="28" font-size="11" font-weight="700" text-anchor="middle" fill="${hsl(style.accent, 95, 80)}">${escapeXml(game.vassalage)}</text>`,
    '</svg>',
  ].join('');
}
