import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startTestServer } from '../testing';
import { loggedInSession, shellHandlers } from '../test/fixtures';
import { selectAccountModal } from '../store/session';
import { selectRealAccountNotice } from '../store/shellSlice';
import type { RootState } from '../store/rootReducer';
import { AppLayout } from '../components/AppLayout/AppLayout';
import { useRealAccountAction } from './useRealAccountAction';

startTestServer(shellHandlers());

function PlayButton({ onPlay }: { onPlay(code: string): void }) {
  const play = useRealAccountAction(onPlay);
  return (
    <button type="button" onClick={() => play('PG_1')}>
      Play
    </button>
  );
}

function setup(preloadedState?: Partial<RootState>) {
  const onPlay = vi.fn();
  const result = renderWithProviders(
    <AppLayout>
      <PlayButton onPlay={onPlay} />
    </AppLayout>,
    { preloadedState },
  );
  return { ...result, onPlay };
}

describe('useRealAccountAction', () => {
  it('opens the login popup for a visitor and does not run the action', async () => {
    const { user, store, onPlay } = setup();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(selectAccountModal(store.getState())).toBe('login');
    expect(onPlay).not.toHaveBeenCalled();
  });

  it('shows in_need_true_account to a trial account, closed with Confirm', async () => {
    const { user, store, onPlay } = setup({ session: loggedInSession({ type: 4 }) });
    await user.click(screen.getByRole('button', { name: 'Play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please use a real account for this action' });
    expect(onPlay).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(dialog).not.toBeInTheDocument();
    expect(selectRealAccountNotice(store.getState())).toBe(false);
  });

  it('runs the action with its arguments for a member', async () => {
    const { user, store, onPlay } = setup({ session: loggedInSession() });
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(onPlay).toHaveBeenCalledWith('PG_1');
    expect(selectAccountModal(store.getState())).toBeNull();
  });
});
