/**
 * Wire schemas of the platform's entities (spec §3), as TypeBox schemas. One source for the
 * server's route validation, the client's types and the MSW handlers (docs/architecture.md
 * "Decisions the spec leaves open"). Field names are the spec's.
 */
import { GAME_TYPES } from './routes';
import { Type, type Static, type TLiteral, type TSchema, type TUnion } from 'typebox';

/**
 * A union of string literals from a constant list. (`Type.Union(list.map(Type.Literal))` alone
 * types as `never`, because `map` loses the tuple; this keeps the same schema and the right type.)
 */
export const LiteralUnion = <const T extends readonly string[]>(values: T) =>
  Type.Union(values.map((v) => Type.Literal(v))) as unknown as TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }>;

/** Decimal money as a string with two decimals, e.g. `"1234.50"` (never a float). */
export const Money = Type.String({ pattern: '^-?\\d{1,16}\\.\\d{2}$', description: 'decimal string, 2 decimals' });
/** @see Money */
export type Money = Static<typeof Money>;

/** Game categories of spec §1 (the `gameType` of games, vendors and menus). */
export { GAME_TYPES };
/** A game category code (spec §1). */
export const GameType = LiteralUnion(GAME_TYPES);
/** @see GameType */
export type GameType = Static<typeof GameType>;

/** `isGame` of a vendor or game: `VASSALAGE` means the vendor opens a popup game list (spec §3). */
export const IsGame = Type.Union([Type.Literal('GAME'), Type.Literal('VASSALAGE')]);
/** @see IsGame */
export type IsGame = Static<typeof IsGame>;

/** Game (spec §3). `iconUrl` is a path relative to an image CDN (`imageCDNs` of the permission info). */
export const Game = Type.Object({
  nodeId: Type.Integer({ minimum: 1 }),
  gameCode: Type.String(),
  vassalage: Type.String({ description: 'vendor code' }),
  gameType: GameType,
  gameName: Type.String(),
  iconUrl: Type.String(),
  isHot: Type.Union([Type.Literal(0), Type.Literal(1)]),
  supportPlay: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 = free trial possible' }),
  isGame: IsGame,
  gameClassify: Type.String(),
  minBet: Money,
  minLineNum: Type.Integer({ minimum: 0 }),
});
/** @see Game */
export type Game = Static<typeof Game>;

/** Vendor (spec §3). `lagerIcon` is the logo path (sic, the platform's field name). */
export const Vendor = Type.Object({
  vassalage: Type.String(),
  displayName: Type.String(),
  lagerIcon: Type.String(),
  gameType: GameType,
  isGame: IsGame,
  gameCount: Type.Integer({ minimum: 0 }),
});
/** @see Vendor */
export type Vendor = Static<typeof Vendor>;

/** A class of games inside a category (spec §3 gameClassify: key, displayName, vendors). */
export const GameClassify = Type.Object({
  key: Type.String(),
  displayName: Type.String(),
  vendors: Type.Array(Type.String()),
});
/** @see GameClassify */
export type GameClassify = Static<typeof GameClassify>;

/** A category of the game-type menu (spec §3: title, cards, gameClassify), sorted by `sort`. */
export const GameMenu = Type.Object({
  gameType: GameType,
  title: Type.String(),
  sort: Type.Integer(),
  cards: Type.Array(Vendor),
  gameClassify: Type.Array(GameClassify),
});
/** @see GameMenu */
export type GameMenu = Static<typeof GameMenu>;

/** A lane of GCSGAME_newGameVendor: the vendors of one category. */
export const VendorLane = Type.Object({
  gameType: GameType,
  title: Type.String(),
  vendors: Type.Array(Vendor),
});
/** @see VendorLane */
export type VendorLane = Static<typeof VendorLane>;

/** Winner board item (spec §3). `customerName` is masked by the server. */
export const WinnerBoardItem = Type.Object({
  id: Type.Integer(),
  gameName: Type.String(),
  customerName: Type.String(),
  winAmount: Money,
  iconUrl: Type.String(),
});
/** @see WinnerBoardItem */
export type WinnerBoardItem = Static<typeof WinnerBoardItem>;

