/**
 * The services one app instance uses, built once per `buildApp` and shared by the routes, the
 * admin socket and the dev endpoints. Everything two instances must agree on (sessions, captcha
 * answers, SMS codes, rate-limit counters) lives in the database, not in these objects.
 */
import { type Database } from './db/database.ts';
import { AccountService } from './accounts/accounts.ts';
import { CaptchaService } from './accounts/captcha.ts';
import { Outbox } from './accounts/outbox.ts';
import { SessionStore } from './accounts/sessions.ts';
import { SmsService } from './accounts/sms.ts';
import { AuthenticatorService } from './accounts/authenticator.ts';
import { LoginVerification } from './accounts/loginVerification.ts';
import { SecurityService } from './accounts/security.ts';
import { SecretBox } from './crypto/secretBox.ts';
import { CatalogueCache } from './catalogue/cache.ts';
import { CatalogueRepository } from './catalogue/repository.ts';
import { join } from 'node:path';
import { ACCOUNT_DEFAULTS, DEFAULT_GAME_PORT, DEFAULT_PAYMENT_PORT, repoRoot } from './config.ts';
import { ContentRepository } from './content.ts';
import { EncryptionService } from './crypto/encryption.ts';
import { FavouriteService } from './favourites/favourites.ts';
import { RecentGames } from './favourites/recent.ts';
import { LotteryService } from './lottery/draws.ts';
import { PasswordHasher } from './security/passwords.ts';
import { RateLimiter } from './security/rateLimiter.ts';
import { AuditLog } from './security/audit.ts';
import { Switches } from './switches.ts';
import { BetService } from './play/bets.ts';
import { LaunchService } from './play/launches.ts';
import { WalletService } from './play/wallets.ts';
import { DepositService } from './cashier/deposits.ts';
import { MessageService } from './cashier/messages.ts';
import { InProcessNotificationBus, type NotificationBus } from './cashier/notifications.ts';
import { PayoutService } from './cashier/payout.ts';
import { WithdrawalService } from './cashier/withdrawals.ts';
import { ResponsibleGamingService } from './accounts/responsibleGaming.ts';
import { UplineTransferService } from './cashier/upline.ts';
import { TeamReports } from './agent/team.ts';
import { LossIncomeReports } from './agent/lossIncome.ts';
import { TeamRecords } from './agent/records.ts';
import { DownlineTransferService } from './agent/transfer.ts';
import { ProofService } from './cashier/proofs.ts';
import { ContractService } from './contracts/contracts.ts';
import { ContractSettler } from './contracts/settlement.ts';

/** Services of one app instance. */
export interface PlatformServices {
  database: Database;
  /** SQL catalogue reads. */
  repository: CatalogueRepository;
  /** In-memory catalogue reads (what the routes use). */
  cache: CatalogueCache;
  content: ContentRepository;
  switches: Switches;
  /** argon2id hashing (tests spy on `verify`). */
  hasher: PasswordHasher;
  /** Shared fixed-window counters. */
  limiter: RateLimiter;
  sessions: SessionStore;
  captcha: CaptchaService;
  sms: SmsService;
  /** Dev outbox of SMS and e-mails. */
  outbox: Outbox;
  /** Account flows (spec §4–§6). */
  accounts: AccountService;
  /** Authenticator apps (TOTP) and their recovery codes (securityCenter, spec §2, §4). */
  authenticator: AuthenticatorService;
  /** The login-IP verification (spec §4). */
  loginVerification: LoginVerification;
  /** The securityCenter page: overview, binding mobile and e-mail (spec §2). */
  security: SecurityService;
  /** Encrypted calls: the platform key and opening sealed bodies (docs/architecture.md "Encrypted calls"). */
  encryption: EncryptionService;
  /** Favourite games (spec §3, §4, §7). */
  favourites: FavouriteService;
  /** Recently played games (spec §2 RECENT, §7). */
  recent: RecentGames;
  /** Lottery menus and draws (spec §7, §9 prize modes). */
  lottery: LotteryService;
  /** Wallets: balance, merchant wallet mode, transfers, bet settlement (src/play). */
  wallets: WalletService;
  /** Game launches and the demo game's sessions (src/play). */
  launches: LaunchService;
  /** Demo game bets and the betting record (src/play). */
  bets: BetService;
  /** Deposit channels, deposits and their settlement (src/cashier/deposits.ts). */
  deposits: DepositService;
  /** Platform messages and the unread count (src/cashier/messages.ts). */
  messages: MessageService;
  /** Where committed notifications are published (in-process; the socket layer subscribes). */
  notifications: NotificationBus;
  /** Payment passwords and payout accounts (src/cashier/payout.ts). */
  payout: PayoutService;
  /** Withdrawals, their confirmation and the operator's decisions (src/cashier/withdrawals.ts). */
  withdrawals: WithdrawalService;
  /** Deposit limits, reality check, cool-off and self-exclusion (src/accounts/responsibleGaming.ts). */
  responsibleGaming: ResponsibleGamingService;
  /** Transfers to the upline agent (src/cashier/upline.ts, spec §6). */
  upline: UplineTransferService;
  /** The agent centre's team overview and downline list (src/agent/team.ts, issue 13). */
  team: TeamReports;
  /** The agent centre's user loss and my income reports (src/agent/lossIncome.ts, issue 13). */
  lossIncome: LossIncomeReports;
  /** The agent centre's team betting and team transactions (src/agent/records.ts, issue 13). */
  teamRecords: TeamRecords;
  /** Transfers of agents to their downlines (src/agent/transfer.ts, issue 13). */
  downlineTransfers: DownlineTransferService;
  /** Proof images of NOT_RECEIVED withdrawals (src/cashier/proofs.ts). */
  proofs: ProofService;
  /** The payment provider's secret (callback signatures); undefined = payments off. */
  paymentSecret?: string;
  /** Agent contracts: offers, answers, terminations, records (src/contracts/contracts.ts, spec §4). */
  contracts: ContractService;
  /** Contract settlement: `settleDue(now)` (src/contracts/settlement.ts; pg-boss triggers it, src/contracts/queue.ts). */
  settlement: ContractSettler;
  /** Clock in milliseconds. */
  now: () => number;
  /** The audit log of events outside an HTTP request, e.g. admin commands (issue 10 §4); records nothing unless given. */
  audit: AuditLog;
}

