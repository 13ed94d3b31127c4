/**
 * MSW handlers for the play endpoints (spec §2, §3, §4, §7 "Games and wallet") over a stateful
 * {@link PlayMockState}, with the platform server's cases: favourites per member (newest first,
 * idempotent add and remove, 404 `game.not.found`, `member.trial`), recent games written by the
 * mock launches, a merchant wallet with an `isSingle` switch, wallet transfers (whole or not at
 * all, idempotent by `transferId`; a single-wallet merchant refuses only `IN`), launches answering `https://games.mock.test/play?launch=mock-<n>`,
 * lottery menus and draws from the catalogue's LOTT/ELOTT games (./lottery), betting records.
 * Sessions and wallets are the account mocks' ({@link MockAccountStore}).
 */
import Big from 'big.js';
import { delay, http, type HttpHandler, type JsonBodyType } from 'msw';
import type { Game, GameType } from '../contract/entities';
import { endpoints } from '../contract/endpoints';
import type { BetRecord, LaunchValue, LotteryGame, OpenedNumero, WalletTransferValue } from '../contract/play';
import { TRIAL_TYPE } from '../contract/routes';
import { ERROR_CODES } from '../contract/errorCodes';
import { routes } from '../contract/featureRoutes';
import { type MockAccount, type MockAccountStore, type MockFailure, createAccountStore } from './accounts';
import type { MockCatalogue } from './catalogue';
import type { MockHandlerOptions } from './handlers';
import { MOCK_DRAWS_KEPT, type MockLotteryRule, mockDrawAt, mockLatestDrawAt, mockLotteryGame, mockLotteryRuleOf } from './lottery';
import { readRequestBody } from './requestBody';
import { describeBodyError, describeQueryError } from './validation';

/** The play endpoints (answered by this module, not by the catalogue resolvers). */
export const PLAY_ENDPOINTS = [
  'launchGame',
  'gameLaunchFB',
  'merchantWallet',
  'walletTransfer',
  'favouriteIds',
  'favouriteList',
  'addFavourite',
  'removeFavourite',
  'recentGames',
  'lotteryRecent',
  'lotteryMenu',
  'openedNumbers',
  'numeroHistory',
  'bettingRecords',
] as const;
/** @see PLAY_ENDPOINTS */
export type PlayEndpointName = (typeof PLAY_ENDPOINTS)[number];

/** Origin of the mock game site: every mock launch URL is on it (the lobby accepts its messages only). */
export const MOCK_LAUNCH_ORIGIN = 'https://games.mock.test';
/** Seconds a mock launch token "stays usable" (the server's 5 minutes). */
export const MOCK_LAUNCH_EXPIRES_IN = 300;

/** Page sizes of the play lists (the platform server's defaults and bounds). */
export const PLAY_PAGING = {
  /** Favourite list default (spec §9 default async list 42) and maximum (spec §7: 999 on home). */
  favourites: { pageSize: 42, max: 999 },
  /** Recent games and lottery recent (spec §7 pageSize 12). */
  recent: { pageSize: 12, max: 100 },
  /** Opened-numbers history. */
  history: { pageSize: 10, max: 100 },
  /** Betting records. */
  bets: { pageSize: 20, max: 100 },
} as const;

/** Server messages of the play failures (the platform server's wording). */
export const PLAY_MESSAGES = {
  trial: 'Please register a real account to use this function',
  gameNotFound: 'This game does not exist or is no longer available',
  freePlayUnsupported: 'This game has no free trial',
  insufficientFunds: 'Insufficient balance',
  singleWallet: 'This merchant uses one wallet for every vendor: no transfer into a vendor wallet is needed',
  idempotencyConflict: 'This request id was already used for a different request',
  notLoggedIn: 'You are not logged in, please login',
} as const;

/** A launch the mocks answered (tests and stories read them from {@link PlayMockState.launches}). */
export interface MockLaunch {
  /** 1, 2, ... per state; the launch URL ends `mock-<n>`. */
  n: number;
  /** The member's account name; `null` for an anonymous free play. */
  account: string | null;
  nodeId: number;
  freePlay: boolean;
  /** `MAIN` (single wallet), the vendor code (transfer wallets) or `FUN` (free play). */
  wallet: string;
  /** Lottery launches: `betting` or `lobby`. */
  lottoView?: string;
  value: LaunchValue;
}

