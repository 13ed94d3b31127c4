/**
 * Mock lottery platform for the package's stories and tests: lottery games of every page (LOTT,
 * ELOTT, VN, SEA), draws computed from the clock (every game draws every `drawInterval`
 * seconds; the numbers are a pure function of game and draw), and MSW handlers of the lottery
 * endpoints (spec §7: game_menu, game_menu/recent, numeros/opened/game, opened/numero,
 * launchGame) built on the contract types. Calls marked (T) answer 401 `login.not.session`
 * without an `Authorization` header, as the platform does.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { ERROR_CODES, SESSION_KEYS, type LaunchGameBody, type LaunchValue, type LotteryGame, type MemberInfo, type OpenedNumero, type PrizeMode } from '@gamehall/api-client';
import { type MockAccount, type PlayMockOptions, type PlayMockState, createHandlers, envelope, failure, makeMockCatalogue, svgDataUri } from '@gamehall/api-client/mocks';
import { type SessionState } from '@gamehall/shell/storybook';

/** A lottery game of the mock platform and how its numbers are drawn. */
interface MockLotteryGame extends Omit<LotteryGame, 'nextDrawAt' | 'latest'> {
  /** How many numbers a draw opens, their range and whether they can repeat. */
  draw: { count: number; min: number; max: number; unique: boolean; digits: number };
}

function game(
  nodeId: number,
  gameCode: string,
  gameName: string,
  vassalage: string,
  prizeMode: PrizeMode,
  lottoArea: string,
  drawInterval: number,
  draw: MockLotteryGame['draw'],
): MockLotteryGame {
  return {
    nodeId,
    gameCode,
    gameName,
    vassalage,
    gameType: prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT',
    prizeMode,
    lottoArea,
    iconUrl: svgDataUri(gameName, nodeId),
    drawInterval,
    draw,
  };
}

/** The mock platform's lottery games: PH lotto (LOTT), VN lotto (LOTT, area VN), e-lottery (ELOTT), SEA. */
export const MOCK_LOTTERY_GAMES: readonly MockLotteryGame[] = [
  game(9101, 'GW_642', 'Lotto 6/42', 'GW', 'LOTT', 'PH', 3600, { count: 6, min: 1, max: 42, unique: true, digits: 2 }),
  game(9102, 'GW_658', 'Ultra Lotto 6/58', 'GW', 'LOTT', 'PH', 7200, { count: 6, min: 1, max: 58, unique: true, digits: 2 }),
  game(9103, 'GW_SWERTRES', 'Swertres', 'GW', 'LOTT', 'PH', 600, { count: 3, min: 0, max: 9, unique: false, digits: 1 }),
  game(9201, 'VN_NORTH', 'North Vietnam Lotto', 'TCG_LOTTO_VN', 'LOTT', 'VN', 300, { count: 5, min: 0, max: 99, unique: false, digits: 2 }),
  game(9202, 'VN_SOUTH', 'South Vietnam Lotto', 'TCG_LOTTO_VN', 'LOTT', 'VN', 300, { count: 5, min: 0, max: 99, unique: false, digits: 2 }),
  game(9203, 'VN_MEGA645', 'VN Mega 6/45', 'TCG_LOTTO_VN', 'LOTT', 'VN', 900, { count: 6, min: 1, max: 45, unique: true, digits: 2 }),
  game(9301, 'TCG_PK10', 'TCG PK10', 'TCG', 'ELOTT', 'CN', 60, { count: 10, min: 1, max: 10, unique: true, digits: 2 }),
  game(9302, 'VR_FAST3', 'VR Fast 3', 'VR', 'ELOTT', 'CN', 60, { count: 3, min: 1, max: 6, unique: false, digits: 1 }),
  game(9401, 'SEA_5D', 'SEA Lottery 5D', 'TCG_SEA', 'SEA', 'SEA', 180, { count: 5, min: 0, max: 9, unique: false, digits: 1 }),
  game(9402, 'SEA_3D', 'SEA Lottery 3D', 'TCG_SEA', 'SEA', 'SEA', 120, { count: 3, min: 0, max: 9, unique: false, digits: 1 }),
];

