import { Value } from 'typebox/value';
import { Envelope, endpoints, type EndpointName, type Game, type GamePage, GameSearchIndex, type GameSearchIndexValue } from '@gamehall/api-client/contract';
import { describe, expect, it } from 'vitest';
import { handlers, registerApiRoutes } from '../src/routes/api.ts';
import { getJson, seededApp } from './helpers.ts';

const env = seededApp();

const minimalQuery: Partial<Record<EndpointName, string>> = { vassGameType: '?vassalage=PG', affiliate: '?code=AG1001' };
/** Endpoints answered by a bare GET without a session (the others: test/accounts.*.test.ts). */
const bareGets = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].method === 'GET' && endpoints[name].auth !== 'required');

async function value<T>(url: string): Promise<T> {
  const { status, body } = await getJson<{ success: boolean; value: T }>(env.app, url);
  expect(status).toBe(200);
  expect(body.success).toBe(true);
  return body.value;
}

describe('route table', () => {
  it.each(bareGets)('%s answers a valid envelope for its value schema', async (name) => {
    const def = endpoints[name];
    const res = await env.app.inject({ method: def.method, url: def.path + (minimalQuery[name] ?? '') });
    expect(res.statusCode).toBe(200);
    const body: unknown = res.json();
    expect(Value.Check(Envelope(def.value), body), JSON.stringify([...Value.Errors(Envelope(def.value), body)].slice(0, 3))).toBe(true);
  });

  it('refuses to start when a table entry has no handler', async () => {
    const { gameList: _dropped, ...rest } = handlers;
    const Fastify = (await import('fastify')).default;
    expect(() => registerApiRoutes(Fastify(), env.app.platform, rest)).toThrow(/gameList/);
  });
});

describe('game list', () => {
  const url = '/wps/relay/GCSGAME_gameList';
  it('defaults to page 1 of 18 and reports consistent paging', async () => {
    const page = await value<GamePage>(url);
    expect(page.pageNo).toBe(1);
    expect(page.pageSize).toBe(18);
    expect(page.games).toHaveLength(18);
    expect(page.total).toBeGreaterThan(10_000);
    expect(page.totalPages).toBe(Math.ceil(page.total / 18));
  });

  it('filters by category, vendor and class, ordered by sort', async () => {
    const page = await value<GamePage>(`${url}?gameType=RNG&vassalage=PG&gameClassify=SC&pageSize=100`);
    expect(page.games.length).toBeGreaterThan(0);
    for (const g of page.games) expect([g.gameType, g.vassalage, g.gameClassify]).toEqual(['RNG', 'PG', 'SC']);
    const all = await value<GamePage>(`${url}?gameType=RNG&vassalage=PG&gameClassify=ALL&pageSize=100`);
    expect(all.total).toBeGreaterThan(page.total);
  });

  it('pages without overlap', async () => {
    const p1 = await value<GamePage>(`${url}?gameType=RNG&pageNo=1&pageSize=18`);
    const p2 = await value<GamePage>(`${url}?gameType=RNG&pageNo=2&pageSize=18`);
    const ids = new Set(p1.games.map((g) => g.nodeId));
    expect(p2.games.some((g) => ids.has(g.nodeId))).toBe(false);
    const beyond = await value<GamePage>(`${url}?gameType=RNG&pageNo=99999&pageSize=18`);
    expect(beyond.games).toEqual([]);
    expect(beyond.total).toBe(p1.total);
  });

  it('searches names case-insensitively, trimmed, with % and _ literal', async () => {
    const page = await value<GamePage>(`${url}?gameName=${encodeURIComponent('  dragon ')}&pageSize=100`);
    expect(page.total).toBeGreaterThan(0);
    for (const g of page.games) expect(g.gameName.toLowerCase()).toContain('dragon');
    const percent = await value<GamePage>(`${url}?gameName=${encodeURIComponent('%')}&pageSize=100`);
    for (const g of percent.games) expect(g.gameName).toContain('%');
    const underscore = await value<GamePage>(`${url}?gameName=_&pageSize=100`);
    for (const g of underscore.games) expect(g.gameName).toContain('_');
    expect((await value<GamePage>(`${url}?gameName=zzzzqqq`)).games).toEqual([]);
  });

  it('gives the client a search index that ranks every term as the server does (issue 14)', async () => {
    const index = await value<GameSearchIndexValue>('/wps/v2/game-search-index');
    const all = await value<GamePage>(`${url}?pageSize=100`);
    expect(index.games).toHaveLength(all.total);
    // Catalogue order: the game list's own order without a search.
    expect(index.games.slice(0, all.games.length).map(([nodeId]) => nodeId)).toEqual(all.games.map((g) => g.nodeId));
    const local = new GameSearchIndex(index.games.map(([nodeId, gameName, vassalage, isHot]) => ({ nodeId, gameName, vassalage, isHot })));
    for (const term of ['dragon', 'bonanaza', 'fortnue', 'gold', 'ro']) {
      const served = await value<GamePage>(`${url}?gameName=${term}&pageSize=8`);
      const ranked = local.rank(term);
      expect(ranked.slice(0, 8).map((g) => g.nodeId), term).toEqual(served.games.map((g) => g.nodeId));
      expect(ranked.length, term).toBe(served.total);
    }
  });
});

