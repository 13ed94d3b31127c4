import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { agentHandlers, agentStoryParameters, answering, networkError, pending } from '../test/agentFixtures';
import { UserLossPage } from './UserLossPage';

/** The user loss endpoint's path. */
const PATH = '/wps/agent/team/profit-loss';

/** The accounts shown, in order (table rows on a wide screen, card headings on a phone). */
const shownAccounts = (canvasElement: HTMLElement): string[] => {
  const table = canvasElement.querySelector('table');
  if (table) return [...table.querySelectorAll('tbody th')].map((th) => th.firstChild?.textContent ?? '');
  return [...canvasElement.querySelectorAll('article h3')].map((h) => h.firstChild?.textContent ?? '');
};

/** `agent1` logged in at /agentHome/palStatementsAgentCopy on the mock platform (its generated team of 203). */
const meta = {
  title: 'AgentCentre/UserLossPage',
  component: UserLossPage,
  parameters: { ...agentStoryParameters, route: '/agentHome/palStatementsAgentCopy', msw: { handlers: agentHandlers() } },
} satisfies Meta<typeof UserLossPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 7 days: totals of the whole team, 20 members a page, the largest loss first. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Totals of 203 members' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Last 7 days', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(shownAccounts(canvasElement)).toHaveLength(20));
    // The first member lost: its P&L has a minus sign.
    const first = canvasElement.querySelector('table tbody tr, article');
    await expect(first?.textContent).toContain('−');
    await expect(canvas.getByRole('navigation', { name: 'User loss pages' })).toBeInTheDocument();
  },
};

/** Sorted by account and paged: page 2 starts where page 1 ended, A–Z. */
export const SortedByAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Totals of 203 members' }, { timeout: 5000 });
    await userEvent.selectOptions(canvas.getByLabelText('Sort by'), 'account');
    await waitFor(() => expect(shownAccounts(canvasElement)[0]).toBe('agent2'));
    const page1 = shownAccounts(canvasElement);
    await expect([...page1].sort()).toEqual(page1);
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'User loss pages' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(shownAccounts(canvasElement)[0]).not.toBe('agent2'));
    await expect(shownAccounts(canvasElement)[0]! > page1[19]!).toBe(true);
  },
};

/** An account prefix: only the matching members, their totals. */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Totals of 203 members' }, { timeout: 5000 });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Account' }), 'T4M0001');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('heading', { name: 'Totals of 10 members' })).toBeInTheDocument();
    await expect(shownAccounts(canvasElement).every((a) => a.startsWith('t4m0001'))).toBe(true);
  },
};

/** No member matches: zero totals and "No data". */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Totals of 203 members' }, { timeout: 5000 });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Account' }), 'nobody');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('No data')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Totals of 0 members' })).toBeInTheDocument();
  },
};

/** A custom range longer than 90 days is refused before it is asked for. */
export const CustomRangeTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Totals of 203 members' }, { timeout: 5000 });
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

/** A page with figures given: one loser, one winner (signs and totals as answered). */
export const Given: Story = {
  parameters: {
    msw: {
      handlers: [
        answering(PATH, {
          from: '2026-11-20',
          to: '2026-11-26',
          sort: 'loss',
          list: [
            { id: 11, account: 'lucky7', type: 0, depth: 2, betCount: 120, validBet: '5400.00', payout: '3150.50', profitLoss: '-2249.50', deposit: '6000.00', withdraw: '0.00' },
            { id: 12, account: 'winner', type: 0, depth: 1, betCount: 8, validBet: '80.00', payout: '312.00', profitLoss: '232.00', deposit: '100.00', withdraw: '250.00' },
          ],
          pageNo: 1,
          pageSize: 20,
          total: 2,
          totalPages: 1,
          totals: { betCount: 128, validBet: '5480.00', payout: '3462.50', profitLoss: '-2017.50', deposit: '6100.00', withdraw: '250.00' },
        }),
        ...agentHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Totals of 2 members' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(shownAccounts(canvasElement)).toEqual(['lucky7', 'winner']);
    await expect(canvas.getAllByText(/^−\D*2,249\.50$/).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(/^\+\D*232\.00$/).length).toBeGreaterThan(0);
    await expect(canvas.getByText(/^−\D*2,017\.50$/)).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'User loss pages' })).not.toBeInTheDocument();
  },
};

/** While the report loads: a busy block. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending(PATH), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('report-loading')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The call fails: the network error's text and Retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [networkError(PATH), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Network link is abnormal, please try again', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
