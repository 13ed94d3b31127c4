/**
 * Art routes: SVG icons, logos, banners and member avatars (`/art/avatar/<member id>.svg`) drawn by `src/art` (spec §8: an unknown code is a
 * 404 and the client shows its fallback image). Long cache, ETag, memoised per catalogue version.
 */
import { createHash } from 'node:crypto';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { renderAvatar, renderBanner, renderFallbackIcon, renderGameIcon, renderLicence, renderLogo, renderVendorLogo } from '../art/index.ts';
import { type PlatformServices } from '../services.ts';

/** Cache-Control of art responses (one week; the URLs are stable per code). */
export const ART_CACHE_CONTROL = 'public, max-age=604800';
const MEMO_LIMIT = 20_000;

/** Registers the `/art/*` routes. */
export function registerArtRoutes(app: FastifyInstance, services: PlatformServices): void {
  const memo = new Map<string, { svg: string; etag: string } | null>();

  const send = async (request: FastifyRequest, reply: FastifyReply, key: string, render: () => Promise<string | undefined>) => {
    const version = (await services.cache.snapshot()).version;
    const memoKey = `${version}:${key}`;
    let entry = memo.get(memoKey);
    if (entry === undefined) {
      const svg = await render();
      entry = svg === undefined ? null : { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"` };
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(memoKey, entry);
    }
    if (entry === null) return reply.callNotFound();
    reply.header('Cache-Control', ART_CACHE_CONTROL).header('ETag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(entry.svg);
  };
  const svgName = (file: string) => (file.endsWith('.svg') ? file.slice(0, -4) : undefined);

  app.get<{ Params: { file: string } }>('/art/game/:file', (request, reply) => {
    const code = svgName(request.params.file);
    return send(request, reply, `game:${request.params.file}`, async () => {
      const game = code ? (await services.cache.snapshot()).gameByCode(code) : undefined;
      return game ? renderGameIcon(game) : undefined;
    });
  });
  app.get<{ Params: { file: string } }>('/art/vendor/:file', (request, reply) => {
    const code = svgName(request.params.file);
    return send(request, reply, `vendor:${request.params.file}`, async () => {
      const lanes = (await services.cache.snapshot()).lanes;
      const vendor = lanes.flatMap((l) => l.vendors).find((v) => v.vassalage === code);
      return vendor ? renderVendorLogo(vendor) : undefined;
    });
  });
  app.get<{ Params: { file: string } }>('/art/banner/:file', (request, reply) => {
    const id = svgName(request.params.file);
    return send(request, reply, `banner:${request.params.file}`, async () => {
      if (!id || !/^\d{1,9}$/.test(id)) return undefined;
      const banner = await services.content.banner(Number(id));
      return banner ? renderBanner(banner) : undefined;
    });
  });
  app.get<{ Params: { file: string } }>('/art/avatar/:file', (request, reply) => {
    const id = svgName(request.params.file);
    return send(request, reply, `avatar:${request.params.file}`, async () => (id && /^\d{1,9}$/.test(id) ? renderAvatar(id) : undefined));
  });
  app.get('/art/fallback.svg', (request, reply) => send(request, reply, 'fallback', async () => renderFallbackIcon()));
  app.get('/art/licence.svg', (request, reply) => send(request, reply, 'licence', async () => renderLicence()));
  app.get('/art/logo.svg', (request, reply) => send(request, reply, 'logo', async () => renderLogo((await services.content.settings()).siteName)));
}
