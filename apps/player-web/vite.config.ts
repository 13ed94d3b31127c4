/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { appConfig } from '@gamehall/vite-config';

/** The libraries every page needs (grouped into one `vendor` chunk). */
const FIRST_LOAD_LIBRARIES =
  /\/node_modules\/(react|react-dom|scheduler|react-router|@reduxjs\/toolkit|immer|reselect|redux|redux-thunk|react-redux|use-sync-external-store|i18next|react-i18next|@standard-schema\/[^/]+|@babel\/runtime)\//;

/**
 * The small modules the home page needs that are shared between the entry and its lazy parts
 * (matched by file name), grouped into the `app` chunk; left to themselves they become a
 * dozen chunks of a few hundred bytes each, one request apiece (bench/budget.mjs). The banners
 * (`SiteBanners`, its click handling and the `NoticeDialog` wrapper) are shared by the home page
 * and the side menu; the tile, vendor menu, search box, error text and catalogue modules by the
 * home sections and the lazily loaded category browser and search results.
 */
const APP_CHUNK_MODULES =
  /\/(Header|Button|IconButton|paths|icons|siteSettings|Tabs|ErrorState|VendorTile|MenuRegistry|lobbyFilters|session|rootReducer|storage|SectionFrame|FavouritesSkeleton|storedSession|SiteBanners|bannerLinkage|NoticeDialog|EmptyState|VendorMenu|favouriteActions|toUserMessage|useErrorText|useLanguage|LobbyGameTile|SearchBox|favouritesApi|useCatalogue|memberRoot)\.tsx?$/;
/**
 * Files whose names match {@link APP_CHUNK_MODULES} but which the home page does not need: auth's
 * session storage (and the remembered-user module it imports), used only by auth's lazily loaded
 * flows; left out, they go with those chunks (home page JS -0.4 kB gzip, measured with
 * bench/budget.mjs); the member centre's path table, used only by its lazy pages (the home page's
 * menu entries and route read `memberRoot.ts`). Lottery's `paths.ts` stays in: the entry's
 * lottery routes need it, and left out it becomes a chunk of its own, one more request for the
 * same bytes.
 */
const NOT_IN_APP_CHUNK = /\/packages\/(auth\/src\/flows\/model\/storage|member-centre\/src\/paths)\.ts$/;

// The player site (docs/architecture.md "Apps"): the apps' shared configuration with this site's
// ports and chunk groups. One chunk for the libraries every page needs, instead of many small
// shared chunks: they compress better together (home page budget 170 kB gzip,
// docs/contributing.md "Set-up"). The heavy on-demand libraries (sanitiser, QR encoder,
// carousel) stay in their lazy chunks.
const config = appConfig({
  port: 5173,
  previewPort: 4173,
  codeSplittingGroups: [
    // An allow-list, so a library used only by a lazy part (the account forms' formik, yup and
    // lodash-es, the sealing's crypto-js and node-forge, the sanitiser, the QR encoder, the
    // carousel) stays in that part's chunk instead of the home page's.
    { name: 'vendor', test: (id: string) => FIRST_LOAD_LIBRARIES.test(id) },
    // The small modules the home page needs that are shared between the entry and its lazy
    // parts (header, lobby sections, tiles): one chunk instead of a dozen, which saves ~4 kB
    // of gzip and round trips (measured with bench/budget.mjs).
    { name: 'app', test: (id: string) => APP_CHUNK_MODULES.test(id) && !NOT_IN_APP_CHUNK.test(id) },
  ],
});

// No modulepreload polyfill (about 0.25 kB gzip of the entry, paid for the platform's inline boot
// data, issue 14): every browser of the es2022 target but Safari 15–16 supports `modulepreload`,
// and there the preloads are skipped, so its chunks load when imported (same files, later).
export default defineConfig({ ...config, build: { ...config.build, modulePreload: { polyfill: false } } });
