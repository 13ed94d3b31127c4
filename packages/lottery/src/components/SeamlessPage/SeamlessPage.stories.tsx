import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { emptyMenuHandlers, failingMenuHandlers, launchRequests, loggedInSession, lotteryHandlers } from '../../test/lotteryFixtures';
import { lotteryStoryParameters } from '../../test/storyParameters';
import { SeamlessPage } from './SeamlessPage';

const meta = {
  title: 'Lottery/SeamlessPage',
  component: SeamlessPage,
  parameters: { ...lotteryStoryParameters, layout: 'fullscreen', route: '/seamless', msw: { handlers: lotteryHandlers() } },
} satisfies Meta<typeof SeamlessPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The TCG_SEA game full-page in its lobby view. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'SEA Lottery' })).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('iframe')).not.toBeNull());
    await expect(canvasElement.querySelector('iframe')).toHaveAttribute('title', 'SEA Lottery 5D');
    await expect(launchRequests.at(-1)).toMatchObject({ launchMode: 'LOTT', lottoArea: 'SEA', lottoPrizeMode: 'SEA', lottoView: 'lobby', lottoGameCode: 'SEA_5D' });
    await expect(canvas.queryByRole('group', { name: 'Game view' })).not.toBeInTheDocument();
  },
};

/** `?gameCode=` picks another SEA game. */
export const WithGameCode: Story = {
  parameters: { route: '/seamless?gameCode=SEA_3D' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('iframe')).toHaveAttribute('title', 'SEA Lottery 3D'));
    await expect(launchRequests.at(-1)).toMatchObject({ lottoGameCode: 'SEA_3D', lottoView: 'lobby' });
  },
};

/** The SEA menu could not be read: the message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: failingMenuHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** The merchant has no SEA game. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyMenuHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data')).toBeInTheDocument();
  },
};

/** A trial account: in_need_true_account, no launch. */
export const TrialAccount: Story = {
  parameters: { session: loggedInSession('trial01', 4) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please use a real account for this action');
    // The SEA game is known (the menu answered), still nothing is launched.
    await expect(await canvas.findByRole('region', { name: 'SEA Lottery 5D' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
