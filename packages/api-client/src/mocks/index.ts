/**
 * Mock platform for tests and Storybook (`@gamehall/api-client/mocks`): deterministic data
 * factories producing valid contract objects (spec §3) and MSW handlers for every endpoint of
 * the contract (spec §7) with the real server's semantics. Browser-safe: the Node
 * `setupServer` helper lives in `@gamehall/api-client/mocks/node`.
 *
 * @packageDocumentation
 */
export { makeMockCatalogue, type MockCatalogue, type MockCatalogueOptions } from './catalogue';
export {
  CLASS_NAMES,
  makeAnnouncement,
  makeBanner,
  makeGame,
  makeGameMenu,
  makeHelpTopic,
  makePermissionInfo,
  makeVendor,
  makeWinner,
} from './factories';
export {
  DEFAULT_WINNER_LIMIT,
  MAX_HOT_GAMES,
  MOCK_PAGING,
  type MockHandlerOptions,
  createHandlers,
  envelope,
  failure,
  handlers,
  cashierMockState,
  playMockState,
  responsibleGamingMockState,
  sortWinners,
} from './handlers';
export {
  CASHIER_ENDPOINTS,
  CASHIER_MESSAGES,
  CASHIER_PAGE_SIZE,
  CashierMockState,
  MOCK_DEPOSIT_CHANNELS,
  MOCK_PAYMENT_ORIGIN,
  MOCK_PAYMENT_PASSWORD,
  MOCK_PAYOUT_METHODS,
  MOCK_WITHDRAW_SETTINGS,
  MOCK_UPLINE_MIN_AMOUNT,
  type CashierEndpointName,
  type CashierMockOptions,
  createCashierHandlers,
} from './cashier';
export {
  MOCK_REBATE_MIN_CLAIM,
  MOCK_REBATE_RATES,
  REWARD_ENDPOINTS,
  REWARD_MESSAGES,
  RewardsMockState,
  type MockBet,
  type RewardEndpointName,
  type RewardsMockOptions,
  createRewardHandlers,
} from './rewards';
export { describeBodyError, describeQueryError } from './validation';
export { CONTRACT_MOCK_ENDPOINTS, CONTRACT_MOCK_PAGE_SIZE, type ContractEndpointName, ContractsMockState, createContractHandlers } from './contracts';
export {
  AGENT_ENDPOINTS,
  AGENT_MESSAGES,
  AgentMockState,
  MOCK_TEAM_SIZE,
  type AgentEndpointName,
  type AgentMockOptions,
  type MockTeamMember,
  createAgentHandlers,
} from './agent';
export {
  AGENT_LOSS_INCOME_ENDPOINTS,
  type AgentLossIncomeEndpointName,
  type AgentLossIncomeMockOptions,
  createAgentLossIncomeHandlers,
  generatedIncome,
} from './agentLossIncome';
export { MOCK_RECOVERY_CODES, MOCK_TOTP_SECRET, SECURITY_ENDPOINTS, type SecurityEndpointName, type SecurityMockOptions, createSecurityHandlers } from './security';
export { AGENT_TEAM_RECORD_ENDPOINTS, type AgentTeamRecordEndpointName, type AgentTeamRecordMockOptions, createAgentTeamRecordHandlers } from './agentTeamRecords';
export { AGENT_REGISTER_ENDPOINTS, MOCK_PLAYER_SITE, type AgentRegisterEndpointName, type AgentRegisterMockOptions, createAgentRegisterHandlers, downlineAgentType } from './agentRegister';
export {
  RESPONSIBLE_GAMING_ENDPOINTS,
  ResponsibleGamingMockState,
  type ResponsibleGamingEndpointName,
  type ResponsibleGamingMockOptions,
  createResponsibleGamingHandlers,
  mockPeriodBounds,
} from './responsibleGaming';
export {
  MOCK_LAUNCH_EXPIRES_IN,
  MOCK_LAUNCH_ORIGIN,
  PLAY_ENDPOINTS,
  PLAY_MESSAGES,
  PLAY_PAGING,
  PlayMockState,
  type MockLaunch,
  type PlayEndpointName,
  type PlayMockFailure,
  type PlayMockOptions,
  createPlayHandlers,
  makeBetRecord,
} from './play';
export {
  DAY_S,
  LOTTERY_GAME_TYPES,
  MOCK_DRAWS_KEPT,
  type MockLotteryRule,
  makeLotteryGame,
  makeOpenedNumero,
  mockDrawAt,
  mockLatestDrawAt,
  mockLotteryGame,
  mockLotteryRuleOf,
  mockNumeroOf,
} from './lottery';
export { mockClientConfig } from './clientConfig';
export {
  ACCOUNT_ENDPOINTS,
  MOCK_ACCOUNTS,
  MOCK_CAPTCHA_ANSWER,
  MOCK_CAPTCHA_PNG,
  MOCK_DEFAULT_PASSWORD,
  MOCK_PASSWORD,
  MOCK_SMS_CODE,
  MOCK_TOTP_CODE,
  MOCK_TRAVELLER,
  mockLoginVerifyMethods,
  mockMaskEmail,
  mockMaskMobile,
  MOCK_LOGIN_CODE_TTL_S,
  type AccountEndpointName,
  type AccountMockOptions,
  type MockAccount,
  type MockAccountStore,
  type MockFailure,
  createAccountHandlers,
  createAccountStore,
  mockBalanceOf,
} from './accounts';
export { MOCK_PUBLIC_KEY, SealedBodyError, readRequestBody } from './requestBody';
export { svgDataUri } from './svg';
