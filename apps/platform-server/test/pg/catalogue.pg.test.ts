/**
 * The catalogue SQL on a real PostgreSQL (DATABASE_URL): a fresh database per run, migrated and
 * seeded, then searches, filters and paging asserted and compared with the cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueCache } from '../../src/catalogue/cache.ts';
import { CatalogueRepository } from '../../src/catalogue/repository.ts';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { seedIfEmpty } from '../../src/db/seed.ts';
import { buildSeed } from '../../src/seed/catalogue.ts';
import { HOT_QUERIES, LIST_QUERIES } from '../catalogueQueries.ts';
import { testApp } from '../helpers.ts';
import { type TestDatabase, createTestDatabase } from './pgHelpers.ts';

let testDb: TestDatabase;

let database: Database;
let repository: CatalogueRepository;
let cache: CatalogueCache;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase({ url: testDb.url });
  await database.migrate();
  await database.migrate(); // idempotent
  const seeded = await seedIfEmpty(database.db, buildSeed);
  expect(seeded.seeded).toBe(true);
  repository = new CatalogueRepository(database.db);
  cache = new CatalogueCache(repository);
});

afterAll(async () => {
  await database?.close();
  await testDb.drop();
});

describe('catalogue SQL on PostgreSQL', () => {
  it('seeded more than 10,000 games; money reads back as strings', async () => {
    const page = await repository.listGames({}, { pageNo: 1, pageSize: 5 });
    expect(page.total).toBeGreaterThan(10_000);
    for (const g of page.games) expect(g.minBet).toMatch(/^\d+\.\d{2}$/);
  });

  it.each(LIST_QUERIES.map((q) => [JSON.stringify(q), q] as const))('game list %s respects filters and equals the cache', async (_label, [filter, page]) => {
    const sql = await repository.listGames(filter, page);
    expect(sql.games.length).toBeLessThanOrEqual(page.pageSize);
    const term = filter.gameName?.trim().toLowerCase();
    for (const g of sql.games) {
      if (filter.gameType) expect(g.gameType).toBe(filter.gameType);
      if (filter.vassalage) expect(g.vassalage).toBe(filter.vassalage);
      if (filter.gameClassify && filter.gameClassify !== 'ALL') expect(g.gameClassify).toBe(filter.gameClassify);
      if (term) expect(g.gameName.toLowerCase()).toContain(term);
      if (filter.minLineNum !== undefined) expect(g.minLineNum).toBeGreaterThanOrEqual(filter.minLineNum);
    }
    expect(await cache.listGames(filter, page)).toEqual(sql);
  });

  it('paging covers the list without overlap', async () => {
    const filter = { gameType: 'RNG' as const };
    const first = await repository.listGames(filter, { pageNo: 1, pageSize: 50 });
    const second = await repository.listGames(filter, { pageNo: 2, pageSize: 50 });
    const ids = new Set(first.games.map((g) => g.nodeId));
    expect(second.games.some((g) => ids.has(g.nodeId))).toBe(false);
    expect(second.total).toBe(first.total);
  });

  it('hot games, lanes and menus equal the cache', async () => {
    for (const filter of HOT_QUERIES) expect(await cache.hotGames(filter)).toEqual(await repository.hotGames(filter));
    expect(await cache.vendorLanes()).toEqual(await repository.vendorLanes());
    expect(await cache.gameMenus()).toEqual(await repository.gameMenus());
  });

  it('the app serves the contract over PostgreSQL', async () => {
    const app = await testApp(database);
    const list = (await app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameName=dragon&pageSize=5' })).json<{ success: boolean; value: { total: number } }>();
    expect(list.success).toBe(true);
    const winners = (await app.inject({ method: 'GET', url: '/wps/relay/ODSFE2_getWinnerBoard' })).json<{ value: { list: { winAmount: string }[] } }>();
    const cents = winners.value.list.map((w) => Math.round(Number(w.winAmount) * 100));
    expect(cents).toEqual([...cents].sort((a, b) => b - a));
    await app.close();
  });
});