describe('other catalogue reads', () => {
  it('hot games: hot only, filtered, at most 60, sorted', async () => {
    const { list } = await value<{ list: Game[] }>('/wps/relay/GCSGAME_hotGamesV2?gameType=RNG');
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(60);
    for (const g of list) expect([g.isHot, g.gameType]).toEqual([1, 'RNG']);
    const { list: pg } = await value<{ list: Game[] }>('/wps/relay/GCSGAME_hotGamesV2?vassalage=PG');
    for (const g of pg) expect(g.vassalage).toBe('PG');
  });

  it('menus sorted by sort with vendor cards, counts and classes', async () => {
    const menus = await value<{ gameType: string; sort: number; cards: { vassalage: string; gameCount: number }[]; gameClassify: { key: string; vendors: string[] }[] }[]>(
      '/lgw/games/game_menus',
    );
    expect(menus.map((m) => m.sort)).toEqual([...menus.map((m) => m.sort)].sort((a, b) => a - b));
    const rng = menus.find((m) => m.gameType === 'RNG');
    const pgCard = rng?.cards.find((c) => c.vassalage === 'PG');
    const pgGames = await value<GamePage>('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG');
    expect(pgCard?.gameCount).toBe(pgGames.total);
    for (const cls of rng?.gameClassify ?? []) {
      for (const vendor of cls.vendors) {
        const page = await value<GamePage>(`/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=${vendor}&gameClassify=${cls.key}&pageSize=1`);
        expect(page.total).toBeGreaterThan(0);
      }
    }
  });

  it('vendors: one lane per category', async () => {
    const { data } = await value<{ data: { lanes: { gameType: string; vendors: { gameType: string }[] }[] } }>('/wps/relay/GCSGAME_newGameVendor');
    const menus = await value<{ gameType: string }[]>('/lgw/games/game_menus');
    expect(data.lanes.map((l) => l.gameType)).toEqual(menus.map((m) => m.gameType));
    for (const lane of data.lanes) for (const v of lane.vendors) expect(v.gameType).toBe(lane.gameType);
  });

  it('vassGameType pages one vendor', async () => {
    const page = await value<{ list: Game[]; pageNo: number; pageSize: number; total: number; totalPages: number }>('/wps/relay/GCSGAME_getVassGameType?vassalage=PG&pageSize=10&pageNo=2');
    expect(page.list).toHaveLength(10);
    expect(page.pageNo).toBe(2);
    for (const g of page.list) expect(g.vassalage).toBe('PG');
    expect(page.totalPages).toBe(Math.ceil(page.total / 10));
  });
});

