import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { take } from 'redux-saga/effects';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '@gamehall/api-client/mocks';
import { renderWithProviders, startTestServer } from '../../testing';
import { fakeClipboard, loggedInSession, shellHandlers, unreadCountHandler } from '../../test/fixtures';
import { accountApi, UNREAD_MESSAGES_TAG } from '../../api/accountApi';
import { logoutRequested, selectAccountModal } from '../../store/session';
import type { MenuEntry } from '../../menu/MenuRegistry';
import { configureAppStore } from '../../store/store';
import { AccountBar } from './AccountBar';

startTestServer(shellHandlers());

afterEach(() => {
  sessionStorage.clear();
});

/** A balance handler answering the next amount of `amounts` on each call. */
function balances(amounts: string[]) {
  let calls = 0;
  const handler = http.get('*/wps/v2/wallets/balance', () => {
    const balance = amounts[Math.min(calls, amounts.length - 1)] ?? '0';
    calls += 1;
    return envelope({ balance, currency: 'PHP', currencySymbol: '₱' });
  });
  return { handler, calls: () => calls };
}

describe('AccountBar', () => {
  it('opens the login and register modals for a visitor', async () => {
    const { user, store } = renderWithProviders(<AccountBar />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(selectAccountModal(store.getState())).toBe('login');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(selectAccountModal(store.getState())).toBe('register');
  });

  it('with a login form, Log in opens the popover instead of the modal; its Register link opens the registration modal', async () => {
    const form = (
      <form aria-label="Header login">
        <input aria-label="Username" />
      </form>
    );
    const { user, store } = renderWithProviders(<AccountBar loginForm={form} />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const popover = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(popover).getByRole('form', { name: 'Header login' })).toBeInTheDocument();
    await waitFor(() => expect(within(popover).getByLabelText('Username')).toHaveFocus());
    expect(selectAccountModal(store.getState())).toBeNull();
    await user.click(within(popover).getByRole('button', { name: 'No account yet? Register' }));
    expect(selectAccountModal(store.getState())).toBe('register');
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('closes the login popover when focus leaves it', async () => {
    const { user } = renderWithProviders(<AccountBar loginForm={<input aria-label="Username" />} />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
    await user.tab(); // "More ways to log in", still inside
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    await user.tab(); // the Register link, still inside
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    await user.tab(); // the bar's Register button, outside
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toHaveFocus();
  });

  it('shows no login buttons while a stored session is being restored', () => {
    sessionStorage.setItem('token', 'stored');
    renderWithProviders(<AccountBar />);
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('asks the server again on refresh and shows the new balance with 2 decimals', async () => {
    const mock = balances(['10', '2500.756']);
    const { user } = renderWithProviders(<AccountBar />, { preloadedState: { session: loggedInSession() }, handlers: [mock.handler] });
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('₱10.00'));
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('₱2,500.76'));
    expect(mock.calls()).toBe(2);
  });

  it('logs out only after the in_sure_logout confirm', async () => {
    // What the auth feature's logout saga would see.
    const dispatched: string[] = [];
    const store = configureAppStore({
      preloadedState: { session: loggedInSession() },
      sagas: [
        function* recordLogout() {
          yield take(logoutRequested.match);
          dispatched.push(logoutRequested.type);
        },
      ],
    });
    const { user } = renderWithProviders(<AccountBar />, { store, handlers: [balances(['1']).handler] });

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to log out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dispatched).not.toContain(logoutRequested.type);

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to log out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(dispatched).toContain(logoutRequested.type);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the account and avatar entries features register, and only those', async () => {
    const menuEntries: MenuEntry[] = [
      { id: 'member.deposit', area: 'account', labelKey: 'deposit', to: '/member/deposit', order: 1 },
      { id: 'member.centre', area: 'avatar', labelKey: 'promotions', to: '/promotions', order: 1, requiresLogin: true },
    ];
    const { user } = renderWithProviders(<AccountBar />, { preloadedState: { session: loggedInSession() }, handlers: [balances(['1']).handler], menuEntries });
    expect(await screen.findByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member/deposit');
    expect(screen.queryByRole('link', { name: 'Withdraw' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
  });

  it('closes the avatar menu with Escape', async () => {
    const { user } = renderWithProviders(<AccountBar />, { preloadedState: { session: loggedInSession() }, handlers: [balances(['1']).handler] });
    const button = await screen.findByRole('button', { name: 'Account menu' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  describe('unread platform messages (spec §2)', () => {
    const messagesEntry: MenuEntry = { id: 'member.messageV2', area: 'avatar', labelKey: 'platform_messages', to: '/member/messageV2', order: 1, requiresLogin: true, badge: 'unreadMessages' };

    it('fetches the count on header load and shows it on the avatar and on the platform messages entry', async () => {
      const { user } = renderWithProviders(<AccountBar />, {
        preloadedState: { session: loggedInSession() },
        handlers: [balances(['1']).handler, unreadCountHandler(3)],
        menuEntries: [messagesEntry],
      });
      const avatar = await screen.findByRole('button', { name: 'Account menu' });
      await waitFor(() => expect(avatar).toHaveAccessibleDescription('3 unread messages'));
      await user.click(avatar);
      expect(screen.getByRole('link', { name: 'Platform messages 3 unread messages' })).toHaveAttribute('href', '/member/messageV2');
    });

    it('follows the count when the member centre invalidates the unread tag', async () => {
      let count = 2;
      const { store } = renderWithProviders(<AccountBar />, {
        preloadedState: { session: loggedInSession() },
        handlers: [balances(['1']).handler, http.get('*/wps/relay/CSP_unreadCount', () => envelope({ count }))],
      });
      const avatar = await screen.findByRole('button', { name: 'Account menu' });
      await waitFor(() => expect(avatar).toHaveAccessibleDescription('2 unread messages'));
      count = 0;
      store.dispatch(accountApi.util.invalidateTags([UNREAD_MESSAGES_TAG]));
      await waitFor(() => expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument());
      expect(avatar).not.toHaveAttribute('aria-describedby');
    });

    it('does not ask a trial account', async () => {
      let calls = 0;
      renderWithProviders(<AccountBar />, {
        preloadedState: { session: loggedInSession({ type: 4, nickname: 'Guest 42', account: 'trial42' }) },
        handlers: [balances(['1']).handler, unreadCountHandler(5, () => (calls += 1))],
        menuEntries: [messagesEntry],
      });
      await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('₱1.00'));
      expect(calls).toBe(0);
      expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    });
  });

  describe('copy user ID (spec §8 copy_success)', () => {
    it('copies the member id and says so', async () => {
      const { user } = renderWithProviders(<AccountBar />, { preloadedState: { session: loggedInSession() }, handlers: [balances(['1']).handler] });
      await user.click(await screen.findByRole('button', { name: 'Account menu' }));
      expect(screen.getByTestId('user-id')).toHaveTextContent('7');
      await user.click(screen.getByRole('button', { name: 'Copy user ID' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
      await expect(navigator.clipboard.readText()).resolves.toBe('7');
    });

    it('tells the member to copy it by hand when the browser refuses', async () => {
      const { user } = renderWithProviders(<AccountBar />, { preloadedState: { session: loggedInSession() }, handlers: [balances(['1']).handler] });
      const restore = fakeClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
      try {
        await user.click(await screen.findByRole('button', { name: 'Account menu' }));
        await user.click(screen.getByRole('button', { name: 'Copy user ID' }));
        await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Could not copy. Select the ID and copy it yourself.'));
      } finally {
        restore();
      }
    });

    it('lets the copied notice go after a few seconds', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        const { user } = renderWithProviders(<AccountBar />, { preloadedState: { session: loggedInSession() }, handlers: [balances(['1']).handler] });
        await user.click(await screen.findByRole('button', { name: 'Account menu' }));
        await user.click(screen.getByRole('button', { name: 'Copy user ID' }));
        await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
        await vi.advanceTimersByTimeAsync(3000);
        await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
