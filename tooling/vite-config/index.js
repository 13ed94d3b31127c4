// @ts-check
/**
 * Shared Vite configuration of the apps (apps/player-web, apps/agent-web; docs/architecture.md
 * "Apps"): each is a static build; in development the platform's paths are proxied to the
 * platform server; in production a static host (or the platform server, `npm start`) serves
 * dist/. Each app's `vite.config.ts` is `appConfig({ ... })` with its ports and chunk groups.
 */
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { testOptions } from '@gamehall/vitest-config';
import { scopedClassNames } from './cssModules.js';

export { scopedClassNames };

/** The platform server in development (apps/platform-server, `npm start`). */
export const PLATFORM_DEV_ORIGIN = 'http://127.0.0.1:8080';

/** The platform's path prefixes the dev server proxies to it (relays, login gateway, lottery, art, dev tools). */
export const PLATFORM_PATHS = ['/wps', '/lgw', '/lotto', '/art', '/dev'];

/** The page background and text colours before tokens.css loads (DESIGN tokens `--bg`, `--text`). */
const PAGE_BACKGROUND = '#0f1220';
const PAGE_TEXT = '#f2f4ff';

/** The raised surface and its highlight of the skeleton's boxes (DESIGN tokens `--gh-color-raised`, `--gh-color-overlay`, `--gh-color-line`). */
const SKELETON_RAISED = '#171b2e';
const SKELETON_HIGHLIGHT = '#1f2440';
const SKELETON_LINE = '#2a3050';

/**
 * The static skeleton of the first paint (issue 14): the page's shape (header bar with the logo,
 * the banner's box, the game-type tabs, a grid of tile boxes) in the sizes of shell's
 * `PageSkeleton`, painted from the HTML before any script runs. It has no words (the visitor's
 * language is not known before the script reads it): its visually hidden status
 * (`gh-boot-status`) is filled with "Loading" by shell's `startApp` for an English visitor;
 * `aria-busy` marks the region as loading. It stays until the app renders into `#root`.
 */
export const BOOT_SKELETON_HTML =
  '<div class="gh-boot" aria-busy="true"><p class="gh-boot-status" role="status"></p>' +
  '<div class="gh-boot-header" aria-hidden="true"><div class="gh-boot-bar"><img class="gh-boot-logo" src="/art/logo.svg" alt="" width="120" height="32"></div></div>' +
  '<div class="gh-boot-rail" aria-hidden="true"></div>' +
  '<div class="gh-boot-body" aria-hidden="true"><div class="gh-boot-banner gh-boot-box"></div>' +
  `<div class="gh-boot-tabs">${'<div class="gh-boot-tab gh-boot-box"></div>'.repeat(5)}</div>` +
  `<div class="gh-boot-grid">${'<div class="gh-boot-tile gh-boot-box"></div>'.repeat(12)}</div>` +
  '</div></div>';

/**
 * The static skeleton's CSS (the same boxes as shell's `PageSkeleton.module.css`). The
 * `gh-boot-banner-img` rule is for the first banner the platform server puts in the banner's box
 * on the home page (apps/platform-server `IndexPage`), `gh-boot-status` for the visually hidden
 * "Loading" status.
 */
const BOOT_SKELETON_CSS =
  `.gh-boot-header { border-bottom: 1px solid ${SKELETON_LINE}; } ` +
  '.gh-boot-bar, .gh-boot-body { max-width: 1280px; margin: 0 auto; padding: 0 8px; box-sizing: border-box; } ' +
  '.gh-boot-bar { display: flex; align-items: center; min-height: 56px; } ' +
  '.gh-boot-logo { display: block; height: 32px; width: auto; margin-left: 48px; } ' +
  '.gh-boot-body { padding: 12px 8px; } ' +
  `.gh-boot-box { background: linear-gradient(90deg, ${SKELETON_RAISED} 0%, ${SKELETON_HIGHLIGHT} 50%, ${SKELETON_RAISED} 100%); background-size: 200% 100%; animation: gh-boot-shimmer 1.4s ease-in-out infinite; border-radius: 10px; } ` +
  '.gh-boot { position: relative; min-height: 100dvh; } .gh-boot-rail { display: none; } ' +
  '.gh-boot-banner { aspect-ratio: 16 / 7; width: calc(100% / 1.272); margin: 0 auto; overflow: hidden; } ' +
  '.gh-boot-banner-img { display: block; width: 100%; height: 100%; object-fit: cover; } ' +
  '.gh-boot-status { position: absolute; width: 1px; height: 1px; margin: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; } ' +
  '.gh-boot-tabs { display: flex; gap: 8px; margin: 16px 0; overflow: hidden; } ' +
  '.gh-boot-tab { flex: 0 0 72px; height: 56px; } ' +
  '.gh-boot-grid { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; } ' +
  '.gh-boot-tile { aspect-ratio: 1; } ' +
  '@media (min-width: 1024px) { .gh-boot-logo { margin-left: 8px; } ' +
  `.gh-boot-rail { display: block; position: absolute; top: 57px; bottom: 0; left: 0; width: 220px; border-right: 1px solid ${SKELETON_LINE}; } ` +
  '.gh-boot-body { max-width: none; margin-left: 220px; padding: 16px 24px; } ' +
  '.gh-boot-banner { aspect-ratio: 21 / 7; } .gh-boot-grid { grid-template-columns: repeat(6, minmax(0, 1fr)); } } ' +
  '@media (prefers-reduced-motion: reduce) { .gh-boot-box { animation: none; } } ' +
  '@keyframes gh-boot-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }';

