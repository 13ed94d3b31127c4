/**
 * Lottery rules of the reference platform (spec §7 lottery menus and draws, §9 prize modes LOTT,
 * ZY, ELOTT, SEA): which catalogue games are lottery games, their prize mode and area, how often
 * they draw, how a draw is numbered (`numero`) and which numbers it opens. Pure functions: a
 * draw's numbers follow from the game code and the numero alone (a hash-seeded PRNG), so every
 * server instance, the seed and the top-up on read agree without talking to each other.
 *
 * Mapping (README "Lottery"):
 * - lottery games are the catalogue games of type LOTT and ELOTT;
 * - prize mode: `SEA` for the seamless vendor TCG_SEA, `ELOTT` for ELOTT games, `LOTT` for the
 *   other LOTT games (`ZY` is accepted as a filter and matches nothing in the seed);
 * - area (`lottoArea`): `VN` for TCG_LOTTO_VN, `SEA` for TCG_SEA, `ASIA` for ELOTT games, `PH`
 *   for the other LOTT vendors (GW: the Philippine lottos);
 * - draw interval: a name starting "N-Minute" draws every N minutes, keno every 5 minutes, other
 *   ELOTT games every 3 minutes, other LOTT games once a day (VN at 11:15 UTC = 18:15 in Hanoi,
 *   PH at 13:00 UTC = 21:00 in Manila, SEA at 11:00 UTC = 19:00 in Kuala Lumpur);
 * - numero: `YYYYMMDD` (UTC date) for daily games, else `YYYYMMDD-NNNN`, NNNN the 1-based index
 *   of the draw in its UTC day (draw 1 at 00:00 + interval, the last at 24:00).
 */
import { type Game, type GameType, type PrizeMode, SEAMLESS_VENDOR, VN_LOTTERY_VENDOR } from '@gamehall/api-client/contract';
import { createRng, hashString, type Rng } from '../seed/prng.ts';

/** Seconds in a day. */
export const DAY_S = 86_400;
/** How many draws the seed writes per game, and the most the top-up on read writes per game. */
export const DRAWS_KEPT = 30;
/** The categories whose games are lottery games (spec §1: lottery is LOTT and ELOTT). */
export const LOTTERY_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];

/** How a draw's numbers are chosen. */
export interface NumberRule {
  /** A short description for the README and tests, e.g. `6 distinct of 01–45, sorted`. */
  readonly description: string;
  /** Draws the numbers, as shown (zero-padded strings), from a seeded generator. */
  draw(rng: Rng): string[];
}

/** What makes a catalogue game a lottery game: its mode, area, schedule and numbers. */
export interface LotteryRule {
  prizeMode: PrizeMode;
  /** e.g. `VN`, `SEA`, `PH`, `ASIA`. */
  lottoArea: string;
  /** Seconds between draws; divides a day (60, 180, 300 or 86,400). */
  drawInterval: number;
  /** Daily games: seconds after 00:00 UTC of the draw; 0 for games drawing several times a day. */
  drawOffset: number;
  numbers: NumberRule;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Swaps two entries of a list in place. */
function swap(list: number[], i: number, j: number): void {
  const a = list[i];
  const b = list[j];
  if (a === undefined || b === undefined) throw new RangeError('lottery: swap out of range');
  list[i] = b;
  list[j] = a;
}

/**
 * `count` distinct numbers of 01..`max`, sorted ascending (6/45, 6/55, 6/42, 6/58, keno 20/80).
 * @param count how many numbers
 * @param max the largest number
 */
export function distinct(count: number, max: number): NumberRule {
  return {
    description: `${String(count)} distinct of 01–${String(max)}, sorted`,
    draw: (rng) => {
      const pool = Array.from({ length: max }, (_, i) => i + 1);
      for (let i = 0; i < count; i += 1) {
        const j = i + Math.floor(rng.next() * (max - i));
        swap(pool, i, j);
      }
      return pool.slice(0, count).sort((a, b) => a - b).map((n) => pad(n));
    },
  };
}

/**
 * `count` digits 0–9, each shown alone (Swertres, Pick 3, Quick 5).
 * @param count how many digits
 */
export function digits(count: number): NumberRule {
  return { description: `${String(count)} digits 0–9`, draw: (rng) => Array.from({ length: count }, () => String(rng.int(0, 9))) };
}

/**
 * One number of `width` digits, shown whole (SEA 4D, the VN special prize of 5 digits).
 * @param width how many digits
 */
export function wholeNumber(width: number): NumberRule {
  return { description: `one ${String(width)}-digit number`, draw: (rng) => [Array.from({ length: width }, () => String(rng.int(0, 9))).join('')] };
}

/**
 * `count` numbers of 01..`max`, each from its own drum (may repeat: EZ2 draws two of 01–31).
 * @param count how many numbers
 * @param max the largest number
 */
export function drums(count: number, max: number): NumberRule {
  return { description: `${String(count)} of 01–${String(max)}, each from its own drum`, draw: (rng) => Array.from({ length: count }, () => pad(rng.int(1, max))) };
}

/** Three dice 1–6 (K3, Fast 3). */
export const DICE: NumberRule = { description: 'three dice 1–6', draw: (rng) => [rng.int(1, 6), rng.int(1, 6), rng.int(1, 6)].map(String) };

/** A finishing order of 10 cars: a permutation of 01–10 (PK10). */
export const PK10: NumberRule = {
  description: 'a permutation of 01–10',
  draw: (rng) => {
    const order = Array.from({ length: 10 }, (_, i) => i + 1);
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = rng.int(0, i);
      swap(order, i, j);
    }
    return order.map((n) => pad(n));
  },
};

