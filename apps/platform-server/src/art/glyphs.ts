/**
 * Themed vector glyphs drawn in a 100×100 box: a filled main shape plus optional detail drawn
 * darker (filled) or as strokes. Chosen per game from its name's keywords, otherwise by hash.
 */

/** A glyph: `d` filled with the glyph colour; `detail` filled dark; `line` stroked dark. */
export interface Glyph {
  d: string;
  /** Fill the main shape even-odd (holes, e.g. the coin's square). */
  evenodd?: boolean;
  detail?: string;
  line?: string;
}

const circle = (cx: number, cy: number, r: number): string => `M${String(cx - r)} ${String(cy)}a${String(r)} ${String(r)} 0 1 0 ${String(2 * r)} 0a${String(r)} ${String(r)} 0 1 0 ${String(-2 * r)} 0z`;

/** The glyph set by name. */
export const GLYPHS = {
  dragon: {
    d: 'M10 95L14 70 4 62 20 56 10 44 28 42 22 28 38 30 32 8 50 26 62 24 62 8 72 28 90 38 97 46 92 51 70 53 88 62 84 68 64 68 50 80 46 95z',
    detail: `${circle(68, 38, 4)}M86 42l6 2-6 2z`,
    line: 'M92 51c5 10 3 20-6 28M64 68c-4 10-2 18 4 24M30 60c8-4 14-4 20 0',
  },
  coin: { d: `${circle(50, 50, 42)}M36 36h28v28H36z`, evenodd: true, line: `M50 14a36 36 0 1 0 .1 0z` },
  crown: { d: 'M10 76L16 30l20 22 14-32 14 32 20-22 6 46zM12 82h76v10H12z', detail: `${circle(50, 62, 6)}${circle(28, 66, 4)}${circle(72, 66, 4)}` },
  gem: { d: 'M28 16h44l20 26-42 50L8 42z', line: 'M8 42h84M28 16l12 26 10-26 10 26 12-26M40 42l10 50 10-50' },
  spade: { d: 'M50 6C36 28 10 40 10 60c0 14 16 22 32 12-2 10-6 16-12 22h40c-6-6-10-12-12-22 16 10 32 2 32-12C90 40 64 28 50 6z' },
  heart: { d: 'M50 90C20 66 6 50 6 32 6 18 18 8 31 8c8 0 15 4 19 12 4-8 11-12 19-12 13 0 25 10 25 24 0 18-14 34-44 58z' },
  diamond: { d: 'M50 4l36 46-36 46-36-46z', line: 'M50 16l26 34-26 34-26-34z' },
  club: { d: `${circle(50, 28, 18)}${circle(28, 56, 18)}${circle(72, 56, 18)}M44 56c0 18-4 28-12 36h36c-8-8-12-18-12-36z` },
  dice: {
    d: 'M26 12h48a14 14 0 0 1 14 14v48a14 14 0 0 1-14 14H26a14 14 0 0 1-14-14V26a14 14 0 0 1 14-14z',
    detail: `${circle(32, 32, 7)}${circle(50, 50, 7)}${circle(68, 68, 7)}${circle(68, 32, 7)}${circle(32, 68, 7)}`,
  },
  star: { d: 'M50 4l13 30 33 3-25 22 8 33-29-18-29 18 8-33L4 37l33-3z' },
  wheel: { d: circle(50, 50, 44), line: `${circle(50, 50, 30)}M50 6v88M6 50h88M19 19l62 62M81 19L19 81`, detail: circle(50, 50, 10) },
  fish: { d: 'M6 50c14-24 46-30 66-10l20-16-6 26 6 26-20-16C52 80 20 74 6 50z', detail: circle(26, 46, 5), line: 'M44 34c6 10 6 22 0 32' },
  rooster: {
    d: 'M34 90h34l-4-10c16-6 24-22 18-38l12-4-12-6c-2-8-10-12-18-10l-2-10-6 8-6-8-2 12c-8 4-12 14-8 24-12-10-28-10-36 2 12 0 18 8 20 16-10 2-14 10-10 16z',
    detail: `${circle(66, 30, 3)}M82 36l12 2-12 4z`,
  },
  lotus: {
    d: 'M50 16c12 16 14 38 0 60-14-22-12-44 0-60zM50 76C28 74 14 58 10 38c20 2 36 16 40 38zM50 76c22-2 36-18 40-38-20 2-36 16-40 38zM50 80c-16 8-32 6-46-6 16-6 32-4 46 6zM50 80c16 8 32 6 46-6-16-6-32-4-46 6z',
  },
  ball: { d: circle(50, 50, 44), detail: 'M50 32l17 12-6 20H39l-6-20zM50 6v14l-14 10-14-8M50 20l14 10 14-8M33 44L12 40M67 44l21-4M39 64l-12 16M61 64l12 16' },
  bell: { d: 'M50 8c-5 0-7 3-7 6-17 5-25 20-25 38v14l-9 12h82l-9-12V52c0-18-8-33-25-38 0-3-2-6-7-6zM38 84a12 12 0 0 0 24 0z' },
  cherry: { d: `${circle(30, 72, 17)}${circle(68, 76, 16)}M60 12c10-8 24-6 32 4-12 8-24 6-32-4z`, line: 'M30 56C34 36 46 22 60 12M68 60C66 42 63 26 60 12' },
  seven: { d: 'M16 12h68v16L54 92H32l30-62H16z' },
  bolt: { d: 'M60 4L18 56h28l-8 40 44-56H54z' },
  rocket: { d: 'M50 4c17 12 23 33 19 58l11 14-4 16-15-11H39L24 92l-4-16 11-14C27 37 33 16 50 4z', detail: circle(50, 40, 9) },
  pyramid: { d: 'M50 10l44 78H6z', line: 'M50 10l10 78M28 50h45M17 70h67' },
  tile: {
    d: 'M28 6h44a10 10 0 0 1 10 10v68a10 10 0 0 1-10 10H28a10 10 0 0 1-10-10V16A10 10 0 0 1 28 6z',
    detail: `${circle(50, 30, 9)}${circle(50, 70, 9)}M46 42h8v16h-8z`,
  },
  paw: { d: `M50 48c15 0 28 16 28 28 0 11-11 14-28 14s-28-3-28-14c0-12 13-28 28-28z${circle(22, 38, 10)}${circle(39, 20, 10)}${circle(61, 20, 10)}${circle(78, 38, 10)}` },
  cards: { d: 'M14 26l36-10 14 52-36 10zM40 14h38a6 6 0 0 1 6 6v60a6 6 0 0 1-6 6H40a6 6 0 0 1-6-6V20a6 6 0 0 1 6-6z', detail: 'M59 30c-6 9-14 13-14 20 0 6 8 8 12 3-1 5-3 8-6 11h16c-3-3-5-6-6-11 4 5 12 3 12-3 0-7-8-11-14-20z' },
  wing: {
    d: 'M8 72C26 34 58 14 94 8 84 18 78 28 76 36 66 36 58 40 54 46 62 46 68 48 70 52 58 54 48 58 44 64 50 66 54 68 56 72 40 80 22 80 8 72z',
    line: 'M22 70C40 56 60 44 84 22',
  },
  trophy: { d: 'M28 10h44v10h16c0 18-8 30-22 32-4 8-8 12-10 14v12h12v12H32V78h12V66c-2-2-6-6-10-14-14-2-22-14-22-32h16z', line: 'M28 26H18M72 26h10' },
} satisfies Record<string, Glyph>;

