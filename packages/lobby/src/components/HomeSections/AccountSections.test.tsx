import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createHandlers } from '@gamehall/api-client/mocks';
import { configureAppStore } from '@gamehall/shell';
import { renderWithProviders, startTestServer, type SessionState } from '@gamehall/shell/testing';
import { FAVOURITE_ACTION_TYPES } from '../../favourites/favouriteActions';
import { favouritesSaga } from '../../favourites/favouritesSaga';
import { memberPlatformHandlers, storeSessionToken } from '../../favourites/favouriteStoryData';
import { bigCatalogue, sessionOf, tileNames } from '../../test/lobbyFixtures';
import { HomeSections } from './HomeSections';

const server = startTestServer(createHandlers(bigCatalogue));
const rng = bigCatalogue.games.filter((game) => game.gameType === 'RNG');
const live = bigCatalogue.games.filter((game) => game.gameType === 'LIVE');

/** A store whose favourites saga starts on the first toggle, as in the app; the api client sends the session's token. */
const storeOf = (session?: SessionState) => {
  storeSessionToken(session);
  return configureAppStore({ preloadedState: session ? { session } : undefined, lazySagas: [{ actionTypes: FAVOURITE_ACTION_TYPES, load: async () => favouritesSaga }] });
};

afterEach(() => {
  sessionStorage.clear();
});

/** Counts the favourite and recent calls. */
function countAccountCalls() {
  const calls = { favourites: 0, recent: 0 };
  server.use(
    http.get('*/wps/relay/MCSFE_getFavoriteGames*', () => {
      calls.favourites += 1;
      return undefined;
    }),
    http.get('*/wps/relay/GCS_recentGame', () => {
      calls.recent += 1;
      return undefined;
    }),
    ...memberPlatformHandlers(bigCatalogue, { favourites: [rng[0]!.nodeId], recent: [rng[1]!.nodeId] }),
  );
  return calls;
}

describe('RECENT and FAV home sections (spec §2)', () => {
  it.each([
    ['a visitor', undefined],
    ['a trial account', sessionOf(4)],
  ])('%s gets neither, and nothing is asked for', async (_who, session) => {
    const calls = countAccountCalls();
    renderWithProviders(<HomeSections />, { store: storeOf(session) });
    await waitFor(() => expect(tileNames(screen.getByRole('list', { name: 'Hot' }))).toHaveLength(12));
    expect(screen.queryByRole('heading', { name: 'Recent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Favourites' })).not.toBeInTheDocument();
    expect(calls).toEqual({ favourites: 0, recent: 0 });
  });

  it('a member sees RECENT first and FAV after HOT', async () => {
    countAccountCalls();
    renderWithProviders(<HomeSections />, { store: storeOf(sessionOf(0)) });
    const recent = await screen.findByRole('list', { name: 'Recent' });
    expect(tileNames(recent)).toEqual([rng[1]!.gameName]);
    const favourites = await screen.findByRole('list', { name: 'Favourites' });
    expect(tileNames(favourites)).toEqual([rng[0]!.gameName]);
    expect(screen.getAllByRole('heading', { level: 2 }).slice(0, 3).map((h) => h.textContent)).toEqual(['Recent', 'Hot', 'Favourites']);
  });

  it('RECENT shows at most 12', async () => {
    server.use(...memberPlatformHandlers(bigCatalogue, { recent: rng.slice(0, 20).map((game) => game.nodeId) }));
    renderWithProviders(<HomeSections />, { store: storeOf(sessionOf(0)) });
    const recent = await screen.findByRole('list', { name: 'Recent' });
    expect(tileNames(recent)).toEqual(rng.slice(0, 12).map((game) => game.gameName));
  });

  it('a failed RECENT call shows the error and a retry that works', async () => {
    let fail = true;
    server.use(
      http.get('*/wps/relay/GCS_recentGame', () => {
        if (!fail) return undefined;
        fail = false;
        return HttpResponse.error();
      }),
      ...memberPlatformHandlers(bigCatalogue, { recent: [rng[3]!.nodeId] }),
    );
    const { user } = renderWithProviders(<HomeSections />, { store: storeOf(sessionOf(0)) });
    const section = await screen.findByRole('region', { name: 'Recent' });
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tileNames(screen.getByRole('list', { name: 'Recent' }))).toEqual([rng[3]!.gameName]));
  });

  it('FAV filters by vendor; removing the picked vendor\'s last favourite falls back to all', async () => {
    server.use(...memberPlatformHandlers(bigCatalogue, { favourites: [live[0]!.nodeId, rng[0]!.nodeId, rng[1]!.nodeId] }));
    const { user } = renderWithProviders(<HomeSections />, { store: storeOf(sessionOf(0)) });
    const favourites = await screen.findByRole('list', { name: 'Favourites' });
    expect(tileNames(favourites)).toHaveLength(3);
    const chips = screen.getByRole('group', { name: 'Providers: Favourites' });
    await user.click(within(chips).getByRole('button', { name: 'Evolution Live' }));
    expect(tileNames(favourites)).toEqual([live[0]!.gameName]);
    await user.click(await within(favourites).findByRole('button', { name: 'Remove from favourites' }));
    await waitFor(() => expect(tileNames(screen.getByRole('list', { name: 'Favourites' }))).toEqual([rng[0]!.gameName, rng[1]!.gameName]));
  });
});
