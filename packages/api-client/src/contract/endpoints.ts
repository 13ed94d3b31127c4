/**
 * The endpoint table of the platform contract (spec §7): method, path, query/body schema, the
 * schema of the envelope's `value`, and whether a session is needed. The platform server
 * registers its routes from this table, the client's RTK Query endpoints and the MSW handlers
 * use the same entries, and the contract tests run the same cases against both.
 */
import { Type, type Static, type TSchema } from 'typebox';
import {
  AnnouncementList,
  GameMenu,
  GamePage,
  GameSearchIndexValue,
  GameType,
  HelpTopic,
  PermissionInfo,
  RegisterFieldRule,
  SystemStatus,
  Game,
  VendorLane,
  WhitelabelNode,
  WinnerBoardItem,
  Page,
} from './entities';

/**
 * Query string parameters are strings on the wire; integers are validated as digit strings.
 * A range is enforced by the pattern itself (so the same schema works in TypeBox's `Value.Check`,
 * Fastify's Ajv and the MSW handlers): `minimum` must be 0 or 1 and `maximum` a power of ten
 * (10, 100, 1000, ...); without a range any 1–6 digit number is accepted.
 */
const IntString = (options: { minimum?: 0 | 1; maximum?: number; description?: string } = {}) => {
  const description = options.description ? { description: options.description } : {};
  if (options.maximum === undefined) return Type.String({ pattern: '^\\d{1,6}$', ...description });
  const digits = Math.log10(options.maximum);
  if (!Number.isInteger(digits) || digits < 1) throw new Error(`IntString: maximum ${options.maximum} is not a power of ten`);
  const below = `[1-9]\\d{0,${digits - 1}}`;
  const zero = options.minimum === 0 ? '0|' : '';
  return Type.String({ pattern: `^(?:${zero}${below}|1${'0'.repeat(digits)})$`, ...description });
};
const Language = Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'platform language code, e.g. EN, TY' }));
const Text = (maxLength: number) => Type.String({ maxLength });

import type { AuthMode } from './routes';
import { responsibleGamingEndpoints } from './responsibleGaming';
import { UplineInfoValue, UplineTransfer, UplineTransferBody } from './upline';
import { AgentRegisterBody, AgentRegisterInfo, AgentRegisterValue } from './agentRegister';
import {
  AffiliateQuery,
  AffiliateValue,
  BalanceValue,
  ChangePasswordBody,
  ConsolidatedFunds,
  ForgotPasswordEmailBody,
  FreeplayBody,
  LoginBody,
  LoginCodeBody,
  LoginCodeIssued,
  LoginCodeValue,
  LoginValue,
  MemberInfo,
  PasswordVerificationBody,
  PublicKeyValue,
  RegisterBody,
  SmsCodeValue,
  SmsNoLoginBody,
  SmsRegisterBody,
} from './accounts';
import {
  BetRecord,
  FavouriteBody,
  FavouriteIdsValue,
  FavouriteListQuery,
  FavouriteListValue,
  FavouriteQuery,
  GameLaunchFbBody,
  LaunchGameBody,
  LaunchValue,
  LotteryGame,
  LotteryMenuQuery,
  MerchantWalletValue,
  OpenedNumero,
  PrizeMode,
  RecentGamesQuery,
  Vassalage,
  GameCode,
  WalletTransferBody,
  WalletTransferValue,
} from './play';
import {
  Day,
  Deposit,
  DepositBody,
  DepositChannelsValue,
  DepositStatus,
  LedgerEntry,
  LedgerFilter,
  MessageIdsBody,
  PaymentPasswordBody,
  PayoutAccount,
  PayoutAccountBody,
  PayoutAccountsValue,
  PlatformMessage,
  UnreadValue,
  WithdrawBody,
  WithdrawConfirmBody,
  WithdrawInfoValue,
  Withdrawal,
} from './cashier';
import { ProfitQuery, ProfitValue, RebateClaim, RebateClaimBody, RebateInfoValue } from './rewards';
import { WithdrawProofQuery, WithdrawProofsValue } from './withdrawProof';
import { securityEndpoints } from './security';
import { contractEndpoints } from './contracts';
import { agentEndpoints } from './agent';
import { agentTeamRecordEndpoints } from './agentTeamRecords';
export type { AuthMode };

