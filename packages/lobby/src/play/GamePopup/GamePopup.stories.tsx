import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { gameSessionClosed, gameSessionFailed, gameSessionPending, gameSessionRequested } from '@gamehall/play';
import { storyDispatched, storyRequest, withPlayState } from '../test/playStories';
import { GamePopup } from './GamePopup';

/** The game popup as the host of play's game session (no saga here: each story's session stays where its events put it). */
const meta = {
  title: 'Play/GamePopup',
  component: GamePopup,
  args: { readyTimeoutMs: 15_000 },
} satisfies Meta<typeof GamePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The money is made ready and the game launched: the popup with the game's name and a spinner, no frame yet. */
export const Loading: Story = {
  decorators: [withPlayState([gameSessionRequested(storyRequest)])],
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Fortune Tiger Gold' });
    await expect(within(dialog).getByRole('status', { name: 'Loading game…' })).toBeInTheDocument();
    await expect(dialog.querySelector('iframe')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expect(storyDispatched).toContainEqual(gameSessionClosed());
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** The launch failed: the spec §8 dialog with the server's message, retry (the lobby's request again) and in_increase_submit. */
export const Error: Story = {
  decorators: [withPlayState([gameSessionPending({ title: 'Fortune Tiger Gold', retry: storyRequest.retry }), gameSessionFailed({ message: { message: 'This game is under maintenance.' } })])],
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Fortune Tiger Gold' });
    await expect(dialog).toHaveTextContent('This game is under maintenance.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await expect(storyDispatched).toContainEqual(storyRequest.retry);
  },
};

/** A translated failure in Tagalog; confirm closes. */
export const ErrorTagalog: Story = {
  parameters: { language: 'TY' },
  decorators: [withPlayState([gameSessionRequested(storyRequest), gameSessionFailed({ message: { key: 'game_not_found' } })])],
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Fortune Tiger Gold' });
    await expect(dialog).toHaveTextContent('Hindi available ang larong ito ngayon.');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await expect(storyDispatched).toContainEqual(gameSessionClosed());
  },
};
