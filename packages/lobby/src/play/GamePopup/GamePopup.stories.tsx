import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent } from '@testing-library/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GAME_MESSAGE_SOURCE } from '@gamehall/api-client';
import { gameLaunchRequested } from '@gamehall/shell';
import { gameClosed, gameLaunchFailed, gameLaunchStarted, gameLaunchSucceeded, gameTabRequested } from '../playSlice';
import { postFromFrame, storyDispatched, storyGame, storyLaunch, withPlayState } from '../test/playStories';
import { GamePopup } from './GamePopup';

const meta = {
  title: 'Play/GamePopup',
  component: GamePopup,
  args: { readyTimeoutMs: 15_000 },
} satisfies Meta<typeof GamePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const request = { game: storyGame };
const started = gameLaunchStarted({ title: 'Fortune Tiger Gold', request });
const ready = { source: GAME_MESSAGE_SOURCE, type: 'ready', balance: '1000.00' };

const body = () => within(document.body);

/** The launch is being asked for: the popup with the game's name and a spinner, no frame yet. */
export const Loading: Story = {
  decorators: [withPlayState([started])],
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Fortune Tiger Gold' });
    await expect(within(dialog).getByRole('status', { name: 'Loading game…' })).toBeInTheDocument();
    await expect(dialog.querySelector('iframe')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeDisabled();
  },
};

/** The game answered `ready`: it shows; back closes the popup. */
export const Open: Story = {
  decorators: [withPlayState([started, gameLaunchSucceeded(storyLaunch)])],
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Fortune Tiger Gold' });
    const frame = within(dialog).getByTitle<HTMLIFrameElement>('Fortune Tiger Gold');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    await expect(within(dialog).getByRole('status', { name: 'Loading game…' })).toBeInTheDocument();
    // A `ready` from another origin is ignored; from the launch origin it shows the game.
    postFromFrame(frame, ready, 'https://evil.example.com');
    await expect(within(dialog).getByRole('status', { name: 'Loading game…' })).toBeInTheDocument();
    postFromFrame(frame, ready);
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expect(storyDispatched).toContainEqual(gameClosed());
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** The launch failed: the spec §8 dialog with the server's message, retry and in_increase_submit. */
export const Error: Story = {
  decorators: [withPlayState([started, gameLaunchFailed({ message: { message: 'This game is under maintenance.' } })])],
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Fortune Tiger Gold' });
    await expect(dialog).toHaveTextContent('This game is under maintenance.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await expect(storyDispatched).toContainEqual(gameLaunchRequested(request));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** A translated failure in Tagalog. */
export const ErrorTagalog: Story = {
  parameters: { language: 'TY' },
  decorators: [withPlayState([started, gameLaunchFailed({ message: { key: 'game_not_found' } })])],
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Fortune Tiger Gold' });
    await expect(dialog).toHaveTextContent('Hindi available ang larong ito ngayon.');
  },
};

/** The frame loaded but the game never answered: blocked, with "open in a new tab". */
export const Blocked: Story = {
  args: { readyTimeoutMs: 30 },
  decorators: [withPlayState([started, gameLaunchSucceeded(storyLaunch)])],
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Fortune Tiger Gold' });
    fireEvent.load(within(dialog).getByTitle('Fortune Tiger Gold'));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('open it in a new tab');
    await expect(within(alert).getByRole('button', { name: 'Open in a new tab' })).toBeInTheDocument();
  },
};

/** The game plays in another tab: the popup says so and closing it ends the game. */
export const InNewTab: Story = {
  decorators: [withPlayState([started, gameLaunchSucceeded(storyLaunch), gameTabRequested(), gameLaunchStarted({ title: 'Fortune Tiger Gold', request, target: 'tab' }), gameLaunchSucceeded(storyLaunch)])],
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Fortune Tiger Gold' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('The game is open in another tab.');
    await expect(dialog.querySelector('iframe')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close game' }));
    await expect(storyDispatched).toContainEqual(gameClosed());
  },
};
