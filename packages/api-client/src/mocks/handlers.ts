/**
 * MSW handlers for every endpoint of the contract table, with the platform server's semantics
 * (spec §7, docs/architecture.md "Decisions the spec leaves open"): query validation against the
 * contract schema (400 `request.invalid`), filters, paging, sorting.
 */
import Big from 'big.js';
import { HttpResponse, http, type HttpHandler, type JsonBodyType } from 'msw';
import type { Game, WinnerBoardItem } from '../contract/entities';
import { GameSearchIndex } from '../contract/gameSearch';
import { ERROR_CODES, endpoints, type EndpointName, type QueryOf, type ValueOf } from '../contract/endpoints';
import { makeMockCatalogue, type MockCatalogue } from './catalogue';
import { describeQueryError } from './validation';
import { ACCOUNT_ENDPOINTS, type AccountEndpointName, type AccountMockOptions, createAccountHandlers, createAccountStore } from './accounts';
import { PLAY_ENDPOINTS, type PlayEndpointName, type PlayMockOptions, PlayMockState, createPlayHandlers } from './play';
import { CASHIER_ENDPOINTS, type CashierEndpointName, type CashierMockOptions, CashierMockState, createCashierHandlers } from './cashier';
import { REWARD_ENDPOINTS, type RewardEndpointName, type RewardsMockOptions, type RewardsMockState, createRewardHandlers } from './rewards';
import {
  RESPONSIBLE_GAMING_ENDPOINTS,
  type ResponsibleGamingEndpointName,
  type ResponsibleGamingMockOptions,
  ResponsibleGamingMockState,
  createResponsibleGamingHandlers,
} from './responsibleGaming';
import { SECURITY_ENDPOINTS, type SecurityEndpointName, type SecurityMockOptions, createSecurityHandlers } from './security';
import { CONTRACT_MOCK_ENDPOINTS, type ContractEndpointName, type ContractsMockState, createContractHandlers } from './contracts';
import { AGENT_REGISTER_ENDPOINTS, type AgentRegisterEndpointName, type AgentRegisterMockOptions, createAgentRegisterHandlers } from './agentRegister';
import { AGENT_ENDPOINTS, type AgentEndpointName, type AgentMockOptions, AgentMockState, createAgentHandlers } from './agent';
import { AGENT_LOSS_INCOME_ENDPOINTS, type AgentLossIncomeEndpointName, type AgentLossIncomeMockOptions, createAgentLossIncomeHandlers } from './agentLossIncome';
import { AGENT_TEAM_RECORD_ENDPOINTS, type AgentTeamRecordEndpointName, type AgentTeamRecordMockOptions, createAgentTeamRecordHandlers } from './agentTeamRecords';

/** Options of {@link createHandlers}. */
export interface MockHandlerOptions {
  /** System status to answer (spec §4): 0 normal, 1 maintenance, 2 region-restricted. Default 0. */
  systemStatus?: 0 | 1 | 2;
  /** The client IP the mock server "sees" (shown on the region-blocked page). */
  ip?: string;
  /** Options of the account mocks (accounts, preset sessions, forced failures...). */
  accounts?: AccountMockOptions;
  /**
   * The play mocks' state (keep a reference to change it from a story or test, e.g.
   * `state.setSingleWallet(false)`), or options for a fresh one.
   */
  play?: PlayMockState | PlayMockOptions;
  /**
   * The cashier mocks' state (keep a reference to play the provider or the operator, e.g.
   * `state.settleDeposit(id, 'CREDITED')`), or options for a fresh one.
   */
  cashier?: CashierMockState | CashierMockOptions;
  /** The reward mocks' state (rebate bets and claims; a claim books on the cashier state), or options for a fresh one. */
  rewards?: RewardsMockState | RewardsMockOptions;
  /**
   * The responsible-gaming mocks' state (over the cashier state's deposits), or options for a
   * fresh one over {@link MockHandlerOptions.cashier}.
   */
  responsibleGaming?: ResponsibleGamingMockState | ResponsibleGamingMockOptions;
  /** Options of the securityCenter mocks (forced failures, delays). */
  security?: SecurityMockOptions;
  /** The agent contracts the contract mocks serve (default a fresh, empty state). */
  contracts?: ContractsMockState;
  /** Options of the registerCenter mocks (forced failures, delays). */
  agentRegister?: AgentRegisterMockOptions;
  /** The agent team mocks' state (the generated team under agent1, transfers), or options for a fresh one. */
  agent?: AgentMockState | AgentMockOptions;
  /** Options of the user loss and my income mocks (forced failures, delays; they read the `agent` team). */
  agentLossIncome?: AgentLossIncomeMockOptions;
  /** Forced delays and failures of the team record mocks (team betting, team transactions; over the `agent` state's team). */
  agentTeamRecords?: AgentTeamRecordMockOptions;
}

