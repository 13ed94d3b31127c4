import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeGame } from '@gamehall/api-client/mocks';
import { loggedOut } from '@gamehall/shell';
import { renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { favouriteToggleFailed } from '../../favourites/favouritesSlice';
import { FavouriteNotice } from './FavouriteNotice';

startTestServer([]);

const game = makeGame({ nodeId: 7, gameName: 'Lucky Neko Palace' });

describe('FavouriteNotice', () => {
  it('shows nothing until a toggle fails', () => {
    renderWithProviders(<FavouriteNotice />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the game and the reason, in the user\'s language', async () => {
    const { store } = renderWithProviders(<FavouriteNotice />, { language: 'TY' });
    act(() => {
      store.dispatch(favouriteToggleFailed({ game, adding: true, reason: { key: 'network_error' } }));
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Hindi naidagdag ang Lucky Neko Palace sa iyong mga paborito');
    expect(notice).toHaveTextContent('May problema sa koneksyon ng network, pakisubukang muli');
  });

  it('goes away by itself, but not while the pointer is on it', async () => {
    const { store } = renderWithProviders(<FavouriteNotice durationMs={150} />);
    act(() => {
      store.dispatch(favouriteToggleFailed({ game, adding: false, reason: { message: 'Try later' } }));
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent("Couldn't remove Lucky Neko Palace from your favourites");
    fireEvent.pointerEnter(notice);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.pointerLeave(notice);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('a newer failure replaces the older one and restarts the time; logging out clears it', async () => {
    const { store } = renderWithProviders(<FavouriteNotice durationMs={10_000} />);
    act(() => {
      store.dispatch(favouriteToggleFailed({ game, adding: true, reason: { key: 'unknown_error' } }));
      store.dispatch(favouriteToggleFailed({ game: makeGame({ nodeId: 8, gameName: 'Koi Fortune' }), adding: false, reason: { key: 'unknown_error' } }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't remove Koi Fortune from your favourites");
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => {
      store.dispatch(loggedOut());
    });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