/** Banner groups (spec §9). */
export const BANNER_GROUPS = ['w_home', 'w_leftmenu', 'w_reg', 'w_forget'] as const;
/** Where clicking a banner goes: nowhere, an external URL, an app route, a game or a promotion. */
export const LinkageType = Type.Union([
  Type.Literal('NONE'),
  Type.Literal('URL'),
  Type.Literal('ROUTE'),
  Type.Literal('GAME'),
  Type.Literal('PROMOTION'),
]);
/** @see LinkageType */
export type LinkageType = Static<typeof LinkageType>;

/** Banner (spec §3: url, linkageType, groupName) with its linkage target. */
export const Banner = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String({ description: 'image path' }),
  linkageType: LinkageType,
  linkage: Type.String({ description: 'URL, route path, game nodeId or promotion id, per linkageType' }),
  groupName: LiteralUnion(BANNER_GROUPS),
});
/** @see Banner */
export type Banner = Static<typeof Banner>;

/** Announcement types: B banner, PL player notice (marquee), PU popup, PR promotion, H help. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
/** Announcement type code. */
export const AnnouncementType = LiteralUnion(ANNOUNCEMENT_TYPES);
/** @see AnnouncementType */
export type AnnouncementType = Static<typeof AnnouncementType>;

/**
 * Popup audience (`execution`, spec §3): `B` before login (anonymous visitors), `A` after login
 * (logged-in players), `F` for everyone.
 */
export const Execution = Type.Union([Type.Literal('A'), Type.Literal('B'), Type.Literal('F')]);
/** @see Execution */
export type Execution = Static<typeof Execution>;

/** Announcement (spec §3). `content` is server HTML: sanitise before showing. */
export const Announcement = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  promotionType: AnnouncementType,
  execution: Type.Optional(Execution),
  imageUrl: Type.Optional(Type.String()),
  sort: Type.Integer(),
  publishedAt: Type.String({ description: 'ISO 8601' }),
});
/** @see Announcement */
export type Announcement = Static<typeof Announcement>;

/** Announcement data (spec §3): banners, player notices, popup, promotion, help. */
export const AnnouncementList = Type.Object({
  banners: Type.Array(Banner),
  notices: Type.Array(Announcement),
  popup: Type.Array(Announcement),
  promotion: Type.Array(Announcement),
  help: Type.Array(Announcement),
});
/** @see AnnouncementList */
export type AnnouncementList = Static<typeof AnnouncementList>;

/** Whitelabel tree node (spec §3): `enabled` is `'1'` when on. */
export interface WhitelabelNode {
  modId: string;
  enabled: '0' | '1';
  childrenNodes: WhitelabelNode[];
}
/** Schema of {@link WhitelabelNode}: the platform's tree is at most three levels deep. */
const whitelabelLevel = (children: TSchema) =>
  Type.Object({
    modId: Type.String(),
    enabled: Type.Union([Type.Literal('0'), Type.Literal('1')]),
    childrenNodes: Type.Array(children),
  });
export const WhitelabelNode = Type.Unsafe<WhitelabelNode>(whitelabelLevel(whitelabelLevel(whitelabelLevel(Type.Never()))));

/** Pattern families of spec §5, by `patternId`. */
export const PATTERN_IDS = [
  'ANY', 'LETTER_FIRST_ALNUM', 'CHINESE_DIGITS', 'EMAIL', 'ALNUM', 'LETTERS_AND_DIGITS', 'DIGITS',
  'ALNUM_UPPER', 'LETTERS_SPACES', 'NO_SPACES', 'CHINESE_PUNCT', 'DATE', 'LETTERS_SPACE', 'KOREAN',
  'THAI', 'THAI_ENGLISH_SPACES', 'UPPER_SPACES', 'LETTERS_DIGITS_SYMBOLS',
] as const;

/** A registration field rule (spec §3, §5). `acceptedPattern` `*` means anything. */
export const RegisterFieldRule = Type.Object({
  field: Type.String(),
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  acceptedPattern: Type.String(),
  minLength: Type.Integer({ minimum: 0 }),
  maxLength: Type.Integer({ minimum: 0 }),
  patternId: LiteralUnion(PATTERN_IDS),
});
/** @see RegisterFieldRule */
export type RegisterFieldRule = Static<typeof RegisterFieldRule>;

/** Customer service entry (spec §3: csType, path). */
export const CustomerService = Type.Object({ csType: Type.String(), path: Type.String(), label: Type.String() });
/** @see CustomerService */
export type CustomerService = Static<typeof CustomerService>;

