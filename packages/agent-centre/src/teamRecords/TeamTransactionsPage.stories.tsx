import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { agentHandlers, agentStoryParameters, answering, networkError, pending } from '../test/agentFixtures';
import { TeamTransactionsPage } from './TeamTransactionsPage';

const TRANSACTIONS_PATH = '/wps/agent/team/transactions';

/** `agent1` at /agentHome/agentDownlineTransactionDetailsCopy on the mock platform (its generated team). */
const meta = {
  title: 'AgentCentre/TeamTransactionsPage',
  component: TeamTransactionsPage,
  parameters: { ...agentStoryParameters, route: '/agentHome/agentDownlineTransactionDetailsCopy', msw: { handlers: agentHandlers() } },
} satisfies Meta<typeof TeamTransactionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 7 days of the team's transactions: money in and out, the entries newest first. */
export const LastSevenDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Team transactions' }, { timeout: 5000 });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    const totals = canvas.getByText('Money in').closest('dl');
    await expect(totals).toHaveAccessibleName('Totals');
    await expect(within(totals as HTMLElement).getByText('Money out')).toBeInTheDocument();
  },
};

/** Only deposits over 90 days: every entry is a deposit, nothing went out. */
export const Deposits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Team transactions' }, { timeout: 5000 });
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'Deposits');
    await userEvent.selectOptions(canvas.getByLabelText('Period'), 'Last 90 days');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(async () => {
      const table = canvas.getByRole('table', { name: 'Team transactions' });
      await expect(within(table).getAllByText('Deposit').length).toBe(within(table).getAllByRole('row').length - 1);
    });
    await expect(within(canvas.getByText('Money out').closest('div') as HTMLElement).getByText(/0\.00/)).toBeInTheDocument();
  },
};

/** Nothing in the period: "No data". */
export const Empty: Story = {
  parameters: { msw: { handlers: [answering(TRANSACTIONS_PATH, { list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0, totals: { credit: '0.00', debit: '0.00' } }), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data')).toBeInTheDocument();
  },
};

/** While the entries load: skeleton rows. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending(TRANSACTIONS_PATH), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByTestId('row-skeleton')).length).toBe(4);
  },
};

/** The entries cannot be read: the network error and Retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [networkError(TRANSACTIONS_PATH), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Network link is abnormal, please try again', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
