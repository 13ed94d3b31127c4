import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { tileNames } from '../../test/lobbyFixtures';
import { GameCentrePage } from './GameCentrePage';

const db = makeMockCatalogue();
// Make the lottery vendor a VASSALAGE vendor: its games come from GCSGAME_getVassGameType.
for (const menu of db.menus) for (const card of menu.cards) if (card.vassalage === 'TCG_SEA') card.isGame = 'VASSALAGE';
startTestServer(createHandlers(db));

describe('GameCentrePage', () => {
  it('shows the category vendors with their game counts and opens a vendor list', async () => {
    const { user, router } = renderWithProviders(<GameCentrePage gameType="SPORTS" />, { route: '/sports' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    const vendors = await screen.findByRole('list', { name: 'Providers' });
    expect(within(vendors).getByText('SABA Sports')).toBeVisible();
    expect(within(vendors).getByText('20 games')).toBeVisible();
    await user.click(within(vendors).getByRole('button', { name: 'SABA Sports' }));
    expect(router.state.location.search).toBe('?vassalage=SABA');
    const games = await screen.findByRole('list', { name: 'SABA Sports' });
    await waitFor(() => expect(tileNames(games)).toHaveLength(18));
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  });

  it('lists a VASSALAGE vendor through its vendor game list', async () => {
    renderWithProviders(<GameCentrePage gameType="LOTT" />, { route: '/lott?vassalage=TCG_SEA' });
    const games = await screen.findByRole('list', { name: 'TCG Lottery SEA' });
    await waitFor(() => expect(tileNames(games)[0]).toBe('Thai Lottery'));
  });

  it('says in_no_data for a category the server does not list', async () => {
    renderWithProviders(<GameCentrePage gameType="COCKFIGHT" />, { route: '/cockfight' });
    expect(await screen.findByText('No data')).toBeVisible();
  });
});