/** A configured resource (spec §3 resources by resourceType with url): app downloads, licence, logo, social links. */
export const Resource = Type.Object({ resourceType: Type.String(), url: Type.String() });
/** @see Resource */
export type Resource = Static<typeof Resource>;

/** Region restriction settings: on/off and the blocked CIDR ranges (docs/architecture.md "System status"). */
export const RegionRestriction = Type.Object({ enabled: Type.Boolean(), blocked: Type.Boolean() });
/** @see RegionRestriction */
export type RegionRestriction = Static<typeof RegionRestriction>;

/** Permission/info document (spec §3), the site settings the shell loads first. */
export const PermissionInfo = Type.Object({
  merchantCode: Type.String(),
  siteName: Type.String(),
  customerService: Type.Array(CustomerService),
  domainRoute: Type.Array(Type.String()),
  resources: Type.Array(Resource),
  whitelabel: Type.Array(WhitelabelNode),
  registerValidation: Type.Array(RegisterFieldRule),
  mainDomain: Type.String(),
  analytics: Type.Object({ gtagId: Type.String() }),
  imageCDNs: Type.Array(Type.String()),
  launchGameCDNs: Type.Array(Type.String()),
  location: Type.Object({ ip: Type.String() }),
  maintenance: Type.Boolean(),
  regionRestriction: RegionRestriction,
  currency: Type.Object({ code: Type.String(), symbol: Type.String() }),
  timeZone: Type.String({ description: 'IANA zone, e.g. Asia/Manila' }),
  languages: Type.Array(Type.String()),
  catalogueVersion: Type.Integer(),
});
/** @see PermissionInfo */
export type PermissionInfo = Omit<Static<typeof PermissionInfo>, 'whitelabel'> & { whitelabel: WhitelabelNode[] };

/**
 * System status (spec §4): 0 normal, 1 maintenance, 2 region-restricted; `ip` is the client IP
 * the server saw (shown on the region-blocked page).
 */
export const SystemStatus = Type.Object({
  status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  ip: Type.String(),
});
/** @see SystemStatus */
export type SystemStatus = Static<typeof SystemStatus>;

/** Help centre topic (spec §2 /help#tag): `content` is server HTML. */
export const HelpTopic = Type.Object({ tag: Type.String(), title: Type.String(), content: Type.String(), sort: Type.Integer() });
/** @see HelpTopic */
export type HelpTopic = Static<typeof HelpTopic>;

/** A page of a list (docs/architecture.md: `{ list, pageNo, pageSize, totalPages, total }`). */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    pageNo: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    totalPages: Type.Integer({ minimum: 0 }),
    total: Type.Integer({ minimum: 0 }),
  });

/** A page of games (spec §7: the game list answers `games` and `totalPages`). */
export const GamePage = Type.Object({
  games: Type.Array(Game),
  pageNo: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  totalPages: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
});
/** @see GamePage */
export type GamePage = Static<typeof GamePage>;

/**
 * Every game of the catalogue as a row `[nodeId, gameName, vassalage, isHot]`, in catalogue order
 * (`sort`, `nodeId`: the game list's order without a search), and the catalogue `version` they
 * come from: what `GameSearchIndex` needs to rank a name search exactly as the server does
 * (spec §2, §3; issue 14). About 85 kB over the wire for 10k games (compressed).
 */
export const GameSearchIndexValue = Type.Object({
  version: Type.Integer({ minimum: 0 }),
  games: Type.Array(Type.Tuple([Type.Integer({ minimum: 1 }), Type.String(), Type.String(), Type.Union([Type.Literal(0), Type.Literal(1)])])),
});
/** @see GameSearchIndexValue */
export type GameSearchIndexValue = Static<typeof GameSearchIndexValue>;

/** The response envelope of every call (spec §7). */
export const Envelope = <T extends TSchema>(value: T) =>
  Type.Object({
    success: Type.Boolean(),
    value: value,
    message: Type.String(),
    errorCode: Type.Optional(Type.String()),
  });

/** A response envelope (spec §7). `errorCode` is present on failures. */
export interface EnvelopeOf<T> {
  success: boolean;
  value: T;
  message: string;
  errorCode?: string;
}
