/**
 * The player site's `index.html` as served by the platform (issue 14 "The LCP image is
 * discoverable from the HTML"): the built page with, in its `<head>`,
 *
 * - on the home paths ({@link HOME_PATHS}), `<link rel="preload" as="image" fetchpriority="high">`
 *   of the first `w_home` banner, the home page's largest paint (spec §2 "Banner carousel"), at
 *   exactly the URL the carousel shows it from (the banner's `url` on the image CDNs, resolved by
 *   api-client's `resolveImageUrl`, as the client does), and the same image in the static
 *   skeleton's banner box (`<img class="gh-boot-banner-img">`, api-client's `BOOT_BANNER_CLASS`),
 *   so the largest paint needs no script: it shows as soon as the HTML, its stylesheets and the
 *   image are in;
 * - `<script type="application/json" id="gh-boot">` (api-client's `BOOT_DATA_ELEMENT_ID`, shape `BootData`): the API
 *   answers the first render needs (system status, permission info, the site's announcements
 *   call, the game menus and, on the home paths, HOT's games), so the first render asks for none
 *   of them. JSON is data, never executed, so the CSP
 *   (no inline script without a hash) is unchanged; `<` is escaped as `\u003c`.
 *
 * A static deployment without the platform (a CDN serving the built folder) has neither and still
 * works: the client then asks the API (docs/architecture.md "Deployments: served by the platform, or static on a CDN").
 */
import { type AnnouncementList, BOOT_BANNER_CLASS, BOOT_DATA_ELEMENT_ID, BOOT_DATA_VERSION, type BootData, resolveImageUrl } from '@gamehall/api-client/contract';
import { DEFAULT_LANGUAGE } from '../content.ts';
import { type PlatformServices } from '../services.ts';

/**
 * The home lobby's paths (spec §2: `/`, `/index`, `/index.html`, `/home`, and `/help` which shows
 * the home page under the help modal): the lobby's `lobbyPaths.home`, `homeAliases` and `help`.
 */
export const HOME_PATHS: readonly string[] = ['/', '/index', '/index.html', '/home', '/help'];
/**
 * The announcements call of the site's banners and home page (spec §7: types B,PL,PU,PR,
 * execution B): shell's `SITE_ANNOUNCEMENTS_ARGS`, the cache entry the client seeds.
 */
export const SITE_ANNOUNCEMENTS_QUERY = { types: 'B,PL,PU,PR', execution: 'B' } as const;
/**
 * The static skeleton's banner box in the built `index.html` (@gamehall/vite-config's
 * `BOOT_SKELETON_HTML`), where the first banner's image goes on the home paths.
 */
export const BOOT_BANNER_BOX = '<div class="gh-boot-banner gh-boot-box">';

/** How long the shared part of the inline data (settings, announcements) is reused, in milliseconds. */
export const BOOT_DATA_TTL_MS = 2_000;

/**
 * JSON for an HTML `<script type="application/json">`: `<` as `\u003c` (no `</script>` or
 * `<!--` can end or change the element), U+2028/2029 escaped too.
 * @param value anything JSON-serialisable
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The IP-independent part, shared by requests for {@link BOOT_DATA_TTL_MS}. */
interface SharedPart {
  at: number;
  catalogueVersion: number;
  settings: Awaited<ReturnType<PlatformServices['content']['settings']>>;
  rules: Awaited<ReturnType<PlatformServices['content']['registerRules']>>;
  announcements: AnnouncementList;
  gameMenus: Awaited<ReturnType<PlatformServices['cache']['gameMenus']>>;
  hotGames: Awaited<ReturnType<PlatformServices['cache']['hotGames']>>;
}

/**
 * Renders the served `index.html` with the preload and the inline data (module doc). The
 * settings, registration rules and announcements are read at most once per
 * {@link BOOT_DATA_TTL_MS} and catalogue version; the system status comes from the switches'
 * own cache, per request (a maintenance or region block is never served stale beyond it).
 */
export class IndexPage {
  private shared: SharedPart | undefined;
  private pending: Promise<SharedPart> | undefined;

