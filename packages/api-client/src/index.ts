/**
 * `@gamehall/api-client`: the single place that knows the platform's wire format (spec §3, §7;
 * docs/architecture.md "The platform contract").
 *
 * - Transport: {@link configureClient}, {@link request} (the only `fetch` in Gamehall), typed
 *   errors {@link PlatformError} / {@link NetworkError}, storage keys, {@link resolveImageUrl}.
 * - RTK Query: {@link baseApi} (THE one api; features inject endpoints) over
 *   {@link platformBaseQuery}; {@link toUserMessage} for error texts.
 * - The contract (schemas, endpoint table) is re-exported here and available without React or
 *   Redux from `@gamehall/api-client/contract`; mocks live in `@gamehall/api-client/mocks`.
 *
 * @packageDocumentation
 */
export { baseApi } from './api/baseApi';
export { type PlatformQueryArgs, type PlatformQueryError, platformBaseQuery, toPlatformQueryError } from './api/platformBaseQuery';
export { type UserMessage, toUserMessage } from './api/toUserMessage';
export {
  type Deposit,
  type DepositChannel,
  type DepositStatus,
  type LedgerEntry,
  type LedgerFilter,
  type LedgerKind,
  type MessageKind,
  type NotificationEvent,
  type PayoutAccount,
  type PayoutMethod,
  type PlatformMessage,
  type Withdrawal,
  type DepositLimit,
  type DepositLimitBody,
  type Exclusion,
  type ExclusionBody,
  type ExclusionKind,
  type LimitPeriod,
  type PendingLimit,
  type RealityCheckBody,
  type RealityCheckMinutes,
  type ResponsibleGamingValue,
  type WithdrawalStatus,
  type Announcement,
  type AnnouncementList,
  type AnnouncementType,
  type Banner,
  type EnvelopeOf,
  type Execution,
  type Game,
  type GameClassify,
  type GameMenu,
  type GamePage,
  type GameSearchIndexValue,
  type GameType,
  type HelpTopic,
  type IsGame,
  type LinkageType,
  type Money,
  type PermissionInfo,
  type RegisterFieldRule,
  type SystemStatus,
  type Vendor,
  type VendorLane,
  type WhitelabelNode,
  type WinnerBoardItem,
  type AffiliateValue,
  type BalanceValue,
  type ChangePasswordBody,
  type ConsolidatedFunds,
  type ForgotPasswordEmailBody,
  type LoginBody,
  type LoginType,
  type LoginCodeIssued,
  type LoginCodeValue,
  type LoginValue,
  type MemberInfo,
  type PasswordVerificationBody,
  type PublicKeyValue,
  type RegisterBody,
  type SmsCodeValue,
  type AuthenticatorEnrolment,
  type LoginChallenge,
  type LoginVerifyBody,
  type LoginVerifyMethod,
  type RecoveryCodesValue,
  type SecurityOverview,
  type BetRecord,
  type Device,
  type FavouriteBody,
  type FavouriteListValue,
  type GameLaunchFbBody,
  type LaunchGameBody,
  type LaunchValue,
  type LotteryGame,
  type OpenedNumero,
  type PrizeMode,
  type VendorWallet,
  type WalletTransferBody,
  type WalletTransferValue,
  type BodyOf,
  type EndpointName,
  type QueryOf,
  type ValueOf,
  endpoints,
} from './contract';
export { GameSearchIndex, MatchTier, type SearchableGame } from './contract/gameSearch';
export { GAME_MESSAGE_SOURCE, type GameMessage, isGameMessage } from './contract/play';
export { AGENT_REGISTER_ERROR_CODES, DOWNLINE_KINDS, type AgentRegisterBody, type AgentRegisterInfo, type AgentRegisterValue, type DownlineKind } from './contract/agentRegister';
export { AGENT_TYPES, GAME_TYPES, MEMBER_TYPES, PRIZE_MODES, REALTIME, SEAMLESS_VENDOR, TRIAL_TYPE, VN_LOTTERY_VENDOR, type AuthMode, type RouteDef, coreRoutes } from './contract/routes';
export { ERROR_CODES } from './contract/errorCodes';
export { agentAccountRoutes, authRoutes, bettingRoutes, lotteryApiRoutes, routes, searchRoutes } from './contract/featureRoutes';
export { CASHIER_ERROR_CODES, cashierRoutes } from './contract/cashierRoutes';
export {
  type DepositLimitExceeded,
  EXCLUSION_DURATIONS,
  EXCLUSION_KINDS,
  LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_HOURS,
  REALITY_CHECK_MINUTES,
  RESPONSIBLE_GAMING_ERROR_CODES,
  responsibleGamingRoutes,
} from './contract/responsibleGamingRoutes';
export { PROOF_CONTENT_TYPES, PROOF_ERROR_CODES, PROOF_FILE_FIELD, PROOF_MAX_BYTES, PROOF_MAX_COUNT, WITHDRAW_PROOF_PATH } from './contract/withdrawProofRules';
export { LOGIN_VERIFY_METHODS, SECURITY_ERROR_CODES, securityRoutes } from './contract/securityRoutes';
export {
  CONTRACT_ENDPOINTS,
  CONTRACT_ERROR_CODES,
  CONTRACT_FUNDS_FLAGS,
  CONTRACT_MAX_TIERS,
  CONTRACT_TIER_FIELDS,
  CONTRACT_TYPES,
  DIVIDEND_PERIODS,
  type ContractTypeName,
  contractRoutes,
} from './contract/contractRoutes';
export { AGENT_ERROR_CODES, DOWNLINE_PAGE_DEFAULT, DOWNLINE_PAGE_MAX, DOWNLINE_TRANSFER_MIN_AMOUNT, TEAM_OVERVIEW_MAX_DAYS, agentRoutes } from './contract/agentRoutes';
export { TEAM_PROFIT_LOSS_PAGE_DEFAULT, TEAM_PROFIT_LOSS_PAGE_MAX, TEAM_PROFIT_LOSS_SORTS, agentLossIncomeRoutes } from './contract/agentRoutes';
export { TEAM_RECORDS_PAGE_DEFAULT, TEAM_RECORDS_PAGE_MAX, TEAM_TRANSACTION_FILTERS, TEAM_TRANSACTION_FILTER_KINDS, agentTeamRecordRoutes } from './contract/agentTeamRecordsRoutes';
export { registerRoutes, routeOf } from './transport/routeTable';
export { type ClientConfig, DEFAULT_TIMEOUT_MS, type ResolvedClientConfig, configureClient, getClientConfig } from './transport/config';
export { NetworkError, type NetworkErrorKind, PlatformError, type PlatformErrorInit, isNetworkError, isPlatformError } from './transport/errors';
export { resolveImageUrl } from './transport/images';
export { type QueryValue, type RequestOptions, buildPath, request } from './transport/request';
export { LOCAL_KEYS, SESSION_KEYS } from './transport/storage';
export { BOOT_BANNER_CLASS, BOOT_DATA_ELEMENT_ID, BOOT_DATA_VERSION, type BootData } from './contract/bootData';