/** A small deterministic PRNG (mulberry32) seeded from a string and a draw index. */
function prng(seed: string, index: number): () => number {
  let h = 2166136261 ^ index;
  for (const char of seed) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, digits: number) => String(n).padStart(digits, '0');

/**
 * The draw of a game that opened at draw index `index` (draw `index` opens at `index × drawInterval` s).
 *
 * @param g - the game
 * @param index - draw index since the epoch
 * @returns the opened numero
 */
function drawAt(g: MockLotteryGame, index: number): OpenedNumero {
  const openedAt = new Date(index * g.drawInterval * 1000);
  const random = prng(g.gameCode, index);
  const numbers: number[] = [];
  while (numbers.length < g.draw.count) {
    const n = g.draw.min + Math.floor(random() * (g.draw.max - g.draw.min + 1));
    if (!g.draw.unique || !numbers.includes(n)) numbers.push(n);
  }
  const day = openedAt.toISOString().slice(0, 10).replaceAll('-', '');
  const perDay = Math.round(86400 / g.drawInterval);
  const ofDay = (index % perDay) + 1;
  return { gameCode: g.gameCode, numero: `${day}-${pad(ofDay, 4)}`, openedAt: openedAt.toISOString(), numbers: numbers.map((n) => pad(n, g.draw.digits)) };
}

/** The index of the latest draw opened at `now` (ms). */
function latestIndex(g: MockLotteryGame, now: number): number {
  return Math.floor(now / 1000 / g.drawInterval);
}

/**
 * A game as the lottery menu answers it at `now`: next draw time and latest opened numbers.
 *
 * @param g - the mock game
 * @param now - the current time in ms (default `Date.now()`)
 * @returns a contract `LotteryGame`
 */
export function lotteryGameAt(g: MockLotteryGame, now = Date.now()): LotteryGame {
  const index = latestIndex(g, now);
  const { draw: _draw, ...rest } = g;
  return { ...rest, nextDrawAt: new Date((index + 1) * g.drawInterval * 1000).toISOString(), latest: drawAt(g, index) };
}

/**
 * The draws of a game, newest first.
 *
 * @param gameCode - the game
 * @param count - how many
 * @param now - the current time in ms
 * @returns the opened numeros (empty for an unknown game)
 */
export function mockDraws(gameCode: string, count: number, now = Date.now()): OpenedNumero[] {
  const g = MOCK_LOTTERY_GAMES.find((candidate) => candidate.gameCode === gameCode);
  if (!g) return [];
  const latest = latestIndex(g, now);
  return Array.from({ length: count }, (_, i) => drawAt(g, latest - i));
}

/** How many draws of each game the mock keeps in its history. */
export const MOCK_HISTORY_LENGTH = 35;

/** The mock games of a menu query (prize mode, optionally an area). */
export function mockMenu(prizeMode: string | null, lottoArea: string | null, now = Date.now()): LotteryGame[] {
  return MOCK_LOTTERY_GAMES.filter((g) => (!prizeMode || g.prizeMode === prizeMode) && (!lottoArea || g.lottoArea === lottoArea)).map((g) => lotteryGameAt(g, now));
}

/** Where the mock launches games (another origin than the site, as in production). */
export const MOCK_GAME_ORIGIN = 'https://games.gamehall.test';

/** What the launch handler received, newest last (tests read it). */
export const launchRequests: LaunchGameBody[] = [];

function authorised(request: Request): boolean {
  return Boolean(request.headers.get('Authorization'));
}

const notSession = () => failure('You are not logged in, please login', ERROR_CODES.notSession, 401);