/**
 * A failure forced on a play endpoint ({@link PlayMockOptions.failures}): a {@link MockFailure},
 * answered as a failure envelope with its HTTP status (default 200), or `'network'`, answered
 * with no response at all (a network error, as MSW's `HttpResponse.error()`: the client rejects
 * with a `NetworkError` of kind `offline`, what a lost connection gives).
 */
export type PlayMockFailure = MockFailure | 'network';

/** Options of the play mocks (initial state, forced failures, delays, clock). */
export interface PlayMockOptions {
  /** The merchant's wallet mode (GCS_merchantWallet `isSingle`); default true (one wallet). */
  isSingle?: boolean;
  /** Favourite node ids per account name, newest first (default none). */
  favourites?: Readonly<Record<string, readonly number[]>>;
  /** Recently played node ids per account name, most recent first (default none). */
  recent?: Readonly<Record<string, readonly number[]>>;
  /** Bet records per account name, newest first (default: 24 bets of `player1` over the catalogue). */
  bets?: Readonly<Record<string, readonly BetRecord[]>>;
  /**
   * Answer these endpoints with this failure: a failure envelope ({@link MockFailure}), or
   * `'network'`, no answer at all (see {@link PlayMockFailure}). Checked after `delays`, before
   * the session.
   */
  failures?: Partial<Record<PlayEndpointName, PlayMockFailure>>;
  /** Wait this many ms before answering, or never answer (`'infinite'`: a pending state). */
  delays?: Partial<Record<PlayEndpointName, number | 'infinite'>>;
  /** The clock of lottery draws, ms since the epoch (default `Date.now`). */
  now?: () => number;
}

/**
 * A bet record (betting record, spec §2). Defaults: a lost ₱10.00 spin on PG's Fortune Tiger Gold.
 *
 * @param overrides - fields to replace (`winLoss` is computed from `stake` and `payout` unless given)
 * @returns a schema-valid `BetRecord`
 */
