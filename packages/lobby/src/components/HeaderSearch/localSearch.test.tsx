import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '@gamehall/api-client/mocks';
import { renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { bigCatalogue } from '../../test/lobbyFixtures';
import { HeaderSearch } from './HeaderSearch';
import { loadLocalSearch } from './localSearch';

// A platform without the search index (a Gamehall extension): it answers 404.
const server = startTestServer([http.get('*/wps/v2/game-search-index', () => new HttpResponse(null, { status: 404 })), ...createHandlers(bigCatalogue)]);

describe('the header search without a local index', () => {
  it('loads no index from a platform that has none, once per page', async () => {
    let asked = 0;
    server.use(
      http.get('*/wps/v2/game-search-index', () => {
        asked += 1;
        return new HttpResponse(null, { status: 404 });
      }),
    );
    expect(await loadLocalSearch()).toBeNull();
    expect(await loadLocalSearch()).toBeNull();
    expect(asked).toBe(1);
  });

  it('shows the server\'s answer alone, icons included', async () => {
    const { user } = renderWithProviders(<HeaderSearch />);
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'dragon');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(list).toHaveAttribute('data-term', 'dragon'));
    expect(list.querySelectorAll('img')).toHaveLength(8);
    for (const option of within(list).getAllByRole('option').slice(0, 8)) expect(option.textContent?.toLowerCase()).toContain('dragon');
  });
});
