import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEB_LAUNCH_MIN_WIDTH_PX, launchDevice, openGameTab } from './gameLaunch';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('launchDevice (spec §7 launch device)', () => {
  it('launches WEB from 768 px wide, H5 below', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === `(min-width: ${WEB_LAUNCH_MIN_WIDTH_PX}px)` }));
    expect(launchDevice()).toBe('WEB');
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(launchDevice()).toBe('H5');
  });

  it('reads the window width where matchMedia is missing', () => {
    vi.stubGlobal('matchMedia', undefined);
    vi.stubGlobal('innerWidth', 767);
    expect(launchDevice()).toBe('H5');
    vi.stubGlobal('innerWidth', 768);
    expect(launchDevice()).toBe('WEB');
  });
});

/** A stand-in for the tab `window.open` returns. */
function fakeTab() {
  return { opener: {} as unknown, closed: false, location: { replace: vi.fn() }, close: vi.fn() };
}

describe('openGameTab ("open in a new tab")', () => {
  it('opens a blank tab at once, cuts its opener, and later sends it to the launch', () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const gameTab = openGameTab();
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(gameTab.blocked).toBe(false);
    expect(gameTab.go('https://games.example.com/play?launch=2')).toBe(true);
    expect(tab.location.replace).toHaveBeenCalledWith('https://games.example.com/play?launch=2');
  });

  it('when the browser blocks the tab: says so and never navigates this page', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const before = window.location.href;
    const gameTab = openGameTab();
    expect(gameTab.blocked).toBe(true);
    expect(gameTab.go('https://games.example.com/play?launch=2')).toBe(false);
    gameTab.close();
    expect(window.location.href).toBe(before);
  });

  it('a tab the player closed meanwhile counts as gone; close() closes the blank tab', () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const gameTab = openGameTab();
    gameTab.close();
    expect(tab.close).toHaveBeenCalled();
    tab.closed = true;
    expect(gameTab.go('https://games.example.com/play?launch=2')).toBe(false);
    expect(tab.location.replace).not.toHaveBeenCalled();
  });
});
