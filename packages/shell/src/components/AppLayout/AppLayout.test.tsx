import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetFirstInteraction } from '@gamehall/ui-kit';
import { renderWithProviders, startTestServer } from '../../testing';
import { shellHandlers } from '../../test/fixtures';
import { AppLayout } from './AppLayout';

const server = startTestServer(shellHandlers());

describe('AppLayout', () => {
  it('renders header and main at once, and the side menu and footer from the first interaction', async () => {
    resetFirstInteraction();
    renderWithProviders(<AppLayout header={{ actions: <button type="button">Log in</button> }}>Lobby</AppLayout>);
    expect(screen.getByRole('main')).toHaveTextContent('Lobby');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(await screen.findByRole('navigation', { name: 'Menu' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('hides the side menu on game pages', () => {
    renderWithProviders(<AppLayout>Game</AppLayout>, { route: '/seamless' });
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('shows no footer on /seamless (spec §2), but does on a lottery page', async () => {
    resetFirstInteraction();
    const seamless = renderWithProviders(<AppLayout>Game</AppLayout>, { route: '/seamless' });
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    await within(screen.getByRole('banner')).findByRole('link', { name: 'Slots' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    seamless.unmount();
    renderWithProviders(<AppLayout>Lottery</AppLayout>, { route: '/lottery' });
    expect(await screen.findByRole('contentinfo', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('refetches language-dependent data when the language changes', async () => {
    let menuCalls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/lgw/games/game_menus')) menuCalls += 1;
    });
    const { i18n } = renderWithProviders(<AppLayout>Lobby</AppLayout>);
    await within(screen.getByRole('banner')).findByRole('link', { name: 'Slots' });
    const before = menuCalls;
    await act(() => i18n.changeLanguage('tl'));
    await waitFor(() => expect(menuCalls).toBeGreaterThan(before));
    server.events.removeAllListeners();
  });
});
