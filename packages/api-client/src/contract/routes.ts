/**
 * The schema-free half of the contract: each endpoint's method, path and session need, the game
 * categories and the error codes. The browser transport imports only this file, so the TypeBox
 * schemas (used by the server, the MSW handlers and tests) stay out of the player site's bundle.
 * `routes.test.ts` proves it matches the endpoint table in `endpoints.ts` entry by entry.
 */

/** Game categories of spec §1 (the `gameType` of games, vendors and menus). */
export const GAME_TYPES = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'RNG', 'COCKFIGHT'] as const;

/** Lottery prize modes (spec §9: LOTT, ZY, ELOTT, SEA). */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;

/** The seamless vendor (spec §9: its games open on `/seamless`, and on `/seaLottery` from the lobby, spec §4). */
export const SEAMLESS_VENDOR = 'TCG_SEA';
/** The VN lottery vendor (spec §4: its games open on `/vnLottery`). */
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

/** Member types (spec §6, §9): agents 1, 2, 41, 42; trial 4; an ordinary member is 0. */
export const MEMBER_TYPES = { member: 0, agent: 1, agentLevel2: 2, trial: 4, agent41: 41, agent42: 42 } as const;
/** Agent member types (spec §9). */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
/** Trial member type (spec §9). */
export const TRIAL_TYPE = 4;

/** Error codes the platform answers with (docs/architecture.md "HTTP status"). */
export const ERROR_CODES = {
  badRequest: 'request.invalid',
  notFound: 'route.not.found',
  notSession: 'login.not.session',
  tooManyRequests: 'request.too.many',
  maintenance: 'system.maintenance',
  regionRestricted: 'system.region.restricted',
  internal: 'system.error',
  /** Login refused: unknown user or wrong password (one answer for both, docs/architecture.md). */
  loginFailed: 'login.failed',
  /** A one-time login code (`?token=`) unknown, used or expired (issue 10 §3). */
  loginCodeInvalid: 'login.code.invalid',
  /** A non-agent logged in on the agent page (spec §6 "Non-agents cannot log in"). */
  notAgent: 'login.not.agent',
  /** A non-agent (or trial) caller of an agent-centre endpoint: team reports, downlines, registerCenter, contract offers (issue 13; spec §6). */
  agentOnly: 'agent.only',
  /** A disabled or trial account logged in by password (spec §6 "Non-member account unable to login"). */
  notMember: 'login.not.member',
  /** Captcha missing or wrong (spec §8 "captcha check failed"). */
  captchaInvalid: 'captcha.invalid',
  /** SMS code wrong or missing (spec §8 "invalid or missing verification code"). */
  smsCodeInvalid: 'sms.code.invalid',
  /** SMS code expired (spec §8 "verification code expired (send again)"). */
  smsCodeExpired: 'sms.code.expired',
  /** Invalid affiliate or invitation code (spec §8 invitation_code_error). */
  affiliateInvalid: 'affiliate.code.invalid',
  /** User name already registered. */
  accountExists: 'member.account.exists',
  /** Mobile number already registered. */
  mobileExists: 'member.mobile.exists',
  /** A registration or password field breaks the server's rules (message names the field). */
  fieldInvalid: 'member.field.invalid',
  /** Password too common or too weak. */
  passwordWeak: 'member.password.weak',
  /** Old password wrong on change. */
  oldPasswordWrong: 'member.password.old.wrong',
  /**
   * The session came from a login that answered `passwordExpired: true` and the password has not
   * been changed yet (spec §4 forced change): every session endpoint except changePassword,
   * logout and memberInfo answers this business failure (HTTP 200, `success: false`).
   */
  passwordChangeRequired: 'member.password.change.required',
  /** Trial account tried a real-account action (spec §6 in_need_true_account). */
  trialAccount: 'member.trial',
  /** The function is switched off by the whitelabel (spec §8 "function not enabled"). */
  disabled: 'function.disabled',
  /** Encrypted body older than 5 minutes or from the future. */
  encryptionStale: 'encryption.stale',
  /** Encrypted body's nonce already seen. */
  encryptionReplayed: 'encryption.replayed',
  /** Encrypted body tampered, wrong key id or undecryptable. */
  encryptionInvalid: 'encryption.invalid',
  /** No such game (or its vendor/category do not match): HTTP 404. */
  gameNotFound: 'game.not.found',
  /** Free play asked for a game that does not support it (supportPlay is not 0). */
  freePlayUnsupported: 'game.freeplay.unsupported',
  /** A launch token unknown, used or expired (the demo game page answers it). */
  launchTokenInvalid: 'game.launch.token.invalid',
  /** The wallet cannot cover a bet or a transfer: nothing was moved. */
  insufficientFunds: 'wallet.insufficient.funds',
  /** A transfer on a single-wallet merchant, or to a vendor with no wallet. */
  transferNotAllowed: 'wallet.transfer.not.allowed',
  /** An idempotency key (transferId, bet key) reused with different fields. */
  idempotencyConflict: 'request.idempotency.conflict',
  /**
   * The member is in a cool-off or self-exclusion (issue 12 responsible gaming): login, game
   * launch and deposits are refused; the value is `{ kind, until }` (ISO instant) and the message
   * says until when.
   */
  excluded: 'member.excluded',
} as const;

/**
 * The live notification socket (spec §4 notifications, §6 "loads only when logged in"):
 * socket.io at `path` on the platform's origin; the client sends its session token as
 * `auth: { token }` in the handshake; each notification arrives as `notificationEvent` with a
 * `NotificationEvent` payload; a refused handshake or a closed session answers `sessionEnded`.
 */
