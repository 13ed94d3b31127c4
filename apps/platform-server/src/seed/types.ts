/**
 * The shape of the deterministic seed (spec §3 entities plus the columns the server needs).
 * `buildSeed()` in ./catalogue.ts produces it; the database layer inserts it on first start.
 * Written by the lead as the interface between the seed/art work and the server core.
 */
import type {
  Announcement,
  Banner,
  Game,
  GameType,
  HelpTopic,
  PermissionInfo,
  RegisterFieldRule,
  Vendor,
  WinnerBoardItem,
} from '@gamehall/api-client/contract';

/** A category of the game-type menu as stored: its classes in display order. */
export interface SeedMenu {
  gameType: GameType;
  title: string;
  sort: number;
  classify: { key: string; displayName: string }[];
}

/** A vendor as stored: contract fields plus display order inside its category. */
export interface SeedVendor extends Omit<Vendor, 'gameCount'> {
  sort: number;
}

/** A game as stored: contract fields plus display order and release date (ISO date). */
export interface SeedGame extends Game {
  sort: number;
  releasedAt: string;
}

/** An announcement as stored, per language (platform code EN / TY). */
export interface SeedAnnouncement extends Announcement {
  language: string;
}

/** A help topic as stored, per language. */
export interface SeedHelpTopic extends HelpTopic {
  language: string;
}

/** A banner as stored, per language (headline text is drawn into the art). */
export interface SeedBanner extends Banner {
  language: string;
  sort: number;
  subtitle: string;
}

/** The site settings document without the per-request parts (location, switches). */
export type SeedSettings = Omit<PermissionInfo, 'location' | 'maintenance' | 'regionRestriction' | 'catalogueVersion'>;

/** Everything the seed inserts. Deterministic: the same every time. */
export interface SeedData {
  menus: SeedMenu[];
  vendors: SeedVendor[];
  games: SeedGame[];
  banners: SeedBanner[];
  announcements: SeedAnnouncement[];
  winners: WinnerBoardItem[];
  helpTopics: SeedHelpTopic[];
  settings: SeedSettings;
  registerRules: RegisterFieldRule[];
  /** CIDR ranges blocked when region restriction is on (documentation ranges by default). */
  blockedRanges: string[];
  domains: string[];
}
