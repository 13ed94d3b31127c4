import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_LAUNCH_ORIGIN, PlayMockState, createHandlers, makeBanner, makeGame, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { SESSION_KEYS } from '@gamehall/api-client';
import { GAME_SESSION_ACTION_TYPES, loadGameSessionFlows } from '@gamehall/play';
import { forgetMerchantWallet } from '@gamehall/play/testing';
import { configureAppStore, gameLaunchRequested, selectAccountModal } from '@gamehall/shell';
import { renderWithProviders, startTestServer, type SessionState, selectHelpModal } from '@gamehall/shell/testing';
import { resetFirstInteraction } from '@gamehall/ui-kit';
import { LOBBY_FLOW_ACTION_TYPES, loadLobbyFlows } from '../../play/lobbyFlows';
import { LobbyPopups } from '../../play/LobbyPopups';
import { sessionOf } from '../../test/lobbyFixtures';
import { getLanguage } from '@gamehall/i18n';
import { lobbyApi } from '../../api/lobbyApi';
import { HomePage, prefetchHomePage } from './HomePage';

const db = makeMockCatalogue();
db.banners.push(makeBanner({ id: 50, title: 'Get the app', linkageType: 'URL', linkage: 'https://app.example/get', groupName: 'w_home' }));
const server = startTestServer(createHandlers(db));

afterEach(() => vi.restoreAllMocks());

const homeBanners = db.banners.filter((b) => b.groupName === 'w_home');
const notice = db.announcements.find((a) => a.promotionType === 'PL')!;

