import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_HISTORY_LENGTH, emptyHistoryHandlers, failingHistoryHandlers, lotteryHandlers, mockDraws, pendingHistoryHandlers } from '../../test/lotteryFixtures';
import { lotteryStoryParameters } from '../../test/storyParameters';
import { DrawHistory } from './DrawHistory';

const meta = {
  title: 'Lottery/DrawHistory',
  component: DrawHistory,
  args: { gameCode: 'GW_642', gameName: 'Lotto 6/42' },
  parameters: { ...lotteryStoryParameters, msw: { handlers: lotteryHandlers() } },
} satisfies Meta<typeof DrawHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ten draws a page, newest first, paged (35 draws: 4 pages). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Lotto 6/42 results' })).toBeInTheDocument();
    const table = await canvas.findByRole('table', { name: 'Lotto 6/42 results' });
    const newest = mockDraws('GW_642', 1)[0]!;
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(10);
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(newest.numero);
    await expect(within(rows[0]!).getAllByRole('listitem').map((ball) => ball.textContent)).toEqual(newest.numbers);
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + MOCK_HISTORY_LENGTH - 30));
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Waiting for the draws: placeholder rows. */
export const Loading: Story = {
  parameters: { msw: { handlers: pendingHistoryHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** A game without draws yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyHistoryHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data')).toBeInTheDocument();
  },
};

/** The call failed: the server's message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: failingHistoryHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Draw results are not available right now');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
