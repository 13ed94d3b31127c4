import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '@gamehall/api-client/mocks';
import { renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { bigCatalogue, tileVendors } from '../../test/lobbyFixtures';
import { GameListPage } from './GameListPage';

startTestServer(createHandlers(bigCatalogue));

describe('GameListPage', () => {
  it('/rng?vassalage=PG preselects PG and lists only PG games', async () => {
    renderWithProviders(<GameListPage gameType="RNG" />, { route: '/rng?vassalage=PG' });
    expect(screen.getByRole('heading', { level: 1, name: 'Slots games' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');
    const games = await screen.findByRole('list', { name: 'Slots' });
    await waitFor(() => expect(tileVendors(games)).toHaveLength(18));
    expect(new Set(tileVendors(games))).toEqual(new Set(['PG Soft']));
  });

  it('a vendor chip writes vassalage to the URL', async () => {
    const { user, router } = renderWithProviders(<GameListPage gameType="LIVE" />, { route: '/live' });
    await user.click(await screen.findByRole('button', { name: 'Evolution Live' }));
    expect(router.state.location.search).toBe('?vassalage=EVO');
  });
});
