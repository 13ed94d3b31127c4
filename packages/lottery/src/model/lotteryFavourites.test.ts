import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOTTFAV_KEY,
  MAX_LOTTERY_FAVOURITES,
  getLotteryFavourites,
  parseLotteryFavourites,
  resetLotteryFavouritesMemory,
  setLotteryFavourites,
  subscribeLotteryFavourites,
  toggleLotteryFavourite,
} from './lotteryFavourites';

beforeEach(() => {
  localStorage.clear();
  resetLotteryFavouritesMemory();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LOTTFAV (spec §1, §3: lottery favourites per username in local storage)', () => {
  it('stores one JSON object under LOTTFAV keyed by the lower-cased username', () => {
    toggleLotteryFavourite('Player1', 'GW_642');
    toggleLotteryFavourite('player1', 'VN_NORTH');
    expect(LOTTFAV_KEY).toBe('LOTTFAV');
    expect(JSON.parse(localStorage.getItem('LOTTFAV') ?? 'null')).toEqual({ player1: ['GW_642', 'VN_NORTH'] });
    expect(getLotteryFavourites('PLAYER1')).toEqual(['GW_642', 'VN_NORTH']);
  });

  it('keeps another user on the same browser apart', () => {
    toggleLotteryFavourite('player1', 'GW_642');
    toggleLotteryFavourite('maria', 'SEA_5D');
    expect(getLotteryFavourites('player1')).toEqual(['GW_642']);
    expect(getLotteryFavourites('maria')).toEqual(['SEA_5D']);
    toggleLotteryFavourite('maria', 'SEA_5D');
    expect(getLotteryFavourites('maria')).toEqual([]);
    expect(JSON.parse(localStorage.getItem('LOTTFAV') ?? 'null')).toEqual({ player1: ['GW_642'] });
  });

  it('toggles: adds at the end, removes when present', () => {
    expect(toggleLotteryFavourite('player1', 'A1')).toEqual(['A1']);
    expect(toggleLotteryFavourite('player1', 'B2')).toEqual(['A1', 'B2']);
    expect(toggleLotteryFavourite('player1', 'A1')).toEqual(['B2']);
  });

  it.each([
    ['corrupt JSON', '{"player1": ["GW_642"'],
    ['an array', '["GW_642"]'],
    ['a string', '"GW_642"'],
    ['null', 'null'],
  ])('treats %s as no favourites and never throws', (_case, raw) => {
    localStorage.setItem('LOTTFAV', raw);
    expect(getLotteryFavourites('player1')).toEqual([]);
    // A toggle over a corrupt value starts a fresh object.
    expect(toggleLotteryFavourite('player1', 'GW_642')).toEqual(['GW_642']);
    expect(JSON.parse(localStorage.getItem('LOTTFAV') ?? 'null')).toEqual({ player1: ['GW_642'] });
  });

  it('drops entries of the wrong shape and invalid or repeated codes, keeping the rest', () => {
    expect(parseLotteryFavourites(JSON.stringify({ a: 'GW_642', b: ['GW_642', 7, 'GW_642', 'bad code!', 'SEA_5D'], c: null }))).toEqual({
      b: ['GW_642', 'SEA_5D'],
    });
  });

  it('keeps only the newest favourites past the limit', () => {
    const codes = Array.from({ length: MAX_LOTTERY_FAVOURITES + 5 }, (_, i) => `G${String(i)}`);
    const stored = setLotteryFavourites('player1', codes);
    expect(stored).toHaveLength(MAX_LOTTERY_FAVOURITES);
    expect(stored[0]).toBe('G5');
  });

  it('a blank or missing user has no favourites and writes nothing', () => {
    expect(getLotteryFavourites(null)).toEqual([]);
    expect(toggleLotteryFavourite('  ', 'GW_642')).toEqual([]);
    expect(localStorage.getItem('LOTTFAV')).toBeNull();
  });

  it('keeps working in memory when storage refuses the write (private mode, quota)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => toggleLotteryFavourite('player1', 'GW_642')).not.toThrow();
    expect(getLotteryFavourites('player1')).toEqual(['GW_642']);
  });

  it('reads nothing, without throwing, when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(getLotteryFavourites('player1')).toEqual([]);
  });

  it('tells subscribers about writes here and in other tabs (storage event)', () => {
    const listener = vi.fn();
    const stop = subscribeLotteryFavourites(listener);
    toggleLotteryFavourite('player1', 'GW_642');
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'LOTTFAV' }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'lang' }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    toggleLotteryFavourite('player1', 'GW_642');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
