import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent } from '@testing-library/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_CODES } from '@gamehall/api-client';
import { loggedInSession } from '@gamehall/shell/storybook';
import { gameSessionSaga } from '../../gameSessionSaga';
import { gameSessionRequested } from '../../gameSessionSlice';
import { MOCK_LAUNCH_URL, gameMessage, postFromFrame, sessionHandlers, storyRequest } from '../../test/playFixtures';
import { GameSessionFrame } from './GameSessionFrame';
import styles from './GameSessionFrame.module.css';

/**
 * Every story runs the real session saga over the mock platform: `player1` logged in, the game
 * requested when the story starts.
 */
const meta = {
  title: 'Play/GameSessionFrame',
  component: GameSessionFrame,
  args: { surface: 'popup', tabAction: 'close', className: styles.frame, readyTimeoutMs: 15_000 },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', blockSize: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    session: loggedInSession(),
    sagas: [gameSessionSaga],
    actions: [gameSessionRequested(storyRequest)],
    msw: { handlers: sessionHandlers() },
  },
} satisfies Meta<typeof GameSessionFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const frameIn = (root: HTMLElement) => root.querySelector('iframe');

/** The money is made ready and the launch asked for: a spinner, no frame yet. */
export const Launching: Story = {
  parameters: { msw: { handlers: sessionHandlers({ delays: { gameLaunchFB: 'infinite' } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading game…' })).toBeInTheDocument();
    await expect(frameIn(canvasElement)).toBeNull();
  },
};

/** Launched: the frame loads the launch URL under the spinner until the game says `ready` from its own origin. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(frameIn(canvasElement)).not.toBeNull());
    const frame = frameIn(canvasElement)!;
    await expect(frame).toHaveAttribute('title', storyRequest.title);
    await expect(frame.src).toMatch(MOCK_LAUNCH_URL);
    postFromFrame(frame, gameMessage('ready'), 'https://evil.example');
    await expect(canvas.getByRole('status', { name: 'Loading game…' })).toBeInTheDocument();
    postFromFrame(frame, gameMessage('ready'));
    await waitFor(() => expect(canvas.queryByRole('status', { name: 'Loading game…' })).toBeNull());
  },
};

/** The page loaded but the game stayed silent: blocked, with "open in a new tab". */
export const Blocked: Story = {
  args: { readyTimeoutMs: 30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(frameIn(canvasElement)).not.toBeNull());
    fireEvent.load(frameIn(canvasElement)!);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('open it in a new tab');
    await expect(within(alert).getByRole('button', { name: 'Open in a new tab' })).toBeInTheDocument();
  },
};

/** The launch failed: the frame shows our text for the platform's code, with retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: sessionHandlers({ failures: { gameLaunchFB: { errorCode: ERROR_CODES.gameNotFound, message: 'no such game' } } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This game is not available right now.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** Tagalog: the failure in the player's language. */
export const FailedTagalog: Story = {
  parameters: { language: 'TY', msw: { handlers: sessionHandlers({ failures: { gameLaunchFB: { errorCode: ERROR_CODES.gameNotFound, message: 'no such game' } } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Hindi available ang larong ito ngayon.')).toBeInTheDocument();
  },
};

/**
 * "Open in a new tab" in a browser that refuses the tab: the game is launched again and the
 * view offers a link to it, and "Close game" (the popup's tab action).
 */
export const TabBlocked: Story = {
  args: { readyTimeoutMs: 30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(frameIn(canvasElement)).not.toBeNull());
    const firstLaunch = frameIn(canvasElement)!.src;
    fireEvent.load(frameIn(canvasElement)!);
    const open = window.open;
    window.open = () => null;
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Open in a new tab' }));
    } finally {
      window.open = open;
    }
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Your browser blocked the new tab.');
    const link = within(status).getByRole('link', { name: 'Open in a new tab' });
    await expect(link.getAttribute('href')).toMatch(MOCK_LAUNCH_URL);
    await expect(link.getAttribute('href')).not.toBe(firstLaunch);
    await expect(within(status).getByRole('button', { name: 'Close game' })).toBeInTheDocument();
    await expect(frameIn(canvasElement)).toBeNull();
  },
};

/** A panel (a lottery page's frame) while the game plays in a new tab: "Play here instead" launches it here again. */
export const InNewTabPanel: Story = {
  args: { surface: 'panel', tabAction: 'playHere', readyTimeoutMs: 30 },
  parameters: { actions: [gameSessionRequested({ ...storyRequest, surface: 'panel' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(frameIn(canvasElement)).not.toBeNull());
    const firstLaunch = frameIn(canvasElement)!.src;
    fireEvent.load(frameIn(canvasElement)!);
    const open = window.open;
    const tab = { opener: {}, closed: false, location: { replace: () => undefined }, close: () => undefined };
    window.open = () => tab as unknown as Window;
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Open in a new tab' }));
    } finally {
      window.open = open;
    }
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('The game is open in a new tab.');
    await expect(tab.opener).toBeNull();
    await userEvent.click(within(status).getByRole('button', { name: 'Play here instead' }));
    await waitFor(() => expect(frameIn(canvasElement)).not.toBeNull());
    await expect(frameIn(canvasElement)!.src).not.toBe(firstLaunch);
    await expect(frameIn(canvasElement)!.src).toMatch(MOCK_LAUNCH_URL);
  },
};

/** A session of another surface (the popup's game over a lottery page) is not shown by a panel. */
export const OtherSurface: Story = {
  args: { surface: 'panel', tabAction: 'playHere', idle: <p>No game here</p> },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No game here')).toBeInTheDocument();
    await expect(frameIn(canvasElement)).toBeNull();
  },
};
