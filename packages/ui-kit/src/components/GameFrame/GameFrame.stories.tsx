import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameFrame } from './GameFrame';

const meta = {
  title: 'Play/GameFrame',
  component: GameFrame,
  args: {
    title: 'Lucky Dragon',
    state: 'loading',
    allowedOrigin: 'https://games.example.com',
    onMessage: fn(),
    onLoad: fn(),
    onRetry: fn(),
    onOpenInNewTab: fn(),
    labels: {
      loading: 'Loading game…',
      retry: 'Try again',
      openInNewTab: 'Open in a new tab',
      blocked: 'The game did not start here. Your browser may block games inside the page: open it in a new tab.',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ blockSize: 420, inlineSize: '100%', maxInlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The launch is being requested: a spinner, no iframe yet. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading game…' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** The launch URL is known and the frame is loading under the spinner. */
export const LoadingFrame: Story = {
  args: { src: 'about:blank' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading game…' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('iframe')).toHaveAttribute('src', 'about:blank');
  },
};

/** The game is shown, sandboxed. */
export const Ready: Story = {
  args: { src: 'about:blank', state: 'ready' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTitle('Lucky Dragon');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    await expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen');
    await expect(frame).toHaveAttribute('referrerpolicy', 'origin');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The launch failed: the server's message and a retry button. */
export const Error: Story = {
  args: { state: 'error', errorMessage: 'This game is under maintenance.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This game is under maintenance.');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The frame loaded but the game never answered: open it in a new tab instead. */
export const Blocked: Story = {
  args: { src: 'about:blank', state: 'blocked' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('open it in a new tab');
    await userEvent.click(canvas.getByRole('button', { name: 'Open in a new tab' }));
    await expect(args.onOpenInNewTab).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
