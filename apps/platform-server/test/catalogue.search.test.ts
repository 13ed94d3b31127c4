import { describe, expect, it } from 'vitest';
import { GameSearchIndex, MatchTier, editDistance, maxEditsFor, trigramsOf, wordsOf } from '@gamehall/api-client/contract';
import { buildSeed } from '../src/seed/catalogue.ts';

const game = (gameName: string, isHot = 0) => ({ gameName, isHot });

describe('search primitives', () => {
  it('edit distance counts insertions, deletions, substitutions and adjacent swaps, capped at the limit', () => {
    expect(editDistance('bonanaza', 'bonanza', 2)).toBe(1);
    expect(editDistance('fortnue', 'fortune', 1)).toBe(1);
    expect(editDistance('dragon', 'wagon', 1)).toBe(2);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
  });

  it('allows 0 edits under 4 letters, 1 up to 7, 2 from 8', () => {
    expect([3, 4, 7, 8].map(maxEditsFor)).toEqual([0, 1, 1, 2]);
  });

  it('splits words and pads trigrams like pg_trgm', () => {
    expect(wordsOf("Lucky-Dragon's Gold 88")).toEqual(['lucky', 'dragon', 's', 'gold', '88']);
    expect([...trigramsOf('ab')]).toEqual(['  a', ' ab', 'ab ']);
  });
});

describe('GameSearchIndex', () => {
  const games = [
    game('Golden Dragon'),
    game('Dragon'),
    game('Sweet Bonanza', 1),
    game('Dragon Tiger'),
    game('Bonanza'),
    game('Snapdragon Riches'),
    game('Big Bass Bonanza', 1),
    game('Wagon Wheels'),
    game('Dragon Tiger Deluxe', 1),
  ];
  const index = new GameSearchIndex(games);
  const names = (term: string) => index.rank(term).map((g) => g.gameName);

  it('ranks exact, then prefix, then word prefix, then substring, hot first within a tier', () => {
    expect(names('dragon')).toEqual(['Dragon', 'Dragon Tiger Deluxe', 'Dragon Tiger', 'Golden Dragon', 'Snapdragon Riches']);
    expect(names('  DRAGON tiger ')).toEqual(['Dragon Tiger', 'Dragon Tiger Deluxe']);
  });

  it('forgives typos: "bonanaza" finds Bonanza (fuzzy tier, hot first)', () => {
    expect(names('bonanaza')).toEqual(['Sweet Bonanza', 'Big Bass Bonanza', 'Bonanza']);
    expect(index.matcher('bonanaza')(4)).toBe(MatchTier.fuzzy);
    expect(names('bonanza')).toEqual(['Bonanza', 'Sweet Bonanza', 'Big Bass Bonanza']);
  });

  it('finds typos while typing (the start of a word) and word order swaps', () => {
    expect(names('bonaz')).toContain('Bonanza');
    expect(names('tiger dragon')).toEqual(['Dragon Tiger Deluxe', 'Dragon Tiger']);
  });

  it('does not stretch short terms, and unrelated words stay out', () => {
    expect(names('dra')).toEqual(['Dragon Tiger Deluxe', 'Dragon', 'Dragon Tiger', 'Golden Dragon', 'Snapdragon Riches']);
    expect(names('drg')).toEqual([]);
    expect(names('zzzzqqq')).toEqual([]);
    expect(names('dragon')).not.toContain('Wagon Wheels');
  });

  it('matches % and _ literally and keeps the candidates subset', () => {
    const odd = new GameSearchIndex([game('50% Off'), game('a_b'), game('ab')]);
    expect(odd.rank('%').map((g) => g.gameName)).toEqual(['50% Off']);
    expect(odd.rank('_').map((g) => g.gameName)).toEqual(['a_b']);
    expect(index.rank('dragon', [games[3]!, games[0]!]).map((g) => g.gameName)).toEqual(['Dragon Tiger', 'Golden Dragon']);
  });

  it('builds in slices between tasks and then answers exactly as one built at once', async () => {
    const seeded = buildSeed().games;
    let yields = 0;
    const sliced = await GameSearchIndex.build(seeded, async () => {
      yields += 1;
    }, 1000);
    expect(yields).toBe(Math.ceil(seeded.length / 1000) - 1);
    const whole = new GameSearchIndex(seeded);
    for (const word of ['dragon', 'bonanaza', 'fortnue', 'go', 'lucky 88']) expect(sliced.rank(word), word).toEqual(whole.rank(word));
  });

  // Its speed is measured by `pnpm bench` ("server search (in process, 10k games)"), not here.
  it('finds games for every bench word over the seeded 10k catalogue, typos included', () => {
    const big = new GameSearchIndex(buildSeed().games);
    for (const word of ['dragon', 'fortune', 'gold', 'bonanaza', 'lucky', 'roy', 'treasure', 'fortnue']) expect(big.rank(word).length, word).toBeGreaterThan(0);
  });
});
