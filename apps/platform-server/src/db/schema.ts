/**
 * The platform database schema (Drizzle ORM, PostgreSQL 15+): catalogue, site content, settings
 * and operator switches. One schema and one migration set (`drizzle/`) for PGlite and PostgreSQL.
 * Money columns are `numeric(18,2)` and read back as strings (docs/architecture.md "Money").
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Categories of the game-type menu (spec §2, §3). */
export const menus = pgTable('menus', {
  gameType: text('game_type').primaryKey(),
  title: text('title').notNull(),
  sort: integer('sort').notNull(),
});

/** Classes of games inside a category (spec §3 gameClassify), in display order. */
export const menuClasses = pgTable(
  'menu_classes',
  {
    gameType: text('game_type').notNull(),
    key: text('key').notNull(),
    displayName: text('display_name').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameType, t.key] })],
);

/** Vendors (spec §3), one row per vendor code and category. */
export const vendors = pgTable(
  'vendors',
  {
    vassalage: text('vassalage').notNull(),
    gameType: text('game_type').notNull(),
    displayName: text('display_name').notNull(),
    lagerIcon: text('lager_icon').notNull(),
    isGame: text('is_game').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vassalage, t.gameType] })],
);

/** Games (spec §3). */
export const games = pgTable(
  'games',
  {
    nodeId: integer('node_id').primaryKey(),
    gameCode: text('game_code').notNull(),
    vassalage: text('vassalage').notNull(),
    gameType: text('game_type').notNull(),
    gameName: text('game_name').notNull(),
    iconUrl: text('icon_url').notNull(),
    isHot: smallint('is_hot').notNull(),
    supportPlay: smallint('support_play').notNull(),
    isGame: text('is_game').notNull(),
    gameClassify: text('game_classify').notNull(),
    minBet: numeric('min_bet', { precision: 18, scale: 2 }).notNull(),
    minLineNum: integer('min_line_num').notNull(),
    sort: integer('sort').notNull(),
    releasedAt: date('released_at', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('games_type_vendor_sort_idx').on(t.gameType, t.vassalage, t.sort, t.nodeId),
    index('games_vendor_idx').on(t.vassalage),
    index('games_code_idx').on(t.gameCode),
  ],
);

/** Banners per language (spec §3, §9 groups). */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    url: text('url').notNull(),
    linkageType: text('linkage_type').notNull(),
    linkage: text('linkage').notNull(),
    groupName: text('group_name').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.language] })],
);

/** Announcements per language (spec §3): notices, popups, promotions, help. */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    promotionType: text('promotion_type').notNull(),
    execution: text('execution'),
    imageUrl: text('image_url'),
    sort: integer('sort').notNull(),
    publishedAt: text('published_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.language] })],
);

/** Winner board entries (spec §3). `gameType` is the category of the game won, when known. */
export const winners = pgTable('winners', {
  id: integer('id').primaryKey(),
  gameName: text('game_name').notNull(),
  customerName: text('customer_name').notNull(),
  winAmount: numeric('win_amount', { precision: 18, scale: 2 }).notNull(),
  iconUrl: text('icon_url').notNull(),
  gameType: text('game_type'),
});

/** Help centre topics per language (spec §2 /help#tag). */
export const helpTopics = pgTable(
  'help_topics',
  {
    tag: text('tag').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tag, t.language] })],
);

/** The site settings document (permission info without the per-request parts), one row `site`. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  document: jsonb('document').notNull(),
});

/** Registration field rules (spec §5), in display order. */
export const registerRules = pgTable('register_rules', {
  field: text('field').primaryKey(),
  enabled: boolean('enabled').notNull(),
  required: boolean('required').notNull(),
  acceptedPattern: text('accepted_pattern').notNull(),
  minLength: integer('min_length').notNull(),
  maxLength: integer('max_length').notNull(),
  patternId: text('pattern_id').notNull(),
  sort: integer('sort').notNull(),
});