/** Game list paging defaults (spec §9: lobby page size 18; server maximum 100). */
export const MOCK_PAGING = { pageNo: 1, pageSize: 18, maxPageSize: 100 } as const;
/** At most this many hot games are answered for one filter (same limit as the server). */
export const MAX_HOT_GAMES = 60;
/** Default winner board length (spec §9: limit 20). */
export const DEFAULT_WINNER_LIMIT = 20;

/**
 * A JSON response typed as a plain `Response`. (Runtime: MSW's `HttpResponse.json`. The declaration
 * build resolves msw through the workspace symlink, where its base class is not visible, so the
 * `HttpResponse` type would not be a `Response` there; every MSW resolver accepts a `Response`.)
 */
function json(body: JsonBodyType, status: number): Response {
  return HttpResponse.json(body, { status }) as unknown as Response;
}

/**
 * A success envelope `{ success: true, value, message: '' }` as an MSW JSON response.
 *
 * @param value - the envelope's value
 * @param status - HTTP status (default 200)
 * @returns the response
 */
export function envelope(value: JsonBodyType, status = 200): Response {
  return json({ success: true, value, message: '' }, status);
}

/**
 * A failure envelope `{ success: false, value: null, message, errorCode }` as an MSW response.
 *
 * @param message - the server's message (shown to the user)
 * @param errorCode - the platform error code, e.g. `login.not.session`
 * @param status - HTTP status: 200 for a business failure (default), 400, 401, 429...
 * @param value - optional value (e.g. `{ captcha: true }` for a failed login)
 * @returns the response
 */
export function failure(message: string, errorCode: string, status = 200, value: JsonBodyType = null): Response {
  return json({ success: false, value, message, errorCode }, status);
}

function toInt(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : fallback;
}

