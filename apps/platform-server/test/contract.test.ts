/**
 * Contract tests: one list of cases run against the real app (app.inject) and against the MSW
 * handlers of @gamehall/api-client/mocks (msw `getResponse`), so the two cannot drift. The
 * expectations hold for any data set (they read what they need from the target first).
 */
import Big from 'big.js';
import {
  CONTRACT_ERROR_CODES,
  type Contract,
  type ContractView,
  MERCHANT_MAX_RATES,
  type BetRecord,
  type Deposit,
  type DepositChannelsValue,
  Envelope,
  CASHIER_ERROR_CODES, ERROR_CODES,
  PROOF_ERROR_CODES,
  SECURITY_ERROR_CODES,
  type AuthenticatorEnrolment,
  type SecurityOverview,
  endpoints,
  type EndpointName,
  type FavouriteListValue,
  type Game,
  type GameMenu,
  type GamePage,
  type LaunchValue,
  type LoginValue,
  type LotteryGame,
  type OpenedNumero,
  type LedgerEntry,
  type PayoutAccountsValue,
  type PlatformMessage,
  type Withdrawal,
  type WithdrawInfoValue,
  type PublicKeyValue,
  type ProfitValue,
  type RebateClaim,
  type RebateInfoValue,
  type DepositLimitExceeded,
  type Exclusion,
  type ResponsibleGamingValue,
  RESPONSIBLE_GAMING_ERROR_CODES,
  type UplineInfoValue,
  type UplineTransfer,
  type AgentRegisterInfo,
  AGENT_ERROR_CODES,
  type DownlinePage,
  type DownlineTransfer,
  type TeamOverview,
  type TeamProfitLossPage,
  type AgentIncome,
  type TeamBetPage,
  type TeamTransactionPage,
} from '@gamehall/api-client/contract';
import { sealBody } from '@gamehall/api-client/crypto';
import { ACCOUNT_ENDPOINTS, AGENT_ENDPOINTS, AGENT_LOSS_INCOME_ENDPOINTS, AGENT_TEAM_RECORD_ENDPOINTS, AGENT_REGISTER_ENDPOINTS, CONTRACT_MOCK_ENDPOINTS, CASHIER_ENDPOINTS, PLAY_ENDPOINTS, RESPONSIBLE_GAMING_ENDPOINTS, REWARD_ENDPOINTS, SECURITY_ENDPOINTS, createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
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
/** What a call may carry: a JSON body (a string is sent as is), a session token, more headers. */
interface CallInit {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}
type Call = (method: string, path: string, init?: CallInit) => Promise<Answer>;

/** The request headers of a call. */
function headersOf(init: CallInit): Record<string, string> {
  return {
    ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(init.token ? { authorization: init.token } : {}),
    ...init.headers,
  };
}
const payloadOf = (init: CallInit) => (init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body));

const ORIGIN = 'http://platform.test';

interface Target {
  name: string;
  call: Call;
}

let database: Database | undefined;
let app: FastifyInstance | undefined;
const targets: Target[] = [];