/** One endpoint of the contract. */
export interface EndpointDef<Q extends TSchema = TSchema, B extends TSchema = TSchema, V extends TSchema = TSchema> {
  /** HTTP method. */
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path as the spec names it (relay calls are `/wps/relay/<NAME>`). */
  path: string;
  /** Query string schema (all values strings on the wire). */
  query?: Q;
  /** Body schema. */
  body?: B;
  /** Schema of the envelope's `value` on success. */
  value: V;
  /** Session need. */
  auth: AuthMode;
  /** Body encoding: `json` (default), `encrypted` (spec §7 "encrypted"; docs/architecture.md), `form`, `multipart` (files; no body schema). */
  encoding?: 'json' | 'encrypted' | 'form' | 'multipart';
  /** The spec section that names the call. */
  spec: string;
}

/**
 * Checks an entry against {@link EndpointDef} while keeping its exact type (so `QueryOf` and
 * `ValueOf` see the entry's own `query` and `value` schemas rather than optional ones).
 */
const def = <const D extends EndpointDef>(d: D): D => d;

/**
 * Game list query (spec §7 "Game list"): pageSize 18 in the lobby. `nodeId` is ours: it narrows
 * the list to one game, so a banner that links a game (spec §2, §3 Banner) can fetch it.
 */
export const GameListQuery = Type.Object(
  {
    clientType: Type.Optional(Type.Literal('3')),
    platform: Type.Optional(Text(40)),
    channel: Type.Optional(Text(40)),
    merchant: Type.Optional(Text(40)),
    gameType: Type.Optional(GameType),
    vassalage: Type.Optional(Type.String({ pattern: '^[A-Z0-9_]{1,32}$' })),
    gameClassify: Type.Optional(Type.String({ pattern: '^[A-Z0-9_]{1,16}$' })),
    gameName: Type.Optional(Text(64)),
    minBet: Type.Optional(Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,2})?$' })),
    minLineNum: Type.Optional(IntString()),
    nodeId: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,9}$', description: "only the game with this nodeId (a GAME banner's linkage)" })),
    pageNo: Type.Optional(IntString({ minimum: 1, maximum: 100000, description: '1-based, default 1' })),
    pageSize: Type.Optional(IntString({ minimum: 1, maximum: 100, description: '1..100, default 18' })),
    language: Language,
  },
  { additionalProperties: false },
);
/** @see GameListQuery */
export type GameListQuery = Static<typeof GameListQuery>;

/** Hot games query (spec §7 "Hot games"). */
export const HotGamesQuery = Type.Object(
  {
    merchantCode: Type.Optional(Text(40)),
    isPlatform: Type.Optional(Type.Literal('2')),
    gameType: Type.Optional(GameType),
    vassalage: Type.Optional(Type.String({ pattern: '^[A-Z0-9_]{1,32}$' })),
    platform: Type.Optional(Text(60)),
    language: Language,
  },
  { additionalProperties: false },
);
/** @see HotGamesQuery */
export type HotGamesQuery = Static<typeof HotGamesQuery>;

/** Announcements query (spec §7): `types` comma-separated of B,PL,PU,PR,H; `platform` W. */
export const AnnouncementsQuery = Type.Object(
  {
    types: Type.Optional(Type.String({ pattern: '^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$' })),
    platform: Type.Optional(Type.Literal('W')),
    execution: Type.Optional(Type.Union([Type.Literal('A'), Type.Literal('B'), Type.Literal('F')])),
    language: Language,
  },
  { additionalProperties: false },
);
/** @see AnnouncementsQuery */
export type AnnouncementsQuery = Static<typeof AnnouncementsQuery>;

/** Winner board query (spec §7): gameCategory ALL, language, limitNum 20. */
export const WinnerBoardQuery = Type.Object(
  {
    gameCategory: Type.Optional(Type.Union([Type.Literal('ALL'), GameType])),
    language: Language,
    limitNum: Type.Optional(IntString({ minimum: 1, maximum: 100, description: '1..100, default 20' })),
  },
  { additionalProperties: false },
);
/** @see WinnerBoardQuery */
export type WinnerBoardQuery = Static<typeof WinnerBoardQuery>;