/** Account settings of {@link createServices} (from `ServerConfig`; defaults {@link ACCOUNT_DEFAULTS}). */
export interface ServiceOptions {
  rateLimitWindowMs?: number;
  rateLimitBlockMs?: number;
  sessionTtlMs?: number;
  /** Sliding idle time-out of a session in ms. */
  sessionIdleMs?: number;
  passwordMaxAgeDays?: number;
  /** Failed logins per window across the site after which every login needs the captcha. */
  loginGlobalFailureBudget?: number;
  /**
   * Demo mode: keep clear captcha answers for `GET /dev/captcha` (the dev tools exist only then),
   * and the development secrets key when `secretsKey` is unset (also with `production`).
   */
  demo?: boolean;
  /** The platform RSA private key (PKCS#8 PEM); absent = generated and kept in the database. */
  platformPrivateKeyPem?: string;
  /** Public origin of the demo game site (launch URLs); absent = `http://localhost:<gamePort>`. */
  gameOrigin?: string;
  /** Port of the demo game site (default 8082), for the default {@link ServiceOptions.gameOrigin}. */
  gamePort?: number;
  /** Where audit events of the services go (issue 10 §4; `buildApp`: the app's logger); absent = nowhere. */
  audit?: AuditLog;
  /** Public origin of the demo payment provider (payment URLs); absent = `http://localhost:<paymentPort>`. */
  paymentOrigin?: string;
  /** Port of the demo payment provider (default 8083), for the default {@link ServiceOptions.paymentOrigin}. */
  paymentPort?: number;
  /** The payment callbacks' HMAC secret; absent = ONLINE deposit channels off, every callback refused. */
  paymentSecret?: string;
  /** The notification bus (e.g. shared by two apps of one process); absent = a new in-process one. */
  notifications?: NotificationBus;
  /** Uploaded files (config `uploadsDir`); absent = `<repo root>/.data/pglite/uploads` (the default `DATA_DIR`'s). */
  uploadsDir?: string;
  /** Whether logins from new addresses are challenged (spec §4); absent = off. */
  loginIpVerification?: boolean;
  /** Key material of the {@link SecretBox} (authenticator secrets); absent = the development key in demo mode, else none. */
  secretsKey?: string;
  /**
   * Production: no development secrets key, unless in demo mode ({@link ServiceOptions.demo}:
   * `npm start` and the e2e suite run the demo with `NODE_ENV=production`).
   */
  production?: boolean;
}

