/**
 * Lottery (spec §7 /lgw/vn/games/game_menu, /lgw/vn/numeros/opened/game,
 * /lotto/lgw/games/opened/numero; §9 prize modes): the mapping of catalogue games to prize
 * modes, areas and draw intervals, the number rules, numeros, seeded draws, the top-up on read
 * with an injected clock (bounded, idempotent, the same numbers on two instances), history
 * paging and 404s.
 */
import { ERROR_CODES, type LoginValue, type LotteryGame, type OpenedNumero } from '@gamehall/api-client/contract';
import { and, count, eq } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import * as t from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed.ts';
import { DAY_S, drawNumbers, drawsDue, latestDrawAt, lotteryRuleOf, numeroOf } from '../src/lottery/rules.ts';
import { SEEDED_PASSWORD } from '../src/seed/accounts.ts';
import { buildSeed } from '../src/seed/catalogue.ts';
import { seedDraws } from '../src/seed/lottery.ts';
import { type FakeClock, call, fakeClock } from './accountHelpers.ts';
import { testApp } from './helpers.ts';
import { ACCOUNT_DEFAULTS } from '../src/config.ts';

interface Paged<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  totalPages: number;
  total: number;
}

/** Seed time: Monday 23 Nov 2026, 06:07:30 UTC. */
const SEEDED_AT = Date.UTC(2026, 10, 23, 6, 7, 30);
const MINUTE = 60_000;

let database: Database;
let app: FastifyInstance;
let clock: FakeClock;

const menu = async (query = '') => {
  const res = await call<{ list: LotteryGame[] }>(app, 'lotteryMenu', { query });
  expect(res.status, query).toBe(200);
  return res.body.value.list;
};
const byName = async (name: string) => (await menu()).find((g) => g.gameName === name)!;
const drawRows = async (gameCode: string) => (await database.db.select({ n: count() }).from(t.lotteryDraws).where(eq(t.lotteryDraws.gameCode, gameCode)))[0]?.n ?? 0;

