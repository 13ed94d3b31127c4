import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeGameMenu, makeVendor } from '@gamehall/api-client/mocks';
import { renderWithProviders, startTestServer } from '../testing';
import { shellHandlers } from '../test/fixtures';
import { navTarget } from '../components/GameTypeNav/gameTypeNavModel';
import { ScrollManager } from '../components/ScrollManager/ScrollManager';
import { ChunkLoadError, isChunkLoadError, withChunkTimeout } from './chunks';
import { lotteryPagePath } from './lotteryPagePath';
import { LOTTERY_PATHS, gameTypePath, isGamePagePath, lotteryPaths } from './paths';
import { useAppNavigate } from './useAppNavigate';

startTestServer(shellHandlers());

describe('gameTypePath', () => {
  it('maps every category to its route, with vassalage as query', () => {
    expect(gameTypePath('RNG')).toBe('/rng');
    expect(gameTypePath('RNG', 'PG')).toBe('/rng?vassalage=PG');
    expect(gameTypePath('LIVE')).toBe('/live');
    expect(gameTypePath('COCKFIGHT')).toBe('/cockfight');
    expect(gameTypePath('ELOTT')).toBe('/elott');
    expect(isGamePagePath('/seamless')).toBe(true);
    expect(isGamePagePath('/rng')).toBe(false);
  });
});

describe('lottery paths (spec §2 routes, §4)', () => {
  it('link a lottery page with its selected game, URL-encoded', () => {
    expect(lotteryPagePath('vnLottery', 'VN_NORTH')).toBe('/vnLottery?gameCode=VN_NORTH');
    expect(lotteryPagePath('lottery', 'A B&C')).toBe('/lottery?gameCode=A%20B%26C');
    expect(lotteryPagePath('seaLottery')).toBe('/seaLottery');
  });

  it('guard the three pages and their named aliases; the seamless page is a game page too', () => {
    expect(LOTTERY_PATHS).toEqual(['/lottery', '/seaLottery', '/vnLottery', '/lottert', '/vnlottery', '/sealottery']);
    for (const path of [...LOTTERY_PATHS, lotteryPaths.seamless]) expect(isGamePagePath(path)).toBe(true);
    expect(isGamePagePath('/lotteryx')).toBe(false);
  });
});

describe('navTarget (spec §2 header nav click)', () => {
  const one = [makeVendor({ vassalage: 'EVO', gameType: 'LIVE' })];
  const two = [...one, makeVendor({ vassalage: 'SA', gameType: 'LIVE' })];
  it('routes PVP, FISH, RNG and multi-vendor categories', () => {
    expect(navTarget(makeGameMenu({ gameType: 'RNG', cards: [makeVendor({ gameType: 'RNG' })] }))).toEqual({ kind: 'route', to: '/rng' });
    expect(navTarget(makeGameMenu({ gameType: 'FISH', cards: [makeVendor({ gameType: 'FISH' })] }))).toEqual({ kind: 'route', to: '/fish' });
    expect(navTarget(makeGameMenu({ gameType: 'LIVE', cards: two }))).toEqual({ kind: 'route', to: '/live' });
  });
  it('launches the only vendor of other categories', () => {
    expect(navTarget(makeGameMenu({ gameType: 'LIVE', cards: one }))).toMatchObject({ kind: 'launchVendor', vendor: { vassalage: 'EVO' } });
  });
});

function NavigateButton({ to }: { to: string }) {
  const navigate = useAppNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      go
    </button>
  );
}

describe('useAppNavigate', () => {
  it('ignores a navigation to the current location and performs others', async () => {
    const { user, router } = renderWithProviders(<NavigateButton to="/live" />, { route: '/live' });
    const before = router.state.historyAction;
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(router.state.location.pathname).toBe('/live');
    expect(router.state.historyAction).toBe(before);
    await act(() => router.navigate('/rng'));
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(router.state.location.pathname).toBe('/live');
    expect(router.state.historyAction).toBe('PUSH');
  });
});

describe('ScrollManager', () => {
  it('scrolls to the top when the path changes, not when only the query changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderWithProviders(<ScrollManager />, { route: '/' });
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/rng?vassalage=PG'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/rng?vassalage=JDB'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });
});

describe('withChunkTimeout', () => {
  it('fails with a ChunkLoadError after the time-out', async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(() => new Promise<never>(() => undefined), 120_000);
    const result = load();
    vi.advanceTimersByTime(120_000);
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    vi.useRealTimers();
  });
  it('passes a loaded module through and wraps a failed import', async () => {
    await expect(withChunkTimeout(() => Promise.resolve({ ok: 1 }))()).resolves.toEqual({ ok: 1 });
    const failed = withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')))();
    await expect(failed).rejects.toSatisfy(isChunkLoadError);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('other'))).toBe(false);
  });
});
