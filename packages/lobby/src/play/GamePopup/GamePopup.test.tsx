import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAME_MESSAGE_SOURCE } from '@gamehall/api-client';
import { GAME_READY_TIMEOUT_MS, configureAppStore, gameLaunchRequested } from '@gamehall/shell';
import { renderWithProviders, startTestServer } from '@gamehall/shell/testing';
import { gameClosed, gameLaunchStarted, gameLaunchSucceeded, gameTabRequested, selectGamePopup } from '../playSlice';
import { postFromFrame, storyGame, storyLaunch } from '../test/playStories';
import { GamePopup } from './GamePopup';

startTestServer();

const request = { game: storyGame };
const msg = (data: Record<string, unknown>) => ({ source: GAME_MESSAGE_SOURCE, ...data });

/** Renders the popup over a store that has seen `actions`; records dispatched actions. */
function renderPopup(actions: Parameters<ReturnType<typeof configureAppStore>['dispatch']>[0][], props: { readyTimeoutMs?: number } = {}) {
  const store = configureAppStore();
  for (const action of actions) store.dispatch(action);
  const dispatch = vi.spyOn(store, 'dispatch');
  const view = renderWithProviders(<GamePopup {...props} />, { store });
  return { ...view, store, dispatch };
}

const openActions = () => [gameLaunchStarted({ title: 'Fortune Tiger Gold', request }), gameLaunchSucceeded(storyLaunch)];
const frame = () => screen.getByTitle<HTMLIFrameElement>('Fortune Tiger Gold');

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('GamePopup', () => {
  it('renders nothing without a popup', () => {
    renderPopup([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the game only once it says ready, from the launch origin and its own frame', async () => {
    renderPopup(openActions());
    const dialog = screen.getByRole('dialog', { name: 'Fortune Tiger Gold' });
    expect(within(dialog).getByRole('status', { name: 'Loading game…' })).toBeInTheDocument();
    postFromFrame(frame(), msg({ type: 'ready', balance: '10.00' }), 'https://other.example.com');
    act(() => window.dispatchEvent(new MessageEvent('message', { data: msg({ type: 'ready', balance: '10.00' }), origin: storyLaunch.launchOrigin, source: window })));
    expect(within(dialog).getByRole('status', { name: 'Loading game…' })).toBeInTheDocument();
    act(() => postFromFrame(frame(), msg({ type: 'ready', balance: '10.00' })));
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('refreshes the balance on a balance message and closes on a close message', () => {
    const { dispatch, store } = renderPopup(openActions());
    act(() => postFromFrame(frame(), msg({ type: 'balance', balance: '990.00' })));
    expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ type: 'api/invalidateTags', payload: ['Balance'] }));
    act(() => postFromFrame(frame(), msg({ type: 'close' })));
    expect(dispatch).toHaveBeenCalledWith(gameClosed());
    expect(selectGamePopup(store.getState())).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores messages that are not the game protocol', () => {
    const { dispatch } = renderPopup(openActions());
    act(() => postFromFrame(frame(), { type: 'close' }));
    act(() => postFromFrame(frame(), msg({ type: 'balance', balance: '1e9' })));
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('shows the game’s own error in the dialog, translated', async () => {
    renderPopup(openActions());
    act(() => postFromFrame(frame(), msg({ type: 'error', errorCode: 'game.launch.token.invalid' })));
    const dialog = await screen.findByRole('dialog', { name: 'Fortune Tiger Gold' });
    expect(dialog).toHaveTextContent('The game link has expired. Please start the game again.');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('counts a loaded frame as blocked after 15 s without ready, and not when ready came', () => {
    vi.useFakeTimers();
    renderPopup(openActions());
    fireEvent.load(frame());
    act(() => vi.advanceTimersByTime(GAME_READY_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('open it in a new tab');
    // A late ready still shows the game.
    act(() => postFromFrame(frame(), msg({ type: 'ready', balance: '1.00' })));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not blocked before the frame has loaded', () => {
    vi.useFakeTimers();
    renderPopup(openActions());
    act(() => vi.advanceTimersByTime(GAME_READY_TIMEOUT_MS * 2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes on Escape and relaunches on retry', async () => {
    const { user, dispatch } = renderPopup(openActions());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(dispatch).toHaveBeenCalledWith(gameLaunchRequested(request));
    await user.keyboard('{Escape}');
    expect(dispatch).toHaveBeenCalledWith(gameClosed());
  });

  it('opens a new tab inside the click, cuts its opener, relaunches and sends the tab to the new launch', async () => {
    const tab = { opener: {} as unknown, closed: false, location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user, dispatch, store } = renderPopup(openActions());
    await user.click(screen.getByRole('button', { name: 'Open in a new tab' }));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(dispatch).toHaveBeenCalledWith(gameTabRequested());
    const second = { ...storyLaunch, launchUrl: 'https://games.example.com/play?t=second' };
    act(() => {
      store.dispatch(gameLaunchStarted({ title: 'Fortune Tiger Gold', request, target: 'tab' }));
      store.dispatch(gameLaunchSucceeded(second));
    });
    expect(tab.location.replace).toHaveBeenCalledWith(second.launchUrl);
    expect(screen.getByRole('status')).toHaveTextContent('The game is open in another tab.');
    expect(screen.queryByTitle('Fortune Tiger Gold')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close game' }));
    expect(selectGamePopup(store.getState())).toBeNull();
  });

  it('offers a link when the browser blocked the new tab', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, store } = renderPopup(openActions());
    await user.click(screen.getByRole('button', { name: 'Open in a new tab' }));
    act(() => {
      store.dispatch(gameLaunchStarted({ title: 'Fortune Tiger Gold', request, target: 'tab' }));
      store.dispatch(gameLaunchSucceeded({ ...storyLaunch, launchUrl: 'https://games.example.com/play?t=2' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your browser blocked the new tab.');
    const link = screen.getByRole('link', { name: 'Open in a new tab' });
    expect(link).toHaveAttribute('href', 'https://games.example.com/play?t=2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('offers the link too when the player closed the blank tab before the launch answered', async () => {
    const tab = { opener: {}, closed: false, location: { replace: vi.fn() }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user, store } = renderPopup(openActions());
    await user.click(screen.getByRole('button', { name: 'Open in a new tab' }));
    tab.closed = true;
    act(() => {
      store.dispatch(gameLaunchStarted({ title: 'Fortune Tiger Gold', request, target: 'tab' }));
      store.dispatch(gameLaunchSucceeded({ ...storyLaunch, launchUrl: 'https://games.example.com/play?t=3' }));
    });
    expect(tab.location.replace).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Your browser blocked the new tab.');
    expect(screen.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', 'https://games.example.com/play?t=3');
  });

  it('closes the blank tab when the relaunch for it fails', async () => {
    const tab = { opener: {}, closed: false, location: { replace: vi.fn() }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user, store } = renderPopup(openActions());
    await user.click(screen.getByRole('button', { name: 'Open in a new tab' }));
    act(() => {
      store.dispatch(gameLaunchStarted({ title: 'Fortune Tiger Gold', request, target: 'tab' }));
      store.dispatch({ type: 'play/gameLaunchFailed', payload: { message: { key: 'network_error' } } });
    });
    expect(tab.close).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Network link is abnormal'));
  });
});
