import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { agentHandlers, agentStoryParameters, answering, networkError, pending } from '../test/agentFixtures';
import { DownlinesPage } from './DownlinesPage';

const DOWNLINES_PATH = '/wps/agent/downlines';
const EMPTY = { list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0 };

/** `agent1` at /agentHome/downlineManagmentView on the mock platform (its generated team). */
const meta = {
  title: 'AgentCentre/DownlinesPage',
  component: DownlinesPage,
  parameters: { ...agentStoryParameters, route: '/agentHome/downlineManagmentView', msw: { handlers: agentHandlers() } },
} satisfies Meta<typeof DownlinesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The agent's direct downlines: a row each with account, type, balance, last login, team size. */
export const DirectDownlines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Downlines' }, { timeout: 5000 });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(within(table).getByRole('columnheader', { name: 'Team size' })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Team levels' })).toHaveTextContent('My downlines');
  },
};

/** Opening a downline with a team shows its downlines and a breadcrumb back up. */
export const DrilledIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Downlines' }, { timeout: 5000 });
    const open = within(table).getAllByRole('button', { name: /^Open the team of / })[0] as HTMLElement;
    const account = open.textContent ?? '';
    await userEvent.click(open);
    const crumbs = canvas.getByRole('navigation', { name: 'Team levels' });
    await waitFor(() => expect(within(crumbs).getByText(account)).toHaveAttribute('aria-current', 'page'));
    await canvas.findByRole('table', { name: 'Downlines' }, { timeout: 5000 });
    await userEvent.click(within(crumbs).getByRole('button', { name: 'My downlines' }));
    await waitFor(() => expect(within(crumbs).getByText('My downlines')).toHaveAttribute('aria-current', 'page'));
  },
};

/** A search that matches nobody: "No data" and no table. */
export const SearchEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Downlines' }, { timeout: 5000 });
    await userEvent.type(canvas.getByLabelText('Search the whole team'), 'zz-nobody');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('No data', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** An empty team. */
export const Empty: Story = {
  parameters: { msw: { handlers: [answering(DOWNLINES_PATH, EMPTY), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data')).toBeInTheDocument();
  },
};

/** While the first page loads: skeleton rows. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending(DOWNLINES_PATH), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByTestId('row-skeleton')).length).toBeGreaterThan(0);
  },
};

/** The list fails: the error text and Retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: [networkError(DOWNLINES_PATH), ...agentHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry' }, { timeout: 5000 })).toBeInTheDocument();
  },
};
