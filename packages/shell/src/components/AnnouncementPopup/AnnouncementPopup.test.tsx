import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEXT_FIELD_QUIET_MS, VISITOR_QUIET_MS, resetVisitorActivity } from '@gamehall/ui-kit';
import { envelope, makeAnnouncement } from '@gamehall/api-client/mocks';
import { renderWithProviders, startTestServer } from '../../testing';
import { loggedInSession, shellHandlers } from '../../test/fixtures';
import { AnnouncementPopup } from './AnnouncementPopup';

const server = startTestServer(shellHandlers());

/** Waits `ms` of real time (the popup's quiet waits are real timers). */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('AnnouncementPopup (spec §4 popup announcements)', () => {
  beforeEach(() => {
    resetVisitorActivity();
  });

  it('opens once the page is idle after load, without any interaction', async () => {
    renderWithProviders(<AnnouncementPopup />);
    expect(await screen.findByRole('dialog', { name: 'Register and get ₱100' })).toBeInTheDocument();
  });

  it('never opens in the middle of the visitor’s first action: typing in the search box, it waits until they stop', async () => {
    // Real time: without a visitor the popup opens within a second (the first test).
    const search = document.createElement('input');
    search.type = 'search';
    document.body.append(search);
    search.focus();
    try {
      renderWithProviders(<AnnouncementPopup />);
      // Still typing: a key every half second for three seconds.
      for (let i = 1; i <= 6; i += 1) {
        fireEvent.keyDown(search, { key: 'b' });
        fireEvent.input(search, { target: { value: 'b'.repeat(i) } });
        await pause(500);
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      }
      // Stopped, the focus still in the box: a pause shorter than TEXT_FIELD_QUIET_MS is not enough…
      await pause(TEXT_FIELD_QUIET_MS - 1500);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // …after it the popup comes.
      expect(await screen.findByRole('dialog', { name: 'Register and get ₱100' }, { timeout: 8000 })).toBeInTheDocument();
    } finally {
      search.remove();
    }
  });

  it('does not open over a menu the visitor has open (the account menu): it waits until it is closed', async () => {
    const menuButton = document.createElement('button');
    menuButton.setAttribute('aria-expanded', 'true');
    menuButton.setAttribute('aria-controls', 'account-menu');
    document.body.append(menuButton);
    try {
      renderWithProviders(<AnnouncementPopup />);
      // Without a menu the popup opens within a second (the first test); the menu stays open
      // three seconds while the visitor reads it: no popup over it.
      await pause(3000);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      menuButton.setAttribute('aria-expanded', 'false');
      expect(await screen.findByRole('dialog', { name: 'Register and get ₱100' }, { timeout: VISITOR_QUIET_MS + 6000 })).toBeInTheDocument();
    } finally {
      menuButton.remove();
    }
  });

  it('shows the anonymous audience the popups of the site announcements call, and pages through them', async () => {
    const queries: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('MCSFE_getListAnnouncements')) queries.push(new URL(request.url).search);
    });
    const { user } = renderWithProviders(<AnnouncementPopup />);
    const dialog = await screen.findByRole('dialog', { name: 'Register and get ₱100' });
    // One call, the site's (the home page's banners and notices share it).
    expect(queries).toHaveLength(1);
    expect(new URLSearchParams(queries[0]).get('types')).toBe('B,PL,PU,PR');
    expect(new URLSearchParams(queries[0]).get('execution')).toBe('B');
    expect(within(dialog).getByText('1 / 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Scheduled maintenance' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('dialog', { name: 'Register and get ₱100' })).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it("asks for a member's popups (execution A and F) with a call of its own", async () => {
    const queries: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('MCSFE_getListAnnouncements')) queries.push(new URL(request.url).search);
    });
    renderWithProviders(<AnnouncementPopup />, { preloadedState: { session: loggedInSession() } });
    expect(await screen.findByRole('dialog', { name: 'Your daily mission is ready' })).toBeInTheDocument();
    expect(queries.map((q) => new URLSearchParams(q).get('execution'))).toEqual(['A']);
    expect(new URLSearchParams(queries[0]).get('types')).toBe('PU');
    server.events.removeAllListeners();
  });

  it('shows once per session: closing records it and a new visit in the session shows nothing', async () => {
    const first = renderWithProviders(<AnnouncementPopup />);
    await screen.findByRole('dialog', { name: 'Register and get ₱100' });
    await first.user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('announcementClosed:B')).toBe('closed');
    first.unmount();

    renderWithProviders(<AnnouncementPopup />);
    await pause(100);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sanitises the content', async () => {
    server.use(
      http.get('*/wps/relay/MCSFE_getListAnnouncements', () =>
        envelope({
          banners: [], notices: [], promotion: [], help: [],
          popup: [makeAnnouncement({ id: 9, promotionType: 'PU', execution: 'B', title: 'Hello', content: '<p>Safe</p><img src=x onerror="alert(1)"><script>alert(2)</script>' })],
        }),
      ),
    );
    renderWithProviders(<AnnouncementPopup />);
    const dialog = await screen.findByRole('dialog', { name: 'Hello' });
    expect(within(dialog).getByText('Safe')).toBeInTheDocument();
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(dialog.querySelector('script')).toBeNull();
  });

  it('shows nothing when there are no popups', async () => {
    server.use(http.get('*/wps/relay/MCSFE_getListAnnouncements', () => envelope({ banners: [], notices: [], popup: [], promotion: [], help: [] })));
    renderWithProviders(<AnnouncementPopup />);
    await pause(100);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('AnnouncementPopup with the help centre', () => {
  it('waits while the help centre is open', async () => {
    const { router } = renderWithProviders(<AnnouncementPopup />, { route: '/help' });
    await pause(100);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('dialog', { name: 'Register and get ₱100' })).toBeInTheDocument();
  });
});
