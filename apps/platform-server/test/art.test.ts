/** The art routes' WebP answers (src/art/raster.ts) next to the SVG ones (spec §8). */
import { type Banner, type GamePage } from '@gamehall/api-client/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { RASTER_CACHE_CONTROL } from '../src/routes/art.ts';
import { getJson, seededApp } from './helpers.ts';

const env = seededApp();

async function value<T>(url: string): Promise<T> {
  const { status, body } = await getJson<{ success: boolean; value: T }>(env.app, url);
  expect(status).toBe(200);
  return body.value;
}

async function expectWebp(url: string, width: number, height: number): Promise<string> {
  const res = await env.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  expect(res.headers['cache-control']).toBe(RASTER_CACHE_CONTROL);
  const bytes = res.rawPayload;
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
  return String(res.headers.etag);
}

describe('WebP art', () => {
  it('the catalogue gives versioned WebP icon URLs, served as 256×256 WebP, immutable, 304 on revalidation', async () => {
    const page = await value<GamePage>('/wps/relay/GCSGAME_gameList?pageSize=2');
    const game = page.games[0]!;
    expect(game.iconUrl).toMatch(new RegExp(`^/art/game/${game.gameCode}\\.webp\\?v=[0-9a-z]{7}$`));
    const etag = await expectWebp(game.iconUrl, 256, 256);
    const again = await env.app.inject({ method: 'GET', url: game.iconUrl, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // Two games, two tags; the same game, the same URL on every answer.
    expect(page.games[1]!.iconUrl.split('?v=')[1]).not.toBe(game.iconUrl.split('?v=')[1]);
    expect((await value<GamePage>('/wps/relay/GCSGAME_gameList?pageSize=2')).games[0]!.iconUrl).toBe(game.iconUrl);
  });

  it('vendor lanes give 400×200 WebP logos, banners and announcement images 1260×420 WebP', async () => {
    const { data } = await value<{ data: { lanes: { vendors: { vassalage: string; lagerIcon: string }[] }[] } }>('/wps/relay/GCSGAME_newGameVendor');
    const vendor = data.lanes.flatMap((l) => l.vendors)[0]!;
    expect(vendor.lagerIcon).toMatch(/^\/art\/vendor\/[^/]+\.webp\?v=/);
    await expectWebp(vendor.lagerIcon, 400, 200);
    const { banners, promotion } = await value<{ banners: Banner[]; promotion: { imageUrl?: string }[] }>('/wps/relay/MCSFE_getListAnnouncements');
    expect(banners[0]!.url).toMatch(/^\/art\/banner\/\d+\.webp\?v=/);
    await expectWebp(banners[0]!.url, 1260, 420);
    for (const p of promotion) if (p.imageUrl) expect(p.imageUrl).toMatch(/^\/art\/banner\/\d+\.webp\?v=/);
  }, 30_000);

  it('an unversioned .webp URL is not immutable; the .svg URLs still answer SVG', async () => {
    const code = (await value<GamePage>('/wps/relay/GCSGAME_gameList?pageSize=1')).games[0]!.gameCode;
    const bare = await env.app.inject({ method: 'GET', url: `/art/game/${code}.webp` });
    expect(bare.headers['content-type']).toBe('image/webp');
    expect(bare.headers['cache-control']).not.toMatch(/immutable/);
    const svg = await env.app.inject({ method: 'GET', url: `/art/game/${code}.svg` });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('<svg');
  });

  it('unknown codes are 404 as WebP too; avatars have no WebP', async () => {
    for (const url of ['/art/game/NOPE_404.webp?v=abc', '/art/vendor/NOPE.webp', '/art/banner/999999.webp', '/art/banner/abc.webp', '/art/avatar/1.webp']) {
      expect((await env.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