describe('HomePage', () => {
  it('shows the w_home banners, the notice marquee, the HOT section and the winner board', async () => {
    renderWithProviders(<HomePage />);
    // The first banner paints at once; the carousel with the others arrives with the first interaction.
    expect((await screen.findAllByRole('img', { name: homeBanners[0]!.title }))[0]).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    for (const banner of homeBanners) expect((await screen.findAllByRole('img', { name: banner.title }, { timeout: 5000 }))[0]).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: db.banners.find((b) => b.groupName === 'w_leftmenu')!.title })).not.toBeInTheDocument();
    const marquee = await screen.findByRole('region', { name: 'Notice' });
    expect(within(marquee).getAllByText(notice.title)[0]).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hot' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Big winners' })).toBeVisible();
    const top = [...db.winners].sort((a, b) => Number(b.winAmount) - Number(a.winAmount))[0]!;
    expect((await screen.findAllByText(top.customerName)).length).toBeGreaterThan(0);
  });

  it('opens a notice in a dialog with its sanitised HTML', async () => {
    const { user } = renderWithProviders(<HomePage />);
    const marquee = await screen.findByRole('region', { name: 'Notice' });
    await user.click(within(marquee).getAllByRole('button', { name: notice.title })[0]!);
    const dialog = await screen.findByRole('dialog', { name: notice.title });
    expect(dialog.querySelector('script')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('follows banner linkages: ROUTE navigates, URL opens a new tab without opener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const route = homeBanners.find((b) => b.linkageType === 'ROUTE')!;
    const { user, router } = renderWithProviders(<HomePage />);
    await user.click(await screen.findByRole('button', { name: 'Get the app' }));
    expect(open).toHaveBeenCalledWith('https://app.example/get', '_blank', 'noopener,noreferrer');
    await user.click(screen.getByRole('button', { name: route.title }));
    expect(router.state.location.pathname).toBe(route.linkage);
  });

  it('opens a PROMOTION banner’s promotion in the dialog; a NONE banner is no button', async () => {
    const promotion = db.announcements.find((a) => a.promotionType === 'PR')!;
    const local = makeMockCatalogue();
    local.banners = [
      makeBanner({ id: 71, title: 'Promo banner', linkageType: 'PROMOTION', linkage: String(promotion.id), groupName: 'w_home' }),
      makeBanner({ id: 72, title: 'Plain banner', linkageType: 'NONE', linkage: '', groupName: 'w_home' }),
    ];
    local.announcements = db.announcements;
    server.use(...createHandlers(local));
    resetFirstInteraction(); // the plain first banner, before swiper takes over
    const { user } = renderWithProviders(<HomePage />);
    await user.click(await screen.findByRole('button', { name: 'Promo banner' }));
    expect(await screen.findByRole('dialog', { name: promotion.title }, { timeout: 5000 })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect((await screen.findAllByRole('img', { name: 'Plain banner' }))[0]).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Plain banner' })).not.toBeInTheDocument();
  });

  describe('a GAME banner starts its game through the launch flow (spec §2 banner click, §4 starting a game)', () => {
    // A game that is not hot: the banner's game is fetched by nodeId, not looked up among the hot games.
    const game = db.games.find((g) => g.isHot === 0 && g.gameType === 'RNG' && g.isGame === 'GAME')!;
    const local = makeMockCatalogue();
    local.games = db.games;
    local.announcements = db.announcements;
    local.banners = [makeBanner({ id: 80, title: 'Play it now', linkageType: 'GAME', linkage: String(game.nodeId), groupName: 'w_home' })];

    /** The home page over a store that records what it dispatches. */
    function renderHome(session?: SessionState) {
      server.use(...createHandlers(local));
      const store = configureAppStore({ preloadedState: session ? { session } : undefined });
      const dispatched: unknown[] = [];
      const dispatch = store.dispatch;
      store.dispatch = ((action: unknown) => {
        dispatched.push(action);
        return dispatch(action as never);
      }) as typeof store.dispatch;
      return { dispatched, ...renderWithProviders(<HomePage />, { store }) };
    }

    it.each([
      ['a visitor (the flow opens the login popup)', undefined],
      ['a member (the flow opens the game popup)', sessionOf(0)],
    ])('asks the game-launch flow to start the banner’s game for %s, staying on the home page', async (_who, session) => {
      const { user, router, dispatched } = renderHome(session);
      await user.click(await screen.findByRole('button', { name: 'Play it now' }));
      await waitFor(() => expect(dispatched).toContainEqual(gameLaunchRequested({ game })));
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.location.search).toBe('');
    });
  });

  describe('a GAME banner through the real launch flows (what the player sees)', () => {
    const game = db.games.find((g) => g.isHot === 0 && g.gameType === 'RNG' && g.isGame === 'GAME')!;
    const local = makeMockCatalogue();
    local.games = db.games;
    local.announcements = db.announcements;
    local.banners = [makeBanner({ id: 81, title: 'Play it now', linkageType: 'GAME', linkage: String(game.nodeId), groupName: 'w_home' })];

    afterEach(() => sessionStorage.clear());

    /** The home page and the lobby's popups over a store built like player-web's (the lobby's and the play layer's lazy flows). */
    function renderApp(session?: SessionState) {
      forgetMerchantWallet();
      server.use(...createHandlers(local, { accounts: { sessions: { 'test-token': 'player1' } }, play: new PlayMockState(local) }));
      if (session?.token) sessionStorage.setItem(SESSION_KEYS.token, session.token);
      const store = configureAppStore({
        preloadedState: session ? { session } : undefined,
        sagaContext: { navigate: () => undefined },
        lazySagas: [
          { actionTypes: LOBBY_FLOW_ACTION_TYPES, load: loadLobbyFlows },
          { actionTypes: GAME_SESSION_ACTION_TYPES, load: loadGameSessionFlows },
        ],
      });
      return renderWithProviders(
        <>
          <HomePage />
          <LobbyPopups />
        </>,
        { store },
      );
    }

    it('a visitor gets the login popup', async () => {
      const { user, store } = renderApp();
      await user.click(await screen.findByRole('button', { name: 'Play it now' }));
      await waitFor(() => expect(selectAccountModal(store.getState())).toBe('login'));
    });

    it('a member gets the game in the game popup', async () => {
      const { user, router } = renderApp(sessionOf(0));
      await user.click(await screen.findByRole('button', { name: 'Play it now' }));
      const dialog = await screen.findByRole('dialog', { name: game.gameName }, { timeout: 5000 });
      expect((await within(dialog).findByTitle<HTMLIFrameElement>(game.gameName)).src.startsWith(`${MOCK_LAUNCH_ORIGIN}/play`)).toBe(true);
      expect(router.state.location.pathname).toBe('/');
    });
  });

  it('on /help opens the help modal on the hash topic', async () => {
    const { store } = renderWithProviders(<HomePage openHelp />, { route: '/help#deposit' });
    await waitFor(() => expect(selectHelpModal(store.getState())).toMatchObject({ open: true, tag: 'deposit' }));
  });
});

describe('prefetchHomePage', () => {
  const hotGames = (store: ReturnType<typeof configureAppStore>) => lobbyApi.endpoints.getHotGames.select({ language: getLanguage() })(store.getState());

  it.each(['/', '/home', '/index', '/index.html', '/help'])('asks for HOT\'s games on %s, into the cache entry HOT reads', async (path) => {
    const store = configureAppStore();
    prefetchHomePage(store, path);
    await waitFor(() => expect(hotGames(store).status).toBe('fulfilled'));
    expect(hotGames(store).data?.list.length).toBeGreaterThan(0);
  });

  it('puts the inline answer in that entry at once, asking for nothing', () => {
    const list = [makeGame({ gameCode: 'PG_inline', gameName: 'Inline Fortune' })];
    const store = configureAppStore();
    prefetchHomePage(store, '/', { list });
    expect(hotGames(store)).toMatchObject({ status: 'fulfilled', data: { list } });
  });

  it('asks for nothing on other pages, inline answer or not', () => {
    const store = configureAppStore();
    prefetchHomePage(store, '/member/depositv2');
    prefetchHomePage(store, '/rng', { list: [makeGame()] });
    // A prefetch would have made the entry pending at once.
    expect(hotGames(store).status).toBe('uninitialized');
  });
});
