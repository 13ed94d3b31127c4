/**
 * Per-vendor looks: palette, frame family, medallion and background pattern, so each vendor's
 * icons are recognisable at a glance (docs/architecture.md "Art").
 */
import { hash } from './svg.ts';

/** A vendor's visual family. */
export interface VendorStyle {
  /** Base hue of the background (degrees). */
  hue: number;
  /** Saturation of the background (percent). */
  sat: number;
  /** Hue of the frame and tag accent (degrees); 45 is gold. */
  accent: number;
  /** Frame family: 0 rounded double line, 1 arch, 2 notched ticket, 3 hexagon, 4 thick rim, 5 corner brackets. */
  frame: number;
  /** Medallion behind the glyph: 0 circle, 1 diamond, 2 sunburst, 3 hexagon, 4 shield, 5 none. */
  medallion: number;
  /** Background pattern: 0 dots, 1 diagonal stripes, 2 waves, 3 grid, 4 scales, 5 rays. */
  pattern: number;
  /** Glyph tone: 0 gold, 1 silver, 2 jade, 3 rose. */
  tone: number;
}

const S = (hue: number, sat: number, accent: number, frame: number, medallion: number, pattern: number, tone: number): VendorStyle => ({ hue, sat, accent, frame, medallion, pattern, tone });

const KNOWN: Record<string, VendorStyle> = {
  PG: S(265, 70, 45, 0, 2, 5, 0),
  EG2: S(200, 75, 190, 3, 3, 3, 1),
  PT: S(215, 60, 45, 4, 0, 1, 0),
  JDB: S(0, 70, 45, 2, 1, 4, 0),
  CQ9: S(330, 65, 300, 1, 0, 0, 1),
  FC: S(20, 80, 45, 5, 4, 5, 0),
  JL: S(45, 85, 10, 0, 2, 2, 3),
  BGS: S(165, 65, 120, 3, 1, 0, 2),
  PP: S(25, 85, 45, 1, 2, 5, 0),
  HB: S(140, 55, 80, 4, 3, 1, 2),
  RTG: S(355, 75, 20, 5, 0, 2, 0),
  SG: S(230, 65, 200, 2, 4, 4, 1),
  KA: S(290, 60, 330, 0, 1, 3, 3),
  MG: S(185, 60, 45, 1, 3, 1, 0),
  NS: S(250, 60, 170, 5, 1, 0, 1),
  YGR: S(10, 65, 50, 3, 4, 4, 0),
  RSG: S(300, 55, 45, 4, 2, 2, 0),
  EVO: S(210, 30, 45, 4, 5, 1, 0),
  SA: S(5, 60, 45, 0, 0, 3, 0),
  DG: S(350, 55, 45, 1, 1, 4, 0),
  WM: S(170, 55, 45, 2, 0, 1, 0),
  AG: S(30, 70, 45, 4, 3, 3, 0),
  BBIN: S(220, 65, 190, 5, 1, 0, 1),
  KY: S(120, 55, 45, 0, 4, 4, 0),
  SV388: S(15, 80, 45, 2, 4, 5, 0),
  TCG_SEA: S(195, 75, 45, 1, 0, 2, 0),
  TCG_LOTTO_VN: S(0, 75, 55, 2, 2, 5, 0),
};

/**
 * The style of a vendor: a designed one for the main vendors, otherwise derived from the code.
 * @param vassalage vendor code
 * @returns the vendor's style
 */
export function vendorStyle(vassalage: string): VendorStyle {
  const known = KNOWN[vassalage];
  if (known) return known;
  const h = hash(vassalage);
  return S(h % 360, 55 + (h >>> 9) % 25, [45, 45, 190, 330][(h >>> 3) % 4] ?? 45, (h >>> 5) % 6, (h >>> 11) % 6, (h >>> 14) % 6, (h >>> 17) % 4);
}

/** Gradient stops (light, mid, dark) of each glyph tone. */
export const TONES: readonly (readonly [string, string, string])[] = [
  ['#fff4c2', '#f5b82e', '#a35f00'],
  ['#ffffff', '#c9d3e6', '#6d7a94'],
  ['#e3ffe9', '#3ccf8e', '#0d6b45'],
  ['#ffe3ec', '#ff6f91', '#9b1c45'],
];