/** Mark Six: six distinct of 01–49 sorted, then a special number distinct from them. */
export const MARK_SIX: NumberRule = {
  description: 'six distinct of 01–49 sorted, then a special number',
  draw: (rng) => {
    const seven = distinct(7, 49).draw(rng);
    const special = seven.splice(rng.int(0, 6), 1);
    return [...seven, ...special];
  },
};

/** The colours of the Color Game's three dice. */
export const COLOURS = ['YELLOW', 'WHITE', 'PINK', 'BLUE', 'RED', 'GREEN'] as const;
/** Color Game: three dice of six colours. */
export const COLOUR_DICE: NumberRule = { description: 'three dice of six colours', draw: (rng) => [rng.pick(COLOURS), rng.pick(COLOURS), rng.pick(COLOURS)] };

/** Daily draw time per area, seconds after 00:00 UTC. */
const DAILY_OFFSET: Readonly<Record<string, number>> = { VN: 11 * 3600 + 15 * 60, PH: 13 * 3600, SEA: 11 * 3600 };

function numbersOf(game: Pick<Game, 'vassalage' | 'gameName' | 'gameClassify'>): NumberRule {
  const name = game.gameName;
  if (/keno/i.test(name)) return distinct(20, 80);
  if (/mark six/i.test(name)) return MARK_SIX;
  const lotto = /\b(\d)\/(\d{2})\b/.exec(name);
  if (lotto) return distinct(Number(lotto[1]), Number(lotto[2]));
  if (/swertres|pick 3/i.test(name)) return digits(3);
  if (/ez2/i.test(name)) return drums(2, 31);
  if (/pk10|racing/i.test(name) || game.gameClassify === 'PK10') return PK10;
  if (/fast 3/i.test(name) || game.gameClassify === 'K3') return DICE;
  if (/colou?r game/i.test(name)) return COLOUR_DICE;
  const nd = /\b([2-6])D\b/i.exec(name);
  if (nd) return wholeNumber(Number(nd[1]));
  if (game.vassalage === SEAMLESS_VENDOR) return wholeNumber(4);
  if (game.vassalage === VN_LOTTERY_VENDOR) return wholeNumber(5);
  return digits(5);
}

/** Minutes of a "N-Minute …" name when N divides a day, else undefined. */
function minutesOf(name: string): number | undefined {
  const match = /\b(\d{1,3})-Minute\b/i.exec(name);
  const minutes = match ? Number(match[1]) : 0;
  return minutes > 0 && 1440 % minutes === 0 ? minutes : undefined;
}

/**
 * The lottery rule of a catalogue game (see the module comment for the mapping).
 * @param game the game's vendor, category, name and class
 * @returns the rule, or `undefined` when the game is not of type LOTT or ELOTT
 */
