/**
 * The demo game's outcomes (docs/architecture.md "Money"): a 3-reel slot
 * and a lottery pick, both with a documented return to player (RTP) of exactly 96.00%. Outcomes
 * are drawn with `crypto.randomInt` (a CSPRNG) on the server; the page only shows them.
 *
 * Slot: three independent reels, each the same 10-stop strip (SEVEN 1, BAR 1, BELL 2, CHERRY 3,
 * LEMON 3). Pays on the stake, best line only:
 *
 * | combination                    | ways of 1,000 | multiplier | contribution |
 * | ------------------------------ | ------------- | ---------- | ------------ |
 * | SEVEN SEVEN SEVEN              | 1             | 80×        | 0.080        |
 * | BAR BAR BAR                    | 1             | 25×        | 0.025        |
 * | BELL BELL BELL                 | 8             | 9×         | 0.072        |
 * | CHERRY CHERRY CHERRY           | 27            | 10×        | 0.270        |
 * | LEMON LEMON LEMON              | 27            | 5×         | 0.135        |
 * | exactly two CHERRY (any reels) | 189           | 2×         | 0.378        |
 * | total (hit rate 25.3%)         | 253           |            | **0.960**    |
 *
 * Pick (LOTT, ELOTT): the player picks one digit 0–9, the server draws one; a match pays 9.60×
 * the stake: RTP = 1/10 × 9.6 = 96.00%.
 */
import { randomInt } from 'node:crypto';

/** The slot's symbols. */
export const SLOT_SYMBOLS = ['SEVEN', 'BAR', 'BELL', 'CHERRY', 'LEMON'] as const;
/** A slot symbol. */
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** One reel's strip (each reel is the same): a symbol's weight is how often it appears. */
export const REEL_STRIP: readonly SlotSymbol[] = ['SEVEN', 'BAR', 'BELL', 'BELL', 'CHERRY', 'CHERRY', 'CHERRY', 'LEMON', 'LEMON', 'LEMON'];

/** A pay line of the slot's paytable. */
export interface SlotPay {
  /** What the line is, e.g. `SEVEN×3`, `CHERRY×2`. */
  line: string;
  /** Multiplier of the stake, a whole number (decimal string). */
  multiplier: string;
}

/** Three of a kind pays, by symbol. */
export const THREE_OF_A_KIND: Readonly<Record<SlotSymbol, string>> = { SEVEN: '80', BAR: '25', BELL: '9', CHERRY: '10', LEMON: '5' };
/** Exactly two CHERRY on any reels. */
export const TWO_CHERRIES = '2';

/** The slot's documented RTP and the pick's (decimal strings, fraction of the stake). */
export const RTP = { slot: '0.96', pick: '0.96' } as const;
/** The pick game's multiplier on a match (1 in 10). */
export const PICK_MULTIPLIER = '9.6';

/**
 * The pay of three reel symbols (best line only).
 * @param reels the symbols shown, left to right
 * @returns the pay line, or `undefined` for no win
 */
export function slotPay(reels: readonly [SlotSymbol, SlotSymbol, SlotSymbol]): SlotPay | undefined {
  const [a, b, c] = reels;
  if (a === b && b === c) return { line: `${a}×3`, multiplier: THREE_OF_A_KIND[a] };
  if (reels.filter((s) => s === 'CHERRY').length === 2) return { line: 'CHERRY×2', multiplier: TWO_CHERRIES };
  return undefined;
}

/** A slot spin's outcome (stored with the bet and answered to the page). */
export interface SlotOutcome {
  kind: 'slot';
  /** Reel stops drawn (indexes into {@link REEL_STRIP}). */
  stops: [number, number, number];
  reels: [SlotSymbol, SlotSymbol, SlotSymbol];
  /** The winning line, or null. */
  line: string | null;
  /** Multiplier of the stake (`"0"` for no win). */
  multiplier: string;
}

/** A pick's outcome. */
export interface PickOutcome {
  kind: 'pick';
  /** The player's digit. */
  pick: number;
  /** The digit the server drew. */
  drawn: number;
  /** `"9.6"` on a match, else `"0"`. */
  multiplier: string;
}

/** Either outcome. */
export type Outcome = SlotOutcome | PickOutcome;

/** A source of uniform random integers in `[0, max)` (tests pass a fixed one). */
export type RandomInt = (max: number) => number;

/** `crypto.randomInt` (CSPRNG, uniform, no modulo bias). */
export const secureRandomInt: RandomInt = (max) => randomInt(max);

/**
 * Spins the three reels.
 * @param random uniform integers (default {@link secureRandomInt})
 */
export function spinSlot(random: RandomInt = secureRandomInt): SlotOutcome {
  const stops = [random(REEL_STRIP.length), random(REEL_STRIP.length), random(REEL_STRIP.length)] as [number, number, number];
  const reels = stops.map((i) => REEL_STRIP[i] ?? 'LEMON') as [SlotSymbol, SlotSymbol, SlotSymbol];
  const pay = slotPay(reels);
  return { kind: 'slot', stops, reels, line: pay?.line ?? null, multiplier: pay?.multiplier ?? '0' };
}

/**
 * Draws the pick game's digit.
 * @param pick the player's digit 0–9
 * @param random uniform integers (default {@link secureRandomInt})
 */
export function drawPick(pick: number, random: RandomInt = secureRandomInt): PickOutcome {
  const drawn = random(10);
  return { kind: 'pick', pick, drawn, multiplier: drawn === pick ? PICK_MULTIPLIER : '0' };
}
