import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CashierMockState } from '@gamehall/api-client/mocks';
import { loggedInSession, renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { memberHandlers } from '../test/cashierFixtures';
import { MessagesBadge } from './MessagesBadge';
import { MessagesPage } from './MessagesPage';

startTestServer(memberHandlers());

afterEach(() => {
  sessionStorage.clear();
});

/** The page with the member centre menu's badge beside it (both read the one unread count). */
function renderPage(state: CashierMockState) {
  const session = loggedInSession();
  sessionStorage.setItem('token', session.token ?? '');
  return renderWithProviders(
    <>
      <MessagesBadge />
      <MessagesPage />
    </>,
    { route: '/member/messageV2', preloadedState: { session }, handlers: memberHandlers(state) },
  );
}

describe('MessagesPage (spec §2 messageV2)', () => {
  it('opening an unread message shows it, marks it read and lowers the badge', async () => {
    const state = new CashierMockState();
    const { user } = renderPage(state);
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('2 unread messages'));
    await user.click(await screen.findByRole('button', { name: 'Unread: Weekend cashback' }));
    expect(screen.getByText('Claim 5% cashback on slots every weekend in the member centre.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('1 unread message'));
    expect(await screen.findByRole('button', { name: 'Weekend cashback' })).toHaveAttribute('aria-expanded', 'true');
    expect(state.messages.find((m) => m.value.title === 'Weekend cashback')?.value.read).toBe(true);
  });

  it('deletes the selected messages after the confirm, and the badge follows', async () => {
    const state = new CashierMockState();
    const { user } = renderPage(state);
    await user.click(await screen.findByRole('checkbox', { name: 'Select: Weekend cashback' }));
    await user.click(screen.getByRole('button', { name: 'Delete (1)' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete 1 message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Unread: Weekend cashback' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete (1)' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete 1 message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('1 message deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Weekend cashback/ })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('1 unread message'));
    expect(state.messages.some((m) => m.value.title === 'Weekend cashback')).toBe(false);
  });

  it('"Mark all read" reads every message and the badge goes', async () => {
    const state = new CashierMockState();
    const { user } = renderPage(state);
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('All messages are marked read.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Unread:/ })).not.toBeInTheDocument();
    expect(state.unreadOf('player1')).toBe(0);
  });
});
