import Big from 'big.js';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { Announcement, Banner, Game, GameMenu, HelpTopic, PermissionInfo, Vendor, WinnerBoardItem } from '../contract/entities';
import { endpoints, type EndpointName } from '../contract/endpoints';
import { PlatformError } from '../transport/errors';
import { request } from '../transport/request';
import { makeMockCatalogue } from './catalogue';
import { makeAnnouncement, makeBanner, makeGame, makeGameMenu, makeHelpTopic, makePermissionInfo, makeVendor, makeWinner } from './factories';
import { ACCOUNT_ENDPOINTS } from './accounts';
import { PLAY_ENDPOINTS } from './play';
import { CASHIER_ENDPOINTS } from './cashier';
import { REWARD_ENDPOINTS } from './rewards';
import { RESPONSIBLE_GAMING_ENDPOINTS } from './responsibleGaming';
import { SECURITY_ENDPOINTS } from './security';
import { CONTRACT_MOCK_ENDPOINTS } from './contracts';
import { AGENT_REGISTER_ENDPOINTS } from './agentRegister';
import { AGENT_ENDPOINTS } from './agent';
import { AGENT_LOSS_INCOME_ENDPOINTS } from './agentLossIncome';
import { AGENT_TEAM_RECORD_ENDPOINTS } from './agentTeamRecords';
import { createHandlers } from './handlers';
import { startMockServer } from './node';

const server = startMockServer();
const db = makeMockCatalogue();

const invalid = (name: EndpointName, query: Record<string, string>) =>
  request(name, { query: query as never }).then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as PlatformError,
  );

describe('factories', () => {
  it('produce schema-valid contract objects', () => {
    expect(Value.Check(Game, makeGame())).toBe(true);
    expect(Value.Check(Vendor, makeVendor())).toBe(true);
    expect(Value.Check(GameMenu, makeGameMenu())).toBe(true);
    expect(Value.Check(Banner, makeBanner())).toBe(true);
    expect(Value.Check(Announcement, makeAnnouncement())).toBe(true);
    expect(Value.Check(WinnerBoardItem, makeWinner())).toBe(true);
    expect(Value.Check(PermissionInfo, makePermissionInfo())).toBe(true);
    expect(Value.Check(HelpTopic, makeHelpTopic())).toBe(true);
  });

  it('apply overrides and are deterministic', () => {
    expect(makeGame({ gameName: 'Golden Lotus', isHot: 0 })).toMatchObject({ gameName: 'Golden Lotus', isHot: 0 });
    expect(makeMockCatalogue()).toEqual(makeMockCatalogue());
  });

  it('build a believable catalogue of valid objects', () => {
    for (const game of db.games) expect(Value.Check(Game, game), game.gameCode).toBe(true);
    for (const vendor of db.vendors) expect(Value.Check(Vendor, vendor)).toBe(true);
    for (const menu of db.menus) expect(Value.Check(GameMenu, menu)).toBe(true);
    for (const banner of db.banners) expect(Value.Check(Banner, banner)).toBe(true);
    for (const a of db.announcements) expect(Value.Check(Announcement, a)).toBe(true);
    for (const w of db.winners) expect(Value.Check(WinnerBoardItem, w)).toBe(true);
    for (const t of db.helpTopics) expect(Value.Check(HelpTopic, t)).toBe(true);

    expect(db.vendors.length).toBeGreaterThanOrEqual(6);
    expect(db.vendors.length).toBeLessThanOrEqual(10);
    const vendor = (code: string) => db.vendors.find((v) => v.vassalage === code);
    expect(vendor('PG')?.gameType).toBe('RNG');
    expect(vendor('EG2')?.gameType).toBe('RNG');
    expect(vendor('TCG_SEA')?.gameType).toBe('LOTT');
    for (const type of ['LIVE', 'FISH', 'PVP', 'SPORTS']) expect(db.vendors.some((v) => v.gameType === type)).toBe(true);
    expect(db.vendors.filter((v) => v.isGame === 'VASSALAGE')).toHaveLength(1);
    expect(db.games).toHaveLength(db.vendors.length * 20);
    expect(db.games.some((g) => g.isHot === 1) && db.games.some((g) => g.supportPlay === 0)).toBe(true);
    const classes = new Set(db.games.map((g) => g.gameClassify));
    for (const c of ['SC', 'VP', 'JP', 'TG', 'AC']) expect(classes.has(c)).toBe(true);
    expect(new Set(db.banners.map((b) => b.groupName))).toEqual(new Set(['w_home', 'w_leftmenu', 'w_reg', 'w_forget']));
    expect(new Set(db.announcements.filter((a) => a.promotionType === 'PU').map((a) => a.execution))).toEqual(new Set(['A', 'B', 'F']));
    expect(db.winners).toHaveLength(20);
    expect(makeMockCatalogue({ gamesPerVendor: 3 }).games).toHaveLength(db.vendors.length * 3);
  });
});