/** The endpoints of the contract, by name. */
export const endpoints = {
  /** System status (spec §4): 0 normal, 1 maintenance, 2 region-restricted. */
  systemStatus: def({ method: 'GET', path: '/wps/system/status', value: SystemStatus, auth: 'none', spec: '§4, §7' }),
  /** Permission/info document (spec §3). */
  permissionInfo: def({
    method: 'GET',
    path: '/wps/system/permission/info',
    query: Type.Object({ language: Language }, { additionalProperties: false }),
    value: PermissionInfo,
    auth: 'optional',
    spec: '§3, §7',
  }),
  /** Whitelabel flags tree (spec §3). */
  whitelabel: def({ method: 'GET', path: '/wps/system/whitelabel', value: Type.Array(WhitelabelNode), auth: 'none', spec: '§3, §7' }),
  /** Mirror domains (spec §7 domainRoute). */
  domainRoute: def({
    method: 'GET',
    path: '/wps/system/domainRoute',
    value: Type.Object({ mainDomain: Type.String(), domains: Type.Array(Type.String()) }),
    auth: 'none',
    spec: '§7',
  }),
  /** Help centre topics (spec §7: lang, device WEB). */
  helpCenter: def({
    method: 'GET',
    path: '/wps/system/helpCenter',
    query: Type.Object({ lang: Language, device: Type.Optional(Type.Literal('WEB')) }, { additionalProperties: false }),
    value: Type.Object({ list: Type.Array(HelpTopic) }),
    auth: 'none',
    spec: '§2, §7',
  }),
  /** Registration field rules (spec §5). */
  registerSettings: def({
    method: 'GET',
    path: '/wps/system/setting/register',
    value: Type.Object({ fields: Type.Array(RegisterFieldRule) }),
    auth: 'none',
    spec: '§5, §7',
  }),
  /** Categories of the game-type menu, server-sorted (spec §2). */
  gameMenus: def({
    method: 'GET',
    path: '/lgw/games/game_menus',
    query: Type.Object({ language: Language }, { additionalProperties: false }),
    value: Type.Array(GameMenu),
    auth: 'optional',
    spec: '§2, §7',
  }),
  /** Paged, filtered game list (spec §7 "Game list"). */
  gameList: def({ method: 'GET', path: '/wps/relay/GCSGAME_gameList', query: GameListQuery, value: GamePage, auth: 'optional', spec: '§7' }),
  /**
   * Every game's name search data, for a search index in the client (spec §2 search by game name;
   * a Gamehall extension of issue 14: a platform without it answers 404, and the client searches
   * on the server only).
   */
  gameSearchIndex: def({ method: 'GET', path: '/wps/v2/game-search-index', value: GameSearchIndexValue, auth: 'none', spec: 'issue 14' }),
  /** Hot games (spec §7 "Hot games"). */
  hotGames: def({
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    query: HotGamesQuery,
    value: Type.Object({ list: Type.Array(Game) }),
    auth: 'optional',
    spec: '§7',
  }),
  /** Vendors by category (spec §7 "Vendors": value.data.lanes). */
  vendors: def({
    method: 'GET',
    path: '/wps/relay/GCSGAME_newGameVendor',
    query: Type.Object({ platform: Type.Optional(Text(60)), language: Language }, { additionalProperties: false }),
    value: Type.Object({ data: Type.Object({ lanes: Type.Array(VendorLane) }) }),
    auth: 'optional',
    spec: '§7',
  }),
  /** The game list of a VASSALAGE vendor (opened as a popup list, spec §4). */
  vassGameType: def({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    query: Type.Object(
      {
        vassalage: Type.String({ pattern: '^[A-Z0-9_]{1,32}$' }),
        gameType: Type.Optional(GameType),
        pageNo: Type.Optional(IntString({ minimum: 1, maximum: 100000, description: '1-based, default 1' })),
        pageSize: Type.Optional(IntString({ minimum: 1, maximum: 100, description: '1..100, default 18' })),
        language: Language,
      },
      { additionalProperties: false },
    ),
    value: Page(Game),
    auth: 'optional',
    spec: '§4, §7',
  }),
  /** Announcements: banners, notices, popups, promotions, help (spec §7). */
  announcements: def({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    query: AnnouncementsQuery,
    value: AnnouncementList,
    auth: 'optional',
    spec: '§3, §7',
  }),
  /** Winner board, sorted by winAmount descending (spec §3, §7). */
  winnerBoard: def({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getWinnerBoard',
    query: WinnerBoardQuery,
    value: Type.Object({ list: Type.Array(WinnerBoardItem) }),
    auth: 'none',
    spec: '§3, §7',
  }),

  // Session and member (spec §7 "Session and member")
  /** The RSA public key and key id for encrypted calls (docs/architecture.md "Encrypted calls"). */
  publicKey: def({ method: 'GET', path: '/wps/system/publicKey', value: PublicKeyValue, auth: 'none', spec: '§7 (encrypted calls)' }),
  /** Log in by user name or SMS code (spec §4); a failure's value is `{ captcha }`. */
  login: def({ method: 'POST', path: '/wps/session/login', body: LoginBody, value: LoginValue, auth: 'none', encoding: 'encrypted', spec: '§3, §4, §7' }),
  /**
   * Makes a one-time login code for the session's member (issue 10 §3; spec §4 `?token=`): for a
   * native wrapper or an operator site that holds a session and opens the player site logged in.
   */
  loginCode: def({ method: 'POST', path: '/wps/session/loginCode', value: LoginCodeIssued, auth: 'required', spec: '§4 (issue 10 §3)' }),
  /** Exchanges a one-time login code (once, within 60 s) for a new session (spec §4 `?token=`). */
  loginCodeExchange: def({ method: 'POST', path: '/wps/session/loginCode/exchange', body: LoginCodeBody, value: LoginCodeValue, auth: 'none', spec: '§4 (issue 10 §3)' }),
  /** Trial account login (member type 4, spec §6). */
  loginFreeplay: def({ method: 'POST', path: '/wps/session/login/freeplay', body: FreeplayBody, value: LoginValue, auth: 'none', spec: '§6, §7' }),
  /** Ends the session (spec §4 "Logout"). */
  logout: def({ method: 'POST', path: '/wps/session/logout', value: Type.Null(), auth: 'required', spec: '§4, §7' }),
  /** The logged-in member (spec §3 "Member info"). */
  memberInfo: def({ method: 'GET', path: '/wps/member/info', value: MemberInfo, auth: 'required', spec: '§3, §7' }),
  /** The member's avatar (spec §7 member/info/icon): a path relative to an image CDN. */
  memberIcon: def({ method: 'GET', path: '/wps/member/info/icon', value: Type.Object({ iconUrl: Type.String() }), auth: 'required', spec: '§7' }),
  /** Registration by user name (spec §5, §7); with `login: true` the answer logs in. */
  register: def({ method: 'POST', path: '/wps/member/register', body: RegisterBody, value: LoginValue, auth: 'none', encoding: 'encrypted', spec: '§3, §5, §7' }),
  /** Registration by mobile number with an SMS code (spec §5, §7). */
  registerMobile: def({ method: 'POST', path: '/wps/member/register/mobile', body: RegisterBody, value: LoginValue, auth: 'none', encoding: 'encrypted', spec: '§3, §5, §7' }),
  /** Change password (spec §5, §7); revokes the member's other sessions. */
  changePassword: def({ method: 'PUT', path: '/wps/member/password', body: ChangePasswordBody, value: Type.Null(), auth: 'required', encoding: 'encrypted', spec: '§4, §5, §7' }),
  /** Forgot password by email: the same answer whether or not the account exists (in_been_out). */
  forgotPasswordEmail: def({ method: 'POST', path: '/wps/member/password/email', body: ForgotPasswordEmailBody, value: Type.Null(), auth: 'none', encoding: 'form', spec: '§4, §7, §8' }),
  /** Forgot password by mobile: resets the password with an SMS code, then logs in (spec §4). */
  passwordVerification: def({ method: 'POST', path: '/wps/member/password/verification', body: PasswordVerificationBody, value: LoginValue, auth: 'none', encoding: 'encrypted', spec: '§4, §7' }),
  /** Sends an SMS code without a session (SMS login, forgot password). */
  smsNoLogin: def({ method: 'POST', path: '/wps/verification/sms/noLogin', body: SmsNoLoginBody, value: SmsCodeValue, auth: 'none', spec: '§3, §7' }),
  /** Sends an SMS code for mobile registration. */
  smsRegister: def({ method: 'POST', path: '/wps/verification/sms/register', body: SmsRegisterBody, value: SmsCodeValue, auth: 'none', spec: '§3, §7' }),
  /** A new single-use captcha: value is a base64 PNG; bound to the client by an HttpOnly cookie. */
  captcha: def({ method: 'GET', path: '/wps/captcha', value: Type.String({ description: 'PNG, base64 (no data: prefix)' }), auth: 'none', spec: '§4, §7' }),
  /** Affiliate code check (spec §3, §8): an invalid code fails with `affiliate.code.invalid`. */
  affiliate: def({ method: 'GET', path: '/wps/agent/affiliate', query: AffiliateQuery, value: AffiliateValue, auth: 'none', spec: '§3, §7, §8' }),
  /** Salary and dividend flags (spec §3, §6): logged-in, non-trial, agent policy on. */
  fundsConsolidated: def({ method: 'GET', path: '/wps/member/info/funds/consolidated', value: ConsolidatedFunds, auth: 'required', spec: '§3, §6, §7' }),
  /** The calling agent's invitation code and link and which downline agent type it may create (page registerCenter, spec §2, §6; agents only). */
  agentRegisterInfo: def({ method: 'GET', path: '/wps/agent/register/info', value: AgentRegisterInfo, auth: 'required', spec: '§2, §6' }),
  /** Registers a downline of the calling agent (member or its downline agent type) with the register rules (spec §2 registerCenter, §5, §6; agents only). */
  agentRegister: def({ method: 'POST', path: '/wps/agent/register', body: AgentRegisterBody, value: AgentRegisterValue, auth: 'required', encoding: 'encrypted', spec: '§2, §5, §6' }),
  /** Wallet balance (spec §7; §9: 2 decimals). */
  balance: def({ method: 'GET', path: '/wps/v2/wallets/balance', value: BalanceValue, auth: 'required', spec: '§3, §7' }),
  /** Unread platform messages (spec §7 CSP_unreadCount). */
  unreadCount: def({ method: 'GET', path: '/wps/relay/CSP_unreadCount', value: Type.Object({ count: Type.Integer({ minimum: 0 }) }), auth: 'required', spec: '§2, §7' }),

  // Games and wallet (spec §7 "Games and wallet")
  /** Launches a PVP game (by nodeId) or a lottery (launchMode LOTT, lottoGameCode...); writes recent games. */
  launchGame: def({ method: 'POST', path: '/wps/game/launchGame', body: LaunchGameBody, value: LaunchValue, auth: 'required', spec: '§4, §7' }),
  /** Launches any other game; `freePlay` (supportPlay 0) needs no session (play money). Writes recent games for members. */
  gameLaunchFB: def({ method: 'POST', path: '/wps/relay/GCS_gameLaunchFB', body: GameLaunchFbBody, value: LaunchValue, auth: 'optional', spec: '§4, §7' }),
  /** Whether the merchant runs one wallet for all vendors (`isSingle`) or transfer wallets. */
  merchantWallet: def({ method: 'GET', path: '/wps/relay/GCS_merchantWallet', value: MerchantWalletValue, auth: 'optional', spec: '§3, §7' }),
  /** Moves money between the main wallet and a vendor wallet, whole or not at all, idempotent by transferId. */
  walletTransfer: def({ method: 'POST', path: '/wps/relay/GCS_walletTransfer', body: WalletTransferBody, value: WalletTransferValue, auth: 'required', spec: '§7' }),
  /** The member's favourite game ids (spec §3 favGameIds). */
  favouriteIds: def({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    query: Type.Object({ gameType: Type.Optional(GameType), language: Language }, { additionalProperties: false }),
    value: FavouriteIdsValue,
    auth: 'required',
    spec: '§3, §7',
  }),
  /** A page of the member's favourite games, newest first (spec §3 favGameList, §7 pageSize 999 on home). */
  favouriteList: def({ method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', query: FavouriteListQuery, value: FavouriteListValue, auth: 'required', spec: '§3, §7' }),
  /** Adds a favourite (idempotent). */
  addFavourite: def({ method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', body: FavouriteBody, value: Type.Null(), auth: 'required', spec: '§4, §7' }),
  /** Removes a favourite (idempotent). */
  removeFavourite: def({ method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', query: FavouriteQuery, value: Type.Null(), auth: 'required', spec: '§4, §7' }),
  /** The member's recently launched games, most recent first (spec §7 "Recent games": pageSize 12). */
  recentGames: def({ method: 'GET', path: '/wps/relay/GCS_recentGame', query: RecentGamesQuery, value: Page(Game), auth: 'required', spec: '§2, §7' }),
  /** The member's recently launched lottery games (spec §7 /lgw/vn/games/game_menu/recent). */
  lotteryRecent: def({
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    query: Type.Object(
      {
        prizeMode: Type.Optional(PrizeMode),
        device: Type.Optional(Type.Union([Type.Literal('WEB'), Type.Literal('H5')])),
        language: Language,
        page: Type.Optional(IntString({ minimum: 1, maximum: 100000 })),
        pageSize: Type.Optional(IntString({ minimum: 1, maximum: 100, description: '1..100, default 12' })),
      },
      { additionalProperties: false },
    ),
    value: Page(LotteryGame),
    auth: 'required',
    spec: '§7',
  }),
  /** Lottery games of a prize mode with their next draw and latest opened numbers (spec §7 VN lottery menus). */
  lotteryMenu: def({ method: 'GET', path: '/lgw/vn/games/game_menu', query: LotteryMenuQuery, value: Type.Object({ list: Type.Array(LotteryGame) }), auth: 'optional', spec: '§7' }),
  /** The latest opened numbers of each lottery game (of a prize mode, or one game). */
  openedNumbers: def({
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    query: Type.Object({ prizeMode: Type.Optional(PrizeMode), gameCode: Type.Optional(GameCode), language: Language }, { additionalProperties: false }),
    value: Type.Object({ list: Type.Array(OpenedNumero) }),
    auth: 'optional',
    spec: '§7',
  }),
  /** The opened numbers of one lottery game, newest first, paged. */
  numeroHistory: def({
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    query: Type.Object(
      {
        gameCode: GameCode,
        pageNo: Type.Optional(IntString({ minimum: 1, maximum: 100000 })),
        pageSize: Type.Optional(IntString({ minimum: 1, maximum: 100, description: '1..100, default 10' })),
      },
      { additionalProperties: false },
    ),
    value: Page(OpenedNumero),
    auth: 'required',
    spec: '§7',
  }),
  /** The member's bets, newest first, by category, vendor and day range (betting record of spec §2, page personalHistoryCopy; ODSFE2_MemTransDet). */
  bettingRecords: def({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    query: Type.Object(
      {
        gameType: Type.Optional(GameType),
        vassalage: Type.Optional(Vassalage),
        /** First day, inclusive (`yyyy-MM-dd`, UTC day like transactionHistory). */
        from: Type.Optional(Day),
        /** Last day, inclusive. */
        to: Type.Optional(Day),
        pageNo: Type.Optional(IntString({ minimum: 1, maximum: 100000 })),
        pageSize: Type.Optional(IntString({ minimum: 1, maximum: 100, description: '1..100, default 20' })),
      },
      { additionalProperties: false },
    ),
    value: Page(BetRecord),
    auth: 'required',
    spec: '§2, §7',
  }),

  // Member centre money pages (spec §2 depositv2, withdraw, transactionHistory, messageV2; §4)
  /** The merchant's deposit channels with their limits and preset amounts. */
  depositChannels: def({ method: 'GET', path: '/wps/v2/deposit/channels', value: DepositChannelsValue, auth: 'required', spec: '§2' }),
  /**
   * Starts a deposit (idempotent by `requestId`): ONLINE answers the provider's `paymentUrl`,
   * BANK the bank details and the reference to quote. Trial accounts are refused (`member.trial`).
   */
  deposit: def({ method: 'POST', path: '/wps/v2/deposit', body: DepositBody, value: Deposit, auth: 'required', spec: '§2, §4' }),
  /** One deposit by id (its status while the player pays). */
  depositDetail: def({
    method: 'GET',
    path: '/wps/v2/deposit/detail',
    query: Type.Object({ depositId: Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$' }) }, { additionalProperties: false }),
    value: Deposit,
    auth: 'required',
    spec: '§2, §4',
  }),
  /** The member's deposits, newest first. */
  depositList: def({
    method: 'GET',
    path: '/wps/v2/deposit/list',
    query: Type.Object(
      {
        status: Type.Optional(DepositStatus),
        pageNo: Type.Optional(IntString({ minimum: 1, maximum: 100000 })),
        pageSize: Type.Optional(IntString({ minimum: 1, maximum: 100, description: '1..100, default 20' })),
      },
      { additionalProperties: false },
    ),
    value: Page(Deposit),
    auth: 'required',
    spec: '§2',
  }),
  /** The member's payout accounts and the payout methods. */
  payoutAccounts: def({ method: 'GET', path: '/wps/v2/payout/accounts', value: PayoutAccountsValue, auth: 'required', spec: '§2' }),
  /** Binds a payout account (payment password required; at most 5 per member). */
  bindPayoutAccount: def({ method: 'POST', path: '/wps/v2/payout/accounts', body: PayoutAccountBody, value: PayoutAccount, auth: 'required', encoding: 'encrypted', spec: '§2, §3' }),
  /** Sets (first time) or changes (with the old one) the payment password. */
  paymentPassword: def({
    method: 'PUT',
    path: '/wps/member/password/payment',
    body: PaymentPasswordBody,
    value: Type.Object({ hasPaymentPassword: Type.Literal(true) }),
    auth: 'required',
    encoding: 'encrypted',
    spec: '§2',
  }),
  /** The member's upline, main wallet, smallest transfer and whether a payment password is set (page transferUpline, spec §6). */
  uplineInfo: def({ method: 'GET', path: '/wps/v2/transfer/upline', value: UplineInfoValue, auth: 'required', spec: '§2, §6' }),
  /** Sends money from the main wallet to the member's own upline agent (idempotent by `requestId`, payment password; spec §6). */
  transferUpline: def({ method: 'POST', path: '/wps/v2/transfer/upline', body: UplineTransferBody, value: UplineTransfer, auth: 'required', encoding: 'encrypted', spec: '§2, §6' }),
  /** Limits, balance available and whether a payment password is set (page withdraw). */
  withdrawInfo: def({ method: 'GET', path: '/wps/v2/withdraw/info', value: WithdrawInfoValue, auth: 'required', spec: '§2, §4' }),
  /** Requests a withdrawal (idempotent by `requestId`): the amount leaves the main wallet at once and waits for the operator. */
  withdraw: def({ method: 'POST', path: '/wps/v2/withdraw', body: WithdrawBody, value: Withdrawal, auth: 'required', encoding: 'encrypted', spec: '§2, §4' }),
  /** The member's withdrawals, newest first. */
  withdrawList: def({
    method: 'GET',
    path: '/wps/v2/withdraw/list',
    query: Type.Object(
      {
        pageNo: Type.Optional(IntString({ minimum: 1, maximum: 100000 })),
        pageSize: Type.Optional(IntString({ minimum: 1, maximum: 100, description: '1..100, default 20' })),
      },
      { additionalProperties: false },
    ),
    value: Page(Withdrawal),
    auth: 'required',
    spec: '§2, §4',
  }),
  /** The player's answer to a paid-out withdrawal (spec §4 withdrawal confirmation); only while PAID. */
  withdrawConfirm: def({ method: 'POST', path: '/wps/v2/withdraw/confirm', body: WithdrawConfirmBody, value: Withdrawal, auth: 'required', spec: '§4' }),
  /**
   * Proof images of a paid-out withdrawal the player did not receive (spec §4): multipart, one or
   * more files in the field `file` (PNG or JPEG by content, ≤ 5 MB each, ≤ 3 per withdrawal in
   * all); the answer's ids go into `withdrawConfirm`'s `proofIds`.
   */
  withdrawProofUpload: def({
    method: 'POST',
    path: '/wps/v2/withdraw/proof',
    query: WithdrawProofQuery,
    value: WithdrawProofsValue,
    auth: 'required',
    encoding: 'multipart',
    spec: '§4',
  }),
  /** Every ledger entry of the member, newest first, filtered by type and day range (page transactionHistory). */
  transactionHistory: def({
    method: 'GET',
    path: '/wps/v2/ledger',
    query: Type.Object(
      {
        type: Type.Optional(LedgerFilter),
        from: Type.Optional(Day),
        to: Type.Optional(Day),
        pageNo: Type.Optional(IntString({ minimum: 1, maximum: 100000 })),
        pageSize: Type.Optional(IntString({ minimum: 1, maximum: 100, description: '1..100, default 20' })),
      },
      { additionalProperties: false },
    ),
    value: Page(LedgerEntry),
    auth: 'required',
    spec: '§2',
  }),
  /** Platform messages, newest first (page messageV2). */
  messages: def({
    method: 'GET',
    path: '/wps/v2/messages',
    query: Type.Object(
      {
        pageNo: Type.Optional(IntString({ minimum: 1, maximum: 100000 })),
        pageSize: Type.Optional(IntString({ minimum: 1, maximum: 100, description: '1..100, default 20' })),
      },
      { additionalProperties: false },
    ),
    value: Page(PlatformMessage),
    auth: 'required',
    spec: '§2, §4',
  }),
  /** Marks the member's messages read (ids of others are ignored); answers the unread count. */
  readMessages: def({ method: 'PUT', path: '/wps/v2/messages/read', body: MessageIdsBody, value: UnreadValue, auth: 'required', spec: '§2' }),
  /** Deletes the member's messages (ids of others are ignored); answers the unread count. */
  deleteMessages: def({ method: 'DELETE', path: '/wps/v2/messages', body: MessageIdsBody, value: UnreadValue, auth: 'required', spec: '§2' }),

  // Member centre rewards and reports (spec §2 manualRebate, personalProfit; bonusDetails reads transactionHistory with type REWARD)
  /** The rebate claimable now: valid bets since the last claim per category at the merchant's rates. */
  rebateInfo: def({ method: 'GET', path: '/wps/v2/rebate', value: RebateInfoValue, auth: 'required', spec: '§2' }),
  /**
   * Claims the rebate (idempotent by `requestId`): credits the main wallet with a REBATE ledger
   * entry and covers those bets for good. Nothing to claim is `cashier.rebate.nothing`, less than
   * the minimum `cashier.rebate.below.minimum`.
   */
  rebateClaim: def({ method: 'POST', path: '/wps/v2/rebate/claim', body: RebateClaimBody, value: RebateClaim, auth: 'required', spec: '§2' }),
  /** Profit and loss of a UTC day range per game category, with bonuses, rebates, deposits and withdrawals. */
  personalProfit: def({ method: 'GET', path: '/wps/v2/profit', query: ProfitQuery, value: ProfitValue, auth: 'required', spec: '§2' }),
  /** Responsible gaming (issue 12): deposit limits, reality check, cool-off and self-exclusion (contract/responsibleGaming.ts). */
  ...responsibleGamingEndpoints,
  /** The securityCenter page and the login verification (./security.ts). */
  ...securityEndpoints,
  /** Agent contracts and their settlements (./contracts.ts, issue 13). */
  ...contractEndpoints,
  /** The agent centre's team reports, downlines and transfers to downlines (./agent.ts; issue 13). */
  ...agentEndpoints,
  /** The agent centre's team betting and team transactions (./agentTeamRecords.ts; issue 13). */
  ...agentTeamRecordEndpoints,
} as const;

/** Names of the contract's endpoints. */
export type EndpointName = keyof typeof endpoints;
/** The `value` type of an endpoint. */
export type ValueOf<N extends EndpointName> = Static<(typeof endpoints)[N]['value']>;
/** The query type of an endpoint (empty object when it takes none). */
export type QueryOf<N extends EndpointName> = (typeof endpoints)[N] extends { query: infer Q extends TSchema } ? Static<Q> : Record<string, never>;

export { ERROR_CODES } from './errorCodes';
/** The body type of an endpoint (`never` when it takes none). */
export type BodyOf<N extends EndpointName> = (typeof endpoints)[N] extends { body: infer B extends TSchema } ? Static<B> : never;
