import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CashierMockState } from '@gamehall/api-client/mocks';
import { memberHandlers, memberStoryParameters } from '../test/cashierFixtures';
import { emptyListStory, loadErrorStory, loadingListStory } from '../test/listStories';
import { DepositHistory } from './DepositHistory';

const meta = {
  title: 'MemberCentre/DepositHistory',
  component: DepositHistory,
  parameters: { ...memberStoryParameters, msw: { handlers: memberHandlers() } },
} satisfies Meta<typeof DepositHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded deposits, newest first, with their state chips. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Deposit history' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Maya');
    await expect(rows[0]).toHaveTextContent('Failed');
    await expect(rows[1]).toHaveTextContent('Credited');
    await waitFor(() => expect(rows[1]).toHaveTextContent('₱500.00'));
  },
};

function manyDeposits(): CashierMockState {
  const state = new CashierMockState();
  for (let i = 0; i < 25; i += 1) {
    state.deposits.push({
      account: 'player1',
      request: `seed-${String(i)}`,
      value: { depositId: `D2026112600${String(i).padStart(2, '0')}`, channelId: 'GCASH', channelName: 'GCash', kind: 'ONLINE', amount: `${String(100 + i)}.00`, status: 'PENDING', reference: `GHX${String(i).padStart(4, '0')}`, createdAt: new Date(Date.UTC(2026, 10, 26, 0, i)).toISOString() },
    });
  }
  return state;
}

/** 27 deposits: 10 a page, paged by the server. */
export const Paged: Story = {
  parameters: { msw: { handlers: memberHandlers(manyDeposits()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Deposit history' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('GHX0024');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Deposit history' })).getAllByRole('listitem')).toHaveLength(7));
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Waiting for the list: skeleton rows. */
export const Loading: Story = loadingListStory('/wps/v2/deposit/list');

/** No deposits yet. */
export const Empty: Story = emptyListStory('/wps/v2/deposit/list', 10);

/** The list cannot be read: error with retry. */
export const Error: Story = loadErrorStory(memberHandlers(new CashierMockState({ failures: { depositList: 'network' } })));