describe('handlers: every endpoint', () => {
  it('has a handler for every endpoint of the contract', () => {
    expect(createHandlers()).toHaveLength(Object.keys(endpoints).length);
  });

  // The account, play, cashier, reward, responsible-gaming, security, contract, agent register and agent endpoints need bodies and sessions: accounts.test.ts, play.test.ts, cashier.test.ts, rewards.test.ts, responsibleGaming.test.ts, security.test.ts, contracts.test.ts agentRegister.test.ts and agent.test.ts check each of them.
  const accountNames: readonly string[] = [...ACCOUNT_ENDPOINTS, ...PLAY_ENDPOINTS, ...CASHIER_ENDPOINTS, ...REWARD_ENDPOINTS, ...RESPONSIBLE_GAMING_ENDPOINTS, ...SECURITY_ENDPOINTS, ...CONTRACT_MOCK_ENDPOINTS, ...AGENT_REGISTER_ENDPOINTS, ...AGENT_ENDPOINTS, ...AGENT_LOSS_INCOME_ENDPOINTS, ...AGENT_TEAM_RECORD_ENDPOINTS];
  it.each((Object.keys(endpoints) as EndpointName[]).filter((name) => !accountNames.includes(name)))('%s answers a schema-valid value', async (name) => {
    const query = name === 'vassGameType' ? { vassalage: 'JDB' } : {};
    const value = await request(name, { query: query as never });
    expect(Value.Errors(endpoints[name].value, value)).toEqual([]);
  });
});

describe('handlers: game list', () => {
  it('pages with defaults 1/18 and counts totals', async () => {
    const page = await request('gameList');
    expect(page).toMatchObject({ pageNo: 1, pageSize: 18, total: db.games.length, totalPages: Math.ceil(db.games.length / 18) });
    expect(page.games).toHaveLength(18);
    const second = await request('gameList', { query: { gameType: 'RNG', pageNo: '2', pageSize: '25' } });
    expect(second).toMatchObject({ pageNo: 2, pageSize: 25, total: 60, totalPages: 3 });
    expect(second.games.map((g) => g.nodeId)).toEqual(db.games.filter((g) => g.gameType === 'RNG').slice(25, 50).map((g) => g.nodeId));
    const beyond = await request('gameList', { query: { pageNo: '99' } });
    expect(beyond.games).toEqual([]);
  });

  it('searches by trimmed, case-insensitive name substring', async () => {
    const page = await request('gameList', { query: { gameName: '  DRAGON  ', pageSize: '100' } });
    expect(page.games.length).toBeGreaterThan(1);
    expect(page.games.every((g) => g.gameName.toLowerCase().includes('dragon'))).toBe(true);
    expect(page.total).toBe(db.games.filter((g) => g.gameName.toLowerCase().includes('dragon')).length);
  });

  it('filters by gameType, vassalage and gameClassify (ALL = all)', async () => {
    const pg = await request('gameList', { query: { vassalage: 'PG', pageSize: '100' } });
    expect(pg.total).toBe(20);
    expect(pg.games.every((g) => g.vassalage === 'PG')).toBe(true);
    const jp = await request('gameList', { query: { gameType: 'RNG', gameClassify: 'JP', pageSize: '100' } });
    expect(jp.total).toBeGreaterThan(0);
    expect(jp.games.every((g) => g.gameClassify === 'JP' && g.gameType === 'RNG')).toBe(true);
    const all = await request('gameList', { query: { gameType: 'LIVE', gameClassify: 'ALL' } });
    expect(all.total).toBe(20);
  });

  it.each([['abc'], ['1000'], ['0']])('answers 400 request.invalid naming pageSize for pageSize=%s', async (pageSize) => {
    const error = await invalid('gameList', { pageSize });
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ status: 400, errorCode: 'request.invalid', value: null });
    expect(error.message).toContain('"pageSize"');
    expect(error.message).toContain(pageSize);
  });

  it('answers 400 for an unknown gameType, and ignores unknown parameters as the server does', async () => {
    expect((await invalid('gameList', { gameType: 'BINGO' })).message).toMatch(/"gameType".*one of LOTT/);
    const page = await request('gameList', { query: { foo: '1', gameType: 'RNG' } as never });
    expect(page.games.every((g) => g.gameType === 'RNG')).toBe(true);
  });

  it('names a missing required parameter', async () => {
    expect((await invalid('vassGameType', {})).message).toContain('"vassalage" is required');
  });
});

