import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startTestServer } from '../../testing';
import { loggedInSession, shellCatalogue, shellHandlers, unreadCountHandler } from '../../test/fixtures';
import { DESKTOP_QUERY } from '../../internal/breakpoints';
import type { MenuEntry } from '../../menu/MenuRegistry';
import { shellApi } from '../../api/shellApi';
import { selectSideMenuOpen } from '../../store/shellSlice';
import { Header } from '../Header/Header';
import { SideMenu } from './SideMenu';

startTestServer(shellHandlers());

const entries: MenuEntry[] = [
  { id: 'b', area: 'sideMenu', labelKey: 'promotions', to: '/promotions', order: 2 },
  { id: 'a', area: 'sideMenu', labelKey: 'home', to: '/', order: 1 },
  { id: 'c', area: 'sideMenu', labelKey: 'deposit', to: '/member', order: 3, requiresLogin: true },
  { id: 'd', area: 'header', labelKey: 'withdraw', to: '/member', order: 1 },
];

function Shell() {
  return (
    <>
      <Header />
      <SideMenu />
    </>
  );
}

describe('SideMenu (spec §2)', () => {
  it('toggles as a drawer: menu button opens, Escape and the overlay close', async () => {
    const { user, store } = renderWithProviders(<Shell />);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(selectSideMenuOpen(store.getState())).toBe(false);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByTestId('side-menu-overlay'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('traps focus inside the open drawer', async () => {
    const { user } = renderWithProviders(<Shell />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes the drawer on navigation', async () => {
    const { user, router, store } = renderWithProviders(<Shell />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await act(() => router.navigate('/rng'));
    expect(selectSideMenuOpen(store.getState())).toBe(false);
  });

  it('lists the registered side menu entries in order (not login-only ones while anonymous), then the fixed entries', async () => {
    renderWithProviders(<SideMenu />, { menuEntries: entries });
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    await within(nav).findByRole('link', { name: 'Customer service' });
    const names = within(nav).getAllByRole('listitem').map((li) => li.textContent);
    expect(names).toEqual(['Home', 'Promotions', 'Download the app', 'Customer service', 'Legal licence']);
    expect(within(nav).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('shows the unread badge an entry asks for, to a logged-in member only', async () => {
    const messages: MenuEntry = { id: 'm', area: 'sideMenu', labelKey: 'platform_messages', to: '/member/messageV2', order: 1, badge: 'unreadMessages' };
    let calls = 0;
    const { unmount } = renderWithProviders(<SideMenu />, { menuEntries: [messages], handlers: [unreadCountHandler(4, () => (calls += 1))] });
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    await within(nav).findByRole('link', { name: 'Customer service' });
    expect(within(nav).getByRole('link', { name: 'Platform messages' })).toBeInTheDocument();
    expect(calls).toBe(0);
    unmount();
    renderWithProviders(<SideMenu />, { menuEntries: [messages], preloadedState: { session: loggedInSession() } });
    expect(await screen.findByRole('link', { name: 'Platform messages 4 unread messages' })).toHaveAttribute('href', '/member/messageV2');
  });

  it('opens the download popup with two SVG QR codes (iOS, Android)', async () => {
    const { user } = renderWithProviders(<SideMenu />);
    await screen.findByRole('link', { name: 'Customer service' });
    await user.click(screen.getByRole('button', { name: 'Download the app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download the app' });
    const codes = await within(dialog).findAllByRole('img');
    expect(codes).toHaveLength(2);
    expect(codes.map((c) => c.tagName.toLowerCase())).toEqual(['svg', 'svg']);
    expect(codes.map((c) => c.getAttribute('aria-label'))).toEqual(['Download for iOS', 'Download for Android']);
    expect(codes[0]).toHaveAttribute('width', '107');
    expect(codes[0]?.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('switches the language with the language select', async () => {
    const { user, i18n } = renderWithProviders(<SideMenu />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'TY');
    await waitFor(() => expect(i18n.language).toBe('tl'));
  });

  it('shows the w_leftmenu banners once the drawer opens (not before: a closed drawer loads nothing)', async () => {
    const { user } = renderWithProviders(<Shell />);
    const banner = shellCatalogue().banners.find((b) => b.groupName === 'w_leftmenu')!;
    await screen.findByRole('link', { name: 'Customer service' });
    expect(screen.queryByRole('img', { name: banner.title })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(await within(drawer).findByRole('img', { name: banner.title })).toBeInTheDocument();
    for (const other of shellCatalogue().banners.filter((b) => b.groupName !== 'w_leftmenu')) {
      expect(screen.queryByRole('img', { name: other.title })).not.toBeInTheDocument();
    }
  });

  it('shows the w_leftmenu banners on the desktop rail, which is always shown', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === DESKTOP_QUERY, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    try {
      renderWithProviders(<SideMenu />);
      const banner = shellCatalogue().banners.find((b) => b.groupName === 'w_leftmenu')!;
      expect(await within(screen.getByRole('navigation', { name: 'Menu' })).findByRole('img', { name: banner.title })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('customer service opens the operator’s first real contact in a new tab without opener, never the unbuilt chat room', async () => {
    const db = shellCatalogue();
    db.permissionInfo = { ...db.permissionInfo, customerService: [{ csType: 'LIVECHAT', path: '/cs/livechat', label: 'Live chat' }, { csType: 'WHATSAPP', path: 'https://wa.me/639171234567', label: 'WhatsApp' }] };
    renderWithProviders(<SideMenu />, { handlers: shellHandlers({}, db) });
    const link = await screen.findByRole('link', { name: 'Customer service' });
    expect(link).toHaveAttribute('href', 'https://wa.me/639171234567');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no customer service entry when no configured contact leads anywhere', async () => {
    const db = shellCatalogue();
    db.permissionInfo = { ...db.permissionInfo, customerService: [{ csType: 'LIVECHAT', path: '/cs/livechat', label: 'Live chat' }] };
    const { store } = renderWithProviders(<SideMenu />, { handlers: shellHandlers({}, db) });
    // The settings have arrived (the side menu reads them for customer service).
    await waitFor(() => expect(shellApi.endpoints.getPermissionInfo.select()(store.getState() as never).data?.customerService).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Customer service' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Menu' })).getAllByRole('listitem').map((li) => li.textContent)).not.toContain('Customer service');
  });

  it('is not rendered on game pages', () => {
    renderWithProviders(<SideMenu hidden />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
