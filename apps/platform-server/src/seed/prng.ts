/**
 * A small seeded pseudo-random generator (mulberry32) and the helpers the seed uses, so the seed
 * is the same on every call and every machine (no `Math.random`, no clock).
 */

/** A deterministic random source: `next()` returns a float in [0, 1). */
export interface Rng {
  /** The next float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `true` with probability `p` (0..1). */
  chance(p: number): boolean;
  /** One element of a non-empty list, chosen by relative weights (same length as `items`). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
}

/**
 * Creates a mulberry32 generator from a 32-bit seed.
 * @param seed any integer; the same seed gives the same sequence
 * @returns the generator
 */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const at = <T>(items: readonly T[], index: number): T => {
    const item = items[index];
    if (item === undefined) throw new RangeError('rng: empty list');
    return item;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => at(items, Math.floor(next() * items.length)),
    chance: (p) => next() < p,
    weighted: (items, weights) => {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let roll = next() * total;
      for (let i = 0; i < items.length; i += 1) {
        roll -= weights[i] ?? 0;
        if (roll < 0) return at(items, i);
      }
      return at(items, items.length - 1);
    },
  };
}

/**
 * A stable 32-bit hash of a string (FNV-1a), used to derive per-vendor and per-game seeds.
 * @param text any string
 * @returns an unsigned 32-bit integer
 */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