describe('handlers: hot games, vendors, vassalage', () => {
  it('answers the hot games of the filter in nodeId order, at most 60', async () => {
    const { list } = await request('hotGames', { query: { gameType: 'RNG' } });
    expect(list.length).toBe(db.games.filter((g) => g.isHot === 1 && g.gameType === 'RNG').length);
    expect(list.every((g) => g.isHot === 1 && g.gameType === 'RNG')).toBe(true);
    expect(list.map((g) => g.nodeId)).toEqual([...list.map((g) => g.nodeId)].sort((a, b) => a - b));
    const big = makeMockCatalogue({ gamesPerVendor: 100 });
    server.use(...createHandlers(big));
    expect((await request('hotGames')).list).toHaveLength(60);
  });

  it('answers vendor lanes in menu order', async () => {
    const { data } = await request('vendors');
    expect(data.lanes.map((l) => l.gameType)).toEqual(db.menus.map((m) => m.gameType));
    expect(data.lanes.flatMap((l) => l.vendors)).toHaveLength(db.vendors.length);
  });

  it('pages the games of a VASSALAGE vendor', async () => {
    const page = await request('vassGameType', { query: { vassalage: 'JDB', pageSize: '10' } });
    expect(page).toMatchObject({ total: 20, totalPages: 2, pageSize: 10 });
    expect(page.list.every((g) => g.vassalage === 'JDB')).toBe(true);
  });
});

describe('handlers: announcements', () => {
  it('filters by types', async () => {
    const value = await request('announcements', { query: { types: 'B,PL' } });
    expect(value.banners.length).toBe(db.banners.length);
    expect(value.notices.length).toBe(3);
    expect(value.popup).toEqual([]);
    expect(value.promotion).toEqual([]);
  });

  it('filters popups by audience (execution, else the session): B anonymous, A logged in, F both', async () => {
    const anonymous = await request('announcements', { query: { types: 'PU', execution: 'B' } });
    expect(anonymous.popup.map((p) => p.execution).sort()).toEqual(['B', 'F']);
    const member = await request('announcements', { query: { types: 'PU', execution: 'A' } });
    expect(member.popup.map((p) => p.execution).sort()).toEqual(['A', 'F']);
    const visitor = await request('announcements', { query: { types: 'PU' } });
    expect(visitor.popup.map((p) => p.execution).sort()).toEqual(['B', 'F']);
    sessionStorage.setItem('token', 'tok-1');
    const loggedIn = await request('announcements', { query: { types: 'PU' } });
    expect(loggedIn.popup.map((p) => p.execution).sort()).toEqual(['A', 'F']);
  });
});

describe('handlers: winner board', () => {
  it('sorts by winAmount descending as decimals and limits to 20 by default', async () => {
    const { list } = await request('winnerBoard', { query: { gameCategory: 'ALL' } });
    expect(list).toHaveLength(20);
    for (let i = 1; i < list.length; i += 1) expect(new Big(list[i - 1]!.winAmount).gte(list[i]!.winAmount)).toBe(true);
    expect((await request('winnerBoard', { query: { limitNum: '5' } })).list).toEqual(list.slice(0, 5));
  });

  it('compares amounts as decimals, not as strings or floats', async () => {
    const winners = ['9.99', '100.00', '1000000000000000.01', '1000000000000000.00', '20.50'].map((winAmount, i) => makeWinner({ id: i + 1, winAmount }));
    server.use(...createHandlers({ ...db, winners }));
    const { list } = await request('winnerBoard');
    expect(list.map((w) => w.winAmount)).toEqual(['1000000000000000.01', '1000000000000000.00', '100.00', '20.50', '9.99']);
  });
});

describe('handlers: system', () => {
  it('answers the configured system status and ip', async () => {
    expect(await request('systemStatus')).toEqual({ status: 0, ip: db.permissionInfo.location.ip });
    server.use(...createHandlers(db, { systemStatus: 2, ip: '198.51.100.9' }));
    expect(await request('systemStatus')).toEqual({ status: 2, ip: '198.51.100.9' });
    expect(await request('permissionInfo')).toMatchObject({ regionRestriction: { blocked: true }, location: { ip: '198.51.100.9' } });
  });
});