export function lotteryRuleOf(game: Pick<Game, 'vassalage' | 'gameType' | 'gameName' | 'gameClassify'>): LotteryRule | undefined {
  if (!LOTTERY_TYPES.includes(game.gameType)) return undefined;
  const elott = game.gameType === 'ELOTT';
  const prizeMode: PrizeMode = game.vassalage === SEAMLESS_VENDOR ? 'SEA' : elott ? 'ELOTT' : 'LOTT';
  const lottoArea = game.vassalage === VN_LOTTERY_VENDOR ? 'VN' : game.vassalage === SEAMLESS_VENDOR ? 'SEA' : elott ? 'ASIA' : 'PH';
  const minutes = minutesOf(game.gameName);
  const drawInterval = minutes ? minutes * 60 : /keno/i.test(game.gameName) ? 300 : elott ? 180 : DAY_S;
  const drawOffset = drawInterval === DAY_S ? (DAILY_OFFSET[lottoArea] ?? 0) : 0;
  return { prizeMode, lottoArea, drawInterval, drawOffset, numbers: numbersOf(game) };
}

/**
 * The time of the latest draw at or before `nowMs`.
 * @param rule the game's rule
 * @param nowMs the time, ms since the epoch
 * @returns ms since the epoch
 */
export function latestDrawAt(rule: Pick<LotteryRule, 'drawInterval' | 'drawOffset'>, nowMs: number): number {
  const s = Math.floor(nowMs / 1000);
  return ((Math.floor((s - rule.drawOffset) / rule.drawInterval) * rule.drawInterval) + rule.drawOffset) * 1000;
}

/**
 * The time of the first draw after `nowMs` (the lottery menu's `nextDrawAt`).
 * @param rule the game's rule
 * @param nowMs the time, ms since the epoch
 * @returns ms since the epoch
 */
export function nextDrawAt(rule: Pick<LotteryRule, 'drawInterval' | 'drawOffset'>, nowMs: number): number {
  return latestDrawAt(rule, nowMs) + rule.drawInterval * 1000;
}

const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * The issue number of the draw at `drawAtMs` (a draw time of the rule): `YYYYMMDD` for daily
 * games, else `YYYYMMDD-NNNN` (NNNN the draw's 1-based index in its UTC day).
 * @param rule the game's interval (seconds)
 * @param drawAtMs a draw time of the rule, ms since the epoch
 * @returns e.g. `20261123-0612` or `20261123`
 */
export function numeroOf(rule: Pick<LotteryRule, 'drawInterval'>, drawAtMs: number): string {
  if (rule.drawInterval >= DAY_S) return ymd(drawAtMs);
  const s = Math.floor(drawAtMs / 1000);
  const day = Math.floor((s - rule.drawInterval) / DAY_S) * DAY_S;
  return `${ymd(day * 1000)}-${pad((s - day) / rule.drawInterval, 4)}`;
}

/**
 * The opened numbers of a draw: deterministic from the game code and the numero (mulberry32
 * seeded with the FNV-1a hash of `<gameCode>#<numero>`).
 * @param gameCode the catalogue game code
 * @param numero the issue number
 * @param rule the game's number rule
 * @returns the numbers as shown, e.g. `["03", "17", "21", "28", "40", "44"]`
 */
export function drawNumbers(gameCode: string, numero: string, rule: Pick<LotteryRule, 'numbers'>): string[] {
  return rule.numbers.draw(createRng(hashString(`${gameCode}#${numero}`)));
}

/** A draw as stored (`lottery_draws`). */
export interface Draw {
  gameCode: string;
  numero: string;
  /** ms since the epoch. */
  openedAt: number;
  numbers: string[];
}

/**
 * The draws of a game due at or before `nowMs` and after `afterMs`, oldest first, at most
 * `limit` (the latest ones when more are due).
 * @param gameCode the catalogue game code
 * @param rule the game's rule
 * @param nowMs the time, ms since the epoch
 * @param limit most draws returned (default {@link DRAWS_KEPT})
 * @param afterMs only draws after this time (default: no bound)
 */
export function drawsDue(gameCode: string, rule: LotteryRule, nowMs: number, limit = DRAWS_KEPT, afterMs = -Infinity): Draw[] {
  const step = rule.drawInterval * 1000;
  const out: Draw[] = [];
  for (let at = latestDrawAt(rule, nowMs); at > afterMs && out.length < limit; at -= step) {
    const numero = numeroOf(rule, at);
    out.push({ gameCode, numero, openedAt: at, numbers: drawNumbers(gameCode, numero, rule) });
  }
  return out.reverse();
}
