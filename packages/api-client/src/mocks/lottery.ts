/**
 * Lottery data of the mock platform, with the platform server's rules (apps/platform-server
 * src/lottery/rules.ts, README "Lottery"): lottery games are the LOTT and ELOTT games; prize mode
 * SEA for TCG_SEA, ELOTT for ELOTT games, LOTT for the other LOTT games; area VN for
 * TCG_LOTTO_VN, SEA for TCG_SEA, ASIA for ELOTT, PH otherwise; a "N-Minute" name draws every N
 * minutes, keno every 5, other ELOTT games every 3, other LOTT games daily; numero `YYYYMMDD`
 * (daily) or `YYYYMMDD-NNNN` (index of the draw in its UTC day); a draw's numbers follow from the
 * game code and numero alone (hash-seeded PRNG).
 */
import type { Game, GameType } from '../contract/entities';
import type { LotteryGame, OpenedNumero, PrizeMode } from '../contract/play';
import { SEAMLESS_VENDOR, VN_LOTTERY_VENDOR } from '../contract/routes';
import { svgDataUri } from './svg';

/** Seconds in a day. */
export const DAY_S = 86_400;
/** Draws of a game the mock history holds before its state was created (as the server's seed). */
export const MOCK_DRAWS_KEPT = 30;
/** The lottery categories (spec §1: lottery is LOTT and ELOTT). */
export const LOTTERY_GAME_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];

