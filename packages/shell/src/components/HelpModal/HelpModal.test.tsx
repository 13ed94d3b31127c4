import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, startTestServer } from '../../testing';
import { shellHandlers } from '../../test/fixtures';
import { helpModalOpened } from '../../store/shellSlice';
import { HelpModal } from './HelpModal';

startTestServer(shellHandlers());

describe('HelpModal (spec §2 /help#tag)', () => {
  it('selects the topic named by the hash', async () => {
    renderWithProviders(<HelpModal />, { route: '/help#withdraw' });
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(await within(dialog).findByRole('tab', { name: 'Withdrawal' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('Withdrawals are processed within 24 hours.');
  });

  it('follows a hash change and a tab pick', async () => {
    const { user, router } = renderWithProviders(<HelpModal />, { route: '/help' });
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(await within(dialog).findByRole('tab', { name: 'About us' })).toHaveAttribute('aria-selected', 'true');
    await act(() => router.navigate('/help#faq'));
    expect(within(dialog).getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(dialog).getByRole('tab', { name: 'Deposit' }));
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('Deposits are credited within minutes.');
  });

  it('closing on /help navigates home', async () => {
    const { user, router } = renderWithProviders(<HelpModal />, { route: '/help#deposit' });
    await screen.findByRole('dialog', { name: 'Help centre' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens anywhere with helpModalOpened(tag)', async () => {
    const { store } = renderWithProviders(<HelpModal />, { route: '/rng' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(helpModalOpened('terms'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(await within(dialog).findByRole('tab', { name: 'Terms and conditions' })).toHaveAttribute('aria-selected', 'true');
  });
});