/** Operator switches (`maintenance`, `regionRestriction`), flipped without a restart. */
export const systemSwitches = pgTable('system_switches', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** CIDR ranges blocked while region restriction is on (IPv4 or IPv6). */
export const blockedRanges = pgTable('blocked_ranges', {
  cidr: text('cidr').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The catalogue version (one row, id 1): bumped whenever catalogue data changes. */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mirror domains (spec §7 domainRoute), in order. */
export const domains = pgTable('domains', {
  domain: text('domain').primaryKey(),
  sort: integer('sort').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Accounts (spec §3 "Member info", §4, §6). Everything a second server instance must see lives
// here: members, sessions, captcha answers, SMS codes, rate-limit counters, the RSA key, nonces.
// ---------------------------------------------------------------------------------------------

/**
 * Members of every type (spec §6, §9): 0 member, 4 trial, agents 1/2/41/42; `parentId` is the
 * upline (team tree). `account` is stored lower-case (user names are case-insensitive).
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    nickname: text('nickname').notNull(),
    type: smallint('type').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => members.id),
    /** argon2id PHC string (m=19456, t=2, p=1). */
    passwordHash: text('password_hash').notNull(),
    /** Set while the password is the seeded default one (spec §4: change is forced). */
    passwordIsDefault: boolean('password_is_default').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    mobileNum: text('mobile_num'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    /** Agent invitation code (affiliate code of spec §3), unique when set. */
    affiliateCode: text('affiliate_code'),
    /** Other registration fields (payeeName, qqNum, line, whatsapp, ...), as given. */
    profile: jsonb('profile').notNull().default({}),
    /** Null until the first login (spec §4 firstTimeLogin). */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    disabled: boolean('disabled').notNull().default(false),
    /** Consolidated funds flags (spec §3; 1 = the contract applies), absent keys are 0. */
    consolidatedFunds: jsonb('consolidated_funds').notNull().default({}),
  },
  (t) => [
    uniqueIndex('members_account_idx').on(t.account),
    uniqueIndex('members_mobile_idx').on(t.countryDialingCode, t.mobileNum),
    uniqueIndex('members_affiliate_idx').on(t.affiliateCode),
    index('members_parent_idx').on(t.parentId),
    // Agent centre downline search: account prefix (LIKE 'abc%') in any collation.
    index('members_account_prefix_idx').on(t.account.op('text_pattern_ops')),
  ],
);

/** One wallet per member (spec §3 "Public state" balance), money as numeric(18,2). */
export const wallets = pgTable('wallets', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  balance: numeric('balance', { precision: 18, scale: 2 }).notNull().default('0.00'),
  currency: text('currency').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sessions: the SHA-256 of an opaque random token (≥128 bits), expiry and revocation. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    loginType: text('login_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull(),
    /** Made by a login that answered `passwordExpired: true`: refused everywhere but change password, logout and member info until the password is changed. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * When the session last served a request (sliding idle time-out, `SESSION_IDLE_MS`; issue 10
     * §3): written at most once a minute, so it may lag by up to that.
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/**
 * One-time login codes (spec §4 "a token from the URL query restores login"; issue 10 §3): the
 * SHA-256 of a random 256-bit code that a `?token=` link carries, exchanged once for a session
 * within {@link LOGIN_CODE_TTL_MS}; the row is deleted by the exchange.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Who asked for it: `session` (a logged-in client, e.g. a native wrapper) or `admin` (the operator's command). */
    issuedBy: text('issued_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_codes_expires_idx').on(t.expiresAt)],
);

/** Lifetime of a login code in ms (issue 10 §3: at most 60 s). */
export const LOGIN_CODE_TTL_MS = 60_000;

/** The current captcha of a client (HttpOnly cookie id): answer hash, expiry; deleted when used. */
export const captchas = pgTable('captchas', {
  clientId: text('client_id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  /** The answer in clear, kept only while dev tools are on (GET /dev/captcha for e2e); else null. */
  devAnswer: text('dev_answer'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SMS codes (spec §3 expiredMinutes): one live code per number and purpose, single use. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    /** `+<dialing code><number>`. */
    recipient: text('recipient').notNull(),
    /** `register`, `noLogin` (SMS login, forgot password). */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_recipient_idx').on(t.recipient, t.purpose, t.createdAt)],
);

/** Dev outbox: every SMS and email the platform "sends" (never a real provider). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Rate-limit counters (fixed windows), keyed e.g. `login:ip:203.0.113.9` or `login:acct:alice`. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
  /** While set in the future, the key is refused (too many requests). */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** The platform's RSA key pairs for encrypted calls; the newest active one is served. */
export const platformKeys = pgTable('platform_keys', {
  kid: text('kid').primaryKey(),
  /** SubjectPublicKeyInfo, DER, base64. */
  publicKey: text('public_key').notNull(),
  /** PKCS#8, DER, base64 (never leaves the server). */
  privateKey: text('private_key').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Nonces of accepted encrypted bodies (replay refusal), kept for the freshness window. */
export const usedNonces = pgTable('used_nonces', {
  nonce: text('nonce').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Play (spec §2, §4, §7 "Games and wallet"): vendor wallets, the ledger, transfers, launches,
// demo-game sessions, bets, favourites, recent games and lottery draws. Money is numeric(18,2);
// every balance change writes a ledger entry in the same transaction, so per wallet the balance
// equals the sum of its ledger entries.
// ---------------------------------------------------------------------------------------------

/** The main wallet's name in {@link ledgerEntries} (vendor wallets use their vendor code). */
export const MAIN_WALLET = 'MAIN';

/** Vendor wallets of transfer-wallet merchants (spec §7 GCS_walletTransfer), one per member and vendor. */
export const vendorWallets = pgTable(
  'vendor_wallets',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    vassalage: text('vassalage').notNull(),
    balance: numeric('balance', { precision: 18, scale: 2 }).notNull().default('0.00'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.vassalage] })],
);

/**
 * The ledger: one row per change of a wallet (`wallet` is {@link MAIN_WALLET} or a vendor code),
 * `amount` signed, `balanceAfter` the wallet after it. Kinds: OPENING, BET, PAYOUT,
 * TRANSFER_IN, TRANSFER_OUT (and later DEPOSIT, WITHDRAW, ...). `reference` names the bet or
 * transfer.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    wallet: text('wallet').notNull(),
    kind: text('kind').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 18, scale: 2 }).notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_member_wallet_idx').on(t.memberId, t.wallet, t.id),
    // transactionHistory: newest first over all wallets, and by kind.
    index('ledger_member_idx').on(t.memberId, t.id),
    index('ledger_member_kind_idx').on(t.memberId, t.kind, t.id),
    // Team transactions (src/agent/records.ts): the ledger without bets and payouts, newest first.
    index('ledger_money_time_idx').on(t.createdAt, t.id).where(sql`${t.kind} NOT IN ('BET', 'PAYOUT')`),
  ],
);

/**
 * The ledger's daily roll-up per member and kind: how many entries each UTC day holds and their
 * smallest and largest id, and their amounts' sum. Kept by a statement trigger on `ledger_entries` inserts (migration
 * `0007_ledger_day_counts`), in the inserting transaction, so it is never behind the ledger; the
 * ledger is append-only. transactionHistory reads its totals and page bounds here instead of
 * counting a member's whole history (src/cashier/ledger.ts), personalProfit its sums
 * (src/cashier/profit.ts).
 */
export const ledgerDayCounts = pgTable(
  'ledger_day_counts',
  {
    memberId: integer('member_id').notNull(),
    /** The UTC day of the entries' `created_at`. */
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    entries: integer('entries').notNull(),
    /** The sum of the entries' amounts (signed, exact). */
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    minId: integer('min_id').notNull(),
    maxId: integer('max_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.kind] })],
);

/** Wallet transfers by their client-drawn `transferId` (idempotency key, spec §7 GCS_walletTransfer). */
export const walletTransfers = pgTable('wallet_transfers', {
  transferId: text('transfer_id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  vassalage: text('vassalage').notNull(),
  /** `IN` main → vendor, `OUT` vendor → main. */
  direction: text('direction').notNull(),
  /** What the request asked (null = everything). */
  requested: numeric('requested', { precision: 18, scale: 2 }),
  amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time launch tokens (SHA-256 of the token in the launch URL): what was launched, for whom
 * (null member = free play), from which login session (`sessionTokenHash`: the game ends with
 * it), where the lobby is (`lobbyOrigin`, the only postMessage target); `usedAt` set when the
 * game page opens it.
 */
export const launches = pgTable('launches', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id').references(() => members.id),
  /** The launching login session ({@link sessions} token hash); null for free play. */
  sessionTokenHash: text('session_token_hash').references(() => sessions.tokenHash),
  nodeId: integer('node_id').notNull(),
  freePlay: boolean('free_play').notNull(),
  /** The wallet bets use: {@link MAIN_WALLET}, a vendor code (transfer wallets) or `FUN`. */
  wallet: text('wallet').notNull(),
  lobbyOrigin: text('lobby_origin').notNull(),
  /** Lottery launches: the view asked for (`betting` or `lobby`); null otherwise. */
  lottoView: text('lotto_view'),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Demo game sessions (SHA-256 of the game page's token), opened from a launch; `funBalance` for
 * free play. A member's game session lives only while its login session (`sessionTokenHash`)
 * does: logout, a password change or the login's expiry end it.
 */
export const gameSessions = pgTable('game_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  launchTokenHash: text('launch_token_hash')
    .notNull()
    .references(() => launches.tokenHash),
  memberId: integer('member_id').references(() => members.id),
  /** The login session the game was launched from ({@link sessions} token hash); null for free play. */
  sessionTokenHash: text('session_token_hash').references(() => sessions.tokenHash),
  nodeId: integer('node_id').notNull(),
  wallet: text('wallet').notNull(),
  funBalance: numeric('fun_balance', { precision: 18, scale: 2 }),
  lobbyOrigin: text('lobby_origin').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Bets placed in the demo game: stake, payout and the server-decided outcome, unique per game
 * session and idempotency key (a retried bet counts once). Free-play bets have no member.
 */
export const bets = pgTable(
  'bets',
  {
    id: serial('id').primaryKey(),
    betId: text('bet_id').notNull(),
    gameSessionHash: text('game_session_hash').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    memberId: integer('member_id').references(() => members.id),
    nodeId: integer('node_id').notNull(),
    wallet: text('wallet').notNull(),
    /** `slot` or `pick`. */
    kind: text('kind').notNull(),
    stake: numeric('stake', { precision: 18, scale: 2 }).notNull(),
    payout: numeric('payout', { precision: 18, scale: 2 }).notNull(),
    outcome: jsonb('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bets_bet_id_idx').on(t.betId),
    uniqueIndex('bets_idempotency_idx').on(t.gameSessionHash, t.idempotencyKey),
    index('bets_member_idx').on(t.memberId, t.id),
    // personalProfit: a member's bets of a time range (src/cashier/profit.ts).
    index('bets_member_time_idx').on(t.memberId, t.createdAt),
    // Team betting (src/agent/records.ts): every bet of a time range, newest first.
    index('bets_created_idx').on(t.createdAt, t.id),
  ],
);

/** Favourite games (spec §3 favGameIds), newest first by `createdAt`. */
export const favourites = pgTable(
  'favourites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    nodeId: integer('node_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] }), index('favourites_member_created_idx').on(t.memberId, t.createdAt)],
);

/** Recently launched games (spec §2 RECENT), one row per member and game, written by launches. */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    nodeId: integer('node_id').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] }), index('recent_member_played_idx').on(t.memberId, t.playedAt)],
);

/** Lottery draws (`numero` = issue number) with their opened numbers, per lottery game code. */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    gameCode: text('game_code').notNull(),
    numero: text('numero').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    numbers: jsonb('numbers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameCode, t.numero] }), index('lottery_draws_game_opened_idx').on(t.gameCode, t.openedAt)],
);

// ---------------------------------------------------------------------------------------------
// Cashier (spec §2 depositv2, withdraw, transactionHistory, messageV2; §4 withdrawal
// confirmation and notifications): deposit channels, deposits and provider callbacks, payout
// methods and accounts, withdrawals and their proof, platform messages. Every change of money is
// one transaction with its ledger entry ({@link ledgerEntries} kinds DEPOSIT, WITHDRAW,
// WITHDRAW_REFUND), keyed by an idempotency key.
// ---------------------------------------------------------------------------------------------

/** The merchant's deposit channels (e-wallets, bank transfer) with their own limits; `bank` holds the merchant's account for BANK ones. */
export const depositChannels = pgTable('deposit_channels', {
  channelId: text('channel_id').primaryKey(),
  name: text('name').notNull(),
  /** `ONLINE` (demo payment provider) or `BANK` (operator approves). */
  kind: text('kind').notNull(),
  minAmount: numeric('min_amount', { precision: 18, scale: 2 }).notNull(),
  maxAmount: numeric('max_amount', { precision: 18, scale: 2 }).notNull(),
  /** Preset amounts, decimal strings ascending. */
  presetAmounts: jsonb('preset_amounts').notNull().default([]),
  /** `{ bankName, accountName, accountNumber }` for BANK channels. */
  bank: jsonb('bank'),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * Deposits: `requestId` (client UUID) makes a retried request answer the first deposit;
 * `providerTxnId` (unique) makes the provider's callbacks credit exactly once. Status PENDING →
 * CREDITED | FAILED.
 */
export const deposits = pgTable(
  'deposits',
  {
    depositId: text('deposit_id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    channelId: text('channel_id')
      .notNull()
      .references(() => depositChannels.channelId),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    status: text('status').notNull(),
    /** What the player quotes on a bank transfer (also shown in the history). */
    reference: text('reference').notNull(),
    /** The provider's transaction id, set by the first valid callback. */
    providerTxnId: text('provider_txn_id'),
    /** Operator's or provider's reason of a FAILED deposit. */
    failReason: text('fail_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposits_request_idx').on(t.memberId, t.requestId),
    uniqueIndex('deposits_provider_txn_idx').on(t.providerTxnId),
    index('deposits_member_idx').on(t.memberId, t.createdAt),
    index('deposits_status_idx').on(t.status, t.createdAt),
  ],
);

/** Provider callbacks seen (replay refusal): one row per accepted callback id. */
export const paymentCallbacks = pgTable('payment_callbacks', {
  /** The provider's callback id (or its signature), unique. */
  callbackId: text('callback_id').primaryKey(),
  providerTxnId: text('provider_txn_id').notNull(),
  depositId: text('deposit_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Banks and e-wallets the merchant pays out to. */
export const payoutMethods = pgTable('payout_methods', {
  methodCode: text('method_code').primaryKey(),
  name: text('name').notNull(),
  /** `BANK` or `EWALLET`. */
  kind: text('kind').notNull(),
  /** The account number's format, a regular expression. */
  accountNumberPattern: text('account_number_pattern').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** Payout accounts a member bound (at most 5, one per method and number). */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    accountId: serial('account_id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    methodCode: text('method_code')
      .notNull()
      .references(() => payoutMethods.methodCode),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payout_accounts_number_idx').on(t.memberId, t.methodCode, t.accountNumber)],
);

/** Members' payment passwords (argon2id), one row once set. */
export const paymentPasswords = pgTable('payment_passwords', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  hash: text('hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Transfers to the upline (spec §2 transferUpline, §6): a member's money sent from the main
 * wallet to their upline agent's main wallet. One row per (member, request id), the idempotency
 * key; the two ledger entries (TRANSFER_UPLINE_OUT, TRANSFER_DOWNLINE_IN) carry the request id
 * as their reference.
 */
export const uplineTransfers = pgTable(
  'upline_transfers',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    uplineId: integer('upline_id')
      .notNull()
      .references(() => members.id),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.requestId] }), index('upline_transfers_upline_idx').on(t.uplineId, t.createdAt)],
);

/**
 * Withdrawals: the amount leaves the main wallet when requested (ledger WITHDRAW); a rejection
 * puts it back in the same transaction (WITHDRAW_REFUND). PENDING → REJECTED | PAID → RECEIVED |
 * NOT_RECEIVED | PARTLY_RECEIVED | AUTO_RECEIVED (spec §4).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    withdrawalId: text('withdrawal_id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => payoutAccounts.accountId),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    status: text('status').notNull(),
    rejectReason: text('reject_reason'),
    receivedAmount: numeric('received_amount', { precision: 18, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** PAID: when it counts as received without an answer (merchant setting, default 30 minutes). */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawals_request_idx').on(t.memberId, t.requestId),
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.confirmBy),
  ],
);

/** Proof images of a NOT_RECEIVED withdrawal (png/jpg ≤ 5 MB, ≤ 3), stored outside the web root under `file`. */
export const withdrawalProofs = pgTable('withdrawal_proofs', {
  proofId: text('proof_id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  withdrawalId: text('withdrawal_id').references(() => withdrawals.withdrawalId),
  /** `image/png` or `image/jpeg`, from the content. */
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  /** File name under the uploads directory. */
  file: text('file').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Platform messages (messageV2): notifications of spec §4 and operator notices; deleted ones are gone. */
export const messages = pgTable(
  'messages',
  {
    messageId: serial('message_id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }),
    reference: text('reference'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_member_idx').on(t.memberId, t.messageId), index('messages_unread_idx').on(t.memberId, t.read)],
);

// ---------------------------------------------------------------------------------------------
// Rebates (spec §2 manualRebate): the merchant's rate per game category and the members' claims.
// ---------------------------------------------------------------------------------------------

/** The merchant's rebate rate per game category (percent, e.g. 0.8000 = 0.8 % of valid bets), in `sort` order. */
export const rebateRates = pgTable('rebate_rates', {
  gameType: text('game_type').primaryKey(),
  rate: numeric('rate', { precision: 7, scale: 4 }).notNull(),
  sort: integer('sort').notNull(),
});

/**
 * Paid rebate claims: the bets they covered are the member's bets with `fromBetId < id ≤
 * toBetId` (the watermark: the next claim starts after the last claim's `toBetId`), the amount
 * credited (ledger REBATE, reference = `claimId`) and the categories paid. Unique per (member,
 * requestId): the idempotency key.
 */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    claimId: text('claim_id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    fromBetId: integer('from_bet_id').notNull(),
    toBetId: integer('to_bet_id').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    categories: jsonb('categories').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rebate_claims_request_idx').on(t.memberId, t.requestId), index('rebate_claims_member_idx').on(t.memberId, t.toBetId)],
);

// ---------------------------------------------------------------------------------------------
// Responsible gaming (issue 12; src/accounts/responsibleGaming.ts)
// ---------------------------------------------------------------------------------------------

/**
 * A member's deposit limit per period (`DAILY`, `WEEKLY`, `MONTHLY`): the amount in force (null =
 * none) and a raise or removal waiting until `pending_at` (`pending_amount` null = removal).
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }),
    pendingAmount: numeric('pending_amount', { precision: 18, scale: 2 }),
    /** When the pending raise or removal applies; null = nothing pending. */
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.period] })],
);

/** A member's responsible-gaming preferences: the reality-check interval in minutes (null = off). */
export const responsibleGamingSettings = pgTable('responsible_gaming_settings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  realityCheckMinutes: smallint('reality_check_minutes'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Cool-offs and self-exclusions: never updated or deleted (a member cannot shorten or lift one). */
export const exclusions = pgTable(
  'exclusions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** `COOL_OFF` or `SELF_EXCLUSION`. */
    kind: text('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [index('exclusions_member_idx').on(t.memberId, t.until)],
);

// ---------------------------------------------------------------------------------------------
// Security centre and login-IP verification (spec §2 securityCenter, §4; src/accounts/security.ts, loginVerification.ts)
// ---------------------------------------------------------------------------------------------

/**
 * Addresses each member logged in from (spec §4 login-IP verification): an IPv4 address as is,
 * an IPv6 address as its /64 (`limitSubject`). A login from an address not here asks for the
 * extra verification (src/accounts/loginVerification.ts).
 */
export const memberLoginAddresses = pgTable(
  'member_login_addresses',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    address: text('address').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.address] })],
);

/**
 * A member's authenticator app (RFC 6238 TOTP; spec §4 "Google code"). The base32 secret is
 * sealed with AES-256-GCM (src/crypto/secretBox.ts), never stored in clear. `confirmedAt` null =
 * an enrolment waiting for its first code; `lastStep` = the last time step accepted (a code is
 * never accepted twice).
 */
export const memberAuthenticators = pgTable('member_authenticators', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  sealedSecret: text('sealed_secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: integer('last_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of an authenticator (SHA-256 of the code; each usable once). */
export const memberRecoveryCodes = pgTable(
  'member_recovery_codes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_recovery_codes_member_idx').on(t.memberId)],
);

/**
 * Login challenges (spec §4): a password login from a new address made one instead of a session.
 * Keyed by the SHA-256 of the challenge id; answered once, within `expiresAt`, in at most 5 tries.
 */
export const loginChallenges = pgTable('login_challenges', {
  idHash: text('id_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  address: text('address').notNull(),
  loginType: text('login_type').notNull(),
  agent: boolean('agent').notNull().default(false),
  /** The methods offered (`LoginVerifyMethod[]`). */
  methods: jsonb('methods').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

// ---------------------------------------------------------------------------------------------
// Agent contracts and salaries (issue 13; spec §3 contract fields, §4 contract offers, §6, §9;
// src/contracts/*). A contract binds an upline and its direct downline (the holder); its
// settlements are one row per (contract, period), the idempotency key of the payout.
// ---------------------------------------------------------------------------------------------

/**
 * Contracts (`type` DIVIDEND, DAILY_SALARY, HOURLY_SALARY, REALTIME_SALARY) offered by an upline
 * (`uplineId`) to a direct downline (`memberId`, the holder). Status OFFERED → ACTIVE | REJECTED
 * | TERMINATED; ACTIVE → TERMINATED (`terminatedBy` UPLINE | DOWNLINE | SYSTEM, `terminationReason`
 * BY_UPLINE | BY_DOWNLINE | REPLACED | UPLINE_RATE_LOWERED). At most one OFFERED and one ACTIVE
 * contract per holder and type (partial unique indexes). `tiers` holds `ContractTier[]` (rates
 * and thresholds as decimal strings); `maxRate` their highest rate (percent).
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    uplineId: integer('upline_id')
      .notNull()
      .references(() => members.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    status: text('status').notNull(),
    /** DIVIDEND: DAILY, WEEKLY, SEMIMONTHLY or MONTHLY (spec §9); null for salaries. */
    period: text('period'),
    tiers: jsonb('tiers').notNull(),
    maxRate: numeric('max_rate', { precision: 6, scale: 2 }).notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** When it became ACTIVE (settlement counts bets from here). */
    activeFrom: timestamp('active_from', { withTimezone: true }),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    terminatedBy: text('terminated_by'),
    terminationReason: text('termination_reason'),
  },
  (t) => [
    uniqueIndex('agent_contracts_offered_idx').on(t.memberId, t.type).where(sql`status = 'OFFERED'`),
    uniqueIndex('agent_contracts_active_idx').on(t.memberId, t.type).where(sql`status = 'ACTIVE'`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.type, t.id),
    // Settlement: contracts that may have unsettled periods (active, or terminated recently).
    index('agent_contracts_settle_idx').on(t.type, t.status),
  ],
);

/**
 * Settlements: one row per (contract, period) — the unique index makes a period pay once, even
 * with two servers or after a crash (the row and its ledger entry commit together). Inputs:
 * team valid bet, active members, P&L (payouts − stakes) of `[periodStart, periodEnd)` counted
 * from the contract's start; the tier met (null: none) and its rate; the amount paid (ledger
 * SALARY or DIVIDEND on the holder's main wallet, reference `settlement:<id>`; none when 0.00).
 */
export const contractSettlements = pgTable(
  'contract_settlements',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    validBet: numeric('valid_bet', { precision: 18, scale: 2 }).notNull(),
    activeMembers: integer('active_members').notNull(),
    profitLoss: numeric('profit_loss', { precision: 18, scale: 2 }).notNull(),
    tier: integer('tier'),
    rate: numeric('rate', { precision: 6, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('contract_settlements_period_idx').on(t.contractId, t.periodStart), index('contract_settlements_member_idx').on(t.memberId, t.type, t.periodStart)],
);

// ---- Agent centre: team tree, team reports and transfers to downlines (issue 13, team slice) ----

/**
 * The team tree as a closure table (spec §6 agent team; issue 13 agentTeamOverview,
 * downlineManagmentView): a row per (ancestor, member) pair, `depth` the levels between them
 * (0 = the member itself, 1 = a direct downline). "Every downline of agent X" is the index range
 * `ancestor_id = X AND depth > 0`. Kept by the `member_ancestors_insert` statement trigger on
 * `members` (every insert path: registration, admin createAgent, seeds); a member's `parent_id`
 * never changes afterwards (a trigger refuses it). Migration 0009 backfilled existing members.
 */
export const memberAncestors = pgTable(
  'member_ancestors',
  {
    ancestorId: integer('ancestor_id').notNull(),
    memberId: integer('member_id').notNull(),
    depth: smallint('depth').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.depth, t.memberId] }), uniqueIndex('member_ancestors_member_idx').on(t.memberId, t.ancestorId)],
);

/**
 * The days a member placed at least one real-money bet (UTC days): the active-member test of the
 * team reports (an EXISTS probe per downline over a day range). Kept by the bets trigger of
 * migration 0009 in the betting transaction.
 */
export const memberBetDays = pgTable(
  'member_bet_days',
  {
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

/**
 * A member's first and last day with a real-money bet (UTC days), kept with `member_bet_days` by
 * the bets trigger of migration 0009: the team overview counts a downline active over a range
 * without a probe when one of these days falls in it (or rules it out when the range is outside
 * them), and probes `member_bet_days` only for members who bet before and after the range.
 */
export const memberBetSpan = pgTable('member_bet_span', {
  memberId: integer('member_id').primaryKey(),
  firstDay: date('first_day', { mode: 'string' }).notNull(),
  lastDay: date('last_day', { mode: 'string' }).notNull(),
});

/**
 * The team roll-up (issue 13 agentTeamOverview): per (agent, UTC day) the sums over the agent's
 * whole team (every downline at any depth, not the agent itself). Kept in the inserting
 * transaction by statement triggers of migration 0009 on `bets` (real-money bets: count, stakes,
 * payouts; and `active_members`, downlines whose first bet of that day it was), `ledger_entries`
 * (DEPOSIT; WITHDRAW and WITHDRAW_REFUND, net and positive) and `members` (new members by
 * registration day). Money is exact numeric.
 */
export const teamDayTotals = pgTable(
  'team_day_totals',
  {
    agentId: integer('agent_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    newMembers: integer('new_members').notNull().default(0),
    activeMembers: integer('active_members').notNull().default(0),
    betCount: integer('bet_count').notNull().default(0),
    /** Sum of the stakes (valid bets: every bet settles when placed). */
    stake: numeric('stake', { precision: 20, scale: 2 }).notNull().default('0'),
    payout: numeric('payout', { precision: 20, scale: 2 }).notNull().default('0'),
    deposit: numeric('deposit', { precision: 20, scale: 2 }).notNull().default('0'),
    /** Withdrawn net of refunds, positive. */
    withdraw: numeric('withdraw', { precision: 20, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day] })],
);

/**
 * Transfers of an agent to a downline (issue 13 downlineManagmentView): money sent from the
 * agent's main wallet to a team member's main wallet. One row per (agent, request id), the
 * idempotency key; the two ledger entries (TRANSFER_TO_DOWNLINE on the agent,
 * TRANSFER_FROM_UPLINE on the downline) carry the request id as their reference.
 */
export const downlineTransfers = pgTable(
  'downline_transfers',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.requestId] }), index('downline_transfers_member_idx').on(t.memberId, t.createdAt)],
);
