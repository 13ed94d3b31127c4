/**
 * The platform database schema (Drizzle ORM, PostgreSQL 15+): catalogue, site content, settings
 * and operator switches. One schema and one migration set (`drizzle/`) for PGlite and PostgreSQL.
 * Money columns are `numeric(18,2)` and read back as strings (ARCHITECTURE.md "Money").
 */
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