/** Options of {@link lotteryHandlers}. */
export interface LotteryHandlerOptions {
  /** The member's recently launched lottery game codes, most recent first (default: none). */
  recent?: readonly string[];
  /** What a launch answers: a launch (default), a platform failure, or never (`'pending'`). */
  launch?: 'ok' | 'pending' | { message: string; errorCode: string };
  /**
   * The mock platform's play state (wallet mode, transfers) or its options; default a fresh
   * single-wallet merchant. Keep a `PlayMockState` to read its transfers.
   */
  play?: PlayMockState | PlayMockOptions;
  /** The mock platform's accounts (default the api-client mocks' `MOCK_ACCOUNTS`), e.g. with money in vendor wallets. */
  accounts?: readonly MockAccount[];
}

let launchCount = 0;

/**
 * MSW handlers of the lottery endpoints over {@link MOCK_LOTTERY_GAMES}, followed by the default
 * mock platform (site data, balance, wallet mode and transfers), where {@link loggedInSession}'s
 * `player1` token is logged in.
 *
 * @param options - recent games, the launch answer and the play state
 * @returns handlers for `msw.use` or `parameters.msw.handlers`
 */
export function lotteryHandlers(options: LotteryHandlerOptions = {}): HttpHandler[] {
  const { recent = [], launch = 'ok', play, accounts } = options;
  return [
    http.get('*/lgw/vn/games/game_menu/recent', ({ request }) => {
      if (!authorised(request)) return notSession();
      const url = new URL(request.url);
      const prizeMode = url.searchParams.get('prizeMode');
      const list = recent
        .map((code) => MOCK_LOTTERY_GAMES.find((g) => g.gameCode === code))
        .filter((g): g is MockLotteryGame => g !== undefined && (!prizeMode || g.prizeMode === prizeMode))
        .map((g) => lotteryGameAt(g));
      return envelope({ list, pageNo: 1, pageSize: 12, totalPages: list.length > 0 ? 1 : 0, total: list.length });
    }),
    http.get('*/lgw/vn/games/game_menu', ({ request }) => {
      const url = new URL(request.url);
      return envelope({ list: mockMenu(url.searchParams.get('prizeMode'), url.searchParams.get('lottoArea')) });
    }),
    http.get('*/lgw/vn/numeros/opened/game', ({ request }) => {
      const url = new URL(request.url);
      const prizeMode = url.searchParams.get('prizeMode');
      const gameCode = url.searchParams.get('gameCode');
      const list = MOCK_LOTTERY_GAMES.filter((g) => (!prizeMode || g.prizeMode === prizeMode) && (!gameCode || g.gameCode === gameCode)).map(
        (g) => lotteryGameAt(g).latest as OpenedNumero,
      );
      return envelope({ list });
    }),
    http.get('*/lotto/lgw/games/opened/numero', ({ request }) => {
      if (!authorised(request)) return notSession();
      const url = new URL(request.url);
      const gameCode = url.searchParams.get('gameCode') ?? '';
      const pageNo = Number(url.searchParams.get('pageNo') ?? '1');
      const pageSize = Number(url.searchParams.get('pageSize') ?? '10');
      const all = mockDraws(gameCode, MOCK_HISTORY_LENGTH);
      return envelope({
        list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNo,
        pageSize,
        totalPages: Math.ceil(all.length / pageSize),
        total: all.length,
      });
    }),
    http.post('*/wps/game/launchGame', async ({ request }) => {
      if (!authorised(request)) return notSession();
      const body = (await request.json()) as LaunchGameBody;
      launchRequests.push(body);
      if (launch === 'pending') {
        await delay('infinite');
        return HttpResponse.json({});
      }
      if (typeof launch === 'object') return failure(launch.message, launch.errorCode);
      launchCount += 1;
      const query = new URLSearchParams({ token: `launch-${launchCount}`, game: body.lottoGameCode ?? 'lobby', view: body.lottoView ?? 'betting' });
      const value: LaunchValue = { launchUrl: `${MOCK_GAME_ORIGIN}/play/?${query.toString()}`, launchOrigin: MOCK_GAME_ORIGIN, freePlay: false, expiresIn: 60 };
      return envelope(value);
    }),
    ...createHandlers(makeMockCatalogue({ gamesPerVendor: 2 }), {
      accounts: { sessions: { [loggedInSession().token ?? '']: 'player1' }, ...(accounts ? { accounts } : {}) },
      ...(play ? { play } : {}),
    }),
  ];
}

