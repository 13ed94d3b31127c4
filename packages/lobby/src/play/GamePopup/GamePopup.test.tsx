/**
 * The game popup as the lobby's host of `@gamehall/play`'s game session (surface `popup`): its
 * header, the spec §8 failure dialog and closing. The frame's own behaviour (ready, blocked,
 * messages, new tab) is play's, tested there.
 */
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { gameSessionClosed, gameSessionFailed, gameSessionPending, gameSessionRequested, selectGameSession } from '@gamehall/play';
import { configureAppStore, gameLaunchRequested } from '@gamehall/shell';
import { renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { storyGame, storyRequest } from '../test/playStories';
import { GamePopup } from './GamePopup';

startTestServer();

const retry = gameLaunchRequested({ game: storyGame });

/** Renders the popup over a store that has seen `actions` (no saga: the session stays where they put it). */
function renderPopup(actions: Parameters<ReturnType<typeof configureAppStore>['dispatch']>[0][]) {
  const store = configureAppStore();
  for (const action of actions) store.dispatch(action);
  const dispatch = vi.spyOn(store, 'dispatch');
  return { ...renderWithProviders(<GamePopup />, { store }), store, dispatch };
}

describe('GamePopup', () => {
  it('renders nothing without a session, or for a session shown in a page’s panel', () => {
    renderPopup([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    renderPopup([gameSessionRequested({ ...storyRequest, surface: 'panel' })]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the game’s name over the loading frame; back ends the session', async () => {
    const { user, dispatch, store } = renderPopup([gameSessionRequested(storyRequest)]);
    const dialog = screen.getByRole('dialog', { name: 'Fortune Tiger Gold' });
    expect(within(dialog).getByRole('status', { name: 'Loading game…' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(dispatch).toHaveBeenCalledWith(gameSessionClosed());
    expect(selectGameSession(store.getState())).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failure is the spec §8 dialog: retry dispatches the lobby’s request again, confirm closes', async () => {
    const { user, dispatch } = renderPopup([gameSessionPending({ title: 'Fortune Tiger Gold', retry }), gameSessionFailed({ message: { message: 'This game is under maintenance.' } })]);
    const dialog = screen.getByRole('dialog', { name: 'Fortune Tiger Gold' });
    expect(dialog).toHaveTextContent('This game is under maintenance.');
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(dispatch).toHaveBeenCalledWith(retry);
    act(() => {
      dispatch.mockClear();
    });
    renderPopup([gameSessionPending({ title: 'Texas Poker', retry }), gameSessionFailed({ message: { key: 'game_not_found' } })]);
    const second = screen.getByRole('dialog', { name: 'Texas Poker' });
    expect(second).toHaveTextContent('This game is not available right now.');
  });

  it('closes on Escape', async () => {
    const { user, store } = renderPopup([gameSessionRequested(storyRequest)]);
    await user.keyboard('{Escape}');
    expect(selectGameSession(store.getState())).toBeNull();
  });
});
