import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameSessionSaga } from '@gamehall/play/testing';
import { configureAppStore } from '@gamehall/shell';
import { renderWithProviders, startTestServer, selectRealAccountNotice } from '@gamehall/shell/testing';
import { resetLotteryFavouritesMemory } from '../../model/lotteryFavourites';
import { launchRequests, loggedInSession, lotteryHandlers, storeSessionToken } from '../../test/lotteryFixtures';
import { LotteryPage } from './LotteryPage';

const server = startTestServer(lotteryHandlers());

function renderPage(route = '/lottery', account = 'player1', type = 0, kind: 'lottery' | 'vnLottery' | 'seaLottery' = 'lottery') {
  const session = loggedInSession(account, type);
  storeSessionToken(session);
  // The app's store runs play's game session saga (the panel's launches).
  const store = configureAppStore({ preloadedState: { session }, sagas: [gameSessionSaga] });
  return renderWithProviders(<LotteryPage kind={kind} />, { route, store });
}

const gameList = () => screen.findByRole('list', { name: 'Lottery games' });
const filters = () => screen.getByRole('group', { name: 'Show' });

beforeEach(() => {
  localStorage.clear();
  resetLotteryFavouritesMemory();
  launchRequests.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

describe('LotteryPage: favourites filter (LOTTFAV)', () => {
  it('a starred game appears under Favourites, is stored for the user and survives a reload', async () => {
    const { user, unmount } = renderPage();
    const list = await gameList();
    await user.click(within(list).getByRole('button', { name: 'Favourite: Swertres' }));
    expect(within(list).getByRole('button', { name: 'Favourite: Swertres' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('LOTTFAV') ?? '{}')).toEqual({ player1: ['GW_SWERTRES'] });

    await user.click(within(filters()).getByRole('button', { name: /Favourites/ }));
    const favourites = await gameList();
    expect(within(favourites).getAllByRole('timer')).toHaveLength(1);
    expect(within(favourites).getByRole('button', { name: 'Swertres' })).toBeInTheDocument();
    unmount();

    // Reload: the first favourite is now the default game.
    renderPage();
    expect(within(await gameList()).getByRole('button', { name: 'Swertres' })).toHaveAttribute('aria-current', 'true');
  });

  it("another user on the same browser does not see the first user's favourites", async () => {
    localStorage.setItem('LOTTFAV', JSON.stringify({ player1: ['GW_SWERTRES'] }));
    const { user } = renderPage('/lottery', 'Maria');
    const list = await gameList();
    expect(within(list).getByRole('button', { name: 'Favourite: Swertres' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(list).getByRole('button', { name: 'Lotto 6/42' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(filters()).getByRole('button', { name: 'Favourites' }));
    expect(await screen.findByText('No favourite lottery games yet. Tap the star on a game to add it.')).toBeInTheDocument();
  });

  it('un-starring a game under the Favourites filter removes it from the list', async () => {
    localStorage.setItem('LOTTFAV', JSON.stringify({ player1: ['GW_642', 'GW_658'] }));
    const { user } = renderPage();
    await gameList();
    await user.click(within(filters()).getByRole('button', { name: /Favourites/ }));
    const list = await gameList();
    await user.click(within(list).getByRole('button', { name: 'Favourite: Lotto 6/42' }));
    await waitFor(() => expect(within(list).getAllByRole('timer')).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem('LOTTFAV') ?? '{}')).toEqual({ player1: ['GW_658'] });
  });
});

describe('LotteryPage: gameCode selection', () => {
  it('picking a game writes gameCode to the URL and launches it', async () => {
    const { user, router } = renderPage();
    const list = await gameList();
    await user.click(within(list).getByRole('button', { name: 'South Vietnam Lotto' }));
    expect(router.state.location.search).toBe('?gameCode=VN_SOUTH');
    expect(within(list).getByRole('button', { name: 'South Vietnam Lotto' })).toHaveAttribute('aria-current', 'true');
    // The frame shows VN_SOUTH's launch (the first game's launch, if still on its way, was given up).
    await waitFor(() => expect(document.querySelector('iframe')?.getAttribute('src')).toContain('game=VN_SOUTH'));
    expect(launchRequests).toContainEqual(expect.objectContaining({ launchMode: 'LOTT', lottoGameCode: 'VN_SOUTH', lottoArea: 'VN', lottoPrizeMode: 'LOTT' }));
    expect(await screen.findByRole('table', { name: 'South Vietnam Lotto results' })).toBeInTheDocument();
  });

  it('a gameCode in the URL wins over favourites', async () => {
    localStorage.setItem('LOTTFAV', JSON.stringify({ player1: ['GW_658'] }));
    renderPage('/lottery?gameCode=VN_NORTH');
    expect(within(await gameList()).getByRole('button', { name: 'North Vietnam Lotto' })).toHaveAttribute('aria-current', 'true');
  });

  it('changing the prize-mode tab drops gameCode and selects the mode’s first game', async () => {
    const { user, router } = renderPage('/lottery?gameCode=GW_658');
    await gameList();
    await user.click(screen.getByRole('tab', { name: 'E-Lottery' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'E-Lottery' })).toHaveAttribute('aria-selected', 'true'));
    expect(within(await gameList()).getByRole('button', { name: 'TCG PK10' })).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(document.querySelector('iframe')?.getAttribute('src')).toContain('game=TCG_PK10'));
    expect(launchRequests).toContainEqual(expect.objectContaining({ lottoGameCode: 'TCG_PK10', lottoPrizeMode: 'ELOTT' }));
  });

  it('the view switch relaunches the selected game in the lobby view', async () => {
    const { user } = renderPage('/vnLottery', 'player1', 0, 'vnLottery');
    await gameList();
    await waitFor(() => expect(launchRequests.at(-1)).toMatchObject({ lottoGameCode: 'VN_NORTH', lottoView: 'betting' }));
    await user.click(within(screen.getByRole('group', { name: 'Game view' })).getByRole('button', { name: 'Lobby' }));
    await waitFor(() => expect(launchRequests.at(-1)).toMatchObject({ lottoGameCode: 'VN_NORTH', lottoView: 'lobby' }));
  });
});

describe('LotteryPage: refusal', () => {
  it('a trial account gets in_need_true_account and nothing is launched', async () => {
    const { store } = renderPage('/lottery', 'trial01', 4);
    await gameList();
    await waitFor(() => expect(selectRealAccountNotice(store.getState())).toBe(true));
    expect(within(screen.getByRole('region', { name: 'Lotto 6/42' })).getByRole('alert')).toHaveTextContent('Please use a real account for this action');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(launchRequests).toHaveLength(0);
  });

  it('a member is not refused', async () => {
    const { store } = renderPage();
    await gameList();
    await waitFor(() => expect(launchRequests).toHaveLength(1));
    expect(selectRealAccountNotice(store.getState())).toBe(false);
  });
});

describe('LotteryPage: draws', () => {
  it('reads the menu, opened numbers and history again once the next draw time has passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const reads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/lgw/vn/games/game_menu') || pathname.startsWith('/lgw/vn/numeros') || pathname.startsWith('/lotto/')) reads.push(pathname);
    });
    renderPage('/lottery?gameCode=TCG_PK10');
    expect(within(await gameList()).getByRole('button', { name: 'TCG PK10' })).toHaveAttribute('aria-current', 'true');
    await screen.findByRole('table', { name: 'TCG PK10 results' });
    const before = reads.length;
    // TCG PK10 draws every 60 s: the next draw is at most a minute away (plus the settle time).
    await act(async () => {
      await vi.advanceTimersByTimeAsync(62_500);
    });
    await waitFor(() => expect(reads.length).toBeGreaterThanOrEqual(before + 3));
    expect(reads.slice(before)).toEqual(expect.arrayContaining(['/lgw/vn/games/game_menu', '/lgw/vn/numeros/opened/game', '/lotto/lgw/games/opened/numero']));
  });
});
