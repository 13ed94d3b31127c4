import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBanner } from '@gamehall/api-client/mocks';
import { resetFirstInteraction } from '@gamehall/ui-kit';
import { renderWithProviders, startTestServer } from '../../testing';
import { loggedInSession, shellCatalogue, shellHandlers } from '../../test/fixtures';
import { configureAppStore } from '../../store/store';
import { gameLaunchRequested } from '../../store/playActions';
import { SiteBanners } from './SiteBanners';

const db = shellCatalogue();
const server = startTestServer(shellHandlers({}, db));

afterEach(() => vi.restoreAllMocks());

/** Serves these banners (the catalogue's games and announcements stay). */
function serveBanners(...banners: ReturnType<typeof makeBanner>[]) {
  const local = shellCatalogue();
  local.games = db.games;
  local.banners = banners;
  server.use(...shellHandlers({}, local));
}

/** A store that records what is dispatched. */
function recordingStore(session = false) {
  const store = configureAppStore({ preloadedState: session ? { session: loggedInSession() } : undefined });
  const dispatched: unknown[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: unknown) => {
    dispatched.push(action);
    return dispatch(action as never);
  }) as typeof store.dispatch;
  return { store, dispatched };
}

describe('SiteBanners (spec §2 banner carousel, §3 Banner, §9 banner groups)', () => {
  it.each([
    ['w_home', 'Welcome bonus 100%'],
    ['w_leftmenu', 'Weekly cashback on slots'],
    ['w_reg', 'Join Gamehall today'],
    ['w_forget', 'Secure your account'],
  ] as const)('shows the %s banners and no other group’s', async (group, title) => {
    renderWithProviders(<SiteBanners group={group} />);
    expect((await screen.findAllByRole('img', { name: title }))[0]).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    const own = new Set(db.banners.filter((b) => b.groupName === group).map((b) => b.title));
    for (const other of db.banners.filter((b) => !own.has(b.title))) expect(screen.queryByRole('img', { name: other.title })).not.toBeInTheDocument();
  });

  it('a GAME banner asks the launch flow to start its game, fetched by nodeId (any game, not only the hot ones)', async () => {
    const game = db.games.find((g) => g.isHot === 0)!;
    serveBanners(makeBanner({ id: 90, title: 'Play it now', linkageType: 'GAME', linkage: String(game.nodeId), groupName: 'w_reg' }));
    const { store, dispatched } = recordingStore();
    const { user, router } = renderWithProviders(<SiteBanners group="w_reg" />, { store });
    await user.click(await screen.findByRole('button', { name: 'Play it now' }));
    await waitFor(() => expect(dispatched).toContainEqual(gameLaunchRequested({ game })));
    expect(router.state.location.pathname).toBe('/');
  });

  it('a GAME banner whose game is gone does nothing', async () => {
    serveBanners(makeBanner({ id: 91, title: 'Gone game', linkageType: 'GAME', linkage: '999999', groupName: 'w_reg' }));
    const { store, dispatched } = recordingStore(true);
    const { user } = renderWithProviders(<SiteBanners group="w_reg" />, { store });
    await user.click(await screen.findByRole('button', { name: 'Gone game' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(dispatched.filter((a) => gameLaunchRequested.match(a))).toEqual([]);
  });

  it('ROUTE navigates, URL opens a new tab without opener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    resetFirstInteraction();
    serveBanners(
      makeBanner({ id: 92, title: 'Get the app', linkageType: 'URL', linkage: 'https://app.example/get', groupName: 'w_leftmenu' }),
      makeBanner({ id: 93, title: 'Live tables', linkageType: 'ROUTE', linkage: '/live', groupName: 'w_forget' }),
    );
    const first = renderWithProviders(<SiteBanners group="w_leftmenu" />);
    await first.user.click(await screen.findByRole('button', { name: 'Get the app' }));
    expect(open).toHaveBeenCalledWith('https://app.example/get', '_blank', 'noopener,noreferrer');
    first.unmount();
    const { user, router } = renderWithProviders(<SiteBanners group="w_forget" />);
    await user.click(await screen.findByRole('button', { name: 'Live tables' }));
    expect(router.state.location.pathname).toBe('/live');
  });

  it('a PROMOTION banner shows its promotion in a dialog; a NONE banner is no button', async () => {
    const promotion = db.announcements.find((a) => a.promotionType === 'PR')!;
    serveBanners(
      makeBanner({ id: 94, title: 'Promo banner', linkageType: 'PROMOTION', linkage: String(promotion.id), groupName: 'w_leftmenu' }),
      makeBanner({ id: 95, title: 'Plain banner', linkageType: 'NONE', linkage: '', groupName: 'w_reg' }),
    );
    const { user } = renderWithProviders(
      <>
        <SiteBanners group="w_leftmenu" />
        <SiteBanners group="w_reg" />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Promo banner' }));
    expect(await screen.findByRole('dialog', { name: promotion.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Plain banner' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Plain banner' })).not.toBeInTheDocument();
  });

  it('keeps the banner’s place only with reserveSpace while there is none', async () => {
    serveBanners();
    const { unmount } = renderWithProviders(<SiteBanners group="w_home" reserveSpace />);
    expect(await screen.findByTestId('banner-space')).toBeInTheDocument();
    unmount();
    renderWithProviders(<SiteBanners group="w_home" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('banner-space')).not.toBeInTheDocument();
  });
});
