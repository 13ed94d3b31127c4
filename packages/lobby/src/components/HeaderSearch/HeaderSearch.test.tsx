import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '@gamehall/api-client';
import { gameLaunchRequested } from '@gamehall/shell';
import { createHandlers, envelope } from '@gamehall/api-client/mocks';
import { renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { bigCatalogue } from '../../test/lobbyFixtures';
import { HeaderSearch } from './HeaderSearch';
import { loadLocalSearch } from './localSearch';

const server = startTestServer(createHandlers(bigCatalogue));

/** Holds the server's game list answers until the returned function is called. */
function holdServerAnswers(): () => void {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get('*/wps/relay/GCSGAME_gameList', async () => {
      await answered;
      return undefined;
    }),
  );
  return answer;
}

describe('HeaderSearch', () => {
  it('shows the first 8 matching games of every type and "view all" from 2 characters', async () => {
    const { user } = renderWithProviders(<HeaderSearch />);
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await user.type(box, 'd');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box, 'ragon ');
    const list = await screen.findByRole('listbox');
    const options = await within(list).findAllByRole('option');
    expect(options).toHaveLength(9);
    for (const option of options.slice(0, 8)) expect(option.textContent?.toLowerCase()).toContain('dragon');
    expect(options[8]).toHaveTextContent('View all');
    expect(options[0]).toHaveTextContent('PG Soft');
  });

  it('moves through the options with the arrow keys and closes on Escape', async () => {
    const { user } = renderWithProviders(<HeaderSearch />);
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await user.type(box, 'lucky');
    const list = await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = await within(list).findAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(list).getAllByRole('option').at(-1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('"view all" and Enter open the home lobby with the search', async () => {
    const { user, router } = renderWithProviders(<HeaderSearch />, { route: '/live' });
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await user.type(box, ' gold ');
    await user.click(await screen.findByRole('option', { name: /view all/i }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?q=gold');
    await user.clear(box);
    await user.type(box, 'koi{Enter}');
    expect(router.state.location.search).toBe('?q=koi');
  });

  it('picking a game starts it (spec §4) and empties the box', async () => {
    const { user, store } = renderWithProviders(<HeaderSearch />);
    const dispatch = vi.spyOn(store, 'dispatch');
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await user.type(box, 'ocean king');
    await user.click(await screen.findByRole('option', { name: /^Ocean King Hunter,/ }));
    expect(dispatch).toHaveBeenCalledWith(gameLaunchRequested({ game: expect.objectContaining({ gameName: 'Ocean King Hunter', vassalage: 'FC', gameType: 'FISH' }) as Game }));
    expect(box).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says in_no_data when nothing matches', async () => {
    const { user } = renderWithProviders(<HeaderSearch />);
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'zzzz');
    const list = await screen.findByRole('listbox');
    expect(await within(list).findByText('No data')).toBeVisible();
  });

  it('shows results as the visitor types (no Enter, no debounce) and marks the term they belong to', async () => {
    const { user } = renderWithProviders(<HeaderSearch />);
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await user.type(box, 'dr');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(list).toHaveAttribute('data-term', 'dr'));
    await user.type(box, 'ag');
    await waitFor(() => expect(list).toHaveAttribute('data-term', 'drag'));
    for (const option of within(list).getAllByRole('option').slice(0, -1)) expect(option.textContent?.toLowerCase()).toContain('drag');
  });

  it('keeps the server\'s ranking: a typo ("bonanaza") lists the ranked games in the server\'s order', async () => {
    const [first, second, third] = bigCatalogue.games;
    const ranked = [
      { ...first!, nodeId: 9_000_001, gameName: 'Sweet Bonanza', isHot: 1 as const },
      { ...second!, nodeId: 9_000_002, gameName: 'Big Bass Bonanza', isHot: 1 as const },
      { ...third!, nodeId: 9_000_003, gameName: 'Bonanza', isHot: 0 as const },
    ];
    const asked: string[] = [];
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', ({ request }) => {
        const term = new URL(request.url).searchParams.get('gameName') ?? '';
        asked.push(term);
        return term === 'bonanaza' ? envelope({ games: ranked, pageNo: 1, pageSize: 8, totalPages: 1, total: 3 }) : undefined;
      }),
    );
    const { user } = renderWithProviders(<HeaderSearch />);
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'bonanaza');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(list).toHaveAttribute('data-term', 'bonanaza'));
    // The server's answer replaces what the local index showed first.
    await waitFor(() =>
      expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual([
        expect.stringContaining('Sweet Bonanza'),
        expect.stringContaining('Big Bass Bonanza'),
        expect.stringContaining('Bonanza'),
        expect.stringContaining('View all'),
      ]),
    );
    expect(asked).toContain('bonanaza');
  });
  it('asks the server once per term (the input handler and the query share one request)', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('gameName') ?? '');
        return undefined;
      }),
    );
    const { user } = renderWithProviders(<HeaderSearch />);
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'drag');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(list).toHaveAttribute('data-term', 'drag'));
    expect(asked).toEqual(['dr', 'dra', 'drag']);
  });

  it('shows the names from the local index before the server answers, then the server\'s games with their icons', async () => {
    const answer = holdServerAnswers();
    const { user } = renderWithProviders(<HeaderSearch />);
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await user.click(box);
    expect(await loadLocalSearch()).not.toBeNull();
    await user.type(box, 'dragon');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(list).toHaveAttribute('data-term', 'dragon'));
    const local = within(list).getAllByRole('option');
    expect(local).toHaveLength(9);
    for (const option of local.slice(0, 8)) expect(option.textContent?.toLowerCase()).toContain('dragon');
    expect(list.querySelectorAll('img')).toHaveLength(0);
    expect(list).toHaveAttribute('aria-busy', 'true');
    answer();
    await waitFor(() => expect(list.querySelectorAll('img')).toHaveLength(8));
    // The same games in the same order: the local index ranks as the server does.
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(local.map((o) => o.textContent));
  });

  /** Types `term` with the server's answers held and picks Ocean King Hunter from the local results. */
  async function pickBeforeTheAnswer(term: string) {
    const answer = holdServerAnswers();
    const { user, store } = renderWithProviders(<HeaderSearch />);
    const dispatch = vi.spyOn(store, 'dispatch');
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await user.click(box);
    await loadLocalSearch();
    await user.type(box, term);
    await user.click(await screen.findByRole('option', { name: /^Ocean King Hunter,/ }));
    const launched = () => dispatch.mock.calls.some(([action]) => gameLaunchRequested.match(action));
    return { answer, dispatch, box, user, launched };
  }

  it('starts a game picked from the local results once the server\'s answer gives it', async () => {
    const { answer, dispatch, box, launched } = await pickBeforeTheAnswer('ocean king');
    expect(launched()).toBe(false);
    answer();
    await waitFor(() =>
      expect(dispatch).toHaveBeenCalledWith(gameLaunchRequested({ game: expect.objectContaining({ gameName: 'Ocean King Hunter', gameCode: expect.any(String) as string }) as Game })),
    );
    expect(box).toHaveValue('');
  });

  it('never launches a pending pick once the visitor typed on', async () => {
    const { answer, box, user, launched } = await pickBeforeTheAnswer('ocean');
    await user.type(box, ' k');
    answer();
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(list.querySelectorAll('img').length).toBeGreaterThan(0));
    expect(launched()).toBe(false);
    expect(box).toHaveValue('ocean k');
  });
});
