import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CashierMockState } from '@gamehall/api-client/mocks';
import { memberHandlers, memberStoryParameters } from '../test/cashierFixtures';
import { emptyListStory, loadErrorStory, loadingListStory } from '../test/listStories';
import { TransactionHistoryPage } from './TransactionHistoryPage';

const meta = {
  title: 'MemberCentre/TransactionHistoryPage',
  component: TransactionHistoryPage,
  parameters: { ...memberStoryParameters, route: '/member/transactionHistory', msw: { handlers: memberHandlers() } },
} satisfies Meta<typeof TransactionHistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days, every type, newest first, 20 a page; amounts signed and coloured. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Transactions' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.getByLabelText('Type')).toHaveValue('ALL');
    await expect(canvas.getByRole('option', { name: 'Rebates' })).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByText(/^−₱/).length).toBeGreaterThan(0));
    await expect(within(list).getAllByText(/^\+₱/).length).toBeGreaterThan(0);
    await expect(within(list).getAllByText('Wallet: Main wallet').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  },
};

/** Only bets: every row is a bet, a debit shown in red with its minus sign. */
export const FilteredBets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Transactions' });
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'BET');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const rows = within(canvas.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
      for (const row of rows) expect(row).toHaveTextContent(/^Bet−₱/);
    });
  },
};

/** From after To: the filters say so and nothing is asked. */
export const InvalidRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Transactions' });
    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2099-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The start date must be on or before the end date.');
  },
};

/** Waiting for the ledger: skeleton rows. */
export const Loading: Story = loadingListStory('/wps/v2/ledger');

/** Nothing in the range. */
export const Empty: Story = emptyListStory('/wps/v2/ledger', 20);

/** The ledger cannot be read: the error and retry. */
export const Error: Story = loadErrorStory(memberHandlers(new CashierMockState({ failures: { transactionHistory: 'network' } })));

/** In Tagalog: filters and kinds in the player's language. */
export const Tagalog: Story = {
  parameters: { language: 'TY' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Mga transaksyon' });
    await expect(canvas.getByRole('option', { name: 'Mga taya' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Uri')).toBeInTheDocument();
  },
};
