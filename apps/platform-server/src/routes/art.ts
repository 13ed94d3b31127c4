/**
 * Art routes: SVG icons, logos, banners and member avatars (`/art/avatar/<member id>.svg`) drawn by `src/art` (spec §8: an unknown code is a
 * 404 and the client shows its fallback image). Long cache, ETag, memoised per catalogue version.
 * Game icons, vendor logos and banners are also served as WebP (`/art/<kind>/<name>.webp?v=<tag>`, the URLs the
 * catalogue and announcements give, src/art/raster.ts): made once from the SVG, cached in memory and on disk, immutable.
 */
import { createHash } from 'node:crypto';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { RASTER_SIZES, RasterCache, type RasterKind } from '../art/raster.ts';
import { renderAvatar, renderBanner, renderFallbackIcon, renderGameIcon, renderLicence, renderLogo, renderVendorLogo } from '../art/index.ts';
import { type PlatformServices } from '../services.ts';

/** Cache-Control of art responses (one week; the URLs are stable per code). */
export const ART_CACHE_CONTROL = 'public, max-age=604800';
/** Cache-Control of the versioned WebP art (`?v=<tag>`: the URL changes when the drawing changes). */
export const RASTER_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const MEMO_LIMIT = 20_000;

/** Options of {@link registerArtRoutes}. */
export interface ArtRouteOptions {
  /** Folder of the WebP disk cache (config `artCacheDir`); absent = memory only. */
  rasterDir?: string;
  /**
   * Converts the English banners' WebP in the background once the app is ready, so the first
   * visitor's LCP banner is not delayed by its one-time conversion (≈1–2 s each on 2 cores).
   */
  prewarm?: boolean;
}

/**
 * Registers the `/art/*` routes.
 * @param app the Fastify app
 * @param services the platform services (catalogue cache, content)
 * @param options where WebP conversions are kept on disk
 */
export function registerArtRoutes(app: FastifyInstance, services: PlatformServices, options: ArtRouteOptions = {}): void {
  const rasters = new RasterCache({ dir: options.rasterDir, onError: (error) => app.log.warn({ err: error }, 'art cache: disk read/write failed') });
  const memo = new Map<string, { svg: string; etag: string } | null>();

  /**
   * Answers one drawing: `kind` set = the WebP of it (immutable), else the SVG. The SVG is memoised
   * per catalogue version under `key` (shared by the `.svg` and `.webp` URLs of one drawing).
   */
  const send = async (request: FastifyRequest, reply: FastifyReply, key: string, render: () => Promise<string | undefined>, kind?: RasterKind) => {
    const version = (await services.cache.snapshot()).version;
    const memoKey = `${String(version)}:${key}`;
    let entry = memo.get(memoKey);
    if (entry === undefined) {
      const svg = await render();
      entry = svg === undefined ? null : { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"` };
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(memoKey, entry);
    }
    if (entry === null) return reply.callNotFound();
    if (kind) {
      const { webp, key: rasterKey } = await rasters.get(entry.svg, RASTER_SIZES[kind]);
      const etag = `"${rasterKey.slice(0, 22)}"`;
      // Immutable only under a versioned URL (`?v=<tag>` from the catalogue); a bare `.webp` URL revalidates weekly.
      const versioned = typeof (request.query as { v?: unknown } | undefined)?.v === 'string';
      reply.header('Cache-Control', versioned ? RASTER_CACHE_CONTROL : ART_CACHE_CONTROL).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/webp').send(webp);
    }
    reply.header('Cache-Control', ART_CACHE_CONTROL).header('ETag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(entry.svg);
  };
  if (options.prewarm) {
    app.addHook('onReady', () => {
      const warm = async () => {
        const { banners } = await services.content.announcements({ types: ['B'], audience: 'anonymous' });
        for (const banner of banners) {
          const row = await services.content.banner(banner.id);
          if (row) await rasters.get(renderBanner(row), RASTER_SIZES.banner);
        }
      };
      warm().catch((error: unknown) => app.log.warn({ err: error }, 'art cache: banner prewarm failed'));
      return Promise.resolve();
    });
  }
  /** `<name>.svg` or `<name>.webp` → the name and whether WebP was asked; anything else → undefined. */
  const parse = (file: string): { name: string; webp: boolean } | undefined =>
    file.endsWith('.svg') ? { name: file.slice(0, -4), webp: false } : file.endsWith('.webp') ? { name: file.slice(0, -5), webp: true } : undefined;

  app.get<{ Params: { file: string } }>('/art/game/:file', (request, reply) => {
    const asked = parse(request.params.file);
    const code = asked?.name;
    return send(
      request,
      reply,
      `game:${code ?? request.params.file}`,
      async () => {
        const game = code ? (await services.cache.snapshot()).gameByCode(code) : undefined;
        return game ? renderGameIcon(game) : undefined;
      },
      asked?.webp ? 'game' : undefined,
    );
  });
  app.get<{ Params: { file: string } }>('/art/vendor/:file', (request, reply) => {
    const asked = parse(request.params.file);
    const code = asked?.name;
    return send(
      request,
      reply,
      `vendor:${code ?? request.params.file}`,
      async () => {
        const lanes = (await services.cache.snapshot()).lanes;
        const vendor = lanes.flatMap((l) => l.vendors).find((v) => v.vassalage === code);
        return vendor ? renderVendorLogo(vendor) : undefined;
      },
      asked?.webp ? 'vendor' : undefined,
    );
  });
  app.get<{ Params: { file: string } }>('/art/banner/:file', (request, reply) => {
    const asked = parse(request.params.file);
    const id = asked?.name;
    return send(
      request,
      reply,
      `banner:${id ?? request.params.file}`,
      async () => {
        if (!id || !/^\d{1,9}$/.test(id)) return undefined;
        const banner = await services.content.banner(Number(id));
        return banner ? renderBanner(banner) : undefined;
      },
      asked?.webp ? 'banner' : undefined,
    );
  });
  app.get<{ Params: { file: string } }>('/art/avatar/:file', (request, reply) => {
    const asked = parse(request.params.file);
    const id = asked && !asked.webp ? asked.name : undefined;
    return send(request, reply, `avatar:${request.params.file}`, async () => (id && /^\d{1,9}$/.test(id) ? renderAvatar(id) : undefined));
  });
  app.get('/art/fallback.svg', (request, reply) => send(request, reply, 'fallback', async () => renderFallbackIcon()));
  app.get('/art/licence.svg', (request, reply) => send(request, reply, 'licence', async () => renderLicence()));
  app.get('/art/logo.svg', (request, reply) => send(request, reply, 'logo', async () => renderLogo((await services.content.settings()).siteName)));
}