/** What makes a catalogue game a lottery game (see the module comment). */
export interface MockLotteryRule {
  prizeMode: PrizeMode;
  lottoArea: string;
  /** Seconds between draws (divides a day). */
  drawInterval: number;
  /** Daily games: seconds after 00:00 UTC of the draw; else 0. */
  drawOffset: number;
  /** Draws the numbers from a generator of floats in [0, 1). */
  draw: (next: () => number) => string[];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const int = (next: () => number, min: number, max: number) => min + Math.floor(next() * (max - min + 1));

function distinct(count: number, max: number) {
  return (next: () => number) => {
    const pool = Array.from({ length: max }, (_, i) => i + 1);
    const out: number[] = [];
    for (let i = 0; i < count; i += 1) out.push(...pool.splice(Math.floor(next() * pool.length), 1));
    return out.sort((a, b) => a - b).map((n) => pad(n));
  };
}
const digits = (count: number) => (next: () => number) => Array.from({ length: count }, () => String(int(next, 0, 9)));
const whole = (width: number) => (next: () => number) => [digits(width)(next).join('')];
const COLOURS = ['YELLOW', 'WHITE', 'PINK', 'BLUE', 'RED', 'GREEN'];

function drawOf(game: Pick<Game, 'vassalage' | 'gameName' | 'gameClassify'>): MockLotteryRule['draw'] {
  const name = game.gameName;
  if (/keno/i.test(name)) return distinct(20, 80);
  if (/mark six/i.test(name)) {
    return (next) => {
      const seven = distinct(7, 49)(next);
      const special = seven.splice(int(next, 0, 6), 1);
      return [...seven, ...special];
    };
  }
  const lotto = /\b(\d)\/(\d{2})\b/.exec(name);
  if (lotto) return distinct(Number(lotto[1]), Number(lotto[2]));
  if (/swertres|pick 3/i.test(name)) return digits(3);
  if (/ez2/i.test(name)) return (next) => [pad(int(next, 1, 31)), pad(int(next, 1, 31))];
  if (/pk10|racing/i.test(name) || game.gameClassify === 'PK10') {
    return (next) => {
      const pool = Array.from({ length: 10 }, (_, i) => i + 1);
      const out: number[] = [];
      while (pool.length > 0) out.push(...pool.splice(Math.floor(next() * pool.length), 1));
      return out.map((n) => pad(n));
    };
  }
  if (/fast 3/i.test(name) || game.gameClassify === 'K3') return (next) => [int(next, 1, 6), int(next, 1, 6), int(next, 1, 6)].map(String);
  if (/colou?r game/i.test(name)) return (next) => [0, 1, 2].map(() => COLOURS[int(next, 0, 5)] ?? 'RED');
  const nd = /\b([2-6])D\b/i.exec(name);
  if (nd) return whole(Number(nd[1]));
  if (game.vassalage === SEAMLESS_VENDOR) return whole(4);
  if (game.vassalage === VN_LOTTERY_VENDOR) return whole(5);
  return digits(5);
}

const DAILY_OFFSET: Readonly<Record<string, number>> = { VN: 11 * 3600 + 15 * 60, PH: 13 * 3600, SEA: 11 * 3600 };

/**
 * The lottery rule of a catalogue game (the platform server's mapping).
 *
 * @param game - vendor, category, name and class of the game
 * @returns the rule, or `undefined` when the game is not of type LOTT or ELOTT
 */
export function mockLotteryRuleOf(game: Pick<Game, 'vassalage' | 'gameType' | 'gameName' | 'gameClassify'>): MockLotteryRule | undefined {
  if (!LOTTERY_GAME_TYPES.includes(game.gameType)) return undefined;
  const elott = game.gameType === 'ELOTT';
  const prizeMode: PrizeMode = game.vassalage === SEAMLESS_VENDOR ? 'SEA' : elott ? 'ELOTT' : 'LOTT';
  const lottoArea = game.vassalage === VN_LOTTERY_VENDOR ? 'VN' : game.vassalage === SEAMLESS_VENDOR ? 'SEA' : elott ? 'ASIA' : 'PH';
  const minutesMatch = /\b(\d{1,3})-Minute\b/i.exec(game.gameName);
  const minutes = minutesMatch && 1440 % Number(minutesMatch[1]) === 0 ? Number(minutesMatch[1]) : 0;
  const drawInterval = minutes > 0 ? minutes * 60 : /keno/i.test(game.gameName) ? 300 : elott ? 180 : DAY_S;
  return { prizeMode, lottoArea, drawInterval, drawOffset: drawInterval === DAY_S ? (DAILY_OFFSET[lottoArea] ?? 0) : 0, draw: drawOf(game) };
}

/**
 * The time of the latest draw at or before `nowMs`.
 *
 * @param rule - the game's interval and daily offset (seconds)
 * @param nowMs - the time, ms since the epoch
 * @returns ms since the epoch
 */
export function mockLatestDrawAt(rule: Pick<MockLotteryRule, 'drawInterval' | 'drawOffset'>, nowMs: number): number {
  const s = Math.floor(nowMs / 1000);
  return (Math.floor((s - rule.drawOffset) / rule.drawInterval) * rule.drawInterval + rule.drawOffset) * 1000;
}

const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * The issue number of the draw at `drawAtMs`: `YYYYMMDD` (daily) or `YYYYMMDD-NNNN` (NNNN the
 * 1-based index of the draw in its UTC day).
 *
 * @param rule - the game's interval (seconds)
 * @param drawAtMs - a draw time of the rule, ms since the epoch
 * @returns e.g. `20261123-0612`
 */
export function mockNumeroOf(rule: Pick<MockLotteryRule, 'drawInterval'>, drawAtMs: number): string {
  if (rule.drawInterval >= DAY_S) return ymd(drawAtMs);
  const s = Math.floor(drawAtMs / 1000);
  const day = Math.floor((s - rule.drawInterval) / DAY_S) * DAY_S;
  return `${ymd(day * 1000)}-${pad((s - day) / rule.drawInterval, 4)}`;
}

/** mulberry32 over an FNV-1a hash of the text (the same generator as the server's draws). */
function generator(text: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The draw of a game at a draw time: numero and numbers, deterministic.
 *
 * @param game - the catalogue game
 * @param rule - its rule
 * @param drawAtMs - a draw time of the rule (ms since the epoch)
 * @returns the opened draw
 */
export function mockDrawAt(game: Pick<Game, 'gameCode'>, rule: MockLotteryRule, drawAtMs: number): OpenedNumero {
  const numero = mockNumeroOf(rule, drawAtMs);
  return { gameCode: game.gameCode, numero, openedAt: new Date(drawAtMs).toISOString(), numbers: rule.draw(generator(`${game.gameCode}#${numero}`)) };
}

/**
 * An opened draw (a `numero` and its numbers). Defaults: draw 612 of 23 Nov 2026 of a 1-minute
 * game, three dice.
 *
 * @param overrides - fields to replace
 * @returns a schema-valid `OpenedNumero`
 */
export function makeOpenedNumero(overrides: Partial<OpenedNumero> = {}): OpenedNumero {
  return { gameCode: 'TCG_001', numero: '20261123-0612', openedAt: '2026-11-23T10:12:00.000Z', numbers: ['3', '5', '5'], ...overrides };
}

/**
 * A lottery game as the lottery menu lists it. Defaults: a VN North lotto (TCG_LOTTO_VN, LOTT
 * prize mode, area VN, daily at 11:15 UTC) with its latest draw.
 *
 * @param overrides - fields to replace (`latest: undefined` for a game without a draw yet)
 * @returns a schema-valid `LotteryGame`
 */
export function makeLotteryGame(overrides: Partial<LotteryGame> = {}): LotteryGame {
  const gameName = overrides.gameName ?? 'North Vietnam Lotto';
  const nodeId = overrides.nodeId ?? 1201;
  const gameCode = overrides.gameCode ?? 'TCG_LOTTO_VN_001';
  return {
    nodeId,
    gameCode,
    gameName,
    vassalage: VN_LOTTERY_VENDOR,
    gameType: 'LOTT',
    prizeMode: 'LOTT',
    lottoArea: 'VN',
    iconUrl: svgDataUri(gameName, nodeId),
    drawInterval: DAY_S,
    nextDrawAt: '2026-11-23T11:15:00.000Z',
    latest: makeOpenedNumero({ gameCode, numero: '20261122', openedAt: '2026-11-22T11:15:00.000Z', numbers: ['48213'] }),
    ...overrides,
  };
}

/**
 * A catalogue game as a lottery menu entry at `nowMs`: rule fields, next draw, latest draw.
 *
 * @param game - a LOTT or ELOTT game
 * @param rule - its rule ({@link mockLotteryRuleOf})
 * @param nowMs - the mock clock, ms since the epoch
 * @returns a schema-valid `LotteryGame` with `latest`
 */
export function mockLotteryGame(game: Game, rule: MockLotteryRule, nowMs: number): LotteryGame {
  const latestAt = mockLatestDrawAt(rule, nowMs);
  return {
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    gameName: game.gameName,
    vassalage: game.vassalage,
    gameType: game.gameType,
    prizeMode: rule.prizeMode,
    lottoArea: rule.lottoArea,
    iconUrl: game.iconUrl,
    drawInterval: rule.drawInterval,
    nextDrawAt: new Date(latestAt + rule.drawInterval * 1000).toISOString(),
    latest: mockDrawAt(game, rule, latestAt),
  };
}
