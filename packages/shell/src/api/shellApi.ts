/**
 * Site data the shell loads (spec §3 permission info, §4 system status and announcements,
 * §7 system calls): endpoints injected into the one api of api-client.
 */
/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query's convention for endpoints without an argument: the hooks are then callable with none. */
import { baseApi, type Game, type QueryOf, type ValueOf } from '@gamehall/api-client';
import { getLanguage } from '@gamehall/i18n';

/**
 * Cache tag of the queries whose answer depends on the language (vendors, menus,
 * announcements, help; spec §4 "the vendor list reloads on language change"). Invalidating
 * it refetches them; features may provide it on their own language-dependent queries.
 */
export const LANGUAGE_TAG = 'LanguageDependent' as const;

/**
 * Cache tag of the member's recent games (spec §2 RECENT, §7 GCS_recentGame; the lobby's
 * recent-games query provides it). Every launch writes them, so the lobby's game launch and the
 * lottery launch invalidate it. (Kept here, beside the other tag the home page's first load
 * needs, rather than with the lazily loaded balance.)
 */
export const RECENT_TAG = 'Recent' as const;

/** Announcement query without `language` (added from the current language). */
export type AnnouncementsArgs = Omit<QueryOf<'announcements'>, 'language'>;

/**
 * The announcements call of the site's banners and the home page (spec §7: types B,PL,PU,PR
 * with execution B): banners of every group (spec §9), player notices and the promotions a
 * banner may link. One cache entry serves the home page, the side menu and the account modals
 * (the app prefetches it at start).
 */
export const SITE_ANNOUNCEMENTS_ARGS = { types: 'B,PL,PU,PR', execution: 'B' } as const satisfies AnnouncementsArgs;

/** The shell's endpoints (see the generated hooks exported by the package). */
export const shellApi = baseApi.enhanceEndpoints({ addTagTypes: [LANGUAGE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getSystemStatus: build.query<ValueOf<'systemStatus'>, void>({
      query: () => ({ endpoint: 'systemStatus' }),
    }),
    getPermissionInfo: build.query<ValueOf<'permissionInfo'>, void>({
      query: () => ({ endpoint: 'permissionInfo', query: { language: getLanguage() } }),
    }),
    getGameMenus: build.query<ValueOf<'gameMenus'>, void>({
      query: () => ({ endpoint: 'gameMenus', query: { language: getLanguage() } }),
      providesTags: [LANGUAGE_TAG],
    }),
    getVendors: build.query<ValueOf<'vendors'>, void>({
      query: () => ({ endpoint: 'vendors', query: { platform: 'html5-desktop', language: getLanguage() } }),
      providesTags: [LANGUAGE_TAG],
    }),
    getAnnouncements: build.query<ValueOf<'announcements'>, AnnouncementsArgs | void>({
      query: (args) => ({ endpoint: 'announcements', query: { platform: 'W', ...(args ?? {}), language: getLanguage() } }),
      providesTags: [LANGUAGE_TAG],
    }),
    // The game a GAME banner links (spec §2, §3 Banner: the linkage is its nodeId); null when the catalogue no longer has it.
    getGameByNodeId: build.query<Game | null, string>({
      query: (nodeId) => ({ endpoint: 'gameList', query: { nodeId, pageSize: '1', language: getLanguage() } }),
      transformResponse: (value: ValueOf<'gameList'>) => value.games[0] ?? null,
      providesTags: [LANGUAGE_TAG],
    }),
    getHelpCenter: build.query<ValueOf<'helpCenter'>, void>({
      query: () => ({ endpoint: 'helpCenter', query: { lang: getLanguage(), device: 'WEB' } }),
      providesTags: [LANGUAGE_TAG],
    }),
  }),
});

export const {
  useGetSystemStatusQuery,
  useGetPermissionInfoQuery,
  useGetGameMenusQuery,
  useGetVendorsQuery,
  useGetAnnouncementsQuery,
  useGetHelpCenterQuery,
} = shellApi;