export function makeBetRecord(overrides: Partial<BetRecord> = {}): BetRecord {
  const stake = overrides.stake ?? '10.00';
  const payout = overrides.payout ?? '0.00';
  return {
    betId: 'mock-bet-1',
    nodeId: 1001,
    gameName: 'Fortune Tiger Gold',
    vassalage: 'PG',
    gameType: 'RNG',
    stake,
    payout,
    winLoss: new Big(payout).minus(stake).toFixed(2),
    betTime: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

/** Payout multipliers of the default bets (a believable mix of losses and wins). */
const DEFAULT_MULTIPLIERS = ['0', '0', '2', '0', '0.5', '0', '0', '5', '0', '1.2', '0', '0'];

function defaultBets(db: MockCatalogue): Record<string, BetRecord[]> {
  if (db.games.length === 0) return {};
  const bets = Array.from({ length: 24 }, (_, i) => {
    const game = db.games[(i * 7) % db.games.length] ?? db.games[0];
    const stake = new Big(game?.minBet ?? '1.00').times(10);
    return makeBetRecord({
      betId: `mock-bet-${String(24 - i)}`,
      nodeId: game?.nodeId,
      gameName: game?.gameName,
      vassalage: game?.vassalage,
      gameType: game?.gameType,
      stake: stake.toFixed(2),
      payout: stake.times(DEFAULT_MULTIPLIERS[i % DEFAULT_MULTIPLIERS.length] ?? '0').toFixed(2),
      betTime: new Date(Date.UTC(2026, 10, 20, 12) - i * 37 * 60_000).toISOString(),
    });
  });
  return { player1: bets };
}

interface BookedTransfer {
  account: string;
  vassalage: string;
  direction: string;
  requested: string | null;
  value: WalletTransferValue;
}

/**
 * The state of the play mocks: wallet mode, favourites, recent games, bets, transfers and
 * launches per account (lower-case names). Stories and tests read and change it directly, e.g.
 * `state.setSingleWallet(false)` before a story that needs a transfer.
 */
export class PlayMockState {
  /** GCS_merchantWallet `isSingle`. */
  isSingle: boolean;
  /** Favourite node ids per account, newest first. */
  readonly favourites = new Map<string, number[]>();
  /** Recently played node ids per account, most recent first. */
  readonly recent = new Map<string, number[]>();
  /** Bet records per account, newest first. */
  readonly bets = new Map<string, BetRecord[]>();
  /** Transfers by lower-case `transferId`. */
  readonly transfers = new Map<string, BookedTransfer>();
  /** Every launch answered, in order. */
  readonly launches: MockLaunch[] = [];
  /** The lottery clock (ms). */
  readonly now: () => number;
  /** When the state was made (ms): the mock history starts {@link MOCK_DRAWS_KEPT} draws before it. */
  readonly createdAt: number;
  /** The options the state was made with (forced failures and delays are read from here). */
  readonly options: PlayMockOptions;

  /**
   * @param db - the catalogue (the default bets are drawn from its games)
   * @param options - initial state, failures, delays, clock
   */
  constructor(db: MockCatalogue, options: PlayMockOptions = {}) {
    this.options = options;
    this.isSingle = options.isSingle ?? true;
    this.now = options.now ?? Date.now;
    this.createdAt = this.now();
    const lower = (record: Readonly<Record<string, readonly unknown[]>> | undefined) => Object.entries(record ?? {}).map(([k, v]) => [k.toLowerCase(), [...v]] as const);
    for (const [account, ids] of lower(options.favourites)) this.favourites.set(account, ids as number[]);
    for (const [account, ids] of lower(options.recent)) this.recent.set(account, ids as number[]);
    for (const [account, list] of lower(options.bets ?? defaultBets(db))) this.bets.set(account, list as BetRecord[]);
  }

  /**
   * Switches the merchant's wallet mode (what `merchantWallet` answers). While single, transfers
   * `IN` are refused (`wallet.transfer.not.allowed`); `OUT` still moves a vendor wallet back to
   * main, so money left there in transfer mode is never frozen.
   * @param isSingle - true: one wallet for every vendor; false: transfer wallets
   */
  setSingleWallet(isSingle: boolean): void {
    this.isSingle = isSingle;
  }

  /**
   * The favourite node ids of an account, newest first.
   * @param account - the account name (any case)
   * @returns a copy
   */
  favouritesOf(account: string): number[] {
    return [...(this.favourites.get(account.toLowerCase()) ?? [])];
  }

  /**
   * The recently played node ids of an account, most recent first.
   * @param account - the account name (any case)
   * @returns a copy
   */
  recentOf(account: string): number[] {
    return [...(this.recent.get(account.toLowerCase()) ?? [])];
  }
}

interface Context {
  request: Request;
  query: Record<string, string>;
  body: Record<string, unknown>;
  member: MockAccount | null;
}

const json = (body: JsonBodyType, status: number): Response => Response.json(body, { status });
const ok = (value: JsonBodyType): Response => json({ success: true, value, message: '' }, 200);
const fail = (message: string, errorCode: string, status = 200): Response => json({ success: false, value: null, message, errorCode }, status);
const notFound = (what: string) => fail(`${PLAY_MESSAGES.gameNotFound} (${what})`, ERROR_CODES.gameNotFound, 404);
const badRequest = (message: string) => fail(message, ERROR_CODES.badRequest, 400);
const trial = () => fail(PLAY_MESSAGES.trial, ERROR_CODES.trialAccount);

function paged<T>(items: readonly T[], pageNo: number, pageSize: number) {
  return { items: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), totalPages: Math.ceil(items.length / pageSize), total: items.length };
}

/** A validated digit string (the schema already checked the digits), or the default. */
const num = (value: string | undefined, fallback: number) => (value === undefined ? fallback : Number(value));

/**
 * Handlers of the play endpoints over `state` (paths match on any origin). Required-session
 * endpoints answer 401 `login.not.session` without a session of `store`; then the query and body
 * are checked against the contract (400 `request.invalid` naming the field).
 *
 * @param db - the catalogue (games, vendors; lottery games are its LOTT and ELOTT games)
 * @param _options - the catalogue handlers' options (unused here)
 * @param play - the state to serve, or options for a fresh one
 * @param store - the accounts and sessions (share the account mocks' store: `createHandlers` does)
 * @returns one handler per play endpoint
 */
export function createPlayHandlers(
  db: MockCatalogue,
  _options: MockHandlerOptions = {},
  play: PlayMockState | PlayMockOptions = {},
  store: MockAccountStore = createAccountStore(),
): HttpHandler[] {
  const state = play instanceof PlayMockState ? play : new PlayMockState(db, play);
  const byId = new Map(db.games.map((g) => [g.nodeId, g]));
  const lottery = db.games.flatMap((game) => {
    const rule = mockLotteryRuleOf(game);
    return rule ? [{ game, rule }] : [];
  });
  const lower = (member: MockAccount) => member.account.toLowerCase();
  const matching = (ref: { nodeId: number; vendor: string; gameType: string }): Game | undefined => {
    const game = byId.get(ref.nodeId);
    return game && game.vassalage === ref.vendor && game.gameType === ref.gameType ? game : undefined;
  };
  const refOf = (ctx: Context, from: 'body' | 'query') => {
    const source = from === 'body' ? ctx.body : ctx.query;
    return { nodeId: Number(source.nodeId), vendor: String(source.vendor), gameType: String(source.gameType) };
  };
  const gamesOf = (ids: readonly number[], filter: { gameType?: string; vassalage?: string }) =>
    ids.flatMap((id) => byId.get(id) ?? []).filter((g) => (!filter.gameType || g.gameType === filter.gameType) && (!filter.vassalage || g.vassalage === filter.vassalage));
  const selectLottery = (filter: { prizeMode?: string; lottoArea?: string; gameCode?: string }) =>
    lottery.filter(
      ({ game, rule }) =>
        (!filter.prizeMode || rule.prizeMode === filter.prizeMode) &&
        (!filter.lottoArea || rule.lottoArea === filter.lottoArea) &&
        (!filter.gameCode || game.gameCode === filter.gameCode),
    );
  const describe = (entries: readonly { game: Game; rule: MockLotteryRule }[]): LotteryGame[] => entries.map(({ game, rule }) => mockLotteryGame(game, rule, state.now()));

  const launch = (member: MockAccount | null, game: Game, freePlay: boolean, lottoView?: string): Response => {
    const n = state.launches.length + 1;
    const value: LaunchValue = { launchUrl: `${MOCK_LAUNCH_ORIGIN}/play?launch=mock-${String(n)}`, launchOrigin: MOCK_LAUNCH_ORIGIN, freePlay, expiresIn: MOCK_LAUNCH_EXPIRES_IN };
    const wallet = freePlay ? 'FUN' : state.isSingle ? 'MAIN' : game.vassalage;
    state.launches.push({ n, account: member?.account ?? null, nodeId: game.nodeId, freePlay, wallet, ...(lottoView ? { lottoView } : {}), value });
    if (member) {
      // Recent games (spec §2 RECENT): every launch by a logged-in player, free play included.
      const key = lower(member);
      state.recent.set(key, [game.nodeId, ...(state.recent.get(key) ?? []).filter((id) => id !== game.nodeId)]);
    }
    return ok(value);
  };

  const resolvers: Record<PlayEndpointName, (ctx: Context) => Response> = {
    favouriteIds: ({ member, query }) => {
      if (!member || member.type === TRIAL_TYPE) return trial();
      return ok({ favGameIds: gamesOf(state.favouritesOf(member.account), query).map((g) => g.nodeId) });
    },
    favouriteList: ({ member, query }) => {
      if (!member || member.type === TRIAL_TYPE) return trial();
      const pageNo = num(query.pageNo, 1);
      const pageSize = num(query.pageSize, PLAY_PAGING.favourites.pageSize);
      const page = paged(gamesOf(state.favouritesOf(member.account), query), pageNo, pageSize);
      return ok({ content: page.items, pageNum: pageNo, pageSize, totalPages: page.totalPages, total: page.total });
    },
    addFavourite: (ctx) => {
      if (!ctx.member || ctx.member.type === TRIAL_TYPE) return trial();
      const ref = refOf(ctx, 'body');
      if (!matching(ref)) return notFound(`nodeId ${String(ref.nodeId)}, ${ref.vendor}, ${ref.gameType}`);
      const ids = state.favouritesOf(ctx.member.account);
      if (!ids.includes(ref.nodeId)) state.favourites.set(lower(ctx.member), [ref.nodeId, ...ids]);
      return ok(null);
    },
    removeFavourite: (ctx) => {
      if (!ctx.member || ctx.member.type === TRIAL_TYPE) return trial();
      const ref = refOf(ctx, 'query');
      if (!matching(ref)) return notFound(`nodeId ${String(ref.nodeId)}, ${ref.vendor}, ${ref.gameType}`);
      state.favourites.set(lower(ctx.member), state.favouritesOf(ctx.member.account).filter((id) => id !== ref.nodeId));
      return ok(null);
    },
    recentGames: ({ member, query }) => {
      const pageNo = num(query.page, 1);
      const pageSize = num(query.pageSize, PLAY_PAGING.recent.pageSize);
      const page = paged(gamesOf(member ? state.recentOf(member.account) : [], query), pageNo, pageSize);
      return ok({ list: page.items, pageNo, pageSize, totalPages: page.totalPages, total: page.total });
    },
    lotteryRecent: ({ member, query }) => {
      const pageNo = num(query.page, 1);
      const pageSize = num(query.pageSize, PLAY_PAGING.recent.pageSize);
      const recent = member ? state.recentOf(member.account) : [];
      const entries = recent.flatMap((id) => lottery.find((e) => e.game.nodeId === id) ?? []).filter((e) => !query.prizeMode || e.rule.prizeMode === query.prizeMode);
      const page = paged(entries, pageNo, pageSize);
      return ok({ list: describe(page.items), pageNo, pageSize, totalPages: page.totalPages, total: page.total });
    },
    lotteryMenu: ({ query }) => ok({ list: describe(selectLottery(query)) }),
    openedNumbers: ({ query }) => {
      if (query.gameCode && selectLottery({ gameCode: query.gameCode }).length === 0) return notFound(`lottery ${query.gameCode}`);
      return ok({ list: describe(selectLottery(query)).flatMap((g) => g.latest ?? []) });
    },
    numeroHistory: ({ query }) => {
      const entry = query.gameCode ? selectLottery({ gameCode: query.gameCode })[0] : undefined;
      if (!entry) return notFound(`lottery ${query.gameCode ?? ''}`);
      const pageNo = num(query.pageNo, 1);
      const pageSize = num(query.pageSize, PLAY_PAGING.history.pageSize);
      const step = entry.rule.drawInterval * 1000;
      const latest = mockLatestDrawAt(entry.rule, state.now());
      const first = mockLatestDrawAt(entry.rule, state.createdAt) - (MOCK_DRAWS_KEPT - 1) * step;
      const total = latest < first ? 0 : Math.floor((latest - first) / step) + 1;
      const list: OpenedNumero[] = [];
      for (let i = (pageNo - 1) * pageSize; i < Math.min(total, pageNo * pageSize); i += 1) list.push(mockDrawAt(entry.game, entry.rule, latest - i * step));
      return ok({ list, pageNo, pageSize, totalPages: Math.ceil(total / pageSize), total });
    },
    merchantWallet: () => ok({ isSingle: state.isSingle }),
    walletTransfer: ({ member, body }) => {
      if (!member || member.type === TRIAL_TYPE) return trial();
      const transferId = String(body.transferId).toLowerCase();
      const vassalage = String(body.vassalage);
      const direction = String(body.direction);
      const requested = body.amount === undefined ? null : new Big(String(body.amount)).toFixed(2);
      if (requested !== null && !new Big(requested).gt(0)) return badRequest('body field "amount" must be more than 0');
      const booked = state.transfers.get(transferId);
      if (booked) {
        const same = booked.account === lower(member) && booked.vassalage === vassalage && booked.direction === direction && booked.requested === requested;
        return same ? ok(booked.value) : fail(PLAY_MESSAGES.idempotencyConflict, ERROR_CODES.idempotencyConflict);
      }
      // As the platform server: a single-wallet merchant needs nothing moved in, but money left
      // in a vendor wallet from transfer mode can always come back out.
      if (state.isSingle && direction === 'IN') return fail(PLAY_MESSAGES.singleWallet, ERROR_CODES.transferNotAllowed);
      if (!db.vendors.some((v) => v.vassalage === vassalage)) return fail(`No wallet for vendor ${vassalage}`, ERROR_CODES.transferNotAllowed);
      const vendorWallets = (member.vendorWallets ??= {});
      const main = new Big(member.balance);
      const vendor = new Big(vendorWallets[vassalage] ?? '0');
      const into = direction === 'IN';
      const source = into ? main : vendor;
      const amount = requested === null ? source : new Big(requested);
      if (source.lt(amount)) return fail(PLAY_MESSAGES.insufficientFunds, ERROR_CODES.insufficientFunds);
      const mainAfter = (into ? main.minus(amount) : main.plus(amount)).toFixed(2);
      const vendorAfter = (into ? vendor.plus(amount) : vendor.minus(amount)).toFixed(2);
      member.balance = mainAfter;
      vendorWallets[vassalage] = vendorAfter;
      const value: WalletTransferValue = { transferId, amount: amount.toFixed(2), balance: mainAfter, vendorBalance: vendorAfter };
      state.transfers.set(transferId, { account: lower(member), vassalage, direction, requested, value });
      return ok(value);
    },
    launchGame: ({ member, body }) => {
      if (!member || member.type === TRIAL_TYPE) return trial();
      let game: Game | undefined;
      if (body.launchMode === 'LOTT') {
        if (body.lottoGameCode === undefined) return badRequest('body field "lottoGameCode" is required with launchMode LOTT');
        game = lottery.find((e) => e.game.gameCode === body.lottoGameCode)?.game;
        if (game && body.nodeId !== undefined && body.nodeId !== game.nodeId) game = undefined;
      } else {
        if (body.lottoGameCode !== undefined || body.lottoView !== undefined || body.lottoPrizeMode !== undefined) {
          return badRequest('body field "launchMode" must be LOTT for a lottery launch (lottoGameCode, lottoPrizeMode, lottoView)');
        }
        if (body.nodeId === undefined) return badRequest('body field "nodeId" is required (or launchMode LOTT with lottoGameCode)');
        game = byId.get(Number(body.nodeId));
      }
      if (!game || (body.vassalage !== undefined && game.vassalage !== body.vassalage) || (body.gameType !== undefined && game.gameType !== body.gameType)) {
        return notFound(body.launchMode === 'LOTT' ? `lottery ${String(body.lottoGameCode)}` : `nodeId ${String(body.nodeId)}`);
      }
      return launch(member, game, false, typeof body.lottoView === 'string' ? body.lottoView : undefined);
    },
    gameLaunchFB: ({ member, body }) => {
      const freePlay = body.freePlay === true;
      if (!freePlay && !member) return fail(PLAY_MESSAGES.notLoggedIn, ERROR_CODES.notSession, 401);
      if (!freePlay && member?.type === TRIAL_TYPE) return trial();
      const game = matching({ nodeId: Number(body.nodeId), vendor: String(body.vassalage), gameType: String(body.gameType) });
      if (!game || (body.gameCode !== undefined && body.gameCode !== game.gameCode)) return notFound(`nodeId ${String(body.nodeId)}, ${String(body.vassalage)}, ${String(body.gameType)}`);
      if (freePlay && game.supportPlay !== 0) return fail(PLAY_MESSAGES.freePlayUnsupported, ERROR_CODES.freePlayUnsupported);
      return launch(member, game, freePlay);
    },
    bettingRecords: ({ member, query }) => {
      if (!member || member.type === TRIAL_TYPE) return trial();
      const pageNo = num(query.pageNo, 1);
      const pageSize = num(query.pageSize, PLAY_PAGING.bets.pageSize);
      // Days are UTC days, as on the platform server: from 00:00Z of `from` up to 00:00Z after `to`.
      const start = query.from ? Date.parse(`${query.from}T00:00:00.000Z`) : -Infinity;
      const end = query.to ? Date.parse(`${query.to}T00:00:00.000Z`) + 86_400_000 : Infinity;
      const list = (state.bets.get(lower(member)) ?? []).filter(
        (b) =>
          (!query.gameType || b.gameType === (query.gameType as GameType)) &&
          (!query.vassalage || b.vassalage === query.vassalage) &&
          Date.parse(b.betTime) >= start &&
          Date.parse(b.betTime) < end,
      );
      const page = paged(list, pageNo, pageSize);
      return ok({ list: page.items, pageNo, pageSize, totalPages: page.totalPages, total: page.total });
    },
  };

  return PLAY_ENDPOINTS.map((name) => {
    const route = routes[name];
    const def = endpoints[name];
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    return http[method](`*${route.path}`, async ({ request }): Promise<Response> => {
      const wait = state.options.delays?.[name];
      if (wait !== undefined) await delay(wait);
      const forced = state.options.failures?.[name];
      // `Response.error()` is what `HttpResponse.error()` answers: MSW turns it into a network error.
      if (forced === 'network') return Response.error();
      if (forced) return json({ success: false, value: forced.value ?? null, message: forced.message, errorCode: forced.errorCode }, forced.status ?? 200);
      const member = store.memberOf(request);
      if (route.auth === 'required' && !member) return fail(PLAY_MESSAGES.notLoggedIn, ERROR_CODES.notSession, 401);
      const query = Object.fromEntries(new URL(request.url).searchParams.entries());
      if ('query' in def) {
        const problem = describeQueryError(def.query, query);
        if (problem) return badRequest(problem);
      }
      let body: Record<string, unknown> = {};
      if ('body' in def) {
        let raw: unknown;
        try {
          raw = await readRequestBody(request, 'json');
        } catch {
          return badRequest('malformed JSON body');
        }
        const problem = describeBodyError(def.body, raw);
        if (problem) return badRequest(problem);
        body = raw as Record<string, unknown>;
      }
      return resolvers[name]({ request, query, body, member });
    });
  });
}
