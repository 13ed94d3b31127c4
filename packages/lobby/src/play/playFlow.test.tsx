/**
 * The play entry points end to end over the mock platform: the lobby's components, the real
 * store with the lobby's and the game session's lazily started flows (as player-web builds it)
 * and the popups.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_LAUNCH_ORIGIN, PlayMockState, createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { SESSION_KEYS } from '@gamehall/api-client';
import { GAME_SESSION_ACTION_TYPES, loadGameSessionFlows, selectGameSession } from '@gamehall/play';
import { forgetMerchantWallet } from '@gamehall/play/testing';
import { configureAppStore, selectAccountModal } from '@gamehall/shell';
import { renderWithProviders, startTestServer, type SessionState } from '@gamehall/shell/testing';
import { sessionOf } from '../test/lobbyFixtures';
import { GameCentrePage } from '../components/GameCentrePage/GameCentrePage';
import { GameLobby } from '../components/GameLobby/GameLobby';
import { GameListPage } from '../components/GameListPage/GameListPage';
import { HomeSections } from '../components/HomeSections/HomeSections';
import { LobbyPopups } from './LobbyPopups';
import { LOBBY_FLOW_ACTION_TYPES, loadLobbyFlows } from './lobbyFlows';

const db = makeMockCatalogue({ lottery: true });
let play = new PlayMockState(db);
const server = startTestServer(createHandlers(db, { accounts: { sessions: { 'test-token': 'player1' } }, play }));

/** Serves a fresh play state (wallet mode `isSingle`) for the next test. */
function usePlayState(isSingle: boolean) {
  play = new PlayMockState(db, { isSingle });
  server.use(...createHandlers(db, { accounts: { sessions: { 'test-token': 'player1' } }, play }));
}

beforeEach(() => {
  // The page remembers the merchant's wallet mode; each test serves its own.
  forgetMerchantWallet();
  usePlayState(true);
});
afterEach(() => {
  sessionStorage.clear();
});

/** Renders `ui` and the popups over a store built like player-web's; the saga navigates the test router. */
function renderApp(ui: React.ReactNode, { session, route = '/' }: { session?: SessionState; route?: string } = {}) {
  if (session?.token) sessionStorage.setItem(SESSION_KEYS.token, session.token);
  const routing: { navigate?: (to: string) => void } = {};
  const store = configureAppStore({
    preloadedState: session ? { session } : undefined,
    sagaContext: { navigate: (to: string) => routing.navigate?.(to) },
    lazySagas: [
      { actionTypes: LOBBY_FLOW_ACTION_TYPES, load: loadLobbyFlows },
      { actionTypes: GAME_SESSION_ACTION_TYPES, load: loadGameSessionFlows },
    ],
  });
  const view = renderWithProviders(
    <>
      {ui}
      <LobbyPopups />
    </>,
    { store, route },
  );
  routing.navigate = (to) => void view.router.navigate(to);
  return view;
}

describe('vendor tiles (spec §2 "Vendor tile: opens a vendor launch")', () => {
  it('a home vendor tile launches the vendor’s game in the popup; back closes it', async () => {
    const { user, store } = renderApp(<HomeSections />, { session: sessionOf(0) });
    const sports = await screen.findByRole('group', { name: 'Sports' });
    await user.click(within(sports).getByRole('button', { name: 'SABA Sports' }));
    const dialog = await screen.findByRole('dialog', { name: 'SABA Sports' });
    const frame = await within(dialog).findByTitle<HTMLIFrameElement>('SABA Sports');
    expect(frame.src.startsWith(`${MOCK_LAUNCH_ORIGIN}/play`)).toBe(true);
    expect(play.launches.map((launch) => launch.account)).toEqual(['player1']);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectGameSession(store.getState())).toBeNull();
  });

  it('shows the immediate-play button on vendor tiles of a game centre; the body selects, play launches', async () => {
    const { user, router } = renderApp(<GameCentrePage gameType="SPORTS" />, { session: sessionOf(0), route: '/sports' });
    const vendors = await screen.findByRole('list', { name: 'Providers' });
    const tile = within(vendors).getByRole('button', { name: 'SABA Sports' }).closest('li');
    if (!tile) throw new Error('no vendor tile');
    await user.click(within(tile).getByRole('button', { name: 'SABA Sports' }));
    expect(router.state.location.search).toBe('?vassalage=SABA');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(tile).getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('dialog', { name: 'SABA Sports' })).toBeInTheDocument();
  });

  it('on a transfer-wallet merchant moves the money into the vendor wallet for the game and back on close', async () => {
    usePlayState(false);
    const { user } = renderApp(<HomeSections />, { session: sessionOf(0) });
    const sports = await screen.findByRole('group', { name: 'Sports' });
    await user.click(within(sports).getByRole('button', { name: 'SABA Sports' }));
    const dialog = await screen.findByRole('dialog', { name: 'SABA Sports' });
    await within(dialog).findByTitle('SABA Sports');
    expect(play.launches.at(-1)?.wallet).toBe('SABA');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect([...play.transfers.values()].map((t) => `${t.direction} ${t.vassalage}`)).toEqual(['IN SABA', 'OUT SABA']));
    const [moveIn, moveOut] = [...play.transfers.values()];
    expect(moveOut?.value.amount).toBe(moveIn?.value.amount);
  });

  it('a visitor’s vendor tile opens the login popup', async () => {
    const { user, store } = renderApp(<HomeSections />);
    const sports = await screen.findByRole('group', { name: 'Sports' });
    await user.click(within(sports).getByRole('button', { name: 'SABA Sports' }));
    await waitFor(() => expect(selectAccountModal(store.getState())).toBe('login'));
    expect(play.launches).toEqual([]);
  });
});

