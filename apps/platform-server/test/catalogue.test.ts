import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueCache } from '../src/catalogue/cache.ts';
import { CatalogueRepository, escapeLike } from '../src/catalogue/repository.ts';
import { type Database } from '../src/db/database.ts';
import * as t from '../src/db/schema.ts';
import { reseed, seedIfEmpty } from '../src/db/seed.ts';
import { buildSeed } from '../src/seed/catalogue.ts';
import { HOT_QUERIES, LIST_QUERIES } from './catalogueQueries.ts';
import { seededDatabase } from './helpers.ts';

let database: Database;
let repository: CatalogueRepository;
beforeAll(async () => {
  database = await seededDatabase();
  repository = new CatalogueRepository(database.db);
});
afterAll(() => database.close());

describe('cache answers equal SQL answers', () => {
  it.each(LIST_QUERIES.map((q) => [JSON.stringify(q), q] as const))('game list %s', async (_label, [filter, page]) => {
    const cache = new CatalogueCache(repository);
    const sql = await repository.listGames(filter, page);
    expect(await cache.listGames(filter, page)).toEqual(sql);
  });

  it('hot games, vendor lanes and menus', async () => {
    const cache = new CatalogueCache(repository);
    for (const filter of HOT_QUERIES) expect(await cache.hotGames(filter)).toEqual(await repository.hotGames(filter));
    expect(await cache.vendorLanes()).toEqual(await repository.vendorLanes());
    expect(await cache.gameMenus()).toEqual(await repository.gameMenus());
  });
});

describe('cache versioning', () => {
  it('loads once per version and re-reads the version at most every 2 s', async () => {
    let now = 0;
    const cache = new CatalogueCache(repository, () => now);
    await Promise.all([cache.listGames({}, { pageNo: 1, pageSize: 1 }), cache.gameMenus(), cache.vendorLanes()]);
    expect(cache.loadCount).toBe(1);
    const before = (await cache.listGames({}, { pageNo: 1, pageSize: 1 })).games[0];
    await database.db.update(t.games).set({ sort: -1 }).where(eq(t.games.nodeId, 42));
    await database.db.update(t.catalogueVersion).set({ version: 2 });
    now = 1500;
    expect((await cache.listGames({}, { pageNo: 1, pageSize: 1 })).games[0]).toEqual(before);
    now = 2500;
    expect((await cache.listGames({}, { pageNo: 1, pageSize: 1 })).games[0]?.nodeId).toBe(42);
    expect(cache.loadCount).toBe(2);
    now = 5000;
    await cache.gameMenus();
    expect(cache.loadCount).toBe(2);
  });
});

describe('seeding', () => {
  it('seeds only an empty database; reseed bumps the version', async () => {
    expect((await seedIfEmpty(database.db, () => { throw new Error('must not build'); })).seeded).toBe(false);
    const version = await repository.version();
    expect(await reseed(database.db, buildSeed())).toBe(version + 1);
    expect((await repository.listGames({}, { pageNo: 1, pageSize: 1 })).total).toBe(buildSeed().games.length);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
