/**
 * Favourites (spec §3 favGameIds / favGameList, §4 toggle, §6 trial, §7): ids and the paged list
 * newest first with the catalogue's own games, idempotent add and remove, 404 for a game that
 * does not match (nothing written), trial accounts refused, members kept apart, bad input 400.
 */
import { ERROR_CODES, type FavouriteListValue, type Game, type GamePage, type LoginValue } from '@gamehall/api-client/contract';
import { count, eq } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../src/db/database.ts';
import * as t from '../src/db/schema.ts';
import { SEEDED_PASSWORD } from '../src/seed/accounts.ts';
import { type FakeClock, call, fakeClock } from './accountHelpers.ts';
import { seededDatabase, testApp } from './helpers.ts';

let database: Database;
let app: FastifyInstance;
let clock: FakeClock;
let nextIp = 1;
const freshIp = () => `10.7.0.${String(nextIp++)}`;

const login = async (username: string) => (await call<LoginValue>(app, 'login', { body: { type: 'username', username, password: SEEDED_PASSWORD }, ip: freshIp() })).body.value.token;
const gamesOf = async (query: string) => (await call<GamePage>(app, 'gameList', { query })).body.value.games;
const ref = (g: Game) => ({ nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType });
const removeQuery = (g: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) => `?nodeId=${String(g.nodeId)}&vendor=${g.vassalage}&gameType=${g.gameType}`;
const favouriteRows = async () => (await database.db.select({ n: count() }).from(t.favourites))[0]?.n ?? 0;

/** Adds the games one by one, the clock moving 1 s between them (so "newest first" is defined). */
async function addAll(token: string, games: Game[]) {
  for (const g of games) {
    clock.advance(1000);
    const res = await call(app, 'addFavourite', { token, body: ref(g) });
    expect(res.body, g.gameName).toMatchObject({ success: true, value: null });
  }
}

let slots: Game[];
let live: Game[];