export const REALTIME = { path: '/wps/socket', notificationEvent: 'notification', sessionEnded: 'login.not.session' } as const;

/** Whether an endpoint needs a session: `required` (T in spec §7), `optional` (used when present), `none`. */
export type AuthMode = 'required' | 'optional' | 'none';

/** Method, path (spec §7 names), session need and body encoding of one endpoint. */
export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: AuthMode;
  /**
   * Body encoding: `json` (default), `encrypted` (spec §7 "encrypted"), `form` (form-encoded),
   * `multipart` (files: the caller passes a `FormData`, sent as is).
   */
  encoding?: 'json' | 'encrypted' | 'form' | 'multipart';
}

/** Builds a {@link RouteDef}. */
export const route = (method: RouteDef['method'], path: string, auth: AuthMode, encoding?: RouteDef['encoding']): RouteDef =>
  encoding ? { method, path, auth, encoding } : { method, path, auth };

/** Method, path and session need of every endpoint of the contract, by endpoint name. */
export const routes = {
  systemStatus: route('GET', '/wps/system/status', 'none'),
  permissionInfo: route('GET', '/wps/system/permission/info', 'optional'),
  whitelabel: route('GET', '/wps/system/whitelabel', 'none'),
  domainRoute: route('GET', '/wps/system/domainRoute', 'none'),
  helpCenter: route('GET', '/wps/system/helpCenter', 'none'),
  registerSettings: route('GET', '/wps/system/setting/register', 'none'),
  gameMenus: route('GET', '/lgw/games/game_menus', 'optional'),
  gameList: route('GET', '/wps/relay/GCSGAME_gameList', 'optional'),
  hotGames: route('GET', '/wps/relay/GCSGAME_hotGamesV2', 'optional'),
  vendors: route('GET', '/wps/relay/GCSGAME_newGameVendor', 'optional'),
  vassGameType: route('GET', '/wps/relay/GCSGAME_getVassGameType', 'optional'),
  announcements: route('GET', '/wps/relay/MCSFE_getListAnnouncements', 'optional'),
  winnerBoard: route('GET', '/wps/relay/ODSFE2_getWinnerBoard', 'none'),
  publicKey: route('GET', '/wps/system/publicKey', 'none'),
  login: route('POST', '/wps/session/login', 'none', 'encrypted'),
  loginCode: route('POST', '/wps/session/loginCode', 'required'),
  loginCodeExchange: route('POST', '/wps/session/loginCode/exchange', 'none'),
  loginFreeplay: route('POST', '/wps/session/login/freeplay', 'none'),
  logout: route('POST', '/wps/session/logout', 'required'),
  memberInfo: route('GET', '/wps/member/info', 'required'),
  memberIcon: route('GET', '/wps/member/info/icon', 'required'),
  register: route('POST', '/wps/member/register', 'none', 'encrypted'),
  registerMobile: route('POST', '/wps/member/register/mobile', 'none', 'encrypted'),
  changePassword: route('PUT', '/wps/member/password', 'required', 'encrypted'),
  forgotPasswordEmail: route('POST', '/wps/member/password/email', 'none', 'form'),
  passwordVerification: route('POST', '/wps/member/password/verification', 'none', 'encrypted'),
  smsNoLogin: route('POST', '/wps/verification/sms/noLogin', 'none'),
  smsRegister: route('POST', '/wps/verification/sms/register', 'none'),
  captcha: route('GET', '/wps/captcha', 'none'),
  affiliate: route('GET', '/wps/agent/affiliate', 'none'),
  fundsConsolidated: route('GET', '/wps/member/info/funds/consolidated', 'required'),
  agentRegisterInfo: route('GET', '/wps/agent/register/info', 'required'),
  agentRegister: route('POST', '/wps/agent/register', 'required', 'encrypted'),
  balance: route('GET', '/wps/v2/wallets/balance', 'required'),
  unreadCount: route('GET', '/wps/relay/CSP_unreadCount', 'required'),
  launchGame: route('POST', '/wps/game/launchGame', 'required'),
  gameLaunchFB: route('POST', '/wps/relay/GCS_gameLaunchFB', 'optional'),
  merchantWallet: route('GET', '/wps/relay/GCS_merchantWallet', 'optional'),
  walletTransfer: route('POST', '/wps/relay/GCS_walletTransfer', 'required'),
  favouriteIds: route('GET', '/wps/relay/MCSFE_getFavoriteGames', 'required'),
  favouriteList: route('GET', '/wps/relay/MCSFE_getFavoriteGamesList', 'required'),
  addFavourite: route('POST', '/wps/relay/MCSFE_addFavoriteGameV2', 'required'),
  removeFavourite: route('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', 'required'),
  recentGames: route('GET', '/wps/relay/GCS_recentGame', 'required'),
  lotteryRecent: route('GET', '/lgw/vn/games/game_menu/recent', 'required'),
  lotteryMenu: route('GET', '/lgw/vn/games/game_menu', 'optional'),
  openedNumbers: route('GET', '/lgw/vn/numeros/opened/game', 'optional'),
  numeroHistory: route('GET', '/lotto/lgw/games/opened/numero', 'required'),
  bettingRecords: route('GET', '/wps/relay/ODSFE2_MemTransDet', 'required'),
} as const satisfies Record<string, RouteDef>;
