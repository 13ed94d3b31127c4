import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { TeamOverview } from '@gamehall/api-client/contract';
import { agentHandlers, agentStoryParameters, answering, networkError, pending } from '../test/agentFixtures';
import { TeamOverviewPage } from './TeamOverviewPage';

/** The team overview endpoint's path. */
const PATH = '/wps/agent/team/overview';

const zeroDay = (day: string) => ({ day, newMembers: 0, activeMembers: 0, deposit: '0.00', withdraw: '0.00', betCount: 0, validBet: '0.00', profitLoss: '0.00' });

/** A given overview of two days: the team lost 2,017.50. */
const GIVEN: TeamOverview = {
  from: '2026-11-25',
  to: '2026-11-26',
  teamSize: 203,
  directMembers: 12,
  newMembers: 3,
  activeMembers: 41,
  deposit: '6100.00',
  withdraw: '250.00',
  betCount: 128,
  validBet: '5480.00',
  payout: '3462.50',
  profitLoss: '-2017.50',
  days: [
    { day: '2026-11-25', newMembers: 1, activeMembers: 20, deposit: '3000.00', withdraw: '250.00', betCount: 60, validBet: '2480.00', profitLoss: '-1017.50' },
    { day: '2026-11-26', newMembers: 2, activeMembers: 30, deposit: '3100.00', withdraw: '0.00', betCount: 68, validBet: '3000.00', profitLoss: '-1000.00' },
  ],
};

/** `agent1` logged in at /agentHome/agentTeamOverview on the mock platform. */
const meta = {
  title: 'AgentCentre/TeamOverviewPage',
  component: TeamOverviewPage,
  parameters: { ...agentStoryParameters, route: '/agentHome/agentTeamOverview', msw: { handlers: [answering(PATH, GIVEN), ...agentHandlers()] } },
} satisfies Meta<typeof TeamOverviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Figures given: the cards, P&L with its sign, the charts (lazy chunk), one row a day. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Team size', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByText('203')).toBeInTheDocument();
    await expect(canvas.getByText(/^−\D*2,017\.50$/)).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Last 7 days', selected: true })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Daily figures' }).querySelectorAll('tbody tr')).toHaveLength(2);
    const charts = await canvas.findByRole('region', { name: 'Daily charts' }, { timeout: 10_000 });
    await expect(within(charts).getByText('Deposits and withdrawals')).toBeInTheDocument();
  },
};

/** The generated mock team answers over the last 7 days. */
export const MockTeam: Story = {
  parameters: { msw: { handlers: agentHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Direct members', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** A period without activity: zero cards and "No data". */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        answering(PATH, { ...GIVEN, newMembers: 0, activeMembers: 0, deposit: '0.00', withdraw: '0.00', betCount: 0, validBet: '0.00', payout: '0.00', profitLoss: '0.00', days: [zeroDay('2026-11-25'), zeroDay('2026-11-26')] }),
        ...agentHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** While the overview loads: a busy block. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending(PATH), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('report-loading')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The call fails: the error's text and Retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [networkError(PATH), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' }, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** A custom range longer than 90 days is refused before it is asked for. */
export const RangeError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Team size', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('tab', { name: 'Custom' }));
    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-01');
    const to = canvas.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-06-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The range may be at most 90 days');
  },
};