function paginate<T>(items: T[], pageNoRaw: string | undefined, pageSizeRaw: string | undefined) {
  const pageNo = Math.max(1, toInt(pageNoRaw, MOCK_PAGING.pageNo));
  const pageSize = Math.min(MOCK_PAGING.maxPageSize, Math.max(1, toInt(pageSizeRaw, MOCK_PAGING.pageSize)));
  const total = items.length;
  return { items: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/** The games matching `q`, in catalogue order; with a `gameName`, ranked as the platform ranks (gameSearch.ts). */
function filterGames(games: Game[], q: { gameType?: string; vassalage?: string; gameClassify?: string; gameName?: string; nodeId?: string }, index: () => GameSearchIndex<Game>): Game[] {
  const name = q.gameName?.trim() ?? '';
  const filtered = games.filter(
    (g) =>
      (!q.nodeId || g.nodeId === Number(q.nodeId)) &&
      (!q.gameType || g.gameType === q.gameType) &&
      (!q.vassalage || g.vassalage === q.vassalage) &&
      (!q.gameClassify || q.gameClassify === 'ALL' || g.gameClassify === q.gameClassify),
  );
  return name === '' ? filtered : index().rank(name, filtered);
}

/** Sorts winners by `winAmount` descending, comparing the decimal strings exactly (no floats). */
export function sortWinners(winners: readonly WinnerBoardItem[]): WinnerBoardItem[] {
  return [...winners].sort((a, b) => new Big(b.winAmount).cmp(new Big(a.winAmount)) || a.id - b.id);
}

/** Endpoints answered from the catalogue here; the account endpoints live in `./accounts`, the play endpoints in `./play`. */
type CatalogueEndpoint = Exclude<EndpointName, AccountEndpointName | PlayEndpointName | CashierEndpointName | RewardEndpointName | ResponsibleGamingEndpointName | SecurityEndpointName | ContractEndpointName | AgentRegisterEndpointName | AgentEndpointName | AgentLossIncomeEndpointName | AgentTeamRecordEndpointName>;
type Resolvers = { [N in CatalogueEndpoint]: (query: QueryOf<N>, request: Request) => ValueOf<N> };

/** Popup executions an audience sees (spec §3): anonymous `B` and `F`, logged in `A` and `F`. */
const POPUP_EXECUTIONS = { B: ['B', 'F'], A: ['A', 'F'] } as const;

function resolvers(db: MockCatalogue, options: MockHandlerOptions): Resolvers {
  const status = options.systemStatus ?? (db.permissionInfo.maintenance ? 1 : db.permissionInfo.regionRestriction.blocked ? 2 : 0);
  const ip = options.ip ?? db.permissionInfo.location.ip;
  const menus = () => [...db.menus].sort((a, b) => a.sort - b.sort);
  const byGameName = new Map(db.games.map((g) => [g.gameName, g]));
  // The name search over the mock catalogue (built on the first search).
  let index: GameSearchIndex<Game> | undefined;
  const searchIndex = () => (index ??= new GameSearchIndex(db.games));
  return {
    systemStatus: () => ({ status, ip }),
    permissionInfo: () => ({
      ...db.permissionInfo,
      location: { ip },
      maintenance: status === 1,
      regionRestriction: { ...db.permissionInfo.regionRestriction, blocked: status === 2 },
    }),
    whitelabel: () => db.permissionInfo.whitelabel,
    domainRoute: () => ({ mainDomain: db.permissionInfo.mainDomain, domains: db.permissionInfo.domainRoute }),
    helpCenter: () => ({ list: [...db.helpTopics].sort((a, b) => a.sort - b.sort) }),
    registerSettings: () => ({ fields: db.permissionInfo.registerValidation }),
    gameMenus: () => menus(),
    gameList: (q) => {
      const page = paginate(filterGames(db.games, q, searchIndex), q.pageNo, q.pageSize);
      return { games: page.items, pageNo: page.pageNo, pageSize: page.pageSize, totalPages: page.totalPages, total: page.total };
    },
    gameSearchIndex: () => ({ version: 1, games: db.games.map((g) => [g.nodeId, g.gameName, g.vassalage, g.isHot]) }),
    hotGames: (q) => ({
      list: filterGames(db.games, q, searchIndex)
        .filter((g) => g.isHot === 1)
        .sort((a, b) => a.nodeId - b.nodeId)
        .slice(0, MAX_HOT_GAMES),
    }),
    vendors: () => ({
      data: { lanes: menus().map((m) => ({ gameType: m.gameType, title: m.title, vendors: db.vendors.filter((v) => v.gameType === m.gameType) })) },
    }),
    vassGameType: (q) => {
      const page = paginate(filterGames(db.games, q, searchIndex), q.pageNo, q.pageSize);
      return { list: page.items, pageNo: page.pageNo, pageSize: page.pageSize, totalPages: page.totalPages, total: page.total };
    },
    announcements: (q, request) => {
      const types = new Set(q.types ? q.types.split(',') : ['B', 'PL', 'PU', 'PR', 'H']);
      const of = (type: string) => db.announcements.filter((a) => a.promotionType === type).sort((a, b) => a.sort - b.sort || a.id - b.id);
      // The audience: `execution` A or B when given, else from the session (a token = logged in).
      const audience = q.execution === 'A' || q.execution === 'B' ? q.execution : request.headers.has('Authorization') ? 'A' : 'B';
      const shown: readonly string[] = POPUP_EXECUTIONS[audience];
      return {
        banners: types.has('B') ? [...db.banners].sort((a, b) => a.id - b.id) : [],
        notices: types.has('PL') ? of('PL') : [],
        popup: types.has('PU') ? of('PU').filter((a) => shown.includes(a.execution ?? 'F')) : [],
        promotion: types.has('PR') ? of('PR') : [],
        help: types.has('H') ? of('H') : [],
      };
    },
    winnerBoard: (q) => {
      const category = q.gameCategory && q.gameCategory !== 'ALL' ? q.gameCategory : undefined;
      const list = category ? db.winners.filter((w) => byGameName.get(w.gameName)?.gameType === category) : db.winners;
      return { list: sortWinners(list).slice(0, toInt(q.limitNum, DEFAULT_WINNER_LIMIT)) };
    },
  };
}

/**
 * MSW `http` handlers for every endpoint of the contract table, answering from `db` with the
 * real server's semantics:
 * - invalid query (checked with TypeBox against the contract schema) → HTTP 400
 *   `{ success: false, value: null, message: 'Invalid query parameter "pageSize": ...', errorCode: 'request.invalid' }`;
 * - game list: filters gameType, vassalage, gameClassify (`ALL`/absent = all), gameName
 *   (trimmed, case-insensitive substring); pageNo/pageSize default 1/18, max 100;
 * - hot games: the hot games of the filter in nodeId order, at most 60;
 * - winner board: winAmount descending (exact decimal comparison), limitNum default 20;
 * - announcements: `types` filter; popups by audience: `execution=A` (logged in) or `B`
 *   (anonymous), else from the session (an `Authorization` header = logged in); entries with
 *   execution `F` (or none) reach both, as on the platform server;
 * - vendors: `{ data: { lanes } }`, one lane per category in menu order;
 * - the account endpoints (./accounts) and the play endpoints (./play) over one account store,
 *   so a mock login's session works for favourites, launches and transfers.
 *
 * Paths match on any origin (`*\/wps/...`), so they work with any `baseUrl`.
 *
 * @param db - the data to serve (default: `makeMockCatalogue()`)
 * @param options - system status and client IP, account mock options, the play state or its options
 * @returns the handlers, for `setupServer(...)`, `setupWorker(...)` or `parameters.msw.handlers`
 */
export function createHandlers(db: MockCatalogue = makeMockCatalogue(), options: MockHandlerOptions = {}): HttpHandler[] {
  const table = resolvers(db, options) as Record<CatalogueEndpoint, (query: Record<string, string>, request: Request) => unknown>;
  const ownNames: readonly EndpointName[] = [...ACCOUNT_ENDPOINTS, ...PLAY_ENDPOINTS, ...CASHIER_ENDPOINTS, ...REWARD_ENDPOINTS, ...RESPONSIBLE_GAMING_ENDPOINTS, ...SECURITY_ENDPOINTS, ...CONTRACT_MOCK_ENDPOINTS, ...AGENT_REGISTER_ENDPOINTS, ...AGENT_ENDPOINTS, ...AGENT_LOSS_INCOME_ENDPOINTS, ...AGENT_TEAM_RECORD_ENDPOINTS];
  const catalogueNames = (Object.keys(endpoints) as EndpointName[]).filter((name): name is CatalogueEndpoint => !ownNames.includes(name));
  const catalogue = catalogueNames.map((name) => {
    const def = endpoints[name];
    const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    return http[method](`*${def.path}`, ({ request }): Response => {
      const query = Object.fromEntries(new URL(request.url).searchParams.entries());
      if ('query' in def && def.query) {
        const problem = describeQueryError(def.query, query);
        if (problem) return failure(problem, ERROR_CODES.badRequest, 400);
      }
      return envelope(table[name](query, request) as JsonBodyType);
    });
  });
  // One account store for the account and play mocks: a login's session works on the play endpoints.
  const store = createAccountStore(options.accounts);
  const cashier = options.cashier instanceof CashierMockState ? options.cashier : new CashierMockState(options.cashier);
  const team = options.agent instanceof AgentMockState ? options.agent : new AgentMockState(options.agent);
  const responsibleGaming = options.responsibleGaming instanceof ResponsibleGamingMockState ? options.responsibleGaming : new ResponsibleGamingMockState(cashier, options.responsibleGaming);
  return [
    ...catalogue,
    ...createAccountHandlers(db, options, options.accounts, store),
    ...createPlayHandlers(db, options, options.play, store),
    ...createCashierHandlers(cashier, store),
    ...createRewardHandlers(options.rewards, cashier, store),
    ...createResponsibleGamingHandlers(responsibleGaming, store),
    ...createSecurityHandlers(options.security, store, cashier),
    ...createContractHandlers(options.contracts, store),
    ...createAgentRegisterHandlers(db.permissionInfo.registerValidation, store, options.agentRegister),
    ...createAgentHandlers(team, store, cashier),
    ...createAgentLossIncomeHandlers(team, store, cashier, options.agentLossIncome),
    ...createAgentTeamRecordHandlers(team, store, options.agentTeamRecords),
  ];
}

const defaultCatalogue = makeMockCatalogue();
/**
 * The play state behind {@link handlers} (what `startMockServer()` serves by default): tests
 * change it directly, e.g. `playMockState.setSingleWallet(false)`.
 */
export const playMockState: PlayMockState = new PlayMockState(defaultCatalogue);
/**
 * The cashier state behind {@link handlers}: tests play the provider or the operator on it, e.g.
 * `cashierMockState.settleDeposit(depositId, 'CREDITED')`.
 */
export const cashierMockState: CashierMockState = new CashierMockState();
/** The responsible-gaming state behind {@link handlers} (over {@link cashierMockState}'s deposits). */
export const responsibleGamingMockState: ResponsibleGamingMockState = new ResponsibleGamingMockState(cashierMockState);
/** Handlers over the default catalogue (`createHandlers()`), the play mocks over {@link playMockState}, the cashier mocks over {@link cashierMockState}, responsible gaming over {@link responsibleGamingMockState}. */
export const handlers: HttpHandler[] = createHandlers(defaultCatalogue, { play: playMockState, cashier: cashierMockState, responsibleGaming: responsibleGamingMockState });