beforeAll(async () => {
  database = await seededDatabase();
  clock = fakeClock(Date.UTC(2026, 10, 23, 6, 0, 0));
  app = await testApp(database, {}, clock);
  slots = await gamesOf('?gameType=RNG&vassalage=PG&pageSize=6');
  live = await gamesOf('?gameType=LIVE&pageSize=2');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('favourites', () => {
  it('adds a game, lists it newest first with the same game object as the game list, and removes it', async () => {
    const token = await login('player1');
    const [a, b] = slots as [Game, Game];
    await addAll(token, [a, b]);
    expect((await call(app, 'favouriteIds', { token })).body.value).toEqual({ favGameIds: [b.nodeId, a.nodeId] });
    const list = (await call<FavouriteListValue>(app, 'favouriteList', { token, query: '?pageSize=999' })).body.value;
    expect(list).toEqual({ content: [b, a], pageNum: 1, pageSize: 999, totalPages: 1, total: 2 });

    expect((await call(app, 'removeFavourite', { token, query: removeQuery(b) })).body).toMatchObject({ success: true, value: null });
    expect((await call(app, 'favouriteIds', { token })).body.value).toEqual({ favGameIds: [a.nodeId] });
    await call(app, 'removeFavourite', { token, query: removeQuery(a) });
    expect((await call(app, 'favouriteIds', { token })).body.value).toEqual({ favGameIds: [] });
  });

  it('is idempotent: a second add keeps one row and its place, a second remove succeeds', async () => {
    const token = await login('player1');
    const [a, b] = slots as [Game, Game];
    const before = await favouriteRows();
    await addAll(token, [a, b, a]);
    expect(await favouriteRows()).toBe(before + 2);
    expect((await call(app, 'favouriteIds', { token })).body.value).toEqual({ favGameIds: [b.nodeId, a.nodeId] });
    for (let i = 0; i < 2; i += 1) {
      const res = await call(app, 'removeFavourite', { token, query: removeQuery(a) });
      expect([res.status, res.body.success]).toEqual([200, true]);
    }
    expect(await favouriteRows()).toBe(before + 1);
    await call(app, 'removeFavourite', { token, query: removeQuery(b) });
  });

  it('filters by category (ids and list) and vendor (list), and pages with pageNo/pageSize', async () => {
    const token = await login('agent2');
    await addAll(token, [...slots.slice(0, 5), ...live]);
    const ids = (await call<{ favGameIds: number[] }>(app, 'favouriteIds', { token, query: '?gameType=LIVE' })).body.value.favGameIds;
    expect(ids).toEqual([live[1]!.nodeId, live[0]!.nodeId]);
    const pg = (await call<FavouriteListValue>(app, 'favouriteList', { token, query: '?gameType=RNG&vassalage=PG&pageNo=2&pageSize=2' })).body.value;
    // Newest first: slots 4, 3 | 2, 1 | 0.
    expect(pg).toEqual({ content: [slots[2], slots[1]], pageNum: 2, pageSize: 2, totalPages: 3, total: 5 });
    const all = (await call<FavouriteListValue>(app, 'favouriteList', { token })).body.value;
    expect([all.pageNum, all.pageSize, all.total, all.content.length]).toEqual([1, 42, 7, 7]);
    const past = (await call<FavouriteListValue>(app, 'favouriteList', { token, query: '?pageNo=9&pageSize=5' })).body.value;
    expect(past).toEqual({ content: [], pageNum: 9, pageSize: 5, totalPages: 2, total: 7 });
  });

  it('keeps each member\'s favourites apart', async () => {
    const one = await login('agent41');
    const two = await login('agent42');
    await addAll(one, [slots[5]!]);
    expect((await call(app, 'favouriteIds', { token: two })).body.value).toEqual({ favGameIds: [] });
    expect((await call(app, 'favouriteIds', { token: one })).body.value).toEqual({ favGameIds: [slots[5]!.nodeId] });
  });

  it('answers 404 game.not.found and writes nothing when no game has that nodeId, vendor and category', async () => {
    const token = await login('player2');
    const game = slots[0]!;
    const before = await favouriteRows();
    const wrong = [
      { ...ref(game), nodeId: 999_999_999 },
      { ...ref(game), vendor: 'EG2' },
      { ...ref(game), gameType: 'LIVE' },
    ];
    for (const body of wrong) {
      const res = await call(app, 'addFavourite', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(res.body).toMatchObject({ success: false, value: null, errorCode: ERROR_CODES.gameNotFound });
      const removed = await call(app, 'removeFavourite', { token, query: `?nodeId=${String(body.nodeId)}&vendor=${body.vendor}&gameType=${body.gameType}` });
      expect([removed.status, removed.body.errorCode]).toEqual([404, ERROR_CODES.gameNotFound]);
    }
    expect(await favouriteRows()).toBe(before);
  });

  it('refuses trial accounts with member.trial on every favourite call and writes nothing (spec §6)', async () => {
    const trial = (await call<LoginValue>(app, 'loginFreeplay', { body: { platform: 'W', gatewayVersion: '3' }, ip: freshIp() })).body.value.token;
    const before = await favouriteRows();
    const game = slots[0]!;
    const answers = [
      await call(app, 'addFavourite', { token: trial, body: ref(game) }),
      await call(app, 'removeFavourite', { token: trial, query: removeQuery(game) }),
      await call(app, 'favouriteIds', { token: trial }),
      await call(app, 'favouriteList', { token: trial }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: false, value: null, errorCode: ERROR_CODES.trialAccount });
    }
    expect(await favouriteRows()).toBe(before);
  });

  it('answers 400 request.invalid naming the field for malformed input, and writes nothing', async () => {
    const token = await login('player2');
    const game = slots[0]!;
    const before = await favouriteRows();
    const bodies = [
      { nodeId: 'abc', vendor: game.vassalage, gameType: game.gameType },
      { nodeId: game.nodeId, vendor: game.vassalage },
      { ...ref(game), gameType: 'NOPE' },
      { nodeId: 0, vendor: game.vassalage, gameType: game.gameType },
    ];
    for (const body of bodies) {
      const res = await call(app, 'addFavourite', { token, body, raw: true });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: ERROR_CODES.badRequest });
      expect(res.body.message).toMatch(/"[a-zA-Z]+"|request body/);
    }
    for (const query of ['?nodeId=abc&vendor=PG&gameType=RNG', '?vendor=PG&gameType=RNG', removeQuery(game).replace('RNG', 'rng')]) {
      const res = await call(app, 'removeFavourite', { token, query });
      expect(res.status, query).toBe(400);
    }
    for (const query of ['?pageSize=1000', '?pageSize=0', '?pageNo=x', '?gameType=NOPE']) {
      expect((await call(app, 'favouriteList', { token, query })).status, query).toBe(400);
    }
    expect(await favouriteRows()).toBe(before);
    expect((await database.db.select({ n: count() }).from(t.favourites).where(eq(t.favourites.nodeId, 0)))[0]?.n).toBe(0);
  });
});
