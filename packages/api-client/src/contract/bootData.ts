/**
 * The platform's inline first-render data (docs/architecture.md "Deployments: served by the
 * platform, or static on a CDN"): the JSON the platform server writes into the player site's
 * `index.html` and the shell reads before the first render. One shape for both sides.
 */
import type { ValueOf } from './endpoints';

/** The id of the `<script type="application/json">` element holding it. */
export const BOOT_DATA_ELEMENT_ID = 'gh-boot';

/**
 * The class of the first `w_home` banner's `<img>` the platform server puts in the HTML
 * skeleton's banner box on the home page (issue 14: the largest paint comes from the HTML, before
 * any script runs). Shell's `startApp` keeps that skeleton, image included, until the app
 * renders and the lobby's carousel shows the same banner.
 */
export const BOOT_BANNER_CLASS = 'gh-boot-banner-img';

/**
 * Its shape version (another shape is another version; a reader ignores versions it does not
 * know). Version 2 added the game menus and, on the home paths, HOT's games.
 */
export const BOOT_DATA_VERSION = 2;

/** The inline data: each answer field the exact `value` that endpoint answers this request. */
export interface BootData {
  /** Shape version, {@link BOOT_DATA_VERSION}. */
  v: typeof BOOT_DATA_VERSION;
  /** When the server built it, epoch milliseconds (a reader ignores data older than its max age). */
  generatedAt: number;
  /** The merchant code it is for (spec §1 "Multi-merchant"). */
  merchant: string;
  /** Language of the language-dependent answers (a platform code, e.g. `EN`). */
  language: string;
  /** The catalogue version the answers were read at. */
  catalogueVersion: number;
  /** `systemStatus` for the requesting IP (spec §4 "System status"). */
  systemStatus: ValueOf<'systemStatus'>;
  /** `permissionInfo` for the requesting IP (spec §3). */
  permissionInfo: ValueOf<'permissionInfo'>;
  /**
   * The site's announcements call (anonymous audience) with its query and answer; in shape
   * version 1 the query is always the site's (`types` B,PL,PU,PR, `execution` B).
   */
  announcements: { query: { types: string; execution: string }; value: ValueOf<'announcements'> };
  /** `gameMenus` (spec §7 game menus: the header's game type bar and the footer, on every page). */
  gameMenus: ValueOf<'gameMenus'>;
  /**
   * `hotGames` without a game type or vendor, in `language` (the home page's HOT section, spec
   * §2); only on the home paths (`/`, `/index`, `/index.html`, `/home`, `/help`).
   */
  hotGames?: ValueOf<'hotGames'>;
}