/**
 * Builds the services over an open database.
 * @param database an open, migrated database
 * @param clock the clock (tests inject one; default the system clock)
 * @param options account settings (windows and TTLs in ms, password age in days), the platform key, the game site's origin, the audit log, the payment provider (origin, secret) and the notification bus
 * @throws Error when `platformPrivateKeyPem` is not an RSA private key of at least 2048 bits
 */
export function createServices(database: Database, clock: () => Date = () => new Date(), options: ServiceOptions = {}): PlatformServices {
  const now = () => clock().getTime();
  const db = database.db;
  const repository = new CatalogueRepository(db);
  const content = new ContentRepository(db);
  const hasher = new PasswordHasher();
  const limiter = new RateLimiter(db, now, {
    windowMs: options.rateLimitWindowMs ?? ACCOUNT_DEFAULTS.rateLimitWindowMs,
    blockMs: options.rateLimitBlockMs ?? ACCOUNT_DEFAULTS.rateLimitBlockMs,
  });
  const sessions = new SessionStore(db, now, options.sessionTtlMs ?? ACCOUNT_DEFAULTS.sessionTtlMs, options.sessionIdleMs ?? ACCOUNT_DEFAULTS.sessionIdleMs);
  const captcha = new CaptchaService(db, now, options.demo ?? false);
  const outbox = new Outbox(db, now);
  const sms = new SmsService(db, now, limiter, outbox);
  const responsibleGaming = new ResponsibleGamingService({ db, now });
  const authenticator = new AuthenticatorService({ db, now, limiter, box: SecretBox.of(options.secretsKey, options.demo === true || options.production !== true) });
  const loginVerification = new LoginVerification({ db, now, limiter, sms, authenticator, enabled: options.loginIpVerification ?? false });
  const security = new SecurityService({ db, content, sms, authenticator, verification: loginVerification });
  const accounts = new AccountService({
    db,
    now,
    content,
    hasher,
    limiter,
    sessions,
    captcha,
    sms,
    outbox,
    exclusions: responsibleGaming,
    loginVerification,
    settings: {
      passwordMaxAgeDays: options.passwordMaxAgeDays ?? ACCOUNT_DEFAULTS.passwordMaxAgeDays,
      loginGlobalFailureBudget: options.loginGlobalFailureBudget ?? ACCOUNT_DEFAULTS.loginGlobalFailureBudget,
    },
  });
  const cache = new CatalogueCache(repository, now);
  const lottery = new LotteryService(db, cache, now);
  const switches = new Switches(db, now);
  const wallets = new WalletService({ db, now, switches, content });
  const notifications = options.notifications ?? new InProcessNotificationBus();
  const payment = options.paymentSecret
    ? { secret: options.paymentSecret, origin: options.paymentOrigin ?? `http://localhost:${String(options.paymentPort || DEFAULT_PAYMENT_PORT)}` }
    : undefined;
  const payout = new PayoutService({ db, now, hasher, limiter, content });
  const proofs = new ProofService({ db, now, uploadsDir: options.uploadsDir ?? join(repoRoot(), '.data', 'pglite', 'uploads') });
  const launches = new LaunchService({ db, now, wallets, gameOrigin: options.gameOrigin ?? `http://localhost:${String(options.gamePort || DEFAULT_GAME_PORT)}`, exclusions: responsibleGaming });
  return {
    database,
    repository,
    cache,
    favourites: new FavouriteService(db, cache, now),
    recent: new RecentGames(db, cache, lottery),
    lottery,
    content,
    switches,
    hasher,
    limiter,
    sessions,
    captcha,
    sms,
    outbox,
    accounts,
    authenticator,
    loginVerification,
    security,
    encryption: new EncryptionService(db, now, { privateKeyPem: options.platformPrivateKeyPem }),
    wallets,
    launches,
    bets: new BetService({ db, now, wallets, launches, content }),
    deposits: new DepositService({ db, now, content, bus: notifications, guard: responsibleGaming, ...(payment ? { payment } : {}) }),
    messages: new MessageService(db),
    payout,
    withdrawals: new WithdrawalService({ db, now, payout, notifications, proofs }),
    responsibleGaming,
    upline: new UplineTransferService({ db, now, payout, notifications }),
    team: new TeamReports(db),
    lossIncome: new LossIncomeReports(db),
    teamRecords: new TeamRecords(db),
    downlineTransfers: new DownlineTransferService({ db, now }),
    proofs,
    contracts: new ContractService({ db, now }),
    settlement: new ContractSettler({ db, now }),
    notifications,
    ...(payment ? { paymentSecret: payment.secret } : {}),
    now,
    audit: options.audit ?? new AuditLog(),
  };
}