/** Looks a glyph up by name. */
export const glyph = (name: GlyphName): Glyph => GLYPHS[name];

/** A glyph name. */
export type GlyphName = keyof typeof GLYPHS;

const KEYWORDS: readonly [RegExp, GlyphName][] = [
  [/dragon|serpent|naga/i, 'dragon'],
  [/fish|ocean|sea|shark|whale|koi|carp|mermaid|kraken|reef|pearl|lagoon/i, 'fish'],
  [/sabong|rooster|cock|derby|chicken/i, 'rooster'],
  [/roulette|wheel|perya/i, 'wheel'],
  [/sic ?bo|dice|craps/i, 'dice'],
  [/mahjong|tile|domino/i, 'tile'],
  [/baccarat|blackjack|pontoon|card|punto|rummy|tongits|pusoy|big two|landlord|niu|bull|teen patti|lucky 9/i, 'cards'],
  [/poker|hold'?em|omaha|stud|spade|jacks|deuces|aces/i, 'spade'],
  [/sport|football|soccer|league|goal|hoops|penalty/i, 'ball'],
  [/esport|tournament|arena|trophy|champion/i, 'trophy'],
  [/lotto|lottery|keno|pick|swertres|pk10|fast 3|mark six|bingo|lucky 5/i, 'coin'],
  [/rocket|jet|aviator|space|comet|meteor|moon|sky|pilot|plane|crash/i, 'rocket'],
  [/crown|royal|king|queen|emperor|empire|imperial|dynasty|pharaoh|shogun|palace|kingdom/i, 'crown'],
  [/gem|diamond|crystal|jade|jewel|ruby|emerald/i, 'gem'],
  [/lotus|sakura|flower|blossom|geisha|samurai|ninja/i, 'lotus'],
  [/phoenix|crane|eagle|bird|wing|angel|pegasus|valkyrie|fairy/i, 'wing'],
  [/tiger|panda|lion|wolf|jaguar|buffalo|ox|cat|monkey/i, 'paw'],
  [/pyramid|egypt|sphinx|anubis|tomb|nile|scarab|cleopatra|obelisk/i, 'pyramid'],
  [/zeus|thor|thunder|storm|bolt|lightning|power|blitz|olymp/i, 'bolt'],
  [/cherr|fruit|melon|lemon|grape|berr|mango/i, 'cherry'],
  [/bell/i, 'bell'],
  [/seven|7|hot|sizzling/i, 'seven'],
  [/star|galaxy|cosmic|neon/i, 'star'],
  [/heart|love|sweet|candy/i, 'heart'],
  [/coin|gold|fortune|cash|money|rich|wealth|treasure|ingot|caishen|jackpot|bonanza/i, 'coin'],
  [/lucky|clover/i, 'club'],
];

const ALL = Object.keys(GLYPHS) as GlyphName[];

/**
 * Picks a glyph for a game: by keyword in its name, otherwise by hash.
 * @param name the game name
 * @param seed a hash of the game (used when no keyword matches)
 * @returns the glyph name
 */
export function glyphFor(name: string, seed: number): GlyphName {
  for (const [pattern, glyph] of KEYWORDS) if (pattern.test(name)) return glyph;
  return ALL[seed % ALL.length] ?? 'star';
}
