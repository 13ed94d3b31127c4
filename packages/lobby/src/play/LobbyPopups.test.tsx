import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { LobbyPopups } from './LobbyPopups';
import { gameSessionClosed, gameSessionFailed, gameSessionRequested, selectGameSession } from '@gamehall/play';
import { selectVendorList, vendorListOpened } from './playSlice';
import { storyRequest } from './test/playStories';

startTestServer(createHandlers(makeMockCatalogue()));

describe('LobbyPopups', () => {
  it('renders nothing until a popup is asked for, then loads the popups and shows it', async () => {
    const { store, container } = renderWithProviders(<LobbyPopups />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      store.dispatch(gameSessionRequested(storyRequest));
    });
    expect(await screen.findByRole('dialog', { name: 'Fortune Tiger Gold' })).toBeInTheDocument();
    act(() => {
      store.dispatch(gameSessionClosed());
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the game popup over the vendor game list', async () => {
    const { store } = renderWithProviders(<LobbyPopups />);
    act(() => {
      store.dispatch(vendorListOpened({ vassalage: 'JDB', displayName: 'JDB Gaming', gameType: 'RNG' }));
      store.dispatch(gameSessionRequested(storyRequest));
    });
    await screen.findByRole('dialog', { name: 'Fortune Tiger Gold' });
    const dialogs = screen.getAllByRole('dialog');
    expect(dialogs.map((dialog) => dialog.getAttribute('aria-labelledby') && document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent)).toEqual([
      'JDB Gaming',
      'Fortune Tiger Gold',
    ]);
  });

  it('Escape closes only the topmost popup: the error dialog over the vendor list', async () => {
    const { store, user } = renderWithProviders(<LobbyPopups />);
    act(() => {
      store.dispatch(vendorListOpened({ vassalage: 'JDB', displayName: 'JDB Gaming', gameType: 'RNG' }));
      store.dispatch(gameSessionRequested(storyRequest));
      store.dispatch(gameSessionFailed({ message: { message: 'Under maintenance' } }));
    });
    expect(await screen.findByText('Under maintenance')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(selectGameSession(store.getState())).toBeNull();
    expect(selectVendorList(store.getState())).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(selectVendorList(store.getState())).toBeNull();
  });
});
