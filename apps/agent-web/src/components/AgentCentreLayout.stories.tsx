import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { menuEntries } from '../menuEntries';
import { loggedIn, member } from '../test/members';
import type { Story, StoryMeta } from '../test/stories';
import { AgentCentreLayout } from './AgentCentreLayout';
import { AgentWelcome } from './AgentWelcome';

type Args = Parameters<typeof AgentCentreLayout>[0];

const meta = {
  title: 'Agent centre/AgentCentreLayout',
  component: AgentCentreLayout,
  args: { children: <AgentWelcome /> },
  parameters: { route: '/agentHome', preloadedState: loggedIn(member(1)), menuEntries },
} satisfies StoryMeta<Args>;
export default meta;

/** An agent at /agentHome: clock, nickname, logout, the centre's entry (current page), customer service, the welcome panel. */
export const Agent: Story<Args> = {
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
export const NoNickname: Story<Args> = {
  parameters: { preloadedState: loggedIn(member(41, '')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('agent-nickname')).toHaveTextContent('agent1');
  },
};

/** Log out asks in_sure_logout first. */
export const LogoutConfirmOpen: Story<Args> = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    await user.click(within(canvasElement).getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to log out?' });
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};

/** Before any agent page registers its entry: only customer service under the head. */
export const NoEntries: Story<Args> = {
  parameters: { menuEntries: [] },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Agent centre' }));
    await nav.findByRole('link', { name: 'Customer service' }, { timeout: 5000 });
    await expect(nav.getAllByRole('link')).toHaveLength(1);
  },
};