describe('content reads', () => {
  it('winner board sorted by win amount descending, limitNum default 20', async () => {
    const { list } = await value<{ list: { winAmount: string }[] }>('/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=EN');
    expect(list.length).toBeLessThanOrEqual(20);
    const cents = list.map((w) => Math.round(Number(w.winAmount) * 100));
    expect(cents).toEqual([...cents].sort((a, b) => b - a));
    const { list: five } = await value<{ list: unknown[] }>('/wps/relay/ODSFE2_getWinnerBoard?limitNum=5');
    expect(five).toHaveLength(5);
  });

  it('announcements filter by types; anonymous popups are B and F only', async () => {
    const all = await value<{ banners: unknown[]; notices: unknown[]; popup: { execution?: string }[]; promotion: unknown[] }>(
      '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B',
    );
    expect(all.banners.length).toBeGreaterThan(0);
    expect(all.notices.length).toBeGreaterThan(0);
    expect(all.popup.length).toBeGreaterThan(0);
    for (const p of all.popup) expect(['B', 'F']).toContain(p.execution);
    const onlyPl = await value<{ banners: unknown[]; notices: unknown[]; popup: unknown[] }>('/wps/relay/MCSFE_getListAnnouncements?types=PL');
    expect(onlyPl.banners).toEqual([]);
    expect(onlyPl.popup).toEqual([]);
    expect(onlyPl.notices.length).toBeGreaterThan(0);
  });

  it('help centre by language with EN fallback', async () => {
    const en = await value<{ list: { tag: string; title: string }[] }>('/wps/system/helpCenter?lang=EN&device=WEB');
    const ty = await value<{ list: { tag: string; title: string }[] }>('/wps/system/helpCenter?lang=TY&device=WEB');
    const xx = await value<{ list: { tag: string; title: string }[] }>('/wps/system/helpCenter?lang=XX');
    expect(en.list.length).toBeGreaterThan(0);
    expect(ty.list).not.toEqual(en.list);
    expect(xx.list).toEqual(en.list);
  });

  it('permission info carries the client ip, switches and catalogue version', async () => {
    const info = await value<{ location: { ip: string }; maintenance: boolean; regionRestriction: unknown; catalogueVersion: number; registerValidation: unknown[] }>(
      '/wps/system/permission/info?language=EN',
    );
    expect(info.location.ip).toBe('127.0.0.1');
    expect(info.maintenance).toBe(false);
    expect(info.regionRestriction).toEqual({ enabled: false, blocked: false });
    expect(info.catalogueVersion).toBe(1);
    expect(info.registerValidation.length).toBeGreaterThan(0);
  });

  it('system status, whitelabel, domain route, register settings', async () => {
    expect(await value('/wps/system/status')).toEqual({ status: 0, ip: '127.0.0.1' });
    expect(Array.isArray(await value('/wps/system/whitelabel'))).toBe(true);
    const domains = await value<{ mainDomain: string; domains: string[] }>('/wps/system/domainRoute');
    expect(domains.domains.length).toBeGreaterThan(0);
    const rules = await value<{ fields: { field: string }[] }>('/wps/system/setting/register');
    expect(rules.fields.length).toBeGreaterThan(0);
  });
});

