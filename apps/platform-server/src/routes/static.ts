/**
 * Serving the built player site on the same origin (`STATIC_DIR`): hashed `/assets/*` cached
 * for a year, `index.html` never cached, SPA fallback for HTML navigations, source maps (`*.map`)
 * never served.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type FastifyInstance, type FastifyRequest } from 'fastify';

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
 * Registers static serving of `root`.
 * @throws Error when `root` has no index.html
 */
export async function registerStatic(app: FastifyInstance, root: string): Promise<void> {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`STATIC_DIR ${root} has no index.html (build the player site first)`);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    cacheControl: false,
    // Source maps are built `hidden` (not referenced from the bundles) and never served (issue 10 §2).
    allowedPath: (pathName: string) => !pathName.endsWith('.map'),
    etag: true,
    lastModified: true,
    setHeaders: (reply, path) => {
      const rel = path.slice(root.length).replace(/\\/g, '/');
      reply.header('Cache-Control', rel.startsWith('/assets/') ? ASSET_CACHE_CONTROL : HTML_CACHE_CONTROL);
    },
  });
}
