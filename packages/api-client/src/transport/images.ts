/**
 * Image URLs (spec §9: "a random image CDN ... picked from lists"; spec §3 `imageCDNs`).
 */

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** FNV-1a 32-bit hash of a string: a stable, cheap spread of paths over CDNs. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Turns an image path of the platform (a game's `iconUrl`, a vendor's `lagerIcon`, a banner's
 * `url`) into a URL on one of the image CDNs.
 *
 * The CDN is picked deterministically, so server rendering, tests and the browser cache agree:
 * by `seed` when given (index `seed mod cdns.length`), otherwise by a hash of the path (the same
 * image always comes from the same CDN, different images spread over all of them).
 *
 * @param path - image path relative to the CDN root (with or without a leading `/`); an absolute
 *   URL (`https:`, `//host`, `data:`, `blob:`) is returned unchanged
 * @param cdns - CDN bases from the permission info's `imageCDNs`, e.g. `['https://img1.example.com/']`;
 *   an empty list or an empty entry means the page's own origin
 * @param seed - optional non-negative integer choosing the CDN
 * @returns the URL, joined with exactly one `/` between CDN and path
 */
export function resolveImageUrl(path: string, cdns: readonly string[], seed?: number): string {
  if (ABSOLUTE.test(path)) return path;
  const relative = path.replace(/^\/+/, '');
  if (cdns.length === 0) return `/${relative}`;
  const index = seed === undefined || !Number.isFinite(seed) ? hash(relative) % cdns.length : Math.abs(Math.trunc(seed)) % cdns.length;
  const cdn = (cdns[index] ?? '').replace(/\/+$/, '');
  return `${cdn}/${relative}`;
}
