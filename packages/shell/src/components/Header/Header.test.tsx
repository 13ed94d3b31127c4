import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeVendor } from '@gamehall/api-client/mocks';
import { renderWithProviders, startTestServer } from '../../testing';
import { shellCatalogue, shellHandlers } from '../../test/fixtures';
import { selectSideMenuOpen } from '../../store/shellSlice';
import { vendorLaunchRequested } from '../../store/playActions';
import { configureAppStore } from '../../store/store';
import { Header } from './Header';

startTestServer(shellHandlers());

describe('Header', () => {
  it('lists HOME and the categories in the server order (sort), labelled by game_type_<TYPE>', async () => {
    const db = shellCatalogue();
    // The server sorts by `sort`: reverse the array but keep the sort numbers.
    db.menus = [...db.menus].reverse();
    renderWithProviders(<Header />, { handlers: shellHandlers({}, db) });
    const nav = await screen.findByRole('navigation', { name: 'Game types' });
    await within(nav).findByRole('link', { name: 'Slots' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Slots', 'Live Casino', 'Sports', 'Fishing', 'Poker / PVP', 'Lottery']);
  });

  it('labels any category by its key and routes it', async () => {
    const db = shellCatalogue();
    const first = db.menus[0];
    if (first) first.gameType = 'COCKFIGHT';
    renderWithProviders(<Header />, { handlers: shellHandlers({}, db) });
    expect(await screen.findByRole('link', { name: 'Cockfight' })).toHaveAttribute('href', '/cockfight');
  });

  it('opens a category’s vendor drop-down on hover and routes a vendor to gameTypePath(type, vassalage)', async () => {
    const { user, router } = renderWithProviders(<Header />);
    await user.hover(await screen.findByRole('link', { name: 'Slots' }));
    const list = await screen.findByRole('list', { name: 'Slots – Providers' });
    expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual(['PG Soft', 'EG Slots', 'JDB Gaming']);
    await user.click(within(list).getByRole('link', { name: 'JDB Gaming' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/rng?vassalage=JDB');
    expect(screen.queryByRole('list', { name: 'Slots – Providers' })).not.toBeInTheDocument();
  });

  it('uses the large drop-down layout above 10 vendors', async () => {
    const db = shellCatalogue();
    const live = db.menus.find((m) => m.gameType === 'LIVE');
    if (live) live.cards = Array.from({ length: 11 }, (_, i) => makeVendor({ vassalage: `L${String(i)}`, displayName: `Live ${String(i)}`, gameType: 'LIVE' }));
    const { user } = renderWithProviders(<Header />, { handlers: shellHandlers({}, db) });
    await user.hover(await screen.findByRole('link', { name: 'Live Casino' }));
    const list = await screen.findByRole('list', { name: 'Live Casino – Providers' });
    expect(list.closest('[data-layout]')).toHaveAttribute('data-layout', 'large');
  });

  it('opens the drop-down on keyboard focus and closes it with Escape', async () => {
    const { user } = renderWithProviders(<Header />);
    await screen.findByRole('link', { name: 'Slots' });
    screen.getByRole('link', { name: 'Slots' }).focus();
    expect(await screen.findByRole('list', { name: 'Slots – Providers' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Slots – Providers' })).not.toBeInTheDocument();
  });

  it('marks the current category and routes a click on a category', async () => {
    const { user, router } = renderWithProviders(<Header />, { route: '/' });
    await user.click(await screen.findByRole('link', { name: 'Fishing' }));
    expect(router.state.location.pathname).toBe('/fish');
    expect(screen.getByRole('link', { name: 'Fishing' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('launches the only vendor of a single-vendor category instead of routing (spec §2)', async () => {
    const store = configureAppStore();
    const dispatch = vi.spyOn(store, 'dispatch');
    const { user, router } = renderWithProviders(<Header />, { store });
    await user.click(await screen.findByRole('link', { name: 'Live Casino' }));
    expect(dispatch).toHaveBeenCalledWith(vendorLaunchRequested(expect.objectContaining({ vassalage: 'EVO', gameType: 'LIVE' }) as never));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the logo with the site name, linking home, and the slots', async () => {
    renderWithProviders(<Header search={<input aria-label="Search games" />} actions={<button type="button">Log in</button>} />);
    const logo = await screen.findByRole('img', { name: 'Gamehall' });
    expect(logo).toHaveAttribute('src', '/art/logo.svg');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
    expect(screen.getByRole('textbox', { name: 'Search games' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('toggles the side menu with the menu button', async () => {
    const { user, store } = renderWithProviders(<Header />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(selectSideMenuOpen(store.getState())).toBe(true);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});
