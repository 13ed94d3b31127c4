/**
 * Contract tests: one list of cases run against the real app (app.inject) and against the MSW
 * handlers of @gamehall/api-client/mocks (msw `getResponse`), so the two cannot drift. The
 * expectations hold for any data set (they read what they need from the target first).
 */
import { Envelope, endpoints, type EndpointName, type Game, type GameMenu, type GamePage } from '@gamehall/api-client/contract';
import { ACCOUNT_ENDPOINTS, createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { type FastifyInstance } from 'fastify';
import { getResponse } from 'msw';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../src/db/database.ts';
import { seededDatabase, testApp } from './helpers.ts';

interface Answer {
  status: number;
  body: { success: boolean; value: unknown; message: string; errorCode?: string } | undefined;
}
type Call = (method: string, path: string) => Promise<Answer>;

const ORIGIN = 'http://platform.test';

interface Target {
  name: string;
  call: Call;
}

let database: Database;
let app: FastifyInstance;
const targets: Target[] = [];

beforeAll(async () => {
  database = await seededDatabase();
  app = await testApp(database);
  const mockHandlers = createHandlers(makeMockCatalogue());
  targets.push(
    {
      name: 'platform-server',
      call: async (method, path) => {
        const res = await app.inject({ method: method as 'GET', url: path });
        return { status: res.statusCode, body: res.body ? res.json() : undefined };
      },
    },
    {
      name: 'msw mocks',
      call: async (method, path) => {
        const res = await getResponse(mockHandlers, new Request(`${ORIGIN}${path}`, { method }));
        // No handler matched: the browser would get a network 404.
        if (!res) return { status: 404, body: undefined };
        return { status: res.status, body: (await res.json()) as Answer['body'] };
      },
    },
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function okValue<T>(call: Call, path: string): Promise<T> {
  const { status, body } = await call('GET', path);
  expect(status, path).toBe(200);
  expect(body?.success, path).toBe(true);
  return body?.value as T;
}

const pathOf = (name: EndpointName, query = '') => `${endpoints[name].path}${query}`;

/** Account endpoints are stateful: their own cases below (sessions and bodies in test/accounts.*). */
const accountNames = new Set<string>(ACCOUNT_ENDPOINTS);

const cases: { name: string; account?: boolean; run: (call: Call) => Promise<void> }[] = [
  ...(Object.keys(endpoints) as EndpointName[]).filter((name) => !accountNames.has(name)).map((name) => ({
    name: `${name}: envelope valid per schema`,
    run: async (call: Call) => {
      const { status, body } = await call(endpoints[name].method, pathOf(name, name === 'vassGameType' ? '?vassalage=PG' : ''));
      expect(status).toBe(200);
      expect(Value.Check(Envelope(endpoints[name].value), body), JSON.stringify([...Value.Errors(Envelope(endpoints[name].value), body)].slice(0, 2))).toBe(true);
    },
  })),
  {
    name: 'gameList: default paging is consistent',
    run: async (call) => {
      const page = await okValue<GamePage>(call, pathOf('gameList'));
      expect([page.pageNo, page.pageSize]).toEqual([1, 18]);
      expect(page.games.length).toBe(Math.min(18, page.total));
      expect(page.totalPages).toBe(Math.ceil(page.total / 18));
    },
  },
  {
    name: 'gameList: page 2 follows page 1 without overlap',
    run: async (call) => {
      const p1 = await okValue<GamePage>(call, pathOf('gameList', '?pageNo=1&pageSize=5'));
      const p2 = await okValue<GamePage>(call, pathOf('gameList', '?pageNo=2&pageSize=5'));
      expect(p2.pageNo).toBe(2);
      expect(p2.total).toBe(p1.total);
      const ids = new Set(p1.games.map((g) => g.nodeId));
      expect(p2.games.some((g) => ids.has(g.nodeId))).toBe(false);
    },
  },
  {
    name: 'gameList: search results contain the term (case-insensitive, trimmed)',
    run: async (call) => {
      const first = (await okValue<GamePage>(call, pathOf('gameList', '?pageSize=1'))).games[0]!;
      const term = first.gameName.slice(0, 3);
      const page = await okValue<GamePage>(call, pathOf('gameList', `?pageSize=100&gameName=${encodeURIComponent(` ${term.toUpperCase()} `)}`));
      expect(page.total).toBeGreaterThan(0);
      for (const g of page.games) expect(g.gameName.toLowerCase()).toContain(term.toLowerCase());
    },
  },
  {
    name: 'gameList: category, vendor and class filters are respected',
    run: async (call) => {
      const menus = await okValue<GameMenu[]>(call, pathOf('gameMenus'));
      const menu = menus.find((m) => m.gameClassify.some((c) => c.vendors.length > 0))!;
      const cls = menu.gameClassify.find((c) => c.vendors.length > 0)!;
      const vendor = cls.vendors[0]!;
      const page = await okValue<GamePage>(call, pathOf('gameList', `?pageSize=100&gameType=${menu.gameType}&vassalage=${vendor}&gameClassify=${cls.key}`));
      expect(page.total).toBeGreaterThan(0);
      for (const g of page.games) expect([g.gameType, g.vassalage, g.gameClassify]).toEqual([menu.gameType, vendor, cls.key]);
      const all = await okValue<GamePage>(call, pathOf('gameList', `?pageSize=1&gameType=${menu.gameType}&vassalage=${vendor}&gameClassify=ALL`));
      expect(all.total).toBe(menu.cards.find((c) => c.vassalage === vendor)?.gameCount);
    },
  },
  {
    name: 'gameMenus: sorted by sort',
    run: async (call) => {
      const menus = await okValue<GameMenu[]>(call, pathOf('gameMenus'));
      expect(menus.map((m) => m.sort)).toEqual([...menus.map((m) => m.sort)].sort((a, b) => a - b));
    },
  },
  {
    name: 'hotGames: only hot games of the filter, at most 60',
    run: async (call) => {
      const menus = await okValue<GameMenu[]>(call, pathOf('gameMenus'));
      for (const m of menus.slice(0, 3)) {
        const { list } = await okValue<{ list: Game[] }>(call, pathOf('hotGames', `?gameType=${m.gameType}`));
        expect(list.length).toBeLessThanOrEqual(60);
        for (const g of list) expect([g.isHot, g.gameType]).toEqual([1, m.gameType]);
      }
    },
  },
  {
    name: 'vendors: one lane per category, vendors of that category',
    run: async (call) => {
      const { data } = await okValue<{ data: { lanes: { gameType: string; vendors: { gameType: string }[] }[] } }>(call, pathOf('vendors'));
      const menus = await okValue<GameMenu[]>(call, pathOf('gameMenus'));
      expect(data.lanes.map((l) => l.gameType)).toEqual(menus.map((m) => m.gameType));
      for (const lane of data.lanes) for (const v of lane.vendors) expect(v.gameType).toBe(lane.gameType);
    },
  },
  {
    name: 'winnerBoard: sorted by win amount descending, limitNum respected',
    run: async (call) => {
      const { list } = await okValue<{ list: { winAmount: string }[] }>(call, pathOf('winnerBoard', '?gameCategory=ALL&language=EN&limitNum=20'));
      expect(list.length).toBeLessThanOrEqual(20);
      const cents = list.map((w) => BigInt(w.winAmount.replace('.', '')));
      for (let i = 1; i < cents.length; i += 1) expect(cents[i - 1]! >= cents[i]!).toBe(true);
      const three = await okValue<{ list: unknown[] }>(call, pathOf('winnerBoard', '?limitNum=3'));
      expect(three.list.length).toBeLessThanOrEqual(3);
    },
  },
  {
    name: 'announcements: types filter; anonymous popups are B or F',
    run: async (call) => {
      const only = await okValue<{ banners: unknown[]; popup: unknown[]; promotion: unknown[] }>(call, pathOf('announcements', '?types=PL&platform=W'));
      expect([only.banners, only.popup, only.promotion]).toEqual([[], [], []]);
      const home = await okValue<{ popup: { execution?: string }[] }>(call, pathOf('announcements', '?types=B,PL,PU,PR&platform=W&execution=B'));
      for (const p of home.popup) expect(['B', 'F', undefined]).toContain(p.execution);
    },
  },
  ...[
    pathOf('gameList', '?pageSize=abc'),
    pathOf('gameList', '?pageSize=101'),
    pathOf('gameList', '?pageNo=0'),
    pathOf('gameList', '?pageNo=-1'),
    pathOf('gameList', '?gameType=NOPE'),
    pathOf('gameList', `?gameName=${'x'.repeat(65)}`),
    pathOf('winnerBoard', '?limitNum=0'),
    pathOf('vassGameType'),
  ].map((path) => ({
    name: `400 request.invalid: ${path}`,
    run: async (call: Call) => {
      const { status, body } = await call('GET', path);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, errorCode: 'request.invalid' });
      expect(body?.message).toMatch(/"[a-zA-Z]+"/);
    },
  })),
  {
    name: 'publicKey: an RSA-OAEP-256 key with its id, valid per schema',
    account: true,
    run: async (call) => {
      const { status, body } = await call('GET', pathOf('publicKey'));
      expect(status).toBe(200);
      expect(Value.Check(Envelope(endpoints.publicKey.value), body)).toBe(true);
    },
  },
  {
    name: 'captcha: a base64 PNG',
    account: true,
    run: async (call) => {
      const png = await okValue<string>(call, pathOf('captcha'));
      expect(Buffer.from(png, 'base64').subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    },
  },
  {
    name: 'affiliate: an unknown code is affiliate.code.invalid',
    account: true,
    run: async (call) => {
      const { status, body } = await call('GET', pathOf('affiliate', '?code=ZZ0000'));
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: false, errorCode: 'affiliate.code.invalid', value: null });
    },
  },
  ...(Object.keys(endpoints) as EndpointName[])
    .filter((name) => endpoints[name].auth === 'required')
    .map((name) => ({
      name: `401 login.not.session: ${name} without a token`,
      account: true,
      run: async (call: Call) => {
        const { status, body } = await call(endpoints[name].method, pathOf(name));
        expect(status).toBe(401);
        expect(body).toMatchObject({ success: false, errorCode: 'login.not.session', value: null });
      },
    })),
  {
    name: '404 on an unknown route',
    run: async (call) => {
      const { status, body } = await call('GET', '/wps/relay/NO_SUCH_CALL');
      expect(status).toBe(404);
      if (body) expect(body).toMatchObject({ success: false, errorCode: 'route.not.found' });
    },
  },
];

/**
 * Known drift in the mocks (reported to the api-client owner): a missing required query
 * parameter gets "Invalid query: must have required property" without naming the field.
 * `it.fails` keeps it visible: the test turns red once the mocks are fixed, so this list is emptied.
 */
const KNOWN_MOCK_DRIFT = new Set<string>();

/** Whether the MSW account handlers exist yet (the auth work replaces the placeholder). */
const accountMocksExist = (await getResponse(createHandlers(makeMockCatalogue()), new Request(`${ORIGIN}${endpoints.publicKey.path}`))) !== undefined;

describe.each(['platform-server', 'msw mocks'])('contract against %s', (targetName) => {
  const drifted = (c: (typeof cases)[number]) => targetName === 'msw mocks' && KNOWN_MOCK_DRIFT.has(c.name);
  const pending = (c: (typeof cases)[number]) => targetName === 'msw mocks' && c.account === true && !accountMocksExist;
  const run = async (c: (typeof cases)[number]) => {
    const target = targets.find((t) => t.name === targetName)!;
    await c.run(target.call);
  };
  it.each(cases.filter((c) => !drifted(c) && !pending(c)).map((c) => [c.name, c] as const))('%s', async (_name, c) => run(c));
  for (const c of cases.filter(pending)) it.skip(`${c.name} (account mocks not written yet)`, () => run(c));
  for (const c of cases.filter(drifted)) it.fails(`${c.name} (known mock drift)`, () => run(c));
});