describe('lottery on the lobby’s game-type menu (spec §2 "jumps straight into the SEA vendor game")', () => {
  it('takes a member to /seaLottery', async () => {
    const { user, router } = renderApp(<GameLobby />, { session: sessionOf(0) });
    await user.click(await screen.findByRole('tab', { name: 'Lottery' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seaLottery'));
  });

  it('shows a visitor the lottery category with the login popup', async () => {
    const { user, router, store } = renderApp(<GameLobby />);
    await user.click(await screen.findByRole('tab', { name: 'Lottery' }));
    await waitFor(() => expect(selectAccountModal(store.getState())).toBe('login'));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?type=LOTT');
  });

  it('just shows the category when the lottery menu has no SEA vendor', async () => {
    const noSea = makeMockCatalogue({ lottery: true });
    for (const menu of noSea.menus) menu.cards = menu.cards.filter((card) => card.vassalage !== 'TCG_SEA');
    server.use(...createHandlers(noSea, { accounts: { sessions: { 'test-token': 'player1' } } }));
    const { user, router, store } = renderApp(<GameLobby />, { session: sessionOf(0) });
    await user.click(await screen.findByRole('tab', { name: 'Lottery' }));
    expect(router.state.location.search).toBe('?type=LOTT');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe('/');
    expect(selectGameSession(store.getState())).toBeNull();
  });
});

describe('a VASSALAGE vendor’s game (spec §4 "isGame VASSALAGE opens the popup game list")', () => {
  it('opens the vendor game list; a game chosen there opens over it, and closing it comes back to the list', async () => {
    // As the platform server seeds them: the games of a VASSALAGE vendor are VASSALAGE too.
    const vassDb = makeMockCatalogue({ lottery: true });
    for (const game of vassDb.games) if (game.vassalage === 'JDB') game.isGame = 'VASSALAGE';
    play = new PlayMockState(vassDb);
    server.use(...createHandlers(vassDb, { accounts: { sessions: { 'test-token': 'player1' } }, play }));
    const { user } = renderApp(<GameListPage gameType="RNG" />, { session: sessionOf(0), route: '/rng?vassalage=JDB' });
    const grid = await screen.findByRole('list', { name: /JDB|Slots/ });
    await waitFor(() => expect(within(grid).getAllByRole('article').length).toBeGreaterThan(0));
    const [first] = within(grid).getAllByRole('article');
    if (!first) throw new Error('no tile');
    await user.click(within(first).getByRole('button', { name: 'Play' }));
    const list = await screen.findByRole('dialog', { name: 'JDB Gaming' });
    const listGrid = await within(list).findByRole('list', { name: 'JDB Gaming' });
    await waitFor(() => expect(within(listGrid).getAllByRole('article').length).toBeGreaterThan(0));
    const [listed] = within(listGrid).getAllByRole('article');
    if (!listed) throw new Error('no listed game');
    const name = within(listed).getByRole('heading').textContent ?? '';
    await user.click(within(listed).getByRole('button', { name: 'Play' }));
    const game = await screen.findByRole('dialog', { name });
    expect(await within(game).findByTitle(name)).toBeInTheDocument();
    expect(play.launches).toHaveLength(1);
    await user.click(within(game).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'JDB Gaming' })).toBeInTheDocument();
  });
});
