import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { fail, ok, serializeEnvelope, shared, sharedFrom } from '../src/http/envelope.ts';
import { getJson, seededApp } from './helpers.ts';

describe('serializeEnvelope', () => {
  it('writes what JSON.stringify writes, for shared and unshared values alike', () => {
    const page = { games: [{ nodeId: 1, gameName: 'Fortune "Tiger"', minBet: '0.20' }], pageNo: 1, pageSize: 18, totalPages: 1, total: 1 };
    const plain = JSON.stringify(ok(page));
    expect(serializeEnvelope(ok(page))).toBe(plain);
    shared(page);
    expect(serializeEnvelope(ok(page))).toBe(plain);
    // The second time comes from the stored text: still the same.
    expect(serializeEnvelope(ok(page, 'Done'))).toBe(JSON.stringify(ok(page, 'Done')));
    expect(serializeEnvelope(fail('game.not.found', 'No such game', shared({ nodeId: 7 })))).toBe(JSON.stringify(fail('game.not.found', 'No such game', { nodeId: 7 })));
    expect(serializeEnvelope({ anything: ['else', 1] })).toBe('{"anything":["else",1]}');
  });
});

describe('sharedFrom', () => {
  it('builds one answer per source and kind, and marks it shared', () => {
    const slice = { games: [], total: 0 };
    let builds = 0;
    const build = ({ total }: typeof slice) => {
      builds += 1;
      return { list: [], total };
    };
    const first = sharedFrom(slice, 'vassGameType', build);
    expect(sharedFrom(slice, 'vassGameType', build)).toBe(first);
    expect(sharedFrom(slice, 'gameList', build)).not.toBe(first);
    expect(sharedFrom({ games: [], total: 0 }, 'vassGameType', build)).not.toBe(first);
    expect(builds).toBe(3);
  });
});

describe('catalogue answers', () => {
  const env = seededApp();
  it('repeat the same text for the same page and follow a catalogue change', async () => {
    const url = '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageNo=2&pageSize=18';
    const first = await env.app.inject({ url });
    const again = await env.app.inject({ url });
    expect(again.body).toBe(first.body);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const game = first.json<{ value: { games: { nodeId: number; gameName: string }[] } }>().value.games[0];
    expect(game).toBeDefined();
    await env.database.db.update(t.games).set({ gameName: 'Renamed Fortune' }).where(eq(t.games.nodeId, game?.nodeId ?? 0));
    await env.database.db.update(t.catalogueVersion).set({ version: 2 });
    env.app.platform.cache.invalidate();
    const changed = await env.app.inject({ url });
    expect(changed.json<{ value: { games: { gameName: string }[] } }>().value.games[0]?.gameName).toBe('Renamed Fortune');
    const hot = await getJson<{ value: { list: { nodeId: number }[] } }>(env.app, '/wps/relay/GCSGAME_hotGamesV2');
    expect((await getJson<{ value: unknown }>(env.app, '/wps/relay/GCSGAME_hotGamesV2')).body).toEqual(hot.body);
  });
});
