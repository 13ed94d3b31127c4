import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { MOCK_PASSWORD } from '@gamehall/api-client/mocks';
import { loggedIn, member } from '../test/members';
import type { Story, StoryMeta } from '../test/stories';
import { AgentLoginPage } from './AgentLoginPage';

type Args = Record<string, never>;

const meta = {
  title: 'Agent centre/AgentLoginPage',
  component: AgentLoginPage,
  parameters: { route: '/agent', authFlows: true },
} satisfies StoryMeta<Args>;
export default meta;

/** Fills the agent login form and submits. */
async function logIn(canvasElement: HTMLElement, username: string, password: string) {
  const user = userEvent.setup();
  const canvas = within(canvasElement);
  await user.type(await canvas.findByLabelText('Username', { exact: true }, { timeout: 5000 }), username);
  await user.type(canvas.getByLabelText('Password', { exact: true }), password);
  await user.click(canvas.getByRole('button', { name: 'Log in' }));
}

/** The page: logo, "Agent login" and the username login form; no site header, no SMS tab. */
export const Default: Story<Args> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Agent login' })).toBeInTheDocument();
    await expect(await canvas.findByLabelText('Username', { exact: true }, { timeout: 5000 })).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.queryByRole('tab', { name: 'SMS code' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
  },
};

/** A member (not an agent) is refused: "Non-agents cannot log in". */
export const NonAgentRefused: Story<Args> = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'player1', MOCK_PASSWORD);
    await expect(await within(canvasElement).findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('Non-agents cannot log in');
    await expect(screen.getByTestId('story-location')).toHaveTextContent('/agent');
  },
};

/** A wrong password: the message, and the captcha the next try needs. */
export const WrongPassword: Story<Args> = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'agent2', 'Wrong-guess-77');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('Incorrect account or password');
    await expect(await canvas.findByRole('img', { name: 'Captcha image' }, { timeout: 5000 })).toHaveAttribute('src', expect.stringMatching(/^data:image\//) as string);
  },
};

/** An agent logs in and is sent to /agentHome. */
export const AgentLogsIn: Story<Args> = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'agent1', MOCK_PASSWORD);
    await waitFor(() => expect(screen.getByTestId('story-location')).toHaveTextContent('/agentHome'), { timeout: 5000 });
  },
};

/** An agent already logged in goes straight to /agentHome. */
export const AlreadyLoggedIn: Story<Args> = {
  parameters: { preloadedState: loggedIn(member(2)), authFlows: false },
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('story-location')).toHaveTextContent('/agentHome'));
  },
};
