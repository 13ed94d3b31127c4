/**
 * The endpoints the first page load never calls, by the feature that registers them with the
 * transport when its chunk loads (api-client `registerRoutes`): apart from `routes.ts`'s
 * {@link coreRoutes} so the player site's home page carries none of them. Also the whole table,
 * {@link routes}, which the server, the mocks and the tests read.
 */
import { type RouteDef, coreRoutes, route } from './routes';

/** The account flows' endpoints (login, registration, passwords, SMS codes, captcha, affiliate): registered by auth's lazily loaded flows and the member centre's security page (`registerRoutes`). */
export const authRoutes = {
  login: route('POST', '/wps/session/login', 'none', 'encrypted'),
  loginCode: route('POST', '/wps/session/loginCode', 'required'),
  loginCodeExchange: route('POST', '/wps/session/loginCode/exchange', 'none'),
  loginFreeplay: route('POST', '/wps/session/login/freeplay', 'none'),
  register: route('POST', '/wps/member/register', 'none', 'encrypted'),
  registerMobile: route('POST', '/wps/member/register/mobile', 'none', 'encrypted'),
  changePassword: route('PUT', '/wps/member/password', 'required', 'encrypted'),
  forgotPasswordEmail: route('POST', '/wps/member/password/email', 'none', 'form'),
  passwordVerification: route('POST', '/wps/member/password/verification', 'none', 'encrypted'),
  smsNoLogin: route('POST', '/wps/verification/sms/noLogin', 'none'),
  smsRegister: route('POST', '/wps/verification/sms/register', 'none'),
  captcha: route('GET', '/wps/captcha', 'none'),
  affiliate: route('GET', '/wps/agent/affiliate', 'none'),
} as const satisfies Record<string, RouteDef>;

/** The agent centre's account endpoints (register centre, consolidated funds): registered by its api module. */
export const agentAccountRoutes = {
  fundsConsolidated: route('GET', '/wps/member/info/funds/consolidated', 'required'),
  agentRegisterInfo: route('GET', '/wps/agent/register/info', 'required'),
  agentRegister: route('POST', '/wps/agent/register', 'required', 'encrypted'),
} as const satisfies Record<string, RouteDef>;

/** The lottery pages' endpoints (VN lottery menu, recent games, opened numbers, numero history): registered by the lottery package's api module. */
export const lotteryApiRoutes = {
  lotteryRecent: route('GET', '/lgw/vn/games/game_menu/recent', 'required'),
  lotteryMenu: route('GET', '/lgw/vn/games/game_menu', 'optional'),
  openedNumbers: route('GET', '/lgw/vn/numeros/opened/game', 'optional'),
  numeroHistory: route('GET', '/lotto/lgw/games/opened/numero', 'required'),
} as const satisfies Record<string, RouteDef>;

/** The member centre's betting records endpoint: registered by its api module. */
export const bettingRoutes = {
  bettingRecords: route('GET', '/wps/relay/ODSFE2_MemTransDet', 'required'),
} as const satisfies Record<string, RouteDef>;

/** The header search's local index (issue 14): registered by its chunk, loaded on the search box's first focus. */
export const searchRoutes = {
  gameSearchIndex: route('GET', '/wps/v2/game-search-index', 'none'),
} as const satisfies Record<string, RouteDef>;

/**
 * Method, path and session need of every endpoint of this table, by endpoint name: the server,
 * the mocks and the tests read it whole; the browser transport starts with {@link coreRoutes}
 * and each feature registers its own part when its chunk loads.
 */
export const routes = { ...coreRoutes, ...authRoutes, ...agentAccountRoutes, ...lotteryApiRoutes, ...bettingRoutes, ...searchRoutes } as const satisfies Record<string, RouteDef>;
