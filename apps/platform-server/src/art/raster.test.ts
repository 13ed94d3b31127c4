import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ART_VERSION, RasterCache, artTag, rasterArtUrl } from './raster.ts';

const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20"><rect width="40" height="20" fill="${fill}"/></svg>`;
const size = { width: 40, height: 20 };
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('rasterArtUrl', () => {
  it('maps generated SVG art to a versioned WebP URL and leaves other URLs alone', () => {
    expect(rasterArtUrl('/art/game/PG_1.svg', 'a')).toBe(`/art/game/PG_1.webp?v=${artTag('a')}`);
    expect(rasterArtUrl('/art/vendor/PG.svg', 'a')).toMatch(/^\/art\/vendor\/PG\.webp\?v=[0-9a-z]{7}$/);
    expect(rasterArtUrl('/art/banner/101.svg', 'a')).toMatch(/^\/art\/banner\/101\.webp\?v=/);
    for (const url of ['/art/avatar/1.svg', '/art/logo.svg', 'https://cdn.example/x.svg', '/art/game/a/b.svg', '/art/game/x.png']) expect(rasterArtUrl(url, 'a')).toBe(url);
  });

  it('changes the tag when the drawing input changes', () => {
    expect(artTag('Fortune Ox')).not.toBe(artTag('Fortune Ox 2'));
    expect(artTag('x')).toBe(artTag('x'));
    expect(ART_VERSION).toBeGreaterThan(0);
  });
});

describe('RasterCache', () => {
  it('converts once, shares concurrent requests, and reads the disk copy in a new process', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gh-art-'));
    dirs.push(dir);
    const first = new RasterCache({ dir });
    const [a, b] = await Promise.all([first.get(svg('#f00'), size), first.get(svg('#f00'), size)]);
    expect(first.conversions).toBe(1);
    expect(a.webp.equals(b.webp)).toBe(true);
    expect((await sharp(a.webp).metadata()).width).toBe(40);
    await first.get(svg('#f00'), size);
    expect(first.conversions).toBe(1);
    const second = new RasterCache({ dir });
    const c = await second.get(svg('#f00'), size);
    expect(second.conversions).toBe(0);
    expect(c.webp.equals(a.webp)).toBe(true);
    expect(await readdir(dir)).toHaveLength(1);
  });

  it('evicts the least recently used from memory and survives an unwritable disk', async () => {
    const errors: unknown[] = [];
    const dir = await mkdtemp(join(tmpdir(), 'gh-art-'));
    dirs.push(dir);
    const notADir = join(dir, 'file');
    await writeFile(notADir, 'x');
    const cache = new RasterCache({ dir: join(notADir, 'cache'), maxEntries: 1, onError: (e) => errors.push(e) });
    await cache.get(svg('#0f0'), size);
    await cache.get(svg('#00f'), size);
    await cache.get(svg('#0f0'), size);
    expect(cache.conversions).toBe(3);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('converts one image at a time and keeps the rest waiting in line', async () => {
    const cache = new RasterCache();
    const big = { width: 600, height: 600 };
    let done = false;
    const jobs = Promise.all(['#123', '#456', '#789'].map((fill) => cache.get(svg(fill), big))).finally(() => (done = true));
    // Sample until all are made: converting now = started − finished, finished = 3 − in line.
    let mostConverting = 0;
    let mostInLine = 0;
    while (!done) {
      await new Promise((r) => setTimeout(r, 0));
      mostConverting = Math.max(mostConverting, cache.conversions - (3 - cache.queued));
      mostInLine = Math.max(mostInLine, cache.queued);
    }
    await jobs;
    expect(mostConverting).toBe(1);
    expect(mostInLine).toBe(3);
    expect(cache.conversions).toBe(3);
    expect(cache.queued).toBe(0);
  });
});
