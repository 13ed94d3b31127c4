import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GameFrame, type GameFrameProps } from './GameFrame';

const labels = { loading: 'Loading', retry: 'Retry', openInNewTab: 'New tab', blocked: 'Blocked' };
const ORIGIN = 'https://games.example.com';

function renderFrame(props: Partial<GameFrameProps> = {}) {
  const onMessage = vi.fn();
  const view = render(
    <GameFrame src="about:blank" title="Lucky Dragon" state="ready" allowedOrigin={ORIGIN} onMessage={onMessage} labels={labels} {...props} />,
  );
  const frame = screen.getByTitle<HTMLIFrameElement>('Lucky Dragon');
  return { ...view, onMessage, frame };
}

function post(data: unknown, origin: string, source: MessageEventSource | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('GameFrame messages', () => {
  it('delivers a message from the allowed origin sent by its own frame', () => {
    const { onMessage, frame } = renderFrame();
    post({ type: 'balance' }, ORIGIN, frame.contentWindow);
    expect(onMessage).toHaveBeenCalledWith({ type: 'balance' });
  });

  it('ignores a message from another origin, even from its own frame', () => {
    const { onMessage, frame } = renderFrame();
    post({ type: 'close' }, 'https://evil.example.com', frame.contentWindow);
    post({ type: 'close' }, 'https://games.example.com:8443', frame.contentWindow);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('ignores a message with the allowed origin from another window', () => {
    const { onMessage } = renderFrame();
    post({ type: 'close' }, ORIGIN, window);
    post({ type: 'close' }, ORIGIN, null);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('ignores a message from another frame of the same origin', () => {
    const { onMessage } = renderFrame();
    const other = document.createElement('iframe');
    document.body.append(other);
    post({ type: 'close' }, ORIGIN, other.contentWindow);
    expect(onMessage).not.toHaveBeenCalled();
    other.remove();
  });

  it('delivers nothing without an allowed origin', () => {
    const { onMessage, frame } = renderFrame({ allowedOrigin: undefined });
    post({ type: 'close' }, ORIGIN, frame.contentWindow);
    post({ type: 'close' }, 'null', frame.contentWindow);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('stops listening once unmounted', () => {
    const { onMessage, frame, unmount } = renderFrame();
    const source = frame.contentWindow;
    unmount();
    post({ type: 'close' }, ORIGIN, source);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('uses the latest onMessage without missing messages', () => {
    const { frame, rerender } = renderFrame();
    const next = vi.fn();
    rerender(<GameFrame src="about:blank" title="Lucky Dragon" state="ready" allowedOrigin={ORIGIN} onMessage={next} labels={labels} />);
    post('ready', ORIGIN, frame.contentWindow);
    expect(next).toHaveBeenCalledWith('ready');
  });
});

describe('GameFrame states', () => {
  it('sandboxes the game: no top navigation, no popups', () => {
    const { frame } = renderFrame();
    const sandbox = frame.getAttribute('sandbox')?.split(' ') ?? [];
    expect(sandbox.sort()).toEqual(['allow-forms', 'allow-same-origin', 'allow-scripts']);
    expect(frame).toHaveAttribute('referrerpolicy', 'origin');
  });

  it('has no frame while the launch URL is unknown, and shows the spinner', () => {
    render(<GameFrame title="Lucky Dragon" state="loading" labels={labels} />);
    expect(screen.queryByTitle('Lucky Dragon')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('keeps the frame under the blocked panel, so a late answer can still show the game', () => {
    renderFrame({ state: 'blocked' });
    expect(screen.getByTitle('Lucky Dragon')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Blocked');
    // No onOpenInNewTab and no onRetry: no buttons.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('drops the frame on error and shows the message', () => {
    render(<GameFrame src="about:blank" title="Lucky Dragon" state="error" errorMessage="Game not found" labels={labels} />);
    expect(screen.queryByTitle('Lucky Dragon')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Game not found');
  });

  it('mounts a fresh iframe for a new launch URL', () => {
    const { frame, rerender } = renderFrame();
    rerender(<GameFrame src="about:blank#2" title="Lucky Dragon" state="ready" allowedOrigin={ORIGIN} labels={labels} />);
    const next = screen.getByTitle('Lucky Dragon');
    expect(next).not.toBe(frame);
    expect(next).toHaveAttribute('src', 'about:blank#2');
  });
});