beforeAll(async () => {
  database = await seededDatabase();
  const server = await testApp(database);
  app = server;
  const mockHandlers = createHandlers(makeMockCatalogue({ lottery: true }));
  targets.push(
    {
      name: 'platform-server',
      call: async (method, path, init = {}) => {
        const payload = payloadOf(init);
        const res = await server.inject({ method: method as 'GET', url: path, headers: headersOf(init), ...(payload !== undefined ? { payload } : {}) });
        return { status: res.statusCode, body: res.body ? res.json() : undefined };
      },
    },
    {
      name: 'msw mocks',
      call: async (method, path, init = {}) => {
        const res = await getResponse(mockHandlers, new Request(`${ORIGIN}${path}`, { method, headers: headersOf(init), body: payloadOf(init) }));
        // No handler matched: the browser would get a network 404.
        if (!res) return { status: 404, body: undefined };
        return { status: res.status, body: (await res.json()) as Answer['body'] };
      },
    },
  );
});
afterAll(async () => {
  // Undefined when the set-up itself failed (its error is the one to read).
  await app?.close();
  await database?.close();
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
/** Play endpoints that need a session or a body: their cases are in `playCases`. */
const playNames = new Set<string>(PLAY_ENDPOINTS.filter((name) => endpoints[name].auth === 'required' || 'body' in endpoints[name]));
/** Cashier endpoints all need a session: their cases are in `playCases` (deposits and messages) or the withdrawal cases. */
const cashierNames = new Set<string>([...CASHIER_ENDPOINTS, ...REWARD_ENDPOINTS, ...RESPONSIBLE_GAMING_ENDPOINTS]);
/** Security endpoints all need a session: their cases are the securityCenter cases below. */
const securityNames = new Set<string>([...SECURITY_ENDPOINTS, ...CONTRACT_MOCK_ENDPOINTS, ...AGENT_REGISTER_ENDPOINTS, ...AGENT_ENDPOINTS, ...AGENT_LOSS_INCOME_ENDPOINTS, ...AGENT_TEAM_RECORD_ENDPOINTS]);

const cases: { name: string; account?: boolean; run: (call: Call) => Promise<void> }[] = [
  ...(Object.keys(endpoints) as EndpointName[]).filter((name) => !accountNames.has(name) && !playNames.has(name) && !cashierNames.has(name) && !securityNames.has(name)).map((name) => ({
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
    name: 'gameList: nodeId answers that one game (a GAME banner links a game by nodeId), or none',
    run: async (call) => {
      const hot = (await okValue<{ list: Game[] }>(call, pathOf('hotGames'))).list[0]!;
      const page = await okValue<GamePage>(call, pathOf('gameList', `?nodeId=${String(hot.nodeId)}`));
      expect(page.games).toEqual([hot]);
      expect(page.total).toBe(1);
      const none = await okValue<GamePage>(call, pathOf('gameList', '?nodeId=999999999'));
      expect([none.games, none.total]).toEqual([[], 0]);
      expect((await call('GET', pathOf('gameList', '?nodeId=0'))).status).toBe(400);
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

// ---------------------------------------------------------------------------------------------
// Play (spec §2, §3, §4, §7 "Games and wallet"): sessions by a sealed login on each target.
// ---------------------------------------------------------------------------------------------

/** The seeded member both targets know (platform server seed and mock accounts). */
const MEMBER = { username: 'player1', password: 'Gamehall2026' };
const BACK_URL = 'http://localhost:3000/';
const sessions = new Map<Call, Promise<string>>();
const trials = new Map<Call, Promise<string>>();

/** A member session on the target (one login per target: the server rate-limits logins per IP). */
function memberToken(call: Call): Promise<string> {
  let token = sessions.get(call);
  if (!token) {
    token = (async () => {
      const key = await okValue<PublicKeyValue>(call, pathOf('publicKey'));
      const sealed = await sealBody({ type: 'username', ...MEMBER }, { method: 'POST', path: endpoints.login.path, key, now: Date.now() });
      const { body } = await call('POST', endpoints.login.path, { body: sealed.body, headers: { encryption: sealed.header } });
      expect(body?.success, JSON.stringify(body)).toBe(true);
      return (body?.value as LoginValue).token;
    })();
    sessions.set(call, token);
  }
  return token;
}

/** A trial account's session on the target (login/freeplay). */
function trialToken(call: Call): Promise<string> {
  let token = trials.get(call);
  if (!token) {
    token = (async () => {
      const { body } = await call('POST', endpoints.loginFreeplay.path, { body: { platform: 'W', gatewayVersion: '3' } });
      expect(body?.success, JSON.stringify(body)).toBe(true);
      return (body?.value as LoginValue).token;
    })();
    trials.set(call, token);
  }
  return token;
}

async function sessionValue<T>(call: Call, method: string, path: string, init: CallInit = {}): Promise<T> {
  const { status, body } = await call(method, path, { token: await memberToken(call), ...init });
  expect(status, `${method} ${path}: ${JSON.stringify(body)}`).toBe(200);
  expect(body?.success, `${method} ${path}: ${JSON.stringify(body)}`).toBe(true);
  return body?.value as T;
}

const firstGame = async (call: Call, query = '?gameType=RNG&pageSize=1') => (await okValue<GamePage>(call, pathOf('gameList', query))).games[0]!;
const refOf = (g: Game) => ({ nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType });
const removePath = (g: { nodeId: number; vendor: string; gameType: string }) => pathOf('removeFavourite', `?nodeId=${String(g.nodeId)}&vendor=${g.vendor}&gameType=${g.gameType}`);
const lotteryGames = async (call: Call, query = '') => (await okValue<{ list: LotteryGame[] }>(call, pathOf('lotteryMenu', query))).list;

function expectValid(name: EndpointName, value: unknown) {
  const errors = [...Value.Errors(endpoints[name].value, value)].slice(0, 2);
  expect(errors, name).toEqual([]);
}

const playCases: { name: string; run: (call: Call) => Promise<void> }[] = [
  {
    name: 'loginCode: a one-time code exchanges once for a session of the same member (issue 10 §3)',
    run: async (call) => {
      const issued = await sessionValue<{ code: string; expiresIn: number }>(call, 'POST', pathOf('loginCode'));
      expect(issued.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(issued.expiresIn).toBe(60);
      const first = await call('POST', pathOf('loginCodeExchange'), { body: { code: issued.code } });
      expectValid('loginCodeExchange', first.body?.value);
      const value = first.body?.value as LoginValue & { account: string };
      expect(value.account).toBe(MEMBER.username);
      const info = await call('GET', pathOf('memberInfo'), { token: value.token });
      expect((info.body?.value as { account: string }).account).toBe(MEMBER.username);
      const again = await call('POST', pathOf('loginCodeExchange'), { body: { code: issued.code } });
      expect(again.body).toMatchObject({ success: false, errorCode: 'login.code.invalid', value: null });
      expect((await call('POST', pathOf('loginCodeExchange'), { body: { code: 'x' } })).status).toBe(400);
    },
  },
  {
    name: 'play: every session read answers a value valid per schema',
    run: async (call) => {
      const [lotto] = await lotteryGames(call);
      expect(lotto).toBeDefined();
      const reads: [EndpointName, string][] = [
        ['favouriteIds', ''],
        ['favouriteList', '?pageSize=999&clientType=3&language=EN'],
        ['recentGames', '?clientType=3&page=1&pageSize=12'],
        ['lotteryRecent', '?device=WEB'],
        ['numeroHistory', `?gameCode=${lotto!.gameCode}`],
        ['bettingRecords', ''],
      ];
      for (const [name, query] of reads) expectValid(name, await sessionValue(call, 'GET', pathOf(name, query)));
    },
  },
  {
    name: 'favourites: add twice and remove twice are idempotent; ids and list agree',
    run: async (call) => {
      const game = await firstGame(call, '?gameType=LIVE&pageSize=1');
      const add = () => sessionValue(call, 'POST', pathOf('addFavourite'), { body: refOf(game) });
      expect(await add()).toBeNull();
      expect(await add()).toBeNull();
      const { favGameIds } = await sessionValue<{ favGameIds: number[] }>(call, 'GET', pathOf('favouriteIds'));
      expect(favGameIds.filter((id) => id === game.nodeId)).toHaveLength(1);
      expect(favGameIds[0]).toBe(game.nodeId);
      const list = await sessionValue<FavouriteListValue>(call, 'GET', pathOf('favouriteList', `?gameType=LIVE&pageSize=999`));
      expect(list.content.filter((g) => g.nodeId === game.nodeId)).toEqual([game]);
      expect([list.pageNum, list.pageSize, list.totalPages]).toEqual([1, 999, Math.ceil(list.total / 999)]);
      for (let i = 0; i < 2; i += 1) expect(await sessionValue(call, 'DELETE', removePath(refOf(game)))).toBeNull();
      expect((await sessionValue<{ favGameIds: number[] }>(call, 'GET', pathOf('favouriteIds'))).favGameIds).not.toContain(game.nodeId);
    },
  },
  {
    name: 'favourites: a trial account gets member.trial',
    run: async (call) => {
      const game = await firstGame(call);
      const token = await trialToken(call);
      for (const [method, path, body] of [
        ['POST', pathOf('addFavourite'), refOf(game)],
        ['GET', pathOf('favouriteIds'), undefined],
      ] as const) {
        const res = await call(method, path, { token, body });
        expect([res.status, res.body?.success, res.body?.errorCode]).toEqual([200, false, ERROR_CODES.trialAccount]);
      }
    },
  },
  {
    name: 'recent games: a member launch comes first in recent games (launch by P1)',
    run: async (call) => {
      const game = await firstGame(call, '?gameType=FISH&pageSize=1');
      const launch = await sessionValue<LaunchValue>(call, 'POST', pathOf('gameLaunchFB'), {
        body: { nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType, device: 'WEB', backUrl: BACK_URL },
      });
      expectValid('gameLaunchFB', launch);
      expect([launch.freePlay, new URL(launch.launchUrl).origin]).toEqual([false, launch.launchOrigin]);
      const recent = await sessionValue<{ list: Game[] }>(call, 'GET', pathOf('recentGames'));
      expect(recent.list[0]).toEqual(game);
    },
  },
  {
    name: 'launch: free play needs no session on a free-trial game (supportPlay 0); not on others (launch by P1)',
    run: async (call) => {
      const games = (await okValue<GamePage>(call, pathOf('gameList', '?gameType=RNG&pageSize=100'))).games;
      const free = games.find((g) => g.supportPlay === 0)!;
      const paid = games.find((g) => g.supportPlay !== 0)!;
      const body = (g: Game) => ({ nodeId: g.nodeId, vassalage: g.vassalage, gameType: g.gameType, freePlay: true, device: 'WEB', backUrl: BACK_URL });
      const ok = await call('POST', pathOf('gameLaunchFB'), { body: body(free) });
      expect(ok.status).toBe(200);
      expect(ok.body?.value).toMatchObject({ freePlay: true });
      const refused = await call('POST', pathOf('gameLaunchFB'), { body: body(paid) });
      expect([refused.status, refused.body?.errorCode]).toEqual([200, ERROR_CODES.freePlayUnsupported]);
      const anonymous = await call('POST', pathOf('gameLaunchFB'), { body: { ...body(paid), freePlay: false } });
      expect([anonymous.status, anonymous.body?.errorCode]).toEqual([401, ERROR_CODES.notSession]);
    },
  },
  {
    name: 'launch: a lottery launch by game code (launchMode LOTT) answers a launch (launch by P1)',
    run: async (call) => {
      const [lotto] = await lotteryGames(call, '?prizeMode=LOTT');
      const value = await sessionValue<LaunchValue>(call, 'POST', pathOf('launchGame'), {
        body: { lottoArea: lotto!.lottoArea, launchMode: 'LOTT', lottoPrizeMode: 'LOTT', lottoGameCode: lotto!.gameCode, lottoView: 'betting', device: 'WEB', backUrl: BACK_URL, language: 'EN' },
      });
      expectValid('launchGame', value);
    },
  },
  {
    name: 'wallet: a transfer follows the merchant wallet mode (refused when single, else exact) (wallets by P1)',
    run: async (call) => {
      const { isSingle } = await okValue<{ isSingle: boolean }>(call, pathOf('merchantWallet'));
      const body = { transferId: crypto.randomUUID(), vassalage: (await firstGame(call)).vassalage, direction: 'IN', amount: '1.00' };
      const res = await call('POST', pathOf('walletTransfer'), { token: await memberToken(call), body });
      if (isSingle) {
        expect([res.status, res.body?.errorCode]).toEqual([200, ERROR_CODES.transferNotAllowed]);
      } else {
        expectValid('walletTransfer', res.body?.value);
        const again = await call('POST', pathOf('walletTransfer'), { token: await memberToken(call), body });
        expect(again.body?.value).toEqual(res.body?.value);
      }
    },
  },
  {
    name: 'bettingRecords: newest first, win/loss = payout − stake (bets by P1)',
    run: async (call) => {
      const page = await sessionValue<{ list: BetRecord[]; pageSize: number }>(call, 'GET', pathOf('bettingRecords'));
      expect(page.pageSize).toBe(20);
      const times = page.list.map((b) => Date.parse(b.betTime));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const b of page.list) expect(BigInt(b.winLoss.replace('.', ''))).toBe(BigInt(b.payout.replace('.', '')) - BigInt(b.stake.replace('.', '')))
      // A day range: the newest bet's day holds it; the days after hold nothing.
      const newest = page.list[0];
      if (!newest) return;
      const day = newest.betTime.slice(0, 10);
      const ofDay = await sessionValue<{ list: BetRecord[] }>(call, 'GET', pathOf('bettingRecords', `?from=${day}&to=${day}`));
      expect(ofDay.list[0]).toEqual(newest);
      for (const b of ofDay.list) expect(b.betTime.slice(0, 10)).toBe(day);
      const later = new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
      expect((await sessionValue<{ list: BetRecord[] }>(call, 'GET', pathOf('bettingRecords', `?from=${later}`))).list).toEqual([]);
    },
  },
  {
    name: 'lottery: menus filter by prize mode; the latest draw is one interval before the next',
    run: async (call) => {
      for (const prizeMode of ['LOTT', 'ELOTT', 'SEA']) {
        const list = await lotteryGames(call, `?prizeMode=${prizeMode}&device=WEB`);
        expect(list.length, prizeMode).toBeGreaterThan(0);
        for (const g of list) {
          expect(g.prizeMode).toBe(prizeMode);
          expect(Date.parse(g.nextDrawAt) - Date.parse(g.latest!.openedAt)).toBe(g.drawInterval * 1000);
        }
      }
      const sea = await lotteryGames(call, '?prizeMode=SEA');
      expect(new Set(sea.map((g) => g.vassalage))).toEqual(new Set(['TCG_SEA']));
      const opened = await okValue<{ list: OpenedNumero[] }>(call, pathOf('openedNumbers', '?prizeMode=SEA'));
      expect(opened.list.map((d) => d.gameCode)).toEqual(sea.map((g) => g.gameCode));
    },
  },
  {
    name: 'lottery: history is newest first, 10 a page by default',
    run: async (call) => {
      const [game] = await lotteryGames(call, '?prizeMode=ELOTT');
      const page = await sessionValue<{ list: OpenedNumero[]; pageNo: number; pageSize: number; total: number }>(call, 'GET', pathOf('numeroHistory', `?gameCode=${game!.gameCode}`));
      expect([page.pageNo, page.pageSize, page.list.length]).toEqual([1, 10, Math.min(10, page.total)]);
      expect(page.list[0]).toEqual(game!.latest);
      const times = page.list.map((d) => Date.parse(d.openedAt));
      for (let i = 1; i < times.length; i += 1) expect(times[i - 1]! - times[i]!).toBe(game!.drawInterval * 1000);
    },
  },
  ...(
    [
      ['addFavourite: an unknown node id', 'POST', () => pathOf('addFavourite'), { nodeId: 999_999_999, vendor: 'PG', gameType: 'RNG' }],
      ['addFavourite: a game of another vendor', 'POST', () => pathOf('addFavourite'), 'vendor'],
      ['removeFavourite: an unknown node id', 'DELETE', () => removePath({ nodeId: 999_999_999, vendor: 'PG', gameType: 'RNG' }), undefined],
      ['numeroHistory: an unknown game', 'GET', () => pathOf('numeroHistory', '?gameCode=NO_SUCH_GAME'), undefined],
      ['openedNumbers: an unknown game', 'GET', () => pathOf('openedNumbers', '?gameCode=NO_SUCH_GAME'), undefined],
      ['gameLaunchFB: an unknown node id (launch by P1)', 'POST', () => pathOf('gameLaunchFB'), { nodeId: 999_999_999, vassalage: 'PG', gameType: 'RNG', device: 'WEB', backUrl: BACK_URL }],
    ] as const
  ).map(([label, method, path, body]) => ({
    name: `404 game.not.found: ${label}, nothing written`,
    run: async (call: Call) => {
      let payload: unknown = body;
      if (body === 'vendor') {
        const game = await firstGame(call);
        payload = { ...refOf(game), vendor: game.vassalage === 'PG' ? 'EG2' : 'PG' };
      }
      const token = await memberToken(call);
      const before = await sessionValue<{ favGameIds: number[] }>(call, 'GET', pathOf('favouriteIds'));
      const res = await call(method, path(), { token, body: payload });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, value: null, errorCode: ERROR_CODES.gameNotFound });
      expect(await sessionValue(call, 'GET', pathOf('favouriteIds'))).toEqual(before);
    },
  })),
  ...(
    [
      ['addFavourite: gameType missing', 'POST', pathOf('addFavourite'), { nodeId: 1, vendor: 'PG' }],
      ['addFavourite: nodeId not a number', 'POST', pathOf('addFavourite'), { nodeId: 'abc', vendor: 'PG', gameType: 'RNG' }],
      ['addFavourite: unknown gameType', 'POST', pathOf('addFavourite'), { nodeId: 1, vendor: 'PG', gameType: 'NOPE' }],
      ['removeFavourite: nodeId not a number', 'DELETE', removePath({ nodeId: 'abc' as unknown as number, vendor: 'PG', gameType: 'RNG' }), undefined],
      ['favouriteList: pageSize 1000', 'GET', pathOf('favouriteList', '?pageSize=1000'), undefined],
      ['recentGames: page 0', 'GET', pathOf('recentGames', '?page=0'), undefined],
      ['lotteryMenu: unknown prizeMode', 'GET', pathOf('lotteryMenu', '?prizeMode=XX'), undefined],
      ['numeroHistory: gameCode missing', 'GET', pathOf('numeroHistory'), undefined],
      ['walletTransfer: amount with 3 decimals', 'POST', pathOf('walletTransfer'), { transferId: '00000000-0000-4000-8000-000000000001', vassalage: 'PG', direction: 'IN', amount: '1.234' }],
      ['gameLaunchFB: backUrl missing', 'POST', pathOf('gameLaunchFB'), { nodeId: 1, vassalage: 'PG', gameType: 'RNG', device: 'WEB' }],
      ['launchGame: device missing', 'POST', pathOf('launchGame'), { nodeId: 1, backUrl: BACK_URL }],
    ] as const
  ).map(([label, method, path, body]) => ({
    name: `400 request.invalid: ${label}`,
    run: async (call: Call) => {
      const res = await call(method, path, { token: await memberToken(call), body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: ERROR_CODES.badRequest });
      expect(res.body?.message).toMatch(/"[a-zA-Z]+"/);
    },
  })),
  {
    name: 'securityOverview: the member\'s items, mobile and e-mail masked alike',
    run: async (call) => {
      const overview = await sessionValue<SecurityOverview>(call, 'GET', pathOf('securityOverview'));
      expectValid('securityOverview', overview);
      expect(overview).toMatchObject({ mobile: '+63 •••• 4567', email: 'p•••@gamehall.example', paymentPassword: true, payoutAccount: true, authenticator: false, loginVerifyMethods: ['sms', 'email', 'bankAccountName'] });
    },
  },
  {
    name: 'authenticatorDisable: refused while no authenticator is on; authenticatorEnrol answers an otpauth URI',
    run: async (call) => {
      const res = await call('POST', pathOf('authenticatorDisable'), { token: await memberToken(call), body: { code: '123456' } });
      expect([res.status, res.body?.errorCode]).toEqual([200, SECURITY_ERROR_CODES.authenticatorState]);
      const enrolment = await sessionValue<AuthenticatorEnrolment>(call, 'POST', pathOf('authenticatorEnrol'));
      expectValid('authenticatorEnrol', enrolment);
      expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/Gamehall:player1\?/);
    },
  },
  {
    name: 'depositChannels: channels valid per schema, presets ascending within the limits',
    run: async (call) => {
      const { channels } = await sessionValue<DepositChannelsValue>(call, 'GET', pathOf('depositChannels'));
      expectValid('depositChannels', { channels });
      expect(channels.some((c) => c.kind === 'BANK' && c.bank !== undefined)).toBe(true);
      for (const c of channels) {
        const amounts = c.presetAmounts.map(Number);
        expect(amounts, c.channelId).toEqual([...amounts].sort((a, b) => a - b));
        for (const a of amounts) expect(a >= Number(c.minAmount) && a <= Number(c.maxAmount), `${c.channelId} ${String(a)}`).toBe(true);
      }
    },
  },
  {
    name: 'deposit: a bank deposit is PENDING with its bank and reference; a retry answers it; depositDetail and depositList show it',
    run: async (call) => {
      const { channels } = await sessionValue<DepositChannelsValue>(call, 'GET', pathOf('depositChannels'));
      const bank = channels.find((c) => c.kind === 'BANK')!;
      const body = { requestId: crypto.randomUUID(), channelId: bank.channelId, amount: bank.minAmount };
      const made = await sessionValue<Deposit>(call, 'POST', pathOf('deposit'), { body });
      expectValid('deposit', made);
      expect(made).toMatchObject({ channelId: bank.channelId, kind: 'BANK', amount: bank.minAmount, status: 'PENDING', bank: bank.bank });
      expect((await sessionValue<Deposit>(call, 'POST', pathOf('deposit'), { body })).depositId).toBe(made.depositId);
      const conflict = await call('POST', pathOf('deposit'), { token: await memberToken(call), body: { ...body, amount: bank.maxAmount } });
      expect(conflict.body).toMatchObject({ success: false, errorCode: ERROR_CODES.idempotencyConflict });
      const detail = await sessionValue<Deposit>(call, 'GET', pathOf('depositDetail', `?depositId=${made.depositId}`));
      expect(detail).toEqual(made);
      const page = await sessionValue<{ list: Deposit[] }>(call, 'GET', pathOf('depositList', '?status=PENDING&pageSize=100'));
      expectValid('depositList', page);
      expect(page.list.map((d) => d.depositId)).toContain(made.depositId);
      expect(page.list.every((d) => d.status === 'PENDING')).toBe(true);
      const times = page.list.map((d) => d.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    },
  },
  {
    name: 'deposit: an amount outside the channel limits is cashier.amount.out.of.range; malformed bodies are 400 naming the field',
    run: async (call) => {
      const token = await memberToken(call);
      const { channels } = await sessionValue<DepositChannelsValue>(call, 'GET', pathOf('depositChannels'));
      const bank = channels.find((c) => c.kind === 'BANK')!;
      const low = await call('POST', pathOf('deposit'), { token, body: { requestId: crypto.randomUUID(), channelId: bank.channelId, amount: '0.01' } });
      expect(low.body).toMatchObject({ success: false, errorCode: CASHIER_ERROR_CODES.amountOutOfRange, value: null });
      for (const [field, body] of [
        ['amount', { requestId: crypto.randomUUID(), channelId: bank.channelId, amount: '1.234' }],
        ['requestId', { requestId: 'not-a-uuid', channelId: bank.channelId, amount: bank.minAmount }],
        ['requestId', { channelId: bank.channelId, amount: bank.minAmount }],
        ['channelId', { requestId: crypto.randomUUID(), channelId: 'gcash!', amount: bank.minAmount }],
      ] as const) {
        const res = await call('POST', pathOf('deposit'), { token, body });
        expect(res.status, field).toBe(400);
        expect(res.body, field).toMatchObject({ success: false, errorCode: ERROR_CODES.badRequest });
        expect(res.body?.message, field).toContain(`"${field}"`);
      }
    },
  },
  {
    name: 'messages: newest first; readMessages and deleteMessages answer the unread count that unreadCount then reads',
    run: async (call) => {
      const page = await sessionValue<{ list: PlatformMessage[]; total: number }>(call, 'GET', pathOf('messages', '?pageSize=100'));
      expectValid('messages', page);
      const ids = page.list.map((m) => m.messageId);
      const times = page.list.map((m) => m.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      const unread = async () => (await sessionValue<{ count: number }>(call, 'GET', pathOf('unreadCount'))).count;
      expect(await unread()).toBe(page.list.filter((m) => !m.read).length);
      const target = page.list.find((m) => !m.read) ?? page.list[0];
      if (!target) return;
      const read = await sessionValue<{ count: number }>(call, 'PUT', pathOf('readMessages'), { body: { messageIds: [target.messageId] } });
      expectValid('readMessages', read);
      expect(read.count).toBe(page.list.filter((m) => !m.read && m.messageId !== target.messageId).length);
      expect(await unread()).toBe(read.count);
      const gone = await sessionValue<{ count: number }>(call, 'DELETE', pathOf('deleteMessages'), { body: { messageIds: [target.messageId] } });
      expectValid('deleteMessages', gone);
      expect(gone.count).toBe(read.count);
      const after = await sessionValue<{ list: PlatformMessage[] }>(call, 'GET', pathOf('messages', '?pageSize=100'));
      expect(after.list.map((m) => m.messageId)).toEqual(ids.filter((id) => id !== target.messageId));
      const empty = await call('PUT', pathOf('readMessages'), { token: await memberToken(call), body: { messageIds: [] } });
      expect(empty.status).toBe(400);
      expect(empty.body?.message).toContain('"messageIds"');
    },
  },
  ...withdrawCases(),
  ...rewardCases(),
  ...contractCases(),
  // Before the responsible-gaming cases: their exclusion case puts agent1 in cool-off.
  ...agentRegisterCases(),
  ...agentCases(),
  ...agentLossIncomeCases(),
  ...agentTeamRecordCases(),
  ...responsibleGamingCases(),
  ...uplineCases(),
];

/** Transfer to the upline (spec §2 transferUpline, §6): player1's upline is agent2 on both targets. */
function uplineCases(): { name: string; run: (call: Call) => Promise<void> }[] {
  return [
    {
      name: 'uplineInfo names the upline; transferUpline moves the amount once per requestId, refuses a wrong payment password, an amount below the minimum or above the main wallet',
      run: async (call) => {
        const info = await sessionValue<UplineInfoValue>(call, 'GET', pathOf('uplineInfo'));
        expectValid('uplineInfo', info);
        expect(info).toMatchObject({ upline: { account: 'agent2', nickname: 'Agent Two' }, minAmount: '10.00', hasPaymentPassword: true });
        const body = { requestId: crypto.randomUUID(), amount: info.minAmount, paymentPassword: PAYMENT_PASSWORD };
        const made = await sealedCall(call, 'transferUpline', body);
        expect(made.body?.success, JSON.stringify(made.body)).toBe(true);
        const transfer = made.body?.value as UplineTransfer;
        expectValid('transferUpline', transfer);
        expect(transfer).toMatchObject({ transferId: body.requestId, amount: info.minAmount, balance: new Big(info.balance).minus(info.minAmount).toFixed(2), upline: info.upline });
        expect((await sealedCall(call, 'transferUpline', body)).body?.value).toEqual(transfer);
        expect((await sessionValue<UplineInfoValue>(call, 'GET', pathOf('uplineInfo'))).balance).toBe(transfer.balance);
        const refused = async (change: Record<string, string>) => (await sealedCall(call, 'transferUpline', { ...body, requestId: crypto.randomUUID(), ...change })).body;
        expect(await refused({ paymentPassword: '000000' })).toMatchObject({ success: false, errorCode: CASHIER_ERROR_CODES.paymentPasswordWrong });
        expect(await refused({ amount: '9.99' })).toMatchObject({ success: false, errorCode: CASHIER_ERROR_CODES.amountOutOfRange });
        expect(await refused({ amount: new Big(transfer.balance).plus('0.01').toFixed(2) })).toMatchObject({ success: false, errorCode: ERROR_CODES.insufficientFunds });
        expect((await sealedCall(call, 'transferUpline', { ...body, amount: '11' })).body).toMatchObject({ success: false, errorCode: ERROR_CODES.idempotencyConflict });
      },
    },
  ];
}

/** The payment password of player1 on both targets (platform seed src/seed/history.ts, mocks MOCK_PAYMENT_PASSWORD). */
const PAYMENT_PASSWORD = '135790';

/** A call of an encrypted endpoint with the member's session: the body sealed with the target's key. */
async function sealedCall(call: Call, name: EndpointName, body: unknown): Promise<Answer> {
  const key = await okValue<PublicKeyValue>(call, pathOf('publicKey'));
  const def = endpoints[name];
  const sealed = await sealBody(body, { method: def.method, path: def.path, key, now: Date.now() });
  return call(def.method, def.path, { token: await memberToken(call), body: sealed.body, headers: { encryption: sealed.header } });
}

/** Withdraw-side cases (spec §2 withdraw, transactionHistory; §4 withdrawal confirmation). */
function withdrawCases(): { name: string; run: (call: Call) => Promise<void> }[] {
  return [
    {
      name: 'withdrawInfo and payoutAccounts: valid per schema, numbers masked but for the last 4 digits',
      run: async (call) => {
        const info = await sessionValue<WithdrawInfoValue>(call, 'GET', pathOf('withdrawInfo'));
        expectValid('withdrawInfo', info);
        expect(info.available).toBe(info.balance);
        expect(Number(info.minAmount)).toBeLessThan(Number(info.maxAmount));
        const accounts = await sessionValue<PayoutAccountsValue>(call, 'GET', pathOf('payoutAccounts'));
        expectValid('payoutAccounts', accounts);
        expect(accounts.accounts.length).toBeGreaterThan(0);
        for (const a of accounts.accounts) expect(a.accountNumberMasked).toMatch(/^•+\d{4}$/);
        for (const m of accounts.methods) expect(() => new RegExp(m.accountNumberPattern)).not.toThrow();
      },
    },
    {
      name: 'withdraw: PENDING, the main wallet debited at once, a retry answers it; withdrawList shows it; withdrawConfirm refuses it while PENDING',
      run: async (call) => {
        const info = await sessionValue<WithdrawInfoValue>(call, 'GET', pathOf('withdrawInfo'));
        const { accounts } = await sessionValue<PayoutAccountsValue>(call, 'GET', pathOf('payoutAccounts'));
        const body = { requestId: crypto.randomUUID(), accountId: accounts[0]!.accountId, amount: info.minAmount, paymentPassword: PAYMENT_PASSWORD };
        const made = await sealedCall(call, 'withdraw', body);
        expect(made.body?.success, JSON.stringify(made.body)).toBe(true);
        const withdrawal = made.body?.value as Withdrawal;
        expectValid('withdraw', withdrawal);
        expect(withdrawal).toMatchObject({ status: 'PENDING', amount: info.minAmount, accountId: accounts[0]!.accountId });
        expect((await sealedCall(call, 'withdraw', body)).body?.value).toEqual(withdrawal);
        const after = await sessionValue<WithdrawInfoValue>(call, 'GET', pathOf('withdrawInfo'));
        expect(Number(after.balance)).toBeCloseTo(Number(info.balance) - Number(info.minAmount), 2);
        const page = await sessionValue<{ list: Withdrawal[] }>(call, 'GET', pathOf('withdrawList'));
        expectValid('withdrawList', page);
        expect(page.list[0]).toEqual(withdrawal);
        const early = await call('POST', pathOf('withdrawConfirm'), { token: await memberToken(call), body: { withdrawalId: withdrawal.withdrawalId, outcome: 'RECEIVED' } });
        expect(early.body).toMatchObject({ success: false, errorCode: CASHIER_ERROR_CODES.cashierState });
        const wrong = await sealedCall(call, 'withdraw', { ...body, requestId: crypto.randomUUID(), paymentPassword: '000000' });
        expect(wrong.body).toMatchObject({ success: false, errorCode: CASHIER_ERROR_CODES.paymentPasswordWrong });
        const low = await sealedCall(call, 'withdraw', { ...body, requestId: crypto.randomUUID(), amount: '0.01' });
        expect(low.body).toMatchObject({ success: false, errorCode: CASHIER_ERROR_CODES.amountOutOfRange });
      },
    },
    {
      name: 'withdrawProofUpload: multipart only (400), an unknown withdrawal is cashier.not.found; withdrawConfirm NOT_RECEIVED without proof is cashier.proof.required',
      run: async (call) => {
        const token = await memberToken(call);
        const boundary = 'contractproof';
        const multipartBody = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\nnot an image\r\n--${boundary}--\r\n`;
        const unknown = await call('POST', pathOf('withdrawProofUpload', '?withdrawalId=W20990101NOSUCH0000'), { token, body: multipartBody, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
        expect(unknown.body).toMatchObject({ success: false, errorCode: CASHIER_ERROR_CODES.cashierNotFound });
        const json = await call('POST', pathOf('withdrawProofUpload', '?withdrawalId=W20990101NOSUCH0000'), { token, body: { file: 'x' } });
        expect(json.status).toBe(400);
        expect(json.body).toMatchObject({ success: false, errorCode: ERROR_CODES.badRequest });
        const [withdrawal] = (await sessionValue<{ list: Withdrawal[] }>(call, 'GET', pathOf('withdrawList'))).list;
        const bare = await call('POST', pathOf('withdrawConfirm'), { token, body: { withdrawalId: withdrawal!.withdrawalId, outcome: 'NOT_RECEIVED' } });
        expect(bare.body).toMatchObject({ success: false, errorCode: PROOF_ERROR_CODES.proofRequired });
        const foreign = await call('POST', pathOf('withdrawConfirm'), { token, body: { withdrawalId: withdrawal!.withdrawalId, outcome: 'NOT_RECEIVED', proofIds: ['AAAAAAAAAAAAAAAAAAAAAA'] } });
        expect(foreign.body).toMatchObject({ success: false, errorCode: PROOF_ERROR_CODES.proofRequired });
      },
    },
    {
      name: 'paymentPassword: a confirmation that differs is member.field.invalid',
      run: async (call) => {
        const res = await sealedCall(call, 'paymentPassword', { oldPaymentPassword: PAYMENT_PASSWORD, paymentPassword: '112233', confirmPaymentPassword: '112234' });
        expect(res.body).toMatchObject({ success: false, errorCode: ERROR_CODES.fieldInvalid });
      },
    },
    {
      name: 'transactionHistory: newest first, valid per schema, type groups, paging, 400 for a page size over 100',
      run: async (call) => {
        const page = await sessionValue<{ list: LedgerEntry[]; total: number; pageSize: number }>(call, 'GET', pathOf('transactionHistory'));
        expectValid('transactionHistory', page);
        expect(page.pageSize).toBe(20);
        const ids = page.list.map((e) => e.id);
        expect(ids).toEqual([...ids].sort((a, b) => b - a));
        const withdraws = await sessionValue<{ list: LedgerEntry[]; total: number }>(call, 'GET', pathOf('transactionHistory', '?type=WITHDRAW&pageSize=100'));
        expect(withdraws.total).toBeGreaterThan(0);
        for (const e of withdraws.list) expect(['WITHDRAW', 'WITHDRAW_REFUND']).toContain(e.kind);
        const big = await call('GET', pathOf('transactionHistory', '?pageSize=101'), { token: await memberToken(call) });
        expect(big.status).toBe(400);
      },
    },
  ];
}

/** Reward and report cases (spec §2 manualRebate, personalProfit, bonusDetails). */
function rewardCases(): { name: string; run: (call: Call) => Promise<void> }[] {
  return [
    {
      name: 'rebateInfo and rebateClaim: valid per schema, total = sum of the categories; a claim pays the total once (retry answers it), then nothing is left',
      run: async (call) => {
        const info = await sessionValue<RebateInfoValue>(call, 'GET', pathOf('rebateInfo'));
        expectValid('rebateInfo', info);
        expect(info.categories.find((c) => c.gameType === 'RNG')?.rate).toBe('0.8000');
        const cents = info.categories.reduce((s, c) => s + Math.round(Number(c.rebate) * 100), 0);
        expect(Math.round(Number(info.total) * 100)).toBe(cents);
        const token = await memberToken(call);
        const body = { requestId: crypto.randomUUID() };
        const first = await call('POST', pathOf('rebateClaim'), { token, body });
        if (Number(info.total) >= Number(info.minClaim)) {
          expect(first.body?.success, JSON.stringify(first.body)).toBe(true);
          expectValid('rebateClaim', first.body?.value);
          expect((first.body?.value as RebateClaim).amount).toBe(info.total);
          expect((await call('POST', pathOf('rebateClaim'), { token, body })).body?.value).toEqual(first.body?.value);
        }
        const again = await call('POST', pathOf('rebateClaim'), { token, body: { requestId: crypto.randomUUID() } });
        expect(again.body).toMatchObject({ success: false, errorCode: CASHIER_ERROR_CODES.rebateNothing });
        expect((await sessionValue<RebateInfoValue>(call, 'GET', pathOf('rebateInfo'))).total).toBe('0.00');
        const bad = await call('POST', pathOf('rebateClaim'), { token, body: { requestId: 'nope' } });
        expect(bad.status).toBe(400);
      },
    },
    {
      name: 'personalProfit: valid per schema, totals add up; 400 for a reversed range; transactionHistory REWARD lists bonuses and rebates only',
      run: async (call) => {
        const to = new Date().toISOString().slice(0, 10);
        const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
        const value = await sessionValue<ProfitValue>(call, 'GET', pathOf('personalProfit', `?from=${from}&to=${to}`));
        expectValid('personalProfit', value);
        expect(value.totals.betCount).toBe(value.categories.reduce((n, c) => n + c.betCount, 0));
        const reversed = await call('GET', pathOf('personalProfit', `?from=${to}&to=${from}`), { token: await memberToken(call) });
        expect(reversed.status).toBe(from === to ? 200 : 400);
        const rewards = await sessionValue<{ list: LedgerEntry[]; total: number }>(call, 'GET', pathOf('transactionHistory', '?type=REWARD&pageSize=100'));
        expect(rewards.total).toBeGreaterThan(0);
        for (const e of rewards.list) expect(['BONUS', 'REBATE']).toContain(e.kind);
      },
    },
  ];
}

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
  it.each(playCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => c.run(targets.find((t) => t.name === targetName)!.call));
  for (const c of cases.filter(pending)) it.skip(`${c.name} (account mocks not written yet)`, () => run(c));
  for (const c of cases.filter(drifted)) it.fails(`${c.name} (known mock drift)`, () => run(c));
});

/** The login answer (success or failure) of another seeded member: both targets seed agent1 and agent2 with player1's password. */
async function loginOf(call: Call, username: string): Promise<Answer['body']> {
  const key = await okValue<PublicKeyValue>(call, pathOf('publicKey'));
  const sealed = await sealBody({ type: 'username', username, password: MEMBER.password }, { method: 'POST', path: endpoints.login.path, key, now: Date.now() });
  return (await call('POST', endpoints.login.path, { body: sealed.body, headers: { encryption: sealed.header } })).body;
}

/** Responsible-gaming cases (issue 12): limits, the raise delay, the deposit refusal, the reality check, an exclusion. */
function responsibleGamingCases(): { name: string; run: (call: Call) => Promise<void> }[] {
  const session = async (call: Call, username: string) => ((await loginOf(call, username))?.value as LoginValue).token;
  return [
    {
      name: 'responsibleGaming: limits valid per schema; a first limit at once, a raise pending 24 h; a deposit over it is cashier.deposit.limit.exceeded; reality check 15/30/60/120',
      run: async (call) => {
        const token = await session(call, 'agent2');
        const get = await call('GET', pathOf('responsibleGaming'), { token });
        expectValid('responsibleGaming', get.body?.value);
        const initial = get.body?.value as ResponsibleGamingValue;
        expect(initial.limits.map((l) => l.period)).toEqual(['DAILY', 'WEEKLY', 'MONTHLY']);
        const first = await call('PUT', pathOf('depositLimit'), { token, body: { period: 'DAILY', amount: '600' } });
        expectValid('depositLimit', first.body?.value);
        expect((first.body?.value as ResponsibleGamingValue).limits[0]).toMatchObject({ period: 'DAILY', amount: '600.00', used: '0.00', remaining: '600.00' });
        const raise = await call('PUT', pathOf('depositLimit'), { token, body: { period: 'DAILY', amount: '900' } });
        const daily = (raise.body?.value as ResponsibleGamingValue).limits[0]!;
        expect(daily).toMatchObject({ amount: '600.00', pending: { amount: '900.00' } });
        expect(Date.parse(daily.pending!.effectiveAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
        const bad = await call('PUT', pathOf('depositLimit'), { token, body: { period: 'DAILY', amount: 'ten' } });
        expect(bad.status).toBe(400);

        const { channels } = (await call('GET', pathOf('depositChannels'), { token })).body?.value as DepositChannelsValue;
        const bank = channels.find((c) => c.channelId === 'BANK_BDO')!;
        const made = await call('POST', pathOf('deposit'), { token, body: { requestId: crypto.randomUUID(), channelId: bank.channelId, amount: '500' } });
        expect(made.body?.success, JSON.stringify(made.body)).toBe(true);
        const over = await call('POST', pathOf('deposit'), { token, body: { requestId: crypto.randomUUID(), channelId: bank.channelId, amount: '500' } });
        expect(over.body).toMatchObject({ success: false, errorCode: RESPONSIBLE_GAMING_ERROR_CODES.depositLimitExceeded });
        expect(over.body?.value as DepositLimitExceeded).toEqual({ period: 'DAILY', limit: '600.00', remaining: '100.00' });
        expect(over.body?.message).toContain('100.00');

        const reality = await call('PUT', pathOf('realityCheck'), { token, body: { minutes: 60 } });
        expect((reality.body?.value as ResponsibleGamingValue).realityCheckMinutes).toBe(60);
        expect((await call('PUT', pathOf('realityCheck'), { token, body: { minutes: 45 } })).status).toBe(400);
      },
    },
    {
      name: 'exclusion: a duration out of bounds is refused; a cool-off ends the session and login answers member.excluded with until',
      run: async (call) => {
        const token = await session(call, 'agent1');
        const long = await call('POST', pathOf('exclusion'), { token, body: { kind: 'COOL_OFF', duration: 43 } });
        expect(long.body?.errorCode).toBe(RESPONSIBLE_GAMING_ERROR_CODES.exclusionDurationInvalid);
        const res = await call('POST', pathOf('exclusion'), { token, body: { kind: 'COOL_OFF', duration: 1 } });
        expectValid('exclusion', res.body?.value);
        const exclusion = res.body?.value as Exclusion;
        expect(exclusion.kind).toBe('COOL_OFF');
        expect(Math.abs(Date.parse(exclusion.until) - Date.now() - 86_400_000)).toBeLessThan(60_000);
        expect((await call('GET', pathOf('memberInfo'), { token })).status).toBe(401);
        const login = await loginOf(call, 'agent1');
        expect(login).toMatchObject({ success: false, errorCode: ERROR_CODES.excluded, value: exclusion });
      },
    },
  ];
}

/**
 * Agent contracts (issue 13; spec §4, §6, §7 relay calls) on both targets: agent1 (a top agent)
 * → agent2 → player1, agent2 with the daily-salary flag on both.
 */
function contractCases(): { name: string; run: (call: Call) => Promise<void> }[] {
  const session = async (call: Call, username: string) => ((await loginOf(call, username))?.value as LoginValue).token;
  const daily = pathOf('dailySalaryContractAction');
  const tier = (rate: string) => ({ betAmount: '1000', activeMembers: 1, rate });
  return [
    {
      name: 'contracts: caps, offer, pending, accept, and the spec §4 confirmation before a lower rate ends a downline contract',
      run: async (call) => {
        const [top, agent, player] = [await session(call, 'agent1'), await session(call, 'agent2'), await memberToken(call)];
        expect((await call('GET', pathOf('pendingContracts'))).status).toBe(401);
        const refused = await call('POST', daily, { token: player, body: { action: 'offer', account: 'agent2', tiers: [tier('1')] } });
        expect(refused.body).toMatchObject({ success: false, errorCode: ERROR_CODES.agentOnly });
        const none = await call('POST', daily, { token: agent, body: { action: 'offer', account: 'player1', tiers: [tier('1')] } });
        expect(none.body).toMatchObject({ success: false, errorCode: CONTRACT_ERROR_CODES.rateTooHigh, value: { maxRate: null } });
        const high = await call('POST', daily, { token: top, body: { action: 'offer', account: 'agent2', tiers: [tier('2.01')] } });
        expect(high.body).toMatchObject({ success: false, errorCode: CONTRACT_ERROR_CODES.rateTooHigh, value: { maxRate: MERCHANT_MAX_RATES.DAILY_SALARY } });
        expect((await call('POST', daily, { token: top, body: { action: 'offer', account: 'agent2', tiers: [{ rate: '1' }] } })).body?.errorCode).toBe(CONTRACT_ERROR_CODES.tiersInvalid);
        expect((await call('POST', daily, { token: top, body: { action: 'accept' } })).status).toBe(400);

        const offer = (await call('POST', daily, { token: top, body: { action: 'offer', account: 'agent2', tiers: [tier('1.5')] } })).body?.value as Contract;
        expectValid('dailySalaryContractAction', offer);
        expect(offer).toMatchObject({ status: 'OFFERED', maxRate: '1.50', upline: { account: 'agent1' }, member: { account: 'agent2' } });
        const pending = (await call('GET', pathOf('pendingContracts'), { token: agent })).body?.value as Contract[];
        expectValid('pendingContracts', pending);
        expect(pending.map((c) => c.contractId)).toContain(offer.contractId);
        expect(((await call('POST', daily, { token: agent, body: { action: 'accept', contractId: offer.contractId } })).body?.value as Contract).status).toBe('ACTIVE');
        const given = (await call('POST', daily, { token: agent, body: { action: 'offer', account: 'player1', tiers: [tier('1.2')] } })).body?.value as Contract;
        expect(((await call('POST', daily, { token: player, body: { action: 'accept', contractId: given.contractId } })).body?.value as Contract).status).toBe('ACTIVE');

        const lower = (await call('POST', daily, { token: top, body: { action: 'offer', account: 'agent2', tiers: [tier('1')] } })).body?.value as Contract;
        const ask = await call('POST', daily, { token: agent, body: { action: 'accept', contractId: lower.contractId } });
        expect(ask.body).toMatchObject({ success: false, errorCode: CONTRACT_ERROR_CODES.confirmTerminations });
        expect((ask.body?.value as { contracts: Contract[] }).contracts.map((c) => [c.contractId, c.maxRate])).toEqual([[given.contractId, '1.20']]);
        const ok = (await call('POST', daily, { token: agent, body: { action: 'accept', contractId: lower.contractId, confirm: true } })).body?.value as Contract;
        expect(ok).toMatchObject({ status: 'ACTIVE', maxRate: '1.00' });
        const view = (await call('GET', pathOf('dailySalaryContract'), { token: agent })).body?.value as ContractView;
        expectValid('dailySalaryContract', view);
        expect(view).toMatchObject({ canOffer: true, maxRate: '1.00', own: { contractId: lower.contractId }, offer: null, downlines: { total: 0 } });
        const ended = (await call('POST', daily, { token: player, body: { action: 'terminate', contractId: given.contractId } })).body;
        expect(ended).toMatchObject({ success: false, errorCode: CONTRACT_ERROR_CODES.stateInvalid });
        const records = await call('GET', pathOf('contractSettlements', '?type=DAILY_SALARY&pageSize=5'), { token: agent });
        expectValid('contractSettlements', records.body?.value);
        expect((await call('GET', pathOf('contractSettlements', '?type=SOMETHING'), { token: agent })).status).toBe(400);
      },
    },
    {
      name: 'contracts: the view keeps the contracts given to one direct downline with ?account= (team management contract dialog, spec §2)',
      run: async (call) => {
        const top = await session(call, 'agent1');
        const realtime = pathOf('realtimeSalaryContractAction');
        const offer = (await call('POST', realtime, { token: top, body: { action: 'offer', account: 'agent2', tiers: [{ rate: '0.3' }] } })).body?.value as Contract;
        expect(offer).toMatchObject({ status: 'OFFERED', member: { account: 'agent2' } });
        const view = (await call('GET', pathOf('realtimeSalaryContract', '?account=AGENT2&pageSize=5'), { token: top })).body?.value as ContractView;
        expectValid('realtimeSalaryContract', view);
        expect(view.downlines.pageSize).toBe(5);
        expect(view.downlines.list.map((c) => c.contractId)).toContain(offer.contractId);
        expect(view.downlines.list.every((c) => c.member.account === 'agent2')).toBe(true);
        // player1 is agent2's downline, not agent1's.
        expect(((await call('GET', pathOf('realtimeSalaryContract', '?account=player1'), { token: top })).body?.value as ContractView).downlines).toMatchObject({ total: 0, list: [] });
        expect((await call('GET', pathOf('realtimeSalaryContract', '?account='), { token: top })).status).toBe(400);
      },
    },
  ];
}

/** registerCenter cases (issue 13, spec §2, §5, §6): agent1's invitation, a direct registration and its refusals. */
function agentRegisterCases(): { name: string; run: (call: Call) => Promise<void> }[] {
  const session = async (call: Call, username: string) => ((await loginOf(call, username))?.value as LoginValue).token;
  const sealed = async (call: Call, token: string, body: unknown): Promise<Answer> => {
    const key = await okValue<PublicKeyValue>(call, pathOf('publicKey'));
    const def = endpoints.agentRegister;
    const seal = await sealBody(body, { method: def.method, path: def.path, key, now: Date.now() });
    return call(def.method, def.path, { token, body: seal.body, headers: { encryption: seal.header } });
  };
  return [
    {
      name: "agentRegisterInfo and agentRegister: agent1's code and link, a member registered under agent1 once, a mismatched confirmation and a non-agent refused",
      run: async (call) => {
        const token = await session(call, 'agent1');
        const info = (await call('GET', pathOf('agentRegisterInfo'), { token })).body?.value;
        expectValid('agentRegisterInfo', info);
        expect(info as AgentRegisterInfo).toMatchObject({ affiliateCode: 'AG1001', downlineAgentType: 2 });
        expect((info as AgentRegisterInfo).inviteUrl).toMatch(/\/register\?affiliateCode=AG1001$/);
        const body = { username: 'contractdl01', password: 'Contract2026x', confirmPassword: 'Contract2026x', kind: 'MEMBER' };
        const made = await sealed(call, token, body);
        expectValid('agentRegister', made.body?.value);
        expect(made.body?.value).toEqual({ account: 'contractdl01', type: 0, parent: 'agent1' });
        expect((await sealed(call, token, body)).body).toMatchObject({ success: false, errorCode: ERROR_CODES.accountExists });
        expect((await sealed(call, token, { ...body, username: 'contractdl02', confirmPassword: 'Other2026x' })).body).toMatchObject({ success: false, errorCode: ERROR_CODES.fieldInvalid });
        const player = await session(call, 'player1');
        expect((await call('GET', pathOf('agentRegisterInfo'), { token: player })).body).toMatchObject({ success: false, errorCode: ERROR_CODES.agentOnly });
      },
    },
  ];
}

// --- Team records (team betting, team transactions; issue 13) ---
/** Team betting and team transactions (issue 13): agent1's team on both targets; pages, totals, refusals. */
function agentTeamRecordCases(): { name: string; run: (call: Call) => Promise<void> }[] {
  const session = async (call: Call, username: string) => ((await loginOf(call, username))?.value as LoginValue).token;
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const month = `?from=${day(29)}&to=${day(0)}`;
  return [
    {
      name: 'agentTeamBets: a page newest first with totals that add up, an account filter, refusals (member, range, account outside the team)',
      run: async (call) => {
        const token = await session(call, 'agent1');
        const res = await call('GET', pathOf('agentTeamBets', `${month}&pageSize=5`), { token });
        expect(res.body?.success, JSON.stringify(res.body)).toBe(true);
        expectValid('agentTeamBets', res.body?.value);
        const page = res.body?.value as TeamBetPage;
        expect(page.list.length).toBe(Math.min(5, page.total));
        expect(page.totalPages).toBe(Math.ceil(page.total / 5));
        expect(page.totals.betCount).toBe(page.total);
        expect(new Big(page.totals.payout).minus(page.totals.validBet).toFixed(2)).toBe(page.totals.profitLoss);
        expect(page.list.map((b) => b.betTime)).toEqual([...page.list.map((b) => b.betTime)].sort().reverse());
        for (const b of page.list) expect(new Big(b.payout).minus(b.stake).toFixed(2)).toBe(b.winLoss);
        expect(page.list.every((b) => b.account !== 'agent1' && b.depth >= 1)).toBe(true);
        const one = (await call('GET', pathOf('agentTeamBets', `${month}&account=PLAYER1&pageSize=100`), { token })).body?.value as TeamBetPage;
        expectValid('agentTeamBets', one);
        expect(one.list.every((b) => b.account === 'player1' && b.depth === 2)).toBe(true);
        if (one.total <= 100) expect(one.list.reduce((s, b) => s.plus(b.stake), new Big(0)).toFixed(2)).toBe(one.totals.validBet);
        expect((await call('GET', pathOf('agentTeamBets', `${month}&account=zz-nobody`), { token })).body).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.notInTeam });
        expect((await call('GET', pathOf('agentTeamBets', `${month}&account=agent1`), { token })).body).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.notInTeam });
        expect((await call('GET', pathOf('agentTeamBets', `?from=${day(90)}&to=${day(0)}`), { token })).body).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.rangeInvalid });
        expect((await call('GET', pathOf('agentTeamBets', month), { token: await memberToken(call) })).body).toMatchObject({ success: false, errorCode: ERROR_CODES.agentOnly });
        expect((await call('GET', pathOf('agentTeamBets', `${month}&pageSize=101`), { token })).status).toBe(400);
        expect((await call('GET', pathOf('agentTeamBets', month))).status).toBe(401);
      },
    },
    {
      name: 'agentTeamTransactions: a page newest first with sums in and out, a kind filter, refusals (member, unknown kind, account outside the team)',
      run: async (call) => {
        const token = await session(call, 'agent1');
        const res = await call('GET', pathOf('agentTeamTransactions', `${month}&pageSize=5`), { token });
        expect(res.body?.success, JSON.stringify(res.body)).toBe(true);
        expectValid('agentTeamTransactions', res.body?.value);
        const page = res.body?.value as TeamTransactionPage;
        expect(page.list.length).toBe(Math.min(5, page.total));
        expect(page.list.every((e) => e.kind !== 'BET' && e.kind !== 'PAYOUT' && e.account !== 'agent1')).toBe(true);
        expect(new Big(page.totals.credit).gte(0) && new Big(page.totals.debit).lte(0)).toBe(true);
        const deposits = (await call('GET', pathOf('agentTeamTransactions', `${month}&kind=DEPOSIT&pageSize=100`), { token })).body?.value as TeamTransactionPage;
        expectValid('agentTeamTransactions', deposits);
        expect(deposits.list.every((e) => e.kind === 'DEPOSIT')).toBe(true);
        expect(deposits.totals.debit).toBe('0.00');
        expect((await call('GET', pathOf('agentTeamTransactions', `${month}&kind=BET`), { token })).status).toBe(400);
        expect((await call('GET', pathOf('agentTeamTransactions', `${month}&account=zz-nobody`), { token })).body).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.notInTeam });
        expect((await call('GET', pathOf('agentTeamTransactions', month), { token: await memberToken(call) })).body).toMatchObject({ success: false, errorCode: ERROR_CODES.agentOnly });
      },
    },
  ];
}
// --- end team records ---

/** The agent centre's team endpoints (issue 13): agent1's team holds agent2 → player1 on both targets. */
function agentCases(): { name: string; run: (call: Call) => Promise<void> }[] {
  const session = async (call: Call, username: string) => ((await loginOf(call, username))?.value as LoginValue).token;
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  return [
    {
      name: 'agentTeamOverview: one day per day of the range, totals that add up; a range over 90 days or reversed is agent.range.invalid; a member is login.not.agent',
      run: async (call) => {
        const token = await session(call, 'agent1');
        const res = await call('GET', pathOf('agentTeamOverview', `?from=${day(29)}&to=${day(0)}`), { token });
        expect(res.body?.success, JSON.stringify(res.body)).toBe(true);
        const overview = res.body?.value as TeamOverview;
        expectValid('agentTeamOverview', overview);
        expect(overview.days.map((d) => d.day)).toEqual(Array.from({ length: 30 }, (_, i) => day(29 - i)));
        expect(overview.teamSize).toBeGreaterThanOrEqual(overview.directMembers);
        expect(overview.directMembers).toBeGreaterThan(0);
        const add = (pick: (d: TeamOverview['days'][number]) => string) => overview.days.reduce((s, d) => s.plus(pick(d)), new Big(0)).toFixed(2);
        expect([add((d) => d.validBet), add((d) => d.deposit), add((d) => d.withdraw), add((d) => d.profitLoss)]).toEqual([overview.validBet, overview.deposit, overview.withdraw, overview.profitLoss]);
        expect(overview.days.reduce((n, d) => n + d.newMembers, 0)).toBe(overview.newMembers);
        expect(overview.activeMembers).toBeGreaterThanOrEqual(Math.max(0, ...overview.days.map((d) => d.activeMembers)));
        expect(new Big(overview.payout).minus(overview.validBet).toFixed(2)).toBe(overview.profitLoss);
        const long = await call('GET', pathOf('agentTeamOverview', `?from=${day(90)}&to=${day(0)}`), { token });
        expect(long.body).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.rangeInvalid, message: 'The range may be at most 90 days' });
        const reversed = await call('GET', pathOf('agentTeamOverview', `?from=${day(0)}&to=${day(2)}`), { token });
        expect(reversed.body).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.rangeInvalid });
        expect((await call('GET', pathOf('agentTeamOverview', '?from=yesterday&to=today'), { token })).status).toBe(400);
        const member = await call('GET', pathOf('agentTeamOverview', `?from=${day(1)}&to=${day(0)}`), { token: await memberToken(call) });
        expect(member.body).toMatchObject({ success: false, errorCode: ERROR_CODES.agentOnly });
        expect((await call('GET', pathOf('agentTeamOverview', `?from=${day(1)}&to=${day(0)}`))).status).toBe(401);
      },
    },
    {
      name: 'agentDownlines: direct downlines paged with the total, a search by account prefix over the whole team, refusals outside the team and for members',
      run: async (call) => {
        const token = await session(call, 'agent1');
        const first = await call('GET', pathOf('agentDownlines', '?pageSize=2'), { token });
        expectValid('agentDownlines', first.body?.value);
        const page = first.body?.value as DownlinePage;
        expect(page.list.length).toBe(Math.min(2, page.total));
        expect(page.totalPages).toBe(Math.ceil(page.total / 2));
        const all = (await call('GET', pathOf('agentDownlines', '?pageSize=100'), { token })).body?.value as DownlinePage;
        const agent2 = all.list.find((d) => d.account === 'agent2');
        expect(agent2).toMatchObject({ nickname: 'Agent Two', type: 2, depth: 1, balance: '12000.00' });
        expect(all.list.every((d) => d.depth === 1)).toBe(true);
        const below = (await call('GET', pathOf('agentDownlines', `?parentId=${String(agent2?.id)}`), { token })).body?.value as DownlinePage;
        expect(below.list.find((d) => d.account === 'player1')).toMatchObject({ depth: 2, type: 0, directCount: 0, teamSize: 0 });
        const search = (await call('GET', pathOf('agentDownlines', '?account=PLAYER1'), { token })).body?.value as DownlinePage;
        expect(search.list.map((d) => [d.account, d.depth])).toEqual([['player1', 2]]);
        const outside = await call('GET', pathOf('agentDownlines', '?parentId=999999'), { token });
        expect(outside.body).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.notInTeam });
        const member = await call('GET', pathOf('agentDownlines'), { token: await memberToken(call) });
        expect(member.body).toMatchObject({ success: false, errorCode: ERROR_CODES.agentOnly });
        expect((await call('GET', pathOf('agentDownlines', '?pageSize=101'), { token })).status).toBe(400);
      },
    },
    {
      name: 'agentDownlineTransfer: moves money to a downline once per requestId; refuses another amount for it, a member outside the team, more than the balance',
      run: async (call) => {
        const token = await session(call, 'agent1');
        const player1 = ((await call('GET', pathOf('agentDownlines', '?account=player1'), { token })).body?.value as DownlinePage).list[0]!;
        const body = { memberId: player1.id, amount: '15.25', requestId: crypto.randomUUID() };
        const made = await call('POST', pathOf('agentDownlineTransfer'), { token, body });
        expect(made.body?.success, JSON.stringify(made.body)).toBe(true);
        const transfer = made.body?.value as DownlineTransfer;
        expectValid('agentDownlineTransfer', transfer);
        expect(transfer).toMatchObject({ transferId: body.requestId, amount: '15.25', member: { id: player1.id, account: 'player1', nickname: 'Player One' } });
        expect((await call('POST', pathOf('agentDownlineTransfer'), { token, body })).body?.value).toEqual(transfer);
        const after = ((await call('GET', pathOf('agentDownlines', '?account=player1'), { token })).body?.value as DownlinePage).list[0]!;
        expect(after.balance).toBe(new Big(player1.balance).plus('15.25').toFixed(2));
        const again = await call('POST', pathOf('agentDownlineTransfer'), { token, body: { ...body, amount: '16.00' } });
        expect(again.body).toMatchObject({ success: false, errorCode: ERROR_CODES.idempotencyConflict });
        const outside = await call('POST', pathOf('agentDownlineTransfer'), { token, body: { ...body, memberId: 999999, requestId: crypto.randomUUID() } });
        expect(outside.body).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.notInTeam });
        const tooMuch = await call('POST', pathOf('agentDownlineTransfer'), { token, body: { ...body, amount: new Big(transfer.balance).plus(1).toFixed(2), requestId: crypto.randomUUID() } });
        expect(tooMuch.body).toMatchObject({ success: false, errorCode: ERROR_CODES.insufficientFunds });
      },
    },
  ];
}

/** User loss and my income (issue 13; contract/agentLossIncome.ts): agent1's team holds agent2 → player1 on both targets. */
function agentLossIncomeCases(): { name: string; run: (call: Call) => Promise<void> }[] {
  const session = async (call: Call, username: string) => ((await loginOf(call, username))?.value as LoginValue).token;
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const range = `?from=${day(89)}&to=${day(0)}`;
  return [
    {
      name: 'agentTeamProfitLoss: every team member once, largest loss first by default, totals over all pages, account sort and prefix; refusals',
      run: async (call) => {
        const token = await session(call, 'agent1');
        const pages: TeamProfitLossPage[] = [];
        for (let pageNo = 1; pageNo === 1 || pageNo <= (pages[0]?.totalPages ?? 0); pageNo += 1) {
          const res = await call('GET', pathOf('agentTeamProfitLoss', `${range}&pageSize=100&pageNo=${String(pageNo)}`), { token });
          expect(res.body?.success, JSON.stringify(res.body)).toBe(true);
          expectValid('agentTeamProfitLoss', res.body?.value);
          pages.push(res.body?.value as TeamProfitLossPage);
        }
        const list = pages.flatMap((p) => p.list);
        expect(pages[0]?.sort).toBe('loss');
        expect(list.length).toBe(pages[0]?.total);
        expect(new Set(list.map((r) => r.id)).size).toBe(list.length);
        expect(list.find((r) => r.account === 'player1')).toMatchObject({ depth: 2, type: 0 });
        for (let i = 1; i < list.length; i += 1) expect(new Big(list[i - 1]!.profitLoss).lte(list[i]!.profitLoss)).toBe(true);
        const add = (pick: (r: TeamProfitLossPage['list'][number]) => string) => list.reduce((s, r) => s.plus(pick(r)), new Big(0)).toFixed(2);
        expect(pages[0]?.totals).toEqual({
          betCount: list.reduce((n, r) => n + r.betCount, 0),
          validBet: add((r) => r.validBet),
          payout: add((r) => r.payout),
          profitLoss: add((r) => r.profitLoss),
          deposit: add((r) => r.deposit),
          withdraw: add((r) => r.withdraw),
        });
        for (const r of list) expect(new Big(r.payout).minus(r.validBet).toFixed(2)).toBe(r.profitLoss);
        const byAccount = (await call('GET', pathOf('agentTeamProfitLoss', `${range}&sort=account&pageSize=3`), { token })).body?.value as TeamProfitLossPage;
        expect(byAccount.list.map((r) => r.account)).toEqual(list.map((r) => r.account).sort().slice(0, 3));
        const search = (await call('GET', pathOf('agentTeamProfitLoss', `${range}&account=PLAYER1`), { token })).body?.value as TeamProfitLossPage;
        expect(search.list.map((r) => [r.account, r.depth])).toEqual([['player1', 2]]);
        expect(search.totals.validBet).toBe(search.list[0]?.validBet);
        const long = await call('GET', pathOf('agentTeamProfitLoss', `?from=${day(90)}&to=${day(0)}`), { token });
        expect(long.body).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.rangeInvalid, message: 'The range may be at most 90 days' });
        expect((await call('GET', pathOf('agentTeamProfitLoss', `${range}&sort=biggest`), { token })).status).toBe(400);
        expect((await call('GET', pathOf('agentTeamProfitLoss', `${range}&pageSize=101`), { token })).status).toBe(400);
        const member = await call('GET', pathOf('agentTeamProfitLoss', range), { token: await memberToken(call) });
        expect(member.body).toMatchObject({ success: false, errorCode: ERROR_CODES.agentOnly });
        expect((await call('GET', pathOf('agentTeamProfitLoss', range))).status).toBe(401);
      },
    },
    {
      name: 'agentIncome: totals per kind that add up over the days (newest first), a transfer from the upline counted apart from income; refusals',
      run: async (call) => {
        const token = await session(call, 'agent2');
        const today = `?from=${day(0)}&to=${day(0)}`;
        const before = (await call('GET', pathOf('agentIncome', today), { token })).body?.value as AgentIncome;
        expectValid('agentIncome', before);
        const agent1 = await session(call, 'agent1');
        const agent2 = ((await call('GET', pathOf('agentDownlines', '?account=agent2'), { token: agent1 })).body?.value as DownlinePage).list[0]!;
        const sent = await call('POST', pathOf('agentDownlineTransfer'), { token: agent1, body: { memberId: agent2.id, amount: '20.00', requestId: crypto.randomUUID() } });
        expect(sent.body?.success, JSON.stringify(sent.body)).toBe(true);
        const after = (await call('GET', pathOf('agentIncome', today), { token })).body?.value as AgentIncome;
        expect(new Big(after.totals.fromUpline).minus(before.totals.fromUpline).toFixed(2)).toBe('20.00');
        expect(after.totals.income).toBe(before.totals.income);
        expect(after.days[0]).toMatchObject({ day: day(0), fromUpline: after.totals.fromUpline });
        const res = await call('GET', pathOf('agentIncome', range), { token });
        expect(res.body?.success, JSON.stringify(res.body)).toBe(true);
        const income = res.body?.value as AgentIncome;
        expectValid('agentIncome', income);
        expect(income.days.map((d) => d.day)).toEqual([...income.days.map((d) => d.day)].sort().reverse());
        for (const key of ['salary', 'dividend', 'rebate', 'income', 'fromUpline', 'fromDownlines'] as const) {
          expect(income.days.reduce((s, d) => s.plus(d[key]), new Big(0)).toFixed(2), key).toBe(income.totals[key]);
        }
        for (const d of [income.totals, ...income.days]) expect(new Big(d.salary).plus(d.dividend).plus(d.rebate).toFixed(2)).toBe(d.income);
        const long = await call('GET', pathOf('agentIncome', `?from=${day(90)}&to=${day(0)}`), { token });
        expect(long.body).toMatchObject({ success: false, errorCode: AGENT_ERROR_CODES.rangeInvalid });
        const member = await call('GET', pathOf('agentIncome', range), { token: await memberToken(call) });
        expect(member.body).toMatchObject({ success: false, errorCode: ERROR_CODES.agentOnly });
        expect((await call('GET', pathOf('agentIncome', range))).status).toBe(401);
      },
    },
  ];
}
