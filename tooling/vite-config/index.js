// @ts-check
/**
 * Shared Vite configuration of the apps (apps/player-web, apps/agent-web; docs/architecture.md
 * "Apps"): each is a static build; in development the platform's paths are proxied to the
 * platform server; in production a static host (or the platform server, `npm start`) serves
 * dist/. Each app's `vite.config.ts` is `appConfig({ ... })` with its ports and chunk groups.
 */
import react from '@vitejs/plugin-react';
import { testOptions } from '@gamehall/vitest-config';

/** The platform server in development (apps/platform-server, `npm start`). */
export const PLATFORM_DEV_ORIGIN = 'http://127.0.0.1:8080';

/** The platform's path prefixes the dev server proxies to it (relays, login gateway, lottery, art, dev tools). */
export const PLATFORM_PATHS = ['/wps', '/lgw', '/lotto', '/art', '/dev'];

/** The page background and text colours before tokens.css loads (DESIGN tokens `--bg`, `--text`). */
const PAGE_BACKGROUND = '#0f1220';
const PAGE_TEXT = '#f2f4ff';

/**
 * A plugin that puts the head both apps share at the top of `index.html`: charset, viewport
 * (with `viewport-fit=cover` for notched phones), theme and colour scheme, the logo as icon,
 * and the critical CSS that paints the dark page from the first frame (no white flash before
 * tokens.css). An app's index.html keeps only what is its own (title, description, robots).
 * @returns {import('vite').Plugin}
 */
export function appHead() {
  return {
    name: 'gamehall-app-head',
    transformIndexHtml: {
      // After Vite's own HTML processing: the tags go in as written (not through the CSS pipeline).
      order: 'post',
      handler: () => [
        { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
        { tag: 'meta', attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' }, injectTo: 'head-prepend' },
        { tag: 'meta', attrs: { name: 'theme-color', content: PAGE_BACKGROUND }, injectTo: 'head-prepend' },
        { tag: 'meta', attrs: { name: 'color-scheme', content: 'dark' }, injectTo: 'head-prepend' },
        { tag: 'link', attrs: { rel: 'icon', href: '/art/logo.svg', type: 'image/svg+xml' }, injectTo: 'head-prepend' },
        {
          tag: 'style',
          children:
            `html { background: ${PAGE_BACKGROUND}; color: ${PAGE_TEXT}; color-scheme: dark; } ` +
            `body { margin: 0; min-height: 100dvh; background: ${PAGE_BACKGROUND}; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif; }`,
          injectTo: 'head-prepend',
        },
      ],
    },
  };
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
    plugins: [react(), appHead()],
    server: {
      port: options.port,
      strictPort: true,
      // `ws`: the notification socket (/wps/socket) upgrades through the proxy too.
      proxy: Object.fromEntries(PLATFORM_PATHS.map((path) => [path, { target: PLATFORM_DEV_ORIGIN, changeOrigin: true, ws: true }])),
    },
    preview: { port: options.previewPort },
    build: {
      target: 'es2022',
      // `hidden`: maps for error reporting, not referenced from the bundles (and never served).
      sourcemap: 'hidden',
      rolldownOptions: {
        output: {
          codeSplitting: { groups: options.codeSplittingGroups },
          // Lazy chunks and their styles are named by their hash alone: every lazy import's
          // preload list in the entry names its files, and the descriptive names cost about
          // 0.5 kB gzip of home page JS (bench/budget.mjs). The named groups keep their names.
          chunkFileNames: (chunk) => (options.codeSplittingGroups.some((group) => group.name === chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
          assetFileNames: 'assets/[hash][extname]',
        },
      },
    },
    // jsdom: DOMPurify (help, announcement and dialog content) does not sanitise under happy-dom.
    test: testOptions({ environment: 'jsdom', setupFiles: options.testSetupFiles }),
  };
}