  /**
   * @param html the built `index.html`
   * @param services the platform services (settings, switches, catalogue cache, content)
   */
  constructor(
    private readonly html: string,
    private readonly services: PlatformServices,
  ) {}

  private async sharedPart(): Promise<SharedPart> {
    const snapshot = await this.services.cache.snapshot();
    const now = this.services.now();
    if (this.shared && now - this.shared.at < BOOT_DATA_TTL_MS && this.shared.catalogueVersion === snapshot.version) return this.shared;
    this.pending ??= (async () => {
      const [settings, rules, announcements, gameMenus, hotGames] = await Promise.all([
        this.services.content.settings(),
        this.services.content.registerRules(),
        this.services.content.announcements({ types: ['B', 'PL', 'PU', 'PR'], language: DEFAULT_LANGUAGE, audience: 'anonymous' }),
        this.services.cache.gameMenus(),
        this.services.cache.hotGames({}),
      ]);
      this.shared = { at: now, catalogueVersion: snapshot.version, settings, rules, announcements, gameMenus, hotGames };
      return this.shared;
    })().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /**
   * The inline data for a request from `ip` (what `systemStatus`, `permissionInfo`, the site's
   * announcements call and `gameMenus` answer it now, anonymous, in EN; on {@link HOME_PATHS},
   * also what `hotGames` answers without a game type or vendor).
   * @param ip the client IP (region restriction, spec §4)
   * @param path the request path (no query); HOT's games are inlined on the home paths only
   */
  async data(ip: string, path = ''): Promise<BootData> {
    const [shared, status] = await Promise.all([this.sharedPart(), this.services.switches.statusFor(ip)]);
    return {
      v: BOOT_DATA_VERSION,
      generatedAt: this.services.now(),
      merchant: shared.settings.merchantCode,
      language: DEFAULT_LANGUAGE,
      catalogueVersion: shared.catalogueVersion,
      systemStatus: { status: status.status, ip },
      permissionInfo: {
        ...shared.settings,
        registerValidation: shared.rules,
        location: { ip },
        maintenance: status.maintenance,
        regionRestriction: status.regionRestriction,
        catalogueVersion: shared.catalogueVersion,
      },
      announcements: { query: SITE_ANNOUNCEMENTS_QUERY, value: shared.announcements },
      gameMenus: shared.gameMenus,
      ...(HOME_PATHS.includes(path) ? { hotGames: { list: shared.hotGames } } : {}),
    };
  }

  /**
   * The page for a navigation to `path` from `ip`: the inline data always; on {@link HOME_PATHS},
   * when there is a `w_home` banner and the site is not blocked, the banner's preload and its
   * image in the skeleton's banner box ({@link BOOT_BANNER_BOX}; decorative, `alt=""`: the
   * skeleton is a placeholder, the carousel's banner is the one a visitor acts on). Falls back to
   * the plain page when the data cannot be read (the client then asks the API).
   * @param path the request path (no query)
   * @param ip the client IP
   */
  async render(path: string, ip: string): Promise<string> {
    let data: BootData;
    try {
      data = await this.data(ip, path);
    } catch {
      return this.html;
    }
    const head: string[] = [];
    let html = this.html;
    const banner = data.announcements.value.banners.find((b) => b.groupName === 'w_home');
    if (banner && data.systemStatus.status === 0 && HOME_PATHS.includes(path)) {
      // No seed, as the client's `useImageUrl`: the preload, the skeleton's and the carousel's `<img>` request one URL.
      const href = escapeAttribute(resolveImageUrl(banner.url, data.permissionInfo.imageCDNs));
      head.push(`<link rel="preload" as="image" href="${href}" fetchpriority="high">`);
      // A function, so that no `$` of the URL is read as a replacement pattern.
      html = html.replace(BOOT_BANNER_BOX, () => `${BOOT_BANNER_BOX}<img class="${BOOT_BANNER_CLASS}" src="${href}" alt="" fetchpriority="high">`);
    }
    head.push(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${jsonForHtml(data)}</script>`);
    const at = html.search(/<\/head>/i);
    return at < 0 ? html : `${html.slice(0, at)}${head.join('')}${html.slice(at)}`;
  }
}
