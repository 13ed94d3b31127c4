import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import { loggedInSession } from '@gamehall/shell/storybook';
import { menuEntries } from '../menuEntries';
import { windowWidth } from '../test/viewport';
import { AgentCentreLayout } from './AgentCentreLayout';
import { AgentWelcome } from './AgentWelcome';

/** Agent `agent1` ("Agent Ana", type 1) logged in at /agentHome, with the app's menu entries. */
const meta = {
  title: 'Agent centre/AgentCentreLayout',
  component: AgentCentreLayout,
  args: { children: <AgentWelcome /> },
  parameters: { route: '/agentHome', session: loggedInSession({ type: 1, account: 'agent1', nickname: 'Agent Ana' }), menuEntries },
  // A fresh mock platform (its accounts, captcha and rate-limit state) for every story.
  beforeEach: ({ msw }) => {
    msw.use(...createHandlers(makeMockCatalogue({ gamesPerVendor: 1 })));
    // A desktop window unless the story says otherwise (the phone stories set their own).
    return windowWidth(true);
  },
} satisfies Meta<typeof AgentCentreLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An agent at /agentHome: clock, nickname, logout, the centre's entry (current page), customer service, the welcome panel. */
export const Agent: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Agent centre' }));
    await waitFor(() => expect(nav.getByTestId('gmt-offset')).toHaveTextContent('GMT+8'));
    await expect(nav.getByTestId('agent-nickname')).toHaveTextContent('Agent Ana');
    await expect(nav.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await expect(nav.getByRole('link', { name: 'Agent centre' })).toHaveAttribute('aria-current', 'page');
    await expect(await nav.findByRole('link', { name: 'Customer service' }, { timeout: 5000 })).toHaveAttribute('href', 'https://t.me/gamehall_support');
    const panel = within(canvasElement).getByRole('region', { name: 'Welcome, Agent Ana' });
    await expect(within(panel).getByText('Agent (type 1)')).toBeInTheDocument();
  },
};

/** An agent without a nickname: the account name stands in. */
export const NoNickname: Story = {
  parameters: { session: loggedInSession({ type: 41, account: 'agent1', nickname: '' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('agent-nickname')).toHaveTextContent('agent1');
  },
};

/** Log out asks in_sure_logout first. */
export const LogoutConfirmOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to log out?' });
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};

/** Before any agent page registers its entry: only customer service under the head. */
export const NoEntries: Story = {
  parameters: { menuEntries: [] },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Agent centre' }));
    await nav.findByRole('link', { name: 'Customer service' }, { timeout: 5000 });
    await expect(nav.getAllByRole('link')).toHaveLength(1);
  },
};

/** The navigation in spec §2 order: overview, deposit, withdraw, the agent pages, platform messages, customer service. */
export const SpecOrder: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Agent centre' }));
    await nav.findByRole('link', { name: 'Customer service' }, { timeout: 5000 });
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Agent centre', 'Deposit', 'Withdraw', 'Announcement', 'Team overview', 'Register account', 'Team management', 'Team betting', 'User loss', 'My income', 'Account details', 'Platform messages', 'Customer service']);
  },
};

/** A phone: a bar with the menu button and the nickname; no page-high navigation above the content. */
export const Phone: Story = {
  beforeEach: () => windowWidth(false),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Agent centre' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Welcome, Agent Ana' })).toBeInTheDocument();
  },
};

/** A phone with the drawer open: focus in the panel; Escape closes it and focus returns to the button. */
export const PhoneDrawer: Story = {
  beforeEach: () => windowWidth(false),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Agent centre menu' });
    await expect(drawer).toHaveFocus();
    const nav = within(within(drawer).getByRole('navigation', { name: 'Agent centre' }));
    await expect(nav.getByTestId('agent-nickname')).toHaveTextContent('Agent Ana');
    await expect(nav.getByRole('link', { name: 'Register account' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agent centre menu' })).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