/**
 * Marks the entry's module script and its modulepreload links `fetchpriority="low"` (issue 14):
 * the first paint (the skeleton, and on the platform's home page the first banner, the largest
 * paint) comes from the HTML and its two stylesheets, not from the JavaScript, so on a slow
 * network the stylesheets and the banner are sent first and the scripts after them instead of
 * sharing the bandwidth with them. Module scripts never block rendering; the scripts still load in
 * parallel with everything else, as soon as the browser has bandwidth for them.
 * @param {string} html the built index.html
 * @returns {string} the same page with the hint on those tags
 */
export function lowPriorityScripts(html) {
  return html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
}

/**
 * A plugin that puts the head both apps share at the top of `index.html`: charset, viewport
 * (with `viewport-fit=cover` for notched phones), theme and colour scheme, the logo as icon,
 * and the critical CSS that paints the dark page from the first frame (no white flash before
 * tokens.css), and fills the empty `<div id="root"></div>` with {@link BOOT_SKELETON_HTML} so the
 * very first paint shows the page's shape without any JavaScript (issue 14); the scripts are
 * {@link lowPriorityScripts}. An app's index.html
 * keeps only what is its own (title, description, robots).
 * @returns {import('vite').Plugin}
 */
export function appHead() {
  return {
    name: 'gamehall-app-head',
    transformIndexHtml: {
      // After Vite's own HTML processing: the tags go in as written (not through the CSS pipeline).
      order: 'post',
      handler: (html) => ({
        html: lowPriorityScripts(html.replace('<div id="root"></div>', `<div id="root">${BOOT_SKELETON_HTML}</div>`)),
        tags: [
          { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
          { tag: 'meta', attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' }, injectTo: 'head-prepend' },
          { tag: 'meta', attrs: { name: 'theme-color', content: PAGE_BACKGROUND }, injectTo: 'head-prepend' },
          { tag: 'meta', attrs: { name: 'color-scheme', content: 'dark' }, injectTo: 'head-prepend' },
          { tag: 'link', attrs: { rel: 'icon', href: '/art/logo.svg', type: 'image/svg+xml' }, injectTo: 'head-prepend' },
          {
            tag: 'style',
            children:
              `html { background: ${PAGE_BACKGROUND}; color: ${PAGE_TEXT}; color-scheme: dark; } ` +
              `body { margin: 0; min-height: 100dvh; background: ${PAGE_BACKGROUND}; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif; } ` +
              BOOT_SKELETON_CSS,
            injectTo: 'head-prepend',
          },
        ],
      }),
    },
  };
}

/** Files below this size (bytes) get no compressed copies (the platform server compresses from 1 KiB too). */
const PRECOMPRESS_THRESHOLD = 1024;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of
 * the build (JS, CSS, SVG, HTML, JSON) of at least {@link PRECOMPRESS_THRESHOLD} bytes, for the
 * server to send as they are (the platform server's `preCompressed` static serving, nginx's
 * `gzip_static`/`brotli_static`, or a CDN that honours them) instead of compressing every request
 * again: a fresh visitor's first load asks for ~10 files at once, and compressing the 440 kB
 * vendor chunk alone took 20–35 ms of the server's CPU per request, at a lower Brotli quality.
 * Source maps are left out (never served). Build only; `vite dev` compresses nothing.
 * @returns {import('vite').Plugin} vite-plugin-compression2's plugin with these settings
 */
function precompressed() {
  return compression({
    include: /\.(js|css|svg|html|json)$/,
    exclude: /\.map$/,
    threshold: PRECOMPRESS_THRESHOLD,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    skipIfLargerOrEqual: true,
    logLevel: 'silent',
  });
}

/**
 * The Vite (and Vitest) configuration of an app.
 * @param {{ port: number, previewPort: number, codeSplittingGroups: Array<{ name: string, test: (id: string) => boolean }>, testSetupFiles?: string[] }} options
 *   `port`: the dev server's (strict: a taken port fails instead of moving); `previewPort`:
 *   `vite preview`'s; `codeSplittingGroups`: Rolldown's chunk groups of the production build
 *   (the app's size budget decides them); `testSetupFiles`: Vitest setup files (e.g. the story
 *   annotations of an app whose stories run as tests).
 * @returns {import('vite').UserConfig & { test: ReturnType<typeof testOptions> }}
 */
export function appConfig(options) {
  return {
    plugins: [react(), appHead(), precompressed()],
    server: {
      port: options.port,
      strictPort: true,
      // `ws`: the notification socket (/wps/socket) upgrades through the proxy too.
      proxy: Object.fromEntries(PLATFORM_PATHS.map((path) => [path, { target: PLATFORM_DEV_ORIGIN, changeOrigin: true, ws: true }])),
    },
    preview: { port: options.previewPort },
    css: { modules: { generateScopedName: scopedClassNames() } },
    build: {
      target: 'es2022',
      // `hidden`: maps for error reporting, not referenced from the bundles (and never served).
      sourcemap: 'hidden',
      rolldownOptions: {
        output: {
          codeSplitting: { groups: options.codeSplittingGroups },
          // Lazy chunks and their styles are named by their hash alone: every lazy import's
          // preload list in the entry names its files, and the descriptive names cost about
          // 0.5 kB gzip of home page JS (bench/budget.mjs); 7 characters, Rolldown's shortest for
          // this many chunks, save another 0.1 kB. The named groups keep their names.
          chunkFileNames: (chunk) => (options.codeSplittingGroups.some((group) => group.name === chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js'),
          assetFileNames: 'assets/[hash:7][extname]',
        },
      },
    },
    // jsdom: DOMPurify (help, announcement and dialog content) does not sanitise under happy-dom.
    test: testOptions({ environment: 'jsdom', setupFiles: options.testSetupFiles }),
  };
}
