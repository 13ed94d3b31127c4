/**
 * Recent games (spec §2 RECENT, §7 GCS_recentGame and /lgw/vn/games/game_menu/recent): most
 * recent first, page size 12 by default, category and vendor filters, members kept apart, the
 * lottery recent list as lottery menu entries with a prize-mode filter. The rows are what member
 * launches write; here they are inserted directly.
 */
import { ERROR_CODES, type Game, type GamePage, type LoginValue, type LotteryGame } from '@gamehall/api-client/contract';
import { eq } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../src/db/database.ts';
import * as t from '../src/db/schema.ts';
import { SEEDED_PASSWORD } from '../src/seed/accounts.ts';
import { call } from './accountHelpers.ts';
import { seededDatabase, testApp } from './helpers.ts';

interface Paged<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  totalPages: number;
  total: number;
}

let database: Database;
let app: FastifyInstance;
let nextIp = 1;
const freshIp = () => `10.8.0.${String(nextIp++)}`;
const NOW = Date.UTC(2026, 10, 23, 6, 0, 0);

const login = async (username: string) => (await call<LoginValue>(app, 'login', { body: { type: 'username', username, password: SEEDED_PASSWORD }, ip: freshIp() })).body.value.token;
const gamesOf = async (query: string) => (await call<GamePage>(app, 'gameList', { query })).body.value.games;
const memberId = async (account: string) => (await database.db.select({ id: t.members.id }).from(t.members).where(eq(t.members.account, account)))[0]!.id;

/** Writes recent rows as launches would: `games[0]` played last (most recent). */
async function played(account: string, games: Game[]) {
  const id = await memberId(account);
  await database.db.insert(t.recentGames).values(games.map((g, i) => ({ memberId: id, nodeId: g.nodeId, playedAt: new Date(NOW - i * 60_000) })));
}

let slots: Game[];
let live: Game[];
let lotto: Game[];

beforeAll(async () => {
  database = await seededDatabase();
  app = await testApp(database, {}, () => new Date(NOW));
  slots = await gamesOf('?gameType=RNG&vassalage=PG&pageSize=12');
  live = await gamesOf('?gameType=LIVE&vassalage=EVO&pageSize=2');
  lotto = [...(await gamesOf('?gameType=LOTT&vassalage=TCG_SEA')), ...(await gamesOf('?gameType=LOTT&vassalage=GW&pageSize=2')), ...(await gamesOf('?gameType=ELOTT&pageSize=1'))];
  // player1: 2 live, 12 slots, then the lottery games (most recent first in this order).
  await played('player1', [...live, ...slots, ...lotto]);
  await played('player2', [slots[0]!]);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('recent games', () => {
  it('answers the most recent first, 12 a page by default, with the catalogue\'s games', async () => {
    const token = await login('player1');
    const first = (await call<Paged<Game>>(app, 'recentGames', { token })).body;
    expect(first.success).toBe(true);
    const total = live.length + slots.length + lotto.length;
    expect(first.value).toEqual({ list: [...live, ...slots.slice(0, 10)], pageNo: 1, pageSize: 12, totalPages: Math.ceil(total / 12), total });
    const second = (await call<Paged<Game>>(app, 'recentGames', { token, query: '?page=2' })).body.value;
    expect(second.list).toEqual([...slots.slice(10), ...lotto].slice(0, 12));
  });

  it('filters by category and vendor', async () => {
    const token = await login('player1');
    const onlyLive = (await call<Paged<Game>>(app, 'recentGames', { token, query: '?gameType=LIVE&clientType=3&language=EN' })).body.value;
    expect(onlyLive).toMatchObject({ list: live, total: 2, totalPages: 1 });
    const pg = (await call<Paged<Game>>(app, 'recentGames', { token, query: '?vassalage=PG&pageSize=5&page=3' })).body.value;
    expect(pg).toEqual({ list: slots.slice(10, 12), pageNo: 3, pageSize: 5, totalPages: 3, total: 12 });
  });

  it('keeps each member\'s recent games apart; a member who played nothing gets an empty page', async () => {
    expect((await call<Paged<Game>>(app, 'recentGames', { token: await login('player2') })).body.value.list).toEqual([slots[0]]);
    expect((await call<Paged<Game>>(app, 'recentGames', { token: await login('agent1') })).body.value).toEqual({ list: [], pageNo: 1, pageSize: 12, totalPages: 0, total: 0 });
  });

  it('lists the recent lottery games as lottery menu entries, by prize mode', async () => {
    const token = await login('player1');
    const all = (await call<Paged<LotteryGame>>(app, 'lotteryRecent', { token })).body.value;
    expect(all.list.map((g) => g.nodeId)).toEqual(lotto.map((g) => g.nodeId));
    expect(all).toMatchObject({ pageNo: 1, pageSize: 12, total: lotto.length });
    expect(all.list[0]).toMatchObject({ vassalage: 'TCG_SEA', prizeMode: 'SEA', lottoArea: 'SEA', latest: { gameCode: lotto[0]!.gameCode } });
    const sea = (await call<Paged<LotteryGame>>(app, 'lotteryRecent', { token, query: '?prizeMode=SEA' })).body.value;
    expect(sea.list.map((g) => g.vassalage)).toEqual(['TCG_SEA']);
    const elott = (await call<Paged<LotteryGame>>(app, 'lotteryRecent', { token, query: '?prizeMode=ELOTT&device=WEB' })).body.value;
    expect(elott.list.map((g) => [g.gameType, g.prizeMode, g.lottoArea])).toEqual([['ELOTT', 'ELOTT', 'ASIA']]);
    const paged = (await call<Paged<LotteryGame>>(app, 'lotteryRecent', { token, query: '?pageSize=2&page=2' })).body.value;
    expect(paged).toMatchObject({ pageNo: 2, pageSize: 2, totalPages: 2, total: 4 });
    expect(paged.list.map((g) => g.nodeId)).toEqual(lotto.slice(2).map((g) => g.nodeId));
  });

  it('answers 400 for malformed paging', async () => {
    const token = await login('player1');
    for (const query of ['?page=0', '?pageSize=100', '?gameType=NOPE']) {
      const res = await call(app, 'recentGames', { token, query });
      expect([res.status, res.body.errorCode], query).toEqual([400, ERROR_CODES.badRequest]);
    }
    for (const query of ['?pageSize=101', '?prizeMode=XX']) expect((await call(app, 'lotteryRecent', { token, query })).status, query).toBe(400);
  });
});
