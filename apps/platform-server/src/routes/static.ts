/**
 * Serving the built player site on the same origin (`STATIC_DIR`): hashed `/assets/*` cached
 * for a year, `index.html` never cached, SPA fallback for HTML navigations, source maps (`*.map`)
 * never served, the build's Brotli and gzip copies (`*.br`, `*.gz`) sent as they are.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type PlatformServices } from '../services.ts';
import { HOME_PATHS, IndexPage } from './bootData.ts';

/** Cache-Control of hashed assets. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Cache-Control of index.html and other unhashed files. */
export const HTML_CACHE_CONTROL = 'no-cache';
/** Path prefixes that never fall back to index.html. */
export const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/art', '/dev'];

/** Whether a request is a page navigation the SPA should answer (GET, accepts HTML, not an API path). */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
/**
 * Answers a page navigation with the site's `index.html` (no-cache): rendered by `page` (the
 * banner preload and inline boot data, ./bootData.ts) when given, else the file as built.
 * @param request the navigation
 * @param reply its reply
 * @param page the player site's {@link IndexPage}, or undefined (the agent site, or boot data off)
 */
export async function sendIndex(request: FastifyRequest, reply: FastifyReply, page: IndexPage | undefined): Promise<FastifyReply> {
  void reply.header('Cache-Control', HTML_CACHE_CONTROL).type('text/html; charset=utf-8');
  if (!page) return reply.sendFile('index.html');
  return reply.send(await page.render(request.url.split('?')[0] ?? '/', request.ip));
}

/**
 * Registers static serving of `root`. With `services` (the player site), `index.html` is served
 * through {@link IndexPage} at `/` and the home aliases ({@link HOME_PATHS}) too (the file is read
 * once, at start).
 * @param app the platform app
 * @param root the built site's folder
 * @param services the platform services, to inline the first render's data; omit to serve the file as is
 * @returns the index page renderer for the SPA fallback, or undefined without `services`
 * @throws Error when `root` has no index.html
 */
export async function registerStatic(app: FastifyInstance, root: string, services?: PlatformServices): Promise<IndexPage | undefined> {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`STATIC_DIR ${root} has no index.html (build the player site first)`);
  const page = services ? new IndexPage(readFileSync(join(root, 'index.html'), 'utf8'), services) : undefined;
  if (page) {
    for (const path of HOME_PATHS) app.get(path, (request, reply) => sendIndex(request, reply, page));
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    cacheControl: false,
    // Source maps are built `hidden` (not referenced from the bundles) and never served (issue 10 §2).
    allowedPath: (pathName: string) => !pathName.endsWith('.map'),
    etag: true,
    lastModified: true,
    // The build writes `.br` and `.gz` copies of its text files (tooling/vite-config
    // `precompressed`): sent as they are, with `Vary: Accept-Encoding`, instead of compressing
    // every request again (@fastify/compress leaves an encoded reply alone). Files without a copy
    // (small ones, or a build made without it) are still compressed on the fly.
    preCompressed: true,
    setHeaders: (reply, path) => {
      const rel = path.slice(root.length).replace(/\\/g, '/');
      reply.header('Cache-Control', rel.startsWith('/assets/') ? ASSET_CACHE_CONTROL : HTML_CACHE_CONTROL);
    },
  });
  return page;
}
