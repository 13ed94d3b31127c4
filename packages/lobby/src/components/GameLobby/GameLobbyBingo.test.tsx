import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { tileNames, tileVendors } from '../../test/lobbyFixtures';
import { bingoCatalogue } from '../../test/storyData';
import { GameLobby } from './GameLobby';

const withBingo = bingoCatalogue();
const bingoNames = new Set(withBingo.games.filter((g) => g.gameClassify === 'BINGO').map((g) => g.gameName));
const server = startTestServer(createHandlers(withBingo));

describe('GameLobby bingo type BG (spec §9 "bingo BG with TY"; the site offers EN and TY)', () => {
  it('adds Bingo after the server’s categories; it shows the slot vendors’ bingo games only', async () => {
    const { user, router } = renderWithProviders(<GameLobby />);
    const types = await screen.findByRole('tablist', { name: /game types/i });
    await waitFor(() => expect(within(types).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Home', 'Favourites', 'Slots', 'Live Casino', 'Sports', 'Fishing', 'Poker / PVP', 'Lottery', 'Bingo',
    ]));
    await user.click(within(types).getByRole('tab', { name: 'Bingo' }));
    expect(router.state.location.search).toBe('?type=BG');
    expect(within(types).getByRole('tab', { name: 'Bingo' })).toHaveAttribute('aria-selected', 'true');
    const vendors = await screen.findByRole('group', { name: 'Providers' });
    expect(within(vendors).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'EG Slots', 'JDB Gaming']);
    expect(screen.queryByRole('tablist', { name: 'Category' })).not.toBeInTheDocument();
    const games = await screen.findByRole('list', { name: 'Bingo' });
    await waitFor(() => expect(tileNames(games).length).toBeGreaterThan(0));
    expect(tileNames(games).every((name) => bingoNames.has(name))).toBe(true);
    expect(tileNames(games)).toHaveLength(Math.min(18, bingoNames.size));
  });

  it('a ?type=BG link opens it; a vendor chip narrows it to that vendor’s bingo games', async () => {
    const { user, router } = renderWithProviders(<GameLobby />, { route: '/?type=BG' });
    await user.click(await screen.findByRole('button', { name: 'JDB Gaming' }));
    expect(router.state.location.search).toBe('?type=BG&vendor=JDB');
    const games = await screen.findByRole('list', { name: 'Bingo' });
    await waitFor(() => expect(new Set(tileVendors(games))).toEqual(new Set(['JDB Gaming'])));
    expect(tileNames(games).every((name) => bingoNames.has(name))).toBe(true);
  });

  it('is not offered without bingo games (menus list only destinations that exist): a ?type=BG link shows HOME', async () => {
    server.use(...createHandlers(makeMockCatalogue({ gamesPerVendor: 20 })));
    renderWithProviders(<GameLobby />, { route: '/?type=BG' });
    const types = await screen.findByRole('tablist', { name: /game types/i });
    await waitFor(() => expect(within(types).getAllByRole('tab').length).toBeGreaterThan(2));
    expect(within(types).queryByRole('tab', { name: 'Bingo' })).not.toBeInTheDocument();
    expect(within(types).getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
  });
});
