/**
 * Raster art (docs/architecture.md "Art"): the SVG drawings of `src/art` converted once to WebP, as
 * vendors ship game art, sized for where the client shows them, kept in a memory LRU and a disk
 * cache keyed by the drawing's content, so every image is made once per art version (spec §8: the
 * client shows icons, vendor logos and banners from the URLs the catalogue and announcements give).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pLimit, { type LimitFunction } from 'p-limit';
import sharp from 'sharp';
import { hash } from './svg.ts';

// One libvips thread per image: conversions queue (see RasterCacheOptions.concurrency) instead of
// each spreading over every core while the event loop answers API calls.
sharp.concurrency(1);

/**
 * Version of the drawings: bump it when a renderer of `src/art` changes its output, so every
 * `.webp` URL changes and browsers drop their immutable copies.
 */
export const ART_VERSION = 1;

/** The art kinds served as WebP. */
export type RasterKind = 'game' | 'vendor' | 'banner';

/**
 * Pixel size of each kind: the CSS size where the client shows it × 2 (device pixel ratio 2).
 * Game tiles are at most 128 CSS px wide (square), vendor logos 200×100, banners the full width of
 * a 630 px column (21:7).
 */
export const RASTER_SIZES: Readonly<Record<RasterKind, { width: number; height: number }>> = {
  game: { width: 256, height: 256 },
  vendor: { width: 400, height: 200 },
  banner: { width: 1260, height: 420 },
};

/** WebP quality (0–100) of every raster. */
export const RASTER_QUALITY = 78;

/**
 * The short version tag of one drawing for its URL: changes when the drawing's input or
 * {@link ART_VERSION} changes.
 * @param input the fields the drawing is made from, joined in a stable order
 * @returns 7 base-36 characters
 */
export function artTag(input: string): string {
  return hash(`${String(ART_VERSION)}|${input}`).toString(36).padStart(7, '0');
}

const SVG_ART = /^\/art\/(game|vendor|banner)\/([^/?#]+)\.svg$/;

/**
 * The WebP URL of a stored SVG art URL: `/art/<kind>/<name>.svg` becomes
 * `/art/<kind>/<name>.webp?v=<tag>`; any other URL (an external image, the avatar) is returned as is.
 * @param url the stored URL (catalogue `iconUrl`, vendor `lagerIcon`, banner `url`, announcement `imageUrl`)
 * @param input the fields the drawing is made from (see {@link artTag})
 * @returns the URL the client should load
 */
export function rasterArtUrl(url: string, input: string): string {
  const m = SVG_ART.exec(url);
  if (!m) return url;
  return `/art/${m[1] ?? ''}/${m[2] ?? ''}.webp?v=${artTag(input)}`;
}

/**
 * Converts an SVG drawing to WebP at the given pixel size.
 * @param svg an SVG document of `src/art`
 * @param size output width and height in pixels (the drawing is scaled to fill it)
 * @returns the WebP bytes
 */
export async function svgToWebp(svg: string, size: { width: number; height: number }): Promise<Buffer> {
  // The drawings are authored at their raster size (1 user unit = 1 px), so this scales only if a size differs.
  return sharp(Buffer.from(svg))
    .resize(size.width, size.height, { fit: 'fill' })
    .webp({ quality: RASTER_QUALITY, effort: 4, smartSubsample: true })
    .toBuffer();
}

/** Options of a {@link RasterCache}. */
export interface RasterCacheOptions {
  /** Folder of the disk cache (made on the first write); absent = memory only. */
  dir?: string;
  /** Most images kept in memory (default 2000; the least recently used go first). */
  maxEntries?: number;
  /** Called when a disk read or write fails (the image is still served from memory). */
  onError?: (error: unknown) => void;
  /**
   * Most conversions running at once (default 1); the rest wait in line. A burst of new icons (a
   * search's results, a lane scrolled into view) then takes one core at most, not every core the
   * API answers, the logins' argon2 and the file reads share.
   */
  concurrency?: number;
}

/**
 * WebP images made once: looked up by the SVG's content hash and size in a memory LRU, then the
 * disk, else converted and stored in both. Concurrent requests for one image share one conversion,
 * and conversions wait in a queue ({@link RasterCacheOptions.concurrency}).
 */
export class RasterCache {
  private readonly memory = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private readonly maxEntries: number;
  private readonly limit: LimitFunction;
  /** How many conversions ran (tests, metrics). */
  conversions = 0;

  constructor(private readonly options: RasterCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 2000;
    this.limit = pLimit(options.concurrency ?? 1);
  }

  /** Conversions started and not finished plus those waiting for their turn. */
  get queued(): number {
    return this.limit.activeCount + this.limit.pendingCount;
  }

  /**
   * The WebP of a drawing at a size.
   * @param svg the SVG document
   * @param size pixel width and height
   * @returns the WebP bytes and their key (a content hash usable as an ETag)
   */
  async get(svg: string, size: { width: number; height: number }): Promise<{ webp: Buffer; key: string }> {
    const key = createHash('sha1').update(`${String(size.width)}x${String(size.height)}q${String(RASTER_QUALITY)}|`).update(svg).digest('hex').slice(0, 32);
    const hit = this.memory.get(key);
    if (hit) {
      this.memory.delete(key);
      this.memory.set(key, hit);
      return { webp: hit, key };
    }
    let job = this.pending.get(key);
    if (!job) {
      job = this.load(key, svg, size).finally(() => this.pending.delete(key));
      this.pending.set(key, job);
    }
    const webp = await job;
    this.remember(key, webp);
    return { webp, key };
  }

  private remember(key: string, webp: Buffer): void {
    this.memory.delete(key);
    this.memory.set(key, webp);
    while (this.memory.size > this.maxEntries) {
      const oldest = this.memory.keys().next().value;
      if (oldest === undefined) break;
      this.memory.delete(oldest);
    }
  }

  private async load(key: string, svg: string, size: { width: number; height: number }): Promise<Buffer> {
    const { dir, onError } = this.options;
    const file = dir ? join(dir, key.slice(0, 2), `${key}.webp`) : undefined;
    if (file) {
      try {
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') onError?.(error);
      }
    }
    const webp = await this.limit(() => {
      this.conversions += 1;
      return svgToWebp(svg, size);
    });
    if (file && dir) {
      try {
        await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
        const tmp = `${file}.${String(process.pid)}.tmp`;
        await writeFile(tmp, webp);
        await rename(tmp, file);
      } catch (error) {
        onError?.(error);
      }
    }
    return webp;
  }
}
