import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHandlers, makeBanner, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { selectHelpModal } from '@gamehall/shell';
import { renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { resetFirstInteraction } from '@gamehall/ui-kit';
import { HomePage } from './HomePage';

const db = makeMockCatalogue();
db.banners.push(makeBanner({ id: 50, title: 'Get the app', linkageType: 'URL', linkage: 'https://app.example/get', groupName: 'w_home' }));
const server = startTestServer(createHandlers(db));

afterEach(() => vi.restoreAllMocks());

const homeBanners = db.banners.filter((b) => b.groupName === 'w_home');
const notice = db.announcements.find((a) => a.promotionType === 'PL')!;

describe('HomePage', () => {
  it('shows the w_home banners, the notice marquee, the HOT section and the winner board', async () => {
    renderWithProviders(<HomePage />);
    // The first banner paints at once; the carousel with the others arrives with the first interaction.
    expect((await screen.findAllByRole('img', { name: homeBanners[0]!.title }))[0]).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    for (const banner of homeBanners) expect((await screen.findAllByRole('img', { name: banner.title }, { timeout: 5000 }))[0]).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: db.banners.find((b) => b.groupName === 'w_leftmenu')!.title })).not.toBeInTheDocument();
    const marquee = await screen.findByRole('region', { name: 'Notice' });
    expect(within(marquee).getAllByText(notice.title)[0]).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hot' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Big winners' })).toBeVisible();
    const top = [...db.winners].sort((a, b) => Number(b.winAmount) - Number(a.winAmount))[0]!;
    expect((await screen.findAllByText(top.customerName)).length).toBeGreaterThan(0);
  });

  it('opens a notice in a dialog with its sanitised HTML', async () => {
    const { user } = renderWithProviders(<HomePage />);
    const marquee = await screen.findByRole('region', { name: 'Notice' });
    await user.click(within(marquee).getAllByRole('button', { name: notice.title })[0]!);
    const dialog = await screen.findByRole('dialog', { name: notice.title });
    expect(dialog.querySelector('script')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('follows banner linkages: ROUTE navigates, URL opens a new tab without opener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const route = homeBanners.find((b) => b.linkageType === 'ROUTE')!;
    const { user, router } = renderWithProviders(<HomePage />);
    await user.click(await screen.findByRole('button', { name: 'Get the app' }));
    expect(open).toHaveBeenCalledWith('https://app.example/get', '_blank', 'noopener,noreferrer');
    await user.click(screen.getByRole('button', { name: route.title }));
    expect(router.state.location.pathname).toBe(route.linkage);
  });

  it('opens a PROMOTION banner’s promotion in the dialog; a NONE banner is no button', async () => {
    const promotion = db.announcements.find((a) => a.promotionType === 'PR')!;
    const local = makeMockCatalogue();
    local.banners = [
      makeBanner({ id: 71, title: 'Promo banner', linkageType: 'PROMOTION', linkage: String(promotion.id), groupName: 'w_home' }),
      makeBanner({ id: 72, title: 'Plain banner', linkageType: 'NONE', linkage: '', groupName: 'w_home' }),
    ];
    local.announcements = db.announcements;
    server.use(...createHandlers(local));
    resetFirstInteraction(); // the plain first banner, before swiper takes over
    const { user } = renderWithProviders(<HomePage />);
    await user.click(await screen.findByRole('button', { name: 'Promo banner' }));
    expect(await screen.findByRole('dialog', { name: promotion.title }, { timeout: 5000 })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect((await screen.findAllByRole('img', { name: 'Plain banner' }))[0]).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Plain banner' })).not.toBeInTheDocument();
  });

  it('on /help opens the help modal on the hash topic', async () => {
    const { store } = renderWithProviders(<HomePage openHelp />, { route: '/help#deposit' });
    await waitFor(() => expect(selectHelpModal(store.getState())).toMatchObject({ open: true, tag: 'deposit' }));
  });
});
