/**
 * The Gamehall reference platform server (spec §7): Fastify routes registered from the
 * contract's endpoint table, over embedded PGlite or a real PostgreSQL with Drizzle ORM.
 * `main.ts` runs it; `admin.ts` is the operator command line.
 *
 * @packageDocumentation
 */
export { buildApp, BODY_LIMIT, redactUrl, serializeRequest, REDACTED, REDACTED_QUERY_KEYS, type BuildAppOptions } from './app.ts';
export { loadConfig, repoRoot, ACCOUNT_DEFAULTS, DEFAULT_GAME_PORT, parseOrigin, type ServerConfig } from './config.ts';
export { openDatabase, migrationsFolder, type AppDb, type Database, type OpenDatabaseOptions } from './db/database.ts';
export { seedIfEmpty, reseed, isEmpty, type SeedResult, type SeedProgress } from './db/seed.ts';
export { seedTeam, TEAM_SEED_DEFAULTS, type TeamSeedOptions, type TeamSeedResult } from './seed/team.ts';
export { CatalogueRepository, escapeLike } from './catalogue/repository.ts';
export { CatalogueCache, CatalogueSnapshot, VERSION_CHECK_MS } from './catalogue/cache.ts';
export { HOT_GAMES_LIMIT, type CatalogueReader, type GameFilter, type GameSlice, type PageRequest } from './catalogue/types.ts';
export { ContentRepository, popupExecutions, type Audience } from './content.ts';
export { Switches, IpRanges, parseCidr, normaliseIp, type SwitchName, type SwitchState, type Cidr } from './switches.ts';
export {
  handlers,
  registerApiRoutes,
  sessionHook,
  clientIdOf,
  CLIENT_COOKIE,
  NOT_LOGGED_IN_MESSAGE,
  PASSWORD_CHANGE_REQUIRED_MESSAGE,
  MUST_CHANGE_ALLOWED,
  type Handlers,
  type HandlerContext,
  type SessionOf,
} from './routes/api.ts';
export { PAGE_DEFAULT, PAGE_MAX, WINNERS_DEFAULT, WINNERS_MAX, boundedInt } from './routes/paging.ts';
export { SEEDED_ACCOUNTS, SEEDED_PASSWORD, DEFAULT_PASSWORD, WALLET_CURRENCY, seedAccountsIfEmpty, type SeededAccount } from './seed/accounts.ts';
export { AccountService, LOGIN_FAILED_MESSAGE, NOT_AGENT_MESSAGE, NOT_MEMBER_MESSAGE, TRIAL_BALANCE, type ClientFacts } from './accounts/accounts.ts';
export { SessionStore, hashToken, tokenFromHeader, type Session, type MemberRow } from './accounts/sessions.ts';
export { CaptchaService, drawCaptcha, CAPTCHA_ALPHABET, CAPTCHA_TTL_MS } from './accounts/captcha.ts';
export { SmsService, smsRecipient, SMS_EXPIRED_MINUTES, SMS_RESEND_MS, SMS_MAX_ATTEMPTS, type SmsPurpose } from './accounts/sms.ts';
export { Outbox, type OutboxMessage } from './accounts/outbox.ts';
export { flagEnabled, checkRegistrationFields, checkNewPassword, fieldError, type FieldProblem, type FieldErrorValue } from './accounts/rules.ts';
export { registerDevRoutes, devAllowed, isLoopback } from './routes/dev.ts';
export { PasswordHasher, passwordWeakness, ARGON2_OPTIONS, PASSWORD_MIN, PASSWORD_MAX } from './security/passwords.ts';
export { RateLimiter, TooManyRequestsError, LIMITS, TOO_MANY_MESSAGE } from './security/rateLimiter.ts';
export { startAdminSocket, sendAdminCommand, type AdminSocket } from './admin/socket.ts';
export { runAdminCommand, parseAdminArgs, type AdminCommand, type AdminResult } from './admin/commands.ts';
export { ok, fail, RequestError, BusinessError, describeValidation } from './http/envelope.ts';
export { createServices, type PlatformServices, type ServiceOptions } from './services.ts';
export { buildDemoGameApp, gameTokenFromHeader, backUrlFor, DEMO_BODY_LIMIT, type BuildDemoGameAppOptions } from './demo/app.ts';
export { WalletService, MAIN_WALLET, FUN_WALLET, FUN_BALANCE, LEDGER_KINDS, type Settlement, type WalletMember } from './play/wallets.ts';
export { LaunchService, LAUNCH_TTL_MS, GAME_SESSION_TTL_MS, hashGameToken, cleanBackUrl, type OpenedLaunch } from './play/launches.ts';
export { BetService, BetBody, MAX_STAKE, checkStake, stakeLadder, type BetAnswer, type GameSessionInfo, type BetRecordPage } from './play/bets.ts';
export { REEL_STRIP, THREE_OF_A_KIND, TWO_CHERRIES, PICK_MULTIPLIER, RTP, slotPay, spinSlot, drawPick, type Outcome } from './play/rtp.ts';
