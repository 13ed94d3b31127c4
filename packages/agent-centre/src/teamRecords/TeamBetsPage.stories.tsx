import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { agentHandlers, agentStoryParameters, answering, networkError, pending } from '../test/agentFixtures';
import { TeamBetsPage } from './TeamBetsPage';

const BETS_PATH = '/wps/agent/team/bets';
const EMPTY = { list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0, totals: { betCount: 0, validBet: '0.00', payout: '0.00', profitLoss: '0.00' } };

/** `agent1` at /agentHome/personalHistoryCopy on the mock platform (its generated team of 200). */
const meta = {
  title: 'AgentCentre/TeamBetsPage',
  component: TeamBetsPage,
  parameters: { ...agentStoryParameters, route: '/agentHome/personalHistoryCopy', msw: { handlers: agentHandlers() } },
} satisfies Meta<typeof TeamBetsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 7 days of the whole team: the totals, a page of bets newest first and the pager. */
export const LastSevenDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Team bets' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    await expect(rows.length).toBe(21);
    const totals = canvas.getByText('Team P&L').closest('dl');
    await expect(totals).toHaveAccessibleName('Totals');
    await expect(within(totals as HTMLElement).getByText('Team P&L')).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Record pages' })).toBeInTheDocument();
  },
};

/** One downline's bets: every row is its. */
export const OneDownline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Team bets' }, { timeout: 5000 });
    await userEvent.type(canvas.getByLabelText('Downline account'), 'T4M00003');
    await userEvent.selectOptions(canvas.getByLabelText('Period'), 'Last 90 days');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(async () => {
      const table = canvas.getByRole('table', { name: 'Team bets' });
      const cells = within(table).getAllByText(/^t4m00003 · level 4$/);
      await expect(cells.length).toBe(within(table).getAllByRole('row').length - 1);
    });
  },
};

/** An account outside the team: the server's refusal and Retry. */
export const NotInTeam: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Team bets' }, { timeout: 5000 });
    await userEvent.type(canvas.getByLabelText('Downline account'), 'zz-stranger');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('This member is not in your team')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** A custom period over 90 days is refused in the form. */
export const PeriodTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Period'), 'Custom');
    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2020-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The period may be at most 90 days.');
  },
};

/** No bets in the period: the totals at zero and "No data". */
export const Empty: Story = {
  parameters: { msw: { handlers: [answering(BETS_PATH, EMPTY), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** While the bets load: skeleton rows. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending(BETS_PATH), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByTestId('row-skeleton')).length).toBe(4);
  },
};

/** The bets cannot be read: the network error and Retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [networkError(BETS_PATH), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Network link is abnormal, please try again', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
