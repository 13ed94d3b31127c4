import { describe, expect, it } from 'vitest';
import { lobbySearchParams, parseLobbyFilters } from './lobbyFilters';

describe('lobby filters in the URL', () => {
  it('defaults to HOME, all vendors, ALL, no search, page 1', () => {
    expect(parseLobbyFilters(new URLSearchParams(''))).toEqual({ type: 'HOME', vendor: undefined, classify: 'ALL', q: '', page: 1 });
  });

  it('reads and trims the params, ignoring malformed values', () => {
    const filters = parseLobbyFilters(new URLSearchParams('type=rng&vendor=pg&classify=jp&q=%20Gold%20&page=3'));
    expect(filters).toEqual({ type: 'RNG', vendor: 'PG', classify: 'JP', q: 'Gold', page: 3 });
    expect(parseLobbyFilters(new URLSearchParams('type=SLOTS&vendor=a%20b&page=-2'))).toMatchObject({ type: 'HOME', vendor: undefined, page: 1 });
    expect(parseLobbyFilters(new URLSearchParams('type=fav'))).toMatchObject({ type: 'FAV' });
  });

  it('writes only what differs from the defaults; a game list page uses vassalage', () => {
    expect(lobbySearchParams({ type: 'HOME', vendor: undefined, classify: 'ALL', q: '', page: 1 }).toString()).toBe('');
    const options = { fixedType: 'RNG' as const, vendorParam: 'vassalage' as const };
    expect(lobbySearchParams({ type: 'RNG', vendor: 'PG', classify: 'ALL', q: 'koi', page: 2 }, options).toString()).toBe('vassalage=PG&q=koi&page=2');
    expect(parseLobbyFilters(new URLSearchParams('vassalage=PG'), options)).toMatchObject({ type: 'RNG', vendor: 'PG' });
  });
});
