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

/** Opens the transfer dialog of the first direct downline; returns the dialog and the account. */
async function openTransfer(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: 'Downlines' }, { timeout: 5000 });
  const button = within(table).getAllByRole('button', { name: /^Transfer · / })[0] as HTMLElement;
  const account = (button.getAttribute('aria-label') ?? '').replace('Transfer · ', '');
  await userEvent.click(button);
  const dialog = await within(document.body).findByRole('dialog', { name: `Transfer to ${account}` });
  return { dialog: within(dialog), account };
}

/** The amount is checked before sending: required, at most 2 decimals, at least the minimum. */
export const TransferValidation: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openTransfer(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Enter an amount');
    await userEvent.type(dialog.getByLabelText('Amount'), '1.234');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Enter an amount with at most 2 decimals'));
    await userEvent.clear(dialog.getByLabelText('Amount'));
    await userEvent.type(dialog.getByLabelText('Amount'), '0.50');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(/The minimum transfer is .*1\.00/));
  },
};

/** A transfer goes through: the amount sent, the agent's balance after it. */
export const TransferSuccess: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, account } = await openTransfer(canvasElement);
    await userEvent.type(dialog.getByLabelText('Amount'), '100');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(new RegExp(`Sent .*100\\.00 to ${account}`));
    await expect(dialog.getByText(/Your balance is now/)).toBeInTheDocument();
  },
};

/** More than the agent's balance: the platform's refusal in the user's language. */
export const TransferRefused: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openTransfer(canvasElement);
    await userEvent.type(dialog.getByLabelText('Amount'), '99999999');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(/\S/);
    await expect(dialog.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** A direct downline's Contracts button opens its contract dialog (one section per contract type the agent offers). */
export const ContractsOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Downlines' }, { timeout: 5000 });
    const button = within(table).getAllByRole('button', { name: /^Contracts of / })[0] as HTMLElement;
    await expect(button).toHaveTextContent('Contracts');
    const account = (button.getAttribute('aria-label') ?? '').replace('Contracts of ', '');
    await userEvent.click(button);
    const dialog = within(await within(document.body).findByRole('dialog', { name: `Contracts with ${account}` }));
    await expect(await dialog.findByRole('heading', { name: 'Daily wages' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};