/** The lottery menu never answers (loading state). */
export function pendingMenuHandlers(): HttpHandler[] {
  return [
    http.get('*/lgw/vn/games/game_menu', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
    ...lotteryHandlers(),
  ];
}

/** The lottery menu answers no games. */
export function emptyMenuHandlers(): HttpHandler[] {
  return [http.get('*/lgw/vn/games/game_menu', () => envelope({ list: [] })), ...lotteryHandlers()];
}

/** The lottery menu fails at the network level. */
export function failingMenuHandlers(): HttpHandler[] {
  return [http.get('*/lgw/vn/games/game_menu', () => HttpResponse.error()), ...lotteryHandlers()];
}

/** The draw history fails with a server message. */
export function failingHistoryHandlers(): HttpHandler[] {
  return [http.get('*/lotto/lgw/games/opened/numero', () => failure('Draw results are not available right now', ERROR_CODES.internal)), ...lotteryHandlers()];
}

/**
 * A logged-in session (spec §3 "Login state") for `preloadedState.session`.
 *
 * @param account - the account name (default `player1`)
 * @param type - the member type (default 0, a member; 4 is a trial account)
 * @returns the session state
 */
export function loggedInSession(account = 'player1', type = 0): SessionState {
  const member: MemberInfo = {
    id: 7,
    account,
    nickname: 'Lucky Juan',
    type,
    mobileNum: null,
    countryDialingCode: null,
    email: null,
    registeredAt: '2026-01-02T03:04:05.000Z',
    lastLoginAt: null,
    passwordExpired: false,
  };
  return {
    token: `token-${account}`,
    username: account,
    isLogin: true,
    isAgent: false,
    isTrial: type === 4,
    member,
    modal: null,
    passwordChangeForced: false,
    afterLogin: false,
  };
}

/**
 * Stores a session token the way the auth feature does (session storage `token`, spec §3), so
 * the api client sends `Authorization`.
 *
 * @param session - the session, or null to clear the token
 */
export function storeSessionToken(session: SessionState | null): void {
  if (session?.token) sessionStorage.setItem(SESSION_KEYS.token, session.token);
  else sessionStorage.removeItem(SESSION_KEYS.token);
}

/**
 * Posts a game message to the lobby as the launched game page would (spec: the game tells the
 * lobby about readiness, balance and closing by `postMessage`): a `message` event on the window
 * from the frame's window with the mock launch origin.
 *
 * @param root - an element containing the game frame
 * @param data - the message, e.g. `{ source: 'gamehall-game', type: 'ready', balance: '100.00' }`
 * @param origin - the sender's origin (default the mock launch origin)
 * @throws Error when there is no game frame
 */
export function postGameMessage(root: HTMLElement, data: unknown, origin: string = MOCK_GAME_ORIGIN): void {
  const frame = root.querySelector('iframe');
  if (!frame?.contentWindow) throw new Error('postGameMessage: no game frame');
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
}

/** The draw history never answers (loading state). */
export function pendingHistoryHandlers(): HttpHandler[] {
  return [
    http.get('*/lotto/lgw/games/opened/numero', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
    ...lotteryHandlers(),
  ];
}

/** The draw history answers no draws. */
export function emptyHistoryHandlers(): HttpHandler[] {
  return [http.get('*/lotto/lgw/games/opened/numero', () => envelope({ list: [], pageNo: 1, pageSize: 10, totalPages: 0, total: 0 })), ...lotteryHandlers()];
}
