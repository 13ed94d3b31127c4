import { describe, expect, it } from 'vitest';
import { resolveImageUrl } from './images';
import { LOCAL_KEYS, SESSION_KEYS } from './storage';

describe('resolveImageUrl', () => {
  const cdns = ['https://img1.example.com/', 'https://img2.example.com', '//img3.example.com/static'];

  it('joins CDN and path with exactly one slash', () => {
    expect(resolveImageUrl('/games/PG/1.png', ['https://img1.example.com/'])).toBe('https://img1.example.com/games/PG/1.png');
    expect(resolveImageUrl('games/PG/1.png', ['https://img1.example.com'])).toBe('https://img1.example.com/games/PG/1.png');
  });

  it('uses the same origin for an empty list or an empty entry', () => {
    expect(resolveImageUrl('games/PG/1.png', [])).toBe('/games/PG/1.png');
    expect(resolveImageUrl('//games/x.png', [''])).toBe('//games/x.png');
    expect(resolveImageUrl('games/x.png', [''])).toBe('/games/x.png');
  });

  it('passes absolute URLs through', () => {
    for (const url of ['https://a.example/x.png', 'http://a/x', '//cdn/x.png', 'data:image/svg+xml,%3Csvg%3E', 'blob:abc']) {
      expect(resolveImageUrl(url, cdns)).toBe(url);
    }
  });

  it('picks the CDN by seed, deterministically', () => {
    expect(resolveImageUrl('a.png', cdns, 0)).toBe('https://img1.example.com/a.png');
    expect(resolveImageUrl('a.png', cdns, 1)).toBe('https://img2.example.com/a.png');
    expect(resolveImageUrl('a.png', cdns, 5)).toBe('//img3.example.com/static/a.png');
  });

  it('without a seed keeps one CDN per path and spreads paths over all CDNs', () => {
    const first = resolveImageUrl('games/1.png', cdns);
    expect(resolveImageUrl('games/1.png', cdns)).toBe(first);
    const used = new Set(Array.from({ length: 30 }, (_, i) => new URL(resolveImageUrl(`games/${i}.png`, cdns), 'https://x').host));
    expect(used.size).toBe(3);
  });
});

describe('storage keys', () => {
  it('are the spec §3 names', () => {
    expect(Object.values(SESSION_KEYS)).toEqual(['token', 'isAgent', 'username', 'merchant', 'merchantCode']);
    expect(Object.values(LOCAL_KEYS)).toEqual(['lang', 'hisLang', 'LOTTFAV', 'merchantCode']);
  });
});
