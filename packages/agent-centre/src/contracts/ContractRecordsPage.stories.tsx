import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SETTLEMENTS_PATH, agentHandlers, agentStoryParameters, contractsState, networkError, pending } from '../test/agentFixtures';
import { ContractRecordsPage } from './ContractRecordsPage';

/** `agent1` logged in on the mock platform, holding a weekly dividend contract from Master Agent with 3 settlements. */
const meta = {
  title: 'AgentCentre/ContractRecordsPage',
  component: ContractRecordsPage,
  args: { type: 'DIVIDEND' },
  parameters: { ...agentStoryParameters, route: '/agentHome/agentDividendRecordCopy2', msw: { handlers: agentHandlers({ contracts: contractsState() }) } },
} satisfies Meta<typeof ContractRecordsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dividend: the contract's tiers in the header; rows with team P&L, active members, rate and the amount paid, newest first. */
export const Dividend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = await canvas.findByRole('region', { name: 'Your current contract' });
    await expect(within(current).getByText('From Master Agent (master)')).toBeInTheDocument();
    await expect(within(current).getByText('Settlement period: Weekly')).toBeInTheDocument();
    const tiers = within(current).getAllByRole('listitem');
    await expect(tiers).toHaveLength(2);
    await expect(tiers[0]).toHaveTextContent(/Team loss ≥ .*10,000\.00 · Active members ≥ 5/);
    await expect(tiers[1]).toHaveTextContent('20.00 %');
    const rows = within(await canvas.findByRole('list', { name: 'Settlements' })).getAllByRole('article');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(/Paid.*2,000\.00/);
    await expect(rows[0]).toHaveTextContent(/Team P&L.*-.*20,000\.00/);
    await expect(rows[0]).toHaveTextContent('Active members7');
    await expect(rows[0]).toHaveTextContent('10.00 % · Tier 1');
    await expect(rows[0]).not.toHaveTextContent('Bet amount');
    await expect(rows[2]).toHaveTextContent('0.00 % · no tier met');
    await expect(canvas.queryByRole('navigation', { name: 'Settlement pages' })).not.toBeInTheDocument();
  },
};

/** Daily wages: bet amount and active members per day. */
export const DailyWages: Story = {
  args: { type: 'DAILY_SALARY' },
  parameters: { msw: { handlers: agentHandlers({ contracts: contractsState({ type: 'DAILY_SALARY' }) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = await canvas.findByRole('region', { name: 'Your current contract' });
    await expect(within(current).getAllByRole('listitem')[1]).toHaveTextContent(/Bet amount ≥ .*100,000\.00 · Active members ≥ 10.*1\.00 %/);
    const rows = within(await canvas.findByRole('list', { name: 'Settlements' })).getAllByRole('article');
    await expect(rows[0]).toHaveTextContent(/Bet amount.*12,345\.60/);
    await expect(rows[0]).toHaveTextContent(/Paid.*61\.72/);
    await expect(rows[0]).toHaveTextContent('Active members7');
  },
};

/** Real-time salary: one rate, no thresholds; rows with bet amount only. */
export const RealtimeSalary: Story = {
  args: { type: 'REALTIME_SALARY' },
  parameters: { msw: { handlers: agentHandlers({ contracts: contractsState({ type: 'REALTIME_SALARY' }) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = await canvas.findByRole('region', { name: 'Your current contract' });
    await expect(within(current).getByRole('listitem')).toHaveTextContent('Every settlement period0.20 %');
    const rows = within(await canvas.findByRole('list', { name: 'Settlements' })).getAllByRole('article');
    await expect(rows[0]).not.toHaveTextContent('Active members');
    await expect(rows[0]).toHaveTextContent(/Bet amount.*12,345\.60/);
  },
};

/** 23 hourly settlements: 10 a page, page 3 holds the oldest 3. */
export const Paged: Story = {
  args: { type: 'HOURLY_SALARY' },
  parameters: { msw: { handlers: agentHandlers({ contracts: contractsState({ type: 'HOURLY_SALARY', settlements: 23 }) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(await canvas.findByRole('list', { name: 'Settlements' })).getAllByRole('article')).toHaveLength(10);
    const pages = canvas.getByRole('navigation', { name: 'Settlement pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await expect(await within(canvasElement).findByText(/12,367\.60/)).toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Settlements' })).getAllByRole('article')).toHaveLength(3);
  },
};

/** No contract and no settlements: "No contract" and in_no_data. */
export const Empty: Story = {
  parameters: { msw: { handlers: agentHandlers({ contracts: contractsState({ active: false, settlements: 0 }) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No contract')).toBeInTheDocument();
    await expect(await canvas.findByText('No data')).toBeInTheDocument();
  },
};

/** While the settlements load: skeleton rows. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending(SETTLEMENTS_PATH), ...agentHandlers({ contracts: contractsState() })] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByTestId('row-skeleton')).length).toBeGreaterThan(0);
  },
};

/** The settlements call fails: its text and Retry, which asks again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [networkError(SETTLEMENTS_PATH), ...agentHandlers({ contracts: contractsState() })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Network link is abnormal, please try again', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Network link is abnormal, please try again', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