describe('bad input', () => {
  const junk = [
    '/wps/relay/GCSGAME_gameList?pageSize=1000',
    '/wps/relay/GCSGAME_gameList?pageSize=999999999999999999999',
    '/wps/relay/GCSGAME_gameList?pageNo=-1',
    '/wps/relay/GCSGAME_gameList?pageNo=0',
    '/wps/relay/GCSGAME_gameList?pageSize=abc',
    '/wps/relay/GCSGAME_gameList?pageSize=1&pageSize=2',
    `/wps/relay/GCSGAME_gameList?gameName=${'x'.repeat(10_000)}`,
    '/wps/relay/GCSGAME_gameList?gameType=NOPE',
    '/wps/relay/GCSGAME_hotGamesV2?vassalage=lower',
    '/wps/relay/GCSGAME_getVassGameType',
    '/wps/relay/ODSFE2_getWinnerBoard?limitNum=101',
    '/wps/relay/ODSFE2_getWinnerBoard?limitNum=0',
    '/wps/relay/MCSFE_getListAnnouncements?types=B,XX',
    '/wps/system/helpCenter?lang=english',
  ];
  it.each(junk.map((url) => [url.slice(0, 90), url]))('%s is a 400 request.invalid envelope naming the field', async (_label, url) => {
    const { status, body } = await getJson(env.app, url);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, value: null, errorCode: 'request.invalid' });
    expect(body.message).toMatch(/"[a-zA-Z]+"/);
  });

  it('unknown query keys are ignored, not an error', async () => {
    const { status } = await getJson(env.app, '/wps/relay/GCSGAME_gameList?foo=1&_t=123');
    expect(status).toBe(200);
  });

  it('unknown routes and wrong methods are 404 envelopes', async () => {
    for (const [method, url] of [
      ['GET', '/wps/relay/NOPE'],
      ['POST', '/wps/relay/GCSGAME_gameList'],
      ['DELETE', '/wps/system/status'],
      ['GET', '/'],
    ] as const) {
      const res = await env.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'route.not.found' });
    }
  });

  it('bad JSON bodies and oversize bodies are 4xx envelopes and write nothing', async () => {
    const before = (await env.app.inject({ method: 'GET', url: '/dev/switches' })).json<{ value: unknown }>().value;
    const cases = [
      { payload: '{"maintenance": tru', headers: { 'content-type': 'application/json' }, status: 400 },
      { payload: JSON.stringify({ maintenance: 'yes' }), headers: { 'content-type': 'application/json' }, status: 400 },
      { payload: JSON.stringify({ maintenance: true, block: ['not-a-cidr'] }), headers: { 'content-type': 'application/json' }, status: 400 },
      { payload: JSON.stringify({ maintenance: true, pad: 'x'.repeat(70_000) }), headers: { 'content-type': 'application/json' }, status: 413 },
      { payload: '<maintenance/>', headers: { 'content-type': 'application/xml' }, status: 415 },
      // The dev tools take JSON only (issue 10 §1): a plain HTML form or a text body from another site is refused before parsing.
      { payload: 'maintenance=on', headers: { 'content-type': 'text/plain' }, status: 415 },
      { payload: 'maintenance=true', headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 415 },
    ];
    for (const c of cases) {
      const res = await env.app.inject({ method: 'PUT', url: '/dev/switches', payload: c.payload, headers: c.headers });
      expect(res.statusCode, c.payload.slice(0, 40)).toBe(c.status);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
    expect((await env.app.inject({ method: 'GET', url: '/dev/switches' })).json<{ value: unknown }>().value).toEqual(before);
  });
});

describe('art', () => {
  it('serves a game icon as SVG with long cache and ETag, 304 on revalidation', async () => {
    const page = await value<GamePage>('/wps/relay/GCSGAME_gameList?pageSize=1');
    const game = page.games[0]!;
    const res = await env.app.inject({ method: 'GET', url: `/art/game/${game.gameCode}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(res.body).toContain('<svg');
    const again = await env.app.inject({ method: 'GET', url: `/art/game/${game.gameCode}.svg`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('serves vendor logos, banners, fallback, licence and logo; unknown codes are 404', async () => {
    const { data } = await value<{ data: { lanes: { vendors: { vassalage: string }[] }[] } }>('/wps/relay/GCSGAME_newGameVendor');
    const vendor = data.lanes.flatMap((l) => l.vendors)[0]!;
    const { banners } = await value<{ banners: { id: number }[] }>('/wps/relay/MCSFE_getListAnnouncements?types=B');
    for (const url of [`/art/vendor/${vendor.vassalage}.svg`, `/art/banner/${banners[0]!.id}.svg`, '/art/fallback.svg', '/art/licence.svg', '/art/logo.svg']) {
      const res = await env.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    for (const url of ['/art/game/NOPE_404.svg', '/art/vendor/NOPE.svg', '/art/banner/999999.svg', '/art/banner/abc.svg', '/art/game/x.png']) {
      const res = await env.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