beforeAll(async () => {
  database = await openDatabase();
  await database.migrate();
  await seedIfEmpty(database.db, buildSeed, undefined, () => SEEDED_AT);
  clock = fakeClock(SEEDED_AT);
  // The draw tests move the clock by hours; the member's session must outlive that (the idle
  // time-out is tested in sessions.codes.test.ts).
  app = await testApp(database, { sessionIdleMs: ACCOUNT_DEFAULTS.sessionTtlMs }, clock);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('lottery mapping', () => {
  it('lists every LOTT and ELOTT game with its prize mode, area and interval (README "Lottery")', async () => {
    const all = await menu('?device=WEB&language=EN');
    const summary = (vassalage: string) => [...new Set(all.filter((g) => g.vassalage === vassalage).map((g) => `${g.gameType} ${g.prizeMode} ${g.lottoArea}`))];
    expect(summary('TCG_SEA')).toEqual(['LOTT SEA SEA']);
    expect(summary('TCG_LOTTO_VN')).toEqual(['LOTT LOTT VN']);
    expect(summary('GW')).toEqual(['LOTT LOTT PH']);
    expect(summary('TCG')).toEqual(['ELOTT ELOTT ASIA']);
    expect(summary('VR')).toEqual(['ELOTT ELOTT ASIA']);
    expect(all).toHaveLength(26);
    const interval = Object.fromEntries(all.map((g) => [g.gameName, g.drawInterval]));
    expect(interval).toMatchObject({
      '1-Minute Fast 3': 60,
      '3-Minute PK10': 180,
      '5-Minute Lucky 5': 300,
      'Lucky Keno 80': 300,
      'VN Keno': 300,
      'Keno 80': 300,
      'VR PK10': 180,
      'SEA Lottery': DAY_S,
      'North Vietnam Lotto': DAY_S,
      'Lotto 6/42': DAY_S,
      Swertres: DAY_S,
    });
  });

  it('filters by prize mode and area', async () => {
    expect((await menu('?prizeMode=SEA')).map((g) => g.gameName)).toEqual(['SEA Lottery']);
    expect(new Set((await menu('?prizeMode=LOTT')).map((g) => g.vassalage))).toEqual(new Set(['TCG_LOTTO_VN', 'GW']));
    expect((await menu('?prizeMode=LOTT&lottoArea=VN')).map((g) => g.gameName)).toEqual([
      'North Vietnam Lotto',
      'South Vietnam Lotto',
      'Central Vietnam Lotto',
      'VN Mega 6/45',
      'VN Power 6/55',
      'VN Keno',
    ]);
    expect(await menu('?prizeMode=ZY')).toEqual([]);
    expect((await menu('?prizeMode=ELOTT')).every((g) => g.gameType === 'ELOTT')).toBe(true);
  });

  it('answers next draw and latest opened draw consistent with the clock', async () => {
    for (const game of await menu()) {
      const next = Date.parse(game.nextDrawAt);
      expect(next, game.gameName).toBeGreaterThan(clock.now());
      expect(next - clock.now()).toBeLessThanOrEqual(game.drawInterval * 1000);
      expect(game.latest, game.gameName).toBeDefined();
      expect(next - Date.parse(game.latest!.openedAt)).toBe(game.drawInterval * 1000);
    }
  });
});

describe('number rules and numeros', () => {
  const shapes: [name: string, check: (numbers: string[]) => void][] = [
    ['VN Mega 6/45', (n) => expectDistinctSorted(n, 6, 45)],
    ['VN Power 6/55', (n) => expectDistinctSorted(n, 6, 55)],
    ['Lotto 6/42', (n) => expectDistinctSorted(n, 6, 42)],
    ['Ultra Lotto 6/58', (n) => expectDistinctSorted(n, 6, 58)],
    ['Keno 80', (n) => expectDistinctSorted(n, 20, 80)],
    ['Swertres', (n) => expect(n.join(' ')).toMatch(/^\d \d \d$/)],
    ['EZ2 Lotto', (n) => expect(n.every((x) => /^(0[1-9]|[12]\d|3[01])$/.test(x)) && n.length === 2).toBe(true)],
    ['1-Minute Fast 3', (n) => expect(n.join(' ')).toMatch(/^[1-6] [1-6] [1-6]$/)],
    ['3-Minute PK10', (n) => expect([...n].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'])],
    ['5-Minute Lucky 5', (n) => expect(n.join(' ')).toMatch(/^\d \d \d \d \d$/)],
    ['North Vietnam Lotto', (n) => expect(n).toEqual([expect.stringMatching(/^\d{5}$/)])],
    ['SEA Lottery', (n) => expect(n).toEqual([expect.stringMatching(/^\d{4}$/)])],
    ['VR Color Game', (n) => expect(n.every((c) => ['YELLOW', 'WHITE', 'PINK', 'BLUE', 'RED', 'GREEN'].includes(c)) && n.length === 3).toBe(true)],
  ];
  function expectDistinctSorted(numbers: string[], size: number, max: number) {
    expect(numbers).toHaveLength(size);
    expect(new Set(numbers).size).toBe(size);
    const values = numbers.map(Number);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.every((v) => v >= 1 && v <= max) && numbers.every((x) => /^\d{2}$/.test(x))).toBe(true);
  }

  it.each(shapes)('%s opens numbers of its rule in every stored draw', async (name, check) => {
    const game = await byName(name);
    const token = await member();
    const history = (await call<Paged<OpenedNumero>>(app, 'numeroHistory', { token, query: `?gameCode=${game.gameCode}&pageSize=30` })).body.value;
    expect(history.list.length, name).toBe(30);
    for (const draw of history.list) check(draw.numbers);
    expect(new Set(history.list.map((d) => d.numbers.join())).size, `${name}: draws differ`).toBeGreaterThan(1);
  });

  it('numbers draws YYYYMMDD-NNNN by index of the UTC day, and YYYYMMDD for daily games', () => {
    const minute = { drawInterval: 60, drawOffset: 0 };
    expect(numeroOf(minute, Date.UTC(2026, 10, 23, 0, 1))).toBe('20261123-0001');
    expect(numeroOf(minute, Date.UTC(2026, 10, 23, 10, 12))).toBe('20261123-0612');
    expect(numeroOf(minute, Date.UTC(2026, 10, 24, 0, 0))).toBe('20261123-1440');
    expect(numeroOf({ drawInterval: 300 }, Date.UTC(2026, 10, 23, 0, 5))).toBe('20261123-0001');
    const daily = { drawInterval: DAY_S, drawOffset: 13 * 3600 };
    expect(latestDrawAt(daily, Date.UTC(2026, 10, 23, 12, 59))).toBe(Date.UTC(2026, 10, 22, 13, 0));
    expect(numeroOf(daily, Date.UTC(2026, 10, 23, 13, 0))).toBe('20261123');
  });

  it('is deterministic: the same game code and numero always open the same numbers', () => {
    const rule = lotteryRuleOf({ vassalage: 'GW', gameType: 'LOTT', gameName: 'Lotto 6/42', gameClassify: 'LOTTO' })!;
    expect(drawNumbers('GW_lotto_6_42', '20261123', rule)).toEqual(drawNumbers('GW_lotto_6_42', '20261123', rule));
    expect(drawNumbers('GW_lotto_6_42', '20261123', rule)).not.toEqual(drawNumbers('GW_lotto_6_42', '20261124', rule));
    expect(seedDraws(buildSeed().games, SEEDED_AT)).toEqual(seedDraws(buildSeed().games, SEEDED_AT));
    expect(lotteryRuleOf({ vassalage: 'PG', gameType: 'RNG', gameName: 'Keno', gameClassify: 'SLOT' })).toBeUndefined();
  });
});

let memberToken: string | undefined;
async function member(): Promise<string> {
  memberToken ??= (await call<LoginValue>(app, 'login', { body: { type: 'username', username: 'player1', password: SEEDED_PASSWORD }, ip: '10.9.0.1' })).body.value.token;
  return memberToken;
}

describe('seeded draws and the top-up on read', () => {
  it('seeds the last 30 draws of every lottery game, the numbers of the rules', async () => {
    const [rows] = await database.db.select({ n: count() }).from(t.lotteryDraws);
    expect(rows?.n).toBeGreaterThanOrEqual(26 * 30);
    const game = await byName('1-Minute Fast 3');
    const stored = await database.db.select().from(t.lotteryDraws).where(and(eq(t.lotteryDraws.gameCode, game.gameCode), eq(t.lotteryDraws.numero, '20261123-0367')));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.openedAt.toISOString()).toBe('2026-11-23T06:07:00.000Z');
    const rule = lotteryRuleOf({ ...game, gameClassify: 'K3' })!; // the seed's class of 1-Minute Fast 3
    expect(stored[0]!.numbers).toEqual(drawNumbers(game.gameCode, '20261123-0367', rule));
  });

  it('tops up the draws due since the seed on the next read, newest first in the history', async () => {
    const token = await member();
    const game = await byName('1-Minute Fast 3');
    clock.advance(10 * MINUTE);
    const [opened] = (await call<{ list: OpenedNumero[] }>(app, 'openedNumbers', { query: `?gameCode=${game.gameCode}` })).body.value.list;
    expect(opened).toMatchObject({ gameCode: game.gameCode, numero: '20261123-0377', openedAt: '2026-11-23T06:17:00.000Z' });
    expect(await drawRows(game.gameCode)).toBe(30 + 10);
    const history = (await call<Paged<OpenedNumero>>(app, 'numeroHistory', { token, query: `?gameCode=${game.gameCode}` })).body.value;
    expect(history).toMatchObject({ pageNo: 1, pageSize: 10, total: 40, totalPages: 4 });
    expect(history.list.map((d) => d.numero)).toEqual(Array.from({ length: 10 }, (_, i) => `20261123-${String(377 - i).padStart(4, '0')}`));
    const page4 = (await call<Paged<OpenedNumero>>(app, 'numeroHistory', { token, query: `?gameCode=${game.gameCode}&pageNo=4` })).body.value;
    expect(page4.list.at(-1)?.numero).toBe('20261123-0338');
  });

  it('bounds the top-up to the last 30 draws after a long pause, and a second instance agrees without writing', async () => {
    const game = await byName('1-Minute Fast 3');
    const before = await drawRows(game.gameCode);
    clock.advance(120 * MINUTE);
    await menu();
    expect(await drawRows(game.gameCode)).toBe(before + 30);
    const other = await testApp(database, {}, clock);
    try {
      const mine = (await call<{ list: OpenedNumero[] }>(app, 'openedNumbers', { query: '?prizeMode=ELOTT' })).body.value.list;
      const theirs = (await call<{ list: OpenedNumero[] }>(other, 'openedNumbers', { query: '?prizeMode=ELOTT' })).body.value.list;
      expect(theirs).toEqual(mine);
      expect(await drawRows(game.gameCode)).toBe(before + 30);
      const rule = lotteryRuleOf({ ...game, gameClassify: 'K3' })!; // the seed's class of 1-Minute Fast 3
      expect(mine.find((d) => d.gameCode === game.gameCode)).toEqual({ ...drawsDue(game.gameCode, rule, clock.now(), 1).map((d) => ({ ...d, openedAt: new Date(d.openedAt).toISOString() }))[0] });
    } finally {
      await other.close();
    }
  });

  it('never answers a stored draw from the future of the clock', async () => {
    const game = await byName('3-Minute PK10');
    const earlier = await testApp(database, {}, () => new Date(SEEDED_AT - 60 * MINUTE));
    try {
      const [latest] = (await call<{ list: OpenedNumero[] }>(earlier, 'openedNumbers', { query: `?gameCode=${game.gameCode}` })).body.value.list;
      expect(Date.parse(latest!.openedAt)).toBeLessThanOrEqual(SEEDED_AT - 60 * MINUTE);
    } finally {
      await earlier.close();
    }
  });
});

describe('lottery errors', () => {
  it('answers 404 game.not.found for an unknown game or one that is not a lottery game', async () => {
    const token = await member();
    const slot = (await call<{ games: { gameCode: string }[] }>(app, 'gameList', { query: '?gameType=RNG&pageSize=1' })).body.value.games[0]!;
    for (const gameCode of ['NO_SUCH_GAME', slot.gameCode]) {
      const history = await call(app, 'numeroHistory', { token, query: `?gameCode=${gameCode}` });
      expect([history.status, history.body.errorCode, history.body.success]).toEqual([404, ERROR_CODES.gameNotFound, false]);
      const opened = await call(app, 'openedNumbers', { query: `?gameCode=${gameCode}` });
      expect([opened.status, opened.body.errorCode]).toEqual([404, ERROR_CODES.gameNotFound]);
    }
  });

  it('answers 400 naming the parameter for malformed input', async () => {
    const token = await member();
    const cases: [Parameters<typeof call>[1], string][] = [
      ['lotteryMenu', '?prizeMode=XX'],
      ['lotteryMenu', '?device=PHONE'],
      ['openedNumbers', '?gameCode=bad%20code'],
      ['numeroHistory', ''],
      ['numeroHistory', '?gameCode=GW_swertres&pageSize=101'],
      ['numeroHistory', '?gameCode=GW_swertres&pageNo=0'],
    ];
    for (const [name, query] of cases) {
      const res = await call(app, name, { token, query });
      expect([res.status, res.body.errorCode], `${name}${query}`).toEqual([400, ERROR_CODES.badRequest]);
      expect(res.body.message).toMatch(/"[a-zA-Z]+"/);
    }
  });
});
